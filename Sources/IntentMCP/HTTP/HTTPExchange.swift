import Foundation

/// The outbound messages of one client request over HTTP, handed from the connection to the
/// libmicrohttpd thread answering the POST, which waits for them.
///
/// It is also the executor of the request's tasks (`Task(executorPreference:)`): while the
/// connection thread waits in `next(timeout:)` it runs their jobs itself, so a call goes from
/// the `recv` of its POST to the `send` of its answer on that one thread, without waking a
/// thread of the global pool and being woken by it (two wakes that cost more than a small
/// intent's `perform()`). Once nobody waits (the answer is sent, or it turned into an event
/// stream), `release()` runs what is left and hands later jobs to the global pool.
// Unchecked: a lock box; every member is read and written under `condition`.
final class HTTPExchange: TaskExecutor, @unchecked Sendable {
    enum Event {
        /// A message; `isFinal` for the request's response.
        case message([UInt8], isFinal: Bool)
        /// Nothing arrived in time.
        case timeout
    }

    private let condition = NSCondition()
    private var queue: [([UInt8], Bool)] = []
    private var stream: HTTPStream?
    private var done = false
    /// Jobs of the request's tasks, for the thread waiting in `next(timeout:)`.
    private var jobs: [UnownedJob] = []
    /// Nobody runs `jobs` any more: new ones go to the global pool.
    private var released = false

    // MARK: - TaskExecutor

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        if released {
            condition.unlock()
            globalConcurrentExecutor.enqueue(ExecutorJob(job))
            return
        }
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// No thread will wait in `next(timeout:)` again: runs the jobs queued until now, and those
    /// they queue in turn, on the calling thread (the connection thread once its answer is sent;
    /// ending the request's connection takes a few), then sends later ones to the global pool.
    func release() {
        // Bounded, so that a task that keeps yielding cannot hold the connection thread.
        var batch: [UnownedJob] = []
        for _ in 0..<64 {
            condition.lock()
            swap(&batch, &jobs)
            if batch.isEmpty {
                released = true
                condition.unlock()
                return
            }
            condition.unlock()
            run(&batch)
        }
        releaseToPool()
    }

    /// Like `release()`, but the jobs queued until now go to the global pool too: the calling
    /// thread is about to block (on an event stream's reader).
    func releaseToPool() {
        condition.lock()
        released = true
        let left = jobs
        jobs = []
        condition.unlock()
        for job in left { globalConcurrentExecutor.enqueue(ExecutorJob(job)) }
    }

    /// Runs `batch` and empties it, keeping its room: swapped with `jobs` under the lock, the
    /// two arrays' storage serves every batch of the request, not a new array for each job.
    private func run(_ batch: inout [UnownedJob]) {
        let executor = asUnownedTaskExecutor()
        for job in batch { job.runSynchronously(on: executor) }
        batch.removeAll(keepingCapacity: true)
    }

    // MARK: - Messages

    /// Hands over one message.
    func deliver(_ message: [UInt8], isFinal: Bool) {
        condition.lock()
        defer { condition.unlock() }
        if done { return }
        if isFinal { done = true }
        if let stream {
            stream.write(Self.event(message))
            if isFinal { stream.finish() }
        } else {
            queue.append((message, isFinal))
            condition.signal()
        }
    }

    /// Ends the exchange without a response (the request was cancelled, and a cancelled request
    /// is never answered): its stream, if any, closes.
    func end() {
        condition.lock()
        defer { condition.unlock() }
        done = true
        stream?.finish()
    }

    /// The next message, waiting up to `timeout` seconds, and running the request's jobs while
    /// it waits (unless `release()` was called).
    func next(timeout: TimeInterval) -> Event {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        var batch: [UnownedJob] = []
        while queue.isEmpty {
            if !jobs.isEmpty {
                swap(&batch, &jobs)
                condition.unlock()
                run(&batch)
                condition.lock()
                continue
            }
            if Date() >= deadline { return .timeout }
            _ = condition.wait(until: deadline)
        }
        let (message, isFinal) = queue.removeFirst()
        return .message(message, isFinal: isFinal)
    }

    /// From now on messages go to `stream` as Server-Sent Events, after those already queued.
    func attach(_ stream: HTTPStream) {
        condition.lock()
        defer { condition.unlock() }
        for (message, isFinal) in queue {
            stream.write(Self.event(message))
            if isFinal { stream.finish() }
        }
        queue = []
        self.stream = stream
        if done { stream.finish() }
    }

    /// One SSE event carrying a JSON-RPC message.
    static func event(_ message: [UInt8]) -> [UInt8] {
        Array("event: message\ndata: ".utf8) + message + [0x0A, 0x0A]
    }
}

/// The transport of a handshake session: frames arrive from the POSTs that carry them, messages
/// leave on the stream of the request they belong to.
actor HTTPSessionTransport: MCPTransport {
    private let frames: AsyncStream<Frame>
    private var iterator: AsyncStream<Frame>.Iterator
    private let input: AsyncStream<Frame>.Continuation
    // Also written by `push` on libmicrohttpd's threads, so that frames keep their order.
    private let exchanges = Locked<[MCPJSON: HTTPExchange]>([:])

    init() {
        (frames, input) = AsyncStream.makeStream(of: Frame.self)
        iterator = frames.makeAsyncIterator()
    }

    /// Passes a frame to the connection; `exchange` receives what answers the request `id`.
    nonisolated func push(_ frame: Frame, id: MCPJSON?, exchange: HTTPExchange?) {
        if let id, let exchange { exchanges.withLock { $0[id] = exchange } }
        input.yield(frame)
    }

    /// Stops waiting for the answer to `id`, which was cancelled.
    nonisolated func abandon(_ id: MCPJSON) {
        exchanges.withLock { $0.removeValue(forKey: id) }?.end()
    }

    /// Ends the session: the connection sees end of input.
    nonisolated func end() { input.finish() }

    func receive() async -> Frame? {
        var iterator = self.iterator
        let frame = await iterator.next(isolation: self)
        self.iterator = iterator
        return frame
    }

    func send(_ message: [UInt8]) async {
        // A message that belongs to no request: nothing can carry it (the POST was answered).
    }

    func send(_ message: [UInt8], _ relation: OutboundRelation) async {
        switch relation {
        case .none: break
        case .response(let id):
            exchanges.withLock { $0.removeValue(forKey: id) }?.deliver(message, isFinal: true)
        case .during(let id):
            exchanges.withLock { $0[id] }?.deliver(message, isFinal: false)
        }
    }

    func close() async {}
}

/// The transport of one 2026-07-28 request: what the connection sends goes to the request's
/// exchange. Its one frame is handed to `Connection.serveAlone(_:in:)` directly, and its
/// cancellation to `Connection.cancel(_:)`, so nothing is ever received through it.
final class HTTPSingleTransport: MCPTransport, Sendable {
    private let exchange: HTTPExchange

    init(exchange: HTTPExchange) {
        self.exchange = exchange
    }

    func receive() async -> Frame? { nil }

    func send(_ message: [UInt8]) async {}

    func send(_ message: [UInt8], _ relation: OutboundRelation) async {
        switch relation {
        case .none, .response:
            exchange.deliver(message, isFinal: true)
        case .during:
            exchange.deliver(message, isFinal: false)
        }
    }

    func close() async {}
}
