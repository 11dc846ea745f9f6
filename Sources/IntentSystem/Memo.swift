import Foundation
import Synchronization

/// Facts worked out once per key and kept for the life of the process: a type's field layout,
/// member readers, value shape or writing plan (`TypeCache`), an intent's parameter types.
///
/// A run reads a few dozen of them and almost never adds one, so a read takes no lock: the facts
/// are an immutable table, and adding one publishes a new table with it (an atomic store that
/// readers load). Tables replaced are kept, since a reader may still be looking at one; there is
/// one per fact ever added. `make` runs outside the lock, since working a fact out may read
/// another memo; two threads may both work out the first value for a key, and the first one kept
/// is the one every caller gets.
package final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    // @unchecked: `retired` is only touched under `lock`; `table` is atomic, and the tables it
    // points to never change.
    private final class Table {
        let values: [Key: Value]
        init(_ values: [Key: Value]) { self.values = values }
    }

    private let table: Atomic<Unmanaged<Table>>
    /// Serializes additions.
    private let lock = NSLock()
    private var retired: [Table] = []

    package init() {
        table = Atomic(Unmanaged.passRetained(Table([:])))
    }

    deinit {
        table.load(ordering: .acquiring).release()
    }

    /// The value kept for `key`, or `make()`'s, kept from now on.
    package func value(for key: Key, make: () -> Value) -> Value {
        if let known = table.load(ordering: .acquiring)._withUnsafeGuaranteedRef({ $0.values[key] }) {
            return known
        }
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        let latest = table.load(ordering: .acquiring).takeUnretainedValue()
        if let known = latest.values[key] { return known }
        var values = latest.values
        values[key] = made
        retired.append(latest)
        let replaced = table.exchange(Unmanaged.passRetained(Table(values)), ordering: .acquiringAndReleasing)
        // `retired` holds the table now; the memo's own reference to it goes.
        replaced.release()
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
