import Foundation

/// A reference to a localizable string, with its default text.
///
/// Foundation on Linux has no `LocalizedStringResource`; this is the subset App Intents uses.
/// Interpolations are kept as text, so `"Ordered \(quantity) soups"` reads as it would on iOS
/// in the development language.
public struct LocalizedStringResource: Sendable, Hashable, Codable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// The key in the string table; for literals, the text itself.
    public var key: String
    /// The text shown when no translation exists.
    public var defaultValue: String
    /// The string table, if not the default one.
    public var table: String?

    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, comment: StaticString? = nil) {
        self.key = key
        self.defaultValue = defaultValue ?? key
        self.table = table
    }

    /// A key with a default text that has interpolations, as Apple's `String.LocalizationValue`
    /// has them: `LocalizedStringResource("outline-count", defaultValue: "\(placeholder: .int) Outlines")`.
    public init(
        _ key: String, defaultValue: LocalizedStringResource, table: String? = nil, comment: StaticString? = nil
    ) {
        self.init(key, defaultValue: defaultValue.defaultValue, table: table, comment: comment)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(stringInterpolation.text)
    }

    /// A string with interpolations kept as Apple's `String.LocalizationValue` keeps them:
    /// `LocalizedStringResource("\(placeholder: .int) Invoices", table: "Intents")`, or
    /// `LocalizedStringResource("Add \(topics, format: .list(type: .and))", comment: "…")`. A
    /// literal that a plain `String` can hold takes the `String` initializer.
    public init(_ value: LocalizedStringResource, table: String? = nil, comment: StaticString? = nil) {
        self = value
        self.table = table
    }

    /// The text in the development language.
    public var description: String { defaultValue }
}

/// A type that describes itself with a localizable string: errors and values the system shows.
///
/// ```swift
/// enum ExportError: Error, CustomLocalizedStringResourceConvertible {
///     case missingDocument
///     var localizedStringResource: LocalizedStringResource { "Open a document first." }
/// }
/// ```
///
/// The system shows an error's `localizedStringResource` when `perform()` throws it.
public protocol CustomLocalizedStringResourceConvertible {
    /// The text that describes the value.
    var localizedStringResource: LocalizedStringResource { get }
}

extension String {
    /// The resource's text in the development language.
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue
    }
}

/// What the system says to a person: shown on screen, spoken by Siri, returned to an agent.
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The full text, shown or spoken.
    public var full: String
    /// A shorter text for small screens, if the intent gave one.
    public var supporting: String?

    public init(_ resource: LocalizedStringResource) {
        full = resource.defaultValue
    }

    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full.defaultValue
        self.supporting = supporting.defaultValue
    }

    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {
        self.init(full: full, supporting: supporting)
    }

    /// A dialog with a symbol shown beside it (on screen; not spoken).
    public init(full: LocalizedStringResource, systemImageName: String) {
        self.init(full)
    }

    public init(stringLiteral value: String) {
        full = value
    }

    /// A dialog's interpolations are a localized string's, as in Apple's framework: an entity is
    /// written by its title, a list of them with `format: .list(type: .and)`.
    public typealias StringInterpolation = LocalizedStringResource.StringInterpolation

    public init(stringInterpolation: StringInterpolation) {
        full = stringInterpolation.text
    }

    public var description: String { full }
}

/// Describes an intent to people: in Shortcuts, Spotlight and to agents.
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringInterpolation {
    public var descriptionText: LocalizedStringResource
    public var categoryName: LocalizedStringResource?
    public var searchKeywords: [LocalizedStringResource]
    public var resultValueName: LocalizedStringResource?

    public init(
        _ descriptionText: LocalizedStringResource,
        categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [],
        resultValueName: LocalizedStringResource? = nil
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}
