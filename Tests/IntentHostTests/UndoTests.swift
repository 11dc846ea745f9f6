import AppIntents
import Foundation
import TestSupport
import Testing

@testable import IntentHost

/// `APP undo` after an `UndoableIntent` run, in one process: the registered undo runs, latest first.
/// Serialized: the tests share the process's undo history.
@Suite(.serialized, .ownThreads) struct UndoTests {
    /// The shelf the intent takes books from; kept in a lock, as intents may run on any task.
    final class Shelf: @unchecked Sendable {
        private let lock = NSLock()
        private var stored = ["Dune", "Emma"]
        var books: [String] {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }

    static let shelf = Shelf()

    struct TakeBookIntent: UndoableIntent {
        static var title: LocalizedStringResource { "Take Book" }
        init() {}
        func perform() async throws -> some IntentResult & ProvidesDialog {
            let shelf = UndoTests.shelf
            guard let book = shelf.books.last else { return .result(dialog: "The shelf is empty.") }
            shelf.books.removeLast()
            await undoManager?.registerUndo(withTarget: shelf) { $0.books.append(book) }
            await undoManager?.setActionName("Take \(book)")
            return .result(dialog: "Took \(book).")
        }
    }

    /// Locks the shelf: it needs an authenticated caller, to run and to undo.
    struct LockShelfIntent: UndoableIntent {
        static var title: LocalizedStringResource { "Lock Shelf" }
        static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
        init() {}
        func perform() async throws -> some IntentResult {
            UndoTests.shelf.books.append("locked")
            await undoManager?.registerUndo(withTarget: UndoTests.shelf) { $0.books.removeAll { $0 == "locked" } }
            return .result()
        }
    }

    /// The app, with its data in a folder of the test's own.
    static func app(in folder: ScratchFolder) -> IntentApp {
        IntentApp(name: "Shelf", intents: [TakeBookIntent.self, LockShelfIntent.self], dataDirectory: folder.url)
    }

    @Test func undoRunsTheLatestRegisteredUndoThenSaysThereIsNothingLeft() async throws {
        let folder = try ScratchFolder("shelf")
        let app = Self.app(in: folder)
        #expect(await Host(app: app).run(["run", "TakeBookIntent"]) == .success)
        #expect(await Host(app: app).run(["run", "TakeBookIntent"]) == .success)
        #expect(Self.shelf.books.isEmpty)
        #expect(await Host(app: app).run(["undo"]) == .success)
        #expect(Self.shelf.books == ["Dune"])
        #expect(await Host(app: app).run(["undo"]) == .success)
        #expect(Self.shelf.books == ["Dune", "Emma"])
        #expect(await Host(app: app).run(["--json", "undo"]) == .usage)
    }

    @Test func undoingARunThatRequiredAuthenticationRequiresIt() async throws {
        let folder = try ScratchFolder("shelf")
        let app = Self.app(in: folder)
        let before = Self.shelf.books
        #expect(await Host(app: app).run(["--authenticated", "run", "LockShelfIntent"]) == .success)
        #expect(Self.shelf.books == before + ["locked"])
        #expect(await Host(app: app).run(["undo"]) == .notAuthorized)
        #expect(Self.shelf.books == before + ["locked"], "a refused undo undoes nothing")
        #expect(await Host(app: app).run(["--authenticated", "undo"]) == .success)
        #expect(Self.shelf.books == before)
    }
}
