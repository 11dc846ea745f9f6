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
        let backend = HostMCPBackend(
            executor: Executor(catalog: try await Catalog.build(app)),
            appInfo: MCPAppInfo(name: app.name, version: "1"), renderer: SnippetRenderer(width: 80))
        let (end, transport) = InMemoryTransport.pair()
        let server = Task { await MCPServer(backend: backend).run(on: transport) }
        var messages = end.messages.makeAsyncIterator()
        func ask(_ id: Int, _ method: String, _ params: MCPJSON) async throws -> MCPJSON {
            end.send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
            while let bytes = await messages.next() {
                let message = try JSONParser.parse(bytes)
                if message["id"] == .int(id) { return try #require(message["result"], "\(message)") }
            }
            throw CancellationError()
        }
        _ = try await ask(
            0, "initialize",
            ["protocolVersion": "2025-11-25", "capabilities": [:], "clientInfo": ["name": "t", "version": "1"]])
        let result = try await ask(1, "tools/call", ["name": "OpenTicketIntent", "arguments": [:]])
        #expect(result["isError"] == false, "\(result)")
        let content = try #require(result["content"]?.arrayValue)
        let texts = content.compactMap { $0["text"]?.stringValue }.joined(separator: "\n")
        #expect(texts.contains("Ticket T-17\nPrinter on floor 3 is jammed"), "\(texts)")
        let link = try #require(content.first { $0["type"] == "resource_link" }, "\(content)")
        let uri = try #require(link["uri"]?.stringValue)
        #expect(uri.hasPrefix("ui://helpdesk/snippet/"))
        let page = try await ask(2, "resources/read", ["uri": .string(uri)])
        let html = try #require(page["contents"]?.arrayValue?.first?["text"]?.stringValue)
        #expect(html.contains("<strong>Ticket T-17</strong>"), "\(html)")
        #expect(html.contains("Printer on floor 3 is jammed"))
        end.close()
        await server.value
    }
}
