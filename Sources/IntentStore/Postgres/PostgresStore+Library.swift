import Foundation

extension PostgresStore: LibraryStore {
    package func put(_ json: Data, name: String, namespace: String) throws {
        try JSONText.validate(json, what: "a library document")
        try connection.withLock { connection in
            _ = try connection.execute(
                """
                INSERT INTO library(app, namespace, name, json, updated) VALUES ($1, $2, $3, $4, $5)
                ON CONFLICT (app, namespace, name) DO UPDATE SET json = excluded.json, updated = excluded.updated
                """,
                [
                    app, namespace, name, String(decoding: json, as: UTF8.self),
                    PostgresText.real(Date().timeIntervalSince1970),
                ])
        }
    }

    package func document(name: String, namespace: String) throws -> LibraryDocument? {
        try connection.withLock { connection in
            try connection.execute(
                "SELECT namespace, name, json, updated FROM library WHERE app = $1 AND namespace = $2 AND name = $3",
                [app, namespace, name]
            ).rows.first.map(Self.document)
        }
    }

    package func documents(namespace: String) throws -> [LibraryDocument] {
        try connection.withLock { connection in
            try connection.execute(
                "SELECT namespace, name, json, updated FROM library WHERE app = $1 AND namespace = $2 ORDER BY name",
                [app, namespace]
            ).rows.map(Self.document)
        }
    }

    package func deleteDocument(name: String, namespace: String) throws -> Bool {
        try connection.withLock { connection in
            try connection.execute(
                "DELETE FROM library WHERE app = $1 AND namespace = $2 AND name = $3", [app, namespace, name]
            ).affected > 0
        }
    }

    private static func document(_ row: [String?]) -> LibraryDocument {
        LibraryDocument(
            namespace: row[0] ?? "", name: row[1] ?? "", json: Data((row[2] ?? "null").utf8),
            updated: Date(timeIntervalSince1970: Double(row[3] ?? "0") ?? 0))
    }
}
