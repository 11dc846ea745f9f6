import Foundation
import Synchronization

/// The in-memory twin of `SQLiteStore`: the same behaviour, nothing on disk.
///
/// Search follows FTS5 closely: the same terms (`SearchText`), prefix matching, and the same bm25
/// formula and column weights, so rankings agree with SQLite's on the same records.
package final class InMemoryStore: Sendable {
    struct SearchKey: Hashable {
        var indexName: String
        var entityType: String
        var entityID: String
    }

    struct SearchEntry {
        var record: SearchRecord
        /// The terms of title, keywords, subtitle and content description.
        var columns: [[String]]
        var length: Int { columns.reduce(0) { $0 + $1.count } }
    }

    struct State {
        var search: [SearchKey: SearchEntry] = [:]
        var clientStates: [String: Data] = [:]
        var donations: [UUID: DonationRecord] = [:]
        var library: [String: [String: LibraryDocument]] = [:]
    }

    let state = Mutex(State())

    /// Creates an empty store.
    package init() {}
}

extension InMemoryStore: SearchIndex {
    /// The column weights of `SQLiteStore`'s bm25 call.
    static let weights: [Double] = [10, 5, 2, 1]

    package func endBatch(_ batch: SearchBatch, clientState: Data?, expectedClientState: Data?) throws {
        try state.withLock { state in
            if let expectedClientState, (state.clientStates[batch.indexName] ?? Data()) != expectedClientState {
                throw StoreError(
                    .clientStateMismatch,
                    "the client state of index '\(batch.indexName)' is not the expected one; nothing was applied",
                    input: batch.indexName)
            }
            // Applied to a copy and swapped in, so the batch is all or nothing like a transaction.
            var search = state.search
            var states = state.clientStates
            for operation in batch.operations {
                switch operation {
                case .upsert(let records):
                    for record in records {
                        let columns = [
                            SearchText.terms(record.title), SearchText.terms(record.keywords.joined(separator: " ")),
                            SearchText.terms(record.subtitle ?? ""), SearchText.terms(record.contentDescription ?? ""),
                        ]
                        let key = SearchKey(
                            indexName: batch.indexName, entityType: record.entityType, entityID: record.entityID)
                        search[key] = SearchEntry(record: record, columns: columns)
                    }
                case .delete(let entityType, let entityIDs):
                    for entityID in entityIDs {
                        search[SearchKey(indexName: batch.indexName, entityType: entityType, entityID: entityID)] = nil
                    }
                case .deleteAllOfType(let entityType):
                    search = search.filter { !($0.key.indexName == batch.indexName && $0.key.entityType == entityType) }
                case .deleteAll:
                    search = search.filter { $0.key.indexName != batch.indexName }
                    states[batch.indexName] = nil
                case .deleteItems(let identifiers, let domains):
                    search = search.filter {
                        $0.key.indexName != batch.indexName
                            || !$0.value.record.isItem(identifiedByOneOf: identifiers, orInDomains: domains)
                    }
                }
            }
            if let clientState { states[batch.indexName] = clientState }
            state.search = search
            state.clientStates = states
        }
    }

    package func fetchLastClientState(indexName: String) throws -> Data? {
        state.withLock { $0.clientStates[indexName] }
    }

    /// Every record of `entityType` that Spotlight shows, by entity identifier: what a search
    /// without words lists.
    package func records(entityType: String, indexName: String = SearchRecord.defaultIndexName) -> [SearchRecord] {
        state.withLock { state in
            state.search.values.map(\.record)
                .filter { $0.entityType == entityType && $0.indexName == indexName && !$0.isHiddenInSpotlight }
                .sorted { $0.entityID < $1.entityID }
        }
    }

    package func search(_ query: SearchQuery) throws -> [SearchHit] {
        let terms = SearchText.queryTerms(query.text)
        guard !terms.isEmpty, query.clampedLimit > 0 else { return [] }
        return state.withLock { state in
            // Statistics over every indexed row (all indexes, hidden ones are not indexed), as FTS5
            // computes them over its whole table.
            let entries = state.search.values.filter { !$0.record.isHiddenInSpotlight }
            let rowCount = Double(entries.count)
            let averageLength = max(Double(entries.reduce(0) { $0 + $1.length }) / max(rowCount, 1), 1e-9)
            let frequencies = entries.map { entry in
                terms.map { term in
                    zip(entry.columns, Self.weights).reduce(0.0) { sum, pair in
                        sum + pair.1 * Double(pair.0.count(where: { $0.hasPrefix(term) }))
                    }
                }
            }
            let idf = terms.indices.map { index in
                let hits = Double(frequencies.count(where: { $0[index] > 0 }))
                let value = log((rowCount - hits + 0.5) / (hits + 0.5))
                return value <= 0 ? 1e-6 : value
            }
            var hits: [SearchHit] = []
            for (entry, frequency) in zip(entries, frequencies) {
                let record = entry.record
                guard record.indexName == query.indexName, !record.isHiddenInSpotlight,
                    query.entityType == nil || record.entityType == query.entityType,
                    frequency.allSatisfy({ $0 > 0 })
                else { continue }
                let length = Double(entry.length)
                var score = 0.0
                for (index, value) in frequency.enumerated() {
                    score += idf[index] * (value * 2.2) / (value + 1.2 * (0.25 + 0.75 * length / averageLength))
                }
                hits.append(SearchHit(record: record, score: score))
            }
            hits.sort {
                ($0.score, $0.record.priority, $1.record.entityID) > ($1.score, $1.record.priority, $0.record.entityID)
            }
            return Array(hits.prefix(query.clampedLimit))
        }
    }

