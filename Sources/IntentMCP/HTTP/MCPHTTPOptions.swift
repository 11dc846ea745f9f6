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
    /// The endpoint's URL as clients reach it, when a reverse proxy stands in front
    /// (`https://mcp.example.com/mcp`): its host is accepted in `Host`, and the protected-resource
    /// metadata names it. `nil`: the address the server listens on.
    package var publicURL: PublicURL?
    /// Serve HTTPS with this key and certificate (`--tls-key`, `--tls-cert`); `nil`: plain HTTP,
    /// for loopback or behind a proxy that ends TLS.
    package var tls: HTTPServer.TLS?
    /// Authorization servers named in the protected-resource metadata.
    package var authorizationServers: [String]
    /// Checks JWT access tokens those servers issue (`--jwks`); `nil`: only `tokens` are accepted.
    package var accessTokens: AccessTokenVerifier?
    /// Asks an authorization server about opaque access tokens (`--token-introspection`).
    package var introspection: TokenIntrospector?
    /// Whether OAuth access tokens are checked (so a client can sign in).
    package var checksAccessTokens: Bool { accessTokens != nil || introspection != nil }
    /// Refuse every request without a valid token (HTTP 401 with `WWW-Authenticate`, which is
    /// what starts an OAuth client's sign-in), instead of serving it as the anonymous caller.
    package var requireToken = false
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

    /// An endpoint's public URL, split as the server needs it.
    package struct PublicURL: Sendable, Hashable {
        /// `https://mcp.example.com` (scheme and authority, no path).
        package var origin: String
        /// `mcp.example.com`, lowercased, without the port: what a `Host` header must name.
        package var hostName: String
        /// `/mcp`.
        package var path: String

        /// `nil` unless `text` is an absolute `http` or `https` URL with a host, and no query or
        /// fragment.
        package init?(_ text: String) {
            guard let schemeEnd = text.range(of: "://") else { return nil }
            let scheme = text[..<schemeEnd.lowerBound].lowercased()
            guard scheme == "http" || scheme == "https" else { return nil }
            let rest = text[schemeEnd.upperBound...]
            guard !rest.contains("?"), !rest.contains("#"), !rest.contains(where: \.isWhitespace) else { return nil }
            let authority = String(rest.prefix { $0 != "/" })
            let name = authorityHost(authority)
            // What follows the host: nothing, or a port.
            let port = authority.dropFirst(name.count)
            guard !name.isEmpty, !name.contains("@"),
                port.isEmpty || (port.first == ":" && UInt16(port.dropFirst()) != nil)
            else { return nil }
            let path = rest.dropFirst(authority.count)
            self.origin = "\(scheme)://\(authority)"
            self.hostName = name.lowercased()
            self.path = path.isEmpty ? "/" : String(path)
        }
    }

    /// The endpoint's URL at the address the server listens on, `port` being the one it listens
    /// on (the one given, or the free one it got for 0): `http://127.0.0.1:8765/mcp`, or
    /// `https://…` with TLS.
    package func listeningURL(port: UInt16) -> String { listeningOrigin(port: port) + path }

    /// `listeningURL(port:)` without the path.
    package func listeningOrigin(port: UInt16) -> String {
        let host = host.contains(":") ? "[\(host)]" : host
        return "\(tls == nil ? "http" : "https")://\(host):\(port)"
    }

    /// Whether `host` is a loopback address.
    package var isLoopback: Bool {
        host == "::1" || host.hasPrefix("127.")
    }
}
