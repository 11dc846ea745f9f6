import Foundation

/// What was found out about tokens, kept by each token's SHA-256 digest (never the token) until a
/// time of each entry's own, and bounded: past `limit` entries the expired ones go, then all.
final class TokenCache<Value: Sendable>: Sendable {
    /// Requests on several connections fill it at once.
    private let entries = Locked<[[UInt8]: (value: Value, until: Date)]>([:])
    let limit: Int

    init(limit: Int = 10_000) { self.limit = limit }

    /// The value kept for `digest`, unless its time is over at `now`.
    func value(for digest: [UInt8], at now: Date) -> Value? {
        entries.withLock { entries in
            guard let entry = entries[digest], entry.until > now else { return nil }
            return entry.value
        }
    }

    func keep(_ value: Value, for digest: [UInt8], until: Date, now: Date) {
        entries.withLock { entries in
            if entries.count >= limit { entries = entries.filter { $0.value.until > now } }
            if entries.count >= limit { entries.removeAll() }
            entries[digest] = (value, until)
        }
    }

    func removeAll() { entries.withLock { $0.removeAll() } }
}
