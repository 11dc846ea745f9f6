import Foundation
import Testing

@testable import IntentStore

/// What only the PostgreSQL backend has: sharing one database between hosts and apps.
@Suite(
    .enabled(
        if: Backend.postgresEnabled,
        "PostgreSQL cases skipped: INTENTSTORE_POSTGRES_URL is unset (run eval \"$(scripts/postgres.sh start)\")"))
struct PostgresTests {
    static func url() throws -> String {
        guard let url = Backend.postgresURL else {
            throw StoreError(.unavailable, "CI=true but INTENTSTORE_POSTGRES_URL is unset")
        }
        return url
    }

    @Test func hostsSharingADatabaseSeeEachOthersWritesAndAppsStayApart() throws {
        let schema = uniqueSchema()
        let hostA = try PostgresStore(url: try Self.url(), app: "soupshop", schema: schema)
        defer { try? hostA.dropSchema() }
        let hostB = try PostgresStore(url: try Self.url(), app: "soupshop", schema: schema)
        let otherApp = try PostgresStore(url: try Self.url(), app: "teashop", schema: schema)
        try hostA.upsert([SearchRecord(entityType: "Soup", entityID: "1", title: "Tomato soup")])
        try hostA.put(Data("{}".utf8), name: "lunch", namespace: "shortcuts")
        #expect(try hostB.search(SearchQuery("tomato")).map(\.record.entityID) == ["1"])
        #expect(try hostB.documents(namespace: "shortcuts").map(\.name) == ["lunch"])
        #expect(try otherApp.search(SearchQuery("tomato")).isEmpty)
        #expect(try otherApp.documents(namespace: "shortcuts").isEmpty)
        #expect(try hostB.appliedSchemaVersions() == [1])
    }

    @Test func aSchemaOfAnotherApplicationIsRefusedUntouched() throws {
        let schema = uniqueSchema()
        let connection = try PostgresConnection(url: try Self.url())
        try connection.execute("CREATE SCHEMA \(schema)")
        defer { _ = try? connection.execute("DROP SCHEMA \(schema) CASCADE") }
        try connection.execute("CREATE TABLE \(schema).contacts(name text)")
        #expect {
            try PostgresStore(url: try Self.url(), app: "soupshop", schema: schema)
        } throws: { error in
            (error as? StoreError)?.code == .notAStore && (error as? StoreError)?.input == schema
        }
        let tables = try connection.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = $1", [schema]
        ).rows.map { $0[0] }
        #expect(tables == ["contacts"])
    }

    @Test func aNewerSchemaVersionIsAClearError() throws {
        let schema = uniqueSchema()
        let store = try PostgresStore(url: try Self.url(), app: "soupshop", schema: schema)
        defer { try? store.dropSchema() }
        try store.connection.withLock {
            _ = try $0.execute("INSERT INTO intentstore_migrations(version, description) VALUES (9, 'future')")
        }
        #expect {
            try PostgresStore(url: try Self.url(), app: "soupshop", schema: schema)
        } throws: { error in
            (error as? StoreError)?.code == .newerSchema
                && (error as? StoreError)?.message.contains("version 9") == true
        }
    }

    @Test func badSchemaNamesAndUnreachableServersAreClearErrors() throws {
        for bad in ["Public", "a-b", "1abc", "x; DROP SCHEMA public", ""] {
            #expect { try PostgresStore(url: try Self.url(), app: "a", schema: bad) } throws: {
                ($0 as? StoreError)?.code == .invalidInput
            }
        }
        #expect {
            try PostgresStore(url: "postgresql://nobody@127.0.0.1:1/none?connect_timeout=2", app: "a")
        } throws: { ($0 as? StoreError)?.code == .unavailable }
    }

    @Test func aDroppedConnectionReconnectsWithItsSchema() throws {
        let schema = uniqueSchema()
        let store = try PostgresStore(url: try Self.url(), app: "soupshop", schema: schema)
        defer { try? store.dropSchema() }
        try store.upsert([SearchRecord(entityType: "Soup", entityID: "1", title: "Tomato")])
        let pid = try store.connection.withLock { try $0.execute("SELECT pg_backend_pid()").rows[0][0] ?? "" }
        let admin = try PostgresConnection(url: try Self.url())
        #expect(try admin.execute("SELECT pg_terminate_backend($1::int)", [pid]).rows[0][0] == "t")
        // The call that finds the socket closed fails; the next one reconnects, search_path included.
        _ = try? store.search(SearchQuery("tomato"))
        #expect(try store.search(SearchQuery("tomato")).map(\.record.entityID) == ["1"])
    }
}
