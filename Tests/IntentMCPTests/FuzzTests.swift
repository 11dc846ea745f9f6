import TestSupport
import Testing

@testable import IntentMCP

/// Random frames, from a fixed seed: the server answers every request frame and never stops.
@Suite struct FuzzTests {

    static let methods = [
        "initialize", "ping", "tools/list", "tools/call", "resources/list", "resources/read",
        "resources/templates/list", "completion/complete", "prompts/get", "server/discover", "nope",
    ]
    static let names: [MCPJSON] = ["OrderSoupIntent", "CompleteTaskIntent", "SimmerStockIntent", "X", 5, .null]

    func randomValue(_ random: inout SplitMix, depth: Int = 0) -> MCPJSON {
        switch Int.random(in: 0..<(depth > 2 ? 5 : 7), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .int(Int.random(in: -5...25, using: &random))
        case 3: return .double(Double.random(in: -1e6...1e6, using: &random))
        case 4:
            return .string(
                ["tomato", "", "task-1", "appintents://kitchen/SoupEntity/miso", "\u{0}é"].randomElement(
                    using: &random)!)
        case 5:
            return .array(
                (0..<Int.random(in: 0...3, using: &random)).map { _ in randomValue(&random, depth: depth + 1) })
        default:
            let keys = [
                "name", "arguments", "uri", "soup", "quantity", "ref", "argument", "_meta", "cursor", "minutes",
            ]
            var members: [String: MCPJSON] = [:]
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                members[keys.randomElement(using: &random)!] = randomValue(&random, depth: depth + 1)
            }
            return .object(members)
        }
    }

    /// A request with a unique integer id, or a broken frame (no answer is required of those).
    func randomFrame(_ random: inout SplitMix, id: Int) -> (bytes: [UInt8], expectsAnswer: Bool) {
        var params = randomValue(&random).objectValue ?? [:]
        if Bool.random(using: &random) { params["name"] = Self.names.randomElement(using: &random)! }
        if params["minutes"] != nil || params["name"] == "SimmerStockIntent" { params["arguments"] = ["minutes": 1] }
        let request: MCPJSON = [
            "jsonrpc": "2.0", "id": .int(id), "method": .string(Self.methods.randomElement(using: &random)!),
            "params": .object(params),
        ]
        var bytes = request.serialized
        switch Int.random(in: 0..<10, using: &random) {
        case 0:  // truncate
            bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
            return (bytes.filter { $0 != 0x0A }, false)
        case 1:  // flip a byte
            let index = Int.random(in: 0..<bytes.count, using: &random)
            bytes[index] = UInt8.random(in: 0...255, using: &random)
            return (bytes.filter { $0 != 0x0A }, false)
        case 2:  // random bytes
            return (
                (0..<Int.random(in: 1...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                    .filter { $0 != 0x0A }, false
            )
        default:
            return (bytes, true)
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64]) func everyRequestIsAnsweredAndTheServerSurvives(seed: UInt64) async {
        var random = SplitMix(seed: seed)
        let client = TestClient(options: MCPServerOptions(pendingLimit: 10_000))
        var expected: Set<Int> = []
        for id in 0..<1500 {
            let frame = randomFrame(&random, id: id)
            if frame.expectsAnswer { expected.insert(id) }
            client.end.write(frame.bytes + [0x0A])
        }
        client.end.send(["jsonrpc": "2.0", "id": "last", "method": "ping"])
        var answered: Set<Int> = []
        var sawLast = false
        while let message = await client.next() {
            if message["method"] != nil, let id = message["id"] {
                client.end.send(["jsonrpc": "2.0", "id": id, "error": ["code": -1, "message": "no"]])
                continue
            }
            if let id = message["id"]?.intValue { answered.insert(id) }
            if message["id"] == "last" { sawLast = true }
            if sawLast && expected.isSubset(of: answered) { break }
        }
        #expect(
            expected.subtracting(answered).isEmpty, "unanswered: \(expected.subtracting(answered).sorted().prefix(10))")
        #expect(await client.call("ping", id: "alive")["result"] == [:])
        await client.close()
    }
}
