import Foundation
import Testing

@testable import IntentSystem

@Suite struct DeadlinesTests {
    /// What fired, and how long after the start.
    final class Log: @unchecked Sendable {
        // @unchecked: `entries` is only touched with `lock` held.
        private let lock = NSLock()
        private var entries: [(name: String, after: Double)] = []
        let start = Date()

        func add(_ name: String) {
            lock.lock()
            entries.append((name, Date().timeIntervalSince(start)))
            lock.unlock()
        }

        var fired: [(name: String, after: Double)] {
            lock.lock()
            defer { lock.unlock() }
            return entries
        }

        /// Waits (up to 5 s) until `count` deadlines fired.
        func wait(for count: Int) async throws {
            for _ in 0..<500 where fired.count < count { try await Task.sleep(for: .milliseconds(10)) }
        }
    }

    @Test func deadlinesFireInOrderAndCancelledOnesNever() async throws {
        let deadlines = Deadlines()
        let log = Log()
        // A late deadline first, then earlier ones: the thread, asleep until the late one, must
        // be woken for them.
        _ = deadlines.schedule(after: 0.8) { log.add("late") }
        let cancelled = deadlines.schedule(after: 0.05) { log.add("cancelled") }
        _ = deadlines.schedule(after: 0.1) { log.add("early") }
        deadlines.cancel(cancelled)
        try await log.wait(for: 2)
        try await Task.sleep(for: .milliseconds(100))
        let fired = log.fired
        #expect(fired.map(\.name) == ["early", "late"])
        #expect(fired.first.map { $0.after >= 0.1 && $0.after < 0.8 } == true, "\(fired)")
        #expect(fired.last.map { $0.after >= 0.8 } == true, "\(fired)")
    }

    @Test func aDeadlineAfterAnIdlePeriodStillFires() async throws {
        let deadlines = Deadlines()
        let log = Log()
        deadlines.cancel(deadlines.schedule(after: 0.05) { log.add("first") })
        try await Task.sleep(for: .milliseconds(150))
        _ = deadlines.schedule(after: 0.05) { log.add("second") }
        try await log.wait(for: 1)
        try await Task.sleep(for: .milliseconds(100))
        #expect(log.fired.map(\.name) == ["second"])
    }

    /// The work starts before its clock, and may already be waiting for a person when the clock
    /// starts: the clock must not run until the person has answered.
    @Test func aClockPausedBeforeItStartsWaitsForTheResume() async throws {
        let clock = TimeLimit.Clock(seconds: 0.05)
        let log = Log()
        clock.pause()
        clock.start { log.add("fired") }
        try await Task.sleep(for: .milliseconds(250))
        #expect(log.fired.isEmpty)
        clock.resume()
        try await log.wait(for: 1)
        #expect(log.fired.map(\.name) == ["fired"])
        clock.stop()
    }
}
