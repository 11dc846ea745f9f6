/// Declares the App Shortcuts an app offers with no set-up: their phrases work in Siri and
/// Spotlight as soon as the app is installed.
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
    /// Phrases that must never run a shortcut of this app.
    static var negativePhrases: NegativeAppShortcutPhrases { get }
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .grayGreen }
    public static var negativePhrases: NegativeAppShortcutPhrases { [] }

    /// Tells the system that the values App Shortcut phrases expand to (entity titles, enum
    /// cases) changed, so it compiles the phrases again.
    public static func updateAppShortcutParameters() {
        SystemHooks.shared.shortcutParametersDidChange()
    }
}

/// Builds the list of App Shortcuts.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    public static func buildEither(first: [AppShortcut]) -> [AppShortcut] { first }
    public static func buildEither(second: [AppShortcut]) -> [AppShortcut] { second }
    public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [AppShortcut]) -> [AppShortcut] { part }
}

/// An App Shortcut: an intent and the phrases that run it.
public struct AppShortcut: Sendable {
    /// The intent, with any values the shortcut pre-fills.
    public let intent: any AppIntent
    package let phrases: [AnyShortcutPhrase]
    public let shortTitle: LocalizedStringResource?
    public let systemImageName: String?
    /// The collections of options its parameter presentation offers, if it has one.
    package var optionsCollections: [AppShortcutOptionsCollection] = []

    public init<Intent: AppIntent>(
        intent: Intent,
        phrases: [AppShortcutPhrase<Intent>],
        shortTitle: LocalizedStringResource,
        systemImageName: String
    ) {
        self.intent = intent
        self.phrases = phrases.map { AnyShortcutPhrase($0) }
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        self.intent = intent
        self.phrases = phrases.map { AnyShortcutPhrase($0) }
        self.shortTitle = nil
        self.systemImageName = nil
    }

    /// A shortcut with an image and no short title (the intent's title is shown).
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], systemImageName: String) {
        self.intent = intent
        self.phrases = phrases.map { AnyShortcutPhrase($0) }
        self.shortTitle = nil
        self.systemImageName = systemImageName
    }

    /// A shortcut whose parameter Spotlight offers as one tile per option of the presentation's
    /// collections. The presentation is kept with the shortcut (`optionsCollections`); no surface
    /// here shows such tiles yet: `APP shortcuts` lists the shortcut with its phrases.
    public init<Intent: AppIntent>(
        intent: Intent,
        phrases: [AppShortcutPhrase<Intent>],
        shortTitle: LocalizedStringResource? = nil,
        systemImageName: String? = nil,
        parameterPresentation: ParameterPresentation<Intent>
    ) {
        self.intent = intent
        self.phrases = phrases.map { AnyShortcutPhrase($0) }
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.optionsCollections = parameterPresentation.optionsCollections
    }

    /// A shortcut with a short title and an image, either of which may be left `nil`.
    @_disfavoredOverload
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource?,
        systemImageName: String?
    ) {
        self.intent = intent
        self.phrases = phrases.map { AnyShortcutPhrase($0) }
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }
}

/// How an App Shortcut's parameter is presented (Apple's `AppShortcutParameterPresentation`): a
/// summary and the collections of options Spotlight shows a tile for each of.
///
/// ```swift
/// parameterPresentation: ParameterPresentation(
///     for: \.$routine, summary: Summary("Start \(\.$routine)"),
///     optionsCollections: { OptionsCollection(RoutineQuery(), title: "Routines", systemImageName: "list.bullet") })
/// ```
public struct ParameterPresentation<Intent: AppIntent>: Sendable {
    /// The presented parameter's object, read from an intent instance.
    package let parameter: @Sendable (Intent) -> AnyObject
    /// The collections of options, in order.
    package let optionsCollections: [AppShortcutOptionsCollection]

