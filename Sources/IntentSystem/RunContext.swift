import AppIntents
import AppIntentsMetadata
import Foundation

/// One run of one intent: resolves and asks for its parameters, performs it, and answers the
/// prompts `perform()` makes (it is the intent's `IntentRuntime`).
final class RunContext: IntentRuntime, @unchecked Sendable {
    let executor: Executor
    let action: ActionMetadata
    let interaction: any Interaction
    let parameters: [(name: String, parameter: any _AnyIntentParameter)]
    /// The intent being filled in, which options providers' `@IntentParameterDependency` reads.
    let intent: any AppIntent
    /// The run's undo manager (`UndoableIntent.undoManager`): what the person can undo after it.
    /// Only an `UndoableIntent` has one; other intents' runs make none.
    let undoManager: UndoManager?
    /// Where the run's undo is kept.
    let undoHistory: UndoHistory
    /// Whether the outcome carries `valueBytes` rather than `valueJSON` (`RunRequest.valueAsBytes`).
    var valueAsBytes = false
    /// How the caller learns that the run gave up on `perform()` (`RunRequest.onAbandon`).
    var onAbandon: (@Sendable (any Error) -> Void)?

    init(
        executor: Executor, action: ActionMetadata, interaction: any Interaction, intent: any AppIntent,
        parameters: [(name: String, parameter: any _AnyIntentParameter)], undoHistory: UndoHistory = .shared
    ) {
        self.executor = executor
        self.intent = intent
        self.action = action
        self.interaction = interaction
        self.parameters = parameters
        self.undoHistory = undoHistory
        self.undoManager = intent is any UndoableIntent ? UndoManager() : nil
    }

    var resolver: Resolver { executor.resolver }

    /// The clock of the running `perform()`, paused while a person is asked something. Its lock
    /// is also the clock's and the time limit's race's (none holds it while taking another).
    private let clockLock = NSLock()
    private var clock: TimeLimit.Clock?

    /// How many `LongRunningIntent` background tasks are open (with `clockLock` held).
    private var backgroundTasks = 0

    /// The running clock, if `perform()` runs.
    private var currentClock: TimeLimit.Clock? { clockLock.withLock { clock } }

    /// Runs an interaction call with the time limit's clock stopped.
    func asking<T>(_ question: () async throws -> T) async throws -> T {
        let clock = clockLock.withLock { self.clock }
        clock?.pause()
        defer { clock?.resume() }
        return try await question()
    }

    // MARK: Parameters

    /// Resolves `input` and stores it, asking which one is meant when several match.
    func assign(_ input: IntentInput, to parameter: any _AnyIntentParameter, metadata: ParameterMetadata) async throws {
        try parameter.assign(try await resolve(input, parameter: parameter, metadata: metadata))
    }

    func resolve(
        _ input: IntentInput, parameter: any _AnyIntentParameter, metadata: ParameterMetadata
    ) async throws
        -> (any Sendable)?
    {
        let resolver = resolver.scoped(to: parameter)
        switch try await resolver.resolve(input, for: metadata, kind: parameter.valueKind) {
        case .value(let value): return value
        case .empty: return nil
        case .renamed(let value, let changes):
            // Never silently: the id may now name another record than the one saved.
            let dialog = "Parameter '\(metadata.name)': \(changes.joined(separator: "; ")). Use it?"
            let yes = try await asking {
                try await interaction.requestConfirmation(
                    ConfirmationRequest(
                        intent: action.identifier, kind: .value, dialog: dialog, actionName: "use",
                        parameter: metadata.name))
            }
            guard yes else {
                throw IntentSystemError(
                    .staleIdentifier,
                    "parameter '\(metadata.name)': \(changes.joined(separator: "; ")); it was not used, and "
                        + "\(action.identifier) was not run", parameter: metadata.name)
            }
            return value
        case .ambiguous(let candidates):
            let index = try await asking {
                try await interaction.requestDisambiguation(
                    DisambiguationRequest(
                        intent: action.identifier, parameter: metadata.name,
                        dialog: metadata.requestDisambiguationDialog?.key ?? Self.whichPrompt(metadata),
                        options: candidates.map(\.option)))
            }
            guard candidates.indices.contains(index) else {
                throw IntentSystemError(
                    .invalidValue, "choice \(index + 1) is not one of the \(candidates.count) options",
                    parameter: metadata.name)
            }
            return candidates[index].value
        }
    }

