import Foundation
import Synchronization
import Testing

@testable import IntentSystem

/// The race between a run's work, its time limit and its caller's cancellation, in the order a
/// loaded machine can give them: the work reaches its cancellation handler, and is cancelled,
/// before the task that made it has attached it to the race.
@Suite struct TimeLimitRaceTests {
    @Test func aCancellationBeforeTheWorkIsAttachedStillWaitsForItsCleanup() async throws {
        let clock = TimeLimit.Clock(seconds: 30, grace: 30)
        clock.handlerBegan()  // the work is inside a CancellableIntent's handler
        let race = TimeLimit.Race<Int>(clock: clock)
        race.interrupt(CancellationError())  // the caller cancels; no work is attached yet

        let started = Flag()
        let ended = Flag()
        let run = Task {
            defer { ended.set() }
            return try await withUnsafeThrowingContinuation { continuation in
                race.start(continuation)
                started.set()
            }
        }
        while !started.isSet { await Task.yield() }
        #expect(!ended.isSet, "the run is reported before its work ended")

        let work = Task<Void, Never> { try? await Task.sleep(for: .seconds(60)) }
        race.attach(work: work)
        #expect(work.isCancelled, "a work attached after the interruption is cancelled")
        #expect(!ended.isSet)

        race.workEnded(.failure(CancellationError()))  // the cleanup is done
        await #expect(throws: CancellationError.self) { _ = try await run.value }
        clock.handlerEnded()
    }
}

/// A flag one task sets and another reads.
final class Flag: Sendable {
    private let value = Mutex(false)
    func set() { value.withLock { $0 = true } }
    var isSet: Bool { value.withLock { $0 } }
}
