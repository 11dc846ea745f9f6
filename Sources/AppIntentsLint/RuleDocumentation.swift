/// Why each rule exists, at its level, and where Apple documents it: what `appintents rules RULE`,
/// SARIF's `fullDescription`/`helpUri` and docs/LINT.md print.
enum RuleDocumentation {
    struct Entry {
        let rationale: String
        let citation: String
    }

    static let apple = "https://developer.apple.com/documentation/appintents/"

    static let entries: [String: Entry] = [
        "parse-error": Entry(
            rationale:
                "The compiler rejects a file that does not parse (in the file's language mode), so nothing else in it can be trusted.",
            citation: "https://docs.swift.org/swift-book/documentation/the-swift-programming-language/"),
        "phrase-application-name": Entry(
            rationale:
                "Apple's metadata processor fails the build for an App Shortcut phrase without exactly one application name token; the phrase is how Siri tells apps apart.",
            citation: apple + "appshortcutphrasetoken/applicationname"),
        "phrase-parameter-type": Entry(
            rationale:
                "A phrase can only interpolate a parameter whose values Siri can enumerate: an AppEntity or AppEnum, not an array. Apple's build rejects any other type.",
            citation: apple + "appshortcutphrase"),
        "phrase-parameter-count": Entry(
            rationale: "An App Shortcut phrase may name at most one parameter; Apple's build rejects two.",
            citation: apple + "appshortcutphrase"),
        "app-shortcuts-limit": Entry(
            rationale:
                "An AppShortcutsProvider may declare at most ten App Shortcuts; Apple's build fails beyond that. Counted per app: sibling Xcode projects (a book's chapters, a workshop's steps) each count their own.",
            citation: apple + "appshortcutsprovider"),
        "app-shortcut-hidden-intent": Entry(
            rationale:
                "Apple's documentation of isDiscoverable: system features (Siri, Spotlight, Shortcuts) cannot access an intent whose value is false, and App Shortcuts require it to be true for the intents they use. The shortcut is written to the metadata but never offered; here its phrases are checked and never matched (`say`), and `shortcuts` marks it not offered. A warning: nothing says Apple's build refuses it.",
            citation: apple + "appintent/isdiscoverable"),
        "literal-metadata": Entry(
            rationale:
                "Titles, descriptions and display representations are read by the compiler into Metadata.appintents; a computed value cannot be, and the build reports it.",
            citation: apple + "appintent/title"),
        "case-display-representations-exhaustive": Entry(
            rationale:
                "caseDisplayRepresentations is the AppEnum requirement that names each case the system offers (allCases); a missing case fails Apple's metadata export.",
            citation: apple + "appenum/casedisplayrepresentations"),
        "duplicate-type-name": Entry(
            rationale:
                "Metadata.appintents keys entities and queries by their type name, so two with the same name in one app collide and one is lost.",
            citation: apple + "appentity"),
        "missing-display-representation": Entry(
            rationale:
                "typeDisplayRepresentation and displayRepresentation (caseDisplayRepresentations for enums) are protocol requirements without defaults: the compiler refuses the conformance. UniqueAppEntity supplies its own.",
            citation: apple + "appentity"),
        "shortcuts-strings-drift": Entry(
            rationale:
                "Apple requires the application name in every App Shortcut phrase, translations included, and a translation can only fill the placeholders its phrase has; the build rejects one that does not. Compared within one app: sibling Xcode projects are apps of their own, and a phrase not yet in a .xcstrings is not reported, since Xcode adds it when it builds.",
            citation: apple + "app-shortcuts"),
        "shortcuts-strings-unused": Entry(
            rationale:
                "The phrase catalogs are keyed by the phrases in code; a key that is none is a translation nothing uses, usually of a phrase since reworded, which then has none in that language. Apple's build accepts it, so a warning.",
            citation: apple + "app-shortcuts"),
        "control-parameter-optional": Entry(
            rationale:
                "A control runs without any dialog, so a required parameter without a default can never be filled; the system refuses the configuration.",
            citation: apple + "controlconfigurationintent"),
        "enum-string-raw-value": Entry(
            rationale:
                "Apple allows any raw value; saved shortcuts store it, so a numbering that changes (cases reordered or inserted) silently changes what old shortcuts mean. A note: advice, not a defect.",
            citation: apple + "appenum"),
        "deprecated-assistant-macro": Entry(
            rationale:
                "Apple's SDK marks these macros deprecated in favour of the schema forms of @AppIntent, @AppEntity and @AppEnum.",
            citation: apple + "app-intent-domains"),
        "open-app-when-run-deprecated": Entry(
            rationale:
                "openAppWhenRun is deprecated from the 26 releases in favour of supportedModes; a declaration kept for older systems (marked obsoleted or deprecated with @available) is not reported.",
            citation: apple + "appintent/openappwhenrun"),
        "entities-for-throws-missing": Entry(
            rationale:
                "Apple: the system skips identifiers that have no matching entity, so the returned array can have fewer entries. Throwing instead fails every saved shortcut that mentions a deleted item.",
            citation: apple + "entityquery/entities(for:)"),
        "is-between-not-date": Entry(
            rationale:
                "Apple documents IsBetweenComparator as supported for Date types only in Shortcuts: on a number or a string the Find action's range filter is not offered, whatever the query accepts.",
            citation: apple + "isbetweencomparator"),
        "entities-for-ignores-identifiers": Entry(
            rationale:
                "entities(for:) retrieves instances by identifier; a body that never reads the identifiers returns the wrong ones.",
            citation: apple + "entityquery/entities(for:)"),
        "entity-id-from-index": Entry(
            rationale:
                "Apple: entities relevant across executions need stable identifiers that persist across executions. An array position or a display name is not one: a saved shortcut then resolves to whatever takes that place or name later.",
            citation: apple + "entityidentifier"),
        "query-suggested-entities": Entry(
            rationale:
                "suggestedEntities() gives the options shown when a parameter backed by the query is edited; without it (and without string or property search) the list is empty. An intent hidden with isDiscoverable = false is not reported, nor a SnippetIntent, whose parameters the intent showing the snippet fills.",
            citation: apple + "entityquery/suggestedentities()"),
        "blocking-perform": Entry(
            rationale:
                "perform() runs on Swift's cooperative thread pool; sleeping or waiting on a semaphore blocks one of its few threads. Only calls known to block are reported, never an awaited async method.",
            citation: "https://developer.apple.com/documentation/swift/task/sleep(for:tolerance:clock:)"),
        "long-running-progress": Entry(
            rationale:
                "Apple gives an intent about 30 seconds; a LongRunningIntent gets more only for the work inside performBackgroundTask, and the system cancels that work when progress stops changing for the time limit. A perform() that calls no performBackgroundTask keeps the ordinary limit; a type that never reads or writes progress (in any of its methods) cannot keep the extension. The runtime here applies both rules (docs/CLI.md).",
            citation: apple + "longrunningintent"),
        "generable-property-description": Entry(
            rationale:
                "Apple's GenerableEntity tells the model it can make the entity itself, filling in its properties according to the descriptions the app gives each one; a property without description: leaves it only the title. Properties the model does not fill in (visibility: .internal, or with an authenticationPolicy) are not reported. Over MCP here the descriptions are what an agent reads in the parameter's schema (docs/MCP.md).",
            citation: apple + "generableentity"),
        "internal-indexed-property": Entry(
            rationale:
                "Apple: don't combine the internal visibility option with an indexing key for Spotlight, such as indexingKey or customIndexingKey. An internal property is kept to the app and its extensions; Spotlight's index is a system feature, and the runtime here leaves such a property out of the index (and out of every surface) whatever its key says.",
            citation: apple + "intentvisibility"),
        "tool-not-discoverable": Entry(
            rationale:
                "Apple's ToolIntent is an intent Siri creates, configures and invokes while it handles a request; an intent whose isDiscoverable is false is one system features cannot access (Apple's documentation of isDiscoverable), so Siri cannot call it and the tool trait does nothing. Reported at isDiscoverable, for `@AppIntent(.tool)`, `@AppIntent(.tool, schema:)` and a ToolIntent conformance, also through a protocol of the app's. A warning: Apple's build accepts it.",
            citation: apple + "toolintent"),
        "schema-shape": Entry(
            rationale:
                "Apple's build refuses a type whose schema's members are missing or of another kind, and the runtime catalog refuses it when the app registers, with the same message. Members are checked for the schemas whose members Apple's documentation shows (docs/APP-SCHEMAS.md); a type declared in a module not read is taken to fit, and a schema not known here is not reported.",
            citation: apple + "app-schema-domains"),
        "schema-intent-entity-query": Entry(
            rationale:
                "Apple's metadata processor stops the build when an App Schema intent (iOS 27's own domains) takes an entity the system cannot find from what a person says: one that is not an IndexedEntity, UniqueAppEntity or TransientAppEntity, whose default query is no EntityStringQuery, and that no IntentValueQuery provides (the processor's error, recorded by an app that builds against Xcode 27). AssistantSchemas intents are not held to it; an entity whose query or conformances come from a module not read is taken to pass.",
            citation: apple + "entitystringquery"),
        "nested-entity": Entry(
            rationale:
                "A copy of an entity kept in a plain stored property of another goes stale; Apple's queries resolve entities by id. A related entity exposed with @Property is the system's own way (Apple's samples do it) and is not reported. A note: Apple's build accepts either.",
            citation: apple + "entityquery"),
        "persistence-model-entity": Entry(
            rationale:
                "A SwiftData or Core Data object is tied to its context and thread; an entity struct mirroring it crosses into intents safely. A note: Apple's build accepts it.",
            citation: apple + "appentity"),
        "prompt-in-configuration-intent": Entry(
            rationale:
                "Widgets and controls read a configuration intent's parameters and never call its perform(), which runs when the intent is run as an action: in Shortcuts, Siri or Spotlight, which show prompts, unless the intent is hidden from them (isDiscoverable = false). A hidden one runs only from a widget or a control, without any dialog, so requestValue, requestDisambiguation and requestConfirmation fail there.",
            citation: apple + "widgetconfigurationintent"),
        "mutable-static-metadata": Entry(
            rationale:
                "In the Swift 6 language mode a stored 'static var' is rejected as shared mutable state. Decided per file from the target's own language mode; silent when its targets disagree.",
            citation: "https://www.swift.org/migration/documentation/swift-6-concurrency-migration-guide/commonproblems"
        ),
    ]

    static func entry(_ id: String) -> Entry { entries[id] ?? Entry(rationale: "", citation: "") }
}
