import AppIntents
import AppIntentsMetadata
import Foundation
import Synchronization
import Testing

@testable import IntentSystem

// iOS 27's `EntityQuery.displayRepresentations(for:)`: where the system only shows entities it
// asks the query for their display representations, not for whole entities. A library app whose
// books are costly to load answers titles from an index.

/// What the library's query was asked, in order.
let libraryQueryCalls = Mutex<[String]>([])

struct ShelfBookEntity: AppEntity {
    static let defaultQuery = ShelfBookQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Book" }
    var id: String
    var title: String
    var displayRepresentation: DisplayRepresentation { "\(title)" }
}

struct ShelfBookQuery: EntityQuery {
    static let titles = ["dune": "Dune", "emma": "Emma (2nd edition)"]

    func entities(for identifiers: [String]) async throws -> [ShelfBookEntity] {
        libraryQueryCalls.withLock { $0.append("entities") }
        return identifiers.compactMap { id in Self.titles[id].map { ShelfBookEntity(id: id, title: $0) } }
    }

    func displayRepresentations(for identifiers: [String]) async throws -> [String: DisplayRepresentation] {
        libraryQueryCalls.withLock { $0.append("displayRepresentations") }
        var found: [String: DisplayRepresentation] = [:]
        for id in identifiers { if let title = Self.titles[id] { found[id] = "\(title)" } }
        return found
    }
}

struct LendBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Lend Book"
    @Parameter(title: "Book") var book: ShelfBookEntity
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Lent \(book.title).") }
}

@Suite(.serialized) struct DisplayRepresentationsQueryTests {
    /// `shortcuts check` compares the titles a shortcut saved with the entities' titles now, and
    /// finds a deleted one, from display representations alone.
    @Test func checkingASavedShortcutAsksOnlyForDisplayRepresentations() async throws {
        let catalog = try await Catalog.build(
            IntentApp(name: "Library", intents: [LendBookIntent.self], entities: [ShelfBookEntity.self]))
        let app = ShortcutApps.App(name: "Library", synonyms: [], metadata: catalog.metadata)
        let runner = ShortcutRunner(executors: [(app, Executor(catalog: catalog))])
        let file = try ShortcutFile.decode(
            Data(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "Lend", "actions": [
                  {"app": "Library", "intent": "LendBookIntent",
                   "parameters": {"book": {"entity": {"type": "ShelfBookEntity", "id": "dune", "title": "Dune"}}}},
                  {"app": "Library", "intent": "LendBookIntent",
                   "parameters": {"book": {"entity": {"type": "ShelfBookEntity", "id": "emma", "title": "Emma"}}}},
                  {"app": "Library", "intent": "LendBookIntent",
                   "parameters": {"book": {"entity": {"type": "ShelfBookEntity", "id": "ulysses", "title": "Ulysses"}}}}]}
                """.utf8), source: "lend.json")
        libraryQueryCalls.withLock { $0 = [] }
        let changed = try await runner.changedEntities(of: file)
        #expect(
            changed.map(\.message) == [
                "parameter 'book': the Book saved as 'Emma' is now 'Emma (2nd edition)' (id 'emma'); a run asks first",
                "parameter 'book': the Book with id 'ulysses' (saved as 'Ulysses') no longer exists",
            ])
        #expect(changed.map(\.isMissing) == [false, true])
        #expect(libraryQueryCalls.withLock { $0 } == Array(repeating: "displayRepresentations", count: 3))
    }
}
