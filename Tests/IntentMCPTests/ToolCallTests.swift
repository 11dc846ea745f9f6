import Testing

@testable import IntentMCP

@Suite struct ToolCallTests {
    @Test func aCallReturnsDialogAndValue() async {
        let client = TestClient()
        await client.initialize()
        let response = await client.call(
            "tools/call", ["name": "OrderSoupIntent", "arguments": ["soup": "tomato", "quantity": 2, "size": "large"]])
        #expect(response[path: "result", "isError"] == false)
        #expect(response[path: "result", "content", 0] == ["type": "text", "text": "Ordered 2 large Tomato Basil."])
        #expect(response[path: "result", "content", 1, "text"] == #""order-tomato-2""#)
        #expect(response[path: "result", "structuredContent"] == ["result": "order-tomato-2"])
        await client.close()
    }

    @Test func aSnippetIsText() async {
        let client = TestClient()
        await client.initialize()
        let response = await client.call(
            "tools/call", ["name": "ScheduleDeliveryIntent", "arguments": ["date": "2026-12-01T10:00:00Z"]])
        #expect(response[path: "result", "content", 1, "text"] == "[Delivery card: 2026-12-01T10:00:00Z]")
        await client.close()
    }

    @Test func anIntentErrorIsAnErrorResult() async {
        let client = TestClient()
        await client.initialize()
        let response = await client.call("tools/call", ["name": "OrderSoupIntent", "arguments": ["soup": "gazpacho"]])
        #expect(response[path: "result", "isError"] == true)
        #expect(response[path: "result", "content", 0, "text"] == "no soup with id 'gazpacho'")
        await client.close()
    }

    struct BadArguments: CustomTestStringConvertible, Sendable {
        let arguments: MCPJSON
        let message: String
        var testDescription: String { arguments.text }
    }

    static let badArguments: [BadArguments] = [
        BadArguments(
            arguments: ["soup": "tomato", "quantity": "two"],
            message: "argument 'quantity': expected an integer, got string"),
        BadArguments(
            arguments: ["soup": "tomato", "quantity": 50],
            message: "argument 'quantity': 50 is out of range, expected 1...20"),
        BadArguments(
            arguments: ["soup": "tomato", "size": "huge"],
            message: "argument 'size': 'huge' is not one of: small, medium, large"),
        BadArguments(
            arguments: ["soup": ["id": 1]],
            message: "argument 'soup': expected a SoupEntity identifier or title (string), got object"),
        BadArguments(
            arguments: ["soup": "tomato", "spoon": true],
            message: "unknown argument 'spoon' for OrderSoupIntent; expected one of: soup, quantity, size"),
    ]

    @Test(arguments: badArguments) func argumentsThatDoNotFitTheSchemaAreRefused(_ bad: BadArguments) async {
        let backend = KitchenBackend()
        let client = TestClient(backend: backend)
        await client.initialize()
        let response = await client.call("tools/call", ["name": "OrderSoupIntent", "arguments": bad.arguments])
        #expect(response[path: "result", "isError"] == true)
        #expect(response[path: "result", "content", 0, "text"] == .string(bad.message))
        #expect(backend.performed.withLock { $0 }.isEmpty)
        await client.close()
    }

    @Test func anUnknownToolSuggestsTheNearestName() async {
        let client = TestClient()
        await client.initialize()
        let response = await client.call("tools/call", ["name": "OrderSopIntent", "arguments": [:]])
        #expect(response[path: "error", "code"] == .int(-32602))
        #expect(response[path: "error", "message"] == "unknown tool 'OrderSopIntent'. Did you mean 'OrderSoupIntent'?")
        let hidden = await client.call("tools/call", ["name": "ResetKitchenIntent"])
        #expect(hidden[path: "error", "code"] == .int(-32602))
        await client.close()
    }

