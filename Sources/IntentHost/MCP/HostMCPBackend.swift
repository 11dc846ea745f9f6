import AppIntents
import AppIntentsMetadata
import Foundation
import IntentMCP

/// The MCP server's view of the app: every call goes through the same resolver and executor as
/// `run`, every question through MCP elicitation.
struct HostMCPBackend: MCPBackend {
    let executor: Executor
    let appInfo: MCPAppInfo
    let renderer: SnippetRenderer
    /// Each session's undos (the `undo` tool).
    let undos = SessionUndos()
    /// Which intents have a conditional summary, found on an intent's first call.
    let conditionalSummaries = ConditionalSummaries()
    /// Each intent's parameter types, read once rather than from a copy of its metadata on every
    /// call.
    let actionTypes = ActionTypes()

    var app: MCPAppInfo { appInfo }
    var metadata: ActionsData { executor.catalog.metadata }

    func call(_ call: ToolCall, context: ToolCallContext) async -> ToolOutcome {
        // The result shows entities as this caller may see them (`EntityDisclosure`); a caller
        // without the grant is the task-local's own default, which needs no binding on a call.
        guard context.isAuthenticated else { return await disclosedCall(call, context: context) }
        return await EntityDisclosure.$caller.withValue(.authenticated) { await disclosedCall(call, context: context) }
    }

    private func disclosedCall(_ call: ToolCall, context: ToolCallContext) async -> ToolOutcome {
        let types = actionTypes.of(call.action, in: executor.catalog.metadata)
        var inputs: [String: IntentInput] = [:]
        for (name, value) in call.arguments {
            inputs[name] = Self.input(value, type: types?.parameters[name])
        }
        // The connection answers for a run whose perform() outlasts its time limit.
        var onAbandon: (@Sendable (any Error) -> Void)?
        if let abandon = context.abandon { onAbandon = { error in abandon(Self.failure(for: error)) } }
        do {
            let outcome = try await executor.run(
                RunRequest(
                    intent: call.action, inputs: inputs, caller: CallerAuthentication(granted: context.isAuthenticated),
                    surface: .mcp, undoHistory: undos.history(for: context.session), valueAsBytes: true,
                    donateLater: context.afterAnswer, onAbandon: onAbandon),
                interaction: ElicitationInteraction(context: context))
            var result = ToolOutcome(
                dialog: outcome.dialog, value: await Self.value(of: outcome),
                snippet: outcome.snippet.map { renderer.text($0) },
                snippetHTML: outcome.snippet.map { renderer.html($0) })
            result.attachments = await EntityAttachments.of(outcome.value)
            if let dialog = outcome.opened.first?.dialog {
                result.dialog = [outcome.dialog, dialog].compactMap { $0 }.joined(separator: "\n")
            }
            if conditionalSummaries.has(call.action, executor: executor) {
                result.summary = try await executor.summaryText(of: call.action, inputs: inputs)
            }
            return result
        } catch {
            return ToolOutcome(failure: Self.failure(for: error))
        }
    }

    /// A run's error as the tool result reports it.
    static func failure(for error: any Error) -> ToolFailure {
        switch error {
        case let error as MCPAskError:
            ToolFailure(error.code == .unavailable ? .needsInput : .cancelled, message: error.description)
        case let error as IntentSystemError:
            ToolFailure(Self.code(error.code), message: error.message, parameter: error.parameter)
        default:
            ToolFailure(.intentFailed, message: "\(error)")
        }
    }

    /// The returned value for the tool result: the bytes the run wrote in the result's shape
    /// (entities flat where the declared type has them), or, where that could not be done (see
    /// `ValueEncoding.bytes`), the value encoded as the system does, left to
    /// `ToolCatalog.structuredValue(_:as:)`.
    static func value(of outcome: Outcome) async -> MCPJSON? {
        if let bytes = outcome.valueBytes { return .raw(MCPJSON.Raw(bytes)) }
        guard let value = outcome.value else { return nil }
        return JSONBridge.mcp(await ValueEncoding.json(value, kind: nil))
    }

