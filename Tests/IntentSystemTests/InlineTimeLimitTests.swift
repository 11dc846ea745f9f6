import AppIntents
import Foundation
import TestSupport
import Testing

@testable import IntentSystem

/// A run given `onAbandon` performs in its caller's task; the time limit and cancellation still
/// end it at once, through `onAbandon`, while `perform()` goes on.
@Suite struct InlineTimeLimitTests {
    static let gate = Gate()

    /// Waits at `InlineTimeLimitTests.gate` and ignores cancellation.
    struct GatedIntent: AppIntent {
        static var title: LocalizedStringResource { "Gated" }
        func perform() async throws -> some IntentResult & ProvidesDialog {
            await InlineTimeLimitTests.gate.wait()
            return .result(dialog: "Through.")
        }
    }

    struct QuickIntent: AppIntent {
        static var title: LocalizedStringResource { "Quick" }
        func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done.") }
    }

    static let app = IntentApp(name: "Gates", intents: [GatedIntent.self, QuickIntent.self])

    @Test func theTimeLimitIsHandedOnWhilePerformGoesOnAndTheLateRunNeitherSucceedsNorDonates() async throws {
        let abandoned = Recorder<IntentSystemError>()
        let donations = Recorder<String>()
        let executor = Executor(
            catalog: try await Catalog.build(Self.app), timeLimit: 0.2,
            donations: { record in donations.append(record.intent) })
        let gate = Self.gate
        let run = Task {
            try await executor.run(
                RunRequest(intent: "GatedIntent", onAbandon: { abandoned.append($0 as! IntentSystemError) }),
                interaction: NeverAskInteraction())
        }
        // Told while perform() still waits at the gate, which is opened only after.
        #expect(await abandoned.wait(for: 1))
        #expect(abandoned.items.map(\.code) == [.timedOut])
        #expect(abandoned.items.first?.message == "GatedIntent did not finish within 0.2 seconds; it was cancelled")
        gate.open()
        let error = await #expect(throws: IntentSystemError.self) { try await run.value }
        #expect(error?.code == .timedOut)
        #expect(abandoned.items.count == 1)
        #expect(donations.items.isEmpty)

        // A run that returns in time is not abandoned, and is donated.
        let quick = try await executor.run(
            RunRequest(intent: "QuickIntent", onAbandon: { abandoned.append($0 as! IntentSystemError) }),
            interaction: NeverAskInteraction())
        #expect(quick.dialog == "Done.")
        #expect(abandoned.items.count == 1)
        #expect(donations.items == ["QuickIntent"])
    }

    @Test func cancellingTheCallerIsHandedOnAsTheRunsCancellation() async throws {
        let abandoned = Recorder<IntentSystemError>()
        struct Waiting: AppIntent {
            static var title: LocalizedStringResource { "Waiting" }
            func perform() async throws -> some IntentResult {
                try await Task.sleep(nanoseconds: 60_000_000_000)
                return .result()
            }
        }
        let executor = Executor(
            catalog: try await Catalog.build(IntentApp(name: "Waits", intents: [Waiting.self])), timeLimit: 30)
        let run = Task {
            try await executor.run(
                RunRequest(intent: "Waiting", onAbandon: { abandoned.append($0 as! IntentSystemError) }),
                interaction: NeverAskInteraction())
        }
        run.cancel()
        #expect(await abandoned.wait(for: 1))
        #expect(abandoned.items.map(\.code) == [.cancelled])
        let error = await #expect(throws: IntentSystemError.self) { try await run.value }
        #expect(error?.code == .cancelled)
        #expect(abandoned.items.count == 1)
    }
}
