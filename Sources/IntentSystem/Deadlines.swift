import Foundation

/// One thread that fires the deadlines of every running time limit.
///
/// A dispatch timer per run costs a trip through dispatch's manager thread to arm and another to
/// cancel, on every intent run. Here a run adds an entry to a table and removes it again; the
/// thread is woken only when a new deadline is earlier than the one it sleeps until, which for
/// runs that share one time limit is almost never.
final class Deadlines: @unchecked Sendable {
    // @unchecked: every stored property is read and written with `condition` locked.

    /// The deadlines of this process.
    static let shared = Deadlines()

    /// A scheduled deadline, to cancel it.
    struct Ticket: Hashable, Sendable {
        fileprivate let id: UInt64
    }

    private struct Entry {
        var deadline: UInt64
        var fire: @Sendable () -> Void
    }

    private let condition = NSCondition()
    private var entries: [UInt64: Entry] = [:]
    private var nextID: UInt64 = 0
    private var started = false
    /// When the thread wakes next on its own (`nil`: not until it is signalled).
    private var wakesAt: UInt64?
    /// The latest deadline scheduled. With no entry left, the thread still sleeps until then
    /// rather than for ever, so the next run (whose deadline is later) need not wake it.
    private var horizon: UInt64 = 0

    /// Calls `fire` (on the deadline thread) after `seconds`, unless cancelled first.
    func schedule(after seconds: Double, _ fire: @escaping @Sendable () -> Void) -> Ticket {
        let nanoseconds = seconds.isFinite ? UInt64(max(0, min(seconds, 1e9)) * 1e9) : UInt64(1e18)
        let deadline = DispatchTime.now().uptimeNanoseconds &+ nanoseconds
        condition.lock()
        defer { condition.unlock() }
        if !started {
            started = true
            let thread = Thread { [self] in run() }
            thread.name = "time limits"
            thread.start()
        }
        nextID += 1
        entries[nextID] = Entry(deadline: deadline, fire: fire)
        horizon = max(horizon, deadline)
        if wakesAt.map({ deadline < $0 }) ?? true { condition.signal() }
        return Ticket(id: nextID)
    }

    /// Cancels `ticket`'s deadline; nothing happens if it already fired.
    func cancel(_ ticket: Ticket) {
        condition.lock()
        entries[ticket.id] = nil
        condition.unlock()
        // No signal: the thread wakes at the old deadline at worst, finds nothing due, and sleeps on.
    }

    private func run() {
        condition.lock()
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            let due = entries.filter { $0.value.deadline <= now }
            if !due.isEmpty {
                for id in due.keys { entries[id] = nil }
                condition.unlock()
                for entry in due.values { entry.fire() }
                condition.lock()
                continue
            }
            wakesAt = entries.values.map(\.deadline).min() ?? (horizon > now ? horizon : nil)
            if let wakesAt {
                _ = condition.wait(until: Date(timeIntervalSinceNow: Double(wakesAt - now) / 1e9))
            } else {
                condition.wait()
            }
        }
    }
}
