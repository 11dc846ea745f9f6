import Foundation

/// Records how to undo what an intent did, so a person can undo it after the run.
///
/// The same calls as Foundation's `UndoManager` (which Linux lacks): register an undo with a
/// target and a handler, and name the action.
///
/// ```swift
/// await undoManager?.registerUndo(withTarget: store) { store in store.restore(collection) }
/// await undoManager?.setActionName("Remove Collection")
/// ```
@MainActor
public final class UndoManager {
    private struct Action {
        var name: String
        var run: @MainActor () -> Void
    }

    private var undoStack: [Action] = []
    private var pendingName = ""

    public nonisolated init() {}

    /// Registers how to undo the latest change: `handler` gets `target` back.
    public func registerUndo<Target: AnyObject>(
        withTarget target: Target, handler: @escaping @MainActor (Target) -> Void
    ) {
        undoStack.append(Action(name: pendingName, run: { handler(target) }))
    }

    /// Names the latest registered action ("Undo Remove Collection").
    public func setActionName(_ actionName: String) {
        pendingName = actionName
        if !undoStack.isEmpty { undoStack[undoStack.count - 1].name = actionName }
    }

    /// Whether there is something to undo.
    public var canUndo: Bool { !undoStack.isEmpty }

    /// The name of the action `undo()` undoes.
    public var undoActionName: String { undoStack.last?.name ?? "" }

    /// The menu title of the action `undo()` undoes: "Undo Remove Collection".
    public var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }

    /// Undoes the latest action.
    public func undo() {
        guard let action = undoStack.popLast() else { return }
        action.run()
    }

    /// Forgets every recorded action.
    public func removeAllActions() {
        undoStack.removeAll()
    }

    /// The names of the recorded actions, latest last. Used by the system; not for app code.
    package var actionNames: [String] { undoStack.map(\.name) }
}
