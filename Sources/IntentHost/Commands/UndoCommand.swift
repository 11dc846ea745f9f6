import AppIntentsMetadata
import IntentSystem

/// `APP undo`: undoes what the latest `UndoableIntent` run registered on its `undoManager`.
enum UndoCommand: HostCommand {
    static let name = "undo"
    static let abstract = "Undo the latest run of an undoable intent."
    static let arguments = ""
    static let discussion = """
        Runs the undo the latest UndoableIntent registered on its undoManager, then the one before
        it, and so on. Undos are kept in memory by the process that ran the intent: in 'mcp', or
        in an app that embeds the host and runs several commands.
        """

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        _ = try positionals(parse(arguments), [], program: context.program)
        guard let undone = await UndoHistory.shared.undo() else {
            throw HostError(
                .usage, "nothing to undo: no undoable intent has run in this process",
                hints: ["undos are kept while the process that ran the intent runs (\(context.program) mcp)"])
        }
        let what = undone.actionName.isEmpty ? undone.intent : "\(undone.actionName) (\(undone.intent))"
        if context.console.json {
            context.console.json(.object(["undone": .string(undone.intent), "actionName": .string(undone.actionName)]))
        } else {
            context.console.line("Undid \(what).")
        }
        return .success
    }
}
