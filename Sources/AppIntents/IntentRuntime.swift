import Foundation

/// What the system provides to an intent while it runs: the prompts `perform()` may make.
///
/// The system installs an implementation for the duration of a run through
/// `IntentRuntimeContext.$current`; app code reaches it through `$param.requestValue()`,
/// `requestConfirmation(…)` and friends. Used by the system; not for app code.
package protocol IntentRuntime: Sendable {
    /// Asks for a value of `parameter` and returns it typed as the parameter's value type.
    func requestValue(for parameter: any _AnyIntentParameter, dialog: IntentDialog?) async throws -> any Sendable
    /// Asks which of `options` (values of the parameter's type) is meant; returns its index.
    func requestDisambiguation(
        for parameter: any _AnyIntentParameter, among options: [any Sendable], dialog: IntentDialog?
    ) async throws -> Int
    /// Asks to confirm `value` for `parameter`, or the action itself when `parameter` is `nil`.
    func requestConfirmation(_ request: ConfirmationPrompt) async throws -> Bool
    /// Asks to choose one of `options`; returns its index.
    func requestChoice(
        between options: [IntentChoiceOption], dialog: IntentDialog?, snippet: (any Sendable)?
    ) async throws -> Int
    /// Asks to continue the run in the app; returns whether the person agreed.
    func requestContinueInForeground(dialog: IntentDialog?, alwaysConfirm: Bool) async throws -> Bool
    /// The intent being performed: what `@IntentParameterDependency` reads while it runs.
    var performingIntent: any AppIntent { get }
    /// Where and how the run happens (`AppIntent.systemContext`).
    var systemContext: IntentSystemContext { get }
    /// Why the run is being cancelled (read by a `CancellableIntent`'s handler).
    var cancellationReason: IntentCancellationReason { get }
    /// A `CancellableIntent`'s handled operation begins or ends: a cancellation meanwhile
    /// waits for the run, up to the grace period.
    func cancellationHandlerBegan()
    func cancellationHandlerEnded()
    /// A `LongRunningIntent`'s background task begins or ends: the time limit meanwhile counts
    /// from the latest progress report.
    func backgroundTaskBegan(options: LongRunningTaskOptions)
    func backgroundTaskEnded()
}

extension IntentRuntime {
    package func requestContinueInForeground(dialog: IntentDialog?, alwaysConfirm: Bool) async throws -> Bool {
        try await requestConfirmation(
            ConfirmationPrompt(
                parameter: nil, value: nil, dialog: dialog ?? "Continue in the app?", actionName: .continue,
                conditions: []))
    }
}

/// A confirmation the intent asks for. Used by the system; not for app code.
package struct ConfirmationPrompt: Sendable {
    package var parameter: (any _AnyIntentParameter)?
    package var value: (any Sendable)?
    package var dialog: IntentDialog?
    package var actionName: ConfirmationActionName
    package var conditions: ConfirmationConditions
    /// A snippet shown with the question, if any.
    package var snippet: (any Sendable)?

    package init(
        parameter: (any _AnyIntentParameter)?, value: (any Sendable)?, dialog: IntentDialog?,
        actionName: ConfirmationActionName, conditions: ConfirmationConditions, snippet: (any Sendable)? = nil
    ) {
        self.parameter = parameter
        self.value = value
        self.dialog = dialog
        self.actionName = actionName
        self.conditions = conditions
        self.snippet = snippet
    }
}

/// The runtime of the intent running in this task. Used by the system; not for app code.
package enum IntentRuntimeContext {
    @TaskLocal package static var current: (any IntentRuntime)?
}

/// Records a donated intent and its result, under the identifier given when there is one (a
/// synchronous `donate` returns its identifier before the donation is recorded); returns the
/// donation's identifier. Used by the system; not for app code.
package typealias DonationHandler =
    @Sendable (
        _ intent: any AppIntent, _ result: (any IntentResult)?, _ identifier: String?
    ) async throws -> String

