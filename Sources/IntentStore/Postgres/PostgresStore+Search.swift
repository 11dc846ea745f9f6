import Foundation

extension PostgresStore: SearchIndex {
    package func endBatch(_ batch: SearchBatch, clientState: Data?, expectedClientState: Data?) throws {
        try connection.withLock { connection in
            try connection.transaction {
                if let expectedClientState {
                    let stored = try connection.execute(
                        "SELECT state FROM search_client_state WHERE app = $1 AND index_name = $2 FOR UPDATE",
                        [app, batch.indexName]
                    ).rows.first?[0].map(PostgresText.data(fromBytea:))
                    guard (stored ?? Data()) == expectedClientState else {
                        throw StoreError(
                            .clientStateMismatch,
                            "the client state of index '\(batch.indexName)' is not the expected one; nothing was applied",
                            input: batch.indexName)
                    }
                }
                for operation in batch.operations {
                    try apply(operation, indexName: batch.indexName, connection)
                }
                if let clientState {
                    try connection.execute(
                        """
                        INSERT INTO search_client_state(app, index_name, state) VALUES ($1, $2, $3::bytea)
                        ON CONFLICT (app, index_name) DO UPDATE SET state = excluded.state
                        """, [app, batch.indexName, PostgresText.bytea(clientState)])
                }
            }
        }
    }

    private func apply(_ operation: SearchBatch.Operation, indexName: String, _ connection: PostgresConnection) throws {
        switch operation {
        case .upsert(let records):
            for record in records {
                // The document is built from terms folded in Swift, so PostgreSQL's parser sees plain
                // words and matches exactly what SQLite's unicode61 tokenizer would.
                func terms(_ text: String?) -> String { SearchText.terms(text ?? "").joined(separator: " ") }
                try connection.execute(
                    """
                    INSERT INTO search_items(app, index_name, entity_type, entity_id, title, subtitle, keywords,
                        content_description, attributes, hidden, priority, document)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
                        setweight(to_tsvector('simple', $12), 'A') || setweight(to_tsvector('simple', $13), 'B')
                        || setweight(to_tsvector('simple', $14), 'C') || setweight(to_tsvector('simple', $15), 'D'))
                    ON CONFLICT (app, index_name, entity_type, entity_id) DO UPDATE SET
                        title = excluded.title, subtitle = excluded.subtitle, keywords = excluded.keywords,
                        content_description = excluded.content_description, attributes = excluded.attributes,
                        hidden = excluded.hidden, priority = excluded.priority, document = excluded.document
                    """,
                    [
                        app, indexName, record.entityType, record.entityID, record.title, record.subtitle,
                        JSONText.array(record.keywords), record.contentDescription, JSONText.object(record.attributes),
                        record.isHiddenInSpotlight ? "true" : "false", String(record.priority),
                        terms(record.title), terms(record.keywords.joined(separator: " ")), terms(record.subtitle),
                        terms(record.contentDescription),
                    ])
            }
        case .delete(let entityType, let entityIDs):
            for entityID in entityIDs {
                try connection.execute(
                    "DELETE FROM search_items WHERE app = $1 AND index_name = $2 AND entity_type = $3 AND entity_id = $4",
                    [app, indexName, entityType, entityID])
            }
        case .deleteAllOfType(let entityType):
            try connection.execute(
                "DELETE FROM search_items WHERE app = $1 AND index_name = $2 AND entity_type = $3",
                [app, indexName, entityType])
        case .deleteAll:
            try connection.execute("DELETE FROM search_items WHERE app = $1 AND index_name = $2", [app, indexName])
            try connection.execute(
                "DELETE FROM search_client_state WHERE app = $1 AND index_name = $2", [app, indexName])
        case .deleteItems(let identifiers, let domains):
            // The lists go in as JSON arrays; a domain matches itself and its subdomains.
            try connection.execute(
                """
                DELETE FROM search_items WHERE app = $1 AND index_name = $2 AND (
                    (attributes::jsonb ->> '\(SearchRecord.itemIdentifierAttribute)')
                        IN (SELECT jsonb_array_elements_text($3::jsonb))
                    OR EXISTS (
                        SELECT 1 FROM jsonb_array_elements_text($4::jsonb) AS d(domain)
                        WHERE (attributes::jsonb ->> '\(SearchRecord.itemDomainAttribute)') = d.domain
                            OR left(attributes::jsonb ->> '\(SearchRecord.itemDomainAttribute)', length(d.domain) + 1)
                                = d.domain || '.'))
                """, [app, indexName, JSONText.array(identifiers), JSONText.array(domains)])
        }
    }

    package func fetchLastClientState(indexName: String) throws -> Data? {
        try connection.withLock { connection in
            try connection.execute(
                "SELECT state FROM search_client_state WHERE app = $1 AND index_name = $2", [app, indexName]
            ).rows.first?[0].map(PostgresText.data(fromBytea:))
        }
    }

    package func search(_ query: SearchQuery) throws -> [SearchHit] {
        guard let tsQuery = SearchText.tsQuery(query.text), query.clampedLimit > 0 else { return [] }
        return try connection.withLock { connection in
            try connection.execute(
                """
                SELECT \(Self.columns), ts_rank(document, q) AS score
                FROM search_items, to_tsquery('simple', $1) AS q
                WHERE app = $2 AND index_name = $3 AND NOT hidden AND document @@ q
                    AND ($5::text IS NULL OR entity_type = $5)
                ORDER BY score DESC, priority DESC, entity_id LIMIT $4
                """, [tsQuery, app, query.indexName, String(query.clampedLimit), query.entityType]
            ).rows.map { SearchHit(record: Self.record($0), score: Double($0[10] ?? "0") ?? 0) }
        }
    }

    package func record(entityType: String, entityID: String, indexName: String) throws -> SearchRecord? {
        try connection.withLock { connection in
            try connection.execute(
                """
                SELECT \(Self.columns) FROM search_items
                WHERE app = $1 AND index_name = $2 AND entity_type = $3 AND entity_id = $4
                """, [app, indexName, entityType, entityID]
            ).rows.first.map(Self.record)
        }
    }

    package func count(indexName: String, entityType: String?) throws -> Int {
        try connection.withLock { connection in
            Int(
                try connection.execute(
                    """
                    SELECT count(*) FROM search_items
                    WHERE app = $1 AND index_name = $2 AND ($3::text IS NULL OR entity_type = $3)
                    """, [app, indexName, entityType]
                ).rows[0][0] ?? "0") ?? 0
        }
    }

    private static let columns = """
        index_name, entity_type, entity_id, title, subtitle, keywords, content_description, attributes, hidden, priority
        """

    private static func record(_ row: [String?]) -> SearchRecord {
        SearchRecord(
            indexName: row[0] ?? "", entityType: row[1] ?? "", entityID: row[2] ?? "", title: row[3] ?? "",
            subtitle: row[4], keywords: JSONText.decodeArray(row[5] ?? "[]"), contentDescription: row[6],
            attributes: JSONText.decodeObject(row[7] ?? "{}"), isHiddenInSpotlight: row[8] == "t",
            priority: Int(row[9] ?? "0") ?? 0)
    }
}
