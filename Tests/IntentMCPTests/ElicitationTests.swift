import Testing

@testable import IntentMCP

/// Each kind of question, answered through elicitation in both wire forms.
@Suite struct ElicitationTests {
    struct Prompt: CustomTestStringConvertible, Sendable {
        let name: String
        let tool: String
        let field: String
        let answer: MCPJSON
        let dialog: String
        let expected: MCPJSON
        var testDescription: String { name }
    }

    static let prompts: [Prompt] = [
        Prompt(
            name: "missing value", tool: "OrderSoupIntent", field: "soup", answer: "miso", dialog: "Which soup?",
            expected: ["type": "text", "text": "Ordered 1 medium Miso."]),
        Prompt(
            name: "disambiguation", tool: "CompleteTaskIntent", field: "task", answer: "task-2", dialog: "Which task?",
            expected: ["type": "text", "text": "Completed Stir the pot."]),
        Prompt(
            name: "confirmation", tool: "CancelOrderIntent", field: "confirm", answer: true,
            dialog: "Cancel your order?", expected: ["type": "text", "text": "Your order is cancelled."]),
        Prompt(
            name: "choice", tool: "PickGarnishIntent", field: "choice", answer: "large", dialog: "How much garnish?",
            expected: ["type": "text", "text": #""large""#]),
        Prompt(
            name: "date value", tool: "ScheduleDeliveryIntent", field: "date", answer: "2026-12-24T18:00:00Z",
            dialog: "When?", expected: ["type": "text", "text": "Delivery on 2026-12-24T18:00:00Z."]),
    ]

    @Test(arguments: prompts, ["2025-06-18", "2025-11-25"])
    func handshakeClientsAreAskedWithElicitationCreate(_ prompt: Prompt, version: String) async {
        let client = TestClient()
        await client.initialize(version)
        await client.setOnRequest { params in
            ["action": "accept", "content": .object([prompt.field: prompt.answer])]
        }
        let response = await client.call("tools/call", ["name": .string(prompt.tool), "arguments": [:]])
        #expect(response[path: "result", "content", 0] == prompt.expected)
        let requests = await client.serverRequests
        #expect(requests.count == 1)
        let params = requests.first?["params"]
        #expect(requests.first?["method"] == "elicitation/create")
        #expect(params?["message"] == .string(prompt.dialog))
        #expect(params?[path: "requestedSchema", "required"] == [.string(prompt.field)])
        #expect(params?["mode"] == (version == "2025-06-18" ? nil : "form"))
        await client.close()
    }

    @Test func aMissingEntityIsPickedFromTheListedEntities() async {
        let client = TestClient()
        await client.initialize()
        await client.setOnRequest { _ in ["action": "accept", "content": ["soup": "tomato"]] }
        _ = await client.call("tools/call", ["name": "OrderSoupIntent"])
        let property = await client.serverRequests.first?[path: "params", "requestedSchema", "properties", "soup"]
        #expect(property?["title"] == "Soup")
        #expect(
            property?["oneOf"] == [
                ["const": "tomato", "title": "Tomato Basil"], ["const": "chowder", "title": "Clam Chowder"],
                ["const": "miso", "title": "Miso"],
            ])
        await client.close()
    }

    @Test func disambiguationOffersTitledOptionsInEachRevisionsForm() async {
        for version in ["2025-06-18", "2025-11-25"] {
            let client = TestClient()
            await client.initialize(version)
            await client.setOnRequest { _ in ["action": "accept", "content": ["task": "task-1"]] }
            _ = await client.call("tools/call", ["name": "CompleteTaskIntent"])
            let property = await client.serverRequests.first?[path: "params", "requestedSchema", "properties", "task"]
            if version == "2025-06-18" {
                #expect(property?["enum"] == ["task-1", "task-2"])
                #expect(property?["enumNames"] == ["Chop onions", "Stir the pot"])
            } else {
                #expect(
                    property?["oneOf"] == [
                        ["const": "task-1", "title": "Chop onions"], ["const": "task-2", "title": "Stir the pot"],
                    ])
            }
            await client.close()
        }
    }

    @Test(arguments: prompts) func modernClientsGetInputRequiredAndRetry(_ prompt: Prompt) async throws {
        let client = TestClient()
        let first = await client.call(
            "tools/call", TestClient.modern(["name": .string(prompt.tool), "arguments": [:]]))
        #expect(first[path: "result", "resultType"] == "input_required")
        let requests = try #require(first[path: "result", "inputRequests"]?.objectValue)
        #expect(requests.count == 1)
        let (key, request) = try #require(requests.first)
        #expect(request["method"] == "elicitation/create")
        #expect(request[path: "params", "message"] == .string(prompt.dialog))
        #expect(request[path: "params", "mode"] == "form")
        let state = try #require(first[path: "result", "requestState"])
        let retry = await client.call(
            "tools/call",
            TestClient.modern([
                "name": .string(prompt.tool), "arguments": [:], "requestState": state,
                "inputResponses": [key: ["action": "accept", "content": .object([prompt.field: prompt.answer])]],
            ]))
        #expect(retry[path: "result", "resultType"] == "complete")
        #expect(retry[path: "result", "content", 0] == prompt.expected)
        await client.close()
    }

