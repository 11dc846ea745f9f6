import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Donations waiting for their group commit, and the thread of the store's that commits them.
///
/// A donation in its own transaction cost a commit: six B-trees touched and about 24 KB of
/// write-ahead log for a row of a few hundred bytes, on the path of every intent run. Queued here,
/// donations are committed together, in one transaction, by the store's thread: when the oldest
/// has waited half the `window`, when `batchLimit` are waiting, when the process exits (`atexit`), when
/// the store goes away, or before anything in this process reads or changes donations (so this
/// process always sees its own donations). A crash or `SIGKILL` loses at most the donations of
/// the last `window` (see docs/STORE.md, "Donations: group commit").
///
/// The thread commits at the lowest priority there is (`SCHED_IDLE` on Linux): a batch is a few
/// hundred microseconds to a few milliseconds of work, and at normal priority it took a core from
/// the requests in flight, so about one call in a hundred waited for it. When every core stays
/// busy and the thread falls behind, the thread that queues a donation commits the queue itself
/// once its oldest donation has waited the whole window, so the window still bounds what a crash
/// loses. The thread's own half of the window is its head start: with both deadlines the same,
/// the queueing thread (a request's, after its answer) found the queue due before the store's
/// thread had woken, and committed nearly every batch itself, holding up the next request.
final class DonationQueue: @unchecked Sendable {
    // @unchecked: `pending`, `oldest`, `stopping`, `started` and the counters change only with
    // `condition` locked; `window` and `batchLimit` never change; `store` is weak.

    /// How long a queued donation may wait for its commit.
    let window: Duration
    /// How many queued donations start a commit at once.
    let batchLimit: Int
    /// The store whose connection commits; weak, so the queue never keeps a store alive.
    weak var store: SQLiteStore?
    /// Where a commit that failed is reported (the donations it held are lost).
    let onFailure: @Sendable (StoreError, Int) -> Void

    private let condition = NSCondition()
    private var pending: [DonationRecord] = []
    private var oldest = ContinuousClock.now
    private var stopping = false
    private var started = false
    private var committedCount = 0
    private var batchCount = 0

    init(window: Duration, batchLimit: Int, onFailure: @escaping @Sendable (StoreError, Int) -> Void) {
        self.window = window
        self.batchLimit = max(1, batchLimit)
        self.onFailure = onFailure
    }

    /// How many donations were committed, and in how many transactions.
    var statistics: (donations: Int, batches: Int) {
        condition.lock()
        defer { condition.unlock() }
        return (committedCount, batchCount)
    }

    /// Queues a validated donation; returns at once.
    func add(_ donation: DonationRecord) {
        condition.lock()
        let now = ContinuousClock.now
        if pending.isEmpty { oldest = now }
        pending.append(donation)
        if !started {
            started = true
            let thread = Thread { [self] in run() }
            thread.name = "store donations"
            thread.start()
            Self.registerExitFlush()
            if let store { Self.register(store) }
        }
        if pending.count == 1 || pending.count >= batchLimit { condition.signal() }
        // The thread has not had a core for a whole window: commit here instead.
        let overdue = oldest + window <= now
        condition.unlock()
        if overdue { store?.commitQueuedDonations() }
    }

    /// Takes every queued donation (call with the store's connection locked, so batches commit in
    /// the order they were taken).
    func take() -> [DonationRecord] {
        condition.lock()
        defer { condition.unlock() }
        let batch = pending
        pending = []
        return batch
    }

    /// Counts a commit.
    func committed(_ count: Int) {
        condition.lock()
        committedCount += count
        batchCount += 1
        condition.unlock()
    }

