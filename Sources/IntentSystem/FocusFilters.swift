import AppIntents
import AppIntentsMetadata

/// The focus filter in force: which `SetFocusFilterIntent` was performed with which values.
package struct FocusState: Codable, Sendable, Hashable {
    /// The intent's identifier: `KitchenFocusFilter`.
    package var intent: String
    /// The intent's title: `Kitchen Focus`.
    package var title: String
    /// What the filter shows people: its `displayRepresentation` title.
    package var summary: String
    /// Each parameter's value in its storable form (entities by `{"id": …, "title": …}`).
    package var values: [String: JSONValue]
}

/// The system's side of Focus filters: turning one on performs its `SetFocusFilterIntent` with
/// the given values; turning it off performs it again with its defaults, as the system does when
/// a Focus ends.
package struct FocusSystem: Sendable {
    package let executor: Executor

    package init(executor: Executor) {
        self.executor = executor
    }

    /// The identifiers of the app's focus filter intents, sorted.
    package var filters: [ActionMetadata] {
        executor.catalog.metadata.sortedActions.filter { $0.adopts("SetFocusFilterIntent") }
    }

    /// The focus filter named `name`: its identifier or title (any case), or the identifier
    /// without `Intent` or `FocusFilter`.
    package func filter(_ name: String) throws -> ActionMetadata {
        let folded = name.lowercased()
        if let match = filters.first(where: {
            $0.identifier.lowercased() == folded || $0.identifier.lowercased() == folded + "intent"
                || $0.identifier.lowercased() == folded + "focusfilter" || $0.title.key.lowercased() == folded
        }) {
            return match
        }
        let names = filters.map(\.identifier)
        throw IntentSystemError(
            .notFound,
            "unknown focus filter '\(Resolver.clip(name))'." + Suggestions.didYouMean(name, among: names)
                + (names.isEmpty
                    ? " The app declares none (a SetFocusFilterIntent)."
                    : " Filters: \(names.joined(separator: ", "))."),
            given: name, candidates: Suggestions.closest(to: name, among: names))
    }

    /// Performs the focus filter `name` with `inputs` and returns the state to store as current.
    /// - Throws: `IntentSystemError` when a value is invalid or missing and `interaction` cannot
    ///   ask, or when the filter's `perform()` fails; nothing is to be stored then.
    package func set(
        _ name: String, inputs: [String: IntentInput], caller: CallerAuthentication, interaction: any Interaction
    ) async throws -> (FocusState, Outcome) {
        let action = try filter(name)
        let prepared = try await executor.prepare(
            RunRequest(intent: action.identifier, inputs: inputs, caller: caller, surface: .focus),
            interaction: interaction)
        let outcome = try await prepared.context.perform(prepared.intent)
        var values: [String: JSONValue] = [:]
        for (parameterName, parameter) in prepared.parameters {
            guard let value = parameter.currentValue ?? parameter.defaultAny else { continue }
            let stored = await ValueEncoding.storable(value)
            if stored != .null { values[parameterName] = stored }
        }
        let summary = (prepared.intent as? any SetFocusFilterIntent)?.displayRepresentation.title.defaultValue
        let state = FocusState(
            intent: action.identifier, title: action.title.key, summary: summary ?? action.title.key, values: values)
        return (state, outcome)
    }

    /// The intent of `state`, made again with the values it was turned on with, when it is of
    /// `type`: what `SetFocusFilterIntent.current` gives app code.
    package func intent(
        of state: FocusState, as type: any SetFocusFilterIntent.Type
    ) async throws -> (any SetFocusFilterIntent)? {
        guard state.intent == TypeNames.short(type) else { return nil }
        let prepared = try await executor.prepare(
            RunRequest(intent: state.intent, inputs: state.values.mapValues(IntentInput.json), surface: .focus),
            interaction: NeverAskInteraction())
        return prepared.intent as? any SetFocusFilterIntent
    }

    /// Turns `current` off: performs its intent with default values, so the app undoes the filter.
    /// A filter whose parameters have no defaults cannot be reset this way; it is only forgotten,
    /// and the returned outcome is nil.
    /// - Throws: `IntentSystemError` `invalidValue` when `current` names an intent that is not
    ///   one of the app's focus filters (a stored record is data anyone may have written): only a
    ///   filter's own intent is ever performed.
    package func clear(_ current: FocusState, caller: CallerAuthentication) async throws -> Outcome? {
        let names = filters.map(\.identifier)
        guard names.contains(current.intent) else {
            throw IntentSystemError(
                .invalidValue,
                "the stored Focus record names '\(Resolver.clip(current.intent))', which is not one of the app's "
                    + "Focus filters (\(names.isEmpty ? "it has none" : names.joined(separator: ", "))); it was not run",
                given: current.intent, candidates: names)
        }
        let prepared: Executor.Prepared
        do {
            prepared = try await executor.prepare(
                RunRequest(intent: current.intent, caller: caller, surface: .focus),
                interaction: NeverAskInteraction())
        } catch let error as IntentSystemError where error.code == .needsInput {
            return nil
        }
        return try await prepared.context.perform(prepared.intent)
    }
}
