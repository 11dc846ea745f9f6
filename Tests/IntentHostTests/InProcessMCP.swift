import AppIntents
import Foundation
import IntentMCP
import Testing

@testable import IntentHost

/// One connection to a fresh server of an app in this process, over the in-memory transport,
/// initialized as a 2025-11-25 client without elicitation.
enum InProcessMCP {
    /// Runs `body` on the connection; `ask(method, params)` sends a request and gives its
    /// result (`nil`, recorded as an issue, when the answer is an error).
    static func session(
        app: IntentApp, options: MCPServerOptions = .init(),
        _ body: (_ ask: (String, MCPJSON) async throws -> MCPJSON?) async throws -> Void
    ) async throws {
        let backend = HostMCPBackend(
            executor: Executor(catalog: try await Catalog.build(app)),
            appInfo: MCPAppInfo(name: app.name, version: "1"), renderer: SnippetRenderer(width: 80))
        let (end, transport) = InMemoryTransport.pair()
        let server = Task { await MCPServer(backend: backend, options: options).run(on: transport) }
        var messages = end.messages.makeAsyncIterator()
        var next = 0
        func ask(_ method: String, _ params: MCPJSON) async throws -> MCPJSON? {
            next += 1
            end.send(["jsonrpc": "2.0", "id": .int(next), "method": .string(method), "params": params])
            while let bytes = await messages.next() {
                let message = try JSONParser.parse(bytes)
                guard message["id"] == .int(next) else { continue }
                #expect(message["result"] != nil, "\(message)")
                return message["result"]
            }
            throw CancellationError()
        }
        _ = try await ask(
            "initialize",
            ["protocolVersion": "2025-11-25", "capabilities": [:], "clientInfo": ["name": "t", "version": "1"]])
        try await body(ask)
        end.close()
        await server.value
    }
}