    public init<Value: _IntentValue>(
        for keyPath: KeyPath<Intent, IntentParameter<Value>> & Sendable, summary: IntentParameterSummary<Intent>,
        @AppShortcutOptionsCollectionBuilder optionsCollections: () -> [AppShortcutOptionsCollection] = { [] }
    ) {
        parameter = { $0[keyPath: keyPath] }
        self.optionsCollections = optionsCollections()
    }

    public init<Value: _IntentValue>(
        for keyPath: KeyPath<Intent, IntentParameter<Value>> & Sendable, summary: some ParameterSummary
    ) {
        parameter = { $0[keyPath: keyPath] }
        optionsCollections = []
    }
}

public typealias AppShortcutParameterPresentation<Intent: AppIntent> = ParameterPresentation<Intent>

/// Apple's name for a parameter presentation's summary: `AppShortcutParameterPresentationSummary("Call
/// \(\.$person)")`, which a provider writes `Summary(…)`.
public typealias AppShortcutParameterPresentationSummary<Intent: AppIntent> = IntentParameterSummary<Intent>

/// Options an App Shortcut's parameter is offered with, from a query or an options provider:
/// `OptionsCollection(RoutineQuery(), title: "Routines", systemImageName: "list.bullet")`.
public struct AppShortcutOptionsCollection: Sendable {
    /// Where the options come from: its suggestions, or its results.
    package let provider: any DynamicOptionsProvider
    public let title: LocalizedStringResource
    public let systemImageName: String?

    public init(
        _ provider: some DynamicOptionsProvider, title: LocalizedStringResource, systemImageName: String? = nil
    ) {
        self.provider = provider
        self.title = title
        self.systemImageName = systemImageName
    }
}

/// Lists an App Shortcut's collections of options.
@resultBuilder
public enum AppShortcutOptionsCollectionBuilder {
    public static func buildExpression(_ collection: AppShortcutOptionsCollection) -> [AppShortcutOptionsCollection] {
        [collection]
    }
    public static func buildBlock(_ parts: [AppShortcutOptionsCollection]...) -> [AppShortcutOptionsCollection] {
        parts.flatMap { $0 }
    }
    public static func buildOptional(_ part: [AppShortcutOptionsCollection]?) -> [AppShortcutOptionsCollection] {
        part ?? []
    }
    public static func buildEither(first: [AppShortcutOptionsCollection]) -> [AppShortcutOptionsCollection] { first }
    public static func buildEither(second: [AppShortcutOptionsCollection]) -> [AppShortcutOptionsCollection] {
        second
    }
}

extension AppShortcutsProvider {
    /// `Summary("Start \(\.$routine)")` in a parameter presentation, as in an intent's summary.
    public typealias Summary<Intent: AppIntent> = IntentParameterSummary<Intent>
    /// `OptionsCollection(RoutineQuery(), title: "Routines", systemImageName: "list.bullet")`.
    public typealias OptionsCollection = AppShortcutOptionsCollection
    /// `ParameterPresentation(for:summary:optionsCollections:)`, Apple's alias inside a provider.
    public typealias ParameterPresentation<Intent: AppIntent> = AppShortcutParameterPresentation<Intent>
}

/// A phrase with its intent type erased. Used by the system; not for app code.
package struct AnyShortcutPhrase: @unchecked Sendable {
    package enum Part {
        case text(String)
        case applicationName
        /// A parameter, read from an intent instance to learn its name.
        case parameter((any AppIntent) -> AnyObject?)
    }

    package let parts: [Part]

    init<Intent: AppIntent>(_ phrase: AppShortcutPhrase<Intent>) {
        parts = phrase.parts.map { part in
            switch part {
            case .text(let text): .text(text)
            case .applicationName: .applicationName
            case .parameter(let read): .parameter({ ($0 as? Intent).map(read) })
            }
        }
    }

    /// The phrase with `${applicationName}` and `${name}` tokens.
    package func template(in intent: any AppIntent, name: (AnyObject) -> String?) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .applicationName: "${applicationName}"
            case .parameter(let read): "${\(read(intent).flatMap(name) ?? "?")}"
            }
        }.joined()
    }
}

