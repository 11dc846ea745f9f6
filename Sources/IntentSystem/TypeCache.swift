import Foundation

/// Facts about a type worked out once and kept for the life of the process: a struct's field
/// layout, an intent's or entity's member readers, a value's shape, an entity's writing plan.
///
/// `make` runs outside the lock, since working a fact out may read another cache; two threads may
/// both work out the first value for a type, and the first one kept is the one every caller gets.
final class TypeCache<Value>: @unchecked Sendable {
    // @unchecked: `values` is only touched under `lock`.
    private let lock = NSLock()
    private var values: [ObjectIdentifier: Value] = [:]

    init() {}

    /// The value kept for `type`, or `make()`'s, kept from now on.
    func value(for type: Any.Type, make: () -> Value) -> Value {
        let key = ObjectIdentifier(type)
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
