import Foundation
import IntentMCP
import IntentStore

/// `APP mcp`: the app's intents as an MCP server over standard input and output, or over
/// Streamable HTTP with `--http`.
enum MCPCommand: HostCommand {
    static let name = "mcp"
    static let abstract = "Serve the intents to AI agents over MCP (stdio, or Streamable HTTP with --http)."
    static let arguments =
        "[--http [HOST:]PORT [--token-file PATH] [--jwks URL|PATH|discover] [--token-introspection URL|discover --introspection-client ID --introspection-secret-file PATH] [--token-issuer ISSUER]… [--required-scope SCOPE]… [--require-token] [--tls-cert PATH --tls-key PATH [--tls-reload-interval SECONDS]] [--allow-origin ORIGIN]… [--state-key-file PATH]] [--grant-authentication] [--frame-limit BYTES] [--pending-limit N] [--idle-spin MICROSECONDS] [--client-config CLIENT]"
    static let discussion = """
        Speaks the Model Context Protocol (revisions 2025-06-18, 2025-11-25 and 2026-07-28) as
        newline-delimited JSON-RPC on standard input and output. Every discoverable intent is a
        tool; entity queries give completions and resources; prompts become elicitation.
        Intents that require authentication are refused unless --grant-authentication is given
        (or the global --authenticated).

        With --http the same server speaks MCP's Streamable HTTP transport at http://HOST:PORT/mcp
        (loopback unless HOST says otherwise; port 0 picks a free one, printed on standard output).
        A request with 'Authorization: Bearer TOKEN', TOKEN one of the lines of --token-file, is
        the authenticated caller; without one, intents that require authentication are refused.
        With --jwks, a JWT access token that an OAuth authorization server issued for this
        endpoint is accepted too: its signature is checked against the key set (a file, or the
        server's jwks_uri), its issuer against --token-issuer or --authorization-server, its
        audience against the endpoint's URL, its time window, and any --required-scope. With
        --token-introspection, an opaque token is checked by asking the authorization server
        (RFC 7662, as --introspection-client with the secret in --introspection-secret-file),
        and what it says must fit the same way. 'discover' in place of either URL reads it from
        the authorization server's metadata (RFC 8414, or OpenID Connect Discovery).
        --require-token refuses every request without a valid token (HTTP 401 with the
        WWW-Authenticate challenge that starts an OAuth client's sign-in).
        A page in a browser may call from a loopback origin or an --allow-origin (CORS); others
        are refused. With --tls-cert and --tls-key it serves HTTPS itself, and serves a renewed
        pair to new connections once the files change (they are checked every minute, or every
        --tls-reload-interval seconds); SIGHUP reads the token file, key set and certificate
        again at once (and forgets kept introspection answers) instead of ending the server;
        behind a reverse proxy on this machine (which ends TLS),
        --public-url names the URL clients use. Processes that
        serve one app behind a load balancer share --state-key-file (32 bytes or more), so a
        2026-07-28 client may send consecutive requests to any of them.

        --client-config CLIENT prints the settings that connect an agent to the server the other
        options describe, and exits: claude-desktop, cursor, vscode, windsurf, zed and gemini (JSON
        for their settings files), codex (TOML for its config.toml) or claude-code (its 'claude mcp
        add' command line). A client that reads the bearer token from its environment is told to
        read APP_MCP_TOKEN (the app's name in capitals).
        """
    static let options = [
        OptionSpec("grant-authentication", .flag, help: "Let intents that require authentication run."),
        OptionSpec(
            "frame-limit", .value(placeholder: "BYTES"),
            help: "The largest message (or HTTP body) accepted (default 4 MiB)."),
        OptionSpec("pending-limit", .value(placeholder: "N"), help: "Requests in flight at once (default 64)."),
        OptionSpec(
            "idle-spin", .value(placeholder: "MICROSECONDS"),
            help: "How long a connection polls for the next request before sleeping (default 100; 0: never)."),
        OptionSpec("http", .value(placeholder: "[HOST:]PORT"), help: "Serve Streamable HTTP instead of stdio."),
        OptionSpec(
            "token-file", .value(placeholder: "PATH"),
            help: "Bearer tokens, one a line, that make a caller authenticated (--http)."),
        OptionSpec(
            "allow-origin", .value(placeholder: "ORIGIN"),
            help: "An Origin browsers may call from (--http; repeatable)."),
        OptionSpec(
            "public-url", .value(placeholder: "URL"),
            help: "The endpoint's URL behind a reverse proxy (--http): its host is accepted, the metadata names it."),
        OptionSpec(
            "authorization-server", .value(placeholder: "URL"),
            help: "An OAuth authorization server named in the protected-resource metadata (--http; repeatable)."),
        OptionSpec(
            "jwks", .value(placeholder: "URL|PATH|discover"),
            help:
                "Accept JWT access tokens signed by this key set (the authorization server's jwks_uri; discover: from its metadata) (--http)."
        ),
        OptionSpec(
            "token-introspection", .value(placeholder: "URL|discover"),
            help:
                "Ask this RFC 7662 endpoint about opaque access tokens (discover: from the server's metadata) (--http; with --introspection-client)."
        ),
        OptionSpec(
            "introspection-client", .value(placeholder: "ID"),
            help: "This server's client id at the introspection endpoint (--token-introspection)."),
        OptionSpec(
            "introspection-secret-file", .value(placeholder: "PATH"),
            help: "A file holding this server's client secret there (--token-introspection)."),
        OptionSpec(
            "token-issuer", .value(placeholder: "ISSUER"),
            help: "The iss an access token must name (repeatable; default: the --authorization-server URLs)."),
        OptionSpec(
            "required-scope", .value(placeholder: "SCOPE"),
            help: "A scope every access token must carry, else 403 (--jwks, --token-introspection; repeatable)."),
        OptionSpec(
            "require-token", .flag,
            help: "Refuse requests without a valid bearer token (401), which starts an OAuth client's sign-in (--http)."
        ),
        OptionSpec(
            "state-key-file", .value(placeholder: "PATH"),
            help: "The key signing requestState and confirmation tokens, shared by every process of the app."),
        OptionSpec("max-sessions", .value(placeholder: "N"), help: "Handshake sessions at once (--http; default 64)."),
        OptionSpec(
            "max-requests", .value(placeholder: "N"), help: "Requests answered at once over HTTP (default 128)."),
        OptionSpec(
            "connection-timeout", .value(placeholder: "SECONDS"),
            help: "Close an HTTP connection silent this long (default 10)."),
        OptionSpec(
            "tls-cert", .value(placeholder: "PATH"),
            help: "Serve HTTPS with this PEM certificate chain (--http; with --tls-key)."),
        OptionSpec("tls-key", .value(placeholder: "PATH"), help: "The PEM private key of --tls-cert (--http)."),
        OptionSpec(
            "tls-reload-interval", .value(placeholder: "SECONDS"),
            help: "How often the certificate and key files are checked for a renewal (default 60; 0: never)."),
        OptionSpec(
            "client-config", .value(placeholder: "CLIENT"),
            help:
                "Print the settings that connect CLIENT (\(Client.allCases.map(\.rawValue).joined(separator: ", "))) to this server, and exit."
        ),
    ]

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let parsed = try parse(arguments)
        _ = try positionals(parsed, [], program: context.program)
        var options = MCPServerOptions(
            grantsAuthentication: parsed.has("grant-authentication") || context.options.authenticated)
        var frameLimit: Int?
        if let text = try parsed.value("frame-limit") {
            guard let value = Int(text), value >= 1024 else {
                throw HostError(
                    .usage, "--frame-limit takes a number of bytes of at least 1024, got '\(text.clipped)'", given: text
                )
            }
            options.frameLimit = value
            frameLimit = value
        }
        if let text = try parsed.value("pending-limit") {
            guard let value = Int(text), value >= 1 else {
                throw HostError(.usage, "--pending-limit takes a positive number, got '\(text.clipped)'", given: text)
            }
            options.pendingLimit = value
        }
        if let text = try parsed.value("idle-spin") {
            guard let value = Int(text), (0...100_000).contains(value) else {
                throw HostError(
                    .usage, "--idle-spin takes microseconds from 0 to 100000, got '\(text.clipped)'", given: text)
            }
            options.idleSpinMicroseconds = value
        }
        if let path = try parsed.value("state-key-file") { options.stateKey = try stateKey(path) }
        let httpAddress = try parsed.value("http")
        if httpAddress == nil {
            for name in [
                "token-file", "allow-origin", "public-url", "authorization-server", "max-sessions",
                "max-requests", "connection-timeout", "tls-cert", "tls-key", "tls-reload-interval", "jwks",
                "token-issuer", "required-scope", "require-token", "token-introspection", "introspection-client",
                "introspection-secret-file",
            ]
            where parsed.has(name) {
                throw HostError(.usage, "--\(name) applies to --http only", given: "--\(name)")
            }
        }
        var http = try httpAddress.map { try httpOptions($0, parsed, bodyLimit: frameLimit) }
        if let client = try parsed.value("client-config") {
            context.console.line(try clientConfig(client, arguments: arguments, http: http, in: context))
            return .success
        }
        // After --client-config, which prints settings and needs no key set.
        if var options = http {
            try accessTokenChecks(parsed, into: &options, program: context.program)
            http = options
        }
        let backend = HostMCPBackend(
            executor: try await context.executor(),
            appInfo: MCPAppInfo(
                name: context.app.name, version: context.app.version, description: context.app.description),
            renderer: SnippetRenderer(width: 80))
        let server = MCPServer(backend: backend, options: options)
        // A server runs until it is stopped: a stop by signal still commits the queued donations.
        SQLiteStore.flushDonationsOnTerminationSignals()
        if let http {
            return try await serveHTTP(
                server, options: http, renewal: try tlsRenewal(parsed), tokenFile: try parsed.value("token-file"),
                program: context.program)
        }
        await StdioTransport.serve(server)
        return .success
    }
}
