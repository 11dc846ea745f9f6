import AppIntentsMetadata
import Foundation

/// `APP say "order tomato soup in SoupShop"` (or just `APP "…"`): runs the App Shortcut a person
/// said, as Siri does.
enum SayCommand: HostCommand {
    static let name = "say"
    static let abstract = "Run the App Shortcut a phrase names, as Siri does."
    static let arguments = "PHRASE [--flexible] [--yes]"
    static let discussion = """
        The phrase is matched against the app's App Shortcut phrases ('shortcuts --phrases' lists
        them): the app's name or a synonym, and a parameter's value by its title or a synonym.
        When several shortcuts or values match, you are asked which one; a phrase without its value
        runs the intent, which asks for it. With --flexible a dropped filler word or one misspelled
        word of five letters or more is forgiven, and the intent asks to confirm before it runs.
        'APP "PHRASE"' is the same as 'APP say "PHRASE"'.
        """
    static let options = [
        OptionSpec("flexible", .flag, help: "Forgive one dropped filler word or one misspelled word, then confirm."),
        OptionSpec("yes", aliases: ["y"], .flag, help: "Answer yes when the intent asks for confirmation."),
    ]

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let parsed = try parse(arguments)
        guard !parsed.positionals.isEmpty else {
            throw HostError(
                .usage, "'say' needs a phrase: \(context.program) say \"PHRASE\"",
                hints: ["list the phrases with '\(context.program) shortcuts --phrases'"])
        }
        let utterance = parsed.positionals.joined(separator: " ")
        let executor = try await context.executor()
        let phrases = try await PhraseSystem(catalog: executor.catalog, flexible: parsed.has("flexible"))
        let interaction = context.interaction(confirmAll: parsed.has("yes"))
        let (request, _) = try await phrases.request(for: utterance, interaction: interaction, caller: context.caller)
        let outcome = try await Interrupt.cancelling { try await executor.run(request, interaction: interaction) }
        OutcomePrinter(console: context.console).print(outcome)
        return .success
    }
}
