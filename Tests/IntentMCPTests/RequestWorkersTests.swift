import Foundation
import Synchronization
import Testing

@testable import IntentMCP

/// The tasks that run one-request connections' requests and then wait for another's.
@Suite struct RequestWorkersTests {
    /// Waits (up to 30 s) until `workers` has `count` workers waiting.
    static func waitForIdle(_ workers: RequestWorkers, _ count: Int) async throws {
        let deadline = Date().addingTimeInterval(30)
        while workers.idleCount != count, Date() < deadline { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(workers.idleCount == count)
    }

    /// Starts `body` and returns once it ran, with the worker's task.
    static func run(_ workers: RequestWorkers, on executor: (any TaskExecutor)? = nil) async -> Task<Void, Never> {
        await withCheckedContinuation { continuation in
            let started = Mutex<Task<Void, Never>?>(nil)
            let done = Mutex(false)
            // Resumed by whichever of the two comes second: the body's end or `start` returning.
            let (task, _) = workers.start(on: executor) { _ in
                let task = done.withLock { done in
                    done = true
                    return started.withLock { $0 }
                }
                if let task { continuation.resume(returning: task) }
            }
            let finished = done.withLock { done in
                started.withLock { $0 = task }
                return done
            }
            if finished { continuation.resume(returning: task) }
        }
    }

    @Test func aWorkerServesTheNextRequestOnceItsOwnIsDone() async throws {
        let workers = RequestWorkers()
        let first = await Self.run(workers)
        try await Self.waitForIdle(workers, 1)
        let second = await Self.run(workers)
        #expect(second == first, "the second request started a task of its own")
        try await Self.waitForIdle(workers, 1)
    }

    /// The body is told the task and lease `start` returns, also by a new worker, whose task may
    /// begin before `Task.detached` has returned it.
    @Test func aRequestIsToldItsWorkersTaskAndItsLease() async throws {
        for _ in 0..<20 {
            let workers = RequestWorkers()
            let (told, returned) = await withCheckedContinuation { continuation in
                let started = Mutex<RequestWorkers.Started?>(nil)
                let (task, lease) = workers.start(on: nil) { worker in
                    // Waits for `start` to return, so both can be compared.
                    while started.withLock({ $0 }) == nil { await Task.yield() }
                    continuation.resume(returning: (worker, started.withLock { $0! }))
                }
                started.withLock { $0 = (task, lease) }
            }
            #expect(told.task == returned.task)
            #expect(told.lease === returned.lease)
        }
    }

    @Test func aWorkerWhoseRequestWasCancelledEnds() async throws {
        let workers = RequestWorkers()
        let gate = AsyncStream<Void>.makeStream()
        let (task, lease) = workers.start(on: nil) { _ in
            for await _ in gate.stream {}
        }
        // As a connection cancels a request: the lease doomed first, then the task cancelled.
        lease.doom()
        task.cancel()
        gate.continuation.finish()
        // The task ends only if the worker ended rather than waiting for another request.
        let ended = Mutex(false)
        Task.detached {
            await task.value
            ended.withLock { $0 = true }
        }
        let deadline = Date().addingTimeInterval(30)
        while !ended.withLock({ $0 }), Date() < deadline { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(ended.withLock { $0 }, "the worker of a cancelled request waits for another")
        #expect(workers.idleCount == 0)
        let next = await Self.run(workers)
        #expect(next != task)
    }

    @Test func aWorkerMovesToTheThreadWaitingForItsNextRequest() async throws {
        let workers = RequestWorkers()
        var tasks: [Task<Void, Never>] = []
        for _ in 0..<2 {
            let exchange = HTTPExchange()
            let ranOn = Mutex<UInt?>(nil)
            let (task, _) = workers.start(on: exchange) { _ in
                await Task.yield()
                ranOn.withLock { $0 = HTTPExchangeTests.thread() }
                exchange.deliver(Array("done".utf8), isFinal: true)
            }
            let waiter = try await HTTPExchangeTests.onAThread {
                guard case .message(_, isFinal: true) = exchange.next(timeout: 30) else { return (0, "") }
                exchange.release()
                return (HTTPExchangeTests.thread(), "answered")
            }
            #expect(waiter.1 == "answered")
            #expect(ranOn.withLock { $0 } == waiter.0, "the request's jobs ran on another thread")
            tasks.append(task)
            try await Self.waitForIdle(workers, 1)
        }
        // One worker, which ran each request on the thread that waited for it.
        #expect(tasks[0] == tasks[1])
    }

    /// A connection of one request (a 2026-07-28 POST) runs it in the worker that serves it; a
    /// request the client left before it started never runs, and nothing answers it.
    @Test func aOneRequestConnectionRunsItsRequestInItsWorkerUnlessTheClientLeftFirst() async throws {
        let frame = Frame.parsed([
            "jsonrpc": "2.0", "id": 7, "method": "tools/call",
            "params": [
                "name": "OrderSoupIntent", "arguments": ["soup": "tomato"],
                "_meta": [ProtocolVersion.versionKey: "2026-07-28", ProtocolVersion.capabilitiesKey: [:]],
            ],
        ])
        for clientLeft in [false, true] {
            let backend = KitchenBackend()
            let exchange = HTTPExchange()
            let connection = Connection(
                server: MCPServer(backend: backend), transport: HTTPSingleTransport(exchange: exchange))
            if clientLeft { connection.cancel(7) }
            let ran = Mutex<Bool?>(nil)
            _ = RequestWorkers().start(on: exchange) { worker in
                await connection.serveAlone(frame, in: worker)
                ran.withLock { $0 = true }
            }
            // As the HTTP connection's thread: waits for the answer, if one comes, running the
            // request's jobs, then runs what is left and lets the pool run the rest.
            let answer = try await HTTPExchangeTests.onAThread {
                var text = ""
                if !clientLeft, case .message(let bytes, isFinal: true) = exchange.next(timeout: 30) {
                    text = String(decoding: bytes, as: UTF8.self)
                }
                exchange.release()
                return (0, text)
            }
            // The worker then waits for another request: its task does not end.
            let deadline = Date().addingTimeInterval(30)
            while ran.withLock({ $0 }) == nil, Date() < deadline { try await Task.sleep(nanoseconds: 1_000_000) }
            if case .message(let bytes, _) = exchange.next(timeout: 0) {
                Issue.record("answered after all: \(String(decoding: bytes, as: UTF8.self))")
            }
            #expect(ran.withLock { $0 } == true)
            if clientLeft {
                #expect(backend.performed.withLock { $0 }.isEmpty)
            } else {
                #expect(answer.1.contains(#""id":7"#) && answer.1.contains("Tomato"))
                #expect(backend.performed.withLock { $0 } == ["OrderSoupIntent"])
            }
        }
    }
}
