import Foundation

/// A value behind an NSLock: the lock of every piece of state this module shares between threads,
/// in place of Synchronization's `Mutex`.
///
/// The thread sanitizer does not model the futex a contended `Mutex` waits on, so it reported the
/// accesses under such a `Mutex` as races (two connections starting requests at once); it does
/// model a pthread mutex, which NSLock is. The connections' threads, request workers and HTTP
/// sessions run under the sanitizer in the tests, so a `Mutex` anywhere on their paths could fail
/// the gate by chance.
final class Locked<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `value` is read and written under `lock` alone.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
