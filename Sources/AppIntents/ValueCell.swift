/// A value that may be absent, kept out of line.
///
/// A `Value?` stored in a generic class is copied and destroyed through the metadata of
/// `Optional<Value>`, which the runtime looks up in a global table each time: a wrapper's
/// `deinit`, setter and getter did it on every call, for every property of every entity a
/// result holds. A pointer's layout does not depend on `Value`, and no `Value?` is stored,
/// taken or destroyed here, so the cell needs `Value`'s own metadata alone. Not copyable: the
/// owner frees it in its `deinit`.
package struct ValueCell<Value>: ~Copyable {
    private var pointer: UnsafeMutablePointer<Value>?

    package init() {}

    @inline(__always) package var value: Value? {
        guard let pointer else { return nil }
        return pointer.pointee
    }

    @inline(__always) package mutating func set(_ value: Value) {
        if let pointer {
            pointer.pointee = value
        } else {
            let fresh = UnsafeMutablePointer<Value>.allocate(capacity: 1)
            fresh.initialize(to: value)
            pointer = fresh
        }
    }

    /// Destroys the value, if any; the cell is empty afterwards.
    @inline(__always) package mutating func free() {
        guard let pointer else { return }
        pointer.deinitialize(count: 1)
        pointer.deallocate()
        self.pointer = nil
    }
}
