import AppIntentsMetadata
import Foundation
import IntentStore

/// `APP focus [set NAME --PARAMETER VALUE … | clear | filters]`: the Focus filter in force.
enum FocusCommand: HostCommand {
    static let name = "focus"
    static let abstract = "Show, set or clear the Focus filter."
    static let arguments = "[set FILTER [--PARAMETER VALUE …] | clear | filters]"
    static let discussion = """
        Without arguments: the Focus filter in force and its values.

        set FILTER  Performs the focus filter (a SetFocusFilterIntent, by identifier or title)
                    with the values given, as the system does when a Focus turns on, and keeps
                    it as the current filter.
        clear       Performs the current filter again with its default values, as the system
                    does when a Focus ends, and forgets it.
        filters     The app's focus filters and their parameters.
        """

    /// The library namespace; the filter in force is the document `current`.
    static let namespace = "focus"
    static let current = "current"

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let system = FocusSystem(executor: try await context.executor())
        guard let subcommand = arguments.first, !subcommand.hasPrefix("-") else {
            _ = try parse(arguments)
            return try show(in: context)
        }
        switch subcommand {
        case "set":
            return try await set(Array(arguments.dropFirst()), system: system, in: context)
        case "clear":
            _ = try positionals(try parse(arguments), ["clear"], program: context.program)
            return try await clear(system: system, in: context)
        case "filters":
            _ = try positionals(try parse(arguments), ["filters"], program: context.program)
            return try await filters(system: system, in: context)
        default:
            throw HostError(
                .usage,
                "unknown focus command '\(subcommand.clipped)'."
                    + Suggestions.didYouMean(subcommand, among: ["set", "clear", "filters"]),
                given: subcommand, hints: ["usage: \(context.program) focus \(Self.arguments)"])
        }
    }

    static func stored(in context: HostContext) throws -> FocusState? {
        do {
            return try context.storage().get(FocusState.self, name: current, namespace: namespace)
        } catch let error as DecodingError {
            throw HostError(
                .internal, "the stored focus filter is unreadable: \(error)",
                hints: ["set it again with '\(context.program) focus set FILTER …'"])
        }
    }

    static func show(in context: HostContext) throws -> ExitCode {
        let state = try stored(in: context)
        if context.console.json {
            context.console.json(state.map(json) ?? .null)
        } else if let state {
            context.console.line(describe(state))
        } else {
            context.console.line("No Focus filter is set. Set one with '\(context.program) focus set FILTER'.")
        }
        return .success
    }

    static func json(_ state: FocusState) -> JSONValue {
        .object([
            "intent": .string(state.intent), "title": .string(state.title), "summary": .string(state.summary),
            "values": .object(state.values),
        ])
    }

    static func describe(_ state: FocusState) -> String {
        let values = state.values.keys.sorted().map { "\($0) = \(WidgetsCommand.display(state.values[$0]!))" }
        return "\(state.title): \(state.summary)" + (values.isEmpty ? "" : " (\(values.joined(separator: ", ")))")
    }

    static func set(_ tokens: [String], system: FocusSystem, in context: HostContext) async throws -> ExitCode {
        guard let name = tokens.first, !name.hasPrefix("-") else {
            throw HostError(
                .usage, "'focus set' needs a filter: \(context.program) focus set FILTER --PARAMETER VALUE",
                hints: ["list the filters with '\(context.program) focus filters'"])
        }
        let action = try system.filter(name)
        let parsed = try RunCommand.parseParameters(
            Array(tokens.dropFirst()), of: action,
            options: RunCommand.options.filter { ["json-input", "yes"].contains($0.name) })
        let (state, outcome) = try await system.set(
            action.identifier, inputs: try RunCommand.inputs(parsed, action: action), caller: context.caller,
            interaction: context.interaction(confirmAll: parsed.has("yes")))
        try context.storage().put(state, name: current, namespace: namespace)
        if context.console.json {
            context.console.json(
                .object([
                    "focus": json(state),
                    "outcome": outcome.json(renderer: SnippetRenderer(width: context.console.width)),
                ]))
        } else {
            let said = OutcomePrinter(console: context.console).lines(
                outcome, renderer: SnippetRenderer(width: context.console.width))
            context.console.line((["Focus set: " + describe(state)] + said).joined(separator: "\n"))
        }
        return .success
    }

    static func clear(system: FocusSystem, in context: HostContext) async throws -> ExitCode {
        guard let state = try stored(in: context) else {
            if context.console.json {
                context.console.json(.object(["cleared": .null]))
            } else {
                context.console.line("No Focus filter was set.")
            }
            return .success
        }
        let outcome: Outcome?
        do {
            outcome = try await system.clear(state, caller: context.caller)
        } catch let error as IntentSystemError where error.code == .invalidValue && error.given == state.intent {
            // Not a filter: nothing to undo, so the record is only forgotten.
            try context.storage().deleteDocument(name: current, namespace: namespace)
            throw error
        }
        try context.storage().deleteDocument(name: current, namespace: namespace)
        if context.console.json {
            context.console.json(
                .object([
                    "cleared": .string(state.intent),
                    "reset": .bool(outcome != nil),
                ]))
        } else {
            context.console.line(
                "Focus cleared: \(state.title)."
                    + (outcome == nil ? " (It has no default values, so it was not performed again.)" : ""))
        }
        return .success
    }

    static func filters(system: FocusSystem, in context: HostContext) async throws -> ExitCode {
        let metadata = try await context.catalog().metadata
        let filters = system.filters
        if context.console.json {
            context.console.json(
                .array(
                    filters.map { action in
                        .object([
                            "identifier": .string(action.identifier), "title": .string(action.title.key),
                            "parameters": .array(
                                action.parameters.map(ActionText(action: action, metadata: metadata).parameterJSON)),
                        ])
                    }))
            return .success
        }
        if filters.isEmpty {
            context.console.line("\(context.app.name) has no Focus filters.")
            return .success
        }
        var lines: [String] = []
        for action in filters {
            if !lines.isEmpty { lines.append("") }
            lines.append("\(action.identifier): \(action.title.key)")
            lines += ActionText(action: action, metadata: metadata).parameterLines
        }
        context.console.line(lines.joined(separator: "\n"))
        return .success
    }
}
