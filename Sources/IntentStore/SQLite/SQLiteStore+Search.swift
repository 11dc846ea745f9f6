import Foundation

extension SQLiteStore: SearchIndex {
    /// bm25 column weights: title, keywords, subtitle, content description.
    static let bm25Call = "bm25(search_fts, 10.0, 5.0, 2.0, 1.0)"

    package func endBatch(_ batch: SearchBatch, clientState: Data?, expectedClientState: Data?) throws {
        try connection.withLock { connection in
            try connection.transaction {
                let index = SQLValue.text(batch.indexName)
                if let expectedClientState {
                    var stored = Data()
                    try connection.query("SELECT state FROM search_client_state WHERE index_name = ?", [index]) {
                        stored = $0.blob(0) ?? Data()
                    }
                    guard stored == expectedClientState else {
                        throw StoreError(
                            .clientStateMismatch,
                            "the client state of index '\(batch.indexName)' is not the expected one; nothing was applied",
                            input: batch.indexName)
                    }
                }
                for operation in batch.operations {
                    try Self.apply(operation, index: index, connection)
                }
                if let clientState {
                    try connection.run(
                        "INSERT INTO search_client_state(index_name, state) VALUES (?, ?) "
                            + "ON CONFLICT(index_name) DO UPDATE SET state = excluded.state",
                        [index, .blob(clientState)])
                }
            }
        }
    }

    private static func apply(
        _ operation: SearchBatch.Operation, index: SQLValue, _ connection: SQLiteConnection
    )
        throws
    {
        switch operation {
        case .upsert(let records):
            for record in records {
                try connection.run(
                    """
                    INSERT INTO search_items(index_name, entity_type, entity_id, title, subtitle, keywords,
                        keyword_text, content_description, attributes, hidden, priority)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(index_name, entity_type, entity_id) DO UPDATE SET
                        title = excluded.title, subtitle = excluded.subtitle, keywords = excluded.keywords,
                        keyword_text = excluded.keyword_text, content_description = excluded.content_description,
                        attributes = excluded.attributes, hidden = excluded.hidden, priority = excluded.priority
                    """,
                    [
                        index, .text(record.entityType), .text(record.entityID), .text(record.title),
                        record.subtitle.map(SQLValue.text) ?? .null,
                        .text(record.keywords.isEmpty ? "[]" : JSONText.array(record.keywords)),
                        .text(record.keywords.joined(separator: " ")),
                        record.contentDescription.map(SQLValue.text) ?? .null,
                        .text(record.attributes.isEmpty ? "{}" : JSONText.object(record.attributes)),
                        .integer(record.isHiddenInSpotlight ? 1 : 0), .integer(Int64(record.priority)),
                    ])
            }
        case .delete(let entityType, let entityIDs):
            for entityID in entityIDs {
                try connection.run(
                    "DELETE FROM search_items WHERE index_name = ? AND entity_type = ? AND entity_id = ?",
                    [index, .text(entityType), .text(entityID)])
            }
        case .deleteAllOfType(let entityType):
            try connection.run(
                "DELETE FROM search_items WHERE index_name = ? AND entity_type = ?", [index, .text(entityType)])
        case .deleteAll:
            try connection.run("DELETE FROM search_items WHERE index_name = ?", [index])
            try connection.run("DELETE FROM search_client_state WHERE index_name = ?", [index])
        }
    }

    package func fetchLastClientState(indexName: String) throws -> Data? {
        try connection.withLock { connection in
            var state: Data?
            try connection.query("SELECT state FROM search_client_state WHERE index_name = ?", [.text(indexName)]) {
                state = $0.blob(0)
            }
            return state
        }
    }

    package func search(_ query: SearchQuery) throws -> [SearchHit] {
        guard let match = SearchText.fts5Query(query.text), query.clampedLimit > 0 else { return [] }
        let typeFilter = query.entityType == nil ? "" : "AND i.entity_type = ?4"
        let sql = """
            SELECT \(Self.columns), \(Self.bm25Call) AS score
            FROM search_fts JOIN search_items i ON i.rowid = search_fts.rowid
            WHERE search_fts MATCH ?1 AND i.index_name = ?2 AND i.hidden = 0 \(typeFilter)
            ORDER BY score, i.priority DESC, i.entity_id LIMIT ?3
            """
        var values: [SQLValue] = [.text(match), .text(query.indexName), .integer(Int64(query.clampedLimit))]
        if let entityType = query.entityType { values.append(.text(entityType)) }
        return try connection.withLock { connection in
            var hits: [SearchHit] = []
            try connection.query(sql, values) { row in
                hits.append(SearchHit(record: Self.record(row), score: -row.double(10)))
            }
            return hits
        }
    }

    package func record(entityType: String, entityID: String, indexName: String) throws -> SearchRecord? {
        try connection.withLock { connection in
            var record: SearchRecord?
            try connection.query(
                "SELECT \(Self.columns) FROM search_items i WHERE index_name = ? AND entity_type = ? AND entity_id = ?",
                [.text(indexName), .text(entityType), .text(entityID)]
            ) { record = Self.record($0) }
            return record
        }
    }

    package func count(indexName: String, entityType: String?) throws -> Int {
        try connection.withLock { connection in
            if let entityType {
                return Int(
                    try connection.scalarInt(
                        "SELECT count(*) FROM search_items WHERE index_name = ? AND entity_type = ?",
                        [.text(indexName), .text(entityType)]))
            }
            return Int(
                try connection.scalarInt("SELECT count(*) FROM search_items WHERE index_name = ?", [.text(indexName)]))
        }
    }

    private static let columns = """
        i.index_name, i.entity_type, i.entity_id, i.title, i.subtitle, i.keywords, i.content_description,
        i.attributes, i.hidden, i.priority
        """

    private static func record(_ row: SQLiteRow) -> SearchRecord {
        SearchRecord(
            indexName: row.text(0) ?? "", entityType: row.text(1) ?? "", entityID: row.text(2) ?? "",
            title: row.text(3) ?? "", subtitle: row.text(4), keywords: JSONText.decodeArray(row.text(5) ?? "[]"),
            contentDescription: row.text(6), attributes: JSONText.decodeObject(row.text(7) ?? "{}"),
            isHiddenInSpotlight: row.int(8) != 0, priority: Int(row.int(9)))
    }
}
