import Foundation
import Synchronization
import TestSupport
import Testing

@testable import IntentMCP

#if canImport(Glibc)
import Glibc
#endif

private actor Hop { func through() -> UInt { HTTPExchangeTests.thread() } }

/// Calls back once libmicrohttpd is done with each response.
private struct CompletingHandler: HTTPHandler {
    let completed: DispatchSemaphore
    func handle(_ request: HTTPRequest) -> HTTPResponse {
        HTTPResponse(status: 200, body: .bytes(Array("ok".utf8)), onCompleted: { completed.signal() })
    }
}

/// Answers with the values of the header fields the request names in its path (`/a,b`), one a line.
private struct EchoingHandler: HTTPHandler {
    func handle(_ request: HTTPRequest) -> HTTPResponse {
        let names = request.path.dropFirst().split(separator: ",").map(String.init)
        let lines = names.map { "\($0)=\(request.headers[$0] ?? "(none)")" }
        return HTTPResponse(status: 200, body: .bytes(Array(lines.joined(separator: "\n").utf8)))
    }
}

/// The connection thread as the executor of a stateless request's tasks, and the gate's byte-level
/// checks.
@Suite(.ownThreads) struct HTTPExchangeTests {
    /// The calling thread, as a number that can be compared across threads.
    static func thread() -> UInt { UInt(pthread_self()) }

    @Test func aRequestsTasksRunOnTheThreadWaitingForItsAnswer() async throws {
        let exchange = HTTPExchange()
        let ranOn = Mutex<[UInt]>([])
        // The task hops through an actor and a child task; every job is the waiting thread's.
        let hop = Hop()
        Task(executorPreference: exchange) {
            ranOn.withLock { $0.append(Self.thread()) }
            let inActor = await hop.through()
            async let child = Self.thread()
            let inChild = await child
            ranOn.withLock { $0 += [inActor, inChild] }
            exchange.deliver(Array("done".utf8), isFinal: true)
        }
        let waiter = try await Self.onAThread {
            let event = exchange.next(timeout: 30)
            guard case .message(let bytes, isFinal: true) = event else { return (0, "") }
            return (Self.thread(), String(decoding: bytes, as: UTF8.self))
        }
        #expect(waiter.1 == "done")
        #expect(ranOn.withLock { $0 } == [waiter.0, waiter.0, waiter.0])
        exchange.release()
    }

    @Test func afterReleaseLaterJobsRunOnThePool() async throws {
        let exchange = HTTPExchange()
        exchange.release()
        // Nobody waits in `next`: the task still runs, on the global pool.
        let value = await Task(executorPreference: exchange) { () async -> Int in
            await Task.yield()
            return 42
        }.value
        #expect(value == 42)
    }

    @Test func releaseRunsWhatIsLeftOnTheCallingThread() async throws {
        let exchange = HTTPExchange()
        let ranOn = Mutex<UInt?>(nil)
        Task(executorPreference: exchange) { ranOn.withLock { $0 = Self.thread() } }
        let releaser = try await Self.onAThread { () -> (UInt, String) in
            exchange.release()
            return (Self.thread(), "")
        }
        #expect(ranOn.withLock { $0 } == releaser.0)
    }

    @Test func aTimeoutIsReportedWhenNothingArrives() {
        let exchange = HTTPExchange()
        guard case .timeout = exchange.next(timeout: 0.01) else {
            Issue.record("expected a timeout")
            return
        }
        exchange.releaseToPool()
    }

