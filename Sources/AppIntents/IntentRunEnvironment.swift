import Foundation

/// What the system provides to the running `perform()` besides prompts: its progress, undo
/// manager and context. Set by the system for the duration of a run; not for app code.
package enum IntentRunEnvironment {
    /// The run's progress (`ProgressReportingIntent.progress`).
    @TaskLocal package static var progress: _IntentProgress?
    /// The run's undo manager (`UndoableIntent.undoManager`).
    @TaskLocal package static var undoManager: UndoManager?

    /// What `progress` returns outside a run: a fresh object, so app code never crashes on it.
    static var detachedProgress: _IntentProgress { _IntentProgress(parent: nil, userInfo: nil) }
}

/// Where and how an intent runs: `systemContext.currentMode.canContinueInForeground`,
/// `systemContext.locale`.
public struct IntentSystemContext: Sendable, Hashable {
    /// The mode the run is in.
    public var currentMode: IntentCurrentMode
    /// The locale the run is for (iOS 27): the process's, which every surface here runs in (a
    /// terminal's `LANG`, the MCP server's own; MCP carries no locale of a request).
    public var locale: Locale
    /// Whether the run happens where a person only hears it, with no screen (iOS 27). No surface
    /// here is voice-only: the command line and `say` print, and agents read.
    public var isVoiceOnly: Bool
    /// When a person started the run with the Action button of an Apple Watch Ultra; `nil` here,
    /// where no run starts so.
    public var preciseTimestamp: Date?

    package init(
        currentMode: IntentCurrentMode, locale: Locale = .current, isVoiceOnly: Bool = false,
        preciseTimestamp: Date? = nil
    ) {
        self.currentMode = currentMode
        self.locale = locale
        self.isVoiceOnly = isVoiceOnly
        self.preciseTimestamp = preciseTimestamp
    }
}

/// The mode a run is in, and what it may change to (Apple's `IntentModes.Current`). Compared with
/// the modes it names, as Apple's overview writes it:
///
/// ```swift
/// if systemContext.currentMode == .background, systemContext.currentMode.canContinueInForeground {
///     try await continueInForeground()
/// }
/// ```
public struct IntentCurrentMode: Sendable, Hashable {
    /// Whether the app is in the foreground.
    public var isForeground: Bool
    /// Whether the run may ask to continue in the app (`continueInForeground(_:alwaysConfirm:)`):
    /// true when a person can be asked.
    public var canContinueInForeground: Bool

    package init(isForeground: Bool, canContinueInForeground: Bool) {
        self.isForeground = isForeground
        self.canContinueInForeground = canContinueInForeground
    }

    /// The intent runs in the background.
    public static let background = IntentCurrentMode(isForeground: false, canContinueInForeground: false)
    /// The intent runs with the app in the foreground.
    public static let foreground = IntentCurrentMode(isForeground: true, canContinueInForeground: false)

    /// Two modes are the same when both are in the foreground or both in the background: whether a
    /// background run may come forward is not part of its mode (`currentMode == .background` holds
    /// for any background run).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.isForeground == rhs.isForeground }

    public func hash(into hasher: inout Hasher) { hasher.combine(isForeground) }
}

extension AppIntent {
    /// Where and how this run happens. Outside a run: in the background, unable to continue in
    /// the foreground.
    public var systemContext: IntentSystemContext {
        IntentRuntimeContext.current?.systemContext
            ?? IntentSystemContext(currentMode: IntentCurrentMode(isForeground: false, canContinueInForeground: false))
    }

    /// Asks the person to continue in the app, then goes on in the foreground; throws
    /// `AppIntentError.userCancelled` when they decline.
    ///
    /// - Parameters:
    ///   - dialog: What the system says when it asks.
    ///   - alwaysConfirm: Whether to ask even when the app may come forward on its own.
    public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) async throws {
        let runtime = try IntentRuntimeContext.require("continueInForeground")
        let confirmed = try await runtime.requestContinueInForeground(dialog: dialog, alwaysConfirm: alwaysConfirm)
        if !confirmed { throw AppIntentError.userCancelled }
    }
}

extension AppIntent {
    /// An error that stops the run and asks the person to continue in the app (iOS 26, for an
    /// intent whose `supportedModes` include `.foreground(.dynamic)`); when they agree, the run
    /// ends there, in the app.
    public func needsToContinueInForegroundError(
        _ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true
    ) -> AppIntentError {
        AppIntentError.needsToContinueInForeground(dialog, alwaysConfirm: alwaysConfirm, continuation: nil)
    }
}

extension AppIntentError {
    static func needsToContinueInForeground(
        _ dialog: IntentDialog?, alwaysConfirm: Bool, continuation: (@MainActor @Sendable () async throws -> Void)?
    ) -> AppIntentError {
        AppIntentError(
            code: .needsToContinueInForeground, description: "the intent needs to continue in the app",
            request: .foreground(dialog: dialog, alwaysConfirm: alwaysConfirm, continuation: continuation))
    }
}

extension ForegroundContinuableIntent {
    /// An error that stops the run and asks the person to continue in the app; when they agree,
    /// the system runs `continuation` and the run ends with its effects.
    ///
    /// ```swift
    /// throw needsToContinueInForegroundError("Open the app to finish.") { await Navigator.shared.show(order) }
    /// ```
    public func needsToContinueInForegroundError(
        _ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true,
        continuation: (@MainActor @Sendable () async throws -> Void)? = nil
    ) -> AppIntentError {
        AppIntentError.needsToContinueInForeground(dialog, alwaysConfirm: alwaysConfirm, continuation: continuation)
    }

    /// Asks the person to continue in the app and, when they agree, runs `continuation` in the
    /// foreground and returns its result; throws `AppIntentError.userCancelled` when they decline.
    ///
    /// ```swift
    /// try await requestToContinueInForeground("Open the app to see the map?")
    /// ```
    @discardableResult
    public func requestToContinueInForeground<Result: Sendable>(
        _ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true,
        continuation: @MainActor @Sendable () async throws -> Result = { () }
    ) async throws -> Result {
        try await continueInForeground(dialog, alwaysConfirm: alwaysConfirm)
        return try await continuation()
    }
}