    @Test func authenticatedIntentsAreRefusedWithoutTheGrant() async {
        let backend = KitchenBackend()
        let client = TestClient(backend: backend)
        await client.initialize()
        let response = await client.call("tools/call", ["name": "ClearOrderHistoryIntent"])
        #expect(response[path: "result", "isError"] == true)
        #expect(
            response[path: "result", "content", 0, "text"]?.stringValue?.contains("requires authentication") == true)
        #expect(backend.performed.withLock { $0 }.isEmpty)
        await client.close()
    }

    @Test func authenticatedIntentsRunWithTheGrant() async {
        let backend = KitchenBackend()
        let client = TestClient(backend: backend, options: MCPServerOptions(grantsAuthentication: true))
        await client.initialize()
        let response = await client.call("tools/call", ["name": "ClearOrderHistoryIntent"])
        #expect(response[path: "result", "content", 0, "text"] == "History cleared.")
        #expect(backend.performed.withLock { $0 } == ["ClearOrderHistoryIntent"])
        await client.close()
    }

    @Test func progressIsReportedWhenTheClientAsks() async {
        let client = TestClient()
        await client.initialize()
        let response = await client.call(
            "tools/call", ["name": "SimmerStockIntent", "arguments": ["minutes": 3], "_meta": ["progressToken": "p1"]])
        #expect(response[path: "result", "content", 0, "text"] == "The stock simmered for 3 minutes.")
        let progress = await client.notifications.filter { $0["method"] == "notifications/progress" }
        #expect(progress.count == 3)
        #expect(progress.last?["params"] == ["progressToken": "p1", "progress": 2, "total": 3, "message": "simmering"])
        await client.close()
    }

    @Test func cancellingARequestCancelsTheIntent() async {
        let backend = KitchenBackend()
        let client = TestClient(backend: backend)
        await client.initialize()
        client.end.send([
            "jsonrpc": "2.0", "id": "slow", "method": "tools/call",
            "params": ["name": "SimmerStockIntent", "arguments": ["minutes": 20], "_meta": ["progressToken": 7]],
        ])
        // Wait for the intent to start, then cancel it.
        while let message = await client.next(), message["method"] != "notifications/progress" {}
        client.end.send(["jsonrpc": "2.0", "method": "notifications/cancelled", "params": ["requestId": "slow"]])
        let ping = await client.call("ping", id: "after")
        #expect(ping["result"] == [:])
        let rest = await client.closeAndDrain()
        let stray = await client.strayResponses
        #expect(!(rest + stray).contains { $0["id"] == "slow" })
        #expect(backend.performed.withLock { $0 }.isEmpty)
    }
}

