import Foundation

/// One client connection: reads frames, answers requests concurrently, sends the server's own
/// requests (elicitation) and matches their responses.
///
/// A class with its state behind a lock rather than an actor: a request then runs from its frame
/// to its answer on the task executor it started on (the stdio loop's thread), where every await
/// into and out of an actor cost a job on that executor (about a dozen per call).
final class Connection: @unchecked Sendable {
    // @unchecked: everything that changes is in `state`, read and written with `lock` held; the
    // rest never changes.
    let server: MCPServer
    let transport: any MCPTransport

    private struct State {
        var grantsAuthentication = false
        var handshakeVersion: String?
        var handshakeCapabilities: MCPJSON = [:]
        var running: [MCPJSON: Task<Void, Never>] = [:]
        /// What a request left to do once its answer is sent (`afterAnswer(_:during:)`).
        var afterAnswer: [MCPJSON: [@Sendable () async -> Void]] = [:]
        /// Requests answered whose work after the answer is still running, so the connection
        /// waits for it before it ends.
        var settling: Set<UInt64> = []
        var nextSettling: UInt64 = 0
        var cancelled: Set<MCPJSON> = []
        /// Requests answered (or, cancelled, given up) while their task still runs: the id stays
        /// in use until the task ends, which then sends nothing (`abandon(id:serial:with:)`).
        var abandoned: Set<MCPJSON> = []
        /// Each running request's serial number (`RequestEnvelope.serial`).
        var serials: [MCPJSON: UInt64] = [:]
        var nextSerial: UInt64 = 0
        var outbound: [MCPJSON: CheckedContinuation<MCPJSON, any Error>] = [:]
        var nextOutboundID = 0
        var ended = false
        /// The snippets tool calls showed, readable as `ui://` resources while the connection lasts.
        var snippetPages = SnippetPages()
        /// Request tasks that finished their request and wait for another (`RequestTask`).
        var idleTasks: [RequestTask.Idle] = []
        /// The leases of requests run by `RequestWorkers` (a connection of one request).
        var leases: [MCPJSON: RequestWorkers.Lease] = [:]
        /// For `serveAlone(_:in:)`: the worker that runs the connection's one request in its own
        /// task, until the request starts; whether the client went away (`cancel(_:)`) before.
        var alone: RequestWorkers.Started?
        var goneBeforeStart = false
        /// `serve()`, once its input ended, waiting for its requests and the work after their
        /// answers (not for their tasks, which may go on to other requests).
        var drainWaiter: CheckedContinuation<Void, Never>?

        /// No request left that the connection waits for before it ends: none running that was
        /// not given up on, and no work after an answer.
        var isDrained: Bool { settling.isEmpty && running.keys.allSatisfy { abandoned.contains($0) } }

        /// The waiting `serve()`, to resume once the lock is released, when nothing is left.
        mutating func drainWaiterIfDrained() -> CheckedContinuation<Void, Never>? {
            guard drainWaiter != nil, isDrained else { return nil }
            defer { drainWaiter = nil }
            return drainWaiter
        }
    }

    private let lock = NSLock()
    private var state = State()

    /// The revision agreed by `initialize`, for requests without a 2026-07-28 envelope.
    var handshakeVersion: String? {
        get { withState { $0.handshakeVersion } }
        set { withState { $0.handshakeVersion = newValue } }
    }
    /// What the client declared in `initialize`.
    var handshakeCapabilities: MCPJSON {
        get { withState { $0.handshakeCapabilities } }
        set { withState { $0.handshakeCapabilities = newValue } }
    }

    /// Whether intents that require authentication may run for this connection's caller: set
    /// at the start, or later when an anonymous HTTP session's client signs in
    /// (`grantAuthentication()`).
    var grantsAuthentication: Bool { withState { $0.grantsAuthentication } }

    /// Lets intents that require authentication run from now on.
    func grantAuthentication() { withState { $0.grantsAuthentication = true } }
    /// The session its runs' undos belong to.
    let session = MCPSession()

    /// Whether a request's task waits for the connection's next request (`RequestTask`): not for
    /// a connection that carries one request (a 2026-07-28 POST), which ends with its answer.
    private let keepsRequestTasks: Bool

    init(server: MCPServer, transport: any MCPTransport, grantsAuthentication: Bool? = nil) {
        self.server = server
        self.transport = transport
        self.keepsRequestTasks = !(transport is HTTPSingleTransport)
        self.state.grantsAuthentication = grantsAuthentication ?? server.options.grantsAuthentication
    }

