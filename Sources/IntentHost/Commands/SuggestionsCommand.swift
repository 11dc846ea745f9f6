import AppIntentsMetadata
import Foundation
import IntentStore

/// `APP suggestions [run N]`: what Siri Suggestions would offer, from the donated intents.
enum SuggestionsCommand: HostCommand {
    static let name = "suggestions"
    static let abstract = "List the intents worth suggesting now, or run one again."
    static let arguments = "[run N] [--limit N] [--yes]"
    static let discussion = """
        Every intent the host runs, and every intent the app donates, is remembered with its
        parameters. Suggestions group them by intent and parameters and rank them by how often
        they ran, how recently (a run counts half after a week) and whether they ran at this
        time of day (within 90 minutes: it counts double). 'APP suggestions run N' runs the Nth
        again with the same parameters; an entity is given by its id, so one that no longer
        exists is reported, never replaced by another.
        """
    static let options = [
        OptionSpec("limit", .value(placeholder: "N"), help: "List at most N suggestions (default 10)."),
        OptionSpec("yes", aliases: ["y"], .flag, help: "Answer yes when the intent asks for confirmation."),
    ]

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let parsed = try parse(arguments)
        var limit = try SearchCommand.limitOption(parsed, default: 10)
        var chosen: Int?
        if let first = parsed.positionals.first {
            guard first == "run" else {
                throw HostError(
                    .usage, "'suggestions' takes 'run N', got '\(first.clipped)'", given: first,
                    hints: ["usage: \(context.program) suggestions \(arguments)"])
            }
            let number = try positionals(parsed, ["run", "N"], program: context.program)[1]
            guard let value = Int(number), value > 0 else {
                throw HostError(
                    .usage, "'suggestions run' takes the number of a suggestion, got '\(number.clipped)'",
                    given: number, hints: ["list them with '\(context.program) suggestions'"])
            }
            chosen = value
            limit = max(limit, value)
        }
        let catalog = try await context.catalog()
        let storage = try context.installSystemHooks()
        let list = SuggestionList(catalog: catalog, store: storage, app: context.systemAppName)
        let suggestions = try await list.suggestions(limit: limit, caller: context.caller)
        guard let chosen else {
            print(suggestions, in: context)
            return .success
        }
        guard chosen <= suggestions.count else {
            throw HostError(
                .usage,
                suggestions.isEmpty
                    ? "there are no suggestions yet; run some intents first"
                    : "there is no suggestion \(chosen); there are \(suggestions.count)",
                given: String(chosen), hints: ["list them with '\(context.program) suggestions'"])
        }
        let request = try list.request(for: suggestions[chosen - 1], caller: context.caller)
        let outcome = try await context.executor().run(
            request, interaction: context.interaction(confirmAll: parsed.has("yes")))
        OutcomePrinter(console: context.console).print(outcome)
        return .success
    }

    static func print(_ suggestions: [SuggestedIntent], in context: HostContext) {
        let console = context.console
        if console.json {
            let formatter = ISO8601DateFormatter()
            console.json(
                .array(
                    suggestions.map { item in
                        .object([
                            "rank": .number(Double(item.rank)), "intent": .string(item.intent),
                            "title": .string(item.title), "subtitle": item.subtitle.map(JSONValue.string) ?? .null,
                            "parameters": .object(item.parameters), "score": .number(item.score),
                            "donations": .number(Double(item.donationCount)),
                            "lastDonated": .string(formatter.string(from: item.lastDonated)),
                            "problem": item.problem.map(JSONValue.string) ?? .null,
                        ])
                    }))
            return
        }
        if suggestions.isEmpty {
            console.line("No suggestions yet: they come from the intents you run.")
            return
        }
        let width = String(suggestions.count).count
        for item in suggestions {
            let number = String(repeating: " ", count: width - String(item.rank).count) + "\(item.rank)."
            let subtitle = item.subtitle.map { " — \($0)" } ?? ""
            let times = item.donationCount == 1 ? "once" : "\(item.donationCount) times"
            var line =
                "\(number) " + console.styled(item.title, .bold) + subtitle
                + console.styled("  (\(item.intent), \(times))", .dim)
            if let problem = item.problem {
                line += "\n" + String(repeating: " ", count: width + 2) + "stale: \(problem)"
            }
            console.line(line)
        }
        console.line("Run one again with '\(context.program) suggestions run N'.")
    }
}
