extension Connection {
    /// The `undo` tool: undoes this session's latest undoable run.
    func undo(_ arguments: [String: MCPJSON]) async -> MCPJSON {
        let name = server.catalog.undoToolName ?? "undo"
        if let unknown = arguments.keys.sorted().first {
            return Self.errorResult("\(name) takes no arguments, got '\(unknown)'; nothing was undone")
        }
        let outcome = await server.backend.undo(session: session, isAuthenticated: grantsAuthentication)
        if let failure = outcome.failure { return Self.errorResult(failure.message) }
        var result: [String: MCPJSON] = [
            "isError": false, "content": [["type": "text", "text": .string(outcome.dialog ?? "Undone.")]],
        ]
        if let value = outcome.value { result["structuredContent"] = value }
        return .object(result)
    }
}
