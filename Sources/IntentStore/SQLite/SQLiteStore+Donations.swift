import CSQLite
import Foundation

extension SQLiteStore: DonationStore {
    package func insert(_ donation: DonationRecord) throws {
        try donation.validate()
        try connection.withLock { connection in
            commitQueuedDonations(in: connection)
            try connection.transaction { try Self.insertRow(donation, connection) }
        }
    }

    /// Validates `donation` and queues it for the next group commit (see `DonationQueue`): the
    /// run that donates does not wait for SQLite. This process sees it at once (every read and
    /// change of donations commits the queue first); other processes within the window.
    package func enqueue(_ donation: DonationRecord) throws {
        try donation.validate()
        donationQueue.add(donation)
    }

    /// Commits every queued donation now, on the calling thread.
    package func flushDonations() {
        connection.withLock { commitQueuedDonations(in: $0) }
    }

    /// Makes `SIGTERM`, `SIGINT` and `SIGHUP` commit the queued donations of every store of the
    /// process before the signal ends it, where the process left the signal's default action in
    /// place. For a process that runs until it is stopped (an MCP server); `exit()` always commits.
    package static func flushDonationsOnTerminationSignals() {
        DonationQueue.flushOnTerminationSignals()
    }

    /// How many queued donations were committed, and in how many transactions.
    package var groupCommitStatistics: (donations: Int, batches: Int) { donationQueue.statistics }

    func commitQueuedDonations() {
        connection.withLock { commitQueuedDonations(in: $0) }
    }

    /// Commits the queued donations in one transaction (call with the connection locked). When
    /// the transaction fails, each donation is tried alone, so only the ones that cannot be stored
    /// are lost, and reported.
    func commitQueuedDonations(in connection: SQLiteConnection) {
        let batch = donationQueue.take()
        guard !batch.isEmpty else { return }
        do {
            try connection.transaction {
                for donation in batch { try Self.insertRow(donation, connection) }
            }
            donationQueue.committed(batch.count)
        } catch {
            var lost = 0
            var reason = error as? StoreError ?? StoreError(.unavailable, "\(error)")
            for donation in batch {
                do {
                    try connection.transaction { try Self.insertRow(donation, connection) }
                    donationQueue.committed(1)
                } catch {
                    lost += 1
                    reason = error as? StoreError ?? StoreError(.unavailable, "\(error)")
                }
            }
            if lost > 0 { donationQueue.onFailure(reason, lost) }
        }
    }

