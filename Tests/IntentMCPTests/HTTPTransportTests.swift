import AppIntentsMetadata
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import IntentMCP

#if canImport(Glibc)
import Glibc
#endif

/// Streamable HTTP over real sockets: the 2026-07-28 form, a handshake session with an
/// elicitation on the call's event stream, and the gate's refusals.
@Suite(.serialized, .ownThreads) struct HTTPTransportTests {
    /// A server on a free loopback port, stopped when the test ends.
    final class Running: Sendable {
        let http: HTTPServer
        let service: MCPHTTPService
        init(_ options: MCPHTTPOptions = .init(port: 0), backend: some MCPBackend = KitchenBackend()) throws {
            service = MCPHTTPService(server: MCPServer(backend: backend), options: options)
            http = try service.start()
        }
        deinit { http.stop() }
        var port: UInt16 { http.port }
    }

    struct Reply {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]
        /// The JSON-RPC message: the body, or the last event of an event stream (a slow answer
        /// turns into one after a second).
        var json: MCPJSON? {
            guard headers["content-type"] == "text/event-stream" else { return try? JSONParser.parse(body) }
            let last = String(decoding: body, as: UTF8.self).split(separator: "\n").last { $0.hasPrefix("data: ") }
            return last.flatMap { try? JSONParser.parse(Array($0.dropFirst(6).utf8)) }
        }
    }

    /// One exchange on a fresh connection (`Connection: close`, so the reply ends with the
    /// connection); a server silent for a minute ends it, so a test fails rather than hangs.
    static func exchange(_ port: UInt16, _ head: String, body: [UInt8] = []) throws -> Reply {
        let socket = try connect(port)
        defer { close(socket) }
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let bytes = Array(head.utf8) + body
        _ = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return parse(received)
    }

    static func connect(_ port: UInt16) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        #expect(result == 0)
        return socket
    }

    /// What `socket` receives until it holds `marker` or the peer closes.
    static func receive(on socket: Int32, until marker: String) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !String(decoding: received, as: UTF8.self).contains(marker) {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return received
    }

    static func parse(_ bytes: [UInt8]) -> Reply {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            return Reply(status: 0, headers: [:], body: bytes)
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(lines[0].split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        var body = Array(bytes[(end + 4)...])
        if headers["transfer-encoding"] == "chunked" { body = dechunk(body) }
        return Reply(status: status, headers: headers, body: body)
    }

    static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while let lineEnd = bytes[index...].firstIndex(of: 10) {
            let size =
                Int(
                    String(decoding: bytes[index..<lineEnd], as: UTF8.self).trimmingCharacters(
                        in: .whitespacesAndNewlines), radix: 16) ?? 0
            if size == 0 { break }
            out += bytes[(lineEnd + 1)..<min(bytes.count, lineEnd + 1 + size)]
            index = lineEnd + 1 + size + 2
            if index >= bytes.count { break }
        }
        return out
    }

    static func post(_ port: UInt16, _ message: MCPJSON, headers: [String: String] = [:]) throws -> Reply {
        let body = message.serialized
        return try exchange(port, postHead(port, bodyCount: body.count, headers: headers), body: body)
    }

    /// The head of a POST of a JSON body of `bodyCount` bytes (`Connection: close`).
    static func postHead(_ port: UInt16, bodyCount: Int, headers: [String: String]) -> String {
        var head = "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        head += "Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(bodyCount)\r\n\r\n"
        return head
    }

    static let envelope: MCPJSON = [
        ProtocolVersion.versionKey: "2026-07-28", ProtocolVersion.capabilitiesKey: [:],
    ]

    /// A 2026-07-28 request and its headers; with `progressToken`, the request asks for progress.
    static func modern(
        _ method: String, _ params: [String: MCPJSON] = [:], id: MCPJSON = 1, progressToken: MCPJSON? = nil
    ) -> (MCPJSON, [String: String]) {
        var params = params
        var meta = envelope.objectValue ?? [:]
        meta["progressToken"] = progressToken
        params["_meta"] = .object(meta)
        var headers = ["MCP-Protocol-Version": "2026-07-28", "Mcp-Method": method]
        if let name = params["name"]?.stringValue { headers["Mcp-Name"] = name }
        return (["jsonrpc": "2.0", "id": id, "method": .string(method), "params": .object(params)], headers)
    }

    @Test func aStatelessRequestIsAnsweredOnItsOwn() throws {
        let server = try Running()
        let (call, headers) = Self.modern(
            "tools/call", ["name": "OrderSoupIntent", "arguments": ["soup": "miso", "quantity": 2]])
        let reply = try Self.post(server.port, call, headers: headers)
        #expect(reply.status == 200)
        #expect(["application/json", "text/event-stream"].contains(reply.headers["content-type"]))
        #expect(reply.headers["mcp-session-id"] == nil)
        #expect(reply.json?[path: "result", "content", 0, "text"]?.stringValue?.hasPrefix("Ordered 2 ") == true)
        var mismatched = headers
        mismatched["Mcp-Name"] = "CancelOrderIntent"
        let refused = try Self.post(server.port, call, headers: mismatched)
        #expect(refused.status == 400)
        #expect(refused.json?[path: "error", "code"] == -32020)
    }

    @Test func aBodyThatStartsWithAByteOrderMarkIsAnswered() throws {
        let server = try Running()
        let (ping, headers) = Self.modern("ping", id: "bom")
        let body: [UInt8] = [0xEF, 0xBB, 0xBF] + ping.serialized
        let reply = try Self.exchange(
            server.port, Self.postHead(server.port, bodyCount: body.count, headers: headers), body: body)
        #expect(reply.status == 200)
        #expect(reply.json?["id"] == "bom")
    }

    /// The kitchen, but every call leaves work for after its answer (slower than the answer),
    /// and the end of each connection's session is noted.
    struct Settling: KitchenVariant {
        let kitchen = KitchenBackend()
        let events: Recorder<String>

        func call(_ call: ToolCall, context: ToolCallContext) async -> ToolOutcome {
            await context.afterAnswer? {
                try? await Task.sleep(nanoseconds: 50_000_000)
                events.append("after the answer")
            }
            return ToolOutcome(dialog: Task.isCancelled ? "in a cancelled task" : "in a live task")
        }

        func endSession(_ session: MCPSession) async { events.append("session ended") }
    }

    @Test func aStatelessCallsSessionEndsOnlyOnceItsWorkAfterTheAnswerIsDone() async throws {
        let events = Recorder<String>()
        let server = try Running(backend: Settling(events: events))
        let (call, headers) = Self.modern("tools/call", ["name": "SimmerStockIntent", "arguments": ["minutes": 1]])
        let reply = try Self.post(server.port, call, headers: headers)
        #expect(reply.json?[path: "result", "content", 0, "text"] == "in a live task")
        #expect(await events.wait(for: 2))
        #expect(events.items == ["after the answer", "session ended"])
        // The calls after it run in live tasks (the worker that ran it, or another), each
        // connection ending once its work is done.
        for _ in 0..<3 {
            let next = try Self.post(server.port, call, headers: headers)
            #expect(next.json?[path: "result", "content", 0, "text"] == "in a live task")
        }
        #expect(await events.wait(for: 8))
        #expect(events.items.filter { $0 == "session ended" }.count == 4)
    }

    /// The kitchen, but a `SimmerStockIntent` call is given up on (as a run past its time limit
    /// is) and its work then waits at `gate`.
    struct GivingUp: KitchenVariant {
        let kitchen = KitchenBackend()
        let gate: Gate

        func call(_ call: ToolCall, context: ToolCallContext) async -> ToolOutcome {
            guard call.action == "SimmerStockIntent" else { return await kitchen.call(call, context: context) }
            context.abandon?(ToolFailure(.intentFailed, message: "SimmerStockIntent did not finish in time"))
            await gate.wait()
            return ToolOutcome(dialog: "Simmered, too late.")
        }

    }

    @Test func aStatelessCallGivenUpOnIsAnsweredThenInTheSameFormWhileItsWorkGoesOn() throws {
        let gate = Gate()
        defer { gate.open() }
        let server = try Running(backend: GivingUp(gate: gate))
        let (call, headers) = Self.modern(
            "tools/call", ["name": "SimmerStockIntent", "arguments": ["minutes": 1]], id: 5)
        let reply = try Self.post(server.port, call, headers: headers)
        #expect(reply.status == 200)
        #expect(reply.json?["id"] == 5)
        #expect(reply.json?[path: "result", "isError"] == true)
        #expect(
            reply.json?[path: "result", "content", 0, "text"] == "SimmerStockIntent did not finish in time")
        // A 2026-07-28 answer, as the call would have had.
        #expect(reply.json?[path: "result", "resultType"] == "complete")
        #expect(reply.json?[path: "result", "_meta", ProtocolVersion.serverInfoKey, "name"] != nil)
        // The server answers the next request while that call's work still waits.
        let (order, orderHeaders) = Self.modern(
            "tools/call", ["name": "OrderSoupIntent", "arguments": ["soup": "miso"]], id: 6)
        let next = try Self.post(server.port, order, headers: orderHeaders)
        #expect(next.json?[path: "result", "content", 0, "text"]?.stringValue?.hasPrefix("Ordered 1 ") == true)
    }

    @Test func progressTurnsTheAnswerIntoAnEventStream() throws {
        let server = try Running()
        let (request, headers) = Self.modern(
            "tools/call", ["name": "SimmerStockIntent", "arguments": ["minutes": 3]], id: 7, progressToken: "p1")
        let reply = try Self.post(server.port, request, headers: headers)
        #expect(reply.status == 200)
        #expect(reply.headers["content-type"] == "text/event-stream")
        let events = String(decoding: reply.body, as: UTF8.self).split(separator: "\n")
            .filter { $0.hasPrefix("data: ") }
            .compactMap { try? JSONParser.parse(Array($0.dropFirst(6).utf8)) }
        let progress = events.filter { $0["method"] == "notifications/progress" }
        #expect(progress.count == 3)
        #expect(progress.last?["params"] == ["progressToken": "p1", "progress": 2, "total": 3, "message": "simmering"])
        #expect(events.last?["id"] == 7)
        #expect(events.last?[path: "result", "isError"] == false)
    }

    @Test func aSessionCarriesAnElicitationOnTheCallsEventStream() throws {
        let backend = KitchenBackend()
        let server = try Running(backend: backend)
        let initialize: MCPJSON = [
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": ["protocolVersion": "2025-11-25", "capabilities": ["elicitation": [:]]],
        ]
        let opened = try Self.post(server.port, initialize)
        let session = try #require(opened.headers["mcp-session-id"])
        #expect(session.count == 32)
        let sessionHeaders = ["Mcp-Session-Id": session, "MCP-Protocol-Version": "2025-11-25"]

        // The call's stream: the elicitation comes first, the result after the answer.
        let socket = try Self.connect(server.port)
        defer { close(socket) }
        let call =
            (["jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": ["name": "CancelOrderIntent"]] as MCPJSON)
            .serialized
        var head = "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n"
        head += "Accept: application/json, text/event-stream\r\nMcp-Session-Id: \(session)\r\n"
        head += "Content-Length: \(call.count)\r\n\r\n"
        let request = Array(head.utf8) + call
        _ = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
        let received = Self.receive(on: socket, until: "elicitation/create")
        try #require(String(decoding: received, as: UTF8.self).contains("elicitation/create"))
        #expect(String(decoding: received, as: UTF8.self).contains("Content-Type: text/event-stream"))
        let answer: MCPJSON = [
            "jsonrpc": "2.0", "id": "s1", "result": ["action": "accept", "content": ["confirm": true]],
        ]
        #expect(try Self.post(server.port, answer, headers: sessionHeaders).status == 202)
        // The rest of the stream, up to its last chunk (or the connection's end).
        let text = String(decoding: received + Self.receive(on: socket, until: "\r\n0\r\n\r\n"), as: UTF8.self)
        #expect(
            text.contains(#"data: {"id":2,"jsonrpc":"2.0","result":{"content":[{"text":"Your order is cancelled.""#))
        #expect(text.hasSuffix("\r\n0\r\n\r\n"))  // the stream ended after the response
        #expect(backend.performed.withLock { $0 } == ["CancelOrderIntent"])

        let ended = try Self.exchange(
            server.port,
            "DELETE /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nMcp-Session-Id: \(session)\r\n\r\n")
        #expect(ended.status == 204)
        #expect(
            try Self.post(server.port, ["jsonrpc": "2.0", "id": 3, "method": "ping"], headers: sessionHeaders).status
                == 404)
    }

    @Test func aStatelessCallWhoseClientGoesAwayIsCancelled() throws {
        let backend = KitchenBackend()
        let server = try Running(backend: backend)
        let (call, headers) = Self.modern(
            "tools/call", ["name": "SimmerStockIntent", "arguments": ["minutes": 20]], id: 3, progressToken: "p")
        let body = call.serialized
        let socket = try Self.connect(server.port)
        let bytes = Array(Self.postHead(server.port, bodyCount: body.count, headers: headers).utf8) + body
        _ = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
        // The call has started (its first progress event), then the client goes away.
        let received = Self.receive(on: socket, until: "notifications/progress")
        #expect(String(decoding: received, as: UTF8.self).contains("text/event-stream"))
        close(socket)
        // Twenty steps of 100 ms would have finished by now; the cancelled call never does.
        usleep(3_000_000)
        #expect(backend.performed.withLock { $0 }.isEmpty)
        let (ping, pingHeaders) = Self.modern("ping")
        let pong = try Self.post(server.port, ping, headers: pingHeaders)
        #expect(pong.status == 200, "\(String(decoding: pong.body, as: UTF8.self))")
        #expect(pong.json?[path: "result", "resultType"] == "complete")
    }

    @Test func theGateRefusesWithAStatusAndAJSONRPCError() throws {
        var options = MCPHTTPOptions(port: 0, tokens: ["a-token-long-enough-0123"], bodyLimit: 1024)
        options.sessionLimit = 1
        let server = try Running(options)
        let (list, headers) = Self.modern("tools/list")
        func refusal(_ reply: Reply) -> (Int, MCPJSON?) { (reply.status, reply.json?[path: "error", "code"]) }
        var bad = headers
        bad["Authorization"] = "Bearer wrong"
        let unauthorized = try Self.post(server.port, list, headers: bad)
        #expect(refusal(unauthorized) == (401, -32001))
        #expect(unauthorized.headers["www-authenticate"]?.contains("/.well-known/oauth-protected-resource/mcp") == true)
        var origin = headers
        origin["Origin"] = "https://evil.example"
        #expect(refusal(try Self.post(server.port, list, headers: origin)) == (403, -32600))
        let big: MCPJSON = [
            "jsonrpc": "2.0", "id": 1, "method": "ping",
            "params": ["pad": .string(String(repeating: "x", count: 2000))],
        ]
        #expect(refusal(try Self.post(server.port, big)) == (413, -32600))
        let initialize: MCPJSON = [
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": ["protocolVersion": "2025-06-18", "capabilities": [:]],
        ]
        #expect(try Self.post(server.port, initialize).status == 200)
        #expect(refusal(try Self.post(server.port, initialize)) == (503, -32000))
        #expect(server.service.sessionCount == 1)
        var granted = headers
        granted["Authorization"] = "Bearer a-token-long-enough-0123"
        #expect(try Self.post(server.port, list, headers: granted).status == 200)
        let metadata = try Self.exchange(
            server.port,
            "GET /.well-known/oauth-protected-resource/mcp HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        #expect(metadata.json?["resource"] == .string("http://127.0.0.1:\(server.port)/mcp"))
    }

    @Test func aRenewedCertificateIsServedOnTheSameSocket() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
        let (first, second) = (try TLSPair(in: folder, "first"), try TLSPair(in: folder, "second"))
        var options = MCPHTTPOptions(port: 0)
        options.tls = HTTPServer.TLS(key: try text(first.key), certificate: try text(first.certificate))
        let server = try Running(options)
        #expect(try TLSPair.served(on: server.port) == first.certificateBody)
        // A connection from before the renewal keeps the previous daemon until it closes.
        let before = try Self.connect(server.port)
        try server.http.reload(
            tls: HTTPServer.TLS(key: try text(second.key), certificate: try text(second.certificate)), drainSeconds: 30)
        #expect(try TLSPair.served(on: server.port) == second.certificateBody)
        close(before)

        // The first certificate with the second key: refused, and the second pair serves on.
        #expect {
            try server.http.reload(
                tls: HTTPServer.TLS(key: try text(second.key), certificate: try text(first.certificate)))
        } throws: { error in
            (error as? HTTPServerError)?.description.contains("not a PEM pair") == true
        }
        #expect(try TLSPair.served(on: server.port) == second.certificateBody)
    }

    @Test func replacedTokensTakeEffectAtOnceAndTheirSessionsStayTheirHolders() throws {
        let server = try Running(MCPHTTPOptions(port: 0, tokens: ["first-token-long-enough"]))
        let (list, headers) = Self.modern("tools/list")
        func with(_ token: String) -> [String: String] { headers.merging(["Authorization": "Bearer \(token)"]) { $1 } }
        #expect(try Self.post(server.port, list, headers: with("first-token-long-enough")).status == 200)
        #expect(try Self.post(server.port, list, headers: with("second-token-long-enough")).status == 401)
        let initialize: MCPJSON = [
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": ["protocolVersion": "2025-06-18", "capabilities": [:]],
        ]
        let opened = try Self.post(
            server.port, initialize, headers: ["Authorization": "Bearer second-token-long-enough"])
        #expect(opened.status == 401)

        // Both now; the second opens a session that the first may not use.
        server.service.replaceTokens(["first-token-long-enough", "second-token-long-enough"])
        let session = try Self.post(
            server.port, initialize, headers: ["Authorization": "Bearer second-token-long-enough"])
        let id = try #require(session.headers["mcp-session-id"], "\(session.status)")
        let ping: MCPJSON = ["jsonrpc": "2.0", "id": 2, "method": "ping"]
        let sessionHeaders = ["Mcp-Session-Id": id, "MCP-Protocol-Version": "2025-06-18"]
        let stolen = try Self.post(
            server.port, ping,
            headers: sessionHeaders.merging(["Authorization": "Bearer first-token-long-enough"]) { $1 })
        #expect(stolen.status == 403)
        #expect(
            try Self.post(
                server.port, ping,
                headers: sessionHeaders.merging(["Authorization": "Bearer second-token-long-enough"]) { $1 }
            ).status == 200)

        // The first alone: the second is refused, also on its own session.
        server.service.replaceTokens(["first-token-long-enough"])
        #expect(try Self.post(server.port, list, headers: with("first-token-long-enough")).status == 200)
        let revoked = try Self.post(
            server.port, ping,
            headers: sessionHeaders.merging(["Authorization": "Bearer second-token-long-enough"]) { $1 })
        #expect(revoked.status == 401 && revoked.json?[path: "error", "code"] == -32001)
    }

    @Test func jwtAccessTokensPassTheGateAndASessionStaysItsSubjects() throws {
        try TemporaryFolder.with { folder in
            let signer = try AccessTokenTests.Signer(.p256, kid: "k1", in: folder)
            let (verifier, _) = try AccessTokenTests.verifier([signer], in: folder, scopes: ["mcp:tools"])
            var options = MCPHTTPOptions(port: 0)
            options.accessTokens = verifier
            options.requireToken = true
            let server = try Running(options)
            let audience = server.service.publicEndpoint
            func token(_ subject: String, scope: String = "mcp:tools") throws -> String {
                try signer.token(
                    AccessTokenTests.claims([
                        "aud": .string(audience), "sub": .string(subject), "scope": .string(scope),
                        "jti": .string(UUID().uuidString),
                    ]))
            }
            let (list, headers) = Self.modern("tools/list")
            @Sendable func with(_ token: String) -> [String: String] {
                headers.merging(["Authorization": "Bearer \(token)"]) { $1 }
            }

            let anonymous = try Self.post(server.port, list, headers: headers)
            #expect(anonymous.status == 401)
            let challenge = anonymous.headers["www-authenticate"] ?? ""
            #expect(
                challenge.hasPrefix("Bearer ") && !challenge.contains("error=")
                    && challenge.contains("scope=\"mcp:tools\""))
            let lacking = try Self.post(server.port, list, headers: with(try token("alice", scope: "profile")))
            #expect(
                lacking.status == 403 && lacking.headers["www-authenticate"]?.contains("insufficient_scope") == true)

            // Requests from several threads at once, each token checked on the server's threads.
            let alice = try token("alice")
            // Each thread writes its own slots (a Mutex's futex is invisible to the thread sanitizer).
            nonisolated(unsafe) let statuses = UnsafeMutableBufferPointer<Int>.allocate(capacity: 40)
            defer { statuses.deallocate() }
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for request in 0..<10 {
                    statuses[thread * 10 + request] =
                        (try? Self.post(server.port, list, headers: with(alice)).status) ?? 0
                }
            }
            #expect(Array(statuses) == Array(repeating: 200, count: 40))

            // A session belongs to the token's subject: a refreshed token of the same subject may
            // use it, another subject's may not.
            let initialize: MCPJSON = [
                "jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": ["protocolVersion": "2025-06-18", "capabilities": [:]],
            ]
            let opened = try Self.post(server.port, initialize, headers: ["Authorization": "Bearer \(alice)"])
            let id = try #require(opened.headers["mcp-session-id"], "\(opened.status)")
            let ping: MCPJSON = ["jsonrpc": "2.0", "id": 2, "method": "ping"]
            func pinged(as token: String) throws -> Int {
                try Self.post(
                    server.port, ping,
                    headers: [
                        "Mcp-Session-Id": id, "MCP-Protocol-Version": "2025-06-18", "Authorization": "Bearer \(token)",
                    ]
                ).status
            }
            let refreshed = try token("alice")
            #expect(refreshed != alice)
            #expect(try pinged(as: refreshed) == 200)
            #expect(try pinged(as: try token("bob")) == 403)
        }
    }

    @Test func anAnonymousSessionIsTheSignedInCallersOnceItSendsACallWithAToken() throws {
        try TemporaryFolder.with { folder in
            let signer = try AccessTokenTests.Signer(.ed25519, kid: "k1", in: folder)
            let (verifier, _) = try AccessTokenTests.verifier([signer], in: folder)
            var options = MCPHTTPOptions(port: 0)
            options.accessTokens = verifier
            let server = try Running(options)
            let audience = server.service.publicEndpoint
            func bearer(_ subject: String) throws -> String {
                "Bearer "
                    + (try signer.token(AccessTokenTests.claims(["aud": .string(audience), "sub": .string(subject)])))
            }
            let initialize: MCPJSON = [
                "jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": ["protocolVersion": "2025-06-18", "capabilities": [:]],
            ]
            let opened = try Self.post(server.port, initialize)
            let id = try #require(opened.headers["mcp-session-id"], "\(opened.status)")
            let session = ["Mcp-Session-Id": id, "MCP-Protocol-Version": "2025-06-18"]
            let clear: MCPJSON = [
                "jsonrpc": "2.0", "id": 2, "method": "tools/call",
                "params": ["name": "ClearOrderHistoryIntent", "arguments": [:]],
            ]
            // An open tool serves the anonymous; the one that needs authentication asks to sign in.
            let challenged = try Self.post(server.port, clear, headers: session)
            #expect(challenged.status == 401 && challenged.json?[path: "id"] == 2)
            #expect(challenged.headers["www-authenticate"]?.hasPrefix("Bearer resource_metadata=") == true)
            let signedIn = try Self.post(
                server.port, clear, headers: session.merging(["Authorization": try bearer("alice")]) { $1 })
            #expect(
                signedIn.status == 200 && signedIn.json?[path: "result", "isError"] == false, "\(signedIn.json as Any)")
            let ping: MCPJSON = ["jsonrpc": "2.0", "id": 3, "method": "ping"]
            #expect(try Self.post(server.port, ping, headers: session).status == 403)
            let mallory = session.merging(["Authorization": try bearer("mallory")]) { $1 }
            #expect(try Self.post(server.port, ping, headers: mallory).status == 403)
            let alice = session.merging(["Authorization": try bearer("alice")]) { $1 }
            #expect(try Self.post(server.port, ping, headers: alice).status == 200)
        }
    }
}
