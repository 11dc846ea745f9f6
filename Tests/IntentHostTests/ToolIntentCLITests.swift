import AppIntentsMetadata
import Foundation
import KettleKit
import Testing

@testable import IntentHost

/// `describe` and `intents` say which intents are tools (`ToolIntent`, iOS 27.3), on Kettle, whose
/// `BrewTeaIntent` is one by `@AppIntent(.tool)` and `BoilWaterIntent` by conformance.
@Suite struct ToolIntentCLITests {
    static func metadata() async throws -> ActionsData {
        try await Catalog.build(kettleApp).metadata
    }

    @Test func describeSaysAnIntentIsATool() async throws {
        let metadata = try await Self.metadata()
        let brew = ActionText(action: try #require(metadata.actions["BrewTeaIntent"]), metadata: metadata)
        #expect(
            brew.body.contains(
                "Tool: Siri may call it while handling a request (ToolIntent); MCP names it to agents first"))
        #expect(brew.json["toolIntent"] == .bool(true))
        let fill = ActionText(action: try #require(metadata.actions["FillPotIntent"]), metadata: metadata)
        #expect(!fill.body.contains { $0.hasPrefix("Tool:") })
        #expect(fill.json["toolIntent"] == .bool(false))
    }

    @Test func intentsListsWhichAreTools() async throws {
        let metadata = try await Self.metadata()
        let listed = metadata.sortedActions.filter { action in
            IntentsCommand.listing(action, metadata: metadata)["toolIntent"] == .bool(true)
        }
        #expect(listed.map(\.identifier) == ["BoilWaterIntent", "BrewTeaIntent"])
    }
}