    /// Inserts one donation's rows (inside a transaction). A duplicate id is found by the primary
    /// key itself, with no lookup before the insert.
    private static func insertRow(_ donation: DonationRecord, _ connection: SQLiteConnection) throws {
        let id = SQLValue.text(donation.id.uuidString)
        do {
            try connection.run(
                """
                INSERT INTO donations(id, app, intent, parameters, date, tz_offset, result_summary, source)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    id, .text(donation.app), .text(donation.intentIdentifier), .text(donation.parametersJSON),
                    .real(donation.date.timeIntervalSince1970), .integer(Int64(donation.timeZoneOffset)),
                    donation.resultSummary.map(SQLValue.text) ?? .null,
                    .text(donation.source.rawValue),
                ])
        } catch is StoreError where connection.lastErrorCode == SQLiteConnection.primaryKeyConstraint {
            throw StoreError(
                .duplicate, "a donation with id \(donation.id) exists already", input: donation.id.uuidString)
        }
        for entityID in Set(donation.entityIDs) {
            try connection.run(
                "INSERT INTO donation_entities(donation_id, entity_id) VALUES (?, ?)", [id, .text(entityID)])
        }
    }

    package func deleteDonations(intentIdentifier: String, app: String?) throws -> Int {
        try connection.withLock { connection in
            commitQueuedDonations(in: connection)
            return try connection.transaction {
                if let app {
                    return try connection.run(
                        "DELETE FROM donations WHERE intent = ? AND app = ?", [.text(intentIdentifier), .text(app)])
                }
                return try connection.run("DELETE FROM donations WHERE intent = ?", [.text(intentIdentifier)])
            }
        }
    }

    package func deleteDonations(entityID: String) throws -> Int {
        try connection.withLock { connection in
            commitQueuedDonations(in: connection)
            return try connection.transaction {
                try connection.run(
                    "DELETE FROM donations WHERE id IN (SELECT donation_id FROM donation_entities WHERE entity_id = ?)",
                    [.text(entityID)])
            }
        }
    }

    package func deleteDonation(id: UUID) throws -> Bool {
        try connection.withLock { connection in
            commitQueuedDonations(in: connection)
            return try connection.transaction {
                try connection.run("DELETE FROM donations WHERE id = ?", [.text(id.uuidString)]) > 0
            }
        }
    }

    package func donations(matching filter: DonationFilter) throws -> [DonationRecord] {
        let limit = min(max(filter.limit, 0), 100_000)
        return try connection.withLock { connection in
            commitQueuedDonations(in: connection)
            var records: [DonationRecord] = []
            try connection.query(
                """
                SELECT d.id, d.app, d.intent, d.parameters, d.date, d.result_summary, d.source,
                    (SELECT json_group_array(entity_id) FROM donation_entities WHERE donation_id = d.id), d.tz_offset
                FROM donations d
                WHERE (?1 IS NULL OR d.app = ?1) AND (?2 IS NULL OR d.intent = ?2)
                    AND (?3 IS NULL OR d.id IN (SELECT donation_id FROM donation_entities WHERE entity_id = ?3))
                ORDER BY d.date DESC, d.id LIMIT ?4
                """,
                [
                    filter.app.map(SQLValue.text) ?? .null, filter.intentIdentifier.map(SQLValue.text) ?? .null,
                    filter.entityID.map(SQLValue.text) ?? .null, .integer(Int64(limit)),
                ]
            ) { row in
                records.append(
                    DonationRecord(
                        id: UUID(uuidString: row.text(0) ?? "") ?? UUID(), app: row.text(1) ?? "",
                        intentIdentifier: row.text(2) ?? "", parametersJSON: row.text(3) ?? "{}",
                        entityIDs: JSONText.decodeArray(row.text(7) ?? "[]").sorted(),
                        date: Date(timeIntervalSince1970: row.double(4)), timeZoneOffset: Int(row.int(8)),
                        resultSummary: row.text(5),
                        source: DonationSource(rawValue: row.text(6) ?? "") ?? .app))
            }
            return records
        }
    }

    package func suggestions(_ query: SuggestionQuery) throws -> [Suggestion] {
        try query.validate()
        let ranking = query.ranking
        let now = query.now.timeIntervalSince1970
        let nowTimeOfDay = SuggestionRanking.timeOfDay(query.now, query.timeZoneOffset)
        // The same expression as SuggestionRanking.weight(of:now:timeZoneOffset:).
        let sql = """
            WITH weighted AS (
                SELECT app, intent, parameters, date,
                    exp(max(-700.0, -0.6931471805599453 * max(0.0, ?1 - date) / ?2)) AS decay,
                    abs(((CAST(floor(date) AS INTEGER) + tz_offset) % 86400 + 86400) % 86400 - ?3) AS distance
                FROM donations WHERE (?4 IS NULL OR app = ?4)
                    AND intent NOT IN (SELECT value FROM json_each(?8))
            )
            SELECT app, intent, parameters,
                sum(decay * (CASE WHEN min(distance, 86400 - distance) <= ?5 THEN 1.0 + ?6 ELSE 1.0 END)) AS score,
                count(*), max(date)
            FROM weighted GROUP BY app, intent, parameters
            ORDER BY score DESC, max(date) DESC, intent, parameters LIMIT ?7
            """
        let values: [SQLValue] = [
            .real(now), .real(ranking.halfLife), .integer(Int64(nowTimeOfDay)),
            query.app.map(SQLValue.text) ?? .null, .real(ranking.timeOfDayWindow), .real(ranking.timeOfDayBonus),
            .integer(Int64(min(max(query.limit, 0), 1000))), .text(query.excludedIntentsJSON),
        ]
        return try connection.withLock { connection in
            commitQueuedDonations(in: connection)
            var suggestions: [Suggestion] = []
            try connection.query(sql, values) { row in
                suggestions.append(
                    Suggestion(
                        app: row.text(0) ?? "", intentIdentifier: row.text(1) ?? "",
                        parametersJSON: row.text(2) ?? "{}",
                        score: row.double(3), donationCount: Int(row.int(4)),
                        lastDonated: Date(timeIntervalSince1970: row.double(5))))
            }
            return suggestions
        }
    }
}
