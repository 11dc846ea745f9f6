import Foundation
import Testing

@testable import IntentStore

@Suite struct DonationStoreTests {
    /// 2026-11-30 18:00:00 UTC, a Monday evening.
    static let now = Date(timeIntervalSince1970: 1_796_061_600)
    static let hour: TimeInterval = 3600
    static let day: TimeInterval = 86_400

    static func donation(
        _ intent: String, _ parameters: String = "{}", at date: Date, entities: [String] = [], app: String = "soupshop",
        source: DonationSource = .app, offset: Int = 0
    ) -> DonationRecord {
        DonationRecord(
            app: app, intentIdentifier: intent, parametersJSON: parameters, entityIDs: entities, date: date,
            timeZoneOffset: offset, resultSummary: "Ordered", source: source)
    }

    @Test(arguments: Backend.available)
    func insertedDonationsAreListedNewestFirst(_ backend: Backend) throws {
        try withStore(backend) { store in
            let old = Self.donation(
                "OrderSoup", #"{"soup":"tomato"}"#, at: Self.now - Self.day, entities: ["tomato", "a"])
            let new = Self.donation("ShowMenu", at: Self.now, source: .system)
            let other = Self.donation("OrderSoup", at: Self.now - Self.hour, app: "other")
            for donation in [old, new, other] { try store.insert(donation) }
            let fetchedOld = try #require(try store.donations(matching: DonationFilter(entityID: "tomato")).first)
            #expect(
                fetchedOld
                    == DonationRecord(
                        id: old.id, app: old.app, intentIdentifier: old.intentIdentifier,
                        parametersJSON: old.parametersJSON,
                        entityIDs: ["a", "tomato"], date: old.date, timeZoneOffset: 0, resultSummary: "Ordered",
                        source: .app))
            #expect(try store.donations(matching: DonationFilter()).map(\.id) == [new.id, other.id, old.id])
            #expect(try store.donations(matching: DonationFilter(app: "soupshop")).map(\.id) == [new.id, old.id])
            #expect(
                try store.donations(matching: DonationFilter(intentIdentifier: "OrderSoup")).map(\.id) == [
                    other.id, old.id,
                ])
            #expect(try store.donations(matching: DonationFilter(limit: 1)).map(\.id) == [new.id])
            #expect(try store.donations(matching: DonationFilter(app: "soupshop")).last?.source == .app)
            #expect(try store.donations(matching: DonationFilter(limit: 1)).first?.source == .system)
        }
    }

    @Test(arguments: Backend.available)
    func deletesByIntentEntityAndId(_ backend: Backend) throws {
        try withStore(backend) { store in
            let a = Self.donation("OrderSoup", at: Self.now, entities: ["tomato"])
            let b = Self.donation("OrderSoup", at: Self.now, entities: ["leek"], app: "other")
            let c = Self.donation("ShowMenu", at: Self.now, entities: ["tomato", "leek"])
            let d = Self.donation("Reorder", at: Self.now)
            for donation in [a, b, c, d] { try store.insert(donation) }
            #expect(try store.deleteDonations(intentIdentifier: "OrderSoup", app: "other") == 1)
            #expect(try store.deleteDonations(entityID: "tomato") == 2)
            #expect(try store.deleteDonations(entityID: "tomato") == 0)
            #expect(try store.deleteDonation(id: d.id))
            #expect(!(try store.deleteDonation(id: d.id)))
            #expect(try store.donations(matching: DonationFilter()).isEmpty)
            try store.insert(a)
            #expect(try store.deleteDonations(intentIdentifier: "OrderSoup") == 1)
        }
    }

    @Test(arguments: Backend.available)
    func duplicateIdsAndInvalidJSONAreRefused(_ backend: Backend) throws {
        try withStore(backend) { store in
            let donation = Self.donation("OrderSoup", at: Self.now, entities: ["x"])
            try store.insert(donation)
            var copy = donation
            copy.intentIdentifier = "Changed"
            #expect { try store.insert(copy) } throws: { ($0 as? StoreError)?.code == .duplicate }
            let broken = Self.donation("OrderSoup", #"{"soup": tomato}"#, at: Self.now)
            #expect { try store.insert(broken) } throws: { error in
                let error = error as? StoreError
                return error?.code == .invalidInput && error?.input == #"{"soup": tomato}"#
            }
            #expect(try store.donations(matching: DonationFilter()) == [donation])
        }
    }

    @Test(arguments: Backend.available)
    func suggestionsRankByFrequencyRecencyAndTimeOfDay(_ backend: Backend) throws {
        try withStore(backend) { store in
            let now = Self.now
            // Frequent but old: 4 donations three weeks ago at 09:00 (far from 18:00).
            for offset in 0..<4 {
                try store.insert(
                    Self.donation(
                        "OrderSoup", #"{"soup":"leek"}"#, at: now - 21 * Self.day - 9 * Self.hour + Double(offset)))
            }
            // Twice yesterday at 17:30, inside the ±90 minute window around 18:00.
            for offset in 0..<2 {
                try store.insert(
                    Self.donation(
                        "OrderSoup", #"{"soup":"tomato"}"#, at: now - Self.day - 0.5 * Self.hour + Double(offset)))
            }
            // Twice yesterday at 08:00: as recent, outside the window.
            for offset in 0..<2 {
                try store.insert(Self.donation("ShowMenu", at: now - Self.day - 10 * Self.hour + Double(offset)))
            }
            try store.insert(Self.donation("OrderSoup", #"{"soup":"tomato"}"#, at: now - Self.hour, app: "other"))
            let query = SuggestionQuery(now: now, timeZoneOffset: 0, app: "soupshop")
            let suggestions = try store.suggestions(query)
            #expect(suggestions.map(\.intentIdentifier) == ["OrderSoup", "ShowMenu", "OrderSoup"])
            #expect(suggestions.map(\.parametersJSON) == [#"{"soup":"tomato"}"#, "{}", #"{"soup":"leek"}"#])
            #expect(suggestions.map(\.donationCount) == [2, 2, 4])
            #expect(suggestions[0].lastDonated == now - Self.day - 0.5 * Self.hour + 1)
            // Every backend computes exactly SuggestionRanking's formula.
            let all = try store.donations(matching: DonationFilter(app: "soupshop"))
            for suggestion in suggestions {
                let expected = all.filter {
                    $0.intentIdentifier == suggestion.intentIdentifier && $0.parametersJSON == suggestion.parametersJSON
                }.reduce(0.0) { $0 + query.ranking.weight(of: $1, now: now, timeZoneOffset: 0) }
                #expect(abs(suggestion.score - expected) < 1e-9 * max(1, expected))
            }
            // Without an app filter, the same intent and parameters of another app is another group.
            let everyApp = try store.suggestions(SuggestionQuery(now: now, timeZoneOffset: 0, app: nil, limit: 2))
            #expect(everyApp.map(\.app) == ["soupshop", "other"])
            #expect(everyApp.map(\.donationCount) == [2, 1])
            #expect(try store.suggestions(SuggestionQuery(now: now, limit: 0)).isEmpty)
        }
    }

    /// Intents the system does not offer are left out before the limit, so the list is still
    /// `limit` long; a name with quotes, a backslash or JSON's own syntax is matched as text.
    @Test(arguments: Backend.available)
    func excludedIntentsAreLeftOutBeforeTheLimit(_ backend: Backend) throws {
        try withStore(backend) { store in
            let now = Self.now
            let hostile = #"Hidden"],"x\\'; DROP TABLE donations; --"#
            for (index, intent) in ["Hidden", hostile, "AssistantOnly", "OrderSoup", "ShowMenu"].enumerated() {
                // The hidden ones are the most frequent and the most recent.
                for offset in 0..<(5 - index) {
                    try store.insert(Self.donation(intent, at: now - Self.hour * Double(index) - Double(offset)))
                }
            }
            let everything = try store.suggestions(SuggestionQuery(now: now, timeZoneOffset: 0, limit: 2))
            #expect(everything.map(\.intentIdentifier) == ["Hidden", hostile])
            let offered = try store.suggestions(
                SuggestionQuery(
                    now: now, timeZoneOffset: 0, limit: 2, excludedIntents: ["Hidden", hostile, "AssistantOnly"]))
            #expect(offered.map(\.intentIdentifier) == ["OrderSoup", "ShowMenu"])
            #expect(offered.map(\.donationCount) == [2, 1])
            // Excluding is no deletion: the donations are all still there.
            #expect(try store.donations(matching: DonationFilter()).count == 15)
        }
    }

    @Test(arguments: Backend.available)
    func timeOfDayIsComparedInLocalTime(_ backend: Backend) throws {
        try withStore(backend) { store in
            let now = Self.now  // 18:00 UTC = 19:00 at UTC+1
            // 18:45 local in UTC+1 (17:45 UTC): inside the window around 19:00 local.
            let local = Self.donation("A", at: now - Self.day - 0.25 * Self.hour, offset: 3600)
            // 17:45 UTC again, but 12:45 local in UTC−5: outside it.
            let travelling = Self.donation("B", at: now - Self.day - 0.25 * Self.hour, offset: -18_000)
            try store.insert(local)
            try store.insert(travelling)
            let suggestions = try store.suggestions(SuggestionQuery(now: now, timeZoneOffset: 3600))
            #expect(suggestions.map(\.intentIdentifier) == ["A", "B"])
            let decay = pow(0.5, (Self.day + 0.25 * Self.hour) / (7 * Self.day))
            #expect(abs(suggestions[0].score - 2 * decay) < 1e-9)
            #expect(abs(suggestions[1].score - decay) < 1e-9)
        }
    }

    @Test func weightFollowsTheDocumentedFormula() {
        let ranking = SuggestionRanking()
        let now = Self.now
        func weight(_ date: Date, _ now: Date = Self.now) -> Double {
            ranking.weight(of: Self.donation("A", at: date), now: now, timeZoneOffset: 0)
        }
        #expect(weight(now) == 2)  // now: decay 1, in the window
        #expect(abs(weight(now - 7 * Self.day) - 1) < 1e-12)  // a week old: ½, in the window: × 2
        #expect(abs(weight(now - 7 * Self.day - 6 * Self.hour) - 0.4878) < 1e-4)  // outside the window
        #expect(weight(now + Self.day) == 2)  // a future date counts as now
        // 23:30 and 00:30 are one hour apart on the 24-hour circle.
        let midnight = Date(timeIntervalSince1970: 1_796_083_200)
        #expect(weight(midnight - 1800 - Self.day, midnight + 1800) > 1.8)
        #expect(SuggestionRanking.timeOfDay(now, 3600) == 19 * 3600)
        #expect(SuggestionRanking.timeOfDay(Date(timeIntervalSince1970: -1), 0) == 86_399)
    }
}

@Suite struct DonationValidationTests {
    @Test(arguments: Backend.available)
    func outOfRangeDatesAndOffsetsAreRefused(_ backend: Backend) throws {
        try withStore(backend) { store in
            let now = DonationStoreTests.now
            for date in [
                Date(timeIntervalSince1970: .infinity), Date(timeIntervalSince1970: .nan),
                Date(timeIntervalSince1970: 1e300),
            ]
            where !DonationRecord.dateRange.contains(date.timeIntervalSince1970) {
                #expect { try store.insert(DonationStoreTests.donation("A", at: date)) } throws: {
                    ($0 as? StoreError)?.code == .invalidInput
                }
            }
            #expect { try store.insert(DonationStoreTests.donation("A", at: now, offset: 100_000)) } throws: {
                ($0 as? StoreError)?.code == .invalidInput
            }
            #expect { try store.suggestions(SuggestionQuery(now: Date(timeIntervalSince1970: -.infinity))) } throws: {
                ($0 as? StoreError)?.code == .invalidInput
            }
            #expect { try store.suggestions(SuggestionQuery(now: now, timeZoneOffset: Int.min)) } throws: {
                ($0 as? StoreError)?.code == .invalidInput
            }
            #expect(try store.donations(matching: DonationFilter()).isEmpty)
            // The edges are accepted.
            try store.insert(DonationStoreTests.donation("A", at: Date(timeIntervalSince1970: -1e11), offset: -64_800))
            #expect(
                try store.suggestions(SuggestionQuery(now: Date(timeIntervalSince1970: 1e11), timeZoneOffset: 64_800))
                    .count == 1)
        }
    }
}

@Suite struct TimeOrderedUUIDTests {
    @Test func timeOrderedUUIDsAreVersionSevenDistinctAndSortByTime() {
        let base = Date(timeIntervalSince1970: 1_800_000_000)
        let ids = (0..<1000).map { UUID.timeOrdered(now: base.addingTimeInterval(Double($0) / 100)) }
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.uuid.6 >> 4 == 7)
            #expect(id.uuid.8 >> 6 == 0b10)
            #expect(UUID(uuidString: id.uuidString) == id)
        }
        // 1_800_000_000_000 ms is 0x01A3185C5000: the first 48 bits.
        #expect(ids[0].uuidString.hasPrefix("01A3185C-5000-7"))
        // Ten milliseconds apart, so each id's text sorts after the one before.
        #expect(ids.map(\.uuidString) == ids.map(\.uuidString).sorted())
    }

    @Test func aDonationsDefaultIdIsTimeOrdered() {
        let donation = DonationRecord(app: "a", intentIdentifier: "I", date: Date())
        #expect(donation.id.uuid.6 >> 4 == 7)
    }
}
