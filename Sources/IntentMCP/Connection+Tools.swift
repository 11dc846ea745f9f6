import AppIntentsMetadata
import Foundation

extension Connection {
    func listTools(_ params: MCPJSON, _ envelope: RequestEnvelope) throws(RPCError) -> MCPJSON {
        [
            "tools": .array(
                server.catalog.tools(confirmingByArgument: !envelope.canElicit, authenticated: grantsAuthentication))
        ]
    }

    func callTool(_ params: MCPJSON, _ envelope: RequestEnvelope) async throws(RPCError) -> MCPJSON {
        let name = try params.requiredString("name", in: "tools/call")
        var arguments = try params.optionalObject("arguments", in: "tools/call")
        // `null` reads as "not given"; a new dictionary only when there is one to leave out.
        if arguments.values.contains(.null) { arguments = arguments.filter { $0.value != .null } }
        if name == server.catalog.undoToolName { return await undo(arguments) }
        guard let action = server.catalog.action(named: name) else {
            var message = "unknown tool '\(name)'"
            if let near = Spelling.nearest(to: name, in: server.catalog.actions.map(\.identifier)) {
                message += ". Did you mean '\(near)'?"
            }
            throw RPCError(code: -32602, message: message, data: ["tool": .string(name)])
        }
        if ToolCatalog.requiresAuthentication(action), !grantsAuthentication {
            return Self.errorResult(
                "\(name) requires authentication and was refused: intents with an authentication policy do not run over MCP unless the server is started with the authentication grant. The intent did not run."
            )
        }
        // The confirmation argument is the server's, not the intent's: take it out before the check.
        let confirmationToken =
            ToolCatalog.offersConfirmationArgument(action)
            ? arguments.removeValue(forKey: ToolCatalog.confirmationArgument(for: action)) : nil
        if let failure = ArgumentCheck(catalog: server.catalog).failure(in: arguments, for: action) {
            return Self.errorResult(failure.message)
        }
        var confirmed: [RequestState.Entry]?
        if let token = confirmationToken {
            // A token the model got wrong is its input, so it sees why (SEP-1303), as for any
            // other argument; a token that is not a state this server issued still runs nothing.
            switch confirmedAnswers(token: token, tool: name, digest: Self.digest(of: arguments)) {
            case .success(let entries): confirmed = entries
            case .failure(let refusal):
                let argument = ToolCatalog.confirmationArgument(for: action)
                return Self.errorResult(
                    "\(refusal.reason). '\(argument)' takes only the token a \"needs confirmation\" result of \(name) gives: call \(name) without it and ask the user the question its result asks. \(name) did not run."
                )
            }
        }
        var answered: [RequestState.Entry] = []
        if envelope.isModern, let token = params["requestState"], token != .null {
            answered = try resumedAnswers(
                token: token, params: params, tool: name, digest: Self.digest(of: arguments))
        }

        let asking: ToolCallScope.Asking
        if !envelope.canElicit || confirmationToken != nil {
            // A confirmation is answered by the token the previous round's result gave; anything
            // else cannot be asked.
            asking = .confirmations(confirmed ?? [])
        } else if envelope.isModern {
            asking = .replayed(answered)
        } else {
            asking = .elicitation
        }
        let scope = ToolCallScope(connection: self, tool: name, envelope: envelope, asking: asking)
        // Each closure holds the scope alone, so none needs a context of its own.
        let context = ToolCallContext(
            ask: { [scope] question in try await scope.ask(question) },
            progress: { [scope] done, total, message in await scope.progress(done, total, message) },
            isAuthenticated: grantsAuthentication, session: session,
            afterAnswer: { [scope] work in await scope.afterAnswer(work) },
            abandon: { [scope] failure in scope.abandon(failure) })
        let outcome = await server.backend.call(ToolCall(action: name, arguments: arguments), context: context)

        let pending = scope.pending
        if case .confirmations = asking, let pending {
            let state = RequestState(
                tool: name, argumentsDigest: Self.digest(of: arguments), answered: pending.answered,
                pending: Elicitation.fingerprint(of: pending.question), key: Self.confirmationKey)
            let argument = ToolCatalog.confirmationArgument(for: action)
            return Self.errorResult(
                "needs confirmation: \(pending.question.dialog) \(name) did not go ahead. Ask the user; if they agree, call \(name) again with the same arguments and \"\(argument)\": \"\(server.signer.seal(state))\"."
            )
        }
        if case .replayed = asking, let pending {
            let suggestions = await suggestions(for: pending.question)
            let key = "ask-\(pending.answered.count + 1)"
            let state = RequestState(
                tool: name, argumentsDigest: Self.digest(of: arguments), answered: pending.answered,
                pending: Elicitation.fingerprint(of: pending.question), key: key)
            return [
                "resultType": "input_required",
                "inputRequests": [
                    key: [
                        "method": "elicitation/create",
                        "params": scope.elicitation().params(for: pending.question, suggestions: suggestions),
                    ]
                ],
                "requestState": .string(server.signer.seal(state)),
            ]
        }
        // A 2026-07-28 answer's members are written with the rest (see `completed(_:of:_:)`).
        let serverInfo = envelope.isModern ? server.serverInfoBytes : nil
        var result = Self.result(of: outcome, for: action, catalog: server.catalog, serverInfo: serverInfo)
        if outcome.failure == nil, let html = outcome.snippetHTML, ProtocolVersion.hasResourceLinks(envelope.version),
            case .object(var members) = result,
            case .array(var content) = members["content"]
        {
            let uri = addSnippetPage(html, title: action.title.key)
            content.append([
                "type": "resource_link", "uri": .string(uri),
                "name": .string(uri.split(separator: "/").last.map(String.init) ?? uri),
                "title": .string("\(action.title.key) snippet"), "mimeType": .string(SnippetPages.mimeType),
            ])
            members["content"] = .array(content)
            members["_meta"] = ["ui": ["resourceUri": .string(uri)]]
            result = .object(members)
        }
        return result
    }

