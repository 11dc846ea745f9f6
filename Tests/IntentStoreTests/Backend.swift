import Foundation
import Testing

@testable import IntentStore

/// The backends every store test runs against.
enum Backend: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite
    case inMemory
    case postgres

    var testDescription: String { rawValue }

    /// `INTENTSTORE_POSTGRES_URL`, set by `eval "$(scripts/postgres.sh start)"`.
    static let postgresURL: String? = ProcessInfo.processInfo.environment["INTENTSTORE_POSTGRES_URL"].flatMap {
        $0.isEmpty ? nil : $0
    }
    /// On CI the PostgreSQL cases are mandatory: a missing URL fails them instead of skipping.
    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"
    /// Whether PostgreSQL cases run (or, on CI without a URL, run and fail).
    static let postgresEnabled = postgresURL != nil || isCI

    /// SQLite and in-memory always; PostgreSQL when a server is configured or on CI.
    static let available: [Backend] = postgresEnabled ? allCases : [.sqlite, .inMemory]
}

/// A fresh, empty store of one backend for one test, removed afterwards.
func withStore<T>(_ backend: Backend, app: String = "soupshop", _ body: (any IntentStorage) throws -> T) throws -> T {
    switch backend {
    case .inMemory:
        return try body(InMemoryStore())
    case .sqlite:
        let directory = try TemporaryDirectory()
        return try body(try SQLiteStore(path: directory.path("store.sqlite")))
    case .postgres:
        guard let url = Backend.postgresURL else {
            throw StoreError(
                .unavailable,
                "CI=true but INTENTSTORE_POSTGRES_URL is unset: run eval \"$(scripts/postgres.sh start)\" first")
        }
        let store = try PostgresStore(url: url, app: app, schema: uniqueSchema())
        defer { try? store.dropSchema() }
        return try body(store)
    }
}

/// A schema name no other test uses.
func uniqueSchema() -> String {
    "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(16)
}

/// A directory under the system's temporary directory, deleted when the value is released.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("intentstore-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

extension SearchHit {
    /// `type/id`, the way tests name hits.
    var key: String { "\(record.entityType)/\(record.entityID)" }
}
