import AppIntentsMetadata
import Foundation

/// `APP lookup TEXT`: the app's value queries, as system search and Visual Intelligence use them.
enum LookupCommand: HostCommand {
    static let name = "lookup"
    static let abstract = "Find values matching a text through the app's value queries."
    static let arguments = "TEXT"
    static let discussion =
        "Runs every IntentValueQuery of the app that takes text, or an AudioSearch made from it, as system search does."

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let text = try positionals(parse(arguments), ["TEXT"], program: context.program)[0]
        _ = try await context.catalog()
        let lookup = ValueLookup(queries: context.app.valueQueries)
        guard !lookup.textQueries.isEmpty else {
            throw HostError(.usage, "\(context.app.name) has no value query that takes text", given: text)
        }
        let results = try await lookup.lookup(text)
        if context.console.json {
            var items: [JSONValue] = []
            for (query, value) in results {
                items.append(.object(["query": .string(query), "value": await ValueEncoding.json(value, kind: nil)]))
            }
            context.console.json(.object(["text": .string(text), "results": .array(items)]))
        } else if results.isEmpty {
            context.console.line("Nothing matches '\(text.clipped)'.")
        } else {
            context.console.line(results.map { ValueEncoding.text($0.value) }.joined(separator: "\n"))
        }
        return .success
    }
}

/// `APP open URL`: routes a URL to the entity it names and runs the intent that opens it.
enum OpenCommand: HostCommand {
    static let name = "open"
    static let abstract = "Open a URL of the app: the entity it names, or the intent it stands for."
    static let arguments = "URL"
    static let discussion = """
        Matches the URL against the app's URLRepresentableEntity templates, resolves the entity by
        its id (a template of properties alone: the entity its query lists with that URL), and
        runs the OpenIntent whose target is that entity; else against its
        URLRepresentableIntent templates, and runs that intent with the values the URL carries.
        """

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let url = try positionals(parse(arguments), ["URL"], program: context.program)[0]
        let executor = try await context.executor()
        let route = try await URLRouter(catalog: executor.catalog).route(url)
        // An entity's id is given as an identifier; an intent URL's values as typed text.
        let inputs = route.inputs.mapValues { route.entity == nil ? IntentInput.text($0) : .json(.string($0)) }
        let outcome = try await executor.run(
            RunRequest(intent: route.intent, inputs: inputs, caller: context.caller, surface: .commandLine),
            interaction: context.interaction())
        OutcomePrinter(console: context.console).print(outcome)
        return .success
    }
}
