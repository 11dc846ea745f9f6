import AppIntents
import Foundation
import IntentStore

/// The system's side of Spotlight: applies what app code asks of `CSSearchableIndex` to the
/// store's `SearchIndex`, and rebuilds the index from the app's queries.
package struct SpotlightIndexer: Sendable {
    /// Where the records go.
    package let index: any SearchIndex

    /// Creates an indexer writing to `index`.
    package init(index: any SearchIndex) {
        self.index = index
    }

    /// The attribute holding when an item leaves the index (ISO 8601): a search no longer
    /// returns it after that date (`SpotlightIndexer.isExpired(_:at:)`).
    package static let expirationAttribute = "expirationDate"

    /// Whether the record's item expired at `date`.
    package static func isExpired(_ record: SearchRecord, at date: Date = Date()) -> Bool {
        guard let text = record.attributes[expirationAttribute],
            let expiration = try? Date(text, strategy: .iso8601)
        else { return false }
        return expiration <= date
    }

    /// The handler `CSSearchableIndex` calls, for `SystemHooks.install(spotlight:)`.
    package var handler: SpotlightHandler {
        SpotlightHandler(
            apply: { batch, clientState, expected in
                try await apply(batch, clientState: clientState, expectedClientState: expected)
            },
            clientState: { name in try index.fetchLastClientState(indexName: name) })
    }

    /// Applies one batch of app changes, with its client state, in one transaction.
    package func apply(_ batch: SpotlightBatch, clientState: Data?, expectedClientState: Data? = nil) async throws {
        var storeBatch = SearchBatch(indexName: batch.indexName)
        for change in batch.changes {
            switch change {
            case .index(let entities, let priority):
                storeBatch.upsert(await Self.records(of: entities, indexName: batch.indexName, priority: priority))
            case .indexItems(let items):
                var records: [SearchRecord] = []
                for item in items {
                    var record: SearchRecord
                    if let entity = item.entity {
                        record = await SearchRecordMapper.record(
                            for: entity, indexName: batch.indexName, priority: item.priority,
                            attributeSet: item.attributes)
                    } else {
                        record = SearchRecordMapper.record(
                            forItem: item.identifier, attributeSet: item.attributes, indexName: batch.indexName)
                    }
                    // What `deleteSearchableItems(withIdentifiers:)` and `(withDomainIdentifiers:)` find.
                    record.attributes[SearchRecord.itemIdentifierAttribute] = item.identifier
                    record.attributes[SearchRecord.itemDomainAttribute] = item.domain
                    if let expiration = item.expirationDate {
                        // An item already expired leaves the index, as it would at its date.
                        guard expiration > Date() else {
                            storeBatch.delete(entityIDs: [record.entityID], entityType: record.entityType)
                            continue
                        }
                        record.attributes[Self.expirationAttribute] = expiration.formatted(.iso8601)
                    }
                    records.append(record)
                }
                storeBatch.upsert(records)
            case .delete(let ids, let type):
                storeBatch.delete(entityIDs: ids, entityType: TypeNames.short(type))
            case .deleteAllOfType(let type):
                storeBatch.deleteAll(entityType: TypeNames.short(type))
            case .deleteAll:
                storeBatch.deleteAll()
            case .deleteItems(let identifiers, let domains):
                storeBatch.deleteItems(identifiers: identifiers, domains: domains)
            }
        }
        try index.endBatch(storeBatch, clientState: clientState, expectedClientState: expectedClientState)
    }

    /// The records of `entities`, in order.
    private static func records(
        of entities: some Collection<any IndexedEntity>, indexName: String, priority: Int = 0
    ) async -> [SearchRecord] {
        var records: [SearchRecord] = []
        records.reserveCapacity(entities.count)
        for entity in entities {
            records.append(await SearchRecordMapper.record(for: entity, indexName: indexName, priority: priority))
        }
        return records
    }

    /// What a rebuild did.
    package struct RebuildSummary: Sendable, Hashable {
        /// Records written per entity type.
        package var counts: [String: Int]
        /// Batches committed.
        package var batches: Int
        /// The client state the last batch stored.
        package var clientState: Data
        /// Records written in all.
        package var total: Int { counts.values.reduce(0, +) }
    }

    /// Progress of a rebuild: the entity type, records done of that type, and its total.
    package typealias Progress = @Sendable (_ entityType: String, _ done: Int, _ total: Int) -> Void

    /// Rebuilds the default index from the app's queries: for every `IndexedEntity` type,
    /// `allEntities()` when its query is enumerable, else `suggestedEntities()`; a type whose
    /// query is an `IndexedEntityQuery` indexes itself (`reindexAllEntities(indexDescription:)`).
    ///
    /// Each type's records replace the type's old ones. They are written in batches of
    /// `batchSize`; each batch stores the client state `rebuild <type> <done>/<total>`, and the
    /// last one `rebuilt <total> entities of <n> types`. A type that indexes itself has its old
    /// records deleted in a batch of their own, and counts the records it has once it is done.
    /// - Throws: the query's error (batches already committed stay), or the store's.
    package func rebuild(
        _ catalog: Catalog, indexName: String = SearchRecord.defaultIndexName, batchSize: Int = 100,
        progress: Progress? = nil
    ) async throws -> RebuildSummary {
        let size = max(1, batchSize)
        let lookups = catalog.entities.sorted { $0.key < $1.key }.filter {
            $0.value.entityType is any IndexedEntity.Type
        }
        var summary = RebuildSummary(counts: [:], batches: 0, clientState: Data())
        for (position, (name, lookup)) in lookups.enumerated() {
            let isLastType = position == lookups.count - 1
            if let reindex = lookup.reindex {
                var clear = SearchBatch(indexName: indexName)
                clear.deleteAll(entityType: name)
                try index.endBatch(
                    clear, clientState: Data("rebuild \(name) by its query".utf8), expectedClientState: nil)
                summary.batches += 1
                try await reindex.all()
                let count = try index.count(indexName: indexName, entityType: name)
                summary.counts[name] = count
                // The app's own calls kept their client states; the rebuild's last word is ours.
                let state = Data(
                    (isLastType
                        ? "rebuilt \(summary.total) entities of \(lookups.count) types"
                        : "rebuild \(name) \(count)/\(count)").utf8)
                try index.endBatch(SearchBatch(indexName: indexName), clientState: state, expectedClientState: nil)
                summary.batches += 1
                summary.clientState = state
                progress?(name, count, count)
                continue
            }
            let entities = try await (lookup.all ?? lookup.suggested)().compactMap { $0 as? any IndexedEntity }
            progress?(name, 0, entities.count)
            var done = 0
            var first = true
            repeat {
                let chunk = entities[done..<min(done + size, entities.count)]
                var batch = SearchBatch(indexName: indexName)
                if first { batch.deleteAll(entityType: name) }
                batch.upsert(await Self.records(of: chunk, indexName: indexName))
                done += chunk.count
                let last = isLastType && done == entities.count
                let state = Data(
                    (last
                        ? "rebuilt \(summary.total + done) entities of \(lookups.count) types"
                        : "rebuild \(name) \(done)/\(entities.count)").utf8)
                try index.endBatch(batch, clientState: state, expectedClientState: nil)
                summary.batches += 1
                summary.clientState = state
                first = false
                progress?(name, done, entities.count)
            } while done < entities.count
            summary.counts[name] = entities.count
        }
        return summary
    }

    /// What `refresh(_:type:identifiers:)` did.
    package struct RefreshSummary: Sendable, Hashable {
        /// The entities written again.
        package var indexed: Int
        /// The identifiers whose entity no longer exists, deleted from the index.
        package var removed: [String]
        /// Whether the type's `IndexedEntityQuery` did the work (the counts are then unknown).
        package var byQuery: Bool
    }

    /// Puts these entities of `type` back in the default index: the type's `IndexedEntityQuery`
    /// does it (`reindexEntities(for:indexDescription:)`) when it has one; otherwise the system
    /// looks them up and writes them again, and deletes those that no longer exist, in one batch.
    package func refresh(
        _ catalog: Catalog, type: String, identifiers: [String], indexName: String = SearchRecord.defaultIndexName
    ) async throws -> RefreshSummary {
        let lookup = try catalog.entity(type)
        guard lookup.entityType is any IndexedEntity.Type else {
            throw IntentSystemError(
                .invalidValue, "\(type) is not an IndexedEntity, so it has no records in Spotlight", given: type)
        }
        if let reindex = lookup.reindex {
            try await reindex.some(identifiers)
            return RefreshSummary(indexed: 0, removed: [], byQuery: true)
        }
        let found = try await lookup.byIdentifiers(identifiers).compactMap { $0 as? any IndexedEntity }
        let foundIDs = Set(found.map { $0.id.entityIdentifierString })
        let gone = identifiers.filter { !foundIDs.contains($0) }
        var batch = SearchBatch(indexName: indexName)
        if !gone.isEmpty { batch.delete(entityIDs: gone, entityType: type) }
        let records = await Self.records(of: found, indexName: indexName)
        batch.upsert(records)
        try index.endBatch(batch, clientState: nil, expectedClientState: nil)
        return RefreshSummary(indexed: records.count, removed: gone, byQuery: false)
    }
}
