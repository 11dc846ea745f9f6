import AppIntents
import Foundation
import TestSupport
import Testing

@testable import IntentSystem

/// What a cancellable or long-running intent records, read by the tests.
final class ExecutionLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    private var started: CheckedContinuation<Void, Never>?
    private var hasStarted = false

    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }

    /// The operation began: a test waiting in `waitForStart()` goes on.
    func markStarted() {
        let waiting = lock.withLock {
            hasStarted = true
            defer { started = nil }
            return started
        }
        waiting?.resume()
    }

    func waitForStart() async {
        await withCheckedContinuation { continuation in
            let now = lock.withLock {
                if hasStarted { return true }
                started = continuation
                return false
            }
            if now { continuation.resume() }
        }
    }

}

/// Waits far longer than any test's limit, and cleans up when cancelled: a cleanup that takes a
/// while, which the system waits for.
struct ExportArchiveIntent: CancellableIntent {
    static let title: LocalizedStringResource = "Export Archive"
    @Parameter(title: "Log") var log: String

    func perform() async throws -> some IntentResult {
        let log = ExecutionLogs.named(self.log)
        try await withIntentCancellationHandler {
            log.markStarted()
            do {
                try await Task.sleep(for: .seconds(60))
            } catch {
                // The cleanup: removing a partial file, say.
                try? await Task.sleep(for: .milliseconds(300))
                log.add("cleaned up")
                throw error
            }
        } onCancel: { reason in
            log.add("cancelled: \(reason == .timeout ? "timeout" : reason == .userCancelled ? "user" : "?")")
        }
        return .result()
    }
}

/// Uploads in steps, reporting each, for longer than the time limit.
struct SyncShelvesIntent: LongRunningIntent {
    static let title: LocalizedStringResource = "Sync Shelves"
    @Parameter(title: "Steps") var steps: Int
    @Parameter(title: "Background", default: true) var inBackground: Bool

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        let work = { [progress, steps] in
            progress.totalUnitCount = Int64(steps)
            for _ in 0..<steps {
                try await Task.sleep(for: .milliseconds(50))
                progress.completedUnitCount += 1
            }
            return Int(progress.completedUnitCount)
        }
        if inBackground {
            return .result(value: try await performBackgroundTask(options: .requiresGPU, operation: work))
        }
        return .result(value: try await work())
    }
}

/// A background task that stops reporting, with a cancellation handler.
struct StalledSyncIntent: LongRunningIntent, CancellableIntent {
    static let title: LocalizedStringResource = "Stalled Sync"
    @Parameter(title: "Log") var log: String

    func perform() async throws -> some IntentResult {
        let log = ExecutionLogs.named(self.log)
        try await performBackgroundTask {
            progress.completedUnitCount = 1
            try await Task.sleep(for: .seconds(60))
        } onCancel: { reason in
            log.add("cancelled: \(reason == .timeout ? "timeout" : "user")")
        }
        return .result()
    }
}

struct OpenTabIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Tab"
    static var allowedExecutionTargets: IntentExecutionTargets { .widgetKitExtension }
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Opened.") }
}

/// Logs by name, so tests running side by side keep theirs apart.
enum ExecutionLogs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var logs: [String: ExecutionLog] = [:]

    static func named(_ name: String) -> ExecutionLog {
        lock.withLock {
            if let log = logs[name] { return log }
            let log = ExecutionLog()
            logs[name] = log
            return log
        }
    }
}

let executionApp = IntentApp(
    name: "Archive",
    intents: [ExportArchiveIntent.self, SyncShelvesIntent.self, StalledSyncIntent.self, OpenTabIntent.self])

@Suite(.ownThreads) struct ExecutionControlTests {
    func executor(timeLimit: Double) async throws -> Executor {
        Executor(catalog: try await Catalog.build(executionApp), timeLimit: timeLimit)
    }

    @Test func aTimeoutTellsTheHandlerAndWaitsForTheCleanup() async throws {
        let executor = try await executor(timeLimit: 0.2)
        let error = await #expect(throws: IntentSystemError.self) {
            _ = try await executor.run(
                RunRequest(intent: "ExportArchiveIntent", inputs: ["log": "timeout"]),
                interaction: NeverAskInteraction())
        }
        #expect(error?.code == .timedOut)
        // The run is reported only once the cleanup is done (the grace period is 5 s).
        #expect(ExecutionLogs.named("timeout").all == ["cancelled: timeout", "cleaned up"])
    }

    @Test func aCancelledCallerIsTheUsersCancellation() async throws {
        let executor = try await executor(timeLimit: 30)
        let log = ExecutionLogs.named("user")
        let run = Task {
            try await executor.run(
                RunRequest(intent: "ExportArchiveIntent", inputs: ["log": "user"]), interaction: NeverAskInteraction())
        }
        await log.waitForStart()
        run.cancel()
        let error = await #expect(throws: IntentSystemError.self) { _ = try await run.value }
        #expect(error?.code == .cancelled)
        #expect(log.all == ["cancelled: user", "cleaned up"])
    }

    @Test func aBackgroundTaskThatReportsProgressOutlastsTheLimit() async throws {
        // 40 steps of 50 ms: 2 s of work against a limit of 1 s, each report well within it.
        let executor = try await executor(timeLimit: 1)
        let outcome = try await executor.run(
            RunRequest(intent: "SyncShelvesIntent", inputs: ["steps": "40"]), interaction: NeverAskInteraction())
        #expect(outcome.value as? Int == 40)
        // The same work outside a background task has the limit from its start.
        let error = await #expect(throws: IntentSystemError.self) {
            _ = try await executor.run(
                RunRequest(intent: "SyncShelvesIntent", inputs: ["steps": "40", "inBackground": "false"]),
                interaction: NeverAskInteraction())
        }
        #expect(error?.code == .timedOut)
    }

    @Test func aBackgroundTaskThatStopsReportingTimesOut() async throws {
        let executor = try await executor(timeLimit: 0.3)
        let error = await #expect(throws: IntentSystemError.self) {
            _ = try await executor.run(
                RunRequest(intent: "StalledSyncIntent", inputs: ["log": "stalled"]), interaction: NeverAskInteraction())
        }
        #expect(error?.code == .timedOut)
        #expect(ExecutionLogs.named("stalled").all == ["cancelled: timeout"])
    }

    @Test func executionTargetsAreReadAndEveryIntentRunsInTheHost() async throws {
        #expect(OpenTabIntent.allowedExecutionTargets == .widgetKitExtension)
        #expect(ExportArchiveIntent.allowedExecutionTargets == [.main, .appIntentsExtension, .widgetKitExtension])
        #expect(IntentCancellationReason.timeout != .userCancelled)
        let outcome = try await executor(timeLimit: 30).run(
            RunRequest(intent: "OpenTabIntent"), interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Opened.")
    }
}
