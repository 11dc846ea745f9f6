/// Where an app's store lives; `open(app:)` gives the backend behind the store protocols.
///
/// ```swift
/// let store = try StoreLocation.appDataDirectory.open(app: "soupshop")   // ~/.local/share/soupshop/soupshop.sqlite
/// try store.upsert([SearchRecord(entityType: "SoupEntity", entityID: "1", title: "Tomato soup")])
/// ```
package enum StoreLocation: Sendable, Hashable {
    /// The default SQLite file under the app's data directory (`StorePaths.defaultDatabasePath(app:)`).
    case appDataDirectory
    /// A SQLite file at any path.
    case sqlite(path: String)
    /// Nothing on disk; gone when the process ends (tests, previews).
    case inMemory
    /// A PostgreSQL database shared by several hosts, tables in `schema`.
    case postgres(url: String, schema: String)

    /// Opens the store of `app` at this location.
    /// - Throws: `StoreError` from the backend (see `SQLiteStore.init` and `PostgresStore.init`).
    package func open(app: String) throws -> any IntentStorage {
        switch self {
        case .appDataDirectory: try SQLiteStore(path: StorePaths.defaultDatabasePath(app: app))
        case .sqlite(let path): try SQLiteStore(path: path)
        case .inMemory: InMemoryStore()
        case .postgres(let url, let schema): try PostgresStore(url: url, app: app, schema: schema)
        }
    }
}
