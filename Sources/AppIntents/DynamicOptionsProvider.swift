import Foundation

/// Supplies the options offered for a parameter: `@Parameter(title: "Size", optionsProvider: SizeOptions())`.
///
/// `results()` returns an array, or an `ItemCollection` to show the options in titled sections.
/// Inside it, `@IntentParameterDependency` reads the other parameters of the intent being filled in.
public protocol DynamicOptionsProvider: Sendable {
    associatedtype Result: _OptionsResult
    associatedtype DefaultResult: Sendable = Never
    /// The options to offer.
    func results() async throws -> Result
    /// The option to preselect, if any.
    func defaultResult() async -> DefaultResult?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultResult? { nil }
}

/// A result of `DynamicOptionsProvider.results()`: an array or an `ItemCollection`. Not for app code.
public protocol _OptionsResult {
    /// The options, flattened. Used by the system; not for app code.
    var _options: [Any] { get }
    /// The options in their sections. Used by the system; not for app code.
    var _optionSections: [_OptionSection] { get }
}

extension _OptionsResult {
    public var _optionSections: [_OptionSection] {
        [_OptionSection(title: nil, items: _options.map { _OptionSection.Item(value: $0, title: nil, subtitle: nil) })]
    }
}

extension Array: _OptionsResult {
    public var _options: [Any] { map { $0 } }
}

/// One section of options as the system shows it. Not for app code.
public struct _OptionSection: @unchecked Sendable {
    /// One option: its value and how the app titled it.
    public struct Item: @unchecked Sendable {
        public var value: Any
        public var title: String?
        public var subtitle: String?
    }

    public var title: String?
    public var items: [Item]
}
