import Synchronization

/// One client connection as the backend sees it: a stdio connection, an HTTP session (from
/// `initialize` to `DELETE`), or a single 2026-07-28 HTTP request. What a run registers to undo
/// belongs to its session, so one client's `undo` never undoes another's run.
package struct MCPSession: Hashable, Sendable, CustomStringConvertible {
    private static let counter = Atomic<UInt64>(0)

    /// A number no other session of this process has.
    package let number: UInt64

    /// A new session.
    package init() {
        number = Self.counter.add(1, ordering: .relaxed).newValue
    }

    package var description: String { "session \(number)" }
}

extension MCPBackend {
    /// A backend without undo: the `undo` tool says so.
    package func undo(session: MCPSession, isAuthenticated: Bool) async -> ToolOutcome {
        ToolOutcome(failure: ToolFailure(.intentFailed, message: "undo is not supported by this server"))
    }

    /// A backend that keeps nothing per session.
    package func endSession(_ session: MCPSession) async {}
}
