import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Who donated an intent: the app itself (`IntentDonationManager`) or the system after running it.
package enum DonationSource: String, Sendable, Hashable, Codable, CaseIterable {
    /// Donated by app code.
    case app
    /// Recorded by the system after it ran the intent.
    case system
}

/// One donation: an intent that ran (or that the app says the person performed).
package struct DonationRecord: Sendable, Hashable, Codable {
    /// The donation's identifier.
    package var id: UUID
    /// The app the intent belongs to.
    package var app: String
    /// The intent's identifier in the app's metadata, e.g. `OrderSoupIntent`.
    package var intentIdentifier: String
    /// The parameter values as JSON text. Suggestions group donations by this text, so producers
    /// should encode it canonically (sorted keys).
    package var parametersJSON: String
    /// The ids of the entities the donation involves (deleting an entity deletes its donations).
    package var entityIDs: [String]
    /// When the intent ran.
    package var date: Date
    /// The local time zone's offset from UTC, in seconds, when the intent ran; suggestions compare
    /// local times of day, so a habit survives a daylight-saving change or a trip.
    package var timeZoneOffset: Int
    /// A short human summary of the result, if any.
    package var resultSummary: String?
    /// Who donated it.
    package var source: DonationSource

    /// Creates a donation.
    package init(
        id: UUID = .timeOrdered(), app: String, intentIdentifier: String, parametersJSON: String = "{}",
        entityIDs: [String] = [], date: Date, timeZoneOffset: Int? = nil, resultSummary: String? = nil,
        source: DonationSource = .app
    ) {
        self.id = id
        self.app = app
        self.intentIdentifier = intentIdentifier
        self.parametersJSON = parametersJSON
        self.entityIDs = entityIDs
        self.date = date
        self.timeZoneOffset = timeZoneOffset ?? TimeZone.current.secondsFromGMT(for: date)
        self.resultSummary = resultSummary
        self.source = source
    }
}

/// Which donations to list.
package struct DonationFilter: Sendable, Hashable {
    /// Only this app's donations, when set.
    package var app: String?
    /// Only donations of this intent, when set.
    package var intentIdentifier: String?
    /// Only donations involving this entity id, when set.
    package var entityID: String?
    /// The maximum number listed (at most 100 000).
    package var limit: Int

    /// Creates a filter; by default everything, newest first, at most 1000.
    package init(app: String? = nil, intentIdentifier: String? = nil, entityID: String? = nil, limit: Int = 1000) {
        self.app = app
        self.intentIdentifier = intentIdentifier
        self.entityID = entityID
        self.limit = limit
    }
}

/// An intent with parameter values worth offering, ranked by `SuggestionRanking`.
package struct Suggestion: Sendable, Hashable {
    /// The app.
    package var app: String
    /// The intent.
    package var intentIdentifier: String
    /// The parameter values shared by the donations of this group.
    package var parametersJSON: String
    /// The ranking score (see `SuggestionRanking`).
    package var score: Double
    /// How many donations the group holds.
    package var donationCount: Int
    /// The newest donation's date.
    package var lastDonated: Date
}

/// What to rank.
package struct SuggestionQuery: Sendable, Hashable {
    /// The moment to rank for.
    package var now: Date
    /// The local time zone's offset from UTC in seconds at `now`.
    package var timeZoneOffset: Int
    /// Only this app's donations, when set.
    package var app: String?
    /// The maximum number of suggestions (at most 1000).
    package var limit: Int
    /// Intents never suggested: those the system does not offer (hidden, or for the assistant
    /// only), whose donations still count as history.
    package var excludedIntents: Set<String>
    /// The formula's constants.
    package var ranking: SuggestionRanking

    /// Creates a query for `now` in the current time zone.
    package init(
        now: Date, timeZoneOffset: Int = TimeZone.current.secondsFromGMT(), app: String? = nil, limit: Int = 10,
        excludedIntents: Set<String> = [], ranking: SuggestionRanking = SuggestionRanking()
    ) {
        self.now = now
        self.timeZoneOffset = timeZoneOffset
        self.app = app
        self.limit = limit
        self.excludedIntents = excludedIntents
        self.ranking = ranking
    }

    /// `excludedIntents` as a JSON array of strings, sorted, for a store's query.
    var excludedIntentsJSON: String {
        let text = try? JSONEncoder().encode(excludedIntents.sorted())
        return text.flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
    }
}

