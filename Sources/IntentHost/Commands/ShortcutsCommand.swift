import AppIntentsMetadata
import Foundation

/// `APP shortcuts`: the App Shortcuts and the phrases that start them.
enum ShortcutsCommand: HostCommand {
    static let name = "shortcuts"
    static let abstract = "List the App Shortcuts with their phrases."
    static let arguments =
        "[run FILE|NAME [--input VALUE] [--yes] | check FILE | save FILE [--name NAME] | list | show NAME | delete NAME]"
    static let discussion = """
        Without arguments: the App Shortcuts, each phrase shown as a person would say it: the app's
        name filled in, an entity parameter as <Title>, and an enum parameter once for each value.

        run FILE     Runs a saved shortcut (a JSON file, or - for standard input), after checking it
                     against the app's metadata; --input gives the shortcut's input.
        check FILE   Checks a saved shortcut against the app's metadata and lists every problem;
                     nothing runs. Exit code 1 when there is a problem.
        save FILE    Checks a shortcut file and keeps it in the app's library (--name to rename it).
        list         The saved shortcuts.
        show NAME    A saved shortcut's file.
        delete NAME  Removes a saved shortcut.
        'run NAME' runs a saved shortcut when no file has that name.
        The shortcut file format is described in docs/SHORTCUTS.md.
        """
    static let options = [
        OptionSpec("input", .value(placeholder: "VALUE"), help: "run: the shortcut's input."),
        OptionSpec("yes", aliases: ["y"], .flag, help: "run: answer yes to confirmations."),
        OptionSpec("name", .value(placeholder: "NAME"), help: "save: the name to save the shortcut under."),
        OptionSpec("phrases", .flag, help: "List every phrase with each parameter value filled in."),
    ]

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let parsed = try parse(arguments)
        if parsed.has("phrases") {
            _ = try positionals(parsed, [], program: context.program)
            let phrases = try await PhraseSystem(catalog: context.catalog()).expandedPhrases()
            if context.console.json {
                context.console.json(.array(phrases.map(JSONValue.string)))
            } else {
                context.console.line(phrases.joined(separator: "\n"))
            }
            return .success
        }
        if let subcommand = parsed.positionals.first {
            switch subcommand {
            case "run":
                let file = try positionals(parsed, ["run", "FILE"], program: context.program)[1]
                // A name without a path or an extension that is no file is a saved shortcut's.
                let looksLikeAPath = file == "-" || file.contains("/") || file.hasSuffix(".json")
                let shortcut =
                    !looksLikeAPath && !FileManager.default.fileExists(atPath: file)
                    ? try ShortcutLibraryCommands.load(file, in: context) : try ShortcutFileCommands.load(file)
                return try await ShortcutFileCommands.run(
                    shortcut, input: try parsed.value("input"), confirmAll: parsed.has("yes"), in: context)
            case "save":
                let file = try positionals(parsed, ["save", "FILE"], program: context.program)[1]
                return try await ShortcutLibraryCommands.save(file, name: try parsed.value("name"), in: context)
            case "list":
                _ = try positionals(parsed, ["list"], program: context.program)
                return try ShortcutLibraryCommands.list(in: context)
            case "show":
                let name = try positionals(parsed, ["show", "NAME"], program: context.program)[1]
                return try ShortcutLibraryCommands.show(name, in: context)
            case "delete":
                let name = try positionals(parsed, ["delete", "NAME"], program: context.program)[1]
                return try ShortcutLibraryCommands.delete(name, in: context)
            case "check":
                let file = try positionals(parsed, ["check", "FILE"], program: context.program)[1]
                return try await ShortcutFileCommands.check(ShortcutFileCommands.load(file), in: context)
            default:
                throw HostError(
                    .usage,
                    "unknown shortcuts command '\(subcommand.clipped)'."
                        + Suggestions.didYouMean(subcommand, among: ["run", "check", "save", "list", "show", "delete"]),
                    given: subcommand, hints: ["usage: \(context.program) shortcuts \(Self.arguments)"])
            }
        }
        let metadata = try await context.catalog().metadata
        let expander = PhraseExpander(appName: context.app.name, metadata: metadata)
        let console = context.console
        if console.json {
            console.json(
                .object([
                    "shortcuts": .array(
                        metadata.autoShortcuts.map { shortcut in
                            .object([
                                "intent": .string(shortcut.actionIdentifier),
                                "shortTitle": shortcut.shortTitle.map { .string($0.key) } ?? .null,
                                "systemImageName": shortcut.systemImageName.map(JSONValue.string) ?? .null,
                                "phrases": .array(expander.phrases(of: shortcut).map(JSONValue.string)),
                                "templates": .array(shortcut.phraseTemplates.map { .string($0.key) }),
                                "offered": .bool(metadata.actions[shortcut.actionIdentifier]?.isDiscoverable != false),
                            ])
                        }),
                    "negativePhrases": .array(metadata.negativePhrases.map { .string(expander.plain($0.key)) }),
                ]))
            return .success
        }
        if metadata.autoShortcuts.isEmpty {
            console.line("\(context.app.name) has no App Shortcuts.")
            return .success
        }
        var lines: [String] = []
        for shortcut in metadata.autoShortcuts {
            if !lines.isEmpty { lines.append("") }
            let title = shortcut.shortTitle?.key ?? metadata.actions[shortcut.actionIdentifier]?.title.key ?? ""
            lines.append(console.styled(title, .bold) + console.styled(" (\(shortcut.actionIdentifier))", .dim))
            if metadata.actions[shortcut.actionIdentifier]?.isDiscoverable == false {
                lines.append(
                    console.styled(
                        "  not offered: \(shortcut.actionIdentifier) is hidden from system features (isDiscoverable = false)",
                        .dim))
            }
            lines += expander.phrases(of: shortcut).map { "  \"\($0)\"" }
        }
        if !metadata.negativePhrases.isEmpty {
            lines += ["", console.styled("Not for", .bold)]
            lines += metadata.negativePhrases.map { "  \"\(expander.plain($0.key))\"" }
        }
        console.line(lines.joined(separator: "\n"))
        return .success
    }
}

