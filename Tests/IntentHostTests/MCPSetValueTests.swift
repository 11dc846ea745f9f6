import AppIntents
import Foundation
import IntentMCP
import Testing

@testable import IntentHost

/// A `Set` parameter over MCP: an array of its element type in the tool's schema, and an array in
/// and out of a call, a value given twice counted once.
@Suite(.ownThreads) struct MCPSetValueTests {
    enum Repeat: String, AppEnum {
        case off, one, all
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Repeat" }
        static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.off: "Off", .one: "One", .all: "All"]
    }

    struct RepeatModesIntent: AppIntent {
        static let title: LocalizedStringResource = "Repeat Modes"
        @Parameter(title: "Modes") var modes: Set<Repeat>
        func perform() async throws -> some IntentResult & ReturnsValue<Set<Repeat>> { .result(value: modes) }
    }

    static let app = IntentApp(name: "Modes", intents: [RepeatModesIntent.self], enums: [Repeat.self])

    @Test func aSetIsAnArrayOfItsElementsInTheSchemaAndInACall() async throws {
        let listed = try await MCPAttachmentTests.result(of: "tools/list", [:], app: Self.app)
        let tool = try #require(listed?["tools"]?.arrayValue?.first { $0["name"] == "RepeatModesIntent" })
        let modes = try #require(tool["inputSchema"]?["properties"]?["modes"])
        #expect(modes["type"] == "array")
        #expect(modes["items"]?["enum"] == ["off", "one", "all"])
        let called = try await MCPAttachmentTests.result(
            of: "tools/call", ["name": "RepeatModesIntent", "arguments": ["modes": ["all", "off", "all"]]],
            app: Self.app)
        #expect(called?["isError"] == false, "\(String(describing: called))")
        #expect(called?["structuredContent"]?["result"] == ["off", "all"])
    }
}
