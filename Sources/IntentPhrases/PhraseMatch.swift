/// One way an utterance matches an App Shortcut phrase.
///
/// The engine returns every candidate, best first; the caller disambiguates between several
/// candidates, asks for the value when `value` is nil on a parameterised shortcut, and asks for
/// confirmation when `confidence` is below 1 (Apple's `ConfirmationConditions.lowConfidenceSource`).
package struct PhraseMatch: Sendable, Hashable {
    /// The app's identifier (`PhraseApp.id`).
    package var app: String
    /// The index of the App Shortcut in the app's `autoShortcuts`.
    package var shortcutIndex: Int
    /// The action the shortcut runs.
    package var actionIdentifier: String
    /// The phrase template that matched, as registered.
    package var phrase: String
    /// The parameter the phrase's slot fills, if the phrase has one.
    package var parameter: String?
    /// The value the slot resolved to; nil when the phrase has no slot, or when the parameter's
    /// own title was said in its place ("Get soup from SoupShop"): the caller then asks for it.
    package var value: Value?
    /// 1.0 for an exact match; below 1 for a flexible one (see `PhraseEngine.Options.flexible`).
    package var confidence: Double
    /// What a flexible match forgave; `.exact` otherwise.
    package var leniency: Leniency

    /// The value a slot resolved to.
    package struct Value: Sendable, Hashable {
        /// The value's id (`PhraseValue.id`).
        package var id: String
        /// The value's title.
        package var title: String
        /// What was said for it: the title or the synonym, as registered.
        package var heard: String

        /// Creates a value.
        package init(id: String, title: String, heard: String) {
            self.id = id
            self.title = title
            self.heard = heard
        }
    }

    /// What a match forgave.
    package enum Leniency: Sendable, Hashable {
        /// Every word as the phrase has it.
        case exact
        /// A filler word of the phrase was not said.
        case missingWord(String)
        /// A filler word not in the phrase was said.
        case extraWord(String)
        /// A word of five letters or more was said with one edit (`expected` vs `heard`).
        case misspelling(expected: String, heard: String)
    }
}
