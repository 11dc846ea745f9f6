import AppIntents
import Foundation
import IntentMCP
import Testing

@testable import IntentHost

/// iOS 27.3's card snippets over MCP: an entity a tool returns comes with its card, as text and
/// as a `ui://` page the client can read, the way a snippet view does.
@Suite(.ownThreads) struct MCPCardSnippetTests {
    struct TicketEntity: SnippetRepresentableEntity {
        static let defaultQuery = TicketQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Ticket" }
        var id: String
        var displayRepresentation: DisplayRepresentation { "Ticket \(id)" }
        var snippet: some EntitySnippetContent<Self> {
            CardSnippet(supportedFamilies: [.standard]) { ticket, _ in
                VStack {
                    Text("Ticket \(ticket.id)").bold()
                    Text("Printer on floor 3 is jammed")
                }
            }
        }
    }

    struct TicketQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [TicketEntity] { identifiers.map(TicketEntity.init) }
    }

    struct OpenTicketIntent: AppIntent {
        static let title: LocalizedStringResource = "Open Ticket"
        func perform() async throws -> some IntentResult & ReturnsValue<TicketEntity> {
            .result(value: TicketEntity(id: "T-17"))
        }
    }

    @Test func aReturnedEntitysCardIsTextAndAPage() async throws {
        let app = IntentApp(name: "Helpdesk", intents: [OpenTicketIntent.self], entities: [TicketEntity.self])
        try await InProcessMCP.session(app: app) { ask in
            let result = try #require(try await ask("tools/call", ["name": "OpenTicketIntent", "arguments": [:]]))
            #expect(result["isError"] == false, "\(result)")
            let content = try #require(result["content"]?.arrayValue)
            let texts = content.compactMap { $0["text"]?.stringValue }.joined(separator: "\n")
            #expect(texts.contains("Ticket T-17\nPrinter on floor 3 is jammed"), "\(texts)")
            let link = try #require(content.first { $0["type"] == "resource_link" }, "\(content)")
            let uri = try #require(link["uri"]?.stringValue)
            #expect(uri.hasPrefix("ui://helpdesk/snippet/"))
            let page = try #require(try await ask("resources/read", ["uri": .string(uri)]))
            let html = try #require(page["contents"]?.arrayValue?.first?["text"]?.stringValue)
            #expect(html.contains("<strong>Ticket T-17</strong>"), "\(html)")
            #expect(html.contains("Printer on floor 3 is jammed"))
        }
    }
}
