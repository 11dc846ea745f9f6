import Foundation

/// Declares the non-optional form of `description`.
///
/// Apple's requirement is `IntentDescription?`, but apps commonly write
/// `static var description = IntentDescription("…")`, whose type is `IntentDescription`: that does
/// not witness the optional requirement, yet Apple's metadata still records it. This requirement
/// catches that spelling so the catalog never loses a description. Not for app code.
public protocol _IntentDescribing {
    static var description: IntentDescription { get }
}

extension _IntentDescribing {
    public static var description: IntentDescription { IntentDescription("") }
}

/// An action of the app that the system can run: from Siri, Shortcuts, Spotlight, widgets,
/// controls, the command line or an AI agent.
///
/// ```swift
/// struct OrderSoupIntent: AppIntent {
///     static var title: LocalizedStringResource = "Order Soup"
///     @Parameter(title: "Soup") var soup: SoupEntity
///     func perform() async throws -> some IntentResult & ProvidesDialog {
///         .result(dialog: "Ordered \(soup.name).")
///     }
/// }
/// ```
public protocol AppIntent: _IntentDescribing, PersistentlyIdentifiable, _ExecutionTargetsDeclaring, Sendable {
    associatedtype PerformResult: IntentResult
    associatedtype SummaryContent: ParameterSummary = _DefaultParameterSummary

    /// The name people see.
    static var title: LocalizedStringResource { get }
    /// What the intent does.
    static var description: IntentDescription? { get }
    /// The sentence Shortcuts shows, with the parameters in it.
    static var parameterSummary: SummaryContent { get }
    /// Whether the app comes to the foreground when the intent runs (deprecated: use
    /// `supportedModes`).
    static var openAppWhenRun: Bool { get }
    /// Whether the system offers the intent in Shortcuts, Spotlight and to agents.
    static var isDiscoverable: Bool { get }
    /// What a caller must have proved before the intent runs.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// Where the intent may run: in the background, in the foreground, or both.
    static var supportedModes: IntentModes { get }
    init()

    /// Does the work, with every required parameter resolved.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    public static var supportedModes: IntentModes { [] }

    /// `@Parameter(title: "Soup") var soup: SoupEntity`.
    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>
    /// `Summary("Order \(\.$soup)")`.
    public typealias Summary = IntentParameterSummary<Self>

    /// The description, whichever way the intent declared it.
    package static var _descriptionText: String? {
        let optional: IntentDescription? = Self.description
        let plain: IntentDescription = Self.description
        let text = optional?.descriptionText.defaultValue ?? plain.descriptionText.defaultValue
        return text.isEmpty ? nil : text
    }

    /// The description's `categoryName` and `searchKeywords`, whichever way it was declared.
    package static var _descriptionDetails: (category: String?, keywords: [String]) {
        let optional: IntentDescription? = Self.description
        let plain: IntentDescription = Self.description
        let description = optional ?? plain
        return (description.categoryName?.defaultValue, description.searchKeywords.map(\.defaultValue))
    }
}

extension AppIntent where SummaryContent == _DefaultParameterSummary {
    public static var parameterSummary: _DefaultParameterSummary { _DefaultParameterSummary() }
}

/// What a caller must have proved before an intent runs.
public enum IntentAuthenticationPolicy: Int, Sendable, Hashable, CaseIterable {
    /// Anyone may run it.
    case alwaysAllowed = 0
    /// The caller must be authenticated (the device is unlocked).
    case requiresAuthentication = 1
    /// The caller must authenticate on this device right now.
    case requiresLocalDeviceAuthentication = 2
}

/// Where an intent may run.
public struct IntentModes: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let background = IntentModes(rawValue: 1)
    /// In the foreground, the app launched before `perform()`.
    public static let foreground = IntentModes(rawValue: 2)

    /// In the foreground, with the given behaviour: `.foreground(.dynamic)`.
    public static func foreground(_ foregroundMode: ForegroundMode) -> IntentModes {
        IntentModes(rawValue: foregroundMode.bit)
    }

    /// When the app comes to the foreground. The bits are those of `supportedModes` in Apple's
    /// `Metadata.appintents` (docs/METADATA.md).
    public struct ForegroundMode: Sendable, Hashable {
        let bit: Int

        /// The app comes to the foreground before `perform()` (what `.foreground` means).
        public static let immediate = ForegroundMode(bit: 2)
        /// The run starts in the background and may ask to continue in the app.
        public static let dynamic = ForegroundMode(bit: 8)
        /// The app comes to the foreground while the run goes on, at the latest when it ends.
        public static let deferred = ForegroundMode(bit: 4)
    }

    /// The mode a run is in: `systemContext.currentMode`.
    public typealias Current = IntentCurrentMode
}