/// The application-name token in a phrase: `\(.applicationName)`.
public enum AppShortcutPhraseToken: Sendable {
    case applicationName
}

/// A phrase that runs an App Shortcut: `"Order \(\.$soup) in \(.applicationName)"`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, @unchecked Sendable {
    enum Part {
        case text(String)
        case applicationName
        case parameter((Intent) -> AnyObject)
    }

    let parts: [Part]

    public init(stringLiteral value: String) {
        parts = [.text(value)]
    }

    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { parts.append(.text(literal)) }
        }
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
            parts.append(.applicationName)
        }
        public mutating func appendInterpolation<V: AppEntity>(_ keyPath: KeyPath<Intent, IntentParameter<V>>) {
            parts.append(.parameter({ $0[keyPath: keyPath] }))
        }
        public mutating func appendInterpolation<V: AppEnum>(_ keyPath: KeyPath<Intent, IntentParameter<V>>) {
            parts.append(.parameter({ $0[keyPath: keyPath] }))
        }
        public mutating func appendInterpolation<V: AppEntity>(_ keyPath: KeyPath<Intent, IntentParameter<V?>>) {
            parts.append(.parameter({ $0[keyPath: keyPath] }))
        }
        public mutating func appendInterpolation<V: AppEnum>(_ keyPath: KeyPath<Intent, IntentParameter<V?>>) {
            parts.append(.parameter({ $0[keyPath: keyPath] }))
        }
    }
}

/// A phrase that must never run one of the app's shortcuts.
public struct NegativeAppShortcutPhrase: ExpressibleByStringInterpolation, Sendable {
    /// The phrase with `${applicationName}`.
    package let template: String

    public init(stringLiteral value: String) {
        template = value
    }

    public init(stringInterpolation: StringInterpolation) {
        template = stringInterpolation.text
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${applicationName}" }
    }
}

/// The phrases that must never run an App Shortcut of the app (iOS 17):
///
/// ```swift
/// static var negativePhrases: NegativeAppShortcutPhrases {
///     NegativeAppShortcutPhrases { "Cancel my \(.applicationName) subscription" }
/// }
/// ```
public struct NegativeAppShortcutPhrases: Sendable, ExpressibleByArrayLiteral {
    package let phrases: [NegativeAppShortcutPhrase]

    public init(@NegativeAppShortcutPhrasesBuilder _ phrases: () -> [NegativeAppShortcutPhrase]) {
        self.phrases = phrases()
    }

    public init(arrayLiteral phrases: NegativeAppShortcutPhrase...) {
        self.phrases = phrases
    }
}

/// Lists negative phrases, one per line.
@resultBuilder
public enum NegativeAppShortcutPhrasesBuilder {
    public static func buildExpression(_ phrase: NegativeAppShortcutPhrase) -> [NegativeAppShortcutPhrase] {
        [phrase]
    }
    public static func buildBlock(_ parts: [NegativeAppShortcutPhrase]...) -> [NegativeAppShortcutPhrase] {
        parts.flatMap { $0 }
    }
    public static func buildOptional(_ part: [NegativeAppShortcutPhrase]?) -> [NegativeAppShortcutPhrase] {
        part ?? []
    }
    public static func buildEither(first: [NegativeAppShortcutPhrase]) -> [NegativeAppShortcutPhrase] { first }
    public static func buildEither(second: [NegativeAppShortcutPhrase]) -> [NegativeAppShortcutPhrase] { second }
}

/// The colour of the app's tiles in Shortcuts.
public enum ShortcutTileColor: String, Sendable, Hashable, CaseIterable {
    case red, tangerine, orange, yellow, lime, lightBlue, teal, blue, navy, purple, grape, pink
    case grayBrown, grayGreen, grayBlue
}