/// The suggestion score: frequency, weighted by recency, with a bonus at the same time of day.
///
/// For a group of donations with the same app, intent and parameters:
///
///     score = Σ  2^(−age / halfLife) × (1 + timeOfDayBonus × [Δtod ≤ timeOfDayWindow])
///
/// where `age = max(0, now − date)` and `Δtod` is the distance on the 24-hour circle between the
/// donation's local time of day (UTC + the donation's `timeZoneOffset`) and now's (UTC + the
/// query's `timeZoneOffset`), in whole seconds. With
/// the defaults a donation counts 1 today, ½ a week ago, ¼ two weeks ago, and twice as much when it
/// happened within ±90 minutes of now's time of day. Ties go to the newest donation.
package struct SuggestionRanking: Sendable, Hashable {
    /// The age at which a donation counts half (default 7 days).
    package var halfLife: TimeInterval
    /// The ±window around now's time of day that earns the bonus (default 90 minutes).
    package var timeOfDayWindow: TimeInterval
    /// The extra weight, as a fraction, of a donation inside the window (default 1: counts double).
    package var timeOfDayBonus: Double

    /// Creates the constants; the defaults are documented on the type.
    package init(
        halfLife: TimeInterval = 7 * 86_400, timeOfDayWindow: TimeInterval = 90 * 60, timeOfDayBonus: Double = 1
    ) {
        self.halfLife = max(halfLife, 1)
        self.timeOfDayWindow = timeOfDayWindow
        self.timeOfDayBonus = timeOfDayBonus
    }

    /// One donation's weight; the SQL of each backend computes the same expression.
    package func weight(of donation: DonationRecord, now: Date, timeZoneOffset: Int) -> Double {
        let age = max(0, now.timeIntervalSince1970 - donation.date.timeIntervalSince1970)
        // The exponent is floored at −700 (2^−1010): PostgreSQL's exp() raises an underflow error below
        // that, and every backend must compute the same number.
        let decay = exp(max(-700, -M_LN2 * age / halfLife))
        let distance = abs(
            Self.timeOfDay(donation.date, donation.timeZoneOffset) - Self.timeOfDay(now, timeZoneOffset))
        let circular = min(distance, 86_400 - distance)
        return decay * (Double(circular) <= timeOfDayWindow ? 1 + timeOfDayBonus : 1)
    }

    /// Seconds since local midnight, in whole seconds.
    static func timeOfDay(_ date: Date, _ offset: Int) -> Int {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + offset
        return ((seconds % 86_400) + 86_400) % 86_400
    }
}

extension DonationRecord {
    /// The dates a store accepts: within about 3 000 years of 1970, so every backend can do integer
    /// arithmetic on them.
    static let dateRange: ClosedRange<Double> = -1e11...1e11
    /// Time-zone offsets a store accepts: ±18 hours, as Foundation's `TimeZone`.
    static let offsetRange: ClosedRange<Int> = -64_800...64_800

    /// Throws `invalidInput` for a date or offset out of range or parameters that are not JSON.
    func validate() throws {
        guard Self.dateRange.contains(date.timeIntervalSince1970) else {
            throw StoreError(
                .invalidInput, "a donation date must be a finite time within 3000 years of 1970",
                input: "\(date.timeIntervalSince1970)")
        }
        guard Self.offsetRange.contains(timeZoneOffset) else {
            throw StoreError(.invalidInput, "a time-zone offset must be within ±18 hours", input: "\(timeZoneOffset)")
        }
        try JSONText.validate(parametersJSON, what: "donation parameters")
    }
}

extension SuggestionQuery {
    /// Throws `invalidInput` for a `now` or offset out of the ranges donations accept.
    func validate() throws {
        guard DonationRecord.dateRange.contains(now.timeIntervalSince1970) else {
            throw StoreError(
                .invalidInput, "'now' must be a finite time within 3000 years of 1970",
                input: "\(now.timeIntervalSince1970)")
        }
        guard DonationRecord.offsetRange.contains(timeZoneOffset) else {
            throw StoreError(.invalidInput, "a time-zone offset must be within ±18 hours", input: "\(timeZoneOffset)")
        }
    }
}

