/// `--help` of every command.
enum HelpText {
    static let root = """
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

        """

    static let lint = """
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

        """

    static let rules = """
        OVERVIEW: List the lint rules (id, default level and why), or explain one: its rationale,
        Apple's documentation, and examples that trigger it and that do not.

        USAGE: appintents rules [<rule>] [--format text|markdown|json]

        ARGUMENTS:
          <rule>                A rule id, e.g. entities-for-throws-missing

        OPTIONS:
          --format <format>     text (default), markdown (the table and rationale in
                                docs/LINT.md), json
          -h, --help            Show this help

        """

    static let metadata = """
        OVERVIEW: Work with Metadata.appintents (extract.actionsdata + version.json).

        USAGE: appintents metadata <subcommand>

        SUBCOMMANDS:
          extract <path>... --output <dir> [--module <name>]
          show <path> [--json] [--strings <path>]
          diff <old> <new> [--format text|json]

        See 'appintents metadata <subcommand> --help'.

        """

    static let extract = """
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

        """

    static let show = """
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

        """

    static let diff = """
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

        """

    static let completion = """
        OVERVIEW: Print a shell completion script for appintents' commands, options and their values.

        USAGE: appintents completion bash|zsh|fish

        Load it into the running shell, or install it where the shell looks (scripts/install.sh
        does this):
          bash: source <(appintents completion bash)
                appintents completion bash > ~/.local/share/bash-completion/completions/appintents
          zsh:  appintents completion zsh > "${fpath[1]}/_appintents"
          fish: appintents completion fish > ~/.config/fish/completions/appintents.fish

        """
}
