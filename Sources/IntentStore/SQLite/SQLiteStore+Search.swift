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
                var scopes = Scopes(indexName: batch.indexName)
                for operation in batch.operations {
                    try Self.apply(operation, &scopes, connection)
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

    /// The scope ids of one index's entity types, looked up (or created) once per batch.
    struct Scopes {
        let indexName: String
        var ids: [String: Int64] = [:]

        init(indexName: String) { self.indexName = indexName }

        /// The id of `entityType`'s scope; created when `create` is true, nil when absent otherwise.
        mutating func id(_ entityType: String, create: Bool, _ connection: SQLiteConnection) throws -> Int64? {
            if let id = ids[entityType] { return id }
            let key: [SQLValue] = [.text(indexName), .text(entityType)]
            if create {
                try connection.run(
                    "INSERT INTO search_scopes(index_name, entity_type) VALUES (?, ?) ON CONFLICT DO NOTHING", key)
            }
            var found: Int64?
            try connection.query("SELECT id FROM search_scopes WHERE index_name = ? AND entity_type = ?", key) {
                found = $0.int(0)
            }
            if let found { ids[entityType] = found }
            return found
        }
    }

    private static func apply(
        _ operation: SearchBatch.Operation, _ scopes: inout Scopes, _ connection: SQLiteConnection
    )
        throws
    {
        switch operation {
        case .upsert(let records):
            for record in records {
                guard let scope = try scopes.id(record.entityType, create: true, connection) else {
                    throw StoreError(.backend, "SQLite did not keep a search scope", input: record.entityType)
                }
                try upsert(record, scope: scope, connection)
            }
        case .delete(let entityType, let entityIDs):
            guard let scope = try scopes.id(entityType, create: false, connection) else { return }
            for entityID in entityIDs {
                guard let (rowid, hidden) = try existing(scope: scope, entityID: entityID, connection) else { continue }
                if !hidden { try connection.run("DELETE FROM search_fts WHERE rowid = ?", [.integer(rowid)]) }
                try connection.run("DELETE FROM search_items WHERE rowid = ?", [.integer(rowid)])
            }
        case .deleteAllOfType(let entityType):
            guard let scope = try scopes.id(entityType, create: false, connection) else { return }
            // The index entries go first: an external-content delete reads the text it removes.
            try connection.run(
                "DELETE FROM search_fts WHERE rowid IN (SELECT rowid FROM search_items WHERE scope = ? AND hidden = 0)",
                [.integer(scope)])
            try connection.run("DELETE FROM search_items WHERE scope = ?", [.integer(scope)])
        case .deleteAll:
            let index = SQLValue.text(scopes.indexName)
            try connection.run(
                """
                DELETE FROM search_fts WHERE rowid IN (SELECT rowid FROM search_items WHERE hidden = 0 AND scope IN
                    (SELECT id FROM search_scopes WHERE index_name = ?))
                """, [index])
            try connection.run(
                "DELETE FROM search_items WHERE scope IN (SELECT id FROM search_scopes WHERE index_name = ?)", [index])
            try connection.run("DELETE FROM search_client_state WHERE index_name = ?", [index])
        case .deleteItems(let identifiers, let domains):
            // The lists go in as JSON arrays; a domain matches itself and its subdomains.
            var doomed: [(Int64, Bool)] = []
            try connection.query(
                """
                SELECT i.rowid, i.hidden FROM search_items i JOIN search_scopes s ON s.id = i.scope
                WHERE s.index_name = ? AND i.attributes IS NOT NULL AND (
                    json_extract(i.attributes, '$.\(SearchRecord.itemIdentifierAttribute)')
                        IN (SELECT value FROM json_each(?))
                    OR EXISTS (
                        SELECT 1 FROM json_each(?) AS d,
                            (SELECT json_extract(i.attributes, '$.\(SearchRecord.itemDomainAttribute)') AS domain) AS own
                        WHERE own.domain = d.value OR substr(own.domain, 1, length(d.value) + 1) = d.value || '.'))
                """, [.text(scopes.indexName), .text(JSONText.array(identifiers)), .text(JSONText.array(domains))]
            ) { row in
                doomed.append((row.int(0), row.int(1) == 1))
            }
            for (rowid, hidden) in doomed {
                if !hidden { try connection.run("DELETE FROM search_fts WHERE rowid = ?", [.integer(rowid)]) }
                try connection.run("DELETE FROM search_items WHERE rowid = ?", [.integer(rowid)])
            }
        }
    }

    /// The rowid and hidden flag of a stored record.
    private static func existing(
        scope: Int64, entityID: String, _ connection: SQLiteConnection
    ) throws -> (
        Int64, Bool
    )? {
        var found: (Int64, Bool)?
        try connection.query(
            "SELECT rowid, hidden FROM search_items WHERE scope = ? AND entity_id = ?",
            [.integer(scope), .text(entityID)]
        ) { found = ($0.int(0), $0.int(1) != 0) }
        return found
    }

    private static func upsert(_ record: SearchRecord, scope: Int64, _ connection: SQLiteConnection) throws {
        let keywordText = SQLValue.text(record.keywords.joined(separator: " "))
        let subtitle = record.subtitle.map(SQLValue.text) ?? .null
        let content = record.contentDescription.map(SQLValue.text) ?? .null
        // The row's values, then the key (insert) or the rowid (update). Empty keywords and
        // attributes are stored as NULL.
        var values: [SQLValue] = [
            .text(record.title), subtitle, record.keywords.isEmpty ? .null : .text(JSONText.array(record.keywords)),
            keywordText, content, record.attributes.isEmpty ? .null : .text(JSONText.object(record.attributes)),
            .integer(record.isHiddenInSpotlight ? 1 : 0), .integer(Int64(record.priority)), .integer(scope),
            .text(record.entityID),
        ]
        let rowid: Int64
        // Most upserts are inserts: try that first and look the row up only when it exists.
        if try connection.run(
            """
            INSERT INTO search_items(title, subtitle, keywords, keyword_text, content_description, attributes, hidden,
                priority, scope, entity_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
            """, values) == 1
        {
            rowid = connection.lastInsertRowID
        } else {
            guard let (old, wasHidden) = try existing(scope: scope, entityID: record.entityID, connection) else {
                throw StoreError(.backend, "SQLite refused a search record it does not hold", input: record.entityID)
            }
            rowid = old
            if !wasHidden { try connection.run("DELETE FROM search_fts WHERE rowid = ?", [.integer(rowid)]) }
            values.removeLast(2)
            values.append(.integer(rowid))
            try connection.run(
                """
                UPDATE search_items SET title = ?, subtitle = ?, keywords = ?, keyword_text = ?,
                    content_description = ?, attributes = ?, hidden = ?, priority = ?
                WHERE rowid = ?
                """, values)
        }
        if !record.isHiddenInSpotlight {
            try connection.run(
                "INSERT INTO search_fts(rowid, title, keyword_text, subtitle, content_description) VALUES (?, ?, ?, ?, ?)",
                [.integer(rowid), .text(record.title), keywordText, subtitle, content])
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
        return try connection.withLock { connection in
            var hits: [SearchHit] = []
            let collect: (SQLiteRow) -> Void = {
                hits.append(SearchHit(record: Self.record($0), score: $0.double(10)))
            }
            if query.entityType == nil, try Self.holdsOnly(query.indexName, connection) {
                // Every indexed row belongs to this index: rank in FTS5 alone (as fast as a bare FTS5
                // table) and read only the best rows. A margin of 8 keeps most ties at the cut-off ordered.
                try connection.query(
                    """
                    SELECT \(Self.columns), -r.score FROM
                        (SELECT rowid AS id, \(Self.bm25Call) AS score FROM search_fts WHERE search_fts MATCH ?1
                         ORDER BY score LIMIT ?2 + 8) AS r
                    JOIN search_items i ON i.rowid = r.id JOIN search_scopes s ON s.id = i.scope
                    ORDER BY r.score, i.priority DESC, i.entity_id LIMIT ?2
                    """, [.text(match), .integer(Int64(query.clampedLimit))], row: collect)
            } else {
                try connection.query(
                    """
                    SELECT \(Self.columns), -\(Self.bm25Call) AS score
                    FROM search_fts JOIN search_items i ON i.rowid = search_fts.rowid
                    JOIN search_scopes s ON s.id = i.scope
                    WHERE search_fts MATCH ?1 AND s.index_name = ?2 AND (?4 IS NULL OR s.entity_type = ?4)
                    ORDER BY score DESC, i.priority DESC, i.entity_id LIMIT ?3
                    """,
                    [
                        .text(match), .text(query.indexName), .integer(Int64(query.clampedLimit)),
                        query.entityType.map(SQLValue.text) ?? .null,
                    ], row: collect)
            }
            return hits
        }
    }

    /// Whether every record belongs to `indexName` (a probe per scope, no scan).
    private static func holdsOnly(_ indexName: String, _ connection: SQLiteConnection) throws -> Bool {
        let other = try connection.scalarInt(
            """
            SELECT EXISTS(SELECT 1 FROM search_scopes s WHERE s.index_name <> ?1
                AND EXISTS(SELECT 1 FROM search_items i WHERE i.scope = s.id))
            """, [.text(indexName)])
        return other == 0
    }

    package func record(entityType: String, entityID: String, indexName: String) throws -> SearchRecord? {
        try connection.withLock { connection in
            var record: SearchRecord?
            try connection.query(
                """
                SELECT \(Self.columns) FROM search_items i JOIN search_scopes s ON s.id = i.scope
                WHERE s.index_name = ? AND s.entity_type = ? AND i.entity_id = ?
                """,
                [.text(indexName), .text(entityType), .text(entityID)]
            ) { record = Self.record($0) }
            return record
        }
    }

    package func count(indexName: String, entityType: String?) throws -> Int {
        try connection.withLock { connection in
            Int(
                try connection.scalarInt(
                    """
                    SELECT count(*) FROM search_items WHERE scope IN
                        (SELECT id FROM search_scopes WHERE index_name = ?1 AND (?2 IS NULL OR entity_type = ?2))
                    """, [.text(indexName), entityType.map(SQLValue.text) ?? .null]))
        }
    }

    private static let columns = """
        s.index_name, s.entity_type, i.entity_id, i.title, i.subtitle, i.keywords, i.content_description,
        i.attributes, i.hidden, i.priority
        """

    private static func record(_ row: SQLiteRow) -> SearchRecord {
        SearchRecord(
            indexName: row.text(0) ?? "", entityType: row.text(1) ?? "", entityID: row.text(2) ?? "",
            title: row.text(3) ?? "", subtitle: row.text(4), keywords: row.text(5).map(JSONText.decodeArray) ?? [],
            contentDescription: row.text(6), attributes: row.text(7).map(JSONText.decodeObject) ?? [:],
            isHiddenInSpotlight: row.int(8) != 0, priority: Int(row.int(9)))
    }
}
