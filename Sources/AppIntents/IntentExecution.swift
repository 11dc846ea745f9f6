import Foundation

/// Which of an app's processes may perform an intent or run a query (iOS 27): the app itself,
/// its App Intents extension, its widget extension.
///
/// ```swift
/// struct OpenTabIntent: AppIntent {
///     static var allowedExecutionTargets: IntentExecutionTargets { .main }
/// }
/// ```
///
/// Here one process, the host the app embeds, stands for all of them: every intent and query runs
/// in it, whatever targets it allows (docs/COMPATIBILITY.md).
public struct IntentExecutionTargets: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The app's own process.
    public static var main: IntentExecutionTargets { IntentExecutionTargets(rawValue: 1) }
    /// The app's App Intents extension.
    public static var appIntentsExtension: IntentExecutionTargets { IntentExecutionTargets(rawValue: 2) }
    /// The app's widget extension.
    public static var widgetKitExtension: IntentExecutionTargets { IntentExecutionTargets(rawValue: 4) }

    /// Every target: what an intent or query allows unless it says otherwise.
    package static var any: IntentExecutionTargets { [.main, .appIntentsExtension, .widgetKitExtension] }
}

/// What an intent, an entity query and a value query share: which processes may run them. One
/// protocol, so that a query that is both an `EntityQuery` and an `IntentValueQuery` (as apps'
/// audio searches are) has one default. Used by the system; not for app code.
public protocol _ExecutionTargetsDeclaring {
    /// Which of the app's processes may perform the intent or run the query (iOS 27); any, by
    /// default.
    static var allowedExecutionTargets: IntentExecutionTargets { get }
}

extension _ExecutionTargetsDeclaring {
    public typealias ExecutionTargets = IntentExecutionTargets
    public static var allowedExecutionTargets: IntentExecutionTargets { .any }
}

/// Why the system cancels a run (iOS 26.4), as a `CancellableIntent`'s handler receives it.
public struct IntentCancellationReason: Sendable, Hashable, CustomDebugStringConvertible {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// The run went past its time limit without reporting progress.
    public static var timeout: IntentCancellationReason { IntentCancellationReason("timeout") }
    /// Someone cancelled it: on a terminal, Ctrl-C; over MCP, the client's `notifications/cancelled`.
    public static var userCancelled: IntentCancellationReason { IntentCancellationReason("userCancelled") }

    public var debugDescription: String { "IntentCancellationReason.\(name)" }
}

/// An intent that cleans up when it is cancelled, and learns why (iOS 26.4).
///
/// ```swift
/// struct ExportIntent: CancellableIntent {
///     func perform() async throws -> some IntentResult {
///         try await withIntentCancellationHandler {
///             try await exporter.run()
///         } onCancel: { reason in
///             exporter.discardPartialFile(keepLog: reason == .timeout)
///         }
///         return .result()
///     }
/// }
/// ```
///
/// While the operation runs, a cancellation calls the handler with its reason, and the system
/// waits for `perform()` to return, up to a grace period (5 seconds unless the host sets
/// another), before it reports the run as cancelled or timed out.
public protocol CancellableIntent: AppIntent {}

extension CancellableIntent {
    /// Runs `operation`; when the run is cancelled meanwhile, calls `handler` with the reason
    /// (at once, from the thread that cancels) and lets `operation` finish within the grace period.
    public func withIntentCancellationHandler<T>(
        operation: () async throws -> T, onCancel handler: @Sendable (IntentCancellationReason) -> Void,
        isolation: isolated (any Actor)? = #isolation
    ) async rethrows -> T {
        let runtime = IntentRuntimeContext.current
        runtime?.cancellationHandlerBegan()
        defer { runtime?.cancellationHandlerEnded() }
        return try await withTaskCancellationHandler(
            operation: operation,
            onCancel: { handler(runtime?.cancellationReason ?? .userCancelled) },
            isolation: isolation)
    }
}

/// What a long-running task needs beyond time (iOS 27).
public struct LongRunningTaskOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The task uses the GPU. Accepted and not needed here: the host runs with whatever the
    /// machine has, in the foreground or not.
    public static let requiresGPU = LongRunningTaskOptions(rawValue: 1)
}

/// An intent whose work may outlast the time limit (iOS 27), as long as it reports progress.
///
/// Inside `performBackgroundTask`, the time limit (30 seconds unless the host sets another)
/// counts from the latest change of `progress` instead of from the start: a task that keeps
/// reporting runs as long as it needs, one that stops reporting for the whole limit is cancelled
/// (`IntentCancellationReason.timeout`).
///
/// ```swift
/// struct SyncLibraryIntent: LongRunningIntent {
///     func perform() async throws -> some IntentResult {
///         try await performBackgroundTask {
///             progress.totalUnitCount = Int64(books.count)
///             for book in books {
///                 try await upload(book)
///                 progress.completedUnitCount += 1
///             }
///         }
///         return .result()
///     }
/// }
/// ```
public protocol LongRunningIntent: ProgressReportingIntent {}

extension LongRunningIntent {
    /// Runs `operation` with the time limit counted from the latest progress report, on the
    /// caller's actor (`isolation`, which Apple's declaration does not spell out: it lets a
    /// `@MainActor` `perform()` pass a closure that touches its state, as apps do).
    @discardableResult
    public func performBackgroundTask<T>(
        options: LongRunningTaskOptions = [], operation: @escaping () async throws -> T,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> T {
        let runtime = IntentRuntimeContext.current
        runtime?.backgroundTaskBegan(options: options)
        defer { runtime?.backgroundTaskEnded() }
        return try await operation()
    }

    /// `performBackgroundTask(options:operation:)` with a cancellation handler, as
    /// `withIntentCancellationHandler(operation:onCancel:isolation:)` has it.
    @discardableResult
    public func performBackgroundTask<T>(
        options: LongRunningTaskOptions = [], operation: @escaping () async throws -> T,
        onCancel: @escaping @Sendable (IntentCancellationReason) -> Void, isolation: isolated (any Actor)? = #isolation
    ) async throws -> T where Self: CancellableIntent {
        let runtime = IntentRuntimeContext.current
        runtime?.backgroundTaskBegan(options: options)
        defer { runtime?.backgroundTaskEnded() }
        return try await self.withIntentCancellationHandler(
            operation: operation, onCancel: onCancel, isolation: isolation)
    }
}
