import Foundation

/// A value behind an NSLock: Synchronization's `Mutex` for state that several threads contend
/// for, where the thread sanitizer runs.
///
/// The sanitizer does not model the futex a contended `Mutex` waits on, so it reported the
/// accesses under such a `Mutex` as races (two connections starting requests at once); it does
/// model a pthread mutex, which NSLock is.
final class Locked<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `value` is read and written under `lock` alone.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