    private func withState<T>(_ body: (inout State) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    /// Keeps a snippet `fragment` as a page titled `title` and returns its URI.
    func addSnippetPage(_ fragment: String, title: String) -> String {
        let root = snippetRoot
        return withState { $0.snippetPages.add(fragment, title: title, root: root) }
    }

    /// The snippet page at `uri`, if the connection still keeps it.
    func snippetPage(_ uri: String) -> String? { withState { $0.snippetPages.page(uri) } }

    func serve() async {
        while let frame = await transport.receive() {
            await handle(frame)
        }
        await end()
    }

    /// Serves a connection that carries one request, `frame` (a 2026-07-28 POST), in the calling
    /// task: `worker`, the request worker running it, which the request runs in rather than in a
    /// task of its own, so a call starts without a task made and a job run for the connection.
    /// `cancel(_:)` stands for the client's cancellation, which no frame can carry here.
    func serveAlone(_ frame: Frame, in worker: RequestWorkers.Started) async {
        withState { $0.alone = worker }
        await handle(frame)
        withState { $0.alone = nil }
        await end()
    }

    /// The input ended: waits for the requests still running and the work after their answers,
    /// then ends the session and closes the transport.
    private func end() async {
        let (unanswered, idle) = withState { state in
            state.ended = true
            defer { (state.outbound, state.idleTasks) = ([:], []) }
            return (state.outbound, state.idleTasks)
        }
        // Nobody will answer our questions any more, nor send requests to wait for.
        for (_, continuation) in unanswered { continuation.resume(throwing: CancellationError()) }
        for task in idle { task.next.resume(returning: nil) }
        // A request removes itself when it finishes, before its task ends. One given up on may
        // never finish: it is not waited for.
        await withCheckedContinuation { continuation in
            let drained = withState { state in
                if state.isDrained { return true }
                state.drainWaiter = continuation
                return false
            }
            if drained { continuation.resume() }
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
            // The parser validates every string, and a byte outside the ASCII range anywhere else
            // is not JSON: a frame that parses is valid UTF-8, so it is checked only when it fails.
            do {
                message = try JSONParser.parse(bytes)
            } catch {
                guard String(validating: bytes, as: UTF8.self) != nil else {
                    await sendError(.parseError("frame is not valid UTF-8"), id: .null)
                    return
                }
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
        enum Refusal { case inUse, busy, withdrawn }
        enum Start {
            case started
            case handOff(RequestTask.Idle, RequestTask.Request)
            case inline(RequestTask.Request)
        }
        let limit = server.options.pendingLimit
        // The request keeps the connection's executor (the stdio loop's thread), if it has one.
        let executor = Self.currentExecutor
        let preference = executor.map(ObjectIdentifier.init)
        let (refusal, start): (Refusal?, Start) = withState { state in
            guard state.running[id] == nil else { return (.inUse, .started) }
            guard state.running.count < limit else { return (.busy, .started) }
            let alone = state.alone
            state.alone = nil
            if alone != nil, state.goneBeforeStart { return (.withdrawn, .started) }
            // Registered with the lock held: on a pool thread the task may finish before this
            // returns, and it removes itself under the same lock.
            state.nextSerial += 1
            let request = RequestTask.Request(id: id, method: method, params: params, serial: state.nextSerial)
            state.serials[id] = request.serial
            if let alone {
                state.running[id] = alone.task
                state.leases[id] = alone.lease
                return (nil, .inline(request))
            }
            if let index = state.idleTasks.lastIndex(where: { $0.preference == preference }) {
                let idle = state.idleTasks.remove(at: index)
                state.running[id] = idle.task
                return (nil, .handOff(idle, request))
            }
            state.running[id] = Task(executorPreference: executor) { await self.run(request) }
            return (nil, .started)
        }
        switch start {
        case .handOff(let idle, let request): idle.next.resume(returning: request)
        case .inline(let request): await run(request)
        case .started: break
        }
        switch refusal {
        case .inUse?:
            await sendError(.invalidRequest("request id \(id.text) is already in use by a pending request"), id: id)
        case .busy?:
            await sendError(.busy(limit: limit), id: id)
        case .withdrawn?, nil:
            break
        }
    }

    /// Runs `first` and then, in the same task, the requests handed to it while it waits
    /// (`RequestTask`).
    private func run(_ first: RequestTask.Request) async {
        let preference = Self.currentExecutor.map(ObjectIdentifier.init)
        var next: RequestTask.Request? = first
        while let request = next {
            let result: Result<MCPJSON, RPCError>
            do throws(RPCError) {
                let (method, params, id, serial) = (request.method, request.params, request.id, request.serial)
                result = .success(try await respond(method: method, params: params, id: id, serial: serial))
            } catch {
                result = .failure(error)
            }
            guard let task = await finish(id: request.id, result: result), keepsRequestTasks else { return }
            next = await withUnsafeContinuation { continuation in
                let waits = withState { state in
                    // A task cancelled (its request was, or was given up on) stays so: it ends.
                    guard !state.ended, !Task.isCancelled, state.idleTasks.count < RequestTask.idleLimit else {
                        return false
                    }
                    state.idleTasks.append(RequestTask.Idle(task: task, preference: preference, next: continuation))
                    return true
                }
                if !waits { continuation.resume(returning: nil) }
            }
        }
    }

    /// Answers request `id` and runs what was left for after its answer; returns the request's
    /// task when it may serve another request: not when the request was cancelled or given up
    /// on, since its task is (or is about to be) cancelled.
    private func finish(id: MCPJSON, result: Result<MCPJSON, RPCError>) async -> Task<Void, Never>? {
        let (sendsNothing, task, later, settling, drained) = withState { state in
            let task = state.running.removeValue(forKey: id)
            state.leases[id] = nil
            state.serials[id] = nil
            let later = state.afterAnswer.removeValue(forKey: id) ?? []
            // The id is free again at once; the connection still waits for what comes after.
            state.nextSettling += 1
            if !later.isEmpty { state.settling.insert(state.nextSettling) }
            let abandoned = state.abandoned.remove(id) != nil
            let sendsNothing = state.cancelled.remove(id) != nil || abandoned
            return (sendsNothing, task, later, state.nextSettling, state.drainWaiterIfDrained())
        }
        drained?.resume()
        // A request the client cancelled is never answered, and one given up on was answered then.
        if !sendsNothing {
            switch result {
            case .success(let value): await sendResult(value, id: id)
            case .failure(let error): await sendError(error, id: id)
            }
        }
        let reusable = sendsNothing ? nil : task
        guard !later.isEmpty else { return reusable }
        // A job of its own: over HTTP, the thread that runs the request's jobs while it waits for
        // the answer then sends the answer first, and runs this once it is sent.
        await Task.yield()
        // The answer is out: the client, woken by it, may have been put on this thread's CPU (a
        // pipe or socket write wakes its reader there) and would wait for the bookkeeping. Give
        // way once first; where nothing else waits for the CPU this returns at once.
        sched_yield()
        for work in later { await work() }
        withState { state in
            state.settling.remove(settling)
            return state.drainWaiterIfDrained()
        }?.resume()
        return reusable
    }

    /// Answers request `id` (the one numbered `serial`, not a later one under its id) with
    /// `result` while its task still runs, and cancels the task: the time limit of the intent it
    /// runs passed, or the request was cancelled, and the intent's `perform()` has not returned.
    /// A cancelled request is not answered. The task sends nothing when it ends; until then the
    /// id stays in use, and the connection does not wait for it when its input ends.
    func abandon(id: MCPJSON, serial: UInt64, with result: Result<MCPJSON, RPCError>) {
        typealias Found = (task: Task<Void, Never>?, answers: Bool, drained: CheckedContinuation<Void, Never>?)
        let (task, answers, drained) = withState { state -> Found in
            guard state.serials[id] == serial, let task = state.running[id], !state.abandoned.contains(id) else {
                return (nil, false, nil)
            }
            state.abandoned.insert(id)
            // Its worker must not serve another request, which the cancellation below would reach.
            state.leases[id]?.doom()
            return (task, !state.cancelled.contains(id), state.drainWaiterIfDrained())
        }
        drained?.resume()
        guard let task else { return }
        task.cancel()
        guard answers else { return }
        // Called from the thread that keeps time limits, or from a cancellation: the answer goes
        // out from a task of its own.
        Task {
            switch result {
            case .success(let value): await sendResult(value, id: id)
            case .failure(let error): await sendError(error, id: id)
            }
        }
    }

    /// Runs `work` once the answer to request `id` is sent (or, for a request the client
    /// cancelled, once it would have been): bookkeeping the answer does not need, such as the
    /// run's donation, so the client does not wait for it. On the stdio loop it still runs
    /// before the connection's next request starts.
    func afterAnswer(_ work: @escaping @Sendable () async -> Void, during id: MCPJSON) async {
        let queued = withState { state in
            guard state.running[id] != nil else { return false }
            state.afterAnswer[id, default: []].append(work)
            return true
        }
        // Not a request this connection answers itself: nothing to wait for.
        if !queued { await work() }
    }

    private func handleNotification(_ method: String, params: MCPJSON) {
        switch method {
        case "notifications/cancelled":
            guard let id = params["requestId"] else { return }
            cancel(id)
        default:
            // notifications/initialized and anything unknown: nothing to do (notifications get no reply).
            break
        }
    }

    /// Cancels request `id`, as the client's `notifications/cancelled` does; on a connection of
    /// one request (`serveAlone(_:in:)`) whose request has not started, keeps it from starting.
    func cancel(_ id: MCPJSON) {
        let task = withState { state -> Task<Void, Never>? in
            guard let task = state.running[id] else {
                if !keepsRequestTasks { state.goneBeforeStart = true }
                return nil
            }
            state.cancelled.insert(id)
            state.leases[id]?.doom()
            return task
        }
        task?.cancel()
    }

    private func handleResponse(id: MCPJSON, members: [String: MCPJSON]) {
        guard let continuation = withState({ $0.outbound.removeValue(forKey: id) }) else { return }
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

    /// Sends the response `{"id":…,"jsonrpc":"2.0","result":…}`, written as its bytes rather
    /// than as an object made to be serialized.
    func sendResult(_ result: MCPJSON, id: MCPJSON) async {
        var out: [UInt8] = []
        // A result written as bytes (a tool's) is known to the byte: room for it and the envelope.
        if case .raw(let raw) = result { out.reserveCapacity(raw.bytes.count + 64) } else { out.reserveCapacity(1024) }
        out.append(contentsOf: #"{"id":"#.utf8)
        id.write(to: &out)
        out.append(contentsOf: #","jsonrpc":"2.0","result":"#.utf8)
        result.write(to: &out)
        out.append(UInt8(ascii: "}"))
        await transport.send(out, .response(to: id))
    }

    func sendError(_ error: RPCError, id: MCPJSON) async {
        await send(["jsonrpc": "2.0", "id": id, "error": error.json], id == .null ? .none : .response(to: id))
    }

    /// Sends a request to the client while answering `request` and waits for its result;
    /// cancelling the calling task withdraws it.
    func request(_ method: String, params: MCPJSON, during request: MCPJSON) async throws -> MCPJSON {
        let next: MCPJSON? = withState { state in
            if state.ended { return nil }
            state.nextOutboundID += 1
            return .string("s\(state.nextOutboundID)")
        }
        guard let id = next else { throw CancellationError() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let stored = withState { state in
                    if state.ended { return false }
                    state.outbound[id] = continuation
                    return true
                }
                guard stored else {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                // Cancelled before the continuation was stored: the handler found nothing to withdraw.
                if Task.isCancelled {
                    withdraw(id)
                    return
                }
                Task(executorPreference: Self.currentExecutor) {
                    await self.send(
                        ["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params], .during(request))
                }
            }
        } onCancel: {
            withdraw(id)
        }
    }

    /// The current task's executor preference, for the tasks it starts.
    static var currentExecutor: (any TaskExecutor)? {
        withUnsafeCurrentTask { $0?.unownedTaskExecutor?.asTaskExecutor() }
    }

    private func withdraw(_ id: MCPJSON) {
        withState { $0.outbound.removeValue(forKey: id) }?.resume(throwing: CancellationError())
    }
}

/// A request's task serves the connection's next request once it has answered its own, rather
/// than ending: a new task allocates its own memory for the frames of everything it calls
/// (several kilobytes for a tool call, in a dozen `malloc`s), which a task kept keeps for the
/// next request. A task waits for its next request only on the executor it prefers, for a
/// request that prefers the same, and only while it is not cancelled: a request's cancellation
/// cancels its task, which then ends.
enum RequestTask {
    /// At most this many tasks wait for a request at once.
    static let idleLimit = 4

    struct Request: Sendable {
        let id: MCPJSON
        let method: String
        let params: MCPJSON
        let serial: UInt64
    }

    /// A task waiting for its next request; `nil` ends it.
    struct Idle {
        let task: Task<Void, Never>
        /// The executor it prefers (`Connection.currentExecutor`).
        let preference: ObjectIdentifier?
        let next: UnsafeContinuation<Request?, Never>
    }
}
