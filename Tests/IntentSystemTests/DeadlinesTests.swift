import Foundation
import Synchronization
import Testing

@testable import IntentSystem

@Suite struct DeadlinesTests {
    final class Log: Sendable {
        let fired = Mutex<[String]>([])
        func add(_ name: String) { fired.withLock { $0.append(name) } }
        var names: [String] { fired.withLock { $0 } }
    }

    @Test func deadlinesFireInOrderAndCancelledOnesNever() async throws {
        let deadlines = Deadlines()
        let log = Log()
        // A late deadline first, then earlier ones: the thread, asleep until the late one, must
        // be woken for them.
        _ = deadlines.schedule(after: 0.3) { log.add("late") }
        let cancelled = deadlines.schedule(after: 0.05) { log.add("cancelled") }
        _ = deadlines.schedule(after: 0.1) { log.add("early") }
        deadlines.cancel(cancelled)
        try await Task.sleep(for: .milliseconds(200))
        #expect(log.names == ["early"])
        try await Task.sleep(for: .milliseconds(400))
        #expect(log.names == ["early", "late"])
    }

    @Test func aDeadlineAfterAnIdlePeriodStillFires() async throws {
        let deadlines = Deadlines()
        let log = Log()
        deadlines.cancel(deadlines.schedule(after: 0.05) { log.add("first") })
        try await Task.sleep(for: .milliseconds(150))
        _ = deadlines.schedule(after: 0.05) { log.add("second") }
        try await Task.sleep(for: .milliseconds(300))
        #expect(log.names == ["second"])
    }
}
