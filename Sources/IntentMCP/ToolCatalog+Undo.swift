import AppIntentsMetadata

extension ToolCatalog {
    /// `undo`, or `_undo` when an intent's tool is already named `undo`; `nil` when no tool's
    /// intent is an `UndoableIntent`.
    static func undoToolName(for actions: [ActionMetadata]) -> String? {
        guard actions.contains(where: { $0.adopts("UndoableIntent") }) else { return nil }
        return actions.contains(where: { $0.identifier == "undo" }) ? "_undo" : "undo"
    }

    /// The intents whose runs the `undo` tool undoes.
    package var undoableActions: [ActionMetadata] { actions.filter { $0.adopts("UndoableIntent") } }

    /// The `undo` tool: no arguments; it changes data (it reverts a run, which may delete what
    /// the run made), so it is neither read-only nor idempotent, and it is marked destructive.
    var undoTool: MCPJSON? {
        guard let name = undoToolName else { return nil }
        let intents = undoableActions.map(\.identifier).joined(separator: ", ")
        return [
            "name": .string(name),
            "title": "Undo",
            "description": .string(
                "Undoes the latest run of an undoable tool (\(intents)) made in this session, then the one before it on the next call. Says what it undid, or that there is nothing to undo. Runs made in other sessions are not undone."
            ),
            "inputSchema": ["type": "object", "properties": [:]],
            "annotations": [
                "title": "Undo", "readOnlyHint": false, "destructiveHint": true, "idempotentHint": false,
                "openWorldHint": false,
            ],
        ]
    }
}
