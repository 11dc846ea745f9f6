import Testing

@testable import IntentMCP

@Suite struct HandshakeTests {
    @Test(arguments: ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"])
    func initializeAgreesOnARevisionItSpeaks(_ version: String) async {
        let client = TestClient()
        let response = await client.initialize(version)
        #expect(response[path: "result", "protocolVersion"] == .string(version))
        #expect(response[path: "result", "serverInfo", "name"] == "Kitchen")
        #expect(response[path: "result", "serverInfo", "version"] == "1.2.3")
        #expect(response[path: "result", "capabilities", "tools"] != nil)
        #expect(response[path: "result", "capabilities", "completions"] != nil)
        // Handshake-era results carry no 2026 fields.
        let tools = await client.call("tools/list")
        #expect(tools[path: "result", "resultType"] == nil)
        #expect(tools[path: "result", "tools"]?.arrayValue?.isEmpty == false)
        await client.close()
    }

    @Test func initializeWithAnUnknownRevisionAnswersTheNewestHandshakeRevision() async {
        let client = TestClient()
        #expect(await client.initialize("2024-01-01")[path: "result", "protocolVersion"] == "2025-11-25")
        #expect(await client.initialize("2026-07-28")[path: "result", "protocolVersion"] == "2025-11-25")
        await client.close()
    }

    /// A revision older than elicitation: a client that declares the capability anyway is never
    /// asked, and confirms through the argument, as one without it does.
    @Test(arguments: ["2024-11-05", "2025-03-26"]) func anOlderRevisionIsNeverAsked(_ version: String) async throws {
        let backend = KitchenBackend()
        let client = TestClient(backend: backend)
        await client.initialize(version, elicitation: true)
        let tools = await client.call("tools/list")
        let cancel = tools[path: "result", "tools"]?.arrayValue?.first { $0["name"] == "CancelOrderIntent" }
        #expect(cancel?[path: "inputSchema", "properties", "confirmation", "type"] == "string")
        let first = await client.call("tools/call", ["name": "CancelOrderIntent"])
        let text = try #require(first[path: "result", "content", 0, "text"]?.stringValue)
        #expect(text.hasPrefix("needs confirmation: Cancel your order?"), "\(first)")
        #expect(backend.performed.withLock { $0 }.isEmpty)
        await client.close()
    }

    @Test func discoverListsEveryRevisionAndTheServer() async {
        let client = TestClient()
        let response = await client.call("server/discover", TestClient.modern())
        #expect(
            response[path: "result", "supportedVersions"] == [
                "2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28",
            ])
        #expect(response[path: "result", "serverInfo", "name"] == "Kitchen")
        #expect(response[path: "result", "resultType"] == "complete")
        #expect(response[path: "result", "ttlMs"] == 0)
        #expect(response[path: "result", "cacheScope"] == "private")
        await client.close()
    }

    @Test func modernRequestsNeedNoHandshakeAndAreStamped() async {
        let client = TestClient()
        let response = await client.call("tools/list", TestClient.modern())
        #expect(response[path: "result", "resultType"] == "complete")
        #expect(response[path: "result", "ttlMs"] == 0)
        #expect(response[path: "result", "_meta", "io.modelcontextprotocol/serverInfo", "name"] == "Kitchen")
        #expect(response[path: "result", "tools", 0, "name"] == "CancelOrderIntent")
        await client.close()
    }

    @Test func anUnsupportedModernRevisionIsRefusedWithTheSupportedList() async {
        let client = TestClient()
        let params: MCPJSON = [
            "_meta": [
                "io.modelcontextprotocol/protocolVersion": "2027-01-01",
                "io.modelcontextprotocol/clientCapabilities": [:],
            ]
        ]
        let response = await client.call("tools/list", params)
        #expect(response[path: "error", "code"] == .int(-32022))
        #expect(response[path: "error", "data", "supported"] == ["2026-07-28"])
        #expect(response[path: "error", "data", "requested"] == "2027-01-01")
        let missing = await client.call(
            "tools/list", ["_meta": ["io.modelcontextprotocol/protocolVersion": "2026-07-28"]])
        #expect(missing[path: "error", "code"] == .int(-32602))
        #expect(missing[path: "error", "message"]?.stringValue?.contains("clientCapabilities") == true)
        await client.close()
    }

    @Test func pingAnswersEmpty() async {
        let client = TestClient()
        #expect(await client.call("ping")[path: "result"] == [:])
        await client.close()
    }
}
