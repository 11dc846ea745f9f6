import AppIntentsMetadata
import Testing

@testable import IntentMCP

/// Snippets as MCP App resources, and assistant schemas as tool annotations: the Kitchen app
/// with its delivery card also drawn as HTML, and its order tool declaring a schema.
@Suite struct SnippetResourceTests {
    /// Kitchen, with the delivery card also as HTML and a schema on one tool.
    struct DrawingKitchen: KitchenVariant {
        let kitchen = KitchenBackend()
        var metadata: ActionsData {
            var metadata = kitchen.metadata
            metadata.actions["OrderSoupIntent"]?.assistantDefinedSchemas = ["system.search"]
            return metadata
        }

        func call(_ call: ToolCall, context: ToolCallContext) async -> ToolOutcome {
            var outcome = await kitchen.call(call, context: context)
            if let snippet = outcome.snippet {
                outcome.snippetHTML = "<div class=\"snippet\"><strong>\(snippet)</strong></div>"
            }
            return outcome
        }
    }

    @Test func aSnippetIsTextAndALinkedHTMLResource() async throws {
        let client = TestClient(backend: DrawingKitchen())
        await client.initialize()
        let response = await client.call(
            "tools/call", ["name": "ScheduleDeliveryIntent", "arguments": ["date": "2026-12-01T10:00:00Z"]])
        let content = try #require(response[path: "result", "content"]?.arrayValue)
        #expect(content[1] == ["type": "text", "text": "[Delivery card: 2026-12-01T10:00:00Z]"])
        let link = try #require(content.last)
        #expect(link["type"] == "resource_link")
        #expect(link["mimeType"] == "text/html;profile=mcp-app")
        let uri = try #require(link["uri"]?.stringValue)
        #expect(uri.hasPrefix("ui://kitchen/snippet/"))
        #expect(uri.count == "ui://kitchen/snippet/".count + 16)
        #expect(response[path: "result", "_meta", "ui", "resourceUri"] == .string(uri))

        let read = await client.call("resources/read", ["uri": .string(uri)])
        let page = try #require(read[path: "result", "contents", 0])
        #expect(page["mimeType"] == "text/html;profile=mcp-app")
        #expect(page["uri"] == .string(uri))
        let html = try #require(page["text"]?.stringValue)
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("<title>Schedule Delivery</title>"))
        #expect(html.contains("<div class=\"snippet\"><strong>[Delivery card: 2026-12-01T10:00:00Z]</strong></div>"))
        await client.close()
    }

    @Test func theSameSnippetKeepsItsAddressAndAnUnknownOneIsNotFound() async throws {
        let client = TestClient(backend: DrawingKitchen())
        await client.initialize()
        let arguments: MCPJSON = ["name": "ScheduleDeliveryIntent", "arguments": ["date": "2026-12-01T10:00:00Z"]]
        let first = await client.call("tools/call", arguments)
        let second = await client.call("tools/call", arguments)
        let other = await client.call(
            "tools/call", ["name": "ScheduleDeliveryIntent", "arguments": ["date": "2026-12-02T10:00:00Z"]])
        let uri = first[path: "result", "_meta", "ui", "resourceUri"]
        #expect(uri != nil)
        #expect(second[path: "result", "_meta", "ui", "resourceUri"] == uri)
        #expect(other[path: "result", "_meta", "ui", "resourceUri"] != uri)
        let missing = await client.call("resources/read", ["uri": "ui://kitchen/snippet/0000000000000000"])
        #expect(missing[path: "error", "code"] == .int(-32002))
        await client.close()
    }

    /// Resource links came with 2025-06-18: an older revision's result keeps the snippet's text.
    @Test(arguments: ["2024-11-05", "2025-03-26"]) func anOlderRevisionGetsNoLink(_ version: String) async throws {
        let client = TestClient(backend: DrawingKitchen())
        await client.initialize(version)
        let response = await client.call(
            "tools/call", ["name": "ScheduleDeliveryIntent", "arguments": ["date": "2026-12-01T10:00:00Z"]])
        let content = try #require(response[path: "result", "content"]?.arrayValue)
        #expect(content.last == ["type": "text", "text": "[Delivery card: 2026-12-01T10:00:00Z]"])
        #expect(!content.contains { $0["type"] == "resource_link" })
        #expect(response[path: "result", "_meta"] == nil)
        await client.close()
    }

    @Test func aResultWithoutSnippetLinksNothing() async throws {
        let client = TestClient(backend: DrawingKitchen())
        await client.initialize()
        let response = await client.call("tools/call", ["name": "OrderSoupIntent", "arguments": ["soup": "tomato"]])
        #expect(response[path: "result", "isError"] == false)
        #expect(response[path: "result", "_meta"] == nil)
        let content = response[path: "result", "content"]?.arrayValue ?? []
        #expect(!content.contains { $0["type"] == "resource_link" })
        await client.close()
    }

    @Test func aDeclaredAssistantSchemaIsTheToolsMeta() async throws {
        let client = TestClient(backend: DrawingKitchen())
        await client.initialize()
        let tools = await client.call("tools/list")[path: "result", "tools"]?.arrayValue ?? []
        let order = try #require(tools.first { $0["name"] == "OrderSoupIntent" })
        #expect(order["_meta"] == ["assistantSchema": "system.search"])
        let cancel = try #require(tools.first { $0["name"] == "CancelOrderIntent" })
        #expect(cancel["_meta"] == nil)
        await client.close()
    }
}
