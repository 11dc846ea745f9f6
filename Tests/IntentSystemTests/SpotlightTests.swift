import AppIntents
import CoreSpotlight
import Foundation
import IntentStore
import IntentSystem
import Testing

/// A dish on a menu: indexed with an accented name, a computed description and a hidden flag.
struct Dish: IndexedEntity {
    static let defaultQuery = DishQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Dish" }
    var id: String
    @Property(title: "Name", indexingKey: \.title) var name: String
    @Property(title: "Cuisine", indexingKey: \.keywords) var cuisine: String
    var isRetired: Bool
    @ComputedProperty(title: "Blurb", indexingKey: \.contentDescription)
    var blurb: String { "\(name), a \(cuisine) dish" }
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(cuisine)", synonyms: ["plat"])
    }
    var hideInSpotlight: Bool { isRetired }

    init(id: String, name: String, cuisine: String, isRetired: Bool = false) {
        self.id = id
        self.isRetired = isRetired
        self.name = name
        self.cuisine = cuisine
    }
}

enum Kitchen {
    static let dishes = [
        Dish(id: "gumbo", name: "Gumbo", cuisine: "Creole"),
        Dish(id: "gumbo-z", name: "Gumbó Zhèbes", cuisine: "Créole"),
        Dish(id: "jambalaya", name: "Jambalaya", cuisine: "Cajun"),
        Dish(id: "etouffee", name: "Étouffée", cuisine: "Cajun", isRetired: true),
    ]
}

struct DishQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [Dish] { Kitchen.dishes }
    func entities(for identifiers: [String]) async throws -> [Dish] {
        Kitchen.dishes.filter { identifiers.contains($0.id) }
    }
}

struct CookIntent: AppIntent, PredictableIntent {
    static var title: LocalizedStringResource { "Cook" }
    @Parameter(title: "Dish") var dish: Dish
    @Parameter(title: "Servings", default: 2) var servings: Int

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: \.$dish) { dish in
            DisplayRepresentation(title: "Cook \(dish.name)")
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Cooking \(servings) \(dish.name).")
    }
}

struct TasteIntent: AppIntent {
    static var title: LocalizedStringResource { "Taste" }
    @Parameter(title: "Dish") var dish: Dish
    func perform() async throws -> some IntentResult { .result() }
}

let kitchenApp = IntentApp(name: "Kitchen", intents: [CookIntent.self, TasteIntent.self])

/// The system's Spotlight: entities mapped to records, `CSSearchableIndex` through the hooks,
/// rebuilds from the queries. Serialized: the hooks are one per process.
@Suite(.serialized) struct SpotlightTests {
    @Test func entityBecomesARecordFromItsDisplayAndIndexingKeys() async throws {
        let record = await SearchRecordMapper.record(for: Kitchen.dishes[1], priority: 3)
        #expect(record.entityType == "Dish")
        #expect(record.entityID == "gumbo-z")
        #expect(record.title == "Gumbó Zhèbes")
        #expect(record.subtitle == "Créole")
        #expect(record.keywords == ["plat", "Créole"])
        #expect(record.contentDescription == "Gumbó Zhèbes, a Créole dish")
        #expect(record.attributes["title"] == "Gumbó Zhèbes")
        #expect(record.priority == 3)
        #expect(!record.isHiddenInSpotlight)
        #expect(await SearchRecordMapper.record(for: Kitchen.dishes[3]).isHiddenInSpotlight)
    }

    @Test func rebuildIndexesEveryIndexedTypeInBatchesWithClientState() async throws {
        let store = InMemoryStore()
        let catalog = try await Catalog.build(kitchenApp)
        let summary = try await SpotlightIndexer(index: store).rebuild(catalog, batchSize: 3)
        #expect(summary.counts == ["Dish": 4])
        #expect(summary.batches == 2)
        #expect(String(decoding: summary.clientState, as: UTF8.self) == "rebuilt 4 entities of 1 types")
        #expect(try store.fetchLastClientState(indexName: "default") == summary.clientState)
        #expect(try store.count(indexName: "default", entityType: "Dish") == 4)
        let hits = try store.search(SearchQuery("gumbo")).map(\.record.entityID)
        #expect(hits == ["gumbo", "gumbo-z"])
        #expect(try store.search(SearchQuery("etouffee")).isEmpty, "a hidden dish is never found")
        #expect(try store.search(SearchQuery("creole")).map(\.record.entityID).sorted() == ["gumbo", "gumbo-z"])
    }

