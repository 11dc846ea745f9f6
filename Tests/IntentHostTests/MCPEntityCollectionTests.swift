import AppIntents
import Foundation
import IntentMCP
import Testing

@testable import IntentHost

/// An `EntityCollection` parameter over MCP: an array of identifier strings in the tool's
/// schema, taken in a call without asking the entity's query, and returned as an array of
/// entities, each by its identifier where it was not looked up.
@Suite(.ownThreads, .serialized) struct MCPEntityCollectionTests {
    /// What `entities(for:)` was asked.
    final class Asked: @unchecked Sendable {
        private let lock = NSLock()
        private var calls: [[String]] = []
        func record(_ identifiers: [String]) { lock.withLock { calls.append(identifiers) } }
        func take() -> [[String]] {
            lock.withLock {
                defer { calls = [] }
                return calls
            }
        }
        static let shared = Asked()
    }

    struct BellEntity: AppEntity {
        static let defaultQuery = BellQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Bell" }
        var id: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id.capitalized)") }
    }

    struct BellQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [BellEntity] {
            Asked.shared.record(identifiers)
            return identifiers.map { BellEntity(id: $0) }
        }
    }

    struct MuteBellsIntent: AppIntent {
        static let title: LocalizedStringResource = "Mute Bells"
        @Parameter(title: "Bells") var bells: EntityCollection<BellEntity>
        func perform() async throws -> some IntentResult & ReturnsValue<EntityCollection<BellEntity>> {
            .result(value: bells)
        }
    }

    static let app = IntentApp(name: "Bells", intents: [MuteBellsIntent.self], entities: [BellEntity.self])

    @Test func aCollectionIsAnArrayOfIdentifierStringsThatNoQueryIsAskedAbout() async throws {
        _ = Asked.shared.take()
        let listed = try await MCPAttachmentTests.result(of: "tools/list", [:], app: Self.app)
        let tool = try #require(listed?["tools"]?.arrayValue?.first { $0["name"] == "MuteBellsIntent" })
        let bells = try #require(tool["inputSchema"]?["properties"]?["bells"])
        #expect(bells["type"] == "array")
        #expect(bells["items"]?["type"] == "string")
        #expect(tool["inputSchema"]?["required"] == ["bells"])
        // A result's entities are objects that need only their `id`.
        #expect(tool["outputSchema"]?["properties"]?["result"]?["items"]?["required"] == ["id"])

        let called = try await MCPAttachmentTests.result(
            of: "tools/call", ["name": "MuteBellsIntent", "arguments": ["bells": ["tenor", "treble", "tenor"]]],
            app: Self.app)
        #expect(called?["isError"] == false, "\(String(describing: called))")
        #expect(called?["structuredContent"]?["result"] == [["id": "tenor"], ["id": "treble"], ["id": "tenor"]])
        #expect(Asked.shared.take().isEmpty)
    }

    @Test func anElementThatIsNotAnIdentifierIsRefusedByPosition() async throws {
        let called = try await MCPAttachmentTests.result(
            of: "tools/call", ["name": "MuteBellsIntent", "arguments": ["bells": ["tenor", ["name": "bass"]]]],
            app: Self.app)
        #expect(called?["isError"] == true)
        // Checked against the schema before the intent is looked at: the element, and what it should be.
        let text = called?["content"]?.arrayValue?.first?["text"]?.stringValue ?? ""
        #expect(
            text == "argument 'bells': element 1: expected a BellEntity identifier or title (string), got object",
            "\(text)")
    }
}

/// The same parameter on the command line: the list forms an entity list takes (a repeated option,
/// commas), and no query asked.
@Suite(.serialized) struct CLIEntityCollectionTests {
    @Test func aRepeatedOptionAndACommaListGiveTheIdentifiers() async throws {
        _ = MCPEntityCollectionTests.Asked.shared.take()
        let catalog = try await Catalog.build(MCPEntityCollectionTests.app)
        let action = try catalog.action("MuteBellsIntent")
        let parsed = try RunCommand.parseParameters(["--bells", "tenor", "--bells=treble, bass"], of: action)
        let inputs = try RunCommand.inputs(parsed, action: action)
        #expect(inputs == ["bells": .text("tenor,treble, bass")])
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(intent: "MuteBellsIntent", inputs: inputs), interaction: NonInteractive(confirmAll: false))
        #expect(outcome.valueText == "tenor, treble, bass")
        #expect(MCPEntityCollectionTests.Asked.shared.take().isEmpty)
    }
}