/// Expands App Shortcut phrase templates into what a person says.
struct PhraseExpander {
    let appName: String
    let metadata: ActionsData
    /// Phrases with several enum parameters multiply; past this many, the rest are left out.
    var limit = 64

    /// `${applicationName}` filled in; any other placeholder as `<name>`.
    func plain(_ template: String) -> String {
        Placeholders.replacing(in: template) { $0 == "applicationName" ? appName : "<\($0)>" }
    }

    /// Every phrase of `shortcut`, in order, without repeats.
    func phrases(of shortcut: AutoShortcutMetadata) -> [String] {
        let action = metadata.actions[shortcut.actionIdentifier]
        var result: [String] = []
        for template in shortcut.phraseTemplates {
            for phrase in expand(template.key, action: action) where !result.contains(phrase) {
                result.append(phrase)
            }
        }
        return result
    }

    private func expand(_ template: String, action: ActionMetadata?) -> [String] {
        var phrases = [""]
        var rest = template[...]
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            let literal = String(rest[..<open.lowerBound])
            let name = String(rest[open.upperBound..<close])
            let choices = values(for: name, action: action)
            phrases = phrases.flatMap { phrase in choices.map { phrase + literal + $0 } }
            if phrases.count > limit { phrases = Array(phrases.prefix(limit)) }
            rest = rest[rest.index(after: close)...]
        }
        return phrases.map { $0 + rest }
    }

    private func values(for name: String, action: ActionMetadata?) -> [String] {
        if name == "applicationName" { return [appName] }
        guard let parameter = action?.parameter(named: name) else { return ["<\(name)>"] }
        if case .enumeration(let identifier) = parameter.valueType, let enumeration = metadata.enumeration(identifier),
            !enumeration.cases.isEmpty
        {
            return enumeration.cases.map { $0.displayRepresentation.title.key }
        }
        return ["<\(parameter.title.key)>"]
    }
}
