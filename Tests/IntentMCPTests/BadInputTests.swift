import Testing

@testable import IntentMCP

/// Hostile and malformed input: each gets a JSON-RPC error and the server keeps serving.
@Suite struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let frame: [UInt8]
        let code: Int
        let id: MCPJSON
        let message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "malformed JSON", frame: Array(#"{"jsonrpc":"2.0","id":1,"method":"#.utf8), code: -32700, id: .null,
            message: "frame is not valid JSON"),
        Case(
            name: "wrong jsonrpc", frame: Array(#"{"jsonrpc":"1.0","id":2,"method":"ping"}"#.utf8), code: -32600, id: 2,
            message: "'jsonrpc' must be \"2.0\""),
        Case(
            name: "unknown method", frame: Array(#"{"jsonrpc":"2.0","id":3,"method":"tools/dance"}"#.utf8),
            code: -32601, id: 3, message: "method not found: 'tools/dance'"),
        Case(
            name: "params not an object",
            frame: Array(#"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":[1]}"#.utf8), code: -32602, id: 4,
            message: "'params' must be an object"),
        Case(
            name: "name not a string",
            frame: Array(#"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":5}}"#.utf8), code: -32602,
            id: 5, message: "tools/call: 'name' must be a string, got integer"),
        Case(
            name: "arguments not an object",
            frame: Array(
                #"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"OrderSoupIntent","arguments":"soup"}}"#
                    .utf8), code: -32602, id: 6, message: "tools/call: 'arguments' must be an object, got string"),
        Case(
            name: "invalid UTF-8",
            frame: Array(#"{"jsonrpc":"2.0","id":7,"method":"ping","x":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8),
            code: -32700, id: .null, message: "frame is not valid UTF-8"),
        Case(
            name: "batch", frame: Array(#"[{"jsonrpc":"2.0","id":8,"method":"ping"}]"#.utf8), code: -32600, id: .null,
            message: "batches are not supported"),
        Case(
            name: "id of the wrong type", frame: Array(#"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#.utf8),
            code: -32600, id: .null, message: "invalid id"),
        Case(
            name: "not an object", frame: Array("42".utf8), code: -32600, id: .null, message: "expected a JSON object"),
        Case(
            name: "initialize without a version",
            frame: Array(#"{"jsonrpc":"2.0","id":9,"method":"initialize","params":{}}"#.utf8), code: -32602, id: 9,
            message: "'protocolVersion' must be a string"),
    ]

    @Test(arguments: cases) func badFramesGetAnErrorAndTheServerGoesOn(_ bad: Case) async {
        let client = TestClient()
        client.end.write(bad.frame + [0x0A])
        let error = await client.next()
        #expect(error?["id"] == bad.id)
        #expect(error?[path: "error", "code"] == .int(bad.code))
        #expect(error?[path: "error", "message"]?.stringValue?.contains(bad.message) == true, "\(error?.text ?? "")")
        #expect(await client.call("ping")["result"] == [:])
        await client.close()
    }

    /// A stream that starts with a UTF-8 byte order mark, as some Windows tools write one.
    @Test func aByteOrderMarkBeforeTheFirstFrameIsIgnored() async {
        let client = TestClient()
        client.end.write([0xEF, 0xBB, 0xBF] + Array(#"{"jsonrpc":"2.0","id":"bom","method":"ping"}"#.utf8) + [0x0A])
        let answer = await client.next()
        #expect(answer?["id"] == "bom")
        #expect(answer?["result"] == [:], "\(answer?.text ?? "")")
        await client.close()
    }

    @Test func aTenMegabyteFrameIsDiscardedWithAnError() async {
        let client = TestClient()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
        client.end.write(Array(#"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":""#.utf8))
        for _ in 0..<10 { client.end.write(chunk) }
        client.end.write(Array(#""}}"#.utf8) + [0x0A])
        let error = await client.next()
        #expect(error?[path: "error", "code"] == .int(-32600))
        #expect(error?[path: "error", "message"]?.stringValue?.contains("exceeds the limit of 4194304 bytes") == true)
        #expect(await client.call("ping", id: 2)["result"] == [:])
        await client.close()
    }

    @Test func aFloodOfRequestsIsBoundedByThePendingLimit() async {
        let client = TestClient(options: MCPServerOptions(pendingLimit: 8))
        await client.initialize()
        for index in 0..<40 {
            client.end.send([
                "jsonrpc": "2.0", "id": .int(1000 + index), "method": "tools/call",
                "params": ["name": "SimmerStockIntent", "arguments": ["minutes": 2]],
            ])
        }
        var answered: Set<Int> = []
        var busy = 0
        while answered.count < 40, let message = await client.next() {
            guard let id = message["id"]?.intValue else { continue }
            answered.insert(id)
            if message[path: "error", "code"] == .int(-32000) { busy += 1 }
        }
        #expect(answered == Set(1000..<1040))
        #expect(busy == 32)
        #expect(await client.call("ping")["result"] == [:])
        await client.close()
    }

    @Test func endOfInputMidRequestIsAParseErrorAndRunningRequestsFinish() async {
        let client = TestClient()
        await client.initialize()
        client.end.send([
            "jsonrpc": "2.0", "id": "running", "method": "tools/call",
            "params": ["name": "SimmerStockIntent", "arguments": ["minutes": 1]],
        ])
        client.end.write(Array(#"{"jsonrpc":"2.0","id":5,"method":"tools/li"#.utf8))
        let rest = await client.closeAndDrain()
        #expect(rest.contains { $0[path: "error", "code"] == .int(-32700) })
        #expect(rest.contains { $0["id"] == "running" && $0[path: "result", "isError"] == false })
    }

    @Test func aReusedPendingIdIsRefused() async {
        let client = TestClient()
        await client.initialize()
        let request: MCPJSON = [
            "jsonrpc": "2.0", "id": "same", "method": "tools/call",
            "params": ["name": "SimmerStockIntent", "arguments": ["minutes": 1]],
        ]
        client.end.send(request)
        client.end.send(request)
        let first = await client.next()
        #expect(first?[path: "error", "message"]?.stringValue?.contains("already in use") == true)
        await client.close()
    }
}