@Suite struct OutcomeMappingTests {
    @Test func aDeclaredValueThatIsMissingIsAnError() {
        let metadata = KitchenBackend.makeMetadata()
        let result = Connection.result(
            of: ToolOutcome(dialog: "Ordered."), for: metadata.actions["OrderSoupIntent"]!,
            catalog: ToolCatalog(metadata: metadata))
        #expect(result["isError"] == true)
        #expect(
            result[path: "content", 0, "text"]
                == "OrderSoupIntent declares a return value (String) but returned none")
    }

    @Test func entitiesInAResultAreFlatObjectsAsTheirSchemaSays() {
        let catalog = ToolCatalog(metadata: KitchenBackend.makeMetadata())
        let system: MCPJSON = [
            "id": "tomato", "type": "SoupEntity", "title": "Tomato Basil", "subtitle": "Vegetarian",
            "properties": ["price": 6.5, "vegetarian": true],
        ]
        let flat = catalog.structuredValue(system, as: .entity(typeName: "SoupEntity"))
        #expect(
            flat == [
                "id": "tomato", "title": "Tomato Basil", "subtitle": "Vegetarian", "price": 6.5, "vegetarian": true,
            ])
        #expect(catalog.structuredValue(.array([system]), as: .array(of: .entity(typeName: "SoupEntity"))) == [flat])
        // A property named like a display member keeps its own value; the identifier always wins.
        let named: MCPJSON = ["id": "7", "title": "Display", "properties": ["title": "Property"]]
        #expect(
            catalog.structuredValue(named, as: .entity(typeName: "SoupEntity")) == ["id": "7", "title": "Property"])
        // Every member is one the output schema names.
        let schema = catalog.valueSchema(for: .entity(typeName: "SoupEntity"))
        let declared = Set(schema["properties"]?.objectValue?.keys.map { $0 } ?? [])
        #expect(Set(flat.objectValue!.keys).isSubset(of: declared))
        #expect(schema["additionalProperties"] == false)
        // Other values pass through.
        #expect(catalog.structuredValue("order-1", as: .primitive(.string)) == "order-1")
    }

    @Test func anOutcomeWithNothingToSaySaysDone() throws {
        let metadata = KitchenBackend.makeMetadata()
        let result = Connection.result(
            of: ToolOutcome(), for: metadata.actions["CancelOrderIntent"]!, catalog: ToolCatalog(metadata: metadata))
        // What a client reads: the result's bytes parsed.
        #expect(
            try JSONParser.parse(result.serialized)
                == ["isError": false, "content": [["type": "text", "text": "Cancel Order: done."]]])
    }

    @Test func aResultWrittenAsBytesIsWhatItsObjectSerializesTo() throws {
        // A result with a snippet is built as an object (its link is added to it); any other is
        // written as bytes at once. The two must spell a result alike, byte for byte, also with
        // the members a 2026-07-28 answer carries.
        let metadata = KitchenBackend.makeMetadata()
        let catalog = ToolCatalog(metadata: metadata)
        let info: MCPJSON = ["name": "kitchen", "version": "1.0"]
        let outcomes: [(String, ToolOutcome)] = [
            ("CancelOrderIntent", ToolOutcome()),
            ("CancelOrderIntent", ToolOutcome(dialog: "Cancelled \"all\"\n orders.")),
            ("OrderSoupIntent", ToolOutcome(dialog: "Ordered.", value: "order-1", snippet: "[card]")),
            ("OrderSoupIntent", ToolOutcome(value: ["id": "o1", "note": "a \"b\" \\ é 🍲 \u{1}"])),
            ("CancelOrderIntent", ToolOutcome(dialog: "Done.", value: [1, 2.5, true, .null])),
        ]
        for (action, outcome) in outcomes {
            var withSnippet = outcome
            withSnippet.snippetHTML = "<p>card</p>"
            let written = Connection.result(of: outcome, for: metadata.actions[action]!, catalog: catalog)
            let built = Connection.result(of: withSnippet, for: metadata.actions[action]!, catalog: catalog)
            guard case .raw = written, case .object = built else {
                Issue.record("\(action): expected the result as bytes without a snippet, as an object with one")
                continue
            }
            #expect(
                String(decoding: written.serialized, as: UTF8.self) == String(decoding: built.serialized, as: UTF8.self)
            )
            var modern = try #require(built.objectValue)
            modern["resultType"] = "complete"
            modern["_meta"] = [ProtocolVersion.serverInfoKey: info]
            let writtenModern = Connection.result(
                of: outcome, for: metadata.actions[action]!, catalog: catalog, serverInfo: info.serialized)
            #expect(
                String(decoding: writtenModern.serialized, as: UTF8.self)
                    == String(decoding: MCPJSON.object(modern).serialized, as: UTF8.self))
        }
    }
}

@Suite struct NullArgumentTests {
    @Test func aNullArgumentIsAskedForLikeAMissingOne() async {
        let client = TestClient()
        await client.initialize()
        await client.setOnRequest { _ in ["action": "accept", "content": ["soup": "chowder"]] }
        let response = await client.call(
            "tools/call", ["name": "OrderSoupIntent", "arguments": ["soup": .null, "quantity": .null]])
        #expect(response[path: "result", "content", 0, "text"] == "Ordered 1 medium Clam Chowder.")
        #expect(await client.serverRequests.count == 1)
        await client.close()
    }
}
