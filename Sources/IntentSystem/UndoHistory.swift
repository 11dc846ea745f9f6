import AppIntents
import Foundation
import Synchronization

/// The undos registered by `UndoableIntent` runs in this process, latest last: what `APP undo`
/// undoes. Kept in memory, as undo handlers are closures: an undo lives as long as the process
/// that ran the intent (`APP mcp`, an app embedding the host, several commands in one process).
package final class UndoHistory: Sendable {
    /// The process's history.
    package static let shared = UndoHistory()

    /// One run that can be undone.
    package struct Entry: Sendable {
        package let intent: String
        package let manager: UndoManager
    }

    // Guards `entries`; runs may end on any task.
    private let entries = Mutex<[Entry]>([])

    /// Keeps `manager` when the run registered something to undo.
    package func record(intent: String, manager: UndoManager) async {
        guard await MainActor.run(body: { manager.canUndo }) else { return }
        entries.withLock { $0.append(Entry(intent: intent, manager: manager)) }
    }

    /// Undoes the latest run's latest action; returns the intent and the action's name, or `nil`
    /// when there is nothing to undo.
    package func undo() async -> (intent: String, actionName: String)? {
        guard let entry = entries.withLock({ $0.popLast() }) else { return nil }
        let name = await MainActor.run { () -> String in
            let name = entry.manager.undoActionName
            entry.manager.undo()
            return name
        }
        if await MainActor.run(body: { entry.manager.canUndo }) {
            entries.withLock { $0.append(entry) }
        }
        return (entry.intent, name)
    }
}
