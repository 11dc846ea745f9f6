import Foundation
import Testing

@testable import IntentStore

@Suite struct SearchIndexTests {
    static let soups = [
        SearchRecord(
            entityType: "Soup", entityID: "1", title: "Tomato soup", subtitle: "Classic",
            keywords: ["red", "vegetarian"],
            contentDescription: "Slow-cooked tomatoes with basil", attributes: ["price": "4.50"]),
        SearchRecord(
            entityType: "Soup", entityID: "2", title: "Crème brûlée bisque", keywords: ["dessert"],
            contentDescription: "Not really a soup"),
        SearchRecord(entityType: "Soup", entityID: "3", title: "Phở bò", keywords: ["beef", "noodles"]),
        SearchRecord(entityType: "Soup", entityID: "4", title: "Leek and potato", contentDescription: "tomato garnish"),
        SearchRecord(entityType: "Order", entityID: "1", title: "Order of tomato soup", priority: 5),
        SearchRecord(entityType: "Soup", entityID: "secret", title: "Secret tomato recipe", isHiddenInSpotlight: true),
    ]

    @Test(arguments: Backend.available)
    func upsertedRecordsAreFoundAndRoundTrip(_ backend: Backend) throws {
        try withStore(backend) { store in
            try store.upsert(Self.soups)
            let hits = try store.search(SearchQuery("basil"))
            #expect(hits.map(\.key) == ["Soup/1"])
            #expect(hits.first?.record == Self.soups[0])
            #expect(try store.record(entityType: "Soup", entityID: "secret", indexName: "default") == Self.soups[5])
            #expect(try store.count(indexName: "default", entityType: nil) == 6)
            #expect(try store.count(indexName: "default", entityType: "Order") == 1)
        }
    }

    @Test(arguments: Backend.available)
    func prefixesMatchTheStartOfWords(_ backend: Backend) throws {
        try withStore(backend) { store in
            try store.upsert(Self.soups)
            #expect(Set(try store.search(SearchQuery("tom")).map(\.key)) == ["Soup/1", "Soup/4", "Order/1"])
            #expect(try store.search(SearchQuery("omato")).isEmpty)  // a prefix, not a substring
            #expect(try store.search(SearchQuery("tom sou")).map(\.key).sorted() == ["Order/1", "Soup/1"])
        }
    }

    @Test(arguments: Backend.available)
    func diacriticsAndCaseAreIgnoredBothWays(_ backend: Backend) throws {
        try withStore(backend) { store in
            try store.upsert(Self.soups)
            #expect(try store.search(SearchQuery("creme brulee")).map(\.key) == ["Soup/2"])
            #expect(try store.search(SearchQuery("PHO")).map(\.key) == ["Soup/3"])
            #expect(try store.search(SearchQuery("BÌSQUE")).map(\.key) == ["Soup/2"])
        }
    }

    @Test(arguments: Backend.available)
    func hiddenRecordsAreStoredButNeverFound(_ backend: Backend) throws {
        try withStore(backend) { store in
            try store.upsert(Self.soups)
            #expect(try store.search(SearchQuery("secret")).isEmpty)
            #expect(try store.record(entityType: "Soup", entityID: "secret", indexName: "default") != nil)
        }
    }

    @Test(arguments: Backend.available)
    func titleMatchesRankAboveDescriptionMatches(_ backend: Backend) throws {
        try withStore(backend) { store in
            try store.upsert(Self.soups)
            let hits = try store.search(SearchQuery("tomato", entityType: "Soup"))
            #expect(hits.map(\.key) == ["Soup/1", "Soup/4"])
            #expect(hits[0].score > hits[1].score)
        }
    }

    @Test(arguments: Backend.available)
    func limitCapsTheHits(_ backend: Backend) throws {
        try withStore(backend) { store in
            try store.upsert(
                (0..<50).map { SearchRecord(entityType: "Soup", entityID: "\($0)", title: "Soup number \($0)") })
            #expect(try store.search(SearchQuery("soup", limit: 7)).count == 7)
            #expect(try store.search(SearchQuery("soup", limit: 0)).isEmpty)
            #expect(try store.search(SearchQuery("soup", limit: -3)).isEmpty)
            #expect(try store.search(SearchQuery("soup", limit: 1000)).count == 50)
        }
    }

    @Test(arguments: Backend.available)
    func upsertReplacesTheOldText(_ backend: Backend) throws {
        try withStore(backend) { store in
            try store.upsert(Self.soups)
            var renamed = Self.soups[0]
            renamed.title = "Gazpacho"
            renamed.keywords = []
            renamed.contentDescription = nil
            try store.upsert([renamed])
            #expect(try store.search(SearchQuery("gazpacho")).map(\.key) == ["Soup/1"])
            #expect(try store.search(SearchQuery("basil")).isEmpty)
            #expect(try store.count(indexName: "default", entityType: "Soup") == 5)
        }
    }

    @Test(arguments: Backend.available)
    func namedIndexesAreSeparate(_ backend: Backend) throws {
        try withStore(backend) { store in
            try store.upsert(Self.soups)
            try store.upsert([
                SearchRecord(indexName: "archive", entityType: "Soup", entityID: "1", title: "Old tomato")
            ])
            #expect(try store.search(SearchQuery("old")).isEmpty)
            #expect(try store.search(SearchQuery("tomato", indexName: "archive")).map(\.key) == ["Soup/1"])
            try store.deleteAll(indexName: "archive")
            #expect(try store.count(indexName: "archive", entityType: nil) == 0)
            #expect(try store.count(indexName: "default", entityType: nil) == 6)
        }
    }

