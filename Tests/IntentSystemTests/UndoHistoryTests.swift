import AppIntents
import Testing

@testable import IntentSystem

/// What `APP undo` and the MCP `undo` tool rest on: latest first, and a run that needed
/// authentication is undone only by a caller who has it.
@Suite @MainActor struct UndoHistoryTests {
    final class Counter {
        var value = 0
    }

    static func manager(undoing counter: Counter, named name: String) -> UndoManager {
        let manager = UndoManager()
        counter.value += 1
        manager.registerUndo(withTarget: counter) { $0.value -= 1 }
        manager.setActionName(name)
        return manager
    }

    @Test func undoesTheLatestRunFirstThenSaysThereIsNothingLeft() async throws {
        let history = UndoHistory()
        let counter = Counter()
        await history.record(intent: "AddIntent", manager: Self.manager(undoing: counter, named: "Add One"))
        await history.record(intent: "AddIntent", manager: Self.manager(undoing: counter, named: "Add Two"))
        #expect(try await history.undo(caller: .none) == UndoHistory.Undone(intent: "AddIntent", actionName: "Add Two"))
        #expect(try await history.undo(caller: .none)?.text == "Add One (AddIntent)")
        #expect(counter.value == 0)
        #expect(try await history.undo(caller: .none) == nil)
    }

    @Test func aRunThatRequiredAuthenticationIsUndoneOnlyByAnAuthenticatedCaller() async throws {
        let history = UndoHistory()
        let counter = Counter()
        await history.record(
            intent: "LockIntent", manager: Self.manager(undoing: counter, named: "Lock"), needed: .authenticated)
        let error = await #expect(throws: IntentSystemError.self) { try await history.undo(caller: .none) }
        #expect(error?.code == .notAuthorized)
        #expect(
            error?.message
                == "undoing LockIntent requires an authenticated caller, as running it does; nothing was undone")
        #expect(counter.value == 1)
        #expect(history.count == 1)
        #expect(try await history.undo(caller: .authenticated)?.intent == "LockIntent")
        #expect(counter.value == 0)
    }

    @Test func aRunThatRegisteredNothingIsNotKept() async {
        let history = UndoHistory()
        await history.record(intent: "NoopIntent", manager: UndoManager())
        #expect(history.count == 0)
    }
}