/// Hooks the system sets once per process: what app code calls outside `perform()`.
/// Used by the system; not for app code.
package final class SystemHooks: @unchecked Sendable {
    private static let global = SystemHooks()

    /// The hooks in effect: the process-wide ones, or those a test harness scoped to its task.
    package static var shared: SystemHooks { scoped ?? global }

    /// Hooks scoped to a task and its children, so harnesses running side by side keep their
    /// donations and indexes apart.
    @TaskLocal package static var scoped: SystemHooks?

    package init() {}

    private let lock = NSLock()
    private var _donate: DonationHandler?
    private var _deleteDonations: (@Sendable (IntentDonationMatchingPredicate) async throws -> [String])?
    private var _shortcutParametersChanged: (@Sendable () -> Void)?
    private var _snippetReload: (@Sendable (String) -> Void)?
    private var _spotlight: SpotlightHandler?
    private var _focus: (@Sendable (any SetFocusFilterIntent.Type) async throws -> (any SetFocusFilterIntent)?)?

    package func install(
        donate: DonationHandler? = nil,
        deleteDonations: (@Sendable (IntentDonationMatchingPredicate) async throws -> [String])? = nil,
        shortcutParametersChanged: (@Sendable () -> Void)? = nil,
        snippetReload: (@Sendable (String) -> Void)? = nil,
        spotlight: SpotlightHandler? = nil,
        focus: (@Sendable (any SetFocusFilterIntent.Type) async throws -> (any SetFocusFilterIntent)?)? = nil
    ) {
        lock.lock()
        defer { lock.unlock() }
        if let donate { _donate = donate }
        if let deleteDonations { _deleteDonations = deleteDonations }
        if let shortcutParametersChanged { _shortcutParametersChanged = shortcutParametersChanged }
        if let snippetReload { _snippetReload = snippetReload }
        if let spotlight { _spotlight = spotlight }
        if let focus { _focus = focus }
    }

    private func read<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    package var donationHandler: DonationHandler? {
        read { _donate }
    }

    package var deleteDonationsHandler: (@Sendable (IntentDonationMatchingPredicate) async throws -> [String])? {
        read { _deleteDonations }
    }

    /// What `SetFocusFilterIntent.current` asks: the filter of that type in force, with its values.
    package var focusHandler: (@Sendable (any SetFocusFilterIntent.Type) async throws -> (any SetFocusFilterIntent)?)? {
        read { _focus }
    }

    /// Where `CSSearchableIndex` sends its requests (CoreSpotlight).
    package var spotlightHandler: SpotlightHandler? {
        read { _spotlight }
    }

    /// Donations made with a synchronous `donate`, still being recorded.
    private var pendingDonations: [Task<Void, Never>] = []

    /// Keeps `task` until `waitForPendingDonations()` has seen it finish.
    package func trackDonation(_ task: Task<Void, Never>) {
        read { pendingDonations.append(task) }
    }

    /// Waits until every donation made with a synchronous `donate` so far is recorded (or has
    /// failed): the system calls it after `perform()`, so a run's donations outlive the run.
    package func waitForPendingDonations() async {
        while let task = read({ pendingDonations.isEmpty ? nil : pendingDonations.removeFirst() }) {
            await task.value
        }
    }

    package func shortcutParametersDidChange() {
        read { _shortcutParametersChanged }?()
    }

    package func snippetReloadRequested(_ typeName: String) {
        read { _snippetReload }?(typeName)
    }
}

/// The error thrown when an intent asks a question but no system is running it (for example
/// when `perform()` is called directly in a unit test).
public struct IntentRuntimeUnavailableError: Error, CustomStringConvertible, Sendable {
    public let request: String
    public var description: String {
        "\(request) needs the system to ask a person, but this intent is not being run by the system "
            + "(run it through IntentSystem, the host, or AppIntentsTesting to answer prompts)"
    }
}

extension IntentRuntimeContext {
    static func require(_ request: String) throws -> any IntentRuntime {
        guard let runtime = current else { throw IntentRuntimeUnavailableError(request: request) }
        return runtime
    }
}

/// The name of the action a confirmation asks about.
public struct ConfirmationActionName: Sendable, Hashable {
    public let name: String
    init(_ name: String) { self.name = name }

    public static let add = ConfirmationActionName("Add")
    public static let buy = ConfirmationActionName("Buy")
    public static let `continue` = ConfirmationActionName("Continue")
    public static let go = ConfirmationActionName("Go")
    public static let order = ConfirmationActionName("Order")
    public static let pay = ConfirmationActionName("Pay")
    public static let post = ConfirmationActionName("Post")
    public static let request = ConfirmationActionName("Request")
    public static let run = ConfirmationActionName("Run")
    public static let save = ConfirmationActionName("Save")
    public static let send = ConfirmationActionName("Send")
    public static let set = ConfirmationActionName("Set")
    public static let start = ConfirmationActionName("Start")
    public static let toggle = ConfirmationActionName("Toggle")
    public static let turnOff = ConfirmationActionName("Turn Off")
    public static let turnOn = ConfirmationActionName("Turn On")
    public static let delete = ConfirmationActionName("Delete")
    public static let search = ConfirmationActionName("Search")
    public static let share = ConfirmationActionName("Share")
    public static let open = ConfirmationActionName("Open")
    public static let book = ConfirmationActionName("Book")
    public static let call = ConfirmationActionName("Call")
    public static let check = ConfirmationActionName("Check")
    public static let checkIn = ConfirmationActionName("Check In")
    public static let `do` = ConfirmationActionName("Do")
    public static let done = ConfirmationActionName("Done")

