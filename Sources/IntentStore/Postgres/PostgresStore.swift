import Foundation
import Synchronization

/// A store in a PostgreSQL database, shared by several hosts; each store instance sees one app.
///
/// ```swift
/// let store = try PostgresStore(url: "postgresql://postgres@127.0.0.1:55432/postgres", app: "soupshop")
/// ```
///
/// The tables live in a PostgreSQL schema (default `intentstore`). Opening refuses a schema that
/// holds tables but no IntentStore marker (`notAStore`) and one migrated by newer code
/// (`newerSchema`). Strings holding NUL are refused (`invalidInput`): PostgreSQL text cannot hold them.
package final class PostgresStore: Sendable {
    /// The app whose records this instance reads and writes.
    package let app: String
    /// The PostgreSQL schema holding the tables.
    package let schema: String
    let connection: Mutex<PostgresConnection>

    /// Connects and migrates the schema.
    ///
    /// - Parameters:
    ///   - url: A libpq connection string or `postgresql://` URL.
    ///   - app: The app whose records this instance sees.
    ///   - schema: The PostgreSQL schema: lower-case letters, digits and `_`, starting with a letter.
    /// - Throws: `StoreError` `unavailable`, `notAStore`, `newerSchema` or `invalidInput`.
    package init(url: String, app: String, schema: String = "intentstore") throws {
        guard let first = schema.unicodeScalars.first, ("a"..."z").contains(first), schema.count <= 63,
            schema.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" })
        else {
            throw StoreError(
                .invalidInput, "a PostgreSQL schema name must be lower-case letters, digits and _ (at most 63)",
                input: schema)
        }
        self.app = app
        self.schema = schema
        let connection = try PostgresConnection(url: url)
        try Self.migrate(connection, schema: schema)
        connection.sessionSetup = ["SET client_min_messages = warning", "SET search_path TO \(schema)"]
        for statement in connection.sessionSetup { try connection.execute(statement) }
        self.connection = Mutex(connection)
    }

    /// The schema versions recorded in the database, oldest first.
    package func appliedSchemaVersions() throws -> [Int] {
        try connection.withLock { connection in
            try connection.execute("SELECT version FROM intentstore_migrations ORDER BY version").rows.compactMap {
                $0[0].flatMap { Int($0) }
            }
        }
    }

    /// Drops the whole schema with every app's data in it (for throwaway test schemas).
    package func dropSchema() throws {
        try connection.withLock { _ = try $0.execute("DROP SCHEMA \(schema) CASCADE") }
    }

    /// Creates or upgrades the schema under an advisory lock, so hosts starting together migrate once.
    private static func migrate(_ connection: PostgresConnection, schema: String) throws {
        try connection.transaction {
            try connection.execute("SELECT pg_advisory_xact_lock(hashtext($1))", ["intentstore:" + schema])
            let tables = try connection.execute(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = $1", [schema]
            ).rows.compactMap { $0[0] }
            if !tables.isEmpty && !tables.contains("intentstore_meta") {
                throw StoreError(
                    .notAStore,
                    "the PostgreSQL schema '\(schema)' holds \(tables.count) tables of another application and no "
                        + "IntentStore marker; choose another schema. Nothing was changed", input: schema)
            }
            try connection.execute("CREATE SCHEMA IF NOT EXISTS \(schema)")
            try connection.execute("SET LOCAL search_path TO \(schema)")
            try connection.execute(
                "CREATE TABLE IF NOT EXISTS intentstore_meta(key text PRIMARY KEY, value text NOT NULL)")
            try connection.execute(
                "INSERT INTO intentstore_meta VALUES ('format', $1) ON CONFLICT (key) DO NOTHING",
                [PostgresSchema.marker])
            let marker = try connection.execute("SELECT value FROM intentstore_meta WHERE key = 'format'").rows.first?[
                0]
            guard marker == PostgresSchema.marker else {
                throw StoreError(
                    .notAStore,
                    "the PostgreSQL schema '\(schema)' has format '\(marker ?? "")', expected '\(PostgresSchema.marker)'",
                    input: schema)
            }
            try connection.execute(
                """
                CREATE TABLE IF NOT EXISTS intentstore_migrations(
                    version integer PRIMARY KEY, description text NOT NULL, applied timestamptz NOT NULL DEFAULT now())
                """)
            let current =
                Int(
                    try connection.execute("SELECT coalesce(max(version), 0) FROM intentstore_migrations").rows[0][0]
                        ?? "0")
                ?? 0
            if current > PostgresSchema.latestVersion {
                throw StoreError(
                    .newerSchema,
                    "the PostgreSQL schema '\(schema)' has schema version \(current), newer than the "
                        + "\(PostgresSchema.latestVersion) this code knows; upgrade the program", input: schema)
            }
            for migration in PostgresSchema.migrations where migration.version > current {
                for statement in migration.statements { try connection.execute(statement) }
                try connection.execute(
                    "INSERT INTO intentstore_migrations(version, description) VALUES ($1, $2)",
                    [String(migration.version), migration.description])
            }
        }
    }
}
