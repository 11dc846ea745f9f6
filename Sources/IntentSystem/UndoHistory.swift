import AppIntents
import AppIntentsMetadata
import Foundation
import Synchronization

/// The undos registered by `UndoableIntent` runs, latest last: what `APP undo` and the MCP `undo`
/// tool undo. Kept in memory, as undo handlers are closures: an undo lives as long as the
/// process that ran the intent (`APP mcp`, an app embedding the host, several commands in one
/// process). The process has one history (`shared`); each MCP session has its own, so one
/// client never undoes another's runs.
package final class UndoHistory: Sendable {
    /// The process's history: runs that were not given another.
    package static let shared = UndoHistory()

    /// One run that can be undone.
    package struct Entry: Sendable {
        package let intent: String
        package let manager: UndoManager
        /// Who may undo it: whoever could run the intent (its authentication policy).
        package let needed: CallerAuthentication
    }

    /// What one undo undid.
    package struct Undone: Sendable, Hashable {
        /// The intent whose run was undone.
        package var intent: String
        /// The action's name as the run set it (`setActionName`), or empty.
        package var actionName: String

        /// `Take Dune (TakeBookIntent)`, or the intent alone when the run named no action.
        package var text: String { actionName.isEmpty ? intent : "\(actionName) (\(intent))" }
    }

    // Guards `entries`; runs may end on any task.
    private let entries = Mutex<[Entry]>([])

    /// An empty history.
    package init() {}

    /// Keeps `manager` when the run registered something to undo.
    package func record(intent: String, manager: UndoManager, needed: CallerAuthentication = .none) async {
        guard await MainActor.run(body: { manager.canUndo }) else { return }
        entries.withLock { $0.append(Entry(intent: intent, manager: manager, needed: needed)) }
    }

    /// Undoes the latest run's latest action; `nil` when there is nothing to undo.
    ///
    /// - Throws: `IntentSystemError` `.notAuthorized` when the latest run's intent requires an
    ///   authentication `caller` has not given; nothing is undone and the undo stays.
    package func undo(caller: CallerAuthentication) async throws -> Undone? {
        let entry = try entries.withLock { entries -> Entry? in
            guard let last = entries.last else { return nil }
            guard caller >= last.needed else {
                let what = last.needed == .deviceOwner ? "authentication on this device" : "an authenticated caller"
                throw IntentSystemError(
                    .notAuthorized, "undoing \(last.intent) requires \(what), as running it does; nothing was undone",
                    given: last.intent)
            }
            return entries.removeLast()
        }
        guard let entry else { return nil }
        let name = await MainActor.run { () -> String in
            let name = entry.manager.undoActionName
            entry.manager.undo()
            return name
        }
        if await MainActor.run(body: { entry.manager.canUndo }) {
            entries.withLock { $0.append(entry) }
        }
        return Undone(intent: entry.intent, actionName: name)
    }

    /// How many runs can be undone.
    package var count: Int { entries.withLock { $0.count } }
}
