import CSQLite
import Foundation
import TestSupport
import Testing

@testable import IntentStore

/// What only the SQLite file backend has: paths, WAL, migrations, refusing files that are not ours.
@Suite(.ownThreads) struct SQLiteFileTests {
    /// A file given as the store that must be refused and left byte for byte as it was.
    struct ForeignFile: CustomTestStringConvertible, Sendable {
        var name: String
        var make: @Sendable (String) throws -> Void
        var expected: String
        var testDescription: String { name }
    }

    static let foreignFiles = [
        ForeignFile(
            name: "random bytes",
            make: { path in
                var generator = SystemRandomNumberGenerator()
                let bytes = (0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) }
                try Data(bytes).write(to: URL(fileURLWithPath: path))
            }, expected: "expected a SQLite 3 file"),
        ForeignFile(
            name: "text file",
            make: { try Data("name,price\ntomato,4.50\n".utf8).write(to: URL(fileURLWithPath: $0)) },
            expected: "expected a SQLite 3 file"),
        ForeignFile(
            name: "another application's SQLite database",
            make: { path in
                let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
                try connection.execute(
                    "CREATE TABLE contacts(name TEXT); INSERT INTO contacts VALUES ('Ada'); PRAGMA user_version = 3")
            }, expected: "expected an IntentStore database (application_id 0x41495354)"),
        ForeignFile(
            name: "SQLite header followed by garbage",
            make: { path in
                var bytes = Array("SQLite format 3\0".utf8)
                bytes += (0..<4080).map { UInt8(truncatingIfNeeded: $0 &* 31) }
                try Data(bytes).write(to: URL(fileURLWithPath: path))
            }, expected: "IntentStore"),
    ]

    static func donations(_ count: Int, into store: SQLiteStore) throws {
        for index in 0..<count {
            try store.insert(
                DonationRecord(
                    app: "soupshop", intentIdentifier: "OrderSoupIntent",
                    parametersJSON: #"{"soup":"soup-\#(index)","note":"\#(String(repeating: "x", count: 400))"}"#,
                    entityIDs: ["soup-\(index)"], date: Date()))
        }
    }

    static func walSize(_ path: String) -> Int { fileSize(path + "-wal") }

    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    @Test func theWriteAheadLogIsCheckpointedByTheStoresOwnThread() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("store.sqlite")
        let store = try SQLiteStore(path: path, checkpointPages: 16)
        try Self.donations(300, into: store)
        // The thread runs at the lowest priority: on a busy machine it may wait; up to 30 s, then fail.
        for _ in 0..<3000 where store.checkpointer.completed == 0 || Self.fileSize(path) <= 4096 {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(store.checkpointer.completed > 0)
        // The pages were copied back: a checkpoint that saw no log (a connection that had not yet
        // read the file) left the database at its first page and the log growing.
        #expect(Self.fileSize(path) > 4096 * 8, "the database file has \(Self.fileSize(path)) bytes")
        #expect(try store.donations(matching: DonationFilter()).count == 300)
        #expect(try store.integrityCheck() == "ok")
        // A new connection reads everything from the database and the log.
        #expect(try SQLiteStore(path: path).donations(matching: DonationFilter()).count == 300)
    }

    @Test func theWriterCheckpointsWhenTheThreadFallsBehind() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("store.sqlite")
        let store = try SQLiteStore(path: path, checkpointPages: 16)
        // A thread that never checkpoints: stopped before its first request.
        store.checkpointer.stop()
        try Self.donations(1500, into: store)
        #expect(store.checkpointer.writersCheckpoints > 0)
        // Without it the log passes 1,200 pages (the test below); with it, it starts over once it
        // passes eight times the threshold.
        #expect(Self.walSize(path) < 4096 * 300, "\(Self.walSize(path)) bytes of log")
        #expect(try store.donations(matching: DonationFilter(limit: 2000)).count == 1500)
        #expect(try store.integrityCheck() == "ok")
    }

    @Test func writesNoLongerCheckpointThemselves() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("store.sqlite")
        // No request ever reaches the checkpointer: with SQLite's automatic checkpoint the log
        // would start over at about 1,000 pages (4 MB); without it, it only grows.
        let store = try SQLiteStore(path: path, checkpointPages: .max)
        try Self.donations(1500, into: store)
        #expect(Self.walSize(path) > 4096 * 1200, "\(Self.walSize(path)) bytes of log")
        #expect(store.checkpointer.completed == 0)
    }

    @Test(arguments: foreignFiles)
    func foreignFilesAreRefusedAndLeftUntouched(_ file: ForeignFile) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("foreign.db")
        try file.make(path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect {
            try SQLiteStore(path: path)
        } throws: { error in
            guard let error = error as? StoreError else { return false }
            return [.notAStore, .corrupt].contains(error.code) && error.input == path
                && error.message.contains("'\(path)'") && error.message.contains(file.expected)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(leftovers == ["foreign.db"])
    }

    @Test func aDirectoryIsRefused() throws {
        let directory = try TemporaryDirectory()
        #expect { try SQLiteStore(path: directory.url.path) } throws: { ($0 as? StoreError)?.code == .notAStore }
    }

    @Test func newStoreUsesWALAndRecordsItsMigrations() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("nested/dirs/app.sqlite")
        let store = try SQLiteStore(path: path)
        #expect(try store.appliedSchemaVersions() == [1])
        #expect(SQLiteStore.latestSchemaVersion == 1)
        let mode = try store.connection.withLock { try $0.scalarText("PRAGMA journal_mode") }
        #expect(mode == "wal")
        let timeout = try store.connection.withLock { try $0.scalarInt("PRAGMA busy_timeout") }
        #expect(timeout == 30_000)
        #expect(try store.integrityCheck() == "ok")
    }

    @Test func dataSurvivesReopeningAndMigrationsRunOnce() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("app.sqlite")
        do {
            let store = try SQLiteStore(path: path)
            try store.upsert([SearchRecord(entityType: "Soup", entityID: "1", title: "Tomato")])
            try store.put(Data("{}".utf8), name: "a", namespace: "n")
        }
        let reopened = try SQLiteStore(path: path)
        #expect(try reopened.appliedSchemaVersions() == [1])
        #expect(try reopened.search(SearchQuery("tomato")).count == 1)
        #expect(try reopened.documents(namespace: "n").count == 1)
    }

    @Test func anEmptyFileBecomesAStore() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let store = try SQLiteStore(path: path)
        #expect(try store.appliedSchemaVersions() == [1])
    }

    @Test func aNewerSchemaIsAClearErrorAndChangesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("app.sqlite")
        do {
            let store = try SQLiteStore(path: path)
            try store.upsert([SearchRecord(entityType: "Soup", entityID: "1", title: "Tomato")])
            try store.connection.withLock {
                _ = try $0.run("INSERT INTO intentstore_migrations VALUES (7, 'from the future', 0)")
            }
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect {
            try SQLiteStore(path: path)
        } throws: { error in
            guard let error = error as? StoreError else { return false }
            return error.code == .newerSchema && error.message.contains("schema version 7")
                && error.message.contains("newer than the 1") && error.input == path
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func defaultPathFollowsXDG() throws {
        #expect(
            try StorePaths.defaultDatabasePath(
                app: "soupshop", environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"])
                == "/data/soupshop/soupshop.sqlite")
        #expect(
            try StorePaths.defaultDatabasePath(app: "soupshop", environment: ["HOME": "/home/a"])
                == "/home/a/.local/share/soupshop/soupshop.sqlite")
        // A relative XDG_DATA_HOME is invalid per the specification and ignored.
        #expect(
            try StorePaths.defaultDatabasePath(app: "soupshop", environment: ["XDG_DATA_HOME": "rel", "HOME": "/h"])
                == "/h/.local/share/soupshop/soupshop.sqlite")
        for bad in ["", "..", "a/b", "."] {
            #expect { try StorePaths.defaultDatabasePath(app: bad, environment: [:]) } throws: { error in
                (error as? StoreError)?.code == .invalidInput && (error as? StoreError)?.input == bad
            }
        }
    }

    @Test func twoStoresInOneProcessShareTheFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("shared.sqlite")
        let first = try SQLiteStore(path: path)
        let second = try SQLiteStore(path: path)
        try first.upsert([SearchRecord(entityType: "Soup", entityID: "1", title: "Tomato")])
        #expect(try second.search(SearchQuery("tomato")).map(\.record.entityID) == ["1"])
    }
}

