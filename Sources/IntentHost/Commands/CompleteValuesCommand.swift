import CommandCompletion
import Foundation

/// `APP __complete WORD…`: what the completion scripts call for an intent's parameter value.
///
/// The words are the command line after the program, up to and including the word being
/// completed (`run BorrowBookIntent --book S`). When the word before it is one of the intent's
/// `--PARAMETER` options, each value that the last word starts is printed as
/// `value<TAB>title<TAB>section`, in the order and sections the app gave them (enum cases,
/// `suggestedEntities()`, `entities(matching:)`, an options provider's `results()`); when the app
/// has none to offer (a number, free text, nothing that starts so), one line of a lone tab, so that
/// the script offers nothing rather than the intents' names. Anything else prints nothing: the
/// script then completes as usual. Not listed in `--help`: it is for scripts.
enum CompleteValuesCommand {
    static let name = CompletionScript.valuesCommand
    /// More candidates than a shell shows usefully.
    static let limit = 200

    static func run(_ words: [String], app: IntentApp, program: String) async -> ExitCode {
        guard let current = words.last,
            let (options, rest) = try? GlobalOptions.extract(from: Array(words.dropLast())),
            rest.count >= 3, [RunCommand.name, DescribeCommand.name].contains(rest[0]), !rest[1].hasPrefix("-"),
            let option = rest.last, option.hasPrefix("--")
        else { return .success }
        let context = HostContext(app: app, program: program, options: options, console: Console(json: false))
        do {
            let action = try await context.action(named: rest[1])
            let spelled = String(option.dropFirst(2))
            // A Bool parameter may stand alone (`--force`): the word after it is no value of it.
            guard
                let parameter = action.parameters.first(where: {
                    $0.name == spelled || ActionText.kebab($0.name) == spelled
                }), parameter.valueType != .primitive(.bool)
            else { return .success }
            let choices = try await ValueChoices(catalog: context.catalog()).choices(
                action: action.identifier, parameter: parameter.name, matching: current)
            // A value goes here, but none is known: say so (`CompletionCommand.noValues`).
            var output = choices.isEmpty ? CompletionCommand.noValues + "\n" : ""
            for choice in choices.prefix(Self.limit) {
                output +=
                    [choice.id, choice.title, choice.section ?? ""].map(Self.field).joined(separator: "\t") + "\n"
            }
            FileHandle.standardOutput.write(Data(output.utf8))
        } catch {
            // The shell shows no error text while completing; stderr is for whoever runs it by hand.
            FileHandle.standardError.write(Data("\(program) \(Self.name): \(error)\n".utf8))
        }
        return .success
    }

    /// One field of a line: tabs and line breaks would split it.
    private static func field(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }
}