    /// Ends the thread (after the store committed what was queued).
    func stop() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        Self.lowerPriority(naming: "store donations")
        while true {
            condition.lock()
            while pending.isEmpty && !stopping { condition.wait() }
            if stopping {
                condition.unlock()
                return
            }
            // Wait for the window to close or the batch to fill; a flush may take the batch meanwhile.
            while !pending.isEmpty && pending.count < batchLimit && !stopping {
                let due = oldest + window / 2
                let left = ContinuousClock.now.duration(to: due)
                if left <= .zero { break }
                let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) * 1e-18
                _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
            }
            condition.unlock()
            store?.commitQueuedDonations()
        }
    }

    /// Names the calling thread `name` and gives it the lowest priority: it then runs only on a
    /// core no other thread wants. Linux's `SCHED_IDLE` (5 in <linux/sched.h>; Glibc shows the
    /// name only to C with `_GNU_SOURCE`); elsewhere the background quality of service.
    static func lowerPriority(naming name: String) {
        #if os(Linux)
        // Named here too: on Linux, `Thread.name` set before `start()` does not reach the kernel,
        // where `top -H`, `perf` and the tests look (Glibc hides `pthread_setname_np` from Swift).
        let comm = open("/proc/thread-self/comm", O_WRONLY)
        if comm >= 0 {
            _ = name.withCString { write(comm, $0, strlen($0)) }
            _ = close(comm)
        }
        var parameters = sched_param()
        parameters.sched_priority = 0
        _ = pthread_setschedparam(pthread_self(), 5, &parameters)
        #elseif canImport(Darwin)
        _ = pthread_set_qos_class_self_np(QOS_CLASS_BACKGROUND, 0)
        #endif
    }

    // MARK: - Exit

    /// The stores with a queue, flushed when the process exits.
    private static let live = Mutex<[ObjectIdentifier: WeakStore]>([:])
    private static let exitFlush: Void = {
        atexit { DonationQueue.flushAll() }
    }()

    private struct WeakStore: @unchecked Sendable {
        // @unchecked: only read and written with `live` locked.
        weak var store: SQLiteStore?
    }

    private static func registerExitFlush() { _ = exitFlush }

    static func register(_ store: SQLiteStore) {
        live.withLock { $0[ObjectIdentifier(store)] = WeakStore(store: store) }
    }

    static func unregister(_ store: SQLiteStore) {
        live.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(store)) }
    }

    /// Commits the queued donations of every open store in this process.
    static func flushAll() {
        let stores = live.withLock { $0.values.compactMap(\.store) }
        for store in stores { store.commitQueuedDonations() }
    }

    // MARK: - Termination signals

    private static let terminationHandlers: Void = {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        terminationPipe = descriptors[1]
        let reader = descriptors[0]
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in [SIGTERM, SIGINT, SIGHUP] {
            let previous = signal(
                number,
                { number in
                    var number = number
                    _ = write(terminationPipe, &number, MemoryLayout<Int32>.size)
                })
            // A signal the process ignores (`nohup`) or handles itself stays as it was.
            if unsafeBitCast(previous, to: Int.self) != unsafeBitCast(SIG_DFL, to: Int.self) {
                signal(number, previous)
            } else {
                sigaddset(&handled, number)
            }
        }
        let signals = handled
        let thread = Thread {
            // This thread takes the signals even where the process's other threads block them
            // (a process started from a thread that blocks them inherits its mask), as the
            // signals' default action would have ended the process had they been delivered.
            var unblocked = signals
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
            var number: Int32 = 0
            while read(reader, &number, MemoryLayout<Int32>.size) != MemoryLayout<Int32>.size {}
            // A donation recorded after its run's answer (MCP) is queued first, even when it has
            // to open the store.
            DonationsInFlight.waitUntilNone(upTo: .seconds(2))
            flushAll()
            // Then the signal's own effect, as if nothing had caught it.
            signal(number, SIG_DFL)
            kill(getpid(), number)
        }
        thread.name = "store termination"
        thread.start()
    }()

    /// Makes `SIGTERM`, `SIGINT` and `SIGHUP` commit every queued donation before they end the
    /// process (only where the process left their default action in place).
    static func flushOnTerminationSignals() { _ = terminationHandlers }
}

/// The write end of the pipe a termination signal's handler writes the signal's number to (a
/// handler may only do async-signal-safe things; the store's termination thread does the rest).
nonisolated(unsafe) private var terminationPipe: Int32 = -1

/// Donations a run still has to queue, made after its answer was sent (an MCP call's), which a
/// termination signal waits for before it commits the queue: the client saw the answer, so the
/// run's donation is kept as if it had been queued before it.
package enum DonationsInFlight {
    private static let lock = NSCondition()
    nonisolated(unsafe) private static var count = 0

    /// A run will queue a donation later.
    package static func begin() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    /// The donation `begin()` announced is queued (or failed).
    package static func end() {
        lock.lock()
        count = max(0, count - 1)
        if count == 0 { lock.broadcast() }
        lock.unlock()
    }

    /// Waits until no announced donation is left, at most `limit`.
    static func waitUntilNone(upTo limit: Duration) {
        let deadline = Date(timeIntervalSinceNow: Double(limit.components.seconds))
        lock.lock()
        while count > 0, lock.wait(until: deadline) {}
        lock.unlock()
    }
}
