import IntentMCP
import IntentSystem
import Synchronization

/// The undo histories of the MCP sessions, made on a session's first undoable run and dropped
/// when it ends.
final class SessionUndos: Sendable {
    // Guards the map; calls of several sessions run at once.
    private let histories = Mutex<[MCPSession: UndoHistory]>([:])

    /// `session`'s history.
    func history(for session: MCPSession) -> UndoHistory {
        histories.withLock { histories in
            if let history = histories[session] { return history }
            let history = UndoHistory()
            histories[session] = history
            return history
        }
    }

    /// Forgets `session`'s history, if it has one.
    func end(_ session: MCPSession) {
        _ = histories.withLock { $0.removeValue(forKey: session) }
    }

    /// How many sessions keep a history.
    var count: Int { histories.withLock { $0.count } }

    /// `session`'s history, without making one.
    func existing(_ session: MCPSession) -> UndoHistory? {
        histories.withLock { $0[session] }
    }
}

extension HostMCPBackend {
    func undo(session: MCPSession, isAuthenticated: Bool) async -> ToolOutcome {
        do {
            guard
                let undone = try await undos.existing(session)?.undo(
                    caller: CallerAuthentication(granted: isAuthenticated))
            else {
                return ToolOutcome(
                    failure: ToolFailure(
                        .invalidArguments,
                        message:
                            "nothing to undo: no undoable intent has run in this session (undos are kept per session, while it lasts)"
                    ))
            }
            return ToolOutcome(
                dialog: "Undid \(undone.text).",
                value: ["undone": .string(undone.intent), "actionName": .string(undone.actionName)])
        } catch let error as IntentSystemError {
            return ToolOutcome(failure: ToolFailure(Self.code(error.code), message: error.message))
        } catch {
            return ToolOutcome(failure: ToolFailure(.intentFailed, message: "\(error)"))
        }
    }

    func endSession(_ session: MCPSession) async {
        undos.end(session)
    }
}