    /// Asks for a parameter's value until a valid one is given (three tries), and stores it.
    func ask(
        _ parameter: any _AnyIntentParameter, metadata: ParameterMetadata, reason: ValueRequest.Reason, dialog: String?
    ) async throws {
        try parameter.assign(try await askValue(parameter, metadata: metadata, reason: reason, dialog: dialog))
    }

    func askValue(
        _ parameter: any _AnyIntentParameter, metadata: ParameterMetadata, reason: ValueRequest.Reason, dialog: String?
    ) async throws -> (any Sendable)? {
        var problem: String?
        var reason = reason
        let suggestions = await self.suggestions(for: parameter)
        for attempt in 1...3 {
            let request = ValueRequest(
                intent: action.identifier, parameter: metadata,
                dialog: dialog ?? metadata.requestValueDialog?.key ?? Self.valuePrompt(metadata),
                reason: reason, problem: problem, suggestions: suggestions)
            let input = try await asking { try await interaction.requestValue(request) }
            do {
                if input.isEmpty, !parameter.valueKind.isOptional {
                    throw IntentSystemError(
                        .invalidValue, "a value for '\(metadata.name)' is required", parameter: metadata.name)
                }
                return try await resolve(input, parameter: parameter, metadata: metadata)
            } catch let error as IntentSystemError where error.code == .invalidValue || error.code == .notFound {
                if attempt == 3 { throw error }
                problem = error.message
                reason = .invalid
            }
        }
        return nil
    }

    /// Values a person may pick for a parameter, in the sections the app gave them: options
    /// provider results, enum cases, or the entity query's suggestions.
    func suggestions(for parameter: any _AnyIntentParameter) async -> [ChoiceOption] {
        // Lists and yes-or-no questions are typed, not picked from a numbered list.
        switch parameter.valueKind.unwrapped {
        case .array, .entityCollection, .primitive(.bool): return []
        default: break
        }
        // A query that cannot list right now leaves the question without suggestions: the value
        // can still be typed.
        let options =
            (try? await ValueChoices(catalog: executor.catalog, includesAllEntities: false).choices(
                for: parameter, of: intent)) ?? []
        return Array(options.prefix(50))
    }

    static func valuePrompt(_ metadata: ParameterMetadata) -> String {
        switch metadata.valueType.memberType {
        case .entity, .enumeration: "Which \(metadata.title.key.lowercased())?"
        default: "What's the \(metadata.title.key.lowercased())?"
        }
    }

    static func whichPrompt(_ metadata: ParameterMetadata) -> String {
        "Which \(metadata.title.key.lowercased()) do you mean?"
    }

    func metadata(of parameter: any _AnyIntentParameter) -> ParameterMetadata? {
        action.parameter(named: parameter.name)
    }

    // MARK: Performing

