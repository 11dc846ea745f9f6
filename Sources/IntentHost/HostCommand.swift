/// One command of the host (`intents`, `run`, …).
///
/// A command is a type with a name, its help, its options and a `run`; the host finds it in
/// ``HostCommands/all``. Adding a command is a new file with a type conforming to this protocol
/// and its name in that list.
protocol HostCommand: Sendable {
    /// What the person types: `run`.
    static var name: String { get }
    /// One line for the command list.
    static var abstract: String { get }
    /// The arguments after the command's name, for the usage line: `INTENT [--PARAMETER VALUE …]`.
    static var arguments: String { get }
    /// More help, shown by `--help` after the usage line.
    static var discussion: String { get }
    /// The options the command takes, besides the global ones.
    static var options: [OptionSpec] { get }

    /// Runs the command with the tokens that followed its name (global options removed).
    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode

    /// The command's `--help` text; by default its usage, discussion and options.
    static func help(_ arguments: [String], in context: HostContext) async throws -> String
}

extension HostCommand {
    static var discussion: String { "" }
    static var options: [OptionSpec] { [] }

    static func help(_ arguments: [String], in context: HostContext) async throws -> String {
        HelpText.command(self, program: context.program)
    }

    /// Parses `arguments` against the command's options.
    static func parse(_ arguments: [String]) throws -> ParsedArguments {
        try ArgumentScanner.parse(arguments, specs: options) { spelling in
            ArgumentScanner.unknownOption(spelling, among: options, context: "'\(name)'")
        }
    }

    /// Fails unless exactly the positional arguments named in `names` were given.
    static func positionals(_ parsed: ParsedArguments, _ names: [String], program: String) throws -> [String] {
        if parsed.positionals.count < names.count {
            let missing = names[parsed.positionals.count]
            throw HostError(
                .usage, "'\(name)' needs \(missing): \(program) \(name) \(arguments)",
                hints: ["see '\(program) \(name) --help'"])
        }
        if parsed.positionals.count > names.count {
            let extra = parsed.positionals[names.count]
            throw HostError(
                .usage,
                "'\(name)' takes \(names.isEmpty ? "no arguments" : names.joined(separator: " ")), "
                    + "but '\(extra.clipped)' was also given",
                given: extra, hints: ["usage: \(program) \(name) \(arguments)"])
        }
        return parsed.positionals
    }
}

/// Every command the host offers, in the order its help lists them.
enum HostCommands {
    static let all: [any HostCommand.Type] = [
        IntentsCommand.self,
        DescribeCommand.self,
        RunCommand.self,
        SayCommand.self,
        UndoCommand.self,
        ShortcutsCommand.self,
        FindCommand.self,
        LookupCommand.self,
        OpenCommand.self,
        SearchCommand.self,
        IndexCommand.self,
        SuggestionsCommand.self,
        WidgetsCommand.self,
        FocusCommand.self,
        MCPCommand.self,
        MetadataCommand.self,
        CompletionScriptCommand.self,
        HelpCommand.self,
        VersionCommand.self,
    ]

    /// The command named `name`, if any.
    static func named(_ name: String) -> (any HostCommand.Type)? {
        all.first { $0.name == name }
    }
}
