/// How the Streamable HTTP endpoint runs: where it listens, who may call it, and its limits.
package struct MCPHTTPOptions: Sendable {
    /// The address to listen on: an IP literal, loopback by default.
    package var host: String
    /// The port; 0 picks a free one.
    package var port: UInt16
    /// The MCP endpoint's path.
    package var path: String
    /// Bearer tokens that grant the authenticated caller (`--token-file`). A request without
    /// `Authorization` is anonymous: intents that need authentication are refused, as on stdio.
    package var tokens: [String]
    /// Origins allowed besides the loopback ones (when listening on loopback).
    package var allowedOrigins: [String]
    /// Authorization servers named in the protected-resource metadata.
    package var authorizationServers: [String]
    /// The largest request body, in bytes.
    package var bodyLimit: Int
    /// Handshake sessions at once.
    package var sessionLimit: Int
    /// Seconds a session may stay unused before it can be dropped for a new one.
    package var sessionIdleSeconds: Double
    /// Requests being answered at once, over every session and the 2026-07-28 form.
    package var requestLimit: Int
    /// Seconds a connection may stay silent (bounds slow clients).
    package var connectionTimeout: UInt32
    /// Connections at once, and from one address.
    package var connectionLimit: UInt32
    package var connectionsPerAddress: UInt32

    package init(
        host: String = "127.0.0.1", port: UInt16 = 8765, path: String = "/mcp", tokens: [String] = [],
        allowedOrigins: [String] = [], authorizationServers: [String] = [], bodyLimit: Int = 4 << 20,
        sessionLimit: Int = 64, sessionIdleSeconds: Double = 600, requestLimit: Int = 128,
        connectionTimeout: UInt32 = 10, connectionLimit: UInt32 = 256, connectionsPerAddress: UInt32 = 128
    ) {
        self.host = host
        self.port = port
        self.path = path
        self.tokens = tokens
        self.allowedOrigins = allowedOrigins
        self.authorizationServers = authorizationServers
        self.bodyLimit = bodyLimit
        self.sessionLimit = sessionLimit
        self.sessionIdleSeconds = sessionIdleSeconds
        self.requestLimit = requestLimit
        self.connectionTimeout = connectionTimeout
        self.connectionLimit = connectionLimit
        self.connectionsPerAddress = connectionsPerAddress
    }

    /// Whether `host` is a loopback address.
    package var isLoopback: Bool {
        host == "::1" || host.hasPrefix("127.")
    }
}