    /// `onAbandon` with the error the run reports: a cancellation as the run's own.
    /// Performs the intent, restarting it after `needsValueError`.
    func perform(_ intent: any AppIntent) async throws -> Outcome {
        try await confirmSharedEntities()
        var starts = 0
        while true {
            starts += 1
            do {
                let clock = TimeLimit.Clock(
                    seconds: executor.timeLimit, grace: executor.cancellationGrace, lock: clockLock)
                clockLock.withLock { self.clock = clock }
                let (seconds, what) = (executor.timeLimit, action.identifier)
                let result = try await withRunEnvironment(for: intent) {
                    // Given a way to hand the end on, `perform()` runs in this task (see `TimeLimit`).
                    if let onAbandon {
                        return try await TimeLimit.inline(
                            seconds: seconds, what: what, clock: clock, onAbandon: onAbandon
                        ) { try await performInRuntime(intent) }
                    }
                    return try await TimeLimit.run(seconds: seconds, what: what, clock: clock) { [self] in
                        try await performInRuntime(intent)
                    }
                }
                if let undoManager {
                    await undoHistory.record(
                        intent: action.identifier, manager: undoManager, needed: Executor.needed(for: action))
                }
                var outcome = try await makeOutcome(result)
                outcome.performCount = starts
                return outcome
            } catch let error as AppIntentError where error.request != nil {
                switch error.request {
                case .value(let parameter, let dialog):
                    guard starts <= executor.maximumRestarts, let metadata = metadata(of: parameter) else {
                        throw IntentSystemError(
                            .tooManyRestarts,
                            "\(action.identifier) asked for '\(parameter.name)' again after \(starts) runs; it was stopped",
                            parameter: parameter.name)
                    }
                    try await ask(parameter, metadata: metadata, reason: .requested, dialog: dialog?.full)
                case .disambiguation(let parameter, let among, let dialog):
                    guard starts <= executor.maximumRestarts else {
                        throw IntentSystemError(
                            .tooManyRestarts,
                            "\(action.identifier) asked which '\(parameter.name)' again after \(starts) runs; it was stopped",
                            parameter: parameter.name)
                    }
                    guard !among.isEmpty else {
                        throw IntentSystemError(
                            .intentFailed,
                            "\(action.identifier) asked which '\(parameter.name)' is meant among no values",
                            parameter: parameter.name)
                    }
                    let index = try await requestDisambiguation(for: parameter, among: among, dialog: dialog)
                    guard among.indices.contains(index) else { throw Executor.cancelled(action.identifier) }
                    try parameter.assign(among[index])
                case .foreground(let dialog, _, let continuation):
                    return try await continueInForeground(dialog: dialog, continuation: continuation, starts: starts)
                case nil:
                    break
                }
            } catch let error as AppIntentError where error.code == .restartPerform {
                guard starts <= executor.maximumRestarts else {
                    throw IntentSystemError(
                        .tooManyRestarts, "\(action.identifier) restarted \(starts) times; it was stopped")
                }
            } catch let error as AppIntentError where error.code == .userCancelled {
                throw Executor.cancelled(action.identifier)
            } catch let error as any CustomAppIntentErrorConvertible
                where error.appIntentError.code == .userCancelled
            {
                throw Executor.cancelled(action.identifier)
            } catch let error as IntentSystemError {
                throw error
            } catch is CancellationError {
                throw Executor.cancelled(action.identifier)
            } catch {
                throw IntentSystemError(
                    .intentFailed, "\(action.identifier) failed: \(Self.describe(error))", given: action.identifier)
            }
        }
    }

    /// `intent.perform()` with this run as its runtime, which is also its intent's dependency
    /// context.
    private func performInRuntime(_ intent: any AppIntent) async throws -> any IntentResult {
        try await IntentRuntimeContext.$current.withValue(self) { try await Self.callPerform(intent) }
    }

    private static func callPerform<Intent: AppIntent>(_ intent: Intent) async throws -> any IntentResult {
        try await intent.perform()
    }

    static func describe(_ error: any Error) -> String {
        // An error that says which AppIntentError it is is told as that, before anything else.
        if let convertible = error as? any CustomAppIntentErrorConvertible {
            return convertible.appIntentError.description
        }
        if let localized = error as? LocalizedError, let text = localized.errorDescription { return text }
        if let resource = error as? any CustomLocalizedStringResourceConvertible {
            return resource.localizedStringResource.defaultValue
        }
        return String(describing: error)
    }

