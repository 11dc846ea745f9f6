import AppIntents
import AppIntentsMetadata
import Foundation
import IntentStore

/// What a caller has proved about who they are.
package enum CallerAuthentication: Int, Sendable, Comparable, CaseIterable {
    /// Nothing: a script, an agent without a grant.
    case none = 0
    /// The person is authenticated (the device is unlocked; a host started with a grant).
    case authenticated = 1
    /// The person authenticated on this device just now.
    case deviceOwner = 2

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// What a caller must have proved for an authentication policy, numbered as the metadata
    /// numbers `IntentAuthenticationPolicy` (1 `requiresAuthentication`, 2
    /// `requiresLocalDeviceAuthentication`, anything else none).
    /// A caller with a surface's authentication grant (`--authenticated`, the MCP server's grant,
    /// a bearer token) is authenticated; one without has proved nothing.
    package init(granted: Bool) { self = granted ? .authenticated : .none }

    package init(policy: Int) {
        switch policy {
        case 1: self = .authenticated
        case 2: self = .deviceOwner
        default: self = .none
        }
    }
}

/// Where a request comes from.
package enum Surface: String, Sendable {
    case commandLine, siri, shortcuts, mcp, widget, control, spotlight, suggestion, focus, test
}

/// One request to run an intent.
package struct RunRequest: Sendable {
    package var intent: String
    /// Raw values by parameter name.
    package var inputs: [String: IntentInput]
    package var caller: CallerAuthentication
    package var surface: Surface
    /// The request came from a low-confidence source (a fuzzy voice match): confirm first.
    package var lowConfidence: Bool
    /// An intent instance whose parameters are already set (an App Shortcut, a widget button).
    package var prefilled: (any AppIntent)?
    /// Whether a successful run is donated.
    package var donate: Bool
    /// Where an `UndoableIntent` run keeps what it registered to undo: the process's history, or
    /// an MCP session's own.
    package var undoHistory: UndoHistory
    /// Whether the outcome carries the value as bytes in a tool result's shape (`valueBytes`)
    /// rather than as `valueJSON`: what MCP gives.
    package var valueAsBytes: Bool
    /// Takes the donation of a successful run, to record once the caller has answered (MCP sends
    /// the tool result first); `nil`: it is recorded before `run` returns.
    package var donateLater: (@Sendable (@escaping @Sendable () async -> Void) async -> Void)?
    /// Takes the end of a run that gives up on a `perform()` still running (its time limit
    /// passed, or the caller's task was cancelled), on another thread, with the error that ended
    /// it; the caller then cancels its task if it has not already. Given, `perform()` runs in the
    /// caller's own task rather than in one of its own, which saves a task and two executor hops
    /// a run, and a caller whose `perform()` never returns learns of the end only through this.
    /// `nil`: `perform()` runs in a task the run abandons, so `run` itself returns in time.
    package var onAbandon: (@Sendable (any Error) -> Void)?

    package init(
        intent: String, inputs: [String: IntentInput] = [:], caller: CallerAuthentication = .none,
        surface: Surface = .commandLine, lowConfidence: Bool = false, prefilled: (any AppIntent)? = nil,
        donate: Bool = true, undoHistory: UndoHistory = .shared, valueAsBytes: Bool = false,
        donateLater: (@Sendable (@escaping @Sendable () async -> Void) async -> Void)? = nil,
        onAbandon: (@Sendable (any Error) -> Void)? = nil
    ) {
        self.intent = intent
        self.inputs = inputs
        self.caller = caller
        self.surface = surface
        self.lowConfidence = lowConfidence
        self.prefilled = prefilled
        self.donate = donate
        self.undoHistory = undoHistory
        self.valueAsBytes = valueAsBytes
        self.donateLater = donateLater
        self.onAbandon = onAbandon
    }
}

