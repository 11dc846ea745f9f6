import AppIntents
import Foundation

extension RunContext {
    /// Runs `body` with what `perform()` may read besides prompts and the run's own members
    /// (`systemContext`, `performingIntent`): the run's `progress` (passed on to the
    /// interaction in order) and `undoManager`. Most runs have neither, and bind nothing.
    func withRunEnvironment<T: Sendable>(
        for intent: any AppIntent, _ body: () async throws -> T
    ) async throws -> T {
        // Only an `UndoableIntent` reads the undo manager: other runs bind none.
        guard let undoManager else { return try await withProgress(for: intent, body) }
        return try await IntentRunEnvironment.$undoManager.withValue(undoManager) {
            try await withProgress(for: intent, body)
        }
    }

    /// Where and how the run happens: in the background, able to continue in the foreground
    /// where a person can be asked.
    var systemContext: IntentSystemContext {
        IntentSystemContext(currentMode: IntentCurrentMode(isForeground: false, canContinueInForeground: canAsk))
    }

    var performingIntent: any AppIntent { intent }

    /// Runs `body` with the run's `progress`, for an intent that reports it.
    private func withProgress<T: Sendable>(
        for intent: any AppIntent, _ body: () async throws -> T
    ) async throws -> T {
        guard intent is any ProgressReportingIntent else { return try await body() }
        let (progress, updates) = RunProgress.make(intent: action.identifier) { [weak self] in self?.progressed() }
        let interaction = self.interaction
        let drain = Task { for await update in updates { await interaction.reportProgress(update) } }
        defer { progress.finish() }
        let result = try await IntentRunEnvironment.$progress.withValue(progress) { try await body() }
        progress.finish()
        await drain.value
        return result
    }

    /// Whether a person can be asked on this surface: not from a widget or a control.
    var canAsk: Bool { !(interaction is NeverAskInteraction) }

    /// Asks to continue in the app after `needsToContinueInForegroundError`; when the person
    /// agrees, runs the continuation (in the app, now in the foreground) and ends the run.
    func continueInForeground(
        dialog: IntentDialog?, continuation: (@MainActor @Sendable () async throws -> Void)?, starts: Int
    ) async throws -> Outcome {
        let appName = executor.catalog.app.name
        let confirmation = ConfirmationRequest(
            intent: action.identifier, kind: .action,
            dialog: dialog?.full ?? "Continue in \(appName)?", actionName: "Continue", parameter: nil,
            snippetText: nil)
        let interaction = self.interaction
        guard try await asking({ try await interaction.requestConfirmation(confirmation) }) else {
            throw Executor.cancelled(action.identifier)
        }
        if let continuation {
            do {
                try await continuation()
            } catch {
                throw IntentSystemError(
                    .intentFailed, "\(action.identifier) failed in the app: \(Self.describe(error))",
                    given: action.identifier)
            }
        }
        return Outcome(
            intent: action.identifier, value: nil, valueJSON: nil, valueText: nil, valueType: action.outputType,
            dialog: "Continued in \(appName).", snippet: nil, opened: [], supportedModes: [], opensApp: true,
            performCount: starts)
    }
}
