/// `APP help [COMMAND [INTENT]]`: the same as `APP COMMAND --help`.
enum HelpCommand: HostCommand {
    static let name = "help"
    static let abstract = "Show help for a command (help run INTENT: an intent's parameters)."
    static let arguments = "[COMMAND [INTENT]] [--all]"
    static let options = [OptionSpec("all", .flag, help: "Show the help of every command, one after another.")]

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let parsed = try parse(arguments)
        if parsed.has("all") {
            _ = try positionals(parsed, [], program: context.program)
            var texts = [HelpText.main(context)]
            for command in HostCommands.all {
                texts.append(try await command.help([], in: context))
            }
            context.console.line(texts.joined(separator: "\n\n"))
            return .success
        }
        guard let name = parsed.positionals.first else {
            context.console.line(HelpText.main(context))
            return .success
        }
        guard let command = HostCommands.named(name) else {
            let closest = Suggestions.closest(to: name, among: HostCommands.all.map { $0.name })
            throw HostError(
                .unknownCommand,
                "unknown command '\(name.clipped)'." + (closest.first.map { " Did you mean '\($0)'?" } ?? ""),
                given: name, candidates: closest)
        }
        context.console.line(try await command.help(Array(parsed.positionals.dropFirst()), in: context))
        return .success
    }
}
