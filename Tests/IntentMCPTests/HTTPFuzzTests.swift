import Foundation
import TestSupport
import Testing

@testable import IntentMCP

/// Random Streamable HTTP requests, from a fixed seed, over real sockets: well-formed HTTP whose
/// method, path, fields and body are drawn from what clients send and what they get wrong. Every
/// request gets one of the statuses the transport documents, every refusal carries a JSON-RPC
/// error, and the server keeps serving.
@Suite(.serialized, .ownThreads) struct HTTPFuzzTests {
    typealias Running = HTTPTransportTests.Running

    static let token = "a-token-long-enough-0123"
    /// The statuses docs/MCP.md lists for the endpoint and the metadata document.
    static let statuses: Set<Int> = [200, 202, 204, 400, 401, 403, 404, 405, 406, 413, 415, 421, 503]

    struct Request {
        var head: String
        var body: [UInt8]
        /// The JSON-RPC id the body was written with, if any.
        var id: MCPJSON?
        /// What the request was, for a failure's message.
        var summary: String
    }

    /// What a request is drawn from: a generator, and whether this request may be flawed (half of
    /// them are), so that answers as well as refusals are drawn often.
    struct Draw {
        var random: SplitMix
        var hostile = false

        mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &random)! }
        mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
        /// A flaw, drawn only for a hostile request.
        mutating func flaw(_ percent: Int) -> Bool { hostile && chance(percent) }
        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    }

    func randomValue(_ draw: inout Draw, depth: Int = 0) -> MCPJSON {
        switch draw.int(0...(depth > 2 ? 4 : 6)) {
        case 0: return .null
        case 1: return .bool(draw.chance(50))
        case 2: return .int(draw.int(-3...2))
        case 3: return .double(draw.pick([0.5, -1e300, 1e-7, 42]))
        case 4:
            return .string(draw.pick(["miso", "", "task-1", "tomato", "\u{0}é", "2026-12-06", "https://x.example"]))
        case 5: return .array((0..<draw.int(0...3)).map { _ in randomValue(&draw, depth: depth + 1) })
        default:
            let keys = ["name", "arguments", "uri", "soup", "quantity", "task", "minutes", "_meta", "cursor", "ref"]
            var members: [String: MCPJSON] = [:]
            for _ in 0..<draw.int(0...4) { members[draw.pick(keys)] = randomValue(&draw, depth: depth + 1) }
            return .object(members)
        }
    }

    /// A JSON-RPC message, mostly in the 2026-07-28 form; the method's header fields come with it.
    func randomMessage(_ draw: inout Draw) -> (message: MCPJSON, fields: [(String, String)]) {
        let method = draw.pick([
            "tools/list", "tools/call", "tools/call", "ping", "initialize", "resources/list", "resources/read",
            "completion/complete", "server/discover", "notifications/initialized", "notifications/cancelled", "nope",
        ])
        var params = randomValue(&draw).objectValue ?? [:]
        if method == "tools/call" {
            params["name"] = .string(
                draw.pick([
                    "OrderSoupIntent", "CompleteTaskIntent", "ClearOrderHistoryIntent", "SimmerStockIntent", "X",
                ]))
            if draw.chance(60) {
                params["arguments"] = [
                    "soup": .string(draw.pick(["miso", "tomato", "nope"])), "minutes": 1,
                    "quantity": .int(draw.int(0...3)),
                ]
            }
        }
        // A call that simmers takes 100 ms a minute.
        if params["minutes"] != nil { params["minutes"] = 1 }
        let version =
            draw.flaw(20) ? draw.pick(["2025-11-25", "2025-06-18", "2024-11-05", "1999-01-01"]) : "2026-07-28"
        if method == "initialize" {
            params["protocolVersion"] = .string(version)
            params["capabilities"] = draw.flaw(20) ? randomValue(&draw) : [:]
        } else if !draw.flaw(15) {
            var meta = params["_meta"]?.objectValue ?? [:]
            meta[ProtocolVersion.versionKey] = .string(version)
            meta[ProtocolVersion.capabilitiesKey] = draw.flaw(10) ? randomValue(&draw) : [:]
            if draw.chance(15) { meta["progressToken"] = .int(7) }
            params["_meta"] = .object(meta)
        }
        var message: [String: MCPJSON] = ["jsonrpc": "2.0", "method": .string(method), "params": .object(params)]
        if !method.hasPrefix("notifications/") || draw.flaw(10) {
            message["id"] =
                draw.flaw(30) ? draw.pick([.null, 2.5, [1], .int(Int.max)] as [MCPJSON]) : draw.pick([1, "abc"])
        }
        if draw.flaw(5) { message["jsonrpc"] = "1.0" }
        var fields: [(String, String)] = []
        if !draw.flaw(15) { fields.append(("MCP-Protocol-Version", draw.flaw(10) ? "garbage" : version)) }
        if !draw.flaw(15) { fields.append(("Mcp-Method", draw.flaw(10) ? "tools/list" : method)) }
        if let name = params["name"]?.stringValue, !draw.flaw(15) {
            fields.append(("Mcp-Name", draw.flaw(10) ? "Other" : name))
        }
        return (.object(message), fields)
    }

    /// The body: the message as written, or mangled.
    func randomBody(_ message: MCPJSON, _ draw: inout Draw) -> [UInt8] {
        var bytes = message.serialized
        guard draw.flaw(40) else { return bytes }
        switch draw.int(0...7) {
        case 0: return Array(bytes.prefix(draw.int(0...(bytes.count - 1))))
        case 1:
            bytes[draw.int(0...(bytes.count - 1))] = UInt8(truncatingIfNeeded: draw.int(0...255))
            return bytes
        case 2: return (0..<draw.int(0...48)).map { _ in UInt8(truncatingIfNeeded: draw.int(0...255)) }
        case 3: return Array("[".utf8) + bytes + Array(",".utf8) + bytes + Array("]".utf8)
        case 4: return []
        case 5: return Array(String(repeating: "[", count: 300).utf8)
        case 6: return [0xEF, 0xBB, 0xBF] + bytes
        default: return Array(String(repeating: "x", count: 3000).utf8)
        }
    }

    func randomRequest(_ draw: inout Draw, port: UInt16) -> Request {
        draw.hostile = draw.chance(50)
        let method = draw.flaw(20) ? draw.pick(["GET", "DELETE", "OPTIONS", "PUT"]) : "POST"
        let path =
            draw.flaw(20)
            ? draw.pick([
                "/mcp/", "/", "/MCP", "/mcp?x=1", "/.well-known/oauth-protected-resource/mcp",
                "/.well-known/oauth-protected-resource", "http://127.0.0.1:\(port)/mcp",
            ]) : "/mcp"
        let (message, messageFields) = randomMessage(&draw)
        let body = method == "POST" || draw.chance(10) ? randomBody(message, &draw) : []
        var fields: [(String, String)] = [
            ("Host", draw.flaw(5) ? draw.pick(["evil.example", "localhost", "[::1]:1", ""]) : "127.0.0.1:\(port)")
        ]
        if !draw.flaw(5) {
            let accept =
                draw.flaw(15)
                ? draw.pick([
                    "application/json", "text/event-stream", "*/*", "application/*;q=0.5, text/*", "text/html",
                ])
                : "application/json, text/event-stream"
            fields.append(("Accept", accept))
        }
        if !draw.flaw(5) {
            fields.append(
                (
                    "Content-Type",
                    draw.flaw(15) ? draw.pick(["application/json; charset=utf-8", "text/plain"]) : "application/json"
                ))
        }
        if draw.flaw(10) {
            fields.append(("Origin", draw.pick(["http://127.0.0.1:\(port)", "https://evil.example", "null", "::"])))
        }
        if draw.flaw(10) {
            fields.append(
                ("Authorization", draw.pick(["Bearer \(Self.token)", "Bearer wrong", "Basic eDp5", "Bearer"])))
        }
        if draw.flaw(10) {
            fields.append(
                (
                    "Mcp-Session-Id",
                    draw.pick(["0123456789abcdef", "", "../../etc", String(repeating: "a", count: 300)])
                ))
        }
        if draw.flaw(5) { fields.append(("Last-Event-ID", "1")) }
        if draw.flaw(5) { fields.append(("Access-Control-Request-Method", "POST")) }
        fields += messageFields
        if draw.flaw(5), let first = messageFields.first { fields.append(first) }
        var head = "\(method) \(path) HTTP/1.1\r\nConnection: close\r\n"
        for (name, value) in fields { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        let summary =
            "\(method) \(path) \(fields.map { "\($0.0): \($0.1.prefix(40))" }.joined(separator: "; ")) body: "
            + String(decoding: body.prefix(160), as: UTF8.self)
        return Request(head: head, body: body, id: message["id"], summary: summary)
    }

    @Test(arguments: [1, 2] as [UInt64]) func everyRequestGetsADocumentedAnswerAndTheServerKeepsServing(
        seed: UInt64
    )
        throws
    {
        var options = MCPHTTPOptions(port: 0, tokens: [Self.token], bodyLimit: 2048)
        options.sessionLimit = 4
        let server = try Running(options)
        var draw = Draw(random: SplitMix(seed: seed))
        var seen: [Int: Int] = [:]
        for _ in 0..<250 {
            let request = randomRequest(&draw, port: server.port)
            let reply = try HTTPTransportTests.exchange(server.port, request.head, body: request.body)
            seen[reply.status, default: 0] += 1
            #expect(Self.statuses.contains(reply.status), "status \(reply.status) for \(request.summary)")
            if reply.status == 202 { #expect(reply.body.isEmpty, "a body with 202 for \(request.summary)") }
            if reply.status == 200, request.head.hasPrefix("POST /mcp "), let answer = reply.json {
                // An answer is the request's: its id, and a result or an error.
                #expect(answer["id"] == request.id, "answer \(answer.text.prefix(200)) to \(request.summary)")
                #expect((answer["result"] == nil) != (answer["error"] == nil), "\(answer.text.prefix(200))")
            }
            guard reply.status >= 400, request.head.hasPrefix("POST") || request.head.hasPrefix("DELETE") else {
                continue
            }
            // A refusal of a request that could be JSON-RPC is a JSON-RPC error.
            let error = reply.json?["error"]
            #expect(error?["code"]?.intValue != nil, "no JSON-RPC error code in \(reply.status) for \(request.summary)")
            #expect(error?["message"]?.stringValue?.isEmpty == false, "no message for \(request.summary)")
        }
        // Both answers and refusals were drawn, not one kind only.
        #expect(seen[200, default: 0] > 20, "\(seen)")
        #expect(seen.keys.filter { $0 >= 400 }.count >= 5, "\(seen)")
        let (ping, fields) = HTTPTransportTests.modern("ping")
        let alive = try HTTPTransportTests.post(server.port, ping, headers: fields)
        #expect(alive.status == 200)
        #expect(alive.json?["result"]?.objectValue != nil && alive.json?["error"] == nil)
    }
}
