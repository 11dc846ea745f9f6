import Foundation

/// What was found out about tokens, kept by each token's SHA-256 digest (never the token) until a
/// time of each entry's own, and bounded: past `limit` entries the expired ones go, then all.
final class TokenCache<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `entries` is read and written under `lock` alone. An NSLock (a pthread mutex)
    // rather than Synchronization's Mutex, whose futex the thread sanitizer does not model:
    // requests on several connections fill the cache at once.
    private let lock = NSLock()
    private var entries: [[UInt8]: (value: Value, until: Date)] = [:]
    let limit: Int

    init(limit: Int = 10_000) { self.limit = limit }

    /// The value kept for `digest`, unless its time is over at `now`.
    func value(for digest: [UInt8], at now: Date) -> Value? {
        lock.withLock {
            guard let entry = entries[digest], entry.until > now else { return nil }
            return entry.value
        }
    }

    func keep(_ value: Value, for digest: [UInt8], until: Date, now: Date) {
        lock.withLock {
            if entries.count >= limit { entries = entries.filter { $0.value.until > now } }
            if entries.count >= limit { entries.removeAll() }
            entries[digest] = (value, until)
        }
    }

    func removeAll() { lock.withLock { entries.removeAll() } }
}
