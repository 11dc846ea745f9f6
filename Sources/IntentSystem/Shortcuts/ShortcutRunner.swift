import AppIntents
import AppIntentsMetadata
import Foundation

/// A value flowing between the actions of a shortcut: typed, and as JSON.
package struct ShortcutValue: Sendable {
    package var value: (any Sendable)?
    package var json: JSONValue

    package static let none = ShortcutValue(value: nil, json: .null)

    static func of(_ value: (any Sendable)?) async -> ShortcutValue {
        ShortcutValue(value: value, json: await ValueEncoding.json(value, kind: nil))
    }

    /// The items, when the value is a list.
    var items: [ShortcutValue] {
        if let list = value as? [any Sendable] ?? (value as? any _IntentSetValue)?._orderedElements {
            return list.enumerated().map { ShortcutValue(value: $1, json: json.arrayValue?[$0] ?? .null) }
        }
        if let collection = value as? any _EntityCollectionValue {
            // The entities it has looked up, the others by identifier (`{"id": …}`).
            let items = zip(collection._identifierStrings, collection._knownEntities)
            return items.enumerated().map { index, item in
                ShortcutValue(value: item.1, json: json.arrayValue?[index] ?? .object(["id": .string(item.0)]))
            }
        }
        if let list = json.arrayValue { return list.map { ShortcutValue(value: nil, json: $0) } }
        if json == .null { return [] }
        return [self]
    }
}

/// What a shortcut run did.
package struct ShortcutReport: Sendable {
    /// One action that ran.
    package struct Step: Sendable {
        package var location: String
        package var title: String
        package var dialog: String?
        package var valueText: String?
    }

    package var steps: [Step] = []
    /// The last action's output.
    package var output: ShortcutValue = .none
}

/// A shortcut run that stopped: which action failed, why, and what had already run.
package struct ShortcutRunError: Error, CustomStringConvertible, Sendable {
    package var location: String
    package var underlying: IntentSystemError
    package var completed: [ShortcutReport.Step]

    package var description: String {
        "\(location) failed: \(underlying.message)"
            + (completed.isEmpty
                ? " (nothing had run)"
                : " (already ran: \(completed.map { "\($0.location) \($0.title)" }.joined(separator: "; ")))")
    }
}

