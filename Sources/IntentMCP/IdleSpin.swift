#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Polls descriptors without sleeping for a short while before a connection's thread sleeps.
///
/// An agent in a loop sends its next request a few tens of microseconds after it reads an answer.
/// A thread that is asleep by then is woken by the kernel, and on a virtual machine whose other
/// CPU has gone idle that wake-up (an interrupt to the other CPU, which the hypervisor delivers)
/// costs more than a small intent's whole call: measured here, a server that does nothing went
/// from 11,000 to 27,000–43,000 calls a second once it polled instead of sleeping. So after each
/// answer the thread keeps polling, yielding its CPU to anything else runnable, for at most the
/// configured time (`--idle-spin`, 100 µs by default), then sleeps as before. An agent that pauses
/// costs at most that much CPU a request; `0` turns it off.
enum IdleSpin {
    /// Polls `descriptors` until one is ready or `microseconds` have passed; returns whether one
    /// is (their `revents` then say which).
    static func poll(_ descriptors: UnsafeMutablePointer<pollfd>, count: Int, microseconds: Int) -> Bool {
        guard microseconds > 0 else { return false }
        let deadline = now() + UInt64(microseconds) * 1000
        repeat {
            let ready = Glibc.poll(descriptors, nfds_t(count), 0)
            if ready > 0 { return true }
            if ready < 0 && errno != EINTR { return false }
            sched_yield()
        } while now() < deadline
        return false
    }

    /// Polls one descriptor for input (see `poll(_:count:microseconds:)`).
    static func waitForInput(on descriptor: Int32, microseconds: Int) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, count: 1, microseconds: microseconds)
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
