import AppIntentsMetadata

/// One app as the phrase engine sees it: its spoken names, its metadata and the values its
/// App Shortcut parameters can take.
///
/// ```swift
/// let app = PhraseApp(
///     name: "SoupShop", synonyms: ["Soup Shop"], actions: actionsData,
///     values: [ParameterKey(action: "OrderSoupIntent", parameter: "soup"): [
///         PhraseValue(id: "tomato", title: "Tomato", synonyms: ["Tomato Soup"])
///     ]])
/// ```
package struct PhraseApp: Sendable, Hashable {
    /// A stable identifier for the app (a bundle identifier); defaults to `name`.
    package var id: String
    /// The name `${applicationName}` stands for.
    package var name: String
    /// Other names the app answers to (`AppShortcutsProvider` application name synonyms).
    package var synonyms: [String]
    /// The app's `extract.actionsdata`: its actions, enums, App Shortcuts and negative phrases.
    package var actions: ActionsData
    /// The values of each parameter used in a phrase (from `suggestedEntities()`/`allEntities()`
    /// or enum cases). An enum parameter without an entry takes its cases from `actions.enums`.
    package var values: [ParameterKey: [PhraseValue]]

    /// Creates an app description.
    package init(
        id: String? = nil, name: String, synonyms: [String] = [], actions: ActionsData,
        values: [ParameterKey: [PhraseValue]] = [:]
    ) {
        self.id = id ?? name
        self.name = name
        self.synonyms = synonyms
        self.actions = actions
        self.values = values
    }
}

/// Names a parameter of an action: the slot a phrase's `${parameter}` fills.
package struct ParameterKey: Sendable, Hashable, CustomStringConvertible {
    /// The action (intent) identifier, e.g. `OrderSoupIntent`.
    package var action: String
    /// The parameter's name, e.g. `soup`.
    package var parameter: String

    /// Creates a key.
    package init(action: String, parameter: String) {
        self.action = action
        self.parameter = parameter
    }

    /// `OrderSoupIntent.soup`.
    package var description: String { "\(action).\(parameter)" }
}

/// One value a parameter slot can take: an entity or an enum case, by id, with the words that
/// name it.
package struct PhraseValue: Sendable, Hashable {
    /// The entity id or enum case identifier handed back in a match.
    package var id: String
    /// The display title, matched as whole words.
    package var title: String
    /// Other names for the value, matched like the title.
    package var synonyms: [String]

    /// Creates a value.
    package init(id: String, title: String, synonyms: [String] = []) {
        self.id = id
        self.title = title
        self.synonyms = synonyms
    }
}
