import AppIntents
import AppIntentsMetadata
import Foundation
import IntentStore
@_exported import IntentSystem

/// Runs an app's intents in your own tests the way the system runs them: parameters from strings,
/// prompts answered from a script, Apple's rules applied.
///
/// ```swift
/// let harness = try await IntentTestHarness(app: soupShopApp)
/// let run = try await harness.run(OrderSoupIntent.self, ["soup": "chicken"], answering: [.pick("Chicken Noodle")])
/// #expect(run.dialog == "Ordered 1 medium Chicken Noodle (order A001, $6.00).")
/// #expect(run.asked.map(\.kind) == [.disambiguation])
/// ```
public struct IntentTestHarness: Sendable {
    /// The app under test.
    public let app: IntentApp
    /// Where the app's data lives for this harness (a fresh temporary folder by default, removed
    /// when the last copy of the harness goes).
    public let environment: AppEnvironment
    let executor: Executor
    /// The app's dependencies for this harness alone, so harnesses can run side by side.
    let dependencies: AppDependencyManager
    /// Donations and Spotlight go to an in-memory store of this harness alone.
    let hooks: SystemHooks
    let store: InMemoryStore
    let recorder: DonationRecorder
    /// The folder the harness made for itself, when the caller gave none: removed with the last copy.
    private let madeFolder: MadeFolder?

    /// Builds the app's catalog and runs its `setUp` against `dataDirectory`.
    ///
    /// When `dataDirectory` is `nil`, the harness makes a new temporary folder
    /// (`intent-tests-<UUID>`) and removes it, with everything the app wrote there, when the last
    /// copy of the harness goes (or when this initializer throws). A folder you pass is yours: it
    /// is created if missing and never removed.
    /// - Throws: `IntentSystemError` for invalid declarations, or the app's `setUp` error.
    public init(app: IntentApp, dataDirectory: URL? = nil, timeLimit: Double = 30) async throws {
        let madeFolder: MadeFolder?
        let directory: URL
        if let dataDirectory {
            madeFolder = nil
            directory = dataDirectory
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } else {
            let made = try MadeFolder(
                FileManager.default.temporaryDirectory.appendingPathComponent("intent-tests-\(UUID().uuidString)"))
            madeFolder = made
            directory = made.url
        }
        let environment = AppEnvironment(
            dataDirectory: directory, storeURL: directory.appendingPathComponent("\(app.name.lowercased()).db"))
        let dependencies = AppDependencyManager()
        let hooks = SystemHooks()
        let store = InMemoryStore()
        let recorder = DonationRecorder(store: store, app: app.name.lowercased())
        let catalog = try await SystemHooks.$scoped.withValue(hooks) {
            recorder.installHooks()
            SystemHooks.shared.install(spotlight: SpotlightIndexer(index: store).handler)
            return try await AppDependencyManager.$scoped.withValue(dependencies) {
                try await app.setUp?(environment)
                return try await Catalog.build(app)
            }
        }
        self.app = app
        self.environment = environment
        self.dependencies = dependencies
        self.hooks = hooks
        self.store = store
        self.recorder = recorder
        self.madeFolder = madeFolder
        self.executor = Executor(
            catalog: catalog, timeLimit: timeLimit, donations: { run in _ = try? recorder.record(run) })
    }

    /// The intents the app donated so far (`donate()`, `IntentDonationManager`), newest first.
    public func donatedIntents() throws -> [String] {
        try store.donations(matching: DonationFilter()).map(\.intentIdentifier)
    }

    /// The app's metadata, as `Metadata.appintents/extract.actionsdata` would hold it.
    public var metadata: ActionsData { executor.catalog.metadata }

    /// Runs the intent type with raw string values, answering prompts from `answers` in order.
    /// - Throws: `IntentSystemError` (for example `needsInput` when the script runs out of
    ///   answers, `notAuthorized`, `invalidValue`).
    public func run<Intent: AppIntent>(
        _ intent: Intent.Type, _ values: [String: String] = [:], answering answers: [IntentTestAnswer] = [],
        authenticated: Bool = false
    ) async throws -> IntentTestRun {
        try await run(
            RunRequest(
                intent: String(describing: intent), inputs: values.mapValues(IntentInput.text),
                caller: authenticated ? .deviceOwner : .none, surface: .test, donate: false),
            answers: answers)
    }

    /// Runs an intent by its identifier with raw string values.
    public func run(
        _ identifier: String, _ values: [String: String] = [:], answering answers: [IntentTestAnswer] = [],
        authenticated: Bool = false
    ) async throws -> IntentTestRun {
        try await run(
            RunRequest(
                intent: identifier, inputs: values.mapValues(IntentInput.text),
                caller: authenticated ? .deviceOwner : .none, surface: .test, donate: false),
            answers: answers)
    }