    /// An argument as the resolver takes it: an entity given as a string is resolved as on the
    /// command line (id, then the string query, titles and synonyms); everything else as JSON.
    static func input(_ value: MCPJSON, type: ValueType?) -> IntentInput {
        switch (type, value) {
        case (.entity?, .string(let text)):
            return .text(text)
        case (.array(.entity)?, .array(let items)):
            // The command line's list form; only when no element holds the separator.
            let texts = items.compactMap(\.stringValue)
            if texts.count == items.count, !texts.contains(where: { $0.contains(",") }) {
                return .text(texts.joined(separator: ", "))
            }
            return .json(JSONBridge.metadata(value))
        default:
            return .json(JSONBridge.metadata(value))
        }
    }

    static func code(_ code: IntentSystemError.Code) -> ToolFailure.Code {
        switch code {
        case .needsInput: .needsInput
        case .notAuthorized: .notAuthorised
        case .cancelled: .cancelled
        case .invalidValue, .notFound, .staleIdentifier, .unknownParameter, .unknownIntent: .invalidArguments
        default: .intentFailed
        }
    }

    /// Read once, when the server starts; a conditional summary is one with a condition.
    var summaryBranches: [String: [SummaryBranch]] {
        var branches: [String: [SummaryBranch]] = [:]
        for identifier in metadata.actions.keys {
            guard let found = try? executor.summaryBranches(of: identifier),
                found.contains(where: { !$0.conditions.isEmpty })
            else { continue }
            branches[identifier] = found.map { branch in
                SummaryBranch(
                    conditions: branch.conditions.map {
                        SummaryBranch.Condition(parameter: $0.parameter, relation: $0.relation, value: $0.value)
                    }, formatString: branch.format)
            }
        }
        return branches
    }

    func complete(action: String, parameter: String, prefix: String) async throws -> [CompletionValue] {
        try await ValueChoices(catalog: executor.catalog).choices(
            action: action, parameter: parameter, matching: prefix
        )
        .map { CompletionValue(id: $0.id, title: $0.title, section: $0.section) }
    }

    func listEntities(type: String, isAuthenticated: Bool) async throws -> [EntityResource] {
        let lookup = try executor.catalog.entity(type)
        let entities: [any AppEntity]
        if let all = lookup.all { entities = try await all() } else { entities = try await lookup.suggested() }
        return await EntityDisclosure.$caller.withValue(CallerAuthentication(granted: isAuthenticated)) {
            var resources: [EntityResource] = []
            for entity in entities { resources.append(await Self.resource(entity)) }
            return resources
        }
    }

    func readEntity(type: String, id: String, isAuthenticated: Bool) async throws -> EntityResource? {
        let lookup = try executor.catalog.entity(type)
        guard let entity = try await lookup.byIdentifiers([id]).first else { return nil }
        var resource = await EntityDisclosure.$caller.withValue(CallerAuthentication(granted: isAuthenticated)) {
            await Self.resource(entity)
        }
        resource.attachments = await EntityAttachments.all(of: entity)
        return resource
    }

    static func resource(_ entity: any AppEntity) async -> EntityResource {
        EntityResource(
            id: entity.id.entityIdentifierString, title: entity.displayRepresentation.title.defaultValue,
            properties: JSONBridge.mcp(.object(await ValueEncoding.properties(of: entity))))
    }
}

/// Whether an intent's summary has conditions (a `When` or `Switch`), so a call's result carries
/// the summary that applies; worked out once per intent, not on every call.
final class ConditionalSummaries: Sendable {
    private let known = Memo<String, Bool>()

    func has(_ identifier: String, executor: Executor) -> Bool {
        known.value(for: identifier) {
            (try? executor.summaryBranches(of: identifier))?.contains(where: { !$0.conditions.isEmpty }) == true
        }
    }
}

/// The value types of each intent's parameters, by name.
final class ActionTypes: Sendable {
    struct Types: Sendable {
        var parameters: [String: ValueType] = [:]
    }

    private let known = Memo<String, Types?>()

    /// `nil` for an intent the metadata does not have.
    func of(_ identifier: String, in metadata: ActionsData) -> Types? {
        known.value(for: identifier) {
            metadata.actions[identifier].map { action in
                Types(parameters: Dictionary(action.parameters.map { ($0.name, $0.valueType) }) { _, last in last })
            }
        }
    }
}

/// Every question the executor asks becomes an MCP question to the client.
struct ElicitationInteraction: Interaction {
    let context: ToolCallContext

