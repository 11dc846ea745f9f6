/// A phrase or App Shortcut that breaks one of Apple's App Shortcut rules, found when an app's
/// phrases are registered.
///
/// Names the app, the shortcut and the phrase, says what was expected, and carries a `code` for
/// machines.
package struct PhraseRuleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What rule was broken.
    package var code: Code
    /// The app's identifier.
    package var app: String
    /// The App Shortcut's index in `autoShortcuts`, when the error concerns one.
    package var shortcutIndex: Int?
    /// The action the shortcut runs, when the error concerns one.
    package var actionIdentifier: String?
    /// The offending phrase template, when the error concerns one.
    package var phrase: String?
    /// What was expected, in words.
    package var message: String

    /// Creates an error.
    package init(
        _ code: Code, app: String, shortcutIndex: Int? = nil, actionIdentifier: String? = nil,
        phrase: String? = nil, message: String
    ) {
        self.code = code
        self.app = app
        self.shortcutIndex = shortcutIndex
        self.actionIdentifier = actionIdentifier
        self.phrase = phrase
        self.message = message
    }

    /// `app 'SoupShop', shortcut 0 (OrderSoupIntent), phrase 'Order soup': <message> [code]`.
    package var description: String {
        var place = "app '\(app)'"
        if let shortcutIndex { place += ", shortcut \(shortcutIndex)" }
        if let actionIdentifier { place += " (\(actionIdentifier))" }
        if let phrase { place += ", phrase '\(phrase)'" }
        return "\(place): \(message) [\(code.rawValue)]"
    }

    /// A machine-readable rule code; a struct so that new rules do not break callers.
    package struct Code: RawRepresentable, Sendable, Hashable {
        /// The code's text, e.g. `applicationNameCount`.
        package var rawValue: String
        /// Creates a code from its text.
        package init(rawValue: String) { self.rawValue = rawValue }

        /// `${applicationName}` must occur exactly once in a phrase.
        package static let applicationNameCount = Code(rawValue: "applicationNameCount")
        /// A phrase may use at most one parameter.
        package static let tooManyParameters = Code(rawValue: "tooManyParameters")
        /// A `${name}` that is not a parameter of the shortcut's action.
        package static let unknownParameter = Code(rawValue: "unknownParameter")
        /// A phrase parameter that is not a single AppEntity or AppEnum.
        package static let unsupportedParameterType = Code(rawValue: "unsupportedParameterType")
        /// A `${` without a closing `}` or with an invalid name.
        package static let malformedPlaceholder = Code(rawValue: "malformedPlaceholder")
        /// A phrase with no word besides its placeholders, or an empty phrase.
        package static let emptyPhrase = Code(rawValue: "emptyPhrase")
        /// The shortcut runs an action the metadata does not declare.
        package static let unknownAction = Code(rawValue: "unknownAction")
        /// More App Shortcuts than an app may have (10).
        package static let tooManyShortcuts = Code(rawValue: "tooManyShortcuts")
        /// More phrases, after expanding parameter values, than an app may have (1,000).
        package static let tooManyPhrases = Code(rawValue: "tooManyPhrases")
        /// The same phrase in two places of one app.
        package static let duplicatePhrase = Code(rawValue: "duplicatePhrase")
        /// An app name or synonym with no word in it.
        package static let emptyApplicationName = Code(rawValue: "emptyApplicationName")
        /// Two apps registered under one identifier, or an update for an app not registered.
        package static let unknownApp = Code(rawValue: "unknownApp")
    }
}

/// Every rule an app (or a set of apps) broke when it was registered; nothing was registered.
package struct PhraseRegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The individual errors, in the order found.
    package var errors: [PhraseRuleError]

    /// Creates the error.
    package init(errors: [PhraseRuleError]) { self.errors = errors }

    /// One line per rule broken.
    package var description: String {
        "\(errors.count) App Shortcut rule error(s):\n" + errors.map { "  \($0)" }.joined(separator: "\n")
    }
}