/// The full-text index is kept in step with the records by hand (no triggers); FTS5's own
/// integrity check proves it after every kind of change.
@Suite(.ownThreads) struct SQLiteIndexConsistencyTests {
    @Test func indexAgreesWithRecordsAfterEveryKindOfChange() throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteStore(path: directory.path("app.sqlite"))
        func record(_ id: String, _ title: String, hidden: Bool = false, type: String = "Soup") -> SearchRecord {
            SearchRecord(
                entityType: type, entityID: id, title: title, keywords: ["k\(id)"], isHiddenInSpotlight: hidden)
        }
        try store.upsert((0..<20).map { record("\($0)", "soup \($0)") })
        try store.upsert([record("1", "renamed"), record("2", "now hidden", hidden: true)])
        try store.upsert([record("2", "visible again"), record("3", "hidden", hidden: true)])
        try store.upsert([record("3", "hidden still", hidden: true)])
        try store.delete(entityIDs: ["4", "3", "nope"], entityType: "Soup")
        try store.upsert([
            record("x", "an order", type: "Order"), record("h", "hidden order", hidden: true, type: "Order"),
        ])
        try store.upsert([SearchRecord(indexName: "other", entityType: "Soup", entityID: "1", title: "other soup")])
        #expect(try store.integrityCheck() == "ok")
        try store.deleteAll(entityType: "Order")
        try store.deleteAll(indexName: "other")
        #expect(try store.integrityCheck() == "ok")
        #expect(try store.search(SearchQuery("renamed")).map(\.record.entityID) == ["1"])
        #expect(try store.search(SearchQuery("visible")).map(\.record.entityID) == ["2"])
        #expect(try store.search(SearchQuery("hidden")).isEmpty)
        #expect(try store.search(SearchQuery("soup", limit: 100)).count == 16)  // 0, 5…19
        #expect(try store.search(SearchQuery("order")).isEmpty)

        // The check can fail: change a record's text behind the index's back.
        try store.connection.withLock {
            _ = try $0.run("UPDATE search_items SET title = 'tampered' WHERE entity_id = '7'")
        }
        #expect(try store.integrityCheck() != "ok")
    }
}

@Suite(.ownThreads) struct StoreLocationTests {
    @Test func locationsOpenTheirBackends() throws {
        let directory = try TemporaryDirectory()
        #expect(try StoreLocation.inMemory.open(app: "a") is InMemoryStore)
        let sqlite = try StoreLocation.sqlite(path: directory.path("x/a.sqlite")).open(app: "a")
        #expect((sqlite as? SQLiteStore)?.path == directory.path("x/a.sqlite"))
        #expect { try StoreLocation.appDataDirectory.open(app: "../escape") } throws: {
            ($0 as? StoreError)?.code == .invalidInput
        }
    }
}
