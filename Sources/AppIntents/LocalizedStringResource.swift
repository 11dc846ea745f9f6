import Foundation

/// A reference to a localizable string, with its default text.
///
/// Foundation on Linux has no `LocalizedStringResource`; this is the subset App Intents uses.
/// Interpolations are kept as text, so `"Ordered \(quantity) soups"` reads as it would on iOS
/// in the development language.
///
/// A key is looked up in the app's string tables when the resource is made, as iOS looks it up
/// when it shows the text: `table` (`Localizable` by default) in `bundle`, as a string catalog
/// (`Localizable.xcstrings`, its source language) or a `.strings` file of the bundle's development
/// language. The main bundle stands for the app: the executable's folder and the resource bundles
/// SwiftPM puts beside it (`Package_Target.resources`), so `LocalizedStringResource("order.title")`
/// reads a target's `Localizable.xcstrings` as it reads the app's on iOS. A key no table has reads
/// as its default value, and a literal as itself.
public struct LocalizedStringResource: Sendable, Hashable, Codable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// The key in the string table; for literals, the text itself.
    public var key: String
    /// The text: the string table's text for `key` in the resource's language (its `locale:`,
    /// else `APPINTENTS_LANGUAGE`, else the development language), else the default value given
    /// (for a literal, the literal).
    public var defaultValue: String
    /// The string table, if not the default one (`Localizable`).
    public var table: String?
    /// The bundle whose string tables have the key.
    public var bundle: BundleDescription = .main
    /// The locale the resource is for; the process's unless set. A locale given when the resource
    /// is made chooses the language its text is read in (see `StringTables`); one set afterwards
    /// does not change the text.
    public var locale: Locale {
        get { chosenLocale ?? .current }
        set { chosenLocale = newValue }
    }
    private var chosenLocale: Locale? = nil

    private enum CodingKeys: String, CodingKey {
        case key, defaultValue, table
    }

    /// Where a resource's string tables are: Apple's `LocalizedStringResource.BundleDescription`.
    public enum BundleDescription: Sendable, Hashable {
        /// The app's bundle (here the executable's folder and SwiftPM's resource bundles beside it).
        case main
        /// The bundle that holds a class's code.
        case forClass(AnyClass)
        /// The bundle at a URL, such as `Bundle.module.bundleURL`.
        case atURL(URL)

        /// The description of a bundle; the main bundle is `.main`.
        init(_ bundle: Bundle) {
            self =
                bundle.bundleURL.standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL
                ? .main : .atURL(bundle.bundleURL)
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            switch (lhs, rhs) {
            case (.main, .main): true
            case (.forClass(let a), .forClass(let b)): ObjectIdentifier(a) == ObjectIdentifier(b)
            case (.atURL(let a), .atURL(let b)): a == b
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .main: hasher.combine(0)
            case .forClass(let type): hasher.combine(ObjectIdentifier(type))
            case .atURL(let url): hasher.combine(url)
            }
        }
    }

    /// A key, looked up in `table` of `bundle`; `defaultValue` (else the key) when no table has it.
    public init(
        _ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale? = nil,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = key
        self.defaultValue =
            StringTables.text(for: key, table: table, bundle: bundle, languages: StringTables.languages(for: locale))
            ?? defaultValue ?? key
        self.table = table
        self.bundle = bundle
        chosenLocale = locale
    }

    /// A key with a default text that has interpolations, as Apple's `String.LocalizationValue`
    /// has them: `LocalizedStringResource("outline-count", defaultValue: "\(placeholder: .int) Outlines")`.
    public init(
        _ key: String, defaultValue: LocalizedStringResource, table: String? = nil, locale: Locale? = nil,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(key, defaultValue: defaultValue.key, table: table, locale: locale, bundle: bundle, comment: comment)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        if let format = stringInterpolation.format,
            let text = StringTables.interpolatedText(format: format, arguments: stringInterpolation.arguments)
        {
            self.init(stringInterpolation.text, defaultValue: text)
        } else {
            self.init(stringInterpolation.text)
        }
    }

    /// A string with interpolations kept as Apple's `String.LocalizationValue` keeps them:
    /// `LocalizedStringResource("\(placeholder: .int) Invoices", table: "Intents")`, or
    /// `LocalizedStringResource("Add \(topics, format: .list(type: .and))", comment: "…")`. A
    /// literal that a plain `String` can hold takes the `String` initializer.
    public init(
        _ value: LocalizedStringResource, table: String? = nil, locale: Locale? = nil,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(value.key, defaultValue: value.key, table: table, locale: locale, bundle: bundle, comment: comment)
    }

    /// A key looked up in a `Bundle`'s string tables (`bundle: Bundle.module`, or `#bundle`).
    @_disfavoredOverload
    public init(
        _ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale? = nil, bundle: Bundle,
        comment: StaticString? = nil
    ) {
        self.init(
            key, defaultValue: defaultValue, table: table, locale: locale, bundle: BundleDescription(bundle),
            comment: comment)
    }

    /// A key with an interpolated default text, looked up in a `Bundle`'s string tables.
    @_disfavoredOverload
    public init(
        _ key: String, defaultValue: LocalizedStringResource, table: String? = nil, locale: Locale? = nil,
        bundle: Bundle, comment: StaticString? = nil
    ) {
        self.init(key, defaultValue: defaultValue.key, table: table, locale: locale, bundle: bundle, comment: comment)
    }

    /// An interpolated string looked up in a `Bundle`'s string tables.
    @_disfavoredOverload
    public init(
        _ value: LocalizedStringResource, table: String? = nil, locale: Locale? = nil, bundle: Bundle,
        comment: StaticString? = nil
    ) {
        self.init(value.key, defaultValue: value.key, table: table, locale: locale, bundle: bundle, comment: comment)
    }

    /// The text (`defaultValue`).
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
    /// A key and its text as Apple's Foundation types them (`func title(_ key:
    /// String.LocalizationValue)`): Linux's Foundation has no `String.LocalizationValue`, so it is
    /// a `LocalizedStringResource`, whose interpolations are the same.
    public typealias LocalizationValue = LocalizedStringResource

    /// The resource's text, or a key's looked up in `table` of `bundle` (the main bundle when
    /// `nil`): `String(localized: "order.done", table: "Intents")`; in `locale`'s language when
    /// given.
    public init(
        localized keyAndValue: LocalizedStringResource, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale? = nil, comment: StaticString? = nil
    ) {
        if table == nil, bundle == nil, locale == nil {
            self = keyAndValue.defaultValue
        } else if table == nil, bundle == nil, let locale {
            self =
                StringTables.text(
                    for: keyAndValue.key, table: nil, bundle: .main, languages: StringTables.languages(for: locale))
                ?? keyAndValue.defaultValue
        } else {
            self =
                LocalizedStringResource(
                    keyAndValue, table: table, locale: locale,
                    bundle: bundle.map(LocalizedStringResource.BundleDescription.init) ?? .main
                ).defaultValue
        }
    }

    /// A key's text in `table` of `bundle`, else `defaultValue`: `String(localized: "alert.title",
    /// defaultValue: "Can't send email", bundle: #bundle)`.
    public init(
        localized key: StaticString, defaultValue: LocalizedStringResource, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil
    ) {
        self =
            LocalizedStringResource(
                key.description, defaultValue: defaultValue, table: table, locale: locale,
                bundle: bundle.map(LocalizedStringResource.BundleDescription.init) ?? .main
            ).defaultValue
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
        full = LocalizedStringResource(value).defaultValue
    }

    /// A dialog's interpolations are a localized string's, as in Apple's framework: an entity is
    /// written by its title, a list of them with `format: .list(type: .and)`.
    public typealias StringInterpolation = LocalizedStringResource.StringInterpolation

    public init(stringInterpolation: StringInterpolation) {
        full = LocalizedStringResource(stringInterpolation: stringInterpolation).defaultValue
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