/// A run that succeeded, as donations record it.
package struct DonationRecord: Sendable {
    package var intent: String
    package var parameters: [String: JSONValue]
    package var entityIdentifiers: [String]
    package var resultText: String?
    package var surface: Surface
}

/// Runs intents under Apple's rules: authentication first, then parameters resolved or asked for,
/// then `perform()` with prompts, `needsValueError` restarts, a time limit and cancellation.
package struct Executor: Sendable {
    package let catalog: Catalog
    package let resolver: Resolver
    /// How long `perform()` may take, in seconds.
    package var timeLimit: Double
    /// How long a run cancelled inside a `CancellableIntent`'s handler is waited for, to clean
    /// up, before it is reported as cancelled or timed out, in seconds.
    package var cancellationGrace: Double
    /// How many times `perform()` may restart after `needsValueError`.
    package var maximumRestarts: Int
    /// Where successful runs are donated.
    package var donations: (@Sendable (DonationRecord) async -> Void)?

    package init(catalog: Catalog, timeLimit: Double = 30, donations: (@Sendable (DonationRecord) async -> Void)? = nil)
    {
        self.catalog = catalog
        self.resolver = Resolver(catalog: catalog)
        self.timeLimit = timeLimit
        self.cancellationGrace = 5
        self.maximumRestarts = 8
        self.donations = donations
    }

    /// Runs one intent.
    package func run(_ request: RunRequest, interaction: any Interaction) async throws -> Outcome {
        // The outcome shows entities as the run's caller may see them (`EntityDisclosure`); a
        // surface that bound the same caller already needs no second binding.
        if EntityDisclosure.caller == request.caller {
            return try await runDisclosed(request, interaction: interaction)
        }
        return try await EntityDisclosure.$caller.withValue(request.caller) {
            try await runDisclosed(request, interaction: interaction)
        }
    }

    private func runDisclosed(_ request: RunRequest, interaction: any Interaction) async throws -> Outcome {
        let prepared = try await prepare(request, interaction: interaction)
        // The action is read where the run keeps it, not copied: a copy of `ActionMetadata`
        // retains each of its many fields.
        let context = prepared.context
        let identifier = context.action.identifier
        let intent = prepared.intent
        let parameters = prepared.parameters
        if request.lowConfidence {
            let confirmed = try await interaction.requestConfirmation(
                ConfirmationRequest(
                    intent: identifier, kind: .lowConfidence,
                    dialog: "Do you want to \(context.action.title.key.lowercased())?",
                    actionName: "Run", parameter: nil, snippetText: nil))
            if !confirmed { throw Self.cancelled(identifier) }
        }
        var outcome = try await context.perform(intent)
        // What perform() donated with a synchronous `donate` is recorded before the run ends.
        await SystemHooks.shared.waitForPendingDonations()
        if request.donate, let donations {
            let (performed, surface) = (outcome, request.surface)
            let donate: @Sendable () async -> Void = {
                await donations(
                    await Self.donation(of: intent, parameters: parameters, outcome: performed, surface: surface))
                // The run's objects go with it: when the donation waits for the answer, so does
                // their release.
                withExtendedLifetime(context) {}
            }
            if let later = request.donateLater {
                // Announced, so that a termination signal in between still keeps it.
                DonationsInFlight.begin()
                await later {
                    await donate()
                    DonationsInFlight.end()
                }
            } else {
                await donate()
            }
        }
        // The declared modes, not the metadata's: Apple's files write 1 (background) for an
        // intent that declares none.
        let declared = type(of: intent).supportedModes.rawValue
        outcome.supportedModes = SupportedModes.names(declared)
        outcome.opensApp = context.action.openAppWhenRun || declared & ~SupportedModes.background != 0
        return outcome
    }

    /// An intent with its parameters resolved (or asked for), ready to perform.
    package struct Prepared: @unchecked Sendable {
        package var action: ActionMetadata { context.action }
        package let intent: any AppIntent
        package let parameters: [(name: String, parameter: any _AnyIntentParameter)]
        let context: RunContext
    }

    /// Authorizes the caller and resolves every parameter, asking for missing required ones, but
    /// does not perform: widgets and controls render their configuration this way.
    package func prepare(_ request: RunRequest, interaction: any Interaction) async throws -> Prepared {
        let type = try catalog.intentType(request.intent)
        let identifier = TypeNames.short(type)
        let action = catalog.metadata.actions[identifier]!
        try authorize(action, caller: request.caller)
        let intent = request.prefilled ?? type.init()
        let parameters = Reflection.parameters(of: intent)
        // The names are listed, and the inputs sorted, only for the error.
        if request.inputs.keys.contains(where: { key in !parameters.contains { $0.name == key } }) {
            let names = parameters.map(\.name)
            let name = request.inputs.keys.sorted().first { !names.contains($0) }!
            throw IntentSystemError(
                .unknownParameter,
                "\(identifier) has no parameter '\(name)'."
                    + (names.isEmpty
                        ? " It takes none."
                        : Suggestions.didYouMean(name, among: names)
                            + " Its parameters: \(names.joined(separator: ", "))."),
                parameter: name, given: name, candidates: Suggestions.closest(to: name, among: names))
        }
        let context = RunContext(
            executor: self, action: action, interaction: interaction, intent: intent, parameters: parameters,
            undoHistory: request.undoHistory)
        context.valueAsBytes = request.valueAsBytes
        context.onAbandon = request.onAbandon
        for (name, parameter) in parameters {
            let metadata = context.action.parameter(named: name)!
            if let input = request.inputs[name] {
                try await context.assign(input, to: parameter, metadata: metadata)
            } else if parameter.hasValue || parameter.defaultAny != nil {
                continue
            } else if parameter.valueKind.isOptional {
                try parameter.assignOmitted()
            } else {
                try await context.ask(parameter, metadata: metadata, reason: .missing, dialog: nil)
            }
        }
        return Prepared(intent: intent, parameters: parameters, context: context)
    }

    /// Refuses an intent whose authentication policy the caller has not met.
    package func authorize(_ action: ActionMetadata, caller: CallerAuthentication) throws {
        let needed = Self.needed(for: action)
        guard caller >= needed else {
            let what = needed == .deviceOwner ? "authentication on this device" : "an authenticated caller"
            throw IntentSystemError(
                .notAuthorized, "\(action.identifier) requires \(what); it was not run", given: action.identifier)
        }
    }

    /// What a caller must have proved to run `action` (its authentication policy).
    package static func needed(for action: ActionMetadata) -> CallerAuthentication {
        CallerAuthentication(policy: action.authenticationPolicy)
    }

    static func cancelled(_ identifier: String) -> IntentSystemError {
        IntentSystemError(.cancelled, "\(identifier) was cancelled")
    }

    static func donation(
        of intent: any AppIntent, parameters: [(name: String, parameter: any _AnyIntentParameter)], outcome: Outcome,
        surface: Surface
    ) async -> DonationRecord {
        var values: [String: JSONValue] = [:]
        var entities: [String] = []
        for (name, parameter) in parameters {
            let value = parameter.currentValue ?? parameter.defaultAny
            if let generable = value as? any GenerableEntity {
                // Made from its properties, not found: the properties make it again.
                values[name] = await Resolver.generableProperties(of: generable)
            } else if let entity = value as? any AppEntity {
                entities.append(entity.id.entityIdentifierString)
                // With its title, so a suggestion of an entity now under another title asks first.
                values[name] = .object([
                    "id": .string(entity.id.entityIdentifierString), "title": .string(Resolver.title(entity)),
                ])
            } else {
                values[name] = await ValueEncoding.json(value, kind: parameter.valueKind)
            }
        }
        return DonationRecord(
            intent: outcome.intent, parameters: values, entityIdentifiers: entities,
            resultText: outcome.dialog ?? outcome.valueText, surface: surface)
    }
}