/// Runs a shortcut through the same resolver and executor as every other surface.
package struct ShortcutRunner: Sendable {
    /// The executors of the apps this host runs, by app.
    package var executors: [(app: ShortcutApps.App, executor: Executor)]
    package var caller: CallerAuthentication
    /// When an entity saved in the shortcut no longer exists, ask for another one instead of
    /// stopping (a person at a terminal).
    package var askForStaleEntities: Bool
    /// How many actions one run may perform, loops included.
    package var maximumSteps: Int

    package init(
        executors: [(app: ShortcutApps.App, executor: Executor)], caller: CallerAuthentication = .none,
        askForStaleEntities: Bool = false, maximumSteps: Int = 10_000
    ) {
        self.executors = executors
        self.caller = caller
        self.askForStaleEntities = askForStaleEntities
        self.maximumSteps = maximumSteps
    }

    package var apps: ShortcutApps { ShortcutApps(executors.map(\.app)) }

    /// Checks the shortcut, then runs it; nothing runs when the check finds a problem.
    package func run(
        _ shortcut: ShortcutFile, input: IntentInput?, interaction: any Interaction
    ) async throws
        -> ShortcutReport
    {
        // Entities' properties are shown, found and sorted by as this caller may see them.
        try await EntityDisclosure.$caller.withValue(caller) {
            try await checkedRun(shortcut, input: input, interaction: interaction)
        }
    }

    private func checkedRun(
        _ shortcut: ShortcutFile, input: IntentInput?, interaction: any Interaction
    ) async throws
        -> ShortcutReport
    {
        let problems = ShortcutChecker(apps: apps, caller: caller, conversions: conversions).check(shortcut)
        if !problems.isEmpty, problems.allSatisfy(\.needsAuthentication) {
            throw IntentSystemError(
                .notAuthorized,
                "the shortcut '\(shortcut.name)' needs a caller it does not have; nothing was run:\n"
                    + problems.map { "  \($0)" }.joined(separator: "\n"))
        }
        if !problems.isEmpty {
            let what =
                if problems.allSatisfy(\.isTheFilesOwn) {
                    "is not a valid shortcut"
                } else if problems.contains(where: \.isTheFilesOwn) {
                    "has mistakes of its own and no longer matches the app"
                } else {
                    "no longer matches the app"
                }
            throw IntentSystemError(
                .invalidValue,
                "the shortcut '\(shortcut.name)' \(what); nothing was run:\n"
                    + problems.map { "  \($0)" }.joined(separator: "\n"))
        }
        var state = RunState(input: try await inputValue(input), interaction: interaction)
        // Asked before anything runs: an entity under another title may be another record.
        let renamed = try await changedEntities(of: shortcut).filter { !$0.isMissing }
        if !renamed.isEmpty {
            let list = renamed.map { "  \($0.location): \($0.message)" }.joined(separator: "\n")
            let yes = try await interaction.requestConfirmation(
                ConfirmationRequest(
                    intent: shortcut.name, kind: .value,
                    dialog:
                        "The shortcut '\(shortcut.name)' uses entities saved under other titles:\n\(list)\nRun it with them?",
                    actionName: "run"))
            guard yes else {
                throw IntentSystemError(
                    .staleIdentifier, "the shortcut '\(shortcut.name)' was not run; nothing was run:\n\(list)")
            }
            state.confirmedEntities = Set(renamed.map(\.id))
        }
        try await run(shortcut.actions, prefix: "", state: &state)
        return state.report
    }

    struct RunState {
        var input: ShortcutValue
        var interaction: any Interaction
        var outputs: [String: ShortcutValue] = [:]
        var repeatItem: ShortcutValue?
        var report = ShortcutReport()
        var steps = 0
        /// Saved entities a person agreed to use under their new titles.
        var confirmedEntities: Set<String> = []
    }

    private func inputValue(_ input: IntentInput?) async throws -> ShortcutValue {
        switch input {
        case nil: return .none
        case .json(let json)?: return ShortcutValue(value: nil, json: json)
        case .text(let text)?: return ShortcutValue(value: text, json: .string(text))
        case .entityIdentifier(let id, _)?: return ShortcutValue(value: nil, json: .object(["id": .string(id)]))
        }
    }

    func executor(for app: String) throws -> (ShortcutApps.App, Executor) {
        let wanted = app.lowercased()
        if let match = executors.first(where: {
            $0.app.name.lowercased() == wanted || $0.app.synonyms.contains { $0.lowercased() == wanted }
        }) {
            return (match.app, match.executor)
        }
        throw IntentSystemError(.notFound, "no app named '\(app)' runs here", given: app)
    }

    private func run(_ actions: [ShortcutAction], prefix: String, state: inout RunState) async throws {
        for (index, action) in actions.enumerated() {
            let location = "\(prefix)action \(index + 1)" + (action.id.map { " (\($0))" } ?? "")
            state.steps += 1
            if state.steps > maximumSteps {
                throw ShortcutRunError(
                    location: location,
                    underlying: IntentSystemError(
                        .intentFailed, "the shortcut ran more than \(maximumSteps) actions; it was stopped"),
                    completed: state.report.steps)
            }
            do {
                try await perform(action, location: location, state: &state)
            } catch let error as ShortcutRunError {
                throw error
            } catch let error as IntentSystemError {
                throw ShortcutRunError(location: location, underlying: error, completed: state.report.steps)
            }
        }
    }

    private func perform(_ action: ShortcutAction, location: String, state: inout RunState) async throws {
        switch action {
        case .intent(let step):
            let (_, executor) = try executor(for: step.app)
            let action = try executor.catalog.action(step.intent)
            var inputs: [String: IntentInput] = [:]
            var imported: [String: any Sendable] = [:]
            for (name, binding) in step.parameters {
                guard let parameter = action.parameter(named: name) else { continue }
                switch binding {
                case .input, .output, .repeatItem:
                    let value = try await resolve(binding, state: state)
                    switch try await Self.passed(value, to: parameter, catalog: executor.catalog) {
                    case .input(let input): inputs[name] = input
                    case .entity(let entity): imported[name] = entity
                    }
                case .literal, .entity, .ask:
                    inputs[name] = try await input(
                        forSaved: binding, parameter: parameter, intent: step.intent, state: state)
                }
            }
            let prefilled = try Self.prefilled(step.intent, with: imported, catalog: executor.catalog)
            let outcome: Outcome
            do {
                outcome = try await executor.run(
                    RunRequest(
                        intent: step.intent, inputs: inputs, caller: caller, surface: .shortcuts, prefilled: prefilled),
                    interaction: state.interaction)
            } catch let error as IntentSystemError where error.code == .staleIdentifier && askForStaleEntities {
                guard let name = error.parameter, let parameter = action.parameter(named: name) else { throw error }
                inputs[name] = try await state.interaction.requestValue(
                    ValueRequest(
                        intent: step.intent, parameter: parameter, dialog: "\(error.message). Which one now?",
                        reason: .invalid, problem: error.message, suggestions: []))
                outcome = try await executor.run(
                    RunRequest(
                        intent: step.intent, inputs: inputs, caller: caller, surface: .shortcuts, prefilled: prefilled),
                    interaction: state.interaction)
            }
            let value = ShortcutValue(value: outcome.value, json: outcome.valueJSON ?? .null)
            record(
                location: location, title: action.title.key, dialog: outcome.dialog, value: value, id: step.id,
                state: &state)
        case .find(let step):
            let (_, executor) = try executor(for: step.app)
            let found = try await EntityFinder(catalog: executor.catalog).find(step)
            let value = await ShortcutValue.of(found as [any Sendable])
            record(
                location: location, title: "Find \(step.entity)", dialog: nil, value: value, id: step.id, state: &state)
        case .details(let step):
            let source = try await resolve(step.of, state: state)
            var values: [ShortcutValue] = []
            for item in source.items {
                values.append(try await property(step.property, of: item))
            }
            let value =
                source.value is [any Sendable] || source.json.arrayValue != nil
                ? ShortcutValue(value: values.map { $0.value } as [(any Sendable)?], json: .array(values.map(\.json)))
                : (values.first ?? .none)
            record(
                location: location, title: "Get \(step.property)", dialog: nil, value: value, id: step.id, state: &state
            )
        case .repeatEach(let step):
            let source = try await resolve(step.over, state: state)
            let outer = state.repeatItem
            for item in source.items {
                state.repeatItem = item
                try await run(step.actions, prefix: "\(location) > repeat ", state: &state)
            }
            state.repeatItem = outer
        case .conditional(let step):
            let value = try await resolve(step.value, state: state)
            var other: ShortcutValue?
            if let to = step.to { other = try await resolve(to, state: state) }
            let holds = Self.compare(value.json, step.comparison, other?.json)
            let branch = holds ? step.then : (step.otherwise ?? [])
            try await run(branch, prefix: "\(location) > \(holds ? "then" : "otherwise") ", state: &state)
        }
    }

    private func record(
        location: String, title: String, dialog: String?, value: ShortcutValue, id: String?, state: inout RunState
    ) {
        state.report.steps.append(
            ShortcutReport.Step(
                location: location, title: title, dialog: dialog,
                valueText: value.value.map { ValueEncoding.text($0) }))
        state.report.output = value
        if let id { state.outputs[id] = value }
    }

    /// The raw input a literal, saved or asked-for binding gives a parameter (a value passed on
    /// from the shortcut's input, an output or a repeat goes through `passed(_:to:catalog:)`).
    private func input(
        forSaved binding: Binding, parameter: ParameterMetadata, intent: String, state: RunState
    ) async throws -> IntentInput {
        switch binding {
        case .literal(let json): return .json(json)
        case .entity(_, let id, let title):
            return .entityIdentifier(id, savedTitle: state.confirmedEntities.contains(id) ? nil : title)
        case .ask:
            return try await state.interaction.requestValue(
                ValueRequest(
                    intent: intent, parameter: parameter,
                    dialog: parameter.requestValueDialog?.key ?? RunContext.valuePrompt(parameter), reason: .requested,
                    problem: nil, suggestions: []))
        case .input, .output, .repeatItem:
            return Self.input(from: try await resolve(binding, state: state))
        }
    }

    /// An output becomes input: an entity by its id (it must still resolve), others as JSON.
    static func input(from value: ShortcutValue) -> IntentInput {
        if let entity = value.value as? any AppEntity {
            return .entityIdentifier(
                entity.id.entityIdentifierString, savedTitle: entity.displayRepresentation.title.defaultValue)
        }
        if let list = value.value as? [any Sendable], list.allSatisfy({ $0 is any AppEntity }) {
            return .json(
                .array(list.compactMap { ($0 as? any AppEntity).map { .string($0.id.entityIdentifierString) } }))
        }
        if let collection = value.value as? any _EntityCollectionValue {
            return .json(.array(collection._identifierStrings.map(JSONValue.string)))
        }
        if let object = value.json.objectValue, let id = object["id"]?.stringValue, object["type"] != nil {
            return .entityIdentifier(id, savedTitle: object["title"]?.stringValue)
        }
        if let text = value.value as? String { return .text(text) }
        return .json(value.json)
    }

    private func resolve(_ binding: Binding, state: RunState) async throws -> ShortcutValue {
        switch binding {
        case .literal(let json): return ShortcutValue(value: nil, json: json)
        case .entity(_, let id, let title):
            return ShortcutValue(
                value: nil, json: .object(["id": .string(id), "title": title.map(JSONValue.string) ?? .null]))
        case .input(let property):
            return property == nil ? state.input : try await self.property(property!, of: state.input)
        case .output(let action, let property):
            guard let value = state.outputs[action] else {
                throw IntentSystemError(.invalidValue, "'\(action)' has no output (it has not run)", given: action)
            }
            return property == nil ? value : try await self.property(property!, of: value)
        case .repeatItem(let property):
            guard let item = state.repeatItem else {
                throw IntentSystemError(.invalidValue, "the repeat item is used outside a repeat")
            }
            return property == nil ? item : try await self.property(property!, of: item)
        case .ask:
            throw IntentSystemError(.invalidValue, "\"ask\" can only bind an intent's parameter")
        }
    }

    /// One `@Property` of an entity value.
    private func property(_ name: String, of value: ShortcutValue) async throws -> ShortcutValue {
        if let entity = value.value as? any AppEntity {
            try EntityFinder.checkDisclosed(name, of: entity)
            let members = Reflection.members(of: entity).filter { !$0.isInternal }
            guard members.contains(where: { $0.name == name }) else {
                throw IntentSystemError(
                    .invalidValue,
                    "\(TypeNames.short(type(of: entity))) has no property '\(name)'."
                        + Suggestions.didYouMean(name, among: members.map(\.name)),
                    given: name)
            }
            let read = await EntityFinder.read(name, of: entity)
            return ShortcutValue(value: read, json: await ValueEncoding.json(read, kind: nil))
        }
        if let json = value.json["properties"]?[name] ?? value.json[name] {
            return ShortcutValue(value: nil, json: json)
        }
        throw IntentSystemError(.invalidValue, "the value has no property '\(name)'", given: name)
    }

    /// Compares JSON values as "If" does: numbers numerically, text case-insensitively.
    static func compare(_ value: JSONValue, _ comparison: String, _ other: JSONValue?) -> Bool {
        func text(_ json: JSONValue?) -> String {
            switch json {
            case .string(let string)?: string.lowercased()
            case .object(let object)?: (object["title"]?.stringValue ?? object["id"]?.stringValue ?? "").lowercased()
            case let other?: other.description.lowercased()
            case nil: ""
            }
        }
        switch comparison {
        case "hasAnyValue":
            switch value {
            case .null: return false
            case .string(let string): return !string.isEmpty
            case .array(let items): return !items.isEmpty
            default: return true
            }
        case "greaterThan", "lessThan":
            guard let a = value.numberValue ?? Double(text(value)), let b = other?.numberValue ?? Double(text(other))
            else {
                return false
            }
            return comparison == "greaterThan" ? a > b : a < b
        case "contains":
            if let items = value.arrayValue { return items.contains { text($0) == text(other) } }
            return text(value).contains(text(other))
        case "equals", "notEquals":
            let equal: Bool
            if let a = value.numberValue, let b = other?.numberValue {
                equal = a == b
            } else if let object = value.objectValue, let id = object["id"]?.stringValue {
                equal = id.lowercased() == text(other) || text(value) == text(other)
            } else {
                equal = text(value) == text(other)
            }
            return comparison == "equals" ? equal : !equal
        default: return false
        }
    }
}
