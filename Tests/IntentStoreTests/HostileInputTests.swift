import Foundation
import Testing

@testable import IntentStore

/// Input meant to break a store: query syntax, SQL, huge and malformed strings.
@Suite struct HostileInputTests {
    /// Text that is syntax to FTS5, tsquery or SQL, stored as titles and searched for.
    static let syntax = [
        #"say "hello"#, "soup*", "NEAR(soup tomato, 2)", "soup AND NOT tomato", "OR", "a:b ^c", "(((",
        "'; DROP TABLE search_items; --", #"Robert"); DELETE FROM donations; --"#, "100% _wild_ \\ \\x00",
        "tomato & !leek | (x:*)", "{col}: title", "-soup +tomato",
    ]

    @Test(arguments: Backend.available)
    func querySyntaxIsSearchedLiterally(_ backend: Backend) throws {
        try withStore(backend) { store in
            try store.upsert([
                SearchRecord(entityType: "Soup", entityID: "1", title: "tomato soup"),
                SearchRecord(entityType: "Soup", entityID: "2", title: "soup near the leek"),
                SearchRecord(entityType: "Soup", entityID: "3", title: "or and not"),
            ])
            #expect(try store.search(SearchQuery("NEAR(")).map(\.key) == ["Soup/2"])
            #expect(try store.search(SearchQuery("\"tomato")).map(\.key) == ["Soup/1"])
            #expect(try store.search(SearchQuery("soup*")).map(\.key).sorted() == ["Soup/1", "Soup/2"])
            #expect(try store.search(SearchQuery("tomato AND leek")).isEmpty)  // "and" is a word to find
            #expect(try store.search(SearchQuery("OR AND NOT")).map(\.key) == ["Soup/3"])
            #expect(try store.search(SearchQuery("tomato OR leek")).isEmpty)
            for text in ["\"", "*", "(", ")", "^", ":", "'", "&|!", "   ", ""] {
                #expect(try store.search(SearchQuery(text)).isEmpty, "query \(text.debugDescription)")
            }
        }
    }

    @Test(arguments: Backend.available)
    func syntaxInRecordsIsStoredAndFoundVerbatim(_ backend: Backend) throws {
        try withStore(backend) { store in
            let records = Self.syntax.enumerated().map { index, text in
                SearchRecord(
                    entityType: text, entityID: text + "\(index)", title: "item\(index)z " + text, subtitle: text,
                    keywords: [text, "k\(index)z"], contentDescription: text, attributes: [text: text])
            }
            try store.upsert(records)
            for (index, record) in records.enumerated() {
                #expect(
                    try store.record(entityType: record.entityType, entityID: record.entityID, indexName: "default")
                        == record)
                let hits = try store.search(SearchQuery(record.title))
                #expect(hits.map(\.record.entityID) == [record.entityID], "title \(record.title.debugDescription)")
                #expect(try store.search(SearchQuery("k\(index)z")).count == 1)
            }
            try store.delete(entityIDs: [records[7].entityID], entityType: records[7].entityType)
            #expect(try store.count(indexName: "default", entityType: nil) == records.count - 1)
        }
    }

    @Test(arguments: Backend.available)
    func hugeStringsAreStoredAndSearched(_ backend: Backend) throws {
        try withStore(backend) { store in
            let huge = String(repeating: "minestrone ", count: 100_000) + "needle"  // 1.1 MB
            let longWord = String(repeating: "x", count: 100_000)
            try store.upsert([
                SearchRecord(entityType: "Soup", entityID: "big", title: "big", contentDescription: huge),
                SearchRecord(entityType: "Soup", entityID: longWord, title: longWord),
            ])
            #expect(try store.search(SearchQuery("needle")).map(\.record.entityID) == ["big"])
            #expect(
                try store.record(entityType: "Soup", entityID: "big", indexName: "default")?.contentDescription == huge)
            #expect(try store.record(entityType: "Soup", entityID: longWord, indexName: "default")?.title == longWord)
            // A pasted novel as a query: bounded, answered, no match.
            #expect(try store.search(SearchQuery(huge + " " + longWord + " zzz")).isEmpty)
        }
    }

    @Test(arguments: Backend.available)
    func invalidUTF8BecomesReplacementCharactersAndRoundTrips(_ backend: Backend) throws {
        try withStore(backend) { store in
            let broken = String(decoding: [0x73, 0x6F, 0xFF, 0xFE, 0x75, 0x70, 0xC3], as: UTF8.self)
            #expect(broken == "so\u{FFFD}\u{FFFD}up\u{FFFD}")
            try store.upsert([SearchRecord(entityType: "Soup", entityID: broken, title: broken)])
            #expect(try store.record(entityType: "Soup", entityID: broken, indexName: "default")?.title == broken)
            #expect(try store.search(SearchQuery("up")).map(\.record.entityID) == [broken])
            #expect(try store.search(SearchQuery(broken)).map(\.record.entityID) == [broken])
        }
    }

    @Test(arguments: Backend.available)
    func nulCharactersRoundTripOrAreRefusedClearly(_ backend: Backend) throws {
        try withStore(backend) { store in
            let record = SearchRecord(entityType: "Soup", entityID: "nul", title: "before\0after")
            if backend == .postgres {
                // PostgreSQL text cannot hold NUL: a clear error, and nothing stored.
                #expect { try store.upsert([record]) } throws: { ($0 as? StoreError)?.code == .invalidInput }
                #expect(try store.count(indexName: "default", entityType: nil) == 0)
            } else {
                try store.upsert([record])
                #expect(
                    try store.record(entityType: "Soup", entityID: "nul", indexName: "default")?.title
                        == "before\0after")
                #expect(try store.search(SearchQuery("after")).count == 1)
            }
        }
    }

    @Test(arguments: Backend.available)
    func hostileNamesWorkInEveryOtherAPI(_ backend: Backend) throws {
        try withStore(backend) { store in
            let name = "x'; DROP TABLE library; --\"*"
            try store.put(Data(#"{"a":"'; DROP TABLE donations; --"}"#.utf8), name: name, namespace: name)
            #expect(try store.documents(namespace: name).map(\.name) == [name])
            let donation = DonationRecord(
                app: name, intentIdentifier: name, parametersJSON: #"{"q":"\" OR 1=1 --"}"#, entityIDs: [name],
                date: Date(timeIntervalSince1970: 1_000), timeZoneOffset: 0, resultSummary: name)
            try store.insert(donation)
            #expect(try store.donations(matching: DonationFilter(entityID: name)) == [donation])
            #expect(try store.deleteDonations(intentIdentifier: name, app: name) == 1)
            #expect(try store.deleteDocument(name: name, namespace: name))
            #expect(try store.documents(namespace: name).isEmpty)
        }
    }
}