    func makeOutcome(_ result: any IntentResult) async throws -> Outcome {
        var outcome = Outcome(
            intent: action.identifier, value: nil, valueJSON: nil, valueText: nil, valueType: action.outputType,
            dialog: nil, snippet: nil, opened: [], supportedModes: [], opensApp: false, performCount: 1)
        guard let result = result as? any _AnyIntentResult else { return outcome }
        outcome.dialog = result._dialog?.full
        if let value = result._value {
            outcome.value = value
            if !valueAsBytes {
                outcome.valueJSON = await ValueEncoding.json(value, kind: result._valueKind)
                outcome.valueText = ValueEncoding.text(value)
            } else if let encoded = await ValueEncoding.bytesAndText(value, flattening: action.outputType) {
                (outcome.valueBytes, outcome.valueText) = (encoded.bytes, encoded.text)
            } else {
                outcome.valueText = ValueEncoding.text(value)
            }
            if outcome.valueType == nil, let kind = result._valueKind {
                outcome.valueType = Reflection.valueType(of: kind).type
            }
        }
        if let box = result._view {
            outcome.snippet = await MainActor.run { SnippetRenderer.node(of: box.view) }
        }
        if let snippetIntent = result._snippetIntent {
            outcome.snippet = try await executor.run(
                RunRequest(intent: TypeNames.short(type(of: snippetIntent)), prefilled: snippetIntent, donate: false),
                interaction: interaction
            ).snippet
            outcome.snippetIntent = snippetIntent
        }
        // An entity with a card (iOS 27.3) is shown by it where no snippet was asked for, in the
        // standard family; a card without that family leaves the display representation.
        if outcome.snippet == nil, let entity = result._value as? any SnippetRepresentableEntity {
            outcome.snippet = await MainActor.run { entity._cardNode(family: .standard) }
        }
        if let link = result._opensIntent as? OpenURLIntent {
            // The system's own intent, in no app's catalog: the URL is what opens.
            let url = link.url
            outcome.opened = [
                Outcome(
                    intent: "OpenURLIntent", value: url, valueJSON: .string(url.absoluteString),
                    valueText: url.absoluteString, valueType: .primitive(.url), dialog: nil, snippet: nil, opened: [],
                    supportedModes: [], opensApp: true, performCount: 1)
            ]
        } else if let opened = result._opensIntent {
            outcome.opened = [
                try await executor.run(
                    RunRequest(intent: TypeNames.short(type(of: opened)), prefilled: opened), interaction: interaction)
            ]
        }
        return outcome
    }

    // MARK: IntentRuntime

    var cancellationReason: IntentCancellationReason { currentClock?.reason ?? .userCancelled }

    func cancellationHandlerBegan() { currentClock?.handlerBegan() }
    func cancellationHandlerEnded() { currentClock?.handlerEnded() }

    func backgroundTaskBegan(options: LongRunningTaskOptions) {
        let clock = clockLock.withLock {
            backgroundTasks += 1
            return self.clock
        }
        clock?.rewind()
    }

    func backgroundTaskEnded() { clockLock.withLock { backgroundTasks = max(0, backgroundTasks - 1) } }

    /// The run reported progress: inside a background task, the time limit starts again.
    func progressed() {
        let clock = clockLock.withLock { backgroundTasks > 0 ? self.clock : nil }
        clock?.rewind()
    }

    func requestValue(for parameter: any _AnyIntentParameter, dialog: IntentDialog?) async throws -> any Sendable {
        guard let metadata = metadata(of: parameter) else {
            throw IntentSystemError(.unknownParameter, "\(action.identifier) has no parameter '\(parameter.name)'")
        }
        let value = try await askValue(parameter, metadata: metadata, reason: .requested, dialog: dialog?.full)
        guard let value else {
            throw IntentSystemError(.needsInput, "no value was given for '\(metadata.name)'", parameter: metadata.name)
        }
        return value
    }

    func requestDisambiguation(
        for parameter: any _AnyIntentParameter, among options: [any Sendable], dialog: IntentDialog?
    ) async throws -> Int {
        let metadata = metadata(of: parameter)
        let interaction = self.interaction
        return try await asking {
            try await interaction.requestDisambiguation(
                DisambiguationRequest(
                    intent: action.identifier, parameter: parameter.name,
                    dialog: dialog?.full ?? metadata.map(Self.whichPrompt) ?? "Which one?",
                    options: options.enumerated().map { index, value in
                        if let entity = value as? any AppEntity { return Resolver.option(entity) }
                        return ChoiceOption(id: String(index), title: ValueEncoding.text(value))
                    }))
        }
    }

