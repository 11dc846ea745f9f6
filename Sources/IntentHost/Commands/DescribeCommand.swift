/// `APP describe INTENT`: an intent's parameters, summary, result and authentication.
enum DescribeCommand: HostCommand {
    static let name = "describe"
    static let abstract = "Show an intent's parameters, summary, result and authentication."
    static let arguments = "INTENT"
    static let discussion =
        "INTENT is the intent's identifier (OrderSoupIntent), case-insensitive; 'Intent' may be left off."

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let given = try positionals(parse(arguments), ["INTENT"], program: context.program)
        let action = try await context.action(named: given[0])
        let text = ActionText(action: action, metadata: try await context.catalog().metadata)
        if context.console.json {
            context.console.json(text.json)
        } else {
            var lines = text.body
            lines[0] = context.console.styled(lines[0], .bold)
            lines += ["", "Run it: \(context.program) run \(action.identifier) \(usage(text))"]
            context.console.line(lines.joined(separator: "\n"))
        }
        return .success
    }

    static func usage(_ text: ActionText) -> String {
        text.action.parameters.map(text.usage).joined(separator: " ")
    }
}
