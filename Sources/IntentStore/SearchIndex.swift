import Foundation

/// One searchable item: an entity of an app as Spotlight would index it.
package struct SearchRecord: Sendable, Hashable, Codable {
    /// The named index holding the record; Spotlight's `CSSearchableIndex(name:)`.
    package var indexName: String
    /// The entity type, e.g. `SoupEntity`.
    package var entityType: String
    /// The entity's identifier, unique within its type and index.
    package var entityID: String
    /// The title, the field that weighs most in ranking.
    package var title: String
    /// A secondary line.
    package var subtitle: String?
    /// Extra words that find the record.
    package var keywords: [String]
    /// A longer description, the field that weighs least.
    package var contentDescription: String?
    /// Other attributes, stored and returned but not searched.
    package var attributes: [String: String]
    /// When true the record is stored but never returned by a search.
    package var isHiddenInSpotlight: Bool
    /// Breaks ties between equally relevant hits: higher comes first.
    package var priority: Int

    /// Creates a record; only the type, id and title are required.
    package init(
        indexName: String = SearchRecord.defaultIndexName, entityType: String, entityID: String, title: String,
        subtitle: String? = nil, keywords: [String] = [], contentDescription: String? = nil,
        attributes: [String: String] = [:], isHiddenInSpotlight: Bool = false, priority: Int = 0
    ) {
        self.indexName = indexName
        self.entityType = entityType
        self.entityID = entityID
        self.title = title
        self.subtitle = subtitle
        self.keywords = keywords
        self.contentDescription = contentDescription
        self.attributes = attributes
        self.isHiddenInSpotlight = isHiddenInSpotlight
        self.priority = priority
    }

    /// The index used when none is named.
    package static let defaultIndexName = "default"
}

/// A full-text query.
package struct SearchQuery: Sendable, Hashable {
    /// What the person typed. It is searched literally: every word must occur, as a word or as the
    /// start of a word, ignoring case and diacritics; punctuation and query operators mean nothing.
    package var text: String
    /// The index to search.
    package var indexName: String
    /// Only records of this entity type, when set.
    package var entityType: String?
    /// The maximum number of hits (at most 10 000).
    package var limit: Int

    /// Creates a query.
    package init(
        _ text: String, indexName: String = SearchRecord.defaultIndexName, entityType: String? = nil,
        limit: Int = 20
    ) {
        self.text = text
        self.indexName = indexName
        self.entityType = entityType
        self.limit = limit
    }

    /// The limit, clamped to 0…10 000.
    var clampedLimit: Int { min(max(limit, 0), 10_000) }
}

/// A record found by a search, with its relevance.
package struct SearchHit: Sendable, Hashable {
    /// The record as stored.
    package var record: SearchRecord
    /// Relevance, higher is better. Its scale depends on the backend (bm25 for SQLite and the
    /// in-memory store, `ts_rank` for PostgreSQL); compare scores only within one result list.
    package var score: Double
}

/// Changes to one index, applied together: all of them or none.
///
/// Mirrors Spotlight's `beginIndexBatch()` / `endIndexBatch(clientState:)`: the batch collects
/// operations and `SearchIndex.endBatch(_:clientState:)` commits them with the new client state in
/// one transaction.
package struct SearchBatch: Sendable, Hashable {
    /// One change.
    package enum Operation: Sendable, Hashable {
        /// Insert or replace records (matched on entity type and id).
        case upsert([SearchRecord])
        /// Delete the records of one type with these ids.
        case delete(entityType: String, entityIDs: [String])
        /// Delete every record of one type.
        case deleteAllOfType(String)
        /// Delete every record of the index.
        case deleteAll
        /// Delete the records of Spotlight items: those whose `uniqueIdentifier` attribute is one of
        /// `identifiers`, and those whose `domainIdentifier` attribute is one of `domains` or a
        /// subdomain of one (`account.inbox` is in `account`).
        case deleteItems(identifiers: [String], domains: [String])
    }

    /// The index every operation applies to.
    package let indexName: String
    /// The operations, in order.
    package private(set) var operations: [Operation] = []

    /// Starts an empty batch for `indexName`.
    package init(indexName: String = SearchRecord.defaultIndexName) { self.indexName = indexName }

    /// Adds records; their `indexName` is replaced by the batch's.
    package mutating func upsert(_ records: [SearchRecord]) {
        let indexName = indexName
        if records.allSatisfy({ $0.indexName == indexName }) {
            operations.append(.upsert(records))  // no copy in the common case
        } else {
            operations.append(
                .upsert(
                    records.map {
                        var record = $0; record.indexName = indexName; return record
                    }))
        }
    }

    /// Deletes the records of `entityType` with these ids.
    package mutating func delete(entityIDs: [String], entityType: String) {
        operations.append(.delete(entityType: entityType, entityIDs: entityIDs))
    }

    /// Deletes every record of `entityType`.
    package mutating func deleteAll(entityType: String) { operations.append(.deleteAllOfType(entityType)) }

    /// Deletes every record of the index.
    package mutating func deleteAll() { operations.append(.deleteAll) }

    /// Deletes the records of Spotlight items with these identifiers, or in these domains or their
    /// subdomains (see `Operation.deleteItems`).
    package mutating func deleteItems(identifiers: [String] = [], domains: [String] = []) {
        operations.append(.deleteItems(identifiers: identifiers, domains: domains))
    }
}