    /// A prompt's view as text, for a question that shows it.
    private static func snippetText(_ snippet: (any Sendable)?) async -> String? {
        guard let box = snippet as? ViewBox else { return nil }
        return await MainActor.run { SnippetRenderer().text(SnippetRenderer.node(of: box.view)) }
    }

    func requestConfirmation(_ prompt: ConfirmationPrompt) async throws -> Bool {
        let snippetText = await Self.snippetText(prompt.snippet)
        let dialog: String
        if let text = prompt.dialog?.full {
            dialog = text
        } else if let parameter = prompt.parameter {
            dialog = "Is \(ValueEncoding.text(prompt.value)) the right \(parameter.titleText.lowercased())?"
        } else {
            dialog = "Do you want to \(action.title.key.lowercased())?"
        }
        let request = ConfirmationRequest(
            intent: action.identifier, kind: prompt.parameter == nil ? .action : .value, dialog: dialog,
            actionName: prompt.actionName.name, parameter: prompt.parameter?.name, snippetText: snippetText)
        return try await asking { try await interaction.requestConfirmation(request) }
    }

    func requestChoice(
        between options: [IntentChoiceOption], dialog: IntentDialog?, snippet: (any Sendable)?
    ) async throws -> Int {
        let request = ChoiceRequest(
            intent: action.identifier, dialog: dialog?.full ?? "Choose one.",
            options: options.map(\.title.defaultValue),
            snippetText: await Self.snippetText(snippet))
        return try await asking { try await interaction.requestChoice(request) }
    }
}

/// Runs work with a time limit, and passes cancellation through.
enum TimeLimit {
    /// Stops and restarts the clock of a running time limit, so time spent waiting for a person
    /// does not count against the intent.
    ///
    /// It also keeps what a `CancellableIntent` and a `LongRunningIntent` change: whether the
    /// limit passed (the reason a cancellation handler is told), how many cancellation handlers
    /// are open (a cancellation then waits for the run, up to `grace`), and the limit's restart
    /// on each progress report inside a background task (`rewind()`).
    final class Clock: @unchecked Sendable {
        /// Shared with the run's other time-limit state: one lock, not one per object.
        let lock: NSLock
        /// The whole limit, in seconds.
        let limit: Double
        /// How long a cancelled run inside a cancellation handler is waited for, in seconds.
        let grace: Double
        private var remaining: Double
        private var startedAt: DispatchTime?
        private var timer: Deadlines.Ticket?
        private var fire: (@Sendable () -> Void)?
        private var pauses = 0
        private var expired = false
        private var handlers = 0

        init(seconds: Double, grace: Double = 0, lock: NSLock = NSLock()) {
            remaining = max(0, seconds)
            limit = max(0, seconds)
            self.grace = max(0, grace)
            self.lock = lock
        }

        /// The limit passed: what ends the run now is a timeout.
        func markExpired() { lock.withLock { expired = true } }

        /// Why the run is being cancelled: the limit, or someone.
        var reason: IntentCancellationReason { lock.withLock { expired ? .timeout : .userCancelled } }

        func handlerBegan() { lock.withLock { handlers += 1 } }
        func handlerEnded() { lock.withLock { handlers = max(0, handlers - 1) } }

        /// How long an ending run is waited for: the grace period inside a cancellation handler.
        var waitOnEnd: Double? { lock.withLock { handlers > 0 && grace > 0 ? grace : nil } }

        /// Counts the whole limit again from now (a long-running task reported progress).
        func rewind() {
            lock.lock()
            defer { lock.unlock() }
            guard !expired else { return }
            remaining = limit
            guard pauses == 0, let timer else { return }
            Deadlines.shared.cancel(timer)
            self.timer = nil
            schedule()
        }

        func start(_ fire: @escaping @Sendable () -> Void) {
            lock.lock()
            self.fire = fire
            // The work may already be waiting for a person (it starts before the clock does);
            // then `resume()` starts the clock.
            if pauses == 0 { schedule() }
            lock.unlock()
        }

        private func schedule() {
            startedAt = .now()
            // `fire` is set (`start(_:)`, `resume()`); handed on as it is, not wrapped.
            guard let fire else { return }
            timer = Deadlines.shared.schedule(after: remaining, fire)
        }

