import AppIntentsMetadata
import Testing

@testable import IntentMCP

@Suite struct ToolListTests {
    private func tools() async -> [String: MCPJSON] {
        let client = TestClient()
        await client.initialize()
        let response = await client.call("tools/list")
        await client.close()
        let list = response[path: "result", "tools"]?.arrayValue ?? []
        return Dictionary(uniqueKeysWithValues: list.map { ($0["name"]?.stringValue ?? "", $0) })
    }

    @Test func oneToolPerDiscoverableIntent() async {
        let tools = await tools()
        #expect(
            tools.keys.sorted() == [
                "CancelOrderIntent", "ClearOrderHistoryIntent", "CompleteTaskIntent", "OrderSoupIntent",
                "PickGarnishIntent", "PlanMenuIntent", "ScheduleDeliveryIntent", "SimmerStockIntent",
            ])
    }

    @Test func orderSoupSchemaComesFromItsParameters() async throws {
        let tool = try #require(await tools()["OrderSoupIntent"])
        #expect(tool["title"] == "Order Soup")
        #expect(tool["description"]?.stringValue?.hasPrefix("Orders soup from the menu.") == true)
        let schema = try #require(tool["inputSchema"])
        #expect(schema["type"] == "object")
        #expect(schema["required"] == ["soup"])
        #expect(schema[path: "properties", "soup", "type"] == "string")
        #expect(schema[path: "properties", "soup", "description"]?.stringValue?.contains("Soup (SoupEntity)") == true)
        #expect(
            schema[path: "properties", "quantity"] == [
                "type": "integer", "title": "Quantity", "minimum": 1, "maximum": 20, "default": 1,
            ])
        #expect(schema[path: "properties", "size", "enum"] == ["small", "medium", "large"])
        #expect(schema[path: "properties", "size", "oneOf", 2] == ["const": "large", "title": "Large"])
        #expect(schema[path: "properties", "size", "default"] == "medium")
        #expect(
            tool["outputSchema"] == [
                "type": "object", "properties": ["result": ["type": "string"]], "required": ["result"],
            ])
        #expect(tool[path: "annotations", "destructiveHint"] == false)
    }

    @Test func primitiveTypesMapToJSONSchemaFormats() async throws {
        let schema = try #require(await tools()["ScheduleDeliveryIntent"]?["inputSchema"])
        #expect(schema[path: "properties", "date", "format"] == "date-time")
        #expect(schema[path: "properties", "website", "format"] == "uri")
        #expect(schema[path: "properties", "tip", "type"] == "number")
        #expect(schema[path: "properties", "contactless", "default"] == true)
        #expect(schema[path: "properties", "sizes", "type"] == "array")
        #expect(schema[path: "properties", "sizes", "items", "enum"] == ["small", "medium", "large"])
        #expect(schema["required"] == ["date"])
    }

    @Test func confirmationAndDeleteIntentsAreDestructive() async {
        let tools = await tools()
        #expect(tools["CancelOrderIntent"]?[path: "annotations", "destructiveHint"] == true)
        #expect(tools["ClearOrderHistoryIntent"]?[path: "annotations", "destructiveHint"] == true)
        #expect(tools["SimmerStockIntent"]?[path: "annotations", "destructiveHint"] == false)
    }

    @Test func authenticatedIntentsSayTheyAreRefused() async {
        let tools = await tools()
        #expect(
            tools["ClearOrderHistoryIntent"]?["description"]?.stringValue?.contains("Requires authentication") == true)
        #expect(tools["OrderSoupIntent"]?["description"]?.stringValue?.contains("Requires authentication") == false)
    }

    @Test func enumOutputIsAnEnumSchema() async {
        let output = await tools()["PickGarnishIntent"]?["outputSchema"]
        #expect(output?[path: "properties", "result", "enum"] == ["small", "medium", "large"])
    }
}
