import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock of a property wrapper's value (`@Parameter`, `@Property`): a flag set and cleared
/// with acquiring and releasing atomics, kept inside the wrapper.
///
/// An `NSLock` is an object of its own around a mutex allocated apart, made and torn down with
/// every wrapper: for an entity with three properties, six allocations and three mutexes each
/// time one is made, which is most of the cost of making it. What this lock guards is a copy in
/// or out of the value, so a thread that finds it held yields rather than sleeps; the thread
/// sanitizer sees its atomics as the happens-before edges they are.
package struct ValueLock: ~Copyable, Sendable {
    private let held = Atomic<Bool>(false)

    package init() {}

    @inline(__always) package func lock() {
        while !held.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            sched_yield()
        }
    }

    @inline(__always) package func unlock() {
        held.store(false, ordering: .releasing)
    }
}