        func pause() {
            lock.lock()
            defer { lock.unlock() }
            pauses += 1
            guard pauses == 1, let timer, let startedAt else { return }
            Deadlines.shared.cancel(timer)
            self.timer = nil
            remaining -= Double(DispatchTime.now().uptimeNanoseconds - startedAt.uptimeNanoseconds) / 1e9
            remaining = max(0, remaining)
        }

        func resume() {
            lock.lock()
            defer { lock.unlock() }
            pauses = max(0, pauses - 1)
            guard pauses == 0, timer == nil, fire != nil else { return }
            schedule()
        }

        func stop() {
            lock.lock()
            if let timer { Deadlines.shared.cancel(timer) }
            timer = nil
            fire = nil
            lock.unlock()
        }
    }

    /// Runs `body` until it returns, `seconds` of its clock pass, or the calling task is
    /// cancelled, whichever comes first.
    ///
    /// `body` runs in a task of its own, which is cancelled and abandoned when the limit or the
    /// cancellation comes first: this returns (throws) at once even when `body` ignores
    /// cancellation, except inside a `CancellableIntent`'s handler, where it waits for `body` up
    /// to the clock's grace period first. `inline` runs it in the calling task instead.
    static func run<T: Sendable>(
        seconds: Double, what: String, clock: Clock? = nil, _ body: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let clock = clock ?? Clock(seconds: seconds)
        let race = Race<T>(clock: clock)
        return try await withTaskCancellationHandler {
            // Unsafe rather than checked: `Race` resumes it exactly once, whoever wins.
            try await withUnsafeThrowingContinuation { continuation in
                race.start(continuation)
                // The work keeps the caller's executor preference (an MCP connection's thread).
                let preferred = withUnsafeCurrentTask { $0?.unownedTaskExecutor?.asTaskExecutor() }
                let work = Task(executorPreference: preferred) {
                    do { race.workEnded(.success(try await body())) } catch { race.workEnded(.failure(error)) }
                }
                // A shared deadline thread is much cheaper than a sleeping task per run.
                clock.start {
                    clock.markExpired()
                    race.interrupt(timedOut(what, seconds))
                }
                race.attach(work: work)
            }
        } onCancel: {
            race.interrupt(CancellationError())
        }
    }

    static func timedOut(_ what: String, _ seconds: Double) -> IntentSystemError {
        IntentSystemError(
            .timedOut, "\(what) did not finish within \(Primitives.numberText(seconds)) seconds; it was cancelled")
    }

    /// `run` with `body` in the calling task: the limit or the cancellation calls `onAbandon`
    /// with its error at once, from another thread (the caller cancels its task and answers for
    /// it), and this throws that error whenever `body` returns. A cancellation is told as the
    /// run of `what` cancelled (`Executor.cancelled`).
    static func inline<T: Sendable>(
        seconds: Double, what: String, clock: Clock, onAbandon: @escaping @Sendable (any Error) -> Void,
        _ body: () async throws -> T
    ) async throws -> T {
        let watch = Watch(clock: clock, what: what, seconds: seconds, onAbandon: onAbandon)
        // The watch is all the deadline's closure holds, so it needs no context of its own.
        clock.start { [watch] in watch.timedOut() }
        defer { clock.stop() }
        let result: Result<T, any Error>
        do {
            result = .success(
                try await withTaskCancellationHandler {
                    try await body()
                } onCancel: {
                    watch.end(CancellationError())
                })
        } catch {
            result = .failure(error)
        }
        // The limit or a cancellation that came first decides, whatever `body` did since.
        if let ended = watch.returned() { throw ended }
        return try result.get()
    }

    /// Which came first for an inline run: `body` returning, or the end (the limit or a
    /// cancellation), which is told to `onAbandon` once.
    final class Watch: @unchecked Sendable {
        // @unchecked: `ended` and `returnedFirst` are read and written with `lock` held.
        private let lock: NSLock
        private let clock: Clock
        private let what: String
        private let seconds: Double
        private let onAbandon: @Sendable (any Error) -> Void
        private var ended: (any Error)?
        private var returnedFirst = false

