import Foundation

/// Questions that show a view with them (iOS 18 and 26): on the command line the view is printed
/// above the question, and an agent reads it after the question.
extension AppIntent {
    /// Asks the person to confirm, showing the view `content` builds with the question (iOS 18).
    /// `showDialogAsPrompt` is Apple's choice of where the dialog goes on a screen; every surface
    /// here writes it as the question.
    public func requestConfirmation<Content: View>(
        conditions: ConfirmationConditions = [],
        actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog? = nil,
        showDialogAsPrompt: Bool = true,
        @ViewBuilder content: () -> Content
    ) async throws {
        let runtime = try IntentRuntimeContext.require("requestConfirmation")
        let confirmed = try await runtime.requestConfirmation(
            ConfirmationPrompt(
                parameter: nil, value: nil, dialog: dialog, actionName: actionName, conditions: conditions,
                snippet: ViewBox(view: content())))
        if !confirmed { throw AppIntentError.userCancelled }
    }

    /// Asks the person to choose one of `options`, showing the view `content` builds (iOS 26).
    public func requestChoice<Content: View>(
        between options: [IntentChoiceOption], dialog: IntentDialog? = nil, @ViewBuilder content: () -> Content
    ) async throws -> IntentChoiceOption {
        try await requestChoice(between: options, dialog: dialog, snippet: ViewBox(view: content()))
    }

    /// Asks the person to choose one of `options`, showing `view` (iOS 26).
    public func requestChoice<Content: View>(
        between options: [IntentChoiceOption], dialog: IntentDialog? = nil, view: Content
    ) async throws -> IntentChoiceOption {
        try await requestChoice(between: options, dialog: dialog, snippet: ViewBox(view: view))
    }

    /// Apple's first name for `requestConfirmation(result:confirmationActionName:showPrompt:)`.
    @available(*, deprecated, renamed: "requestConfirmation(conditions:actionName:dialog:)")
    public func requestConfirmation<Result: IntentResult>(
        output: Result, confirmationActionName: ConfirmationActionName = .continue, showPrompt: Bool = true
    ) async throws {
        try await requestConfirmation(
            result: output, confirmationActionName: confirmationActionName, showPrompt: showPrompt)
    }
}
