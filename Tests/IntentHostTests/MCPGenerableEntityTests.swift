import AppIntents
import Foundation
import IntentMCP
import Testing

@testable import IntentHost

/// A generable entity over MCP: the tool's schema is an object of its properties, each with the
/// description the model fills it in by, and a call gives one as that object.
@Suite(.ownThreads) struct MCPGenerableEntityTests {
    @AppEntity(.generable)
    struct RouteEntity: TransientAppEntity {
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Route" }
        @Property(title: "Start", description: "Where the walk begins") var start: String
        @Property(title: "Kilometres", description: "How far to walk") var kilometres: Double?
        @Property(title: "Secret", visibility: .internal) var secret: String = "s"
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(start)") }
        init() {}
    }

    struct PlanWalkIntent: AppIntent {
        static let title: LocalizedStringResource = "Plan Walk"
        @Parameter(title: "Route") var route: RouteEntity
        func perform() async throws -> some IntentResult & ProvidesDialog {
            .result(dialog: "Walking \(route.kilometres ?? 5) km from \(route.start)")
        }
    }

    static let app = IntentApp(name: "Walks", intents: [PlanWalkIntent.self], entities: [RouteEntity.self])

    @Test func theSchemaIsAnObjectOfTheDescribedProperties() async throws {
        let listed = try await MCPAttachmentTests.result(of: "tools/list", [:], app: Self.app)
        let tool = try #require(listed?["tools"]?.arrayValue?.first { $0["name"] == "PlanWalkIntent" })
        let route = try #require(tool["inputSchema"]?["properties"]?["route"])
        #expect(route["type"] == "object")
        #expect(route["properties"]?["start"]?["description"] == "Where the walk begins")
        #expect(route["properties"]?["kilometres"]?["type"] == "number")
        #expect(route["properties"]?["secret"] == nil)
        #expect(route["required"] == ["start"])
        #expect(route["additionalProperties"] == false)
    }

    @Test func describeSaysWhatObjectToGive() async throws {
        let metadata = try await Catalog.build(Self.app).metadata
        let text = ActionText(action: try #require(metadata.actions["PlanWalkIntent"]), metadata: metadata)
        #expect(
            text.details(try #require(text.action.parameter(named: "route"))).hasPrefix(
                "RouteEntity (a JSON object of start, kilometres), required"))
    }

    @Test func aCallGivesTheObjectAndABadOneIsRefusedBeforeTheRun() async throws {
        let called = try await MCPAttachmentTests.result(
            of: "tools/call",
            ["name": "PlanWalkIntent", "arguments": ["route": ["start": "Harbour", "kilometres": 3.5]]], app: Self.app)
        #expect(called?["isError"] == false, "\(String(describing: called))")
        let text = called?["content"]?.arrayValue?.compactMap { $0["text"]?.stringValue }.joined() ?? ""
        #expect(text.contains("Walking 3.5 km from Harbour"), "\(text)")
        for (route, problem) in [
            (MCPJSON.string("Harbour"), "expected a RouteEntity as an object of its properties, got string"),
            (["start": "Harbour", "secret": "x"], "RouteEntity has no property 'secret' to fill in"),
            (["start": 7], "start: expected a string"),
        ] {
            let refused = try await MCPAttachmentTests.result(
                of: "tools/call", ["name": "PlanWalkIntent", "arguments": ["route": route]], app: Self.app)
            #expect(refused?["isError"] == true)
            let message = refused?["content"]?.arrayValue?.compactMap { $0["text"]?.stringValue }.joined() ?? ""
            #expect(message.contains(problem), "\(message)")
        }
    }
}