        init(clock: Clock, what: String, seconds: Double, onAbandon: @escaping @Sendable (any Error) -> Void) {
            self.lock = clock.lock
            self.clock = clock
            self.what = what
            self.seconds = seconds
            self.onAbandon = onAbandon
        }

        /// The time limit passed.
        func timedOut() {
            clock.markExpired()
            end(TimeLimit.timedOut(what, seconds))
        }

        /// The limit passed or the task was cancelled: the run ends here, unless `body` returned.
        func end(_ error: any Error) {
            let first = lock.withLock {
                guard !returnedFirst, ended == nil else { return false }
                ended = error
                return true
            }
            // Outside the lock: the caller cancels its task, whose handler comes back here.
            if first { onAbandon(error is CancellationError ? Executor.cancelled(what) : error) }
        }

        /// `body` returned: the error that ended the run before, if any.
        func returned() -> (any Error)? {
            lock.withLock {
                if ended == nil { returnedFirst = true }
                return ended
            }
        }
    }

    /// The first of the work, the timer and cancellation wins; the others are cancelled. When
    /// the timer or the cancellation wins inside a cancellation handler, the race waits for the
    /// work to end (its cleanup) up to the clock's grace period before it reports the loss.
    final class Race<T: Sendable>: @unchecked Sendable {
        // @unchecked: every var is read and written with `lock` (the clock's) held.
        private let lock: NSLock
        private let clock: Clock
        private var continuation: UnsafeContinuation<T, any Error>?
        private var finished: Result<T, any Error>?
        private var work: Task<Void, Never>?
        /// The work was interrupted inside a cancellation handler and is being waited for.
        private var waiting = false
        private var grace: Deadlines.Ticket?

        /// The clock's lock is never held while the race calls into the clock, which takes it too.
        init(clock: Clock) {
            self.lock = clock.lock
            self.clock = clock
        }

        func start(_ continuation: UnsafeContinuation<T, any Error>) {
            lock.lock()
            if let finished, !waiting {
                lock.unlock()
                continuation.resume(with: finished)
                return
            }
            self.continuation = continuation
            lock.unlock()
        }

        func attach(work: Task<Void, Never>) {
            lock.lock()
            let done = finished != nil
            self.work = work
            lock.unlock()
            if done {
                work.cancel()
                clock.stop()
            }
        }

        /// The work returned or threw: its result, unless the timer or a cancellation came first.
        func workEnded(_ result: Result<T, any Error>) {
            lock.lock()
            guard finished == nil else {
                lock.unlock()
                // Interrupted before: the cleanup is done, so the interruption is reported now.
                release()
                return
            }
            finished = result
            let continuation = self.continuation
            self.continuation = nil
            lock.unlock()
            clock.stop()
            continuation?.resume(with: result)
        }

        /// The limit passed or the caller was cancelled: the run ends with `error`.
        func interrupt(_ error: any Error) {
            let wait = clock.waitOnEnd
            lock.lock()
            guard finished == nil else {
                lock.unlock()
                return
            }
            finished = .failure(error)
            let work = self.work
            // Inside a cancellation handler the work is running, though it may not be attached
            // yet (its task can reach the handler before `attach`): it is waited for either way,
            // and `attach` cancels it when it comes.
            if let wait {
                waiting = true
                lock.unlock()
                work?.cancel()
                clock.stop()
                let ticket = Deadlines.shared.schedule(after: wait) { [self] in release() }
                lock.withLock { if waiting { grace = ticket } }
                return
            }
            let continuation = self.continuation
            self.continuation = nil
            lock.unlock()
            work?.cancel()
            clock.stop()
            continuation?.resume(with: .failure(error))
        }

        /// Ends the wait for an interrupted work (it ended, or the grace period passed).
        private func release() {
            lock.lock()
            guard waiting, let finished else {
                lock.unlock()
                return
            }
            waiting = false
            let continuation = self.continuation
            self.continuation = nil
            let grace = self.grace
            self.grace = nil
            lock.unlock()
            if let grace { Deadlines.shared.cancel(grace) }
            continuation?.resume(with: finished)
        }
    }
}
