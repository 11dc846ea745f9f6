import Foundation

extension SQLiteStore: LibraryStore {
    package func put(_ json: Data, name: String, namespace: String) throws {
        try JSONText.validate(json, what: "a library document")
        try connection.withLock { connection in
            try connection.transaction {
                _ = try connection.run(
                    """
                    INSERT INTO library(namespace, name, json, updated) VALUES (?, ?, ?, ?)
                    ON CONFLICT(namespace, name) DO UPDATE SET json = excluded.json, updated = excluded.updated
                    """,
                    [
                        .text(namespace), .text(name), .text(String(decoding: json, as: UTF8.self)),
                        .real(Date().timeIntervalSince1970),
                    ])
            }
        }
    }

    package func document(name: String, namespace: String) throws -> LibraryDocument? {
        try connection.withLock { connection in
            var document: LibraryDocument?
            try connection.query(
                "SELECT namespace, name, json, updated FROM library WHERE namespace = ? AND name = ?",
                [.text(namespace), .text(name)]
            ) { document = Self.document($0) }
            return document
        }
    }

    package func documents(namespace: String) throws -> [LibraryDocument] {
        try connection.withLock { connection in
            var documents: [LibraryDocument] = []
            try connection.query(
                "SELECT namespace, name, json, updated FROM library WHERE namespace = ? ORDER BY name",
                [.text(namespace)]
            ) { documents.append(Self.document($0)) }
            return documents
        }
    }

    package func deleteDocument(name: String, namespace: String) throws -> Bool {
        try connection.withLock { connection in
            try connection.transaction {
                try connection.run(
                    "DELETE FROM library WHERE namespace = ? AND name = ?", [.text(namespace), .text(name)])
                    > 0
            }
        }
    }

    private static func document(_ row: SQLiteRow) -> LibraryDocument {
        LibraryDocument(
            namespace: row.text(0) ?? "", name: row.text(1) ?? "", json: Data((row.text(2) ?? "null").utf8),
            updated: Date(timeIntervalSince1970: row.double(3)))
    }
}
