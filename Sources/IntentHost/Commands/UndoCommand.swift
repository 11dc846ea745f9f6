import AppIntentsMetadata
import IntentSystem

/// `APP undo`: undoes what the latest `UndoableIntent` run registered on its `undoManager`.
enum UndoCommand: HostCommand {
    static let name = "undo"
    static let abstract = "Undo the latest run of an undoable intent."
    static let arguments = ""
    static let discussion = """
        Runs the undo the latest UndoableIntent registered on its undoManager, then the one before
        it, and so on. Undos are kept in memory by the process that ran the intent: an app that
        embeds the host and runs several commands, or 'mcp', whose 'undo' tool undoes the runs of
        its own session. Undoing a run of an intent that requires authentication needs
        --authenticated.
        """

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        _ = try positionals(parse(arguments), [], program: context.program)
        // Refused (notAuthorized, with the hint to pass --authenticated) when the latest run's
        // intent requires authentication.
        guard let undone = try await UndoHistory.shared.undo(caller: context.caller) else {
            throw HostError(
                .usage, "nothing to undo: no undoable intent has run in this process",
                hints: [
                    "an undo is a closure the run registered, so it lives only in the process that ran the intent",
                    "run the intent and undo it in one process: '\(context.program) mcp' (its 'undo' tool) or an app that embeds the host",
                ])
        }
        if context.console.json {
            context.console.json(.object(["undone": .string(undone.intent), "actionName": .string(undone.actionName)]))
        } else {
            context.console.line("Undid \(undone.text).")
        }
        return .success
    }
}
