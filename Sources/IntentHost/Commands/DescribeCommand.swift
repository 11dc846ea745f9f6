import AppIntents
import AppIntentsMetadata

/// `APP describe INTENT`: an intent's parameters, summary, result and authentication.
enum DescribeCommand: HostCommand {
    static let name = "describe"
    static let abstract = "Show an intent's parameters, summary, result and authentication."
    static let arguments = "INTENT [--PARAMETER VALUE]..."
    static let discussion =
        "INTENT is the intent's identifier (OrderSoupIntent), case-insensitive; 'Intent' may be left off. "
        + "Parameter values, given as to 'run', choose the summary an intent shows for them "
        + "(a When or Switch summary); nothing runs."

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        // Without values, or with a stray second positional, the plain form and its errors.
        guard let name = arguments.first, !name.hasPrefix("-"), arguments.dropFirst().first?.hasPrefix("-") != false
        else {
            _ = try positionals(parse(arguments), ["INTENT"], program: context.program)
            return .usage
        }
        var action = try await context.action(named: name)
        if arguments.count > 1 {
            let parsed = try RunCommand.parseParameters(Array(arguments.dropFirst()), of: action, options: [])
            let inputs = try RunCommand.inputs(parsed, action: action)
            let summary = try await context.executor().summary(of: action.identifier, inputs: inputs)
            action.actionConfiguration = summary.map { ActionConfiguration(actionSummary: $0) }
        }
        let catalog = try await context.catalog()
        var text = ActionText(action: action, metadata: catalog.metadata)
        if let deprecated = try? catalog.intentType(action.identifier) as? any DeprecatedAppIntent.Type {
            text.deprecation = deprecated._deprecationText
        }
        text.branches = try await context.executor().summaryBranches(of: action.identifier)
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
