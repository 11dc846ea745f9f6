import AppIntentsMetadata

/// `APP intents`: the app's intents, with their titles and descriptions.
enum IntentsCommand: HostCommand {
    static let name = "intents"
    static let abstract = "List the intents."
    static let arguments = "[--all]"
    static let discussion =
        "Intents that are not discoverable (isDiscoverable = false) are left out unless --all is given."
    static let options = [OptionSpec("all", .flag, help: "Include intents that are not discoverable.")]

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let parsed = try parse(arguments)
        _ = try positionals(parsed, [], program: context.program)
        let catalog = try await context.catalog()
        let all = catalog.metadata.sortedActions
        let shown = parsed.has("all") ? all : all.filter(\.isDiscoverable)
        let console = context.console
        if console.json {
            console.json(.array(shown.map { listing($0, metadata: catalog.metadata) }))
            return .success
        }
        let width = shown.map { $0.identifier.count }.max() ?? 0
        for action in shown {
            var line = console.styled(HelpText.pad(action.identifier, width + 2), .bold) + action.title.key
            if let description = action.descriptionMetadata?.descriptionText.key, !description.isEmpty {
                line += console.styled(": \(description)", .dim)
            }
            if let authentication = ActionText(action: action, metadata: catalog.metadata).authentication {
                line += console.styled(" [\(authentication)]", .yellow)
            }
            if action.visibilityMetadata.assistantOnly { line += console.styled(" [assistant only]", .dim) }
            if action.visibilityMetadata.isToolIntent { line += console.styled(" [tool]", .dim) }
            console.line(line)
        }
        let hidden = all.count - shown.count
        if hidden > 0 {
            console.line(
                console.styled("(\(hidden) more not discoverable; '\(context.program) intents --all' lists them)", .dim)
            )
        }
        return .success
    }

    static func listing(_ action: ActionMetadata, metadata: ActionsData) -> JSONValue {
        let text = ActionText(action: action, metadata: metadata)
        return .object([
            "identifier": .string(action.identifier),
            "title": .string(action.title.key),
            "description": action.descriptionMetadata.map { .string($0.descriptionText.key) } ?? .null,
            "parameters": .array(action.parameters.map { .string($0.name) }),
            "returns": action.outputType.map { .string($0.displayName) } ?? .null,
            "authentication": .string(text.authenticationName),
            "discoverable": .bool(action.isDiscoverable),
            "assistantOnly": .bool(action.visibilityMetadata.assistantOnly),
            "toolIntent": .bool(action.visibilityMetadata.isToolIntent),
        ])
    }
}