    /// Runs `body` on a thread of its own (not the pool's), as libmicrohttpd's connection thread.
    static func onAThread(_ body: @escaping @Sendable () -> (UInt, String)) async throws -> (UInt, String) {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.start()
        }
    }

    @Test func headerValuesAreMatchedIgnoringASCIICase() {
        #expect("Application/JSON; charset=utf-8".hasASCIIPrefixIgnoringCase("application/json"))
        #expect(!"application/jso".hasASCIIPrefixIgnoringCase("application/json"))
        #expect(!"text/json".hasASCIIPrefixIgnoringCase("application/json"))
        #expect("text/html, Application/Json, TEXT/Event-Stream".containsASCIIIgnoringCase("text/event-stream"))
        #expect("*/*".containsASCIIIgnoringCase("*/*"))
        #expect(!"application/json".containsASCIIIgnoringCase("text/event-stream"))
        #expect(!"".containsASCIIIgnoringCase("*/*"))
        #expect("é application/json".containsASCIIIgnoringCase("application/json"))
    }

    @Test func loopbackHostsAreRecognizedWithAndWithoutPorts() {
        for host in ["localhost", "LocalHost:8080", "127.0.0.1", "127.0.0.1:80", "[::1]", "[::1]:8765"] {
            #expect(MCPHTTPService.isLoopback(authority: host), "\(host)")
        }
        for host in ["localhost.evil.example", "evil.example", "127.0.0.2", "[::1", "[::2]:80", "", ":80", "localhos"] {
            #expect(!MCPHTTPService.isLoopback(authority: host), "\(host)")
        }
    }

    @Test func bodiesAreCheckedForUTF8() {
        #expect(MCPHTTPService.isValidUTF8(Array(#"{"a":"b"}"#.utf8)))
        #expect(MCPHTTPService.isValidUTF8(Array(#"{"a":"é😀"}"#.utf8)))
        #expect(MCPHTTPService.isValidUTF8([]))
        #expect(!MCPHTTPService.isValidUTF8([0x7B, 0xFF, 0x7D]))
        #expect(!MCPHTTPService.isValidUTF8([0xC3]))
    }

    @Test func onlyAnswersThatHoldAnErrorKeyAreParsedForTheirStatus() {
        #expect(MCPHTTPService.mayBeError(Array(#"{"error":{"code":-32602},"id":1}"#.utf8)))
        #expect(MCPHTTPService.mayBeError(Array(#"{"id":1,"result":{"text":"error"}}"#.utf8)))
        #expect(!MCPHTTPService.mayBeError(Array(#"{"id":1,"result":{"text":"no errors"}}"#.utf8)))
        #expect(!MCPHTTPService.mayBeError(Array(#""erro"#.utf8)))
        #expect(!MCPHTTPService.mayBeError([]))
    }

    @Test func aResponsesCompletionIsCalledOnceItIsSent() throws {
        let completed = DispatchSemaphore(value: 0)
        let server = try HTTPServer(host: "127.0.0.1", port: 0, handler: CompletingHandler(completed: completed))
        defer { server.stop() }
        let reply = try HTTPTransportTests.exchange(
            server.port, "GET /x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(reply.status == 200)
        #expect(reply.body == Array("ok".utf8))
        #expect(completed.wait(timeout: .now() + 30) == .success)
    }

    @Test func headerFieldsAreFoundByLowercasedNameAndTheLastOfARepeatedOneWins() throws {
        let server = try HTTPServer(host: "127.0.0.1", port: 0, handler: EchoingHandler())
        defer { server.stop() }
        let reply = try HTTPTransportTests.exchange(
            server.port,
            "GET /x-tag,content-type,x-empty,x-missing HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Tag: first\r\n"
                + "CONTENT-Type: text/plain\r\nx-tag: second\r\nX-Empty:\r\nConnection: close\r\n\r\n")
        #expect(reply.status == 200)
        #expect(
            String(decoding: reply.body, as: UTF8.self)
                == "x-tag=second\ncontent-type=text/plain\nx-empty=\nx-missing=(none)")
    }

    @Test func headersSetByNameReplaceEveryFieldOfThatName() {
        var headers: HTTPHeaders = ["accept": "*/*"]
        headers.append(name: "x-tag", value: "one")
        headers.append(name: "x-tag", value: "two")
        #expect(headers["x-tag"] == "two")
        headers["x-tag"] = "three"
        #expect(headers["x-tag"] == "three")
        headers["x-tag"] = nil
        #expect(headers["x-tag"] == nil)
        #expect(headers["accept"] == "*/*")
    }
}
