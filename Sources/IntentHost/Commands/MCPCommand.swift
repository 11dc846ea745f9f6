import Foundation
import IntentMCP

/// `APP mcp`: the app's intents as an MCP server over standard input and output.
enum MCPCommand: HostCommand {
    static let name = "mcp"
    static let abstract = "Serve the intents to AI agents over MCP (stdio)."
    static let arguments = "[--grant-authentication] [--frame-limit BYTES] [--pending-limit N]"
    static let discussion = """
        Speaks the Model Context Protocol (revisions 2025-06-18, 2025-11-25 and 2026-07-28) as
        newline-delimited JSON-RPC on standard input and output. Every discoverable intent is a
        tool; entity queries give completions and resources; prompts become elicitation.
        Intents that require authentication are refused unless --grant-authentication is given
        (or the global --authenticated).
        """
    static let options = [
        OptionSpec("grant-authentication", .flag, help: "Let intents that require authentication run."),
        OptionSpec("frame-limit", .value(placeholder: "BYTES"), help: "The largest message accepted (default 4 MiB)."),
        OptionSpec("pending-limit", .value(placeholder: "N"), help: "Requests in flight at once (default 64)."),
    ]

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let parsed = try parse(arguments)
        _ = try positionals(parsed, [], program: context.program)
        var options = MCPServerOptions(
            grantsAuthentication: parsed.has("grant-authentication") || context.options.authenticated)
        if let text = try parsed.value("frame-limit") {
            guard let value = Int(text), value >= 1024 else {
                throw HostError(
                    .usage, "--frame-limit takes a number of bytes of at least 1024, got '\(text.clipped)'", given: text
                )
            }
            options.frameLimit = value
        }
        if let text = try parsed.value("pending-limit") {
            guard let value = Int(text), value >= 1 else {
                throw HostError(.usage, "--pending-limit takes a positive number, got '\(text.clipped)'", given: text)
            }
            options.pendingLimit = value
        }
        let backend = HostMCPBackend(
            executor: try await context.executor(),
            appInfo: MCPAppInfo(
                name: context.app.name, version: context.app.version, description: context.app.description),
            renderer: SnippetRenderer(width: 80))
        await StdioTransport.serve(MCPServer(backend: backend, options: options))
        return .success
    }
}
