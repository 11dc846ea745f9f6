import AppIntentsMetadata
import Testing

@testable import IntentMCP

/// What the MCP server does with an app's tool intents (`ToolIntent`, iOS 27.3): every intent is
/// still a tool of the server; those the app offers Siri's model are marked and named first.
@Suite struct ToolIntentMCPTests {
    /// The kitchen's metadata with `OrderSoupIntent` and `CancelOrderIntent` made tool intents.
    static func metadata(tools: [String] = ["OrderSoupIntent", "CancelOrderIntent"]) -> ActionsData {
        var metadata = KitchenBackend.makeMetadata()
        for name in tools { metadata.actions[name]?.visibilityMetadata.isToolIntent = true }
        return metadata
    }

    @Test func aToolIntentIsMarkedInItsToolsMeta() throws {
        let catalog = ToolCatalog(metadata: Self.metadata())
        let order = try #require(catalog.action(named: "OrderSoupIntent"))
        #expect(catalog.tool(for: order)[path: "_meta", "toolIntent"] == true)
        let complete = try #require(catalog.action(named: "CompleteTaskIntent"))
        #expect(catalog.tool(for: complete)[path: "_meta", "toolIntent"] == nil)
    }

    /// Hiding the others would break the agents that call them today: the app's tool intents are
    /// its advice on what a model should call, not a limit on what an agent may.
    @Test func everyDiscoverableIntentStaysATool() {
        let plain = ToolCatalog(metadata: KitchenBackend.makeMetadata())
        let marked = ToolCatalog(metadata: Self.metadata())
        #expect(marked.tools.map { $0["name"] } == plain.tools.map { $0["name"] })
        #expect(marked.tools.count == plain.tools.count)
    }

    @Test func theInstructionsNameTheToolIntentsFirst() {
        let app = MCPAppInfo(name: "Kitchen", version: "1", description: "Soups to order")
        let lines = Instructions.text(app: app, catalog: ToolCatalog(metadata: Self.metadata()))
            .split(separator: "\n").map(String.init)
        #expect(lines.first == "Kitchen: Soups to order. Each tool is one of the app's intents.")
        #expect(
            lines.dropFirst().first
                == "The app's tool intents, which it offers Siri to call while handling a request: CancelOrderIntent, OrderSoupIntent. Prefer them for what a person asks in one sentence; the other tools work too."
        )
    }

    @Test func anAppWithoutToolIntentsKeepsItsInstructions() {
        let app = MCPAppInfo(name: "Kitchen", version: "1")
        let text = Instructions.text(app: app, catalog: ToolCatalog(metadata: Self.metadata(tools: [])))
        #expect(!text.contains("tool intents"))
    }

    /// A tool intent the app hides (`isDiscoverable = false`) is no tool of the server, and so not
    /// named either (the reviewer's `tool-not-discoverable` reports it).
    @Test func aHiddenToolIntentIsNeitherListedNorNamed() {
        var metadata = Self.metadata(tools: ["OrderSoupIntent"])
        metadata.actions["OrderSoupIntent"]?.isDiscoverable = false
        let catalog = ToolCatalog(metadata: metadata)
        #expect(catalog.action(named: "OrderSoupIntent") == nil)
        let text = Instructions.text(app: MCPAppInfo(name: "Kitchen", version: "1"), catalog: catalog)
        #expect(!text.contains("tool intents"))
    }

    /// The `tools/list` entries, for clients with elicitation and without, carry the mark.
    @Test func theListedToolsCarryTheMark() {
        let catalog = ToolCatalog(metadata: Self.metadata())
        for confirming in [false, true] {
            let marked = catalog.tools(confirmingByArgument: confirming)
                .filter { $0[path: "_meta", "toolIntent"] == true }.compactMap { $0["name"]?.stringValue }
            #expect(marked.sorted() == ["CancelOrderIntent", "OrderSoupIntent"])
        }
    }
}
