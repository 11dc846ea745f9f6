import Testing

@testable import IntentMCP

@Suite struct ResourceTests {
    @Test func templatesNameEveryEntityType() async {
        let client = TestClient()
        await client.initialize()
        let response = await client.call("resources/templates/list")
        let templates = response[path: "result", "resourceTemplates"]?.arrayValue ?? []
        #expect(
            templates.map { $0["uriTemplate"] } == [
                "appintents://kitchen/SoupEntity/{id}", "appintents://kitchen/TaskEntity/{id}",
            ])
        #expect(templates.first?["title"] == "Soup")
        await client.close()
    }

    @Test func everyEntityIsAResource() async {
        let client = TestClient()
        await client.initialize()
        let response = await client.call("resources/list")
        let uris = response[path: "result", "resources"]?.arrayValue?.compactMap { $0["uri"]?.stringValue }
        #expect(
            uris == [
                "appintents://kitchen/SoupEntity/tomato", "appintents://kitchen/SoupEntity/chowder",
                "appintents://kitchen/SoupEntity/miso", "appintents://kitchen/TaskEntity/task-1",
                "appintents://kitchen/TaskEntity/task-2",
            ])
        await client.close()
    }

    @Test func listingPagesWithACursor() async {
        let client = TestClient(options: MCPServerOptions(pageSize: 2))
        await client.initialize()
        var uris: [MCPJSON] = []
        var cursor: MCPJSON? = nil
        repeat {
            let response = await client.call("resources/list", cursor.map { ["cursor": $0] } ?? [:])
            uris += response[path: "result", "resources"]?.arrayValue?.compactMap { $0["uri"] } ?? []
            cursor = response[path: "result", "nextCursor"]
        } while cursor != nil
        #expect(uris.count == 5)
        #expect(await client.call("resources/list", ["cursor": "x"])[path: "error", "code"] == .int(-32602))
        await client.close()
    }

    @Test func readingReturnsTheEntityAsAToolResultCarriesIt() async throws {
        let client = TestClient()
        await client.initialize()
        let response = await client.call("resources/read", ["uri": "appintents://kitchen/SoupEntity/tomato"])
        let content = try #require(response[path: "result", "contents", 0])
        #expect(content["mimeType"] == "application/json")
        let body = try JSONParser.parse(content["text"]?.stringValue ?? "")
        // The flat object a tool's result carries for the same entity.
        #expect(body == ["id": "tomato", "title": "Tomato Basil", "price": 6.5, "vegetarian": true])
        let missing = await client.call("resources/read", ["uri": "appintents://kitchen/SoupEntity/gazpacho"])
        #expect(missing[path: "error", "code"] == .int(-32002))
        let foreign = await client.call("resources/read", ["uri": "file:///etc/passwd"])
        #expect(foreign[path: "error", "code"] == .int(-32002))
        await client.close()
    }

    @Test func completionSuggestsEntityIdsEnumCasesAndResourceIds() async {
        let client = TestClient()
        await client.initialize()
        let soup = await client.call(
            "completion/complete",
            ["ref": ["type": "ref/prompt", "name": "OrderSoupIntent"], "argument": ["name": "soup", "value": "c"]])
        #expect(soup[path: "result", "completion", "values"] == ["chowder"])
        let size = await client.call(
            "completion/complete",
            ["ref": ["type": "ref/prompt", "name": "OrderSoupIntent"], "argument": ["name": "size", "value": "l"]])
        #expect(size[path: "result", "completion", "values"] == ["large"])
        let task = await client.call(
            "completion/complete",
            [
                "ref": ["type": "ref/resource", "uri": "appintents://kitchen/TaskEntity/{id}"],
                "argument": ["name": "id", "value": ""],
            ])
        #expect(task[path: "result", "completion", "values"] == ["task-1", "task-2"])
        #expect(task[path: "result", "completion", "total"] == 2)
        let bad = await client.call(
            "completion/complete",
            ["ref": ["type": "ref/prompt", "name": "Nope"], "argument": ["name": "x", "value": ""]])
        #expect(bad[path: "error", "code"] == .int(-32602))
        await client.close()
    }

    @Test func everyToolIsAlsoAPrompt() async {
        let client = TestClient()
        await client.initialize()
        let list = await client.call("prompts/list")
        #expect(list[path: "result", "prompts"]?.arrayValue?.count == 8)
        let prompt = await client.call("prompts/get", ["name": "OrderSoupIntent", "arguments": ["soup": "miso"]])
        #expect(
            prompt[path: "result", "messages", 0, "content", "text"]
                == "Use the tool OrderSoupIntent (Order Soup) with soup=miso.")
        await client.close()
    }
}
