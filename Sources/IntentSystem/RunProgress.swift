import AppIntents
import Foundation

/// The `progress` of a running `ProgressReportingIntent`: every change of its unit counts is
/// passed on, in order, to the interaction, which draws a bar or sends MCP progress.
///
/// Foundation on Linux has no key-value observing, so the counts are observed by overriding them.
final class RunProgress: _IntentProgress, @unchecked Sendable {
    private let changes: AsyncStream<ProgressUpdate>.Continuation
    private let intent: String
    /// Told of every change as it happens (a long-running task's time limit starts again).
    private let onChange: @Sendable () -> Void

    /// A progress whose updates `drain` passes to `interaction` until `finish()`; `onChange` is
    /// called on every change.
    static func make(
        intent: String, onChange: @escaping @Sendable () -> Void = {}
    ) -> (RunProgress, AsyncStream<ProgressUpdate>) {
        let (stream, continuation) = AsyncStream<ProgressUpdate>.makeStream()
        return (RunProgress(intent: intent, changes: continuation, onChange: onChange), stream)
    }

    private init(
        intent: String, changes: AsyncStream<ProgressUpdate>.Continuation, onChange: @escaping @Sendable () -> Void
    ) {
        self.intent = intent
        self.changes = changes
        self.onChange = onChange
        super.init(parent: nil, userInfo: nil)
    }

    override var totalUnitCount: Int64 {
        didSet { send() }
    }

    override var completedUnitCount: Int64 {
        didSet { send() }
    }

    private func send() {
        onChange()
        changes.yield(
            ProgressUpdate(
                intent: intent, completed: completedUnitCount, total: totalUnitCount, message: appDescription))
    }

    /// A description the app set is an update too.
    override func descriptionChanged() { send() }

    /// No more updates: the run ended.
    func finish() {
        changes.finish()
    }
}