    @Test(arguments: Backend.available)
    func deletesRemoveByIdAndByType(_ backend: Backend) throws {
        try withStore(backend) { store in
            try store.upsert(Self.soups)
            try store.delete(entityIDs: ["1", "4", "missing"], entityType: "Soup")
            #expect(try store.search(SearchQuery("tomato")).map(\.key) == ["Order/1"])
            try store.deleteAll(entityType: "Soup")
            #expect(try store.count(indexName: "default", entityType: "Soup") == 0)
            #expect(try store.count(indexName: "default", entityType: "Order") == 1)
        }
    }

    /// `deleteSearchableItems(withIdentifiers:)` and `(withDomainIdentifiers:)`: by the items'
    /// attributes, a domain with its subdomains, in the batch's index only.
    @Test(arguments: Backend.available)
    func itemsAreDeletedByIdentifierAndByDomain(_ backend: Backend) throws {
        func item(
            _ id: String, _ domain: String?, type: String = "CSSearchableItem", index: String = "default"
        )
            -> SearchRecord
        {
            var attributes = ["uniqueIdentifier": id]
            attributes["domainIdentifier"] = domain
            return SearchRecord(
                indexName: index, entityType: type, entityID: id, title: "Note \(id)", attributes: attributes)
        }
        try withStore(backend) { store in
            try store.upsert([
                item("a", "work"), item("b", "work.inbox"), item("c", "workshop"), item("d", nil),
                item("e", "home", type: "Soup"), item("f", "work", index: "archive"), Self.soups[0],
            ])
            var batch = SearchBatch()
            batch.deleteItems(identifiers: ["d", "e", "missing"])
            try store.endBatch(batch, clientState: nil, expectedClientState: nil)
            #expect(
                try store.search(SearchQuery("note")).map(\.key).sorted() == [
                    "CSSearchableItem/a", "CSSearchableItem/b", "CSSearchableItem/c",
                ])

            batch = SearchBatch()
            batch.deleteItems(domains: ["work"])
            try store.endBatch(batch, clientState: nil, expectedClientState: nil)
            #expect(
                try store.search(SearchQuery("note")).map(\.key) == ["CSSearchableItem/c"], "workshop is not in work")
            #expect(try store.count(indexName: "archive", entityType: nil) == 1, "another index keeps its items")
            #expect(try store.count(indexName: "default", entityType: "Soup") == 1, "a record that is no item stays")

            // Identifiers and domains are data, never patterns or SQL.
            let odd = #"x"'];-- %_"#
            try store.upsert([item(odd, "d%_"), item("y", "d%_.z"), item("z", "dd")])
            batch = SearchBatch()
            batch.deleteItems(domains: ["d%", "d_"])
            try store.endBatch(batch, clientState: nil, expectedClientState: nil)
            #expect(try store.count(indexName: "default", entityType: "CSSearchableItem") == 4)
            batch = SearchBatch()
            batch.deleteItems(identifiers: [odd], domains: ["d%_"])
            try store.endBatch(batch, clientState: nil, expectedClientState: nil)
            #expect(try store.search(SearchQuery("note")).map(\.record.entityID).sorted() == ["c", "z"])
        }
    }

    @Test(arguments: Backend.available)
    func batchCommitsOperationsWithItsClientState(_ backend: Backend) throws {
        try withStore(backend) { store in
            #expect(try store.fetchLastClientState(indexName: "default") == nil)
            var batch = store.beginBatch()
            batch.upsert(Self.soups)
            batch.delete(entityIDs: ["2"], entityType: "Soup")
            try store.endBatch(batch, clientState: Data("v1".utf8))
            #expect(try store.fetchLastClientState(indexName: "default") == Data("v1".utf8))
            #expect(try store.count(indexName: "default", entityType: nil) == 5)

            var second = store.beginBatch(indexName: "other")
            second.upsert([SearchRecord(entityType: "Soup", entityID: "9", title: "Miso")])
            try store.endBatch(second, clientState: Data([0, 255, 7]))
            #expect(try store.fetchLastClientState(indexName: "other") == Data([0, 255, 7]))
            #expect(try store.record(entityType: "Soup", entityID: "9", indexName: "other")?.indexName == "other")
            #expect(try store.fetchLastClientState(indexName: "default") == Data("v1".utf8))
        }
    }

    @Test(arguments: Backend.available)
    func batchWithAWrongExpectedStateAppliesNothing(_ backend: Backend) throws {
        try withStore(backend) { store in
            var first = store.beginBatch()
            first.upsert([Self.soups[0]])
            try store.endBatch(first, clientState: Data("v1".utf8), expectedClientState: Data())
            var second = store.beginBatch()
            second.upsert([Self.soups[1]])
            second.deleteAll()
            #expect {
                try store.endBatch(second, clientState: Data("v2".utf8), expectedClientState: Data("v0".utf8))
            } throws: { ($0 as? StoreError)?.code == .clientStateMismatch }
            #expect(try store.fetchLastClientState(indexName: "default") == Data("v1".utf8))
            #expect(try store.count(indexName: "default", entityType: nil) == 1)
            try store.endBatch(second, clientState: Data("v2".utf8), expectedClientState: Data("v1".utf8))
            #expect(try store.count(indexName: "default", entityType: nil) == 0)
            #expect(try store.fetchLastClientState(indexName: "default") == Data("v2".utf8))
        }
    }
}
