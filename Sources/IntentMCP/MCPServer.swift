import AppIntentsMetadata

/// An MCP server that offers an app's intents as tools, its entities as resources and its
/// parameters' values as completions, all derived from the app's metadata.
///
/// It speaks the 2025-06-18 and 2025-11-25 revisions (the `initialize` handshake, questions as
/// server-initiated `elicitation/create` requests), 2024-11-05 and 2025-03-26 the same way without
/// questions or resource links, and 2026-07-28 (`server/discover`, the per-request `_meta`
/// envelope, questions as `input_required` results answered by a repeated call). See docs/MCP.md.
///
/// ```swift
/// let server = MCPServer(backend: backend)
/// await StdioTransport.serve(server)
/// ```
package struct MCPServer: Sendable {
    /// What never changes, in one object: every connection (over HTTP, every request) keeps a
    /// copy of the server, which then retains one reference rather than each member's.
    private final class ServerParts: Sendable {
        let backend: any MCPBackend
        let options: MCPServerOptions
        let catalog: ToolCatalog
        let signer: RequestStateSigner
        let instructions: String
        let serverInfo: MCPJSON
        /// `serverInfo` serialized, as a 2026-07-28 tool result carries it.
        let serverInfoBytes: [UInt8]

        init(backend: any MCPBackend, options: MCPServerOptions, signer: RequestStateSigner) {
            self.backend = backend
            self.options = options
            self.catalog = ToolCatalog(metadata: backend.metadata, summaryBranches: backend.summaryBranches)
            self.signer = signer
            self.instructions = options.instructions ?? Instructions.text(app: backend.app, catalog: catalog)
            self.serverInfo = ["name": .string(backend.app.name), "version": .string(backend.app.version)]
            self.serverInfoBytes = serverInfo.serialized
        }
    }

    private let parts: ServerParts

    /// The runtime behind the server.
    package var backend: any MCPBackend { parts.backend }
    /// How the server runs.
    package var options: MCPServerOptions { parts.options }
    /// The tools, derived once from the backend's metadata.
    package var catalog: ToolCatalog { parts.catalog }
    var signer: RequestStateSigner { parts.signer }
    /// `instructions`: the options' text, else derived from the app and its App Shortcuts.
    var instructions: String { parts.instructions }

    /// Creates a server for `backend`.
    package init(backend: any MCPBackend, options: MCPServerOptions = .init()) {
        self.init(
            backend: backend, options: options, signer: options.stateKey.map(RequestStateSigner.init(key:)) ?? .init())
    }

    init(backend: any MCPBackend, options: MCPServerOptions, signer: RequestStateSigner) {
        parts = ServerParts(backend: backend, options: options, signer: signer)
    }

    /// Serves one connection until the client closes its side, then waits for the requests still
    /// running and closes the transport.
    package func run(on transport: some MCPTransport) async {
        let connection = Connection(server: self, transport: transport)
        await connection.serve()
    }

    /// `serverInfo`.
    var serverInfo: MCPJSON { parts.serverInfo }
    /// `serverInfo` serialized.
    var serverInfoBytes: [UInt8] { parts.serverInfoBytes }

    /// The server's capabilities.
    var capabilities: MCPJSON {
        [
            "tools": ["listChanged": false],
            "resources": ["subscribe": false, "listChanged": false],
            "prompts": ["listChanged": false],
            "completions": [:],
        ]
    }
}
