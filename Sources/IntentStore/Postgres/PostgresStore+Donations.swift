import Foundation

extension PostgresStore: DonationStore {
    package func insert(_ donation: DonationRecord) throws {
        try donation.validate()
        try connection.withLock { connection in
            try connection.transaction {
                do {
                    try connection.execute(
                        """
                        INSERT INTO donations(id, app, intent, parameters, date, tz_offset, result_summary, source)
                        VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                        """,
                        [
                            donation.id.uuidString, donation.app, donation.intentIdentifier, donation.parametersJSON,
                            PostgresText.real(donation.date.timeIntervalSince1970), String(donation.timeZoneOffset),
                            donation.resultSummary,
                            donation.source.rawValue,
                        ])
                } catch let error as StoreError where error.code == .duplicate {
                    throw StoreError(
                        .duplicate, "a donation with id \(donation.id) exists already", input: donation.id.uuidString)
                }
                for entityID in Set(donation.entityIDs) {
                    try connection.execute(
                        "INSERT INTO donation_entities(donation_id, entity_id) VALUES ($1, $2)",
                        [donation.id.uuidString, entityID])
                }
            }
        }
    }

    package func deleteDonations(intentIdentifier: String, app: String?) throws -> Int {
        try connection.withLock { connection in
            try connection.execute(
                "DELETE FROM donations WHERE intent = $1 AND ($2::text IS NULL OR app = $2)", [intentIdentifier, app]
            ).affected
        }
    }

    package func deleteDonations(entityID: String) throws -> Int {
        try connection.withLock { connection in
            try connection.execute(
                "DELETE FROM donations WHERE id IN (SELECT donation_id FROM donation_entities WHERE entity_id = $1)",
                [entityID]
            ).affected
        }
    }

    package func deleteDonation(id: UUID) throws -> Bool {
        try connection.withLock { connection in
            try connection.execute("DELETE FROM donations WHERE id = $1", [id.uuidString]).affected > 0
        }
    }

    package func donations(matching filter: DonationFilter) throws -> [DonationRecord] {
        try connection.withLock { connection in
            try connection.execute(
                """
                SELECT upper(d.id::text), d.app, d.intent, d.parameters, d.date, d.result_summary, d.source,
                    (SELECT coalesce(string_agg(entity_id, chr(31) ORDER BY entity_id), '')
                     FROM donation_entities WHERE donation_id = d.id),
                    (SELECT count(*) FROM donation_entities WHERE donation_id = d.id), d.tz_offset
                FROM donations d
                WHERE ($1::text IS NULL OR d.app = $1) AND ($2::text IS NULL OR d.intent = $2)
                    AND ($3::text IS NULL OR d.id IN (SELECT donation_id FROM donation_entities WHERE entity_id = $3))
                ORDER BY d.date DESC, upper(d.id::text) LIMIT $4
                """,
                [filter.app, filter.intentIdentifier, filter.entityID, String(min(max(filter.limit, 0), 100_000))]
            ).rows.map { row in
                let entityIDs =
                    row[8] == "0"
                    ? [] : (row[7] ?? "").split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
                return DonationRecord(
                    id: UUID(uuidString: row[0] ?? "") ?? UUID(), app: row[1] ?? "", intentIdentifier: row[2] ?? "",
                    parametersJSON: row[3] ?? "{}", entityIDs: entityIDs,
                    date: Date(timeIntervalSince1970: Double(row[4] ?? "0") ?? 0),
                    timeZoneOffset: Int(row[9] ?? "0") ?? 0, resultSummary: row[5],
                    source: DonationSource(rawValue: row[6] ?? "") ?? .app)
            }
        }
    }

    package func suggestions(_ query: SuggestionQuery) throws -> [Suggestion] {
        try query.validate()
        let ranking = query.ranking
        let nowTimeOfDay = SuggestionRanking.timeOfDay(query.now, query.timeZoneOffset)
        // The same expression as SuggestionRanking.weight(of:now:timeZoneOffset:).
        return try connection.withLock { connection in
            try connection.execute(
                """
                WITH weighted AS (
                    SELECT app, intent, parameters, date,
                        exp(greatest(-700.0, -0.6931471805599453 * greatest(0.0, $1::float8 - date) / $2::float8))
                            AS decay,
                        abs(mod(mod(floor(date)::bigint + tz_offset, 86400) + 86400, 86400) - $3::bigint) AS distance
                    FROM donations WHERE ($4::text IS NULL OR app = $4)
                        AND intent NOT IN (SELECT jsonb_array_elements_text($8::jsonb))
                )
                SELECT app, intent, parameters,
                    sum(decay * (CASE WHEN least(distance, 86400 - distance) <= $5::float8 THEN 1.0 + $6::float8
                        ELSE 1.0 END)) AS score,
                    count(*), max(date)
                FROM weighted GROUP BY app, intent, parameters
                ORDER BY score DESC, max(date) DESC, intent, parameters LIMIT $7
                """,
                [
                    PostgresText.real(query.now.timeIntervalSince1970), PostgresText.real(ranking.halfLife),
                    String(nowTimeOfDay), query.app,
                    PostgresText.real(ranking.timeOfDayWindow), PostgresText.real(ranking.timeOfDayBonus),
                    String(min(max(query.limit, 0), 1000)), query.excludedIntentsJSON,
                ]
            ).rows.map { row in
                Suggestion(
                    app: row[0] ?? "", intentIdentifier: row[1] ?? "", parametersJSON: row[2] ?? "{}",
                    score: Double(row[3] ?? "0") ?? 0, donationCount: Int(row[4] ?? "0") ?? 0,
                    lastDonated: Date(timeIntervalSince1970: Double(row[5] ?? "0") ?? 0))
            }
        }
    }
}