    @Test func aTamperedRequestStateIsRejected() async throws {
        let backend = KitchenBackend()
        let client = TestClient(backend: backend)
        let first = await client.call("tools/call", TestClient.modern(["name": "CancelOrderIntent"]))
        let state = try #require(first[path: "result", "requestState"]?.stringValue)
        var characters = Array(state)
        characters[12] = characters[12] == "x" ? "y" : "x"
        let answer: MCPJSON = ["ask-1": ["action": "accept", "content": ["confirm": true]]]
        let tampered = await client.call(
            "tools/call",
            TestClient.modern([
                "name": "CancelOrderIntent", "requestState": .string(String(characters)), "inputResponses": answer,
            ]))
        #expect(tampered[path: "error", "code"] == .int(-32602))
        #expect(tampered[path: "error", "message"]?.stringValue?.hasPrefix("requestState refused") == true)
        // The state is bound to its call: another tool cannot use it.
        let reused = await client.call(
            "tools/call",
            TestClient.modern(["name": "OrderSoupIntent", "requestState": .string(state), "inputResponses": answer]))
        #expect(reused[path: "error", "message"]?.stringValue?.contains("belongs to another call") == true)
        #expect(backend.performed.withLock { $0 }.isEmpty)
        await client.close()
    }

    @Test func aDeclinedConfirmationDoesNotRun() async {
        let backend = KitchenBackend()
        let client = TestClient(backend: backend)
        await client.initialize()
        await client.setOnRequest { _ in ["action": "decline"] }
        let response = await client.call("tools/call", ["name": "CancelOrderIntent"])
        #expect(response[path: "result", "isError"] == true)
        #expect(response[path: "result", "content", 0, "text"]?.stringValue?.contains("declined") == true)
        #expect(backend.performed.withLock { $0 }.isEmpty)
        await client.close()
    }

    @Test func anAnswerThatDoesNotFitIsRefused() async {
        let client = TestClient()
        await client.initialize()
        await client.setOnRequest { _ in ["action": "accept", "content": ["task": "task-9"]] }
        let response = await client.call("tools/call", ["name": "CompleteTaskIntent"])
        #expect(response[path: "result", "isError"] == true)
        #expect(response[path: "result", "content", 0, "text"]?.stringValue?.contains("does not fit") == true)
        await client.close()
    }

    @Test func aClientWithoutElicitationGetsANeedsInputError() async {
        let client = TestClient()
        await client.initialize(elicitation: false)
        let response = await client.call("tools/call", ["name": "OrderSoupIntent"])
        #expect(response[path: "result", "isError"] == true)
        #expect(
            response[path: "result", "content", 0, "text"]?.stringValue?.contains("no elicitation capability") == true)
        #expect(await client.serverRequests.isEmpty)
        let modern = await client.call("tools/call", TestClient.modern(["name": "OrderSoupIntent"], elicitation: false))
        #expect(modern[path: "result", "isError"] == true)
        await client.close()
    }
}

/// An intent that asks twice: each answer is carried forward, signed, and the run replays it.
@Suite struct ReplayTests {
    @Test func twoQuestionsTakeTwoInputRoundsAndRunOnce() async throws {
        let backend = KitchenBackend()
        let client = TestClient(backend: backend)
        let call: MCPJSON = ["name": "PlanMenuIntent", "arguments": [:]]
        let first = await client.call("tools/call", TestClient.modern(call))
        #expect(first[path: "result", "inputRequests", "ask-1", "params", "message"] == "Around which soup?")
        var retry = call.objectValue!
        retry["requestState"] = first[path: "result", "requestState"]
        retry["inputResponses"] = ["ask-1": ["action": "accept", "content": ["soup": "chowder"]]]
        let second = await client.call("tools/call", TestClient.modern(.object(retry)))
        #expect(second[path: "result", "resultType"] == "input_required")
        #expect(
            second[path: "result", "inputRequests", "ask-2", "params", "message"] == "Plan a menu around Clam Chowder?")
        // The second state carries the first answer; only the new one is sent.
        retry["requestState"] = second[path: "result", "requestState"]
        retry["inputResponses"] = ["ask-2": ["action": "accept", "content": ["confirm": true]]]
        let done = await client.call("tools/call", TestClient.modern(.object(retry)))
        #expect(done[path: "result", "content", 0, "text"] == "Planned a menu around Clam Chowder.")
        #expect(backend.performed.withLock { $0 } == ["PlanMenuIntent"])
        await client.close()
    }

    @Test func handshakeClientsAnswerBothQuestionsInOneCall() async {
        let client = TestClient()
        await client.initialize()
        await client.setOnRequest { params in
            params[path: "requestedSchema", "properties", "soup"] != nil
                ? ["action": "accept", "content": ["soup": "miso"]]
                : ["action": "accept", "content": ["confirm": true]]
        }
        let response = await client.call("tools/call", ["name": "PlanMenuIntent"])
        #expect(response[path: "result", "content", 0, "text"] == "Planned a menu around Miso.")
        #expect(await client.serverRequests.count == 2)
        await client.close()
    }
}

@Suite struct ElicitationCancellationTests {
    @Test func cancellingACallWithdrawsItsQuestion() async {
        let backend = KitchenBackend()
        let client = TestClient(backend: backend)
        await client.initialize()
        client.end.send([
            "jsonrpc": "2.0", "id": "asking", "method": "tools/call", "params": ["name": "CancelOrderIntent"],
        ])
        // The question arrives; instead of answering, the client cancels the call.
        var question: MCPJSON?
        while let message = await client.next() {
            if message["method"] == "elicitation/create" {
                question = message
                break
            }
        }
        #expect(question?[path: "params", "message"] == "Cancel your order?")
        client.end.send(["jsonrpc": "2.0", "method": "notifications/cancelled", "params": ["requestId": "asking"]])
        #expect(await client.call("ping", id: "after")["result"] == [:])
        // A late answer to the withdrawn question is ignored.
        if let id = question?["id"] {
            client.end.send(["jsonrpc": "2.0", "id": id, "result": ["action": "accept", "content": ["confirm": true]]])
        }
        let rest = await client.closeAndDrain()
        #expect(!(rest + (await client.strayResponses)).contains { $0["id"] == "asking" })
        #expect(backend.performed.withLock { $0 }.isEmpty)
    }
}