    /// What a value question may pick from: the question's own suggestions (in the app's
    /// sections), else the entities of its type when the type can list them (at most 100, beyond
    /// which a free-text identifier is the better form).
    fileprivate func suggestions(for question: Question) async -> [Option] {
        if !question.suggestions.isEmpty { return question.suggestions }
        guard case .value(_, .entity(let type)) = question.kind else { return [] }
        do {
            let entities = try await server.backend.listEntities(type: type, isAuthenticated: grantsAuthentication)
            return entities.count <= 100 ? entities.map { Option(id: $0.id, title: $0.title) } : []
        } catch {
            // Not listable right now: the question is still asked, as a free-text identifier.
            return []
        }
    }

    private func resumedAnswers(
        token: MCPJSON, params: MCPJSON, tool: String, digest: String
    ) throws(RPCError) -> [RequestState.Entry] {
        guard let text = token.stringValue else {
            throw .invalidParams("tools/call: 'requestState' must be a string, got \(token.typeName)")
        }
        let state: RequestState
        do {
            state = try server.signer.open(text)
        } catch {
            throw RPCError(code: -32602, message: error.description, data: ["requestState": .string(error.received)])
        }
        guard state.tool == tool, state.argumentsDigest == digest else {
            throw .invalidParams(
                "requestState belongs to another call (tool '\(state.tool)'); repeat the call with the same name and arguments"
            )
        }
        let responses = try params.optionalObject("inputResponses", in: "tools/call")
        guard let response = responses[state.key] else {
            throw .invalidParams("tools/call: 'inputResponses' has no answer for '\(state.key)'")
        }
        return state.answered + [RequestState.Entry(question: state.pending, response: response)]
    }

    /// The `RequestState.key` of a confirmation token.
    static let confirmationKey = "confirm"

    /// Why a confirmation argument was not taken.
    struct ConfirmationRefusal: Error {
        var reason: String
    }

    /// The confirmations a confirmation token carries, the last one being the question it
    /// answers: the token holds the question it was issued for, so it confirms only that one.
    private func confirmedAnswers(
        token: MCPJSON, tool: String, digest: String
    ) -> Result<[RequestState.Entry], ConfirmationRefusal> {
        guard let text = token.stringValue else {
            return .failure(
                ConfirmationRefusal(reason: "confirmation refused: expected a string, got \(token.typeName)"))
        }
        let state: RequestState
        do {
            state = try server.signer.open(text)
        } catch {
            return .failure(ConfirmationRefusal(reason: "confirmation refused: \(error.reason)"))
        }
        guard state.key == Self.confirmationKey, state.tool == tool, state.argumentsDigest == digest else {
            return .failure(
                ConfirmationRefusal(
                    reason:
                        "confirmation refused: the token belongs to another call; repeat the call with the same name and arguments it was given for"
                ))
        }
        let yes: MCPJSON = ["action": "accept", "content": ["confirm": true]]
        return .success(state.answered + [RequestState.Entry(question: state.pending, response: yes)])
    }

    static func digest(of arguments: [String: MCPJSON]) -> String {
        SHA256.hash(MCPJSON.object(arguments).serialized).map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }

    static func errorResult(_ message: String) -> MCPJSON {
        ["content": [["type": "text", "text": .string(message)]], "isError": true]
    }

