import AppIntents
import CoreSpotlight
import Foundation
import IntentStore
import IntentSystem
import Synchronization
import Testing

/// A spice jar whose query puts the jars back in Spotlight itself (`IndexedEntityQuery`).
struct SpiceJar: IndexedEntity {
    static let defaultQuery = SpiceJarQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Spice Jar" }
    var id: Int
    var name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    static let shelf = [
        SpiceJar(id: 1, name: "Cumin"), SpiceJar(id: 2, name: "Saffron"), SpiceJar(id: 3, name: "Sumac"),
    ]
    /// What the query was asked to index again, in order.
    static let asked = Mutex<[String]>([])
}

struct SpiceJarQuery: IndexedEntityQuery {
    func entities(for identifiers: [Int]) async throws -> [SpiceJar] {
        SpiceJar.shelf.filter { identifiers.contains($0.id) }
    }

    func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {
        SpiceJar.asked.withLock { $0.append("all") }
        try await CSSearchableIndex.default().indexAppEntities(SpiceJar.shelf)
    }

    func reindexEntities(for identifiers: [Int], indexDescription: CSSearchableIndexDescription) async throws {
        SpiceJar.asked.withLock { $0.append(identifiers.map(String.init).joined(separator: ",")) }
        try await CSSearchableIndex.default().indexAppEntities(try await entities(for: identifiers))
    }
}

struct SeasonIntent: AppIntent {
    static var title: LocalizedStringResource { "Season" }
    @Parameter(title: "Spice") var spice: SpiceJar
    func perform() async throws -> some IntentResult { .result() }
}

let spiceApp = IntentApp(name: "Spices", intents: [SeasonIntent.self, CookIntent.self])

/// `APP index` with a query that indexes itself, and refreshing some entities of a type. In
/// `SpotlightTests`, which runs one test at a time: the hooks are one per process.
extension SpotlightTests {
    @Test func aRebuildAsksTheQueryToIndexItsTypeAgain() async throws {
        let store = InMemoryStore()
        SystemHooks.shared.install(spotlight: SpotlightIndexer(index: store).handler)
        SpiceJar.asked.withLock { $0 = [] }
        // A jar no longer on the shelf, left from an earlier index: the rebuild removes it.
        try store.upsert([SearchRecord(entityType: "SpiceJar", entityID: "9", title: "Old paprika")])
        let catalog = try await Catalog.build(spiceApp)
        let summary = try await SpotlightIndexer(index: store).rebuild(catalog, batchSize: 2)
        #expect(SpiceJar.asked.withLock { $0 } == ["all"])
        #expect(summary.counts == ["Dish": 4, "SpiceJar": 3])
        #expect(String(decoding: summary.clientState, as: UTF8.self) == "rebuilt 7 entities of 2 types")
        #expect(try store.fetchLastClientState(indexName: "default") == summary.clientState)
        #expect(try store.search(SearchQuery("paprika")).isEmpty)
        #expect(try store.search(SearchQuery("saffron")).map(\.record.entityID) == ["2"])
    }

    @Test func refreshingAQueryThatIndexesItselfGivesItTypedIdentifiers() async throws {
        let store = InMemoryStore()
        SystemHooks.shared.install(spotlight: SpotlightIndexer(index: store).handler)
        SpiceJar.asked.withLock { $0 = [] }
        let catalog = try await Catalog.build(spiceApp)
        let summary = try await SpotlightIndexer(index: store).refresh(
            catalog, type: "SpiceJar", identifiers: ["3", "one", "1"])
        #expect(summary.byQuery)
        #expect(SpiceJar.asked.withLock { $0 } == ["3,1"], "an identifier that is no Int is left out")
        #expect(try store.count(indexName: "default", entityType: "SpiceJar") == 2)
    }

    @Test func refreshingAnotherTypeWritesWhatExistsAndRemovesWhatIsGone() async throws {
        let store = InMemoryStore()
        let catalog = try await Catalog.build(spiceApp)
        try store.upsert([SearchRecord(entityType: "Dish", entityID: "cassoulet", title: "Cassoulet")])
        let summary = try await SpotlightIndexer(index: store).refresh(
            catalog, type: "Dish", identifiers: ["gumbo", "cassoulet"])
        #expect(summary.indexed == 1 && summary.removed == ["cassoulet"] && !summary.byQuery)
        #expect(try store.search(SearchQuery("gumbo")).map(\.record.entityID) == ["gumbo"])
        #expect(try store.search(SearchQuery("cassoulet")).isEmpty)
        await #expect(throws: IntentSystemError.self) {
            try await SpotlightIndexer(index: store).refresh(catalog, type: "Nope", identifiers: ["x"])
        }
    }
}