    func requestValue(_ request: ValueRequest) async throws -> IntentInput {
        let answer: Answer
        do {
            answer = try await context.ask(
                Question(
                    .value(parameter: request.parameter.name, valueType: request.parameter.valueType),
                    dialog: request.dialog, suggestions: request.suggestions.map(Self.option)))
        } catch let error as MCPAskError where error.code == .unavailable && !request.suggestions.isEmpty {
            // A client that cannot be asked gets what it may pick from, to call again with one.
            throw IntentSystemError(
                .needsInput,
                "needs input: \(request.dialog) (parameter \(request.parameter.name): call again with one of these ids: \(Self.candidates(request.suggestions)))",
                parameter: request.parameter.name, candidates: request.suggestions.map(\.id))
        }
        guard case .value(let value) = answer else { throw MCPAskError(.invalidAnswer, dialog: request.dialog) }
        return .json(JSONBridge.metadata(value))
    }

    func requestDisambiguation(_ request: DisambiguationRequest) async throws -> Int {
        let options = request.options.enumerated().map {
            Option(id: "\($0.offset)", title: $0.element.title, section: $0.element.section)
        }
        let answer: Answer
        do {
            answer = try await context.ask(
                Question(.disambiguation(parameter: request.parameter, options: options), dialog: request.dialog))
        } catch let error as MCPAskError where error.code == .unavailable {
            // A client that cannot be asked gets the candidates, to call again with one of them.
            throw IntentSystemError(
                .needsInput,
                "needs input: \(request.dialog) (parameter \(request.parameter): several match; call again with one of these ids: \(Self.candidates(request.options)))",
                parameter: request.parameter, candidates: request.options.map(\.id))
        }
        guard case .option(let id) = answer, let index = Int(id), request.options.indices.contains(index) else {
            throw MCPAskError(.invalidAnswer, dialog: request.dialog)
        }
        return index
    }

    static func option(_ choice: ChoiceOption) -> Option {
        Option(id: choice.id, title: choice.title, section: choice.section)
    }

    /// `dune (Dune), solaris (Solaris)`; grouped under their sections when the app gave them:
    /// `Science fiction: dune (Dune), solaris (Solaris); Classics: emma (Emma)`.
    static func candidates(_ options: [ChoiceOption]) -> String {
        ChoiceOption.line(options) { "\($0.id) (\($0.title))" }
    }

    /// The question an agent reads: the dialog, then the view the intent shows with it.
    static func message(_ dialog: String, snippet: String?) -> String {
        guard let snippet, !snippet.isEmpty else { return dialog }
        return dialog + "\n\n" + snippet
    }

    func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool {
        let answer = try await context.ask(
            Question(.confirmation, dialog: Self.message(request.dialog, snippet: request.snippetText)))
        guard case .confirmation(let yes) = answer else { throw MCPAskError(.invalidAnswer, dialog: request.dialog) }
        return yes
    }

    /// Sends `notifications/progress` when the client gave a progress token.
    func reportProgress(_ update: ProgressUpdate) async {
        await context.progress(
            Double(update.completed), update.total > 0 ? Double(update.total) : nil,
            update.message ?? "\(update.intent): \(update.completed) of \(update.total)")
    }

    func requestChoice(_ request: ChoiceRequest) async throws -> Int {
        let options = request.options.enumerated().map { Option(id: "\($0.offset)", title: $0.element) }
        let answer = try await context.ask(
            Question(.choice(options: options), dialog: Self.message(request.dialog, snippet: request.snippetText)))
        guard case .option(let id) = answer, let index = Int(id), request.options.indices.contains(index) else {
            throw MCPAskError(.invalidAnswer, dialog: request.dialog)
        }
        return index
    }
}

/// Converts between the metadata model's JSON and the MCP server's (which keeps integers apart).
enum JSONBridge {
    static func metadata(_ value: MCPJSON) -> JSONValue {
        switch value {
        case .null: .null
        case .bool(let bool): .bool(bool)
        case .int(let int): .number(Double(int))
        case .double(let double): .number(double)
        case .string(let string): .string(string)
        case .array(let items): .array(items.map(metadata))
        case .object(let members): .object(members.mapValues(metadata))
        case .raw(let raw): metadata(raw.parsed)
        }
    }

    static func mcp(_ value: JSONValue) -> MCPJSON {
        switch value {
        case .null: .null
        case .bool(let bool): .bool(bool)
        case .number(let number):
            number.rounded() == number && abs(number) < 9e15 ? .int(Int(number)) : .double(number)
        case .string(let string): .string(string)
        case .array(let items): .array(items.map(mcp))
        case .object(let members): .object(members.mapValues(mcp))
        }
    }
}
