import Foundation

/// Facts worked out once per key and kept for the life of the process: a type's field layout,
/// member readers, value shape or writing plan (`TypeCache`), an intent's parameter types.
///
/// `make` runs outside the lock, since working a fact out may read another memo; two threads may
/// both work out the first value for a key, and the first one kept is the one every caller gets.
package final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    // @unchecked: `values` is only touched under `lock`.
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    package init() {}

    /// The value kept for `key`, or `make()`'s, kept from now on.
    package func value(for key: Key, make: () -> Value) -> Value {
        lock.lock()
        if let known = values[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let known = values[key] { return known }
        values[key] = made
        return made
    }
}

/// A memo by type.
typealias TypeCache<Value> = Memo<ObjectIdentifier, Value>

extension Memo where Key == ObjectIdentifier {
    /// The value kept for `type`, or `make()`'s, kept from now on.
    func value(for type: Any.Type, make: () -> Value) -> Value {
        value(for: ObjectIdentifier(type), make: make)
    }
}