    public static func custom(
        acceptLabel: LocalizedStringResource, acceptAlternatives: [LocalizedStringResource] = [],
        denyLabel: LocalizedStringResource = "Cancel", denyAlternatives: [LocalizedStringResource] = [],
        destructive: Bool = false
    ) -> ConfirmationActionName {
        ConfirmationActionName(acceptLabel.defaultValue)
    }
}

/// When the system must confirm before running.
public struct ConfirmationConditions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Confirm when the request came from a low-confidence source (a fuzzy voice match).
    public static let lowConfidenceSource = ConfirmationConditions(rawValue: 1)
}

/// An option in `requestChoice(between:dialog:)`.
public struct IntentChoiceOption: Sendable, Hashable {
    public enum Style: Sendable, Hashable { case `default`, destructive, cancel }
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var style: Style

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, style: Style = .default) {
        self.title = title
        self.subtitle = subtitle
        self.style = style
    }

    public static let cancel = IntentChoiceOption(title: "Cancel", style: .cancel)
}

extension AppIntent {
    /// `Option(title: "Archive", style: .default)`: an option of `requestChoice(between:dialog:)`.
    public typealias Option = IntentChoiceOption
}

extension AppIntent {
    /// Asks the person to confirm before the intent goes on; throws `CancellationError`-like
    /// `AppIntentError.userCancelled` when they decline.
    public func requestConfirmation(
        conditions: ConfirmationConditions = [],
        actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog? = nil
    ) async throws {
        let runtime = try IntentRuntimeContext.require("requestConfirmation")
        let confirmed = try await runtime.requestConfirmation(
            ConfirmationPrompt(
                parameter: nil, value: nil, dialog: dialog, actionName: actionName, conditions: conditions))
        if !confirmed { throw AppIntentError.userCancelled }
    }

    /// Asks the person to confirm, showing a snippet intent's view with the question.
    /// `showDialogAsPrompt` is Apple's choice of where the dialog goes on a screen; every
    /// surface here writes it as the question.
    public func requestConfirmation<Snippet: SnippetIntent>(
        conditions: ConfirmationConditions = [],
        actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog? = nil,
        showDialogAsPrompt: Bool = true,
        snippetIntent: Snippet
    ) async throws {
        let runtime = try IntentRuntimeContext.require("requestConfirmation")
        let confirmed = try await runtime.requestConfirmation(
            ConfirmationPrompt(
                parameter: nil, value: nil, dialog: dialog, actionName: actionName, conditions: conditions,
                snippet: snippetIntent))
        if !confirmed { throw AppIntentError.userCancelled }
    }

    /// Asks the person to confirm a result before the intent goes on.
    public func requestConfirmation<Result: IntentResult>(
        result: Result,
        confirmationActionName: ConfirmationActionName = .continue,
        showPrompt: Bool = true
    ) async throws {
        let runtime = try IntentRuntimeContext.require("requestConfirmation")
        let dialog = (result as? any _AnyIntentResult)?._dialog
        let confirmed = try await runtime.requestConfirmation(
            ConfirmationPrompt(
                parameter: nil, value: nil, dialog: dialog, actionName: confirmationActionName, conditions: [],
                snippet: (result as? any _AnyIntentResult)?._view))
        if !confirmed { throw AppIntentError.userCancelled }
    }

    /// Asks the person to choose one of `options`.
    public func requestChoice(
        between options: [IntentChoiceOption], dialog: IntentDialog? = nil
    ) async throws -> IntentChoiceOption {
        try await requestChoice(between: options, dialog: dialog, snippet: nil)
    }

    /// Asks to choose one of `options`, showing `snippet` (a `ViewBox`) with the question.
    func requestChoice(
        between options: [IntentChoiceOption], dialog: IntentDialog?, snippet: (any Sendable)?
    ) async throws -> IntentChoiceOption {
        let runtime = try IntentRuntimeContext.require("requestChoice")
        guard !options.isEmpty else { throw AppIntentError.noOptions(parameter: "choice") }
        let index = try await runtime.requestChoice(between: options, dialog: dialog, snippet: snippet)
        guard options.indices.contains(index) else { throw AppIntentError.userCancelled }
        if options[index].style == .cancel { throw AppIntentError.userCancelled }
        return options[index]
    }
}