    package func record(entityType: String, entityID: String, indexName: String) throws -> SearchRecord? {
        state.withLock {
            $0.search[SearchKey(indexName: indexName, entityType: entityType, entityID: entityID)]?.record
        }
    }

    package func count(indexName: String, entityType: String?) throws -> Int {
        state.withLock { state in
            state.search.keys.count {
                $0.indexName == indexName && (entityType == nil || $0.entityType == entityType)
            }
        }
    }
}

extension InMemoryStore: DonationStore {
    package func insert(_ donation: DonationRecord) throws {
        try donation.validate()
        try state.withLock { state in
            guard state.donations[donation.id] == nil else {
                throw StoreError(
                    .duplicate, "a donation with id \(donation.id) exists already", input: donation.id.uuidString)
            }
            var stored = donation
            stored.entityIDs = Array(Set(donation.entityIDs)).sorted()
            state.donations[donation.id] = stored
        }
    }

    package func deleteDonations(intentIdentifier: String, app: String?) throws -> Int {
        removeDonations { $0.intentIdentifier == intentIdentifier && (app == nil || $0.app == app) }
    }

    package func deleteDonations(entityID: String) throws -> Int {
        removeDonations { $0.entityIDs.contains(entityID) }
    }

    package func deleteDonation(id: UUID) throws -> Bool {
        state.withLock { $0.donations.removeValue(forKey: id) != nil }
    }

    private func removeDonations(where predicate: (DonationRecord) -> Bool) -> Int {
        state.withLock { state in
            let doomed = state.donations.values.filter(predicate).map(\.id)
            for id in doomed { state.donations[id] = nil }
            return doomed.count
        }
    }

    package func donations(matching filter: DonationFilter) throws -> [DonationRecord] {
        let all = state.withLock { Array($0.donations.values) }
        let matching = all.filter {
            (filter.app == nil || $0.app == filter.app)
                && (filter.intentIdentifier == nil || $0.intentIdentifier == filter.intentIdentifier)
                && (filter.entityID == nil || $0.entityIDs.contains(filter.entityID!))
        }
        let sorted = matching.sorted { ($0.date, $1.id.uuidString) > ($1.date, $0.id.uuidString) }
        return Array(sorted.prefix(min(max(filter.limit, 0), 100_000)))
    }

    package func suggestions(_ query: SuggestionQuery) throws -> [Suggestion] {
        try query.validate()
        struct GroupKey: Hashable {
            var app: String
            var intent: String
            var parameters: String
        }
        let all = state.withLock { Array($0.donations.values) }
        var groups: [GroupKey: Suggestion] = [:]
        for donation in all
        where (query.app == nil || donation.app == query.app)
            && !query.excludedIntents.contains(donation.intentIdentifier)
        {
            let key = GroupKey(
                app: donation.app, intent: donation.intentIdentifier, parameters: donation.parametersJSON)
            let weight = query.ranking.weight(of: donation, now: query.now, timeZoneOffset: query.timeZoneOffset)
            var group =
                groups[key]
                ?? Suggestion(
                    app: key.app, intentIdentifier: key.intent, parametersJSON: key.parameters, score: 0,
                    donationCount: 0, lastDonated: donation.date)
            group.score += weight
            group.donationCount += 1
            group.lastDonated = max(group.lastDonated, donation.date)
            groups[key] = group
        }
        let sorted = groups.values.sorted {
            if $0.score != $1.score { return $0.score > $1.score }
            if $0.lastDonated != $1.lastDonated { return $0.lastDonated > $1.lastDonated }
            return ($0.intentIdentifier, $0.parametersJSON) < ($1.intentIdentifier, $1.parametersJSON)
        }
        return Array(sorted.prefix(min(max(query.limit, 0), 1000)))
    }
}

extension InMemoryStore: LibraryStore {
    package func put(_ json: Data, name: String, namespace: String) throws {
        try JSONText.validate(json, what: "a library document")
        state.withLock {
            $0.library[namespace, default: [:]][name] = LibraryDocument(
                namespace: namespace, name: name, json: json, updated: Date())
        }
    }

    package func document(name: String, namespace: String) throws -> LibraryDocument? {
        state.withLock { $0.library[namespace]?[name] }
    }

    package func documents(namespace: String) throws -> [LibraryDocument] {
        state.withLock { ($0.library[namespace] ?? [:]).values.sorted { $0.name < $1.name } }
    }

    package func deleteDocument(name: String, namespace: String) throws -> Bool {
        state.withLock { $0.library[namespace]?.removeValue(forKey: name) != nil }
    }
}
