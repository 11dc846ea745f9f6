import AppIntentsMetadata
import CommandCompletion
import Foundation

/// The `appintents` command line, as a function from arguments to output and exit status so it
/// can be tested without spawning a process.
package enum AppIntentsCommand {
    /// What a run printed and how it ended.
    package struct Outcome: Sendable {
        package var status: Int32
        package var standardOutput: String
        package var standardError: String
    }

    /// Exit statuses: 0 fine, 1 findings or breaking changes, 2 unreadable input, 64 usage.
    package enum Status {
        package static let success: Int32 = 0
        package static let failure: Int32 = 1
        package static let unreadable: Int32 = 2
        package static let usage: Int32 = 64
    }

    /// Runs the command line (without the program name).
    package static func run(_ arguments: [String]) -> Outcome {
        do {
            return try dispatch(arguments)
        } catch let error as UsageError {
            let help = error.command.isEmpty ? "appintents --help" : "appintents \(error.command) --help"
            return Outcome(
                status: Status.usage, standardOutput: "", standardError: "error: \(error.message)\nSee '\(help)'.\n")
        } catch let error as InputError {
            return Outcome(status: Status.unreadable, standardOutput: "", standardError: "error: \(error)\n")
        } catch let error as MetadataError {
            let status = error.code == .unwritable ? Status.failure : Status.unreadable
            return Outcome(status: status, standardOutput: "", standardError: "error: \(error)\n")
        } catch let error as BaselineError {
            return Outcome(status: Status.unreadable, standardOutput: "", standardError: "error: \(error)\n")
        } catch let error as ConfigurationError {
            let status = error.code == .unreadable ? Status.unreadable : Status.usage
            return Outcome(status: status, standardOutput: "", standardError: "error: \(error)\n")
        } catch {
            return Outcome(status: Status.failure, standardOutput: "", standardError: "error: \(error)\n")
        }
    }

    private static func dispatch(_ arguments: [String]) throws -> Outcome {
        guard let command = arguments.first else {
            return Outcome(
                status: Status.usage, standardOutput: "", standardError: "error: missing command\n\n" + HelpText.root)
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "-h", "--help", "help":
            if rest == ["--all"] {
                let all = [
                    HelpText.root, HelpText.lint, HelpText.rules, HelpText.metadata, HelpText.extract, HelpText.show,
                    HelpText.diff, HelpText.completion,
                ]
                return .init(status: 0, standardOutput: all.joined(separator: "\n"), standardError: "")
            }
            return .init(status: 0, standardOutput: HelpText.root, standardError: "")
        case "--version":
            return .init(status: 0, standardOutput: "appintents \(MetadataFormat.toolsVersion)\n", standardError: "")
        case "lint": return try lint(rest)
        case "rules": return try rules(rest)
        case "metadata": return try metadata(rest)
        case "completion": return try completion(rest)
        default:
            let hint =
                Suggest.closest(to: command, in: completionTable.commands.map(\.name)).map { ". Did you mean '\($0)'?" }
                ?? ""
            throw UsageError(message: "unknown command '\(command)'\(hint)", command: "")
        }
    }

    /// The reporters `--reporter` (or `--format`) accepts; `text` is the `xcode` form.
    static let reporters = ["xcode", "text", "json", "sarif", "github-actions-logging", "markdown"]

    static func lint(_ arguments: [String]) throws -> Outcome {
        let parsed = try CommandArguments.parse(
            arguments, command: "lint",
            options: ["--format", "--reporter", "--config", "--baseline", "--write-baseline"],
            flags: ["--strict", "--list-rules"])
        if parsed.flags.contains("--help") { return .init(status: 0, standardOutput: HelpText.lint, standardError: "") }
        if parsed.flags.contains("--list-rules") {
            return .init(status: 0, standardOutput: ruleList(), standardError: "")
        }
        let reporter = try parsed.reporter(command: "lint")
        let paths = RepositoryPaths(workingDirectory: FileManager.default.currentDirectoryPath)
        let configuration: LintConfiguration
        if let explicit = parsed.options["--config"] {
            configuration = try LintConfiguration.load(path: explicit)
        } else if let found = LintConfiguration.discover(workingDirectory: paths.workingDirectory, root: paths.root) {
            configuration = try LintConfiguration.load(path: found)
        } else {
            configuration = LintConfiguration()
        }
        var report = try Linter(configuration: configuration).lint(
            paths: parsed.positionals.isEmpty ? ["."] : parsed.positionals)
        if let file = parsed.options["--write-baseline"] {
            try Baseline(report: report, paths: paths).write(to: file)
        }
        if let file = parsed.options["--baseline"] {
            report = try Baseline.load(path: file).filter(report, paths: paths)
        }
        let output: String
        switch reporter {
        case "json": output = try JSONFormatter.format(report)
        case "sarif": output = try SARIFFormatter.format(report, paths: paths)
        case "github-actions-logging": output = GitHubActionsFormatter.format(report, paths: paths)
        case "markdown": output = MarkdownFormatter.format(report, paths: paths)
        default: output = TextFormatter.format(report)
        }
        let failing: Severity = parsed.flags.contains("--strict") ? .warning : .error
        let fails = report.findings.contains { $0.severity >= failing }
        return .init(status: fails ? Status.failure : Status.success, standardOutput: output, standardError: "")
    }

    /// One line per rule: id, level, why.
    static func ruleList() -> String {
        let width = RuleInfo.all.map(\.id.count).max() ?? 0
        return RuleInfo.all.map {
            $0.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + $0.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + $0.summary
        }.joined(separator: "\n") + "\n"
    }

    static func rules(_ arguments: [String]) throws -> Outcome {
        let parsed = try CommandArguments.parse(arguments, command: "rules", options: ["--format"])
        if parsed.flags.contains("--help") {
            return .init(status: 0, standardOutput: HelpText.rules, standardError: "")
        }
        if parsed.positionals.count > 1 {
            throw UsageError(message: "unexpected argument '\(parsed.positionals[1])'", command: "rules")
        }
        let format = try parsed.format(["text", "markdown", "json"], command: "rules")
        if let id = parsed.positionals.first {
            guard let rule = RuleInfo.named(id) else {
                let hint = Suggest.closest(to: id, in: RuleInfo.all.map(\.id)).map { ". Did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown rule '\(id)'\(hint)", command: "rules")
            }
            let output =
                format == "json"
                ? String(decoding: try MetadataBundle.encode(rule), as: UTF8.self) + "\n" : rule.detail
            return .init(status: 0, standardOutput: output, standardError: "")
        }
        let output: String
        switch format {
        case "markdown": output = RuleInfo.markdownTable() + "\n\n" + RuleInfo.markdownRationale() + "\n"
        case "json": output = String(decoding: try MetadataBundle.encode(RuleInfo.all), as: UTF8.self) + "\n"
        default: output = ruleList()
        }
        return .init(status: 0, standardOutput: output, standardError: "")
    }

    static func metadata(_ arguments: [String]) throws -> Outcome {
        guard let subcommand = arguments.first else {
            throw UsageError(message: "missing subcommand: extract, show or diff", command: "metadata")
        }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "-h", "--help", "help": return .init(status: 0, standardOutput: HelpText.metadata, standardError: "")
        case "extract": return try extract(rest)
        case "show": return try show(rest)
        case "diff": return try diff(rest)
        default:
            let hint =
                Suggest.closest(to: subcommand, in: ["extract", "show", "diff"]).map { ". Did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "unknown subcommand 'metadata \(subcommand)'\(hint)", command: "metadata")
        }
    }

    static func extract(_ arguments: [String]) throws -> Outcome {
        let command = "metadata extract"
        let parsed = try CommandArguments.parse(
            arguments, command: command, options: ["--output", "--module", "--target"], aliases: ["-o": "--output"])
        if parsed.flags.contains("--help") {
            return .init(status: 0, standardOutput: HelpText.extract, standardError: "")
        }
        guard let first = parsed.positionals.first else {
            throw UsageError(message: "missing <path>: name the Swift files or folders to read", command: command)
        }
        guard let output = parsed.options["--output"] else {
            throw UsageError(message: "missing --output <dir>: where Metadata.appintents is written", command: command)
        }
        let target = parsed.options["--target"]
        if let module = parsed.options["--module"],
            module.isEmpty || !module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        {
            throw UsageError(message: "'\(module)' is not a module name for --module", command: command)
        }
        let extraction: MetadataExtraction
        if let target {
            do {
                extraction = try MetadataExtractor.extract(
                    paths: parsed.positionals, target: target, moduleName: parsed.options["--module"])
            } catch let error as UnknownTargetError {
                throw UsageError(message: error.description, command: command)
            }
        } else {
            let module = parsed.options["--module"] ?? MetadataExtractor.defaultModuleName(for: first)
            guard !module.isEmpty else {
                throw UsageError(message: "'\(first)' gives no module name: give --module", command: command)
            }
            extraction = try MetadataExtractor(moduleName: module).extraction(paths: parsed.positionals)
        }
        let (data, module) = (extraction.data, extraction.module)
        let bundle = try MetadataBundle(actions: data).write(to: URL(fileURLWithPath: output))
        let summary =
            "wrote \(bundle.path): \(data.actions.count) actions, \(data.entities.count) entities, \(data.queries.count) queries, \(data.enums.count) enums, \(data.autoShortcuts.count) App Shortcuts (module \(module)\(target.map { ", target \($0)" } ?? ""))\n"
        // What the source did not say goes beside the document, as a compiler's notes do.
        let notes = extraction.notes.map { $0.description + "\n" }.joined()
        return .init(status: 0, standardOutput: summary, standardError: notes)
    }

    static func show(_ arguments: [String]) throws -> Outcome {
        let parsed = try CommandArguments.parse(
            arguments, command: "metadata show", options: ["--strings"], flags: ["--json"])
        if parsed.flags.contains("--help") { return .init(status: 0, standardOutput: HelpText.show, standardError: "") }
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw UsageError(
                message: parsed.positionals.isEmpty
                    ? "missing <path>: an extract.actionsdata, a Metadata.appintents folder, an .app or .appex bundle, or an .ipa"
                    : "expected one <path>, got \(parsed.positionals.count)", command: "metadata show")
        }
        let json = parsed.flags.contains("--json")
        // The document keeps keys (Apple's shape); the summary shows their texts.
        let found = try MetadataBundle.readAll(from: URL(fileURLWithPath: path), readingTexts: !json)
        let catalogs = try parsed.options["--strings"].map { path in
            // A folder of sources also gives the default values written beside the keys, which
            // count when no catalog has the key.
            let catalogs = try LocalizedTexts.inCatalogs(at: URL(fileURLWithPath: path))
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                return catalogs
            }
            return catalogs.merging(try DefaultValueTexts.collect(under: path))
        }
        let summary = { (located: LocatedBundle) in
            MetadataSummary.text(located.bundle, texts: catalogs.map { $0.merging(located.texts) } ?? located.texts)
        }
        if json {
            // The document as read, every member: one file prints as itself, several (an app and
            // its extensions) as an object keyed by where each was found.
            let document: any Encodable =
                found.count == 1
                ? found[0].bundle.actions
                : Dictionary(uniqueKeysWithValues: found.map { ($0.location, $0.bundle.actions) })
            return .init(
                status: 0, standardOutput: String(decoding: try MetadataBundle.encode(document), as: UTF8.self) + "\n",
                standardError: "")
        }
        if found.count == 1 {
            return .init(status: 0, standardOutput: summary(found[0]), standardError: "")
        }
        let text = found.map { "== \($0.location)\n" + summary($0) }.joined(separator: "\n")
        return .init(status: 0, standardOutput: text, standardError: "")
    }

    static func diff(_ arguments: [String]) throws -> Outcome {
        let command = "metadata diff"
        let parsed = try CommandArguments.parse(arguments, command: command, options: ["--format"])
        if parsed.flags.contains("--help") { return .init(status: 0, standardOutput: HelpText.diff, standardError: "") }
        let format = try parsed.format(["text", "json"], command: command)
        guard parsed.positionals.count == 2 else {
            throw UsageError(
                message:
                    "expected <old> and <new>, got \(parsed.positionals.count) path\(parsed.positionals.count == 1 ? "" : "s")",
                command: command)
        }
        let old = try MetadataBundle.readAll(from: URL(fileURLWithPath: parsed.positionals[0]))
        let new = try MetadataBundle.readAll(from: URL(fileURLWithPath: parsed.positionals[1]))
        let changes = MetadataDiff.changes(from: old, to: new)
        let breaking = changes.filter { $0.impact == .breaking }.count
        let output: String
        if format == "json" {
            struct Document: Encodable {
                let changes: [MetadataChange]
                let breaking: Int
                let safe: Int
            }
            output =
                String(
                    decoding: try MetadataBundle.encode(
                        Document(changes: changes, breaking: breaking, safe: changes.count - breaking)),
                    as: UTF8.self) + "\n"
        } else {
            var lines = changes.map { "\($0.impact.rawValue): \($0.message)" }
            lines.append(
                changes.isEmpty
                    ? "no changes"
                    : "\(changes.count) change\(changes.count == 1 ? "" : "s"): \(breaking) breaking, \(changes.count - breaking) safe"
            )
            output = lines.joined(separator: "\n") + "\n"
        }
        return .init(status: breaking > 0 ? Status.failure : Status.success, standardOutput: output, standardError: "")
    }

    static func completion(_ arguments: [String]) throws -> Outcome {
        let parsed = try CommandArguments.parse(arguments, command: "completion", options: [])
        if parsed.flags.contains("--help") {
            return .init(status: 0, standardOutput: HelpText.completion, standardError: "")
        }
        guard parsed.positionals.count == 1, let shell = parsed.positionals.first else {
            throw UsageError(
                message: parsed.positionals.isEmpty
                    ? "missing <shell>: bash, zsh or fish" : "expected one <shell>, got \(parsed.positionals.count)",
                command: "completion")
        }
        do {
            return .init(status: 0, standardOutput: try completionTable.script(for: shell), standardError: "")
        } catch {
            throw UsageError(message: "\(error)", command: "completion")
        }
    }

    /// The command table the completion scripts are generated from: every command, subcommand and
    /// option the parsers above accept.
    package static let completionTable = CompletionScript(
        program: "appintents",
        options: [CompletionOption("help", short: ["h"], help: "Show help")],
        rootOptions: [CompletionOption("version", help: "Show the version")],
        commands: [
            CompletionCommand(
                "lint", abstract: "Report App Intents mistakes in Swift source",
                options: [
                    CompletionOption("reporter", help: "How findings are printed", value: .oneOf(reporters)),
                    CompletionOption("format", help: "The same as --reporter", value: .oneOf(reporters)),
                    CompletionOption("strict", help: "Fail on warnings too"),
                    CompletionOption("config", help: "A JSON configuration file", value: .file),
                    CompletionOption("baseline", help: "Report only findings not recorded in the file", value: .file),
                    CompletionOption("write-baseline", help: "Record the current findings in the file", value: .file),
                    CompletionOption("list-rules", help: "List the rules"),
                ], files: true),
            CompletionCommand(
                "rules", abstract: "List the lint rules with their level and why",
                options: [
                    CompletionOption("format", help: "Output format", value: .oneOf(["text", "markdown", "json"]))
                ], arguments: RuleInfo.all.map(\.id)),
            CompletionCommand(
                "metadata", abstract: "Extract, show and compare Metadata.appintents",
                subcommands: [
                    CompletionCommand(
                        "extract", abstract: "Write Metadata.appintents from source alone",
                        options: [
                            CompletionOption("output", help: "Where Metadata.appintents/ is written", value: .file),
                            CompletionOption("target", help: "Only the files this target compiles", value: .any),
                            CompletionOption("module", help: "Module of the types", value: .any),
                        ], files: true),
                    CompletionCommand(
                        "show", abstract: "Summarise an extract.actionsdata",
                        options: [
                            CompletionOption("json", help: "Print the document as read"),
                            CompletionOption("strings", help: "The app's string catalogs, for texts", value: .file),
                        ], files: true),
                    CompletionCommand(
                        "diff", abstract: "List changes between two metadata versions",
                        options: [CompletionOption("format", help: "Output format", value: .oneOf(["text", "json"]))],
                        files: true),
                ]),
            CompletionCommand(
                "completion", abstract: "Print a shell completion script", arguments: CompletionScript.shells),
        ])
}
