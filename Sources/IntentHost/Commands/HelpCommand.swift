/// `APP help [COMMAND [INTENT]]`: the same as `APP COMMAND --help`.
enum HelpCommand: HostCommand {
    static let name = "help"
    static let abstract = "Show help for a command (help run INTENT: an intent's parameters)."
    static let arguments = "[COMMAND [INTENT]]"

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let parsed = try parse(arguments)
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