    @Test func searchableIndexBatchesCommitOnlyAtTheEnd() async throws {
        let store = InMemoryStore()
        SystemHooks.shared.install(spotlight: SpotlightIndexer(index: store).handler)
        let index = CSSearchableIndex(name: "menu")
        index.beginBatch()
        try await index.indexAppEntities(Array(Kitchen.dishes.prefix(3)), priority: 1)
        #expect(try store.count(indexName: "menu", entityType: nil) == 0, "nothing is written before endBatch")
        try await index.endBatch(withClientState: Data("v1".utf8))
        #expect(try store.count(indexName: "menu", entityType: nil) == 3)
        #expect(try await index.fetchLastClientState() == Data("v1".utf8))
        #expect(try store.count(indexName: "default", entityType: nil) == 0, "a named index stands apart")

        try await index.deleteAppEntities(identifiedBy: ["gumbo"], ofType: Dish.self)
        #expect(try store.search(SearchQuery("gumbo", indexName: "menu")).map(\.record.entityID) == ["gumbo-z"])
        try await index.deleteAppEntities(ofType: Dish.self)
        #expect(try store.count(indexName: "menu", entityType: nil) == 0)
        #expect(try await index.fetchLastClientState() == Data("v1".utf8), "single changes keep the state")

        index.beginBatch()
        try await index.indexAppEntities(Kitchen.dishes)
        await #expect(throws: StoreError.self) {
            try await index.endBatch(expectedClientState: Data("v0".utf8), newClientState: Data("v2".utf8))
        }
        #expect(try store.count(indexName: "menu", entityType: nil) == 0, "a refused batch writes nothing")
        await #expect(throws: CSIndexError.self) { try await index.endBatch(withClientState: Data()) }
    }

    /// `CSSearchableItem(appEntity:)` as apps write it: the entity found by the item's own
    /// attributes; an item already expired leaves the index.
    @Test func searchableItemsAreIndexedAsTheirEntities() async throws {
        let store = InMemoryStore()
        SystemHooks.shared.install(spotlight: SpotlightIndexer(index: store).handler)
        let index = CSSearchableIndex(name: "items")
        let item = CSSearchableItem(appEntity: Kitchen.dishes[2])
        item.attributeSet.keywords = ["rice"]
        item.expirationDate = Date.now.addingTimeInterval(3600)
        let other = CSSearchableItem(
            uniqueIdentifier: "ignored", domainIdentifier: "menu", attributeSet: CSSearchableItemAttributeSet())
        other.associateAppEntity(Kitchen.dishes[0], priority: 5)
        try await index.indexSearchableItems([item, other])
        #expect(try store.search(SearchQuery("rice", indexName: "items")).map(\.record.entityID) == ["jambalaya"])
        let gumbo = try store.search(SearchQuery("gumbo", indexName: "items")).map(\.record)
        #expect(gumbo.map(\.entityID) == ["gumbo"])
        #expect(gumbo.first?.priority == 5)
        #expect(
            item.attributeSet.contentDescription == "Cajun",
            "the indexing keys' values are written into a copy, not the app's attribute set")

        item.expirationDate = Date.now.addingTimeInterval(-1)
        try await index.indexSearchableItems([item])
        #expect(try store.search(SearchQuery("rice", indexName: "items")).isEmpty, "an expired item leaves")
    }

    /// Items of the app's own, tied to no entity: found by their attributes, deleted by identifier
    /// or by domain (with its subdomains), and no longer found once expired.
    @Test func plainItemsAreIndexedByTheirAttributesAndDeletedByIdentifierOrDomain() async throws {
        let store = InMemoryStore()
        SystemHooks.shared.install(spotlight: SpotlightIndexer(index: store).handler)
        let index = CSSearchableIndex(name: "notes")
        func note(_ id: String, _ title: String, domain: String?) -> CSSearchableItem {
            let attributes = CSSearchableItemAttributeSet(contentType: .text)
            attributes.title = title
            attributes.contentDescription = "A note about \(title.lowercased())"
            attributes.keywords = ["kitchen"]
            return CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: attributes)
        }
        let dish = CSSearchableItem(appEntity: Kitchen.dishes[2])
        dish.domainIdentifier = "menu.cajun"
        try await index.indexSearchableItems([
            note("n1", "Stock", domain: "account.inbox"), note("n2", "Roux", domain: "account"),
            note("n3", "Brine", domain: "accounts"), dish,
        ])
        let found = try store.search(SearchQuery("kitchen", indexName: "notes")).map(\.record)
        #expect(found.map(\.entityID).sorted() == ["n1", "n2", "n3"])
        let stock = try #require(found.first { $0.entityID == "n1" })
        #expect(stock.entityType == "CSSearchableItem")
        #expect(stock.title == "Stock")
        #expect(stock.contentDescription == "A note about stock")
        #expect(stock.attributes["domainIdentifier"] == "account.inbox")

        try await index.deleteSearchableItems(withDomainIdentifiers: ["account"])
        #expect(try store.search(SearchQuery("kitchen", indexName: "notes")).map(\.record.entityID) == ["n3"])
        try await index.deleteSearchableItems(withIdentifiers: ["n3", "jambalaya"])
        #expect(
            try store.count(indexName: "notes", entityType: nil) == 0, "an entity's item goes by its identifier too")

        let later = note("n4", "Gravy", domain: nil)
        later.expirationDate = Date(timeIntervalSinceNow: 3600)
        try await index.indexSearchableItems([later])
        let record = try #require(try store.search(SearchQuery("gravy", indexName: "notes")).first?.record)
        #expect(!SpotlightIndexer.isExpired(record))
        #expect(SpotlightIndexer.isExpired(record, at: Date(timeIntervalSinceNow: 7200)))
    }

    @Test func mediaAttributesAreSearchedText() {
        let attributes = CSSearchableItemAttributeSet()
        (attributes.artist, attributes.album, attributes.genre) = ("Ada", "Loops", "Jazz")
        #expect(attributes.textAttributes["artist"] == "Ada")
        #expect(attributes.copy().textAttributes == attributes.textAttributes)
        #expect(CSSearchableItemAttributeSet.name(of: \.genre) == "genre")
    }

    /// Apple's other attributes: text ones go to the record (and an `indexingKey:` property adds to
    /// a list of them), `url` too; numbers, dates and people stay with the set.
    @Test func otherAttributesKeepTheirTextWithTheRecord() async throws {
        let store = InMemoryStore()
        SystemHooks.shared.install(spotlight: SpotlightIndexer(index: store).handler)
        let attributes = CSSearchableItemAttributeSet(itemContentType: "public.text")
        attributes.authorNames = ["Ada", "Grace"]
        attributes.city = "Lyon"
        attributes.url = URL(string: "https://example.com/gumbo")
        attributes.addedDate = Date(timeIntervalSince1970: 0)
        attributes.duration = 90
        attributes.authors = [CSPerson(displayName: "Ada", handles: ["ada@example.com"], handleIdentifier: "email")]
        attributes.setValue("spicy" as NSString, forCustomKey: CSCustomAttributeKey(keyName: "heat")!)
        attributes.set("Lin", forKey: "authorNames")
        #expect(attributes.textAttributes["authorNames"] == "Ada Grace Lin")
        #expect(attributes.textAttributes["city"] == "Lyon")
        #expect(attributes.textAttributes["heat"] == "spicy")
        #expect(attributes.textAttributes["addedDate"] == nil, "a date is not text")
        #expect(attributes.contentType == "public.text")
        let copy = attributes.copy()
        #expect(copy.duration == 90 && copy.authors?.first?.handles == ["ada@example.com"])
        #expect(copy.addedDate == Date(timeIntervalSince1970: 0))
        #expect(CSSearchableItemAttributeSet.name(of: \.authorNames) == "authorNames")

        let item = CSSearchableItem(
            uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: attributes)
        item.associateAppEntity(Kitchen.dishes[2])
        try await CSSearchableIndex(name: "people").indexSearchableItems([item])
        let record = try #require(try store.search(SearchQuery("jambalaya", indexName: "people")).first?.record)
        #expect(record.attributes["authorNames"] == "Ada Grace Lin")
        #expect(record.attributes["city"] == "Lyon")
        #expect(record.attributes["url"] == "https://example.com/gumbo")
    }
}