    /// Runs an intent instance whose parameters you set yourself; missing ones are resolved or
    /// asked for as usual.
    public func run<Intent: AppIntent>(
        _ intent: Intent, answering answers: [IntentTestAnswer] = [], authenticated: Bool = false
    ) async throws -> IntentTestRun {
        try await run(
            RunRequest(
                intent: String(describing: Intent.self), caller: authenticated ? .deviceOwner : .none, surface: .test,
                prefilled: intent, donate: false),
            answers: answers)
    }

    /// `body` with the app's dependencies, donations and Spotlight index of this harness.
    func scoped<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        try await SystemHooks.$scoped.withValue(hooks) {
            try await AppDependencyManager.$scoped.withValue(dependencies) { try await body() }
        }
    }

    /// The entity lookups of the app's catalog (its queries), by entity type name.
    func entityLookup(_ type: String) throws -> EntityLookup { try executor.catalog.entity(type) }

    /// Runs `request` as the system does, asking `interaction`.
    func perform(_ request: RunRequest, interaction: any Interaction) async throws -> Outcome {
        let executor = self.executor
        return try await scoped { try await executor.run(request, interaction: interaction) }
    }

    /// The app's Spotlight index of this harness.
    var searchIndex: InMemoryStore { store }

    private func run(_ request: RunRequest, answers: [IntentTestAnswer]) async throws -> IntentTestRun {
        let script = ScriptedInteraction(answers.map(\.scripted))
        do {
            let outcome = try await SystemHooks.$scoped.withValue(hooks) {
                try await AppDependencyManager.$scoped.withValue(dependencies) {
                    try await executor.run(request, interaction: script)
                }
            }
            return IntentTestRun(outcome: outcome, asked: script.asked.map(AskedQuestion.init))
        } catch let error as IntentSystemError {
            throw IntentTestFailure(error: error, asked: script.asked.map(AskedQuestion.init))
        }
    }
}

/// A scripted answer to a question the system asks.
public enum IntentTestAnswer: Sendable, Hashable {
    /// Text typed for a value.
    case value(String)
    /// JSON given for a value (an agent's answer): `{"id": "tomato"}`.
    case json(String)
    /// The option at this index (from 0) of a list.
    case pick(Int)
    /// The option with this title.
    case pickTitle(String)
    /// Yes.
    case confirm
    /// No.
    case decline

    /// The option with this title.
    public static func pick(_ title: String) -> IntentTestAnswer { .pickTitle(title) }

    var scripted: ScriptedInteraction.Answer {
        switch self {
        case .value(let text): .value(.text(text))
        case .json(let text): .value((try? JSONValue.parse(text)).map(IntentInput.json) ?? .text(text))
        case .pick(let index): .choose(index)
        case .pickTitle(let title): .chooseTitle(title)
        case .confirm: .confirm(true)
        case .decline: .confirm(false)
        }
    }
}

/// A question the system asked during a run.
public struct AskedQuestion: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case value, disambiguation, confirmation, choice
    }

    public var kind: Kind
    /// The parameter it was about, if any.
    public var parameter: String?
    /// What the person was asked.
    public var prompt: String
    /// The options offered, for a disambiguation or a choice.
    public var options: [String]

    init(_ asked: ScriptedInteraction.Asked) {
        kind = Kind(rawValue: asked.kind) ?? .value
        parameter = asked.parameter
        prompt = asked.prompt
        options = asked.options
    }

    public var description: String {
        "\(kind.rawValue)(\(parameter ?? "-")): \(prompt)" + (options.isEmpty ? "" : " \(options)")
    }
}

/// What a run produced.
public struct IntentTestRun: Sendable {
    let outcome: Outcome
    /// The questions asked, in order.
    public let asked: [AskedQuestion]

    /// What the intent said.
    public var dialog: String? { outcome.dialog }
    /// The returned value, typed.
    public var value: (any Sendable)? { outcome.value }
    /// The returned value as the system encodes it for agents and shortcuts (JSON text).
    public var valueJSON: String? { outcome.valueJSON?.description }
    /// The returned value as a person reads it.
    public var valueText: String? { outcome.valueText }
    /// The snippet as plain text, if the intent showed one.
    public var snippetText: String? { outcome.snippet.map { SnippetRenderer().text($0) } }
    /// How many times `perform()` started (more than one after `needsValueError`).
    public var performCount: Int { outcome.performCount }

    /// The returned value as `T`, or `nil` when it is not one.
    public func value<T>(as type: T.Type) -> T? { outcome.value as? T }
}

/// A run that failed, with what had been asked before it did.
public struct IntentTestFailure: Error, CustomStringConvertible, Sendable {
    /// Why the system stopped.
    public let error: IntentSystemError
    /// The questions asked before it stopped.
    public let asked: [AskedQuestion]

    public var code: IntentSystemError.Code { error.code }
    public var description: String { error.description }
}

/// A folder the harness made, removed when the last harness holding it goes.
private final class MadeFolder: Sendable {
    let url: URL

    /// Creates the folder at `url`.
    init(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        self.url = url
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