extension SearchRecord {
    /// The attribute holding a Spotlight item's identifier (`CSSearchableItem.uniqueIdentifier`).
    package static let itemIdentifierAttribute = "uniqueIdentifier"
    /// The attribute holding a Spotlight item's domain (`CSSearchableItem.domainIdentifier`).
    package static let itemDomainAttribute = "domainIdentifier"

    /// Whether `deleteItems(identifiers:domains:)` removes the record.
    package func isItem(identifiedByOneOf identifiers: [String], orInDomains domains: [String]) -> Bool {
        if let identifier = attributes[Self.itemIdentifierAttribute], identifiers.contains(identifier) { return true }
        guard let domain = attributes[Self.itemDomainAttribute] else { return false }
        return domains.contains { domain == $0 || domain.hasPrefix($0 + ".") }
    }
}

/// A full-text index of app entities (Spotlight).
///
/// Implementations: `SQLiteStore` (FTS5, bm25), `InMemoryStore` (the same rules in Swift),
/// `PostgresStore` (`tsvector`, `ts_rank`). All three pass one test suite.
package protocol SearchIndex: Sendable {
    /// Applies every operation of `batch` and, when `clientState` is not nil, stores it as the
    /// index's client state, all in one transaction.
    ///
    /// - Parameter expectedClientState: When not nil, the batch is applied only if the stored client
    ///   state equals it (Spotlight's `endIndexBatch(expectedClientState:newClientState:)`); an index
    ///   without client state matches an empty `Data`.
    /// - Throws: `StoreError` `clientStateMismatch`, or a backend failure; nothing is applied then.
    func endBatch(_ batch: SearchBatch, clientState: Data?, expectedClientState: Data?) throws

    /// The client state stored by the last committed batch of `indexName`, or nil.
    func fetchLastClientState(indexName: String) throws -> Data?

    /// The records matching `query`, most relevant first; hidden records are never returned.
    func search(_ query: SearchQuery) throws -> [SearchHit]

    /// One record, hidden or not.
    func record(entityType: String, entityID: String, indexName: String) throws -> SearchRecord?

    /// The number of records in `indexName` (of `entityType` when given), hidden ones included.
    func count(indexName: String, entityType: String?) throws -> Int
}

extension SearchIndex {
    /// Starts a batch for `indexName`; commit it with `endBatch(_:clientState:)`.
    package func beginBatch(indexName: String = SearchRecord.defaultIndexName) -> SearchBatch {
        SearchBatch(indexName: indexName)
    }

    /// Commits `batch` together with `clientState`.
    package func endBatch(_ batch: SearchBatch, clientState: Data) throws {
        try endBatch(batch, clientState: clientState, expectedClientState: nil)
    }

    /// Inserts or replaces `records`, each in the index it names (one transaction per index).
    package func upsert(_ records: [SearchRecord]) throws {
        for (indexName, group) in Dictionary(grouping: records, by: \.indexName).sorted(by: { $0.key < $1.key }) {
            var batch = SearchBatch(indexName: indexName)
            batch.upsert(group)
            try endBatch(batch, clientState: nil, expectedClientState: nil)
        }
    }

    /// Deletes the records of `entityType` with these ids.
    package func delete(
        entityIDs: [String], entityType: String, indexName: String = SearchRecord.defaultIndexName
    ) throws {
        var batch = SearchBatch(indexName: indexName)
        batch.delete(entityIDs: entityIDs, entityType: entityType)
        try endBatch(batch, clientState: nil, expectedClientState: nil)
    }

    /// Deletes every record of `entityType`.
    package func deleteAll(entityType: String, indexName: String = SearchRecord.defaultIndexName) throws {
        var batch = SearchBatch(indexName: indexName)
        batch.deleteAll(entityType: entityType)
        try endBatch(batch, clientState: nil, expectedClientState: nil)
    }

    /// Deletes every record of an index.
    package func deleteAll(indexName: String) throws {
        var batch = SearchBatch(indexName: indexName)
        batch.deleteAll()
        try endBatch(batch, clientState: nil, expectedClientState: nil)
    }
}