/// An intent that configures a widget: the system fills it from the widget's settings.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    public func perform() async throws -> some IntentResult { .result() }
}

/// An intent that configures a control: it cannot prompt, so every parameter without a default
/// must be optional.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    public func perform() async throws -> some IntentResult { .result() }
}

/// An intent that shows a snippet; the system may perform it again to refresh it, so it must not
/// change state.
public protocol SnippetIntent: AppIntent where PerformResult: ShowsSnippetView {
    /// Asks the system to perform the snippet intent again and refresh what it shows.
    static func reload()
}

extension SnippetIntent {
    public static func reload() {
        SystemHooks.shared.snippetReloadRequested(String(reflecting: Self.self))
    }
}

/// An intent the system runs when a Focus turns on or off, with the filter's values.
public protocol SetFocusFilterIntent: AppIntent {
    var displayRepresentation: DisplayRepresentation { get }
    /// What the app shows while the filter is on: which notifications pass. Kept with the filter;
    /// this system has no notifications to filter.
    var appContext: FocusFilterAppContext { get }
    /// Filters the system may offer the person to turn on; none are offered here yet.
    static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [Self]
}

extension SetFocusFilterIntent {
    public var appContext: FocusFilterAppContext { FocusFilterAppContext() }
    public static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [Self] { [] }

    /// The filter in force, with the values it was turned on with.
    /// - Throws: `SetFocusFilterIntentError.notFound` when no filter of this type is on, or no
    ///   system keeps the Focus state (the intent is not run through the host).
    public static var current: Self {
        get async throws {
            guard let handler = SystemHooks.shared.focusHandler else { throw SetFocusFilterIntentError.notFound }
            guard let filter = try await handler(Self.self) as? Self else {
                throw SetFocusFilterIntentError.notFound
            }
            return filter
        }
    }
}

/// How the app behaves while a Focus filter is on.
public struct FocusFilterAppContext: @unchecked Sendable {
    // @unchecked: NSPredicate is immutable once made.
    /// Which of the app's notifications the person still sees.
    public var notificationFilterPredicate: NSPredicate?

    public init(notificationFilterPredicate: NSPredicate? = nil) {
        self.notificationFilterPredicate = notificationFilterPredicate
    }
}

/// What the system knows when it asks for suggested filters.
public struct FocusFilterSuggestionContext: Sendable {
    public init() {}
}

/// Why `SetFocusFilterIntent.current` has no filter to give, as Apple's framework says it.
public enum SetFocusFilterIntentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A parameter the filter needs has no value.
    case missingParameterValue
    /// No filter of the type is on (or no system here keeps the Focus state: the intent is not
    /// run through the host).
    case notFound

    public var description: String {
        switch self {
        case .missingParameterValue: "the Focus filter is missing a parameter value"
        case .notFound: "no Focus filter of this type is on"
        }
    }
}

/// An intent that deletes entities.
public protocol DeleteIntent: AppIntent {
    associatedtype Value: AppEntity
    var entities: [Value] { get set }
}

/// A type that declared an assistant schema with `@AppIntent(schema:)`, `@AppEntity(schema:)` or
/// `@AppEnum(schema:)`. Conformance is added by those macros. Not for app code.
public protocol _AssistantSchemaDeclaring {
    static var __assistantSchema: String { get }
    /// Whether only Apple Intelligence is offered the type (`static let isAssistantOnly = true`),
    /// not Shortcuts or Spotlight: what an app sets while a schema intent would duplicate one
    /// people already have. Here the assistant is an agent over MCP (docs/MCP.md).
    static var isAssistantOnly: Bool { get }
}

extension _AssistantSchemaDeclaring {
    public static var isAssistantOnly: Bool { false }
}