    /// The tool result of `outcome`. A result without a snippet is written as bytes at once, in
    /// the order and spelling the tree would serialize to, rather than built as objects to be
    /// serialized; given `serverInfo` (serialized), with the members a 2026-07-28 answer carries
    /// (`completed(_:of:_:)`), which then leaves it as it is.
    static func result(
        of outcome: ToolOutcome, for action: ActionMetadata, catalog: ToolCatalog, serverInfo: [UInt8]? = nil
    ) -> MCPJSON {
        if let failure = outcome.failure { return errorResult(failure.message) }
        if action.outputType != nil, outcome.value == nil {
            // The tool promises structured content; clients reject a success without it.
            return errorResult(
                "\(action.identifier) declares a return value (\(action.outputType!.displayName)) but returned none")
        }
        var texts: [String] = []
        if let dialog = outcome.dialog, !dialog.isEmpty { texts.append(dialog) }
        if let snippet = outcome.snippet, !snippet.isEmpty { texts.append(snippet) }
        if let summary = outcome.summary { texts.append("Summary: \(summary)") }
        // Structured content is also given as text, for clients that only read text: the value
        // is serialized once, and those bytes are written in both places, escaped as a JSON
        // string for the text (without a `String` made of them in between).
        var value: [UInt8]?
        if var given = outcome.value {
            if let type = action.outputType { given = catalog.structuredValue(given, as: type) }
            value = given.serialized
        }
        if texts.isEmpty && value == nil { texts.append("\(action.title.key): done.") }
        let structured = action.outputType != nil ? value : nil
        guard outcome.snippetHTML == nil, outcome.attachments.isEmpty else {
            // The snippet's link and the attachments are added to the content: a tree, for that.
            var content: [MCPJSON] = texts.map { ["type": "text", "text": .string($0)] }
            var result: [String: MCPJSON] = ["isError": false]
            if let value {
                var text: [UInt8] = []
                value.withUnsafeBufferPointer { CompactJSON.writeString(utf8: $0, to: &text) }
                content.append(["type": "text", "text": .raw(MCPJSON.Raw(text))])
            }
            content += outcome.attachments.map(\.content)
            if let structured { result["structuredContent"] = ["result": .raw(MCPJSON.Raw(structured))] }
            result["content"] = .array(content)
            return .object(result)
        }
        let info = serverInfo
        var out: [UInt8] = []
        // The value twice (once escaped as text, where escaping at most doubles its quotes and
        // backslashes), the texts, the server's info, and the members around them.
        out.reserveCapacity(
            2 * (value?.count ?? 0) + (structured?.count ?? 0) + texts.reduce(0) { $0 + $1.utf8.count }
                + (info?.count ?? 0) + 256)
        // Keys in sorted order, as `MCPJSON` writes an object: `_meta`, `content`, `isError`,
        // `resultType`, `structuredContent`; in an element, `text` before `type`.
        out.append(UInt8(ascii: "{"))
        if let info {
            out.append(contentsOf: #""_meta":{"#.utf8)
            CompactJSON.writeString(ProtocolVersion.serverInfoKey, to: &out)
            out.append(UInt8(ascii: ":"))
            out.append(contentsOf: info)
            out.append(contentsOf: "},".utf8)
        }
        out.append(contentsOf: #""content":["#.utf8)
        for (index, text) in texts.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: #"{"text":"#.utf8)
            CompactJSON.writeString(text, to: &out)
            out.append(contentsOf: #","type":"text"}"#.utf8)
        }
        if let value {
            if !texts.isEmpty { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: #"{"text":"#.utf8)
            value.withUnsafeBufferPointer { CompactJSON.writeString(utf8: $0, to: &out) }
            out.append(contentsOf: #","type":"text"}"#.utf8)
        }
        out.append(contentsOf: #"],"isError":false"#.utf8)
        if serverInfo != nil { out.append(contentsOf: #","resultType":"complete""#.utf8) }
        if let structured {
            out.append(contentsOf: #","structuredContent":{"result":"#.utf8)
            out.append(contentsOf: structured)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "}"))
        return .raw(MCPJSON.Raw(out))
    }
}

/// What one `tools/call` hands its run to reach back with (its questions, its progress, the
/// work after its answer and its give-up) in one object, which each closure the run is given
/// captures alone: a closure that holds one object needs no context of its own, where each of
/// these closures, capturing several values, was an allocation on every call.
final class ToolCallScope: @unchecked Sendable {
    // @unchecked: `connection` is a `weak var` only because `weak let` needs Swift 6.2, and the
    // package builds with 6.0; it is set in `init` and never written again.
    /// How the run's questions are answered.
    enum Asking: Sendable {
        /// A client without elicitation, or a call with a confirmation token: only a
        /// confirmation, answered by the token's answers.
        case confirmations([RequestState.Entry])
        /// A 2026-07-28 call: the answers it carries, in order; the first question without one
        /// ends the run with `input_required`.
        case replayed([RequestState.Entry])
        /// Elicitation requests to the client.
        case elicitation
    }

    private weak var connection: Connection?
    private let server: MCPServer
    private let tool: String
    private let envelope: RequestEnvelope
    private let asking: Asking
    /// The answers served so far, made when the run first asks (few runs do).
    private let replay = Locked<Replay?>(nil)

    init(connection: Connection, tool: String, envelope: RequestEnvelope, asking: Asking) {
        self.connection = connection
        self.server = connection.server
        self.tool = tool
        self.envelope = envelope
        self.asking = asking
    }

    /// The question the run stopped at, with the answers given before it.
    var pending: Replay.Pending? { replay.withLock { $0 }?.pending }

    /// Made when a question is asked: a copy of the catalog and of the action retains each of
    /// their fields.
    func elicitation() -> Elicitation {
        Elicitation(catalog: server.catalog, version: envelope.version, action: server.catalog.action(named: tool))
    }

    private func answers(_ entries: [RequestState.Entry]) -> Replay {
        replay.withLock { replay in
            if let replay { return replay }
            let made = Replay(answered: entries)
            replay = made
            return made
        }
    }

    func ask(_ question: Question) async throws -> Answer {
        switch asking {
        case .confirmations(let entries):
            guard case .confirmation = question.kind, let response = answers(entries).response(to: question) else {
                throw MCPAskError(.unavailable, dialog: question.dialog)
            }
            return try elicitation().answer(from: response, to: question)
        case .replayed(let entries):
            guard let response = answers(entries).response(to: question) else {
                throw MCPAskError(.inputRequired, dialog: question.dialog)
            }
            return try elicitation().answer(from: response, to: question)
        case .elicitation:
            guard let connection else { throw CancellationError() }
            let response: MCPJSON
            do {
                let suggestions = await connection.suggestions(for: question)
                response = try await connection.request(
                    "elicitation/create", params: elicitation().params(for: question, suggestions: suggestions),
                    during: envelope.id)
            } catch let error as RPCError {
                throw MCPAskError(.unavailable, dialog: "\(question.dialog) (\(error.message))")
            }
            return try elicitation().answer(from: response, to: question)
        }
    }

    /// Sends `notifications/progress` when the call asked for progress.
    func progress(_ done: Double, _ total: Double?, _ message: String?) async {
        guard let token = envelope.progressToken, let connection else { return }
        var params: [String: MCPJSON] = ["progressToken": token, "progress": .double(done)]
        if let total { params["total"] = .double(total) }
        if let message { params["message"] = .string(message) }
        await connection.send(
            ["jsonrpc": "2.0", "method": "notifications/progress", "params": .object(params)], .during(envelope.id))
    }

    func afterAnswer(_ work: @escaping @Sendable () async -> Void) async {
        if let connection { await connection.afterAnswer(work, during: envelope.id) } else { await work() }
    }

    func abandon(_ failure: ToolFailure) {
        guard let connection else { return }
        let result = connection.completed(Connection.errorResult(failure.message), of: "tools/call", envelope)
        connection.abandon(id: envelope.id, serial: envelope.serial, with: .success(result))
    }
}

/// The answers a 2026-07-28 call carries, served in order to a re-run of the intent; the first
/// question without an answer stops the run.
///
/// A class with a lock, not an actor: the run asks from its own task, and each hop to an actor
/// and back cost two jobs on the connection's executor.
final class Replay: @unchecked Sendable {
    // @unchecked: `next` and `recordedPending` are read and written with `lock` held.
    struct Pending {
        var question: Question
        var answered: [RequestState.Entry]
    }

    private let lock = NSLock()
    private let answered: [RequestState.Entry]
    private var next = 0
    private var recordedPending: Pending?

    init(answered: [RequestState.Entry]) { self.answered = answered }

    /// The question the run stopped at, with the answers given before it.
    var pending: Pending? { lock.withLock { recordedPending } }

    /// The recorded response to `question`, or `nil` after recording it as the one to ask.
    func response(to question: Question) -> MCPJSON? {
        lock.withLock {
            if recordedPending != nil { return nil }
            let fingerprint = Elicitation.fingerprint(of: question)
            if next < answered.count, answered[next].question == fingerprint {
                next += 1
                return answered[next - 1].response
            }
            // A new question, or the run took another path than last time: ask from here.
            recordedPending = Pending(question: question, answered: Array(answered[..<next]))
            return nil
        }
    }
}

/// "Did you mean" by edit distance.
enum Spelling {
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let best = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }.min { $0.1 < $1.1 }
        guard let best, best.1 <= max(2, word.count / 3) else { return nil }
        return best.0
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