/// The donations an app and the system made (Siri Suggestions' memory).
package protocol DonationStore: Sendable {
    /// Stores a donation.
    /// - Throws: `StoreError` `duplicate` when the id exists, `invalidInput` when `parametersJSON`
    ///   is not JSON or the date or offset is out of range.
    func insert(_ donation: DonationRecord) throws
    /// Stores a donation without waiting for it to be written, when the backend can (SQLite's
    /// group commit); this process reads it at once. The default inserts it.
    /// - Throws: `StoreError` `invalidInput` as `insert`; a duplicate id is reported when the
    ///   batch is committed.
    func enqueue(_ donation: DonationRecord) throws
    /// Deletes the donations of an intent (of one app when `app` is set); returns how many.
    @discardableResult func deleteDonations(intentIdentifier: String, app: String?) throws -> Int
    /// Deletes the donations involving an entity id; returns how many.
    @discardableResult func deleteDonations(entityID: String) throws -> Int
    /// Deletes one donation; returns whether it existed.
    @discardableResult func deleteDonation(id: UUID) throws -> Bool
    /// The donations matching `filter`, newest first.
    func donations(matching filter: DonationFilter) throws -> [DonationRecord]
    /// Groups donations by (app, intent, parameters) and ranks the groups, best first.
    /// - Throws: `StoreError` `invalidInput` when `now` or the offset is out of range.
    func suggestions(_ query: SuggestionQuery) throws -> [Suggestion]
}

extension DonationStore {
    package func enqueue(_ donation: DonationRecord) throws { try insert(donation) }

    /// Deletes the donations of an intent in every app.
    @discardableResult package func deleteDonations(intentIdentifier: String) throws -> Int {
        try deleteDonations(intentIdentifier: intentIdentifier, app: nil)
    }
}

extension UUID {
    /// A time-ordered (version 7, RFC 9562) UUID: the Unix time in milliseconds in its first 48
    /// bits, then 74 random bits.
    ///
    /// `UUID()` opens, reads and closes `/dev/urandom` on Linux each time, three system calls on
    /// every donation; the random bits come from `RandomPool`, one `getrandom(2)` per 16 ids.
    ///
    /// Donations get these ids, so a batch of new donations lands at the end of the id index (and
    /// of the entity table's key) instead of on a random page each: with random ids a commit of a
    /// batch rewrote about one page per donation of each index, 4 KB of log apiece.
    package static func timeOrdered(now: Date = Date()) -> UUID {
        var bytes = RandomPool.shared.next()
        let milliseconds = UInt64(max(0, now.timeIntervalSince1970 * 1000))
        bytes.0 = UInt8(truncatingIfNeeded: milliseconds >> 40)
        bytes.1 = UInt8(truncatingIfNeeded: milliseconds >> 32)
        bytes.2 = UInt8(truncatingIfNeeded: milliseconds >> 24)
        bytes.3 = UInt8(truncatingIfNeeded: milliseconds >> 16)
        bytes.4 = UInt8(truncatingIfNeeded: milliseconds >> 8)
        bytes.5 = UInt8(truncatingIfNeeded: milliseconds)
        bytes.6 = (bytes.6 & 0x0F) | 0x70  // version 7
        bytes.8 = (bytes.8 & 0x3F) | 0x80  // RFC 4122 variant
        return UUID(uuid: bytes)
    }
}

/// Random bytes from the system's source, drawn 256 bytes at a time and handed out 16 at a time, each
/// byte once. A forked child starts with an empty pool, so it never repeats its parent's ids.
final class RandomPool: @unchecked Sendable {
    // @unchecked: `bytes` and `used` are read and written with `lock` held.
    static let shared = RandomPool()

    private static let size = 256
    private let lock = NSLock()
    private var bytes = [UInt8](repeating: 0, count: RandomPool.size)
    private var used = RandomPool.size

    private init() {
        pthread_atfork(nil, nil) { RandomPool.shared.used = RandomPool.size }
    }

    /// The next 16 unused bytes.
    func next() -> uuid_t {
        lock.lock()
        defer { lock.unlock() }
        if used + 16 > bytes.count {
            bytes.withUnsafeMutableBytes { Self.fill($0) }
            used = 0
        }
        var id: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &id) { $0.copyBytes(from: bytes[used..<used + 16]) }
        used += 16
        return id
    }

    /// Fills `raw` from the system's random source: one `getrandom(2)` where there is one (at
    /// most 256 bytes a call), else the standard library's.
    private static func fill(_ raw: UnsafeMutableRawBufferPointer) {
        var filled = 0
        #if canImport(Glibc) || canImport(Musl)
        // getentropy(3): one getrandom(2) of at most 256 bytes.
        while filled < raw.count {
            let count = min(256, raw.count - filled)
            guard getentropy(raw.baseAddress! + filled, count) == 0 else { break }
            filled += count
        }
        #endif
        var generator = SystemRandomNumberGenerator()
        while filled < raw.count {
            withUnsafeBytes(of: generator.next() as UInt64) { word in
                let take = min(word.count, raw.count - filled)
                (raw.baseAddress! + filled).copyMemory(from: word.baseAddress!, byteCount: take)
                filled += take
            }
        }
    }
}
