/// One client connection: reads frames, answers requests concurrently, sends the server's own
/// requests (elicitation) and matches their responses.
actor Connection {
    let server: MCPServer
    let transport: any MCPTransport

    /// The revision agreed by `initialize`, for requests without a 2026-07-28 envelope.
    var handshakeVersion: String?
    /// What the client declared in `initialize`.
    var handshakeCapabilities: MCPJSON = [:]

    private var running: [MCPJSON: Task<Void, Never>] = [:]
    private var cancelled: Set<MCPJSON> = []
    private var outbound: [MCPJSON: CheckedContinuation<MCPJSON, any Error>] = [:]
    private var nextOutboundID = 0
    private var ended = false
    /// The snippets tool calls showed, readable as `ui://` resources while the connection lasts.
    var snippetPages = SnippetPages()

    /// Whether intents that require authentication may run for this connection's caller.
    let grantsAuthentication: Bool
    /// The session its runs' undos belong to.
    let session = MCPSession()

    init(server: MCPServer, transport: any MCPTransport, grantsAuthentication: Bool? = nil) {
        self.server = server
        self.transport = transport
        self.grantsAuthentication = grantsAuthentication ?? server.options.grantsAuthentication
    }

    func serve() async {
        while let frame = await transport.receive() {
            await handle(frame)
        }
        ended = true
        // Nobody will answer our questions any more.
        for (_, continuation) in outbound { continuation.resume(throwing: CancellationError()) }
        outbound = [:]
        while let (_, task) = running.first {
            await task.value
        }
        await server.backend.endSession(session)
        await transport.close()
    }

    // MARK: - Frames

    private func handle(_ frame: Frame) async {
        let message: MCPJSON
        switch frame {
        case .oversized(let count):
            await sendError(
                .invalidRequest(
                    "frame of \(count) bytes exceeds the limit of \(server.options.frameLimit) bytes; it was discarded"),
                id: .null)
            return
        case .parsed(let parsed): message = parsed
        case .message(let bytes):
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
            guard String(validating: bytes, as: UTF8.self) != nil else {
                await sendError(.parseError("frame is not valid UTF-8"), id: .null)
                return
            }
            do {
                message = try JSONParser.parse(bytes)
            } catch {
                await sendError(.parseError("frame is not valid JSON: \(error)"), id: .null)
                return
            }
        }
        guard case .object(let members) = message else {
            let what = message.arrayValue != nil ? "batches are not supported" : "expected a JSON object"
            await sendError(.invalidRequest("invalid JSON-RPC message: \(what)"), id: .null)
            return
        }
        let id = members["id"]
        if let id, !Self.isValidID(id) {
            await sendError(
                .invalidRequest("invalid id: expected a string or an integer, got \(id.typeName)"), id: .null)
            return
        }
        guard members["jsonrpc"] == "2.0" else {
            await sendError(.invalidRequest("invalid JSON-RPC message: 'jsonrpc' must be \"2.0\""), id: id ?? .null)
            return
        }
        if let methodValue = members["method"] {
            guard let method = methodValue.stringValue else {
                await sendError(.invalidRequest("'method' must be a string"), id: id ?? .null)
                return
            }
            let params = members["params"] ?? .null
            guard params == .null || params.objectValue != nil else {
                if let id { await sendError(.invalidParams("'params' must be an object"), id: id) }
                return
            }
            if let id {
                await startRequest(id: id, method: method, params: params)
            } else {
                handleNotification(method, params: params)
            }
        } else if let id, members["result"] != nil || members["error"] != nil {
            handleResponse(id: id, members: members)
        } else {
            await sendError(
                .invalidRequest("invalid JSON-RPC message: no 'method', 'result' or 'error'"), id: id ?? .null)
        }
    }

    private static func isValidID(_ id: MCPJSON) -> Bool {
        switch id {
        case .string, .int: true
        default: false
        }
    }

    private func startRequest(id: MCPJSON, method: String, params: MCPJSON) async {
        guard running[id] == nil else {
            await sendError(.invalidRequest("request id \(id.text) is already in use by a pending request"), id: id)
            return
        }
        guard running.count < server.options.pendingLimit else {
            await sendError(.busy(limit: server.options.pendingLimit), id: id)
            return
        }
        // The request keeps the connection's executor (the stdio loop's thread), if it has one.
        running[id] = Task(executorPreference: Self.currentExecutor) {
            let result: Result<MCPJSON, RPCError>
            do throws(RPCError) {
                result = .success(try await self.respond(method: method, params: params, id: id))
            } catch {
                result = .failure(error)
            }
            await self.finish(id: id, result: result)
        }
    }

    private func finish(id: MCPJSON, result: Result<MCPJSON, RPCError>) async {
        running[id] = nil
        // A request the client cancelled is never answered.
        if cancelled.remove(id) != nil { return }
        switch result {
        case .success(let value): await send(["jsonrpc": "2.0", "id": id, "result": value], .response(to: id))
        case .failure(let error): await sendError(error, id: id)
        }
    }

    private func handleNotification(_ method: String, params: MCPJSON) {
        switch method {
        case "notifications/cancelled":
            guard let id = params["requestId"], let task = running[id] else { return }
            cancelled.insert(id)
            task.cancel()
        default:
            // notifications/initialized and anything unknown: nothing to do (notifications get no reply).
            break
        }
    }

    private func handleResponse(id: MCPJSON, members: [String: MCPJSON]) {
        guard let continuation = outbound.removeValue(forKey: id) else { return }
        if let result = members["result"] {
            continuation.resume(returning: result)
        } else {
            let message = members["error"]?["message"]?.stringValue ?? "error"
            continuation.resume(
                throwing: RPCError(code: members["error"]?["code"]?.intValue ?? -32603, message: message))
        }
    }

    // MARK: - Output

    func send(_ message: MCPJSON, _ relation: OutboundRelation = .none) async {
        await transport.send(message.serialized, relation)
    }

    func sendError(_ error: RPCError, id: MCPJSON) async {
        await send(["jsonrpc": "2.0", "id": id, "error": error.json], id == .null ? .none : .response(to: id))
    }

    /// Sends a request to the client while answering `request` and waits for its result;
    /// cancelling the calling task withdraws it.
    func request(_ method: String, params: MCPJSON, during request: MCPJSON) async throws -> MCPJSON {
        if ended { throw CancellationError() }
        nextOutboundID += 1
        let id = MCPJSON.string("s\(nextOutboundID)")
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                outbound[id] = continuation
                Task(executorPreference: Self.currentExecutor) {
                    await self.send(
                        ["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params], .during(request))
                }
            }
        } onCancel: {
            Task(executorPreference: Self.currentExecutor) { await self.withdraw(id) }
        }
    }

    /// The current task's executor preference, for the tasks it starts.
    static var currentExecutor: (any TaskExecutor)? {
        withUnsafeCurrentTask { $0?.unownedTaskExecutor?.asTaskExecutor() }
    }

    private func withdraw(_ id: MCPJSON) {
        outbound.removeValue(forKey: id)?.resume(throwing: CancellationError())
    }
}
