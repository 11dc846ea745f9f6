// Recorded output of the appintents command line. Re-record with
// `RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests`, then rebuild.
// Kept as Swift so the test target needs no resources.
enum RecordedSnapshots {
    static let outputs: [String: String] = [
        "help": #"""
        OVERVIEW: Review App Intents source, extract its metadata, and compare metadata versions.

        USAGE: appintents <command> [options]

        COMMANDS:
          lint                  Report App Intents mistakes in Swift source
          rules                 List the lint rules with their level and why
          metadata extract      Write Metadata.appintents from source alone
          metadata show         Summarise an extract.actionsdata
          metadata diff         List changes between two metadata versions
          completion <shell>    Print a completion script for bash, zsh or fish

        OPTIONS:
          -h, --help            Show help for a command: appintents <command> --help
                                (appintents help --all: every command's help)
          --version             Show the version

        EXIT STATUS: 0 fine, 1 failing findings or breaking changes, 2 unreadable input, 64 usage error.

        """#,
        "lint-help": #"""
        OVERVIEW: Report App Intents mistakes in Swift source, including what Apple's metadata
        processor rejects at build time.

        USAGE: appintents lint [<path>...] [--reporter <reporter>] [--strict] [--config <file>]
                               [--baseline <file>] [--write-baseline <file>] [--list-rules]

        ARGUMENTS:
          <path>                Swift files or folders (default: the current folder; searched
                                recursively; AppShortcuts.strings, .xcstrings, Package.swift,
                                project.pbxproj and .xcconfig files are read too)

        OPTIONS:
          --reporter <reporter> xcode (default: path:line:col: error: message [rule-id]), json,
                                sarif (paths relative to the repository root),
                                github-actions-logging, markdown
          --format <reporter>   The same as --reporter (text is xcode)
          --strict              Fail on warnings too (notes never fail)
          --config <file>       JSON: {"enabled": [only these ids], "disabled": [ids],
                                "levels": {id: "error"|"warning"|"note"},
                                "deploymentTarget": 26, "swiftLanguageMode": 6, "exclude": [paths]}
                                (default: .appintents.json in the current folder, else at the
                                repository root)
          --write-baseline <file>
                                Record the current findings in <file>
          --baseline <file>     Report only findings not recorded in <file>
          --list-rules          List the rules (as 'appintents rules'); 'appintents rules RULE'
                                explains one
          -h, --help            Show this help

        In code: // appintents-lint:disable:next RULE, // appintents-lint:disable RULE ... enable RULE.
        EXIT STATUS: 0 no failing finding, 1 an error (with --strict also a warning), 2 a path,
        configuration or baseline cannot be read, 64 usage error.

        """#,
        "metadata-diff-help": #"""
        OVERVIEW: List every change between two metadata versions, classed as breaking for saved
        shortcuts (intent or parameter removed or renamed, type changed, enum case removed, optional
        became required, entity id type changed) or safe.

        USAGE: appintents metadata diff <old> <new> [--format text|json]

        ARGUMENTS:
          <old> <new>           extract.actionsdata files, Metadata.appintents folders, .app or .appex
                                bundles, or .ipa files (each Metadata.appintents compared with the one
                                at the same place in the other)

        OPTIONS:
          --format <format>     text (default) or json
          -h, --help            Show this help

        EXIT STATUS: 1 when a change is breaking, 2 when a file cannot be read, 64 usage error.

        """#,
        "metadata-extract-help": #"""
        OVERVIEW: Extract App Intents metadata from Swift source alone, in the runtime catalog's format.

        USAGE: appintents metadata extract <path>... --output <dir> [--target <name>] [--module <name>]

        ARGUMENTS:
          <path>                Swift files or folders

        OPTIONS:
          -o, --output <dir>    Where Metadata.appintents/ is written (required)
          --target <name>       Only the files this target of the package or Xcode project compiles
                                (an app's, or its widget extension's); by default every file read
          --module <name>       Module of the types (default: the target's PRODUCT_MODULE_NAME or name,
                                else the folder under Sources/, else the last path component)
          -h, --help            Show this help

        A package's type that the code makes an AppEnum or AppEntity by an extension is extracted
        with the app's types; what its source did not say (its cases, when the package is not among
        the files read) is noted on standard error.

        """#,
        "metadata-help": #"""
        OVERVIEW: Work with Metadata.appintents (extract.actionsdata + version.json).

        USAGE: appintents metadata <subcommand>

        SUBCOMMANDS:
          extract <path>... --output <dir> [--module <name>]
          show <path> [--json] [--strings <path>]
          diff <old> <new> [--format text|json]

        See 'appintents metadata <subcommand> --help'.

        """#,
        "metadata-show-help": #"""
        OVERVIEW: Summarise an extract.actionsdata: ours or one written by Apple's tools. Texts are
        shown as the bundle's string tables give them in its development language
        (en.lproj/Localizable.strings and the others); a key no table has is shown as it is.

        USAGE: appintents metadata show <path> [--json] [--strings <path>]

        ARGUMENTS:
          <path>                extract.actionsdata, a Metadata.appintents folder, an .app or .appex
                                bundle or any folder (every Metadata.appintents inside), or an .ipa

        OPTIONS:
          --json                Print the document as read, every member, instead of the summary
                                (texts as their keys, as Apple's tools write them)
          --strings <path>      The app's string catalogs (.xcstrings, <language>.lproj/*.strings), or
                                its source folder (the catalogs and the defaultValue:s in its Swift
                                files), for a document extracted from source; before the bundle's
          -h, --help            Show this help

        """#,
        "rules": #"""
        parse-error                              error    The file does not parse as Swift; findings in it may be incomplete.
        phrase-application-name                  error    Every App Shortcut phrase must contain \(.applicationName) exactly once; Apple's build rejects the shortcut otherwise.
        phrase-parameter-type                    error    A phrase may interpolate only a non-array AppEntity or AppEnum parameter of its intent; Siri cannot expand anything else.
        phrase-parameter-count                   error    A phrase may interpolate at most one parameter; Apple's build rejects phrases with two.
        app-shortcuts-limit                      error    An app may declare at most 10 App Shortcuts; Apple's build fails beyond that.
        app-shortcut-hidden-intent               warning  An App Shortcut's intent must be discoverable: one with isDiscoverable = false is hidden from Siri, Spotlight and Shortcuts, so the shortcut is never offered.
        literal-metadata                         error    title, description, typeDisplayRepresentation and caseDisplayRepresentations are read at build time and must be literals, not computed values.
        case-display-representations-exhaustive  error    caseDisplayRepresentations must name every case of the AppEnum; a missing case fails Apple's build.
        duplicate-type-name                      error    Two entity or query types with the same short name collide in Apple's metadata, which keys them by name; rename one.
        missing-display-representation           error    An AppEntity needs typeDisplayRepresentation and displayRepresentation, an AppEnum typeDisplayRepresentation and caseDisplayRepresentations.
        shortcuts-strings-drift                  error    Every translation in AppShortcuts.strings/.xcstrings keeps ${applicationName} and uses only its phrase's parameters.
        shortcuts-strings-unused                 warning  A key in AppShortcuts.strings/.xcstrings that is no phrase in code is an unused translation: the phrase it translated changed.
        control-parameter-optional               error    A ControlConfigurationIntent parameter without a default must be optional: a control cannot prompt for a missing value.
        enum-string-raw-value                    note     Give an AppEnum a String raw value: raw values are stored in saved shortcuts, and names outlive numbering (Int is legal, but fragile).
        deprecated-assistant-macro               warning  @AssistantIntent, @AssistantEntity and @AssistantEnum are deprecated; use @AppIntent(schema:), @AppEntity(schema:), @AppEnum(schema:).
        schema-shape                             error    A type that declares a schema has each parameter or property the schema requires, holding the kind of value it fixes.
        schema-intent-entity-query               error    An entity an App Schema intent takes is indexed, unique or transient, has an EntityStringQuery as its default query, or an IntentValueQuery provides it.
        open-app-when-run-deprecated             warning  openAppWhenRun is deprecated from iOS/macOS 26; when the deployment target is 26 or later declare supportedModes instead.
        entities-for-throws-missing              warning  entities(for:) should leave out ids it cannot find, not throw: a deleted item must not break every shortcut that mentions it.
        entities-for-ignores-identifiers         warning  entities(for:) must return the entities for the identifiers it is given; a body that never reads them returns the wrong items.
        is-between-not-date                      warning  IsBetweenComparator is only supported for Date properties in Shortcuts; on another type its Find filter is not offered.
        entity-id-from-index                     warning  An entity id must be stable: one derived from an array index or position, or from a display name, points at a different item once the data changes.
        query-suggested-entities                 warning  An EntityQuery behind an intent parameter should implement suggestedEntities(); without it the Shortcuts picker shows nothing to choose.
        blocking-perform                         warning  perform() is async: sleeping or waiting on a semaphore or group blocks a cooperative thread; await instead.
        long-running-progress                    warning  A LongRunningIntent gets more time only inside performBackgroundTask, and keeps it only while it updates progress.
        tool-not-discoverable                    warning  A ToolIntent is one Siri calls; isDiscoverable = false hides the intent from Siri and every other system feature, so it is no tool.
        generable-property-description           warning  Give each property of a generable entity a description: the model fills the properties in by their descriptions.
        nested-entity                            note     Do not keep a copy of an AppEntity in a plain stored property of another entity: it goes stale; store its id and resolve it through the query, or expose the related entity with @Property.
        internal-indexed-property                warning  Do not give a property with visibility: .internal an indexing key: Spotlight is a system feature the property is hidden from.
        persistence-model-entity                 note     Do not conform a SwiftData @Model or Core Data NSManagedObject to AppEntity; declare a separate entity struct that mirrors it.
        prompt-in-configuration-intent           warning  A configuration intent hidden from Shortcuts and Siri runs only from a widget or control, which cannot prompt: requestValue, requestDisambiguation and requestConfirmation fail there.
        mutable-static-metadata                  error    In Swift 6 a stored 'static var' is unsafe shared mutable state (a compiler error); metadata never changes, so write 'static let'.

        """#,
        "rules-help": #"""
        OVERVIEW: List the lint rules (id, default level and why), or explain one: its rationale,
        Apple's documentation, and examples that trigger it and that do not.

        USAGE: appintents rules [<rule>] [--format text|markdown|json]

        ARGUMENTS:
          <rule>                A rule id, e.g. entities-for-throws-missing

        OPTIONS:
          --format <format>     text (default), markdown (the table and rationale in
                                docs/LINT.md), json
          -h, --help            Show this help

        """#,
    ]
}
