import Foundation
import Synchronization

/// MCP's Streamable HTTP transport on one endpoint (`/mcp`): handshake sessions for 2025-06-18
/// and 2025-11-25 (`Mcp-Session-Id`, server requests and notifications on the POST's event
/// stream), and the stateless 2026-07-28 form (each POST self-contained). See docs/MCP.md.
///
/// Every request passes the same gate first: the path, the `Host` and `Origin` checks against
/// DNS rebinding, the bearer token, the body limit; a refusal is an HTTP status with a JSON-RPC
/// error body, and the server goes on serving.
package final class MCPHTTPService: HTTPHandler {
    let server: MCPServer
    let options: MCPHTTPOptions
    private let log: @Sendable (String) -> Void
    private let sessions = Locked<[String: HTTPSession]>([:])
    private let inFlight = Atomic<Int>(0)
    /// The SHA-256 digests of the bearer tokens; replaced whole when the token file changes.
    private let tokenDigests: Locked<[[UInt8]]>
    private let listeningPort = Atomic<UInt16>(0)
    /// Seconds a request's answer may take before its POST turns into an event stream (which
    /// then carries keep-alive comments, so a client that went away is noticed).
    let commitDelay: TimeInterval = 1

    /// A service for `server`; `log` receives one line per refusal (never a header's value).
    package init(server: MCPServer, options: MCPHTTPOptions, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.server = server
        self.options = options
        self.log = log
        self.tokenDigests = Locked(Self.digests(of: options.tokens))
    }

    /// What the tokens are compared as.
    private static func digests(of tokens: [String]) -> [[UInt8]] { tokens.map { SHA256.hash(Array($0.utf8)) } }

    /// Accepts `tokens` from now on instead of the ones it had: a token taken out is refused at
    /// once, also for a session it opened (the session stays its holder's).
    package func replaceTokens(_ tokens: [String]) {
        let digests = Self.digests(of: tokens)
        tokenDigests.withLock { $0 = digests }
    }

    /// Starts listening; returns the running server (stop it with `stop()`).
    package func start() throws(HTTPServerError) -> HTTPServer {
        var limits = HTTPServer.Limits()
        limits.bodyBytes = options.bodyLimit
        limits.connectionTimeout = options.connectionTimeout
        limits.connections = options.connectionLimit
        limits.connectionsPerAddress = options.connectionsPerAddress
        limits.idleSpinMicroseconds = server.options.idleSpinMicroseconds
        let http = try HTTPServer(
            host: options.host, port: options.port, limits: limits, tls: options.tls, handler: self)
        listeningPort.store(http.port, ordering: .relaxed)
        return http
    }

    /// The endpoint's URL, e.g. `http://127.0.0.1:8765/mcp`.
    package var endpoint: String { options.listeningURL(port: listeningPort.load(ordering: .relaxed)) }

    /// The endpoint's URL as clients know it: `--public-url`, else `endpoint`.
    package var publicEndpoint: String {
        options.publicURL.map { $0.origin + $0.path } ?? endpoint
    }

    /// Where the protected-resource metadata is (RFC 9728: the well-known path before the
    /// endpoint's own).
    var resourceMetadataURL: String {
        if let url = options.publicURL { return "\(url.origin)/.well-known/oauth-protected-resource\(url.path)" }
        return
            "\(options.listeningOrigin(port: listeningPort.load(ordering: .relaxed)))/.well-known/oauth-protected-resource\(options.path)"
    }

    // MARK: - The gate

    package func handle(_ request: HTTPRequest) -> HTTPResponse {
        let origin = request.headers["origin"]
        if let refusal = checkHost(request) ?? checkOrigin(request, origin) { return refusal }
        var response = route(request, origin: origin)
        // A page from an allowed origin may read the answer, and the headers a client needs.
        if let origin { response.headers += Self.corsHeaders(origin) }
        return response
    }

    /// `origin`: the request's `Origin`, already checked.
    private func route(_ request: HTTPRequest, origin: String?) -> HTTPResponse {
        let isMetadata = request.path.hasPrefix("/.well-known/oauth-protected-resource")
        guard isMetadata || request.path == options.path else {
            return refuse(request, 404, -32600, "no MCP endpoint at \(request.path.clipped); it is \(options.path)")
        }
        // Before authentication: a browser's preflight never carries the token.
        if request.method == "OPTIONS" {
            return Self.preflight(request, origin: origin, methods: isMetadata ? "GET" : "POST, DELETE")
        }
        if isMetadata { return protectedResourceMetadata(request) }
        let caller: Caller
        switch authenticate(request) {
        case .success(let authenticated): caller = authenticated
        case .failure(let refusal): return refusal.response
        }
        switch request.method {
        case "POST": return post(request, caller: caller)
        case "DELETE": return delete(request, caller: caller)
        default:
            // No standalone GET stream: server requests and notifications travel on the stream of
            // the POST they belong to.
            var response = refuse(
                request, 405, -32600, "\(request.method.clipped) is not supported on \(options.path); use POST")
            response.headers.append(("Allow", "POST, DELETE, OPTIONS"))
            return response
        }
    }

    // MARK: - Browsers (CORS)

    /// What a page of an allowed origin may read besides the body: the session id, the
    /// negotiated revision, and where to authenticate.
    private static let exposedHeaders = "Mcp-Session-Id, MCP-Protocol-Version, WWW-Authenticate"

    /// Every response to a request with an `Origin` that passed the check names that origin, so
    /// the page may read it; `Vary` keeps a cache from serving it to another origin.
    static func corsHeaders(_ origin: String) -> [(String, String)] {
        [
            ("Access-Control-Allow-Origin", origin), ("Access-Control-Expose-Headers", exposedHeaders),
            ("Vary", "Origin"),
        ]
    }

    /// The answer to `OPTIONS`: the methods the path takes and, for a browser's preflight, the
    /// request headers it asked to send (the origin was checked before). No body, no token needed.
    private static func preflight(_ request: HTTPRequest, origin: String?, methods: String) -> HTTPResponse {
        var headers = [("Allow", "\(methods), OPTIONS")]
        if origin != nil {
            headers.append(("Access-Control-Allow-Methods", methods))
            if let asked = request.headers["access-control-request-headers"] {
                headers.append(("Access-Control-Allow-Headers", asked))
            }
            headers.append(("Access-Control-Max-Age", "600"))
        }
        return HTTPResponse(status: 204, headers: headers)
    }

    /// Who is calling: anonymous, the holder of one of the tokens (by its digest, which stays
    /// the same when the token file is reloaded), or the subject of a JWT access token (which
    /// stays the same when the client refreshes its token).
    enum Caller: Hashable {
        case anonymous
        case token([UInt8])
        case subject(AccessTokenSubject)
        var isAuthenticated: Bool { self != .anonymous }
    }

    private func authenticate(_ request: HTTPRequest) -> Result<Caller, Refusal> {
        guard let header = request.headers["authorization"] else {
            guard options.requireToken else { return .success(.anonymous) }
            return .failure(Refusal(unauthorized(request, "this server needs a bearer token", error: nil)))
        }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            return .failure(Refusal(unauthorized(request, "the Authorization header must be 'Bearer <token>'")))
        }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        let digest = SHA256.hash(Array(token.utf8))
        // Every token is compared, in constant time, so the time taken says nothing about which
        // one (or how much of one) matched.
        var match: [UInt8]?
        for known in tokenDigests.withLock({ $0 }) where HMACSHA256.isEqual(digest, known) {
            match = known
        }
        if let match { return .success(.token(match)) }
        // A JWT is checked with the key set; any other token is asked about, when the server can,
        // and so is a JWT the key set refuses: the authorization server has the last word on the
        // tokens it issued (one signed with a key it does not publish, say). A JWT it does not know
        // either is refused with the key set's reason, the more telling one.
        let isJWT = token.utf8.lazy.filter { $0 == UInt8(ascii: ".") }.count == 2
        do throws(AccessTokenError) {
            if let verifier = options.accessTokens, isJWT || options.introspection == nil {
                do throws(AccessTokenError) {
                    return .success(.subject(try verifier.verify(token, digest: digest, audience: publicEndpoint)))
                } catch {
                    guard error.kind == .invalid, let introspection = options.introspection else { throw error }
                    let refusal = error
                    do throws(AccessTokenError) {
                        return .success(
                            .subject(try introspection.verify(token, digest: digest, audience: publicEndpoint)))
                    } catch {
                        throw error.kind == .invalid ? refusal : error
                    }
                }
            }
            guard let introspection = options.introspection else {
                return .failure(Refusal(unauthorized(request, "the bearer token is not valid")))
            }
            return .success(.subject(try introspection.verify(token, digest: digest, audience: publicEndpoint)))
        } catch  where error.kind == .unavailable {
            var response = refuse(request, 503, -32000, "the token could not be checked: \(error)")
            response.headers.append(("Retry-After", "5"))
            return .failure(Refusal(response))
        } catch  where error.kind == .insufficientScope {
            var response = refuse(request, 403, -32001, error.description)
            response.headers.append(("WWW-Authenticate", challenge(error: "insufficient_scope")))
            return .failure(Refusal(response))
        } catch {
            return .failure(Refusal(unauthorized(request, "the bearer token is not valid: \(error)")))
        }
    }

    struct Refusal: Error { var response: HTTPResponse; init(_ response: HTTPResponse) { self.response = response } }

    /// 401 with the challenge that sends a client to the protected-resource metadata; `error`
    /// is left out when the request carried no token (RFC 6750, section 3.1).
    private func unauthorized(
        _ request: HTTPRequest, _ reason: String, error: String? = "invalid_token", id: MCPJSON = .null
    ) -> HTTPResponse {
        var response = refuse(request, 401, -32001, reason, id: id)
        response.headers.append(("WWW-Authenticate", challenge(error: error)))
        return response
    }

    /// The scopes every access token must carry, when the server checks access tokens.
    private var requiredScopes: [String]? {
        (options.accessTokens?.policy ?? options.introspection?.policy)?.requiredScopes
    }

    /// `Bearer error="…", scope="…", resource_metadata="…"` (RFC 6750, RFC 9728).
    private func challenge(error: String?) -> String {
        var fields: [String] = []
        if let error { fields.append("error=\"\(error)\"") }
        if let scopes = requiredScopes, !scopes.isEmpty {
            fields.append("scope=\"\(scopes.joined(separator: " "))\"")
        }
        fields.append("resource_metadata=\"\(resourceMetadataURL)\"")
        return "Bearer " + fields.joined(separator: ", ")
    }

    private static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

    /// When listening on loopback, a `Host` that is not a loopback name is a DNS-rebinding attempt.
    private func checkHost(_ request: HTTPRequest) -> HTTPResponse? {
        guard options.isLoopback else { return nil }
        guard let host = request.headers["host"] else {
            return refuse(request, 400, -32600, "the Host header is missing")
        }
        // Behind a reverse proxy that passes the client's `Host`: the public URL's host.
        if let url = options.publicURL, authorityHost(host).lowercased() == url.hostName { return nil }
        guard Self.isLoopback(authority: host) else {
            return refuse(
                request, 421, -32600,
                "Host '\(host.clipped)' is not this server's: it listens on loopback (behind a reverse proxy, give its URL with --public-url)"
            )
        }
        return nil
    }

    /// A browser page may only call from an allowed origin (loopback ones when listening there).
    private func checkOrigin(_ request: HTTPRequest, _ origin: String?) -> HTTPResponse? {
        guard let origin else { return nil }
        if options.allowedOrigins.contains(origin) { return nil }
        // A page of the public URL's own site (behind the reverse proxy).
        if let url = options.publicURL, origin.lowercased() == url.origin.lowercased() { return nil }
        if options.isLoopback, let schemeEnd = origin.range(of: "://") {
            let scheme = origin[..<schemeEnd.lowerBound]
            let host = authorityHost(String(origin[schemeEnd.upperBound...]))
            if scheme == "http" || scheme == "https", Self.loopbackNames.contains(host.lowercased()) { return nil }
        }
        return refuse(request, 403, -32600, "Origin '\(origin.clipped)' is not allowed")
    }

    private static let loopbackBytes = loopbackNames.map { Array($0.utf8) }

    /// Whether the host of `authority` (`localhost:8080`, `[::1]:80`, …) is a loopback name,
    /// ignoring ASCII case; compared as bytes, without splitting or lowercasing copies.
    static func isLoopback(authority: String) -> Bool {
        let bytes = Array(authority.utf8)
        var end = bytes.count
        if bytes.first == UInt8(ascii: "[") {
            if let close = bytes.firstIndex(of: UInt8(ascii: "]")) { end = close + 1 }
        } else if let colon = bytes.firstIndex(of: UInt8(ascii: ":")) {
            end = colon
        }
        return loopbackBytes.contains { name in
            name.count == end && zip(name, bytes[..<end]).allSatisfy { $0 == asciiLowercased($1) }
        }
    }

    /// RFC 9728 protected-resource metadata, as the MCP authorization spec asks.
    private func protectedResourceMetadata(_ request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" else {
            var response = refuse(request, 405, -32600, "the protected-resource metadata is read with GET")
            response.headers.append(("Allow", "GET, OPTIONS"))
            return response
        }
        var document: [String: MCPJSON] = [
            "resource": .string(publicEndpoint),
            "bearer_methods_supported": ["header"],
            "resource_name": .string(server.backend.app.name),
        ]
        if !options.authorizationServers.isEmpty {
            document["authorization_servers"] = .array(options.authorizationServers.map { .string($0) })
        }
        if let scopes = requiredScopes, !scopes.isEmpty {
            document["scopes_supported"] = .array(scopes.map { .string($0) })
        }
        return HTTPResponse(
            status: 200, headers: [("Content-Type", "application/json")],
            body: .bytes(MCPJSON.object(document).serialized))
    }

    /// A refusal: the status, and a JSON-RPC error as the body.
    func refuse(
        _ request: HTTPRequest, _ status: Int, _ code: Int, _ message: String, id: MCPJSON = .null
    ) -> HTTPResponse {
        // Clients meet two refusals in their normal course, which are not logged: `404` for a
        // session that ended, and `405` for the standalone stream's `GET` they may open.
        let routine = request.path == options.path && (status == 404 || status == 405 && request.method == "GET")
        if status >= 400, !routine {
            log("refused \(request.method.clipped) \(request.path.clipped): \(status) \(message)")
        }
        let body: MCPJSON = ["jsonrpc": "2.0", "id": id, "error": ["code": .int(code), "message": .string(message)]]
        return HTTPResponse(
            status: status, headers: [("Content-Type", "application/json")], body: .bytes(body.serialized))
    }

    // MARK: - POST

    private func post(_ request: HTTPRequest, caller: Caller) -> HTTPResponse {
        // Two lengths that disagree: which one framed the body is a guess a proxy in front may
        // have made otherwise (request smuggling). Refused, and the connection closed.
        if request.headers.disagree("content-length") {
            var response = refuse(request, 400, -32600, "the request has Content-Length fields that disagree")
            response.headers.append(("Connection", "close"))
            return response
        }
        if let overflow = request.bodyOverflow {
            return refuse(
                request, 413, -32600, "body of \(overflow) bytes exceeds the limit of \(options.bodyLimit) bytes")
        }
        let contentType = request.headers["content-type"] ?? ""
        guard contentType.hasASCIIPrefixIgnoringCase("application/json") else {
            return refuse(
                request, 415, -32600, "Content-Type must be application/json, got '\(contentType.clipped)'")
        }
        // Both answers' types, or ranges that hold them (`application/*`, `text/*`, `*/*`).
        let accept = request.headers["accept"] ?? ""
        guard
            accept.containsASCIIIgnoringCase("*/*")
                || ((accept.containsASCIIIgnoringCase("application/json")
                    || accept.containsASCIIIgnoringCase("application/*"))
                    && (accept.containsASCIIIgnoringCase("text/event-stream")
                        || accept.containsASCIIIgnoringCase("text/*")))
        else {
            return refuse(request, 406, -32600, "Accept must list application/json and text/event-stream")
        }
        guard Self.isValidUTF8(request.body) else {
            return refuse(request, 400, -32700, "body is not valid UTF-8")
        }
        let message: MCPJSON
        do {
            message = try JSONParser.parse(request.body)
        } catch {
            return refuse(request, 400, -32700, "body is not valid JSON: \(error)")
        }
        guard case .object(let members) = message else {
            let what = message.arrayValue != nil ? "batches are not supported" : "expected a JSON object"
            return refuse(request, 400, -32600, "invalid JSON-RPC message: \(what)")
        }
        let id = members["id"]
        if let id {
            switch id {
            case .string, .int: break
            default:
                return refuse(request, 400, -32600, "invalid id: expected a string or an integer, got \(id.typeName)")
            }
        }
        // A routing header given twice: a reader of the first copy and one of the last would
        // route the request differently (even to another revision).
        for (field, name) in Self.routingHeaders where request.headers.count(of: field) > 1 {
            return refuse(request, 400, -32020, "the \(name) header appears more than once", id: id ?? .null)
        }
        let posted = PostedMessage(members: members, id: id, frame: .parsed(message))
        let versionHeader = request.headers["mcp-protocol-version"]
        let envelopeVersion = members["params"]?["_meta"]?[ProtocolVersion.versionKey]
        if let versionHeader, !ProtocolVersion.handshake.contains(versionHeader) {
            return stateless(request, posted, caller: caller)
        }
        if versionHeader == nil, envelopeVersion != nil, request.headers["mcp-session-id"] == nil {
            return stateless(request, posted, caller: caller)
        }
        return handshake(request, posted, caller: caller)
    }

    /// On a server that checks OAuth access tokens, an anonymous call of a tool whose intent
    /// needs authentication is `401` with the challenge: the client signs in and sends the call
    /// again (MCP's step-up authorization), where a tool result refusing it would leave the
    /// client nothing to do. The intents that need no authentication stay open to anyone. In a
    /// handshake session, the call sent again with the token makes the session the signed-in
    /// caller's (`HTTPSession.admits(_:signingIn:)`).
    private func signInFirst(_ request: HTTPRequest, _ message: PostedMessage, caller: Caller) -> HTTPResponse? {
        guard caller == .anonymous, options.checksAccessTokens,
            !server.options.grantsAuthentication, message.method == "tools/call",
            let name = message.members["params"]?["name"]?.stringValue,
            let action = server.catalog.action(named: name), ToolCatalog.requiresAuthentication(action)
        else { return nil }
        return unauthorized(
            request, "the tool \(name.clipped) needs an authenticated caller: sign in and send the call again",
            error: nil, id: message.id ?? .null)
    }

    /// The headers a 2026-07-28 request is routed by: lowercased, and as the revision names them.
    private static let routingHeaders = [
        ("mcp-protocol-version", "MCP-Protocol-Version"), ("mcp-method", "Mcp-Method"), ("mcp-name", "Mcp-Name"),
    ]

    /// Whether `bytes` are UTF-8; a body of ASCII (what most clients' JSON encoders write) is
    /// checked in one pass without building a string.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        if bytes.withUnsafeBufferPointer({ $0.reduce(0 as UInt8) { $0 | $1 } }) < 0x80 { return true }
        return String(validating: bytes, as: UTF8.self) != nil
    }

    struct PostedMessage {
        var members: [String: MCPJSON]
        var id: MCPJSON?
        /// The message as the connection receives it: parsed once, here.
        var frame: Frame
        var method: String? { members["method"]?.stringValue }
        var isRequest: Bool { id != nil && members["method"] != nil }
    }

    /// A slot among the requests answered at once, or `nil` when every one is taken.
    func takeSlot() -> Bool {
        let now = inFlight.wrappingAdd(1, ordering: .relaxed).newValue
        if now > options.requestLimit {
            inFlight.wrappingSubtract(1, ordering: .relaxed)
            return false
        }
        return true
    }

    func releaseSlot() { inFlight.wrappingSubtract(1, ordering: .relaxed) }

    func busy(_ request: HTTPRequest, id: MCPJSON?) -> HTTPResponse {
        var response = refuse(
            request, 429, -32000,
            "too many requests in flight: the limit is \(options.requestLimit); retry when one is answered",
            id: id ?? .null)
        response.headers.append(("Retry-After", "1"))
        return response
    }

    // MARK: - 2026-07-28

    /// The methods whose target the `Mcp-Name` header mirrors.
    private static let nameKeys = ["tools/call": "name", "prompts/get": "name", "resources/read": "uri"]

    private func stateless(_ request: HTTPRequest, _ message: PostedMessage, caller: Caller) -> HTTPResponse {
        if let challenge = signInFirst(request, message, caller: caller) { return challenge }
        guard let method = message.method else {
            return refuse(
                request, 400, -32600,
                "a 2026-07-28 server sends no requests, so a posted response has nothing to answer",
                id: message.id ?? .null)
        }
        guard let id = message.id else {
            // Notifications mean nothing here: cancellation is closing the response stream.
            return HTTPResponse(status: 202)
        }
        let header = request.headers["mcp-protocol-version"]
        let envelope = message.members["params"]?["_meta"]?[ProtocolVersion.versionKey]
        if let header, !ProtocolVersion.modern.contains(header) {
            let body: MCPJSON = [
                "jsonrpc": "2.0", "id": id,
                "error": [
                    "code": .int(ProtocolVersion.unsupportedCode),
                    "message": .string(
                        "unsupported protocol version '\(header.clipped)'; this server speaks \(ProtocolVersion.all.joined(separator: ", "))"
                    ),
                    "data": [
                        "supported": .array(ProtocolVersion.all.map { .string($0) }), "requested": .string(header),
                    ],
                ],
            ]
            return HTTPResponse(
                status: 400, headers: [("Content-Type", "application/json")], body: .bytes(body.serialized))
        }
        if let header, let envelope, envelope.stringValue != header {
            return refuse(
                request, 400, -32020,
                "the MCP-Protocol-Version header ('\(header.clipped)') does not match the request's _meta protocol version",
                id: id)
        }
        if header == nil, envelope != nil {
            return refuse(request, 400, -32020, "the MCP-Protocol-Version header is missing", id: id)
        }
        if let header, envelope == nil {
            return refuse(
                request, 400, -32602,
                "MCP-Protocol-Version \(header.clipped) requires params._meta to carry '\(ProtocolVersion.versionKey)' and '\(ProtocolVersion.capabilitiesKey)'",
                id: id)
        }
        // The 2026-07-28 transport requires the mirrors of the method and its target, so that a
        // proxy may route on them without reading the body: a missing one is refused as a
        // mismatch is.
        guard let named = request.headers["mcp-method"] else {
            return refuse(
                request, 400, -32020, "the Mcp-Method header is missing (it mirrors the request's method)", id: id)
        }
        if named != method {
            return refuse(request, 400, -32020, "the Mcp-Method header does not match the request's method", id: id)
        }
        if let key = Self.nameKeys[method], let value = message.members["params"]?[key]?.stringValue {
            guard let named = request.headers["mcp-name"] else {
                return refuse(
                    request, 400, -32020, "the Mcp-Name header is missing (it mirrors the request's '\(key)')", id: id)
            }
            if HeaderValue.decode(named) != value {
                return refuse(request, 400, -32020, "the Mcp-Name header does not match the request's '\(key)'", id: id)
            }
        }
        guard takeSlot() else { return busy(request, id: id) }
        defer { releaseSlot() }
        let exchange = HTTPExchange()
        let connection = Connection(
            server: server, transport: HTTPSingleTransport(exchange: exchange),
            grantsAuthentication: caller.isAuthenticated || server.options.grantsAuthentication)
        // The request runs on this thread while it waits for the answer (see `HTTPExchange`), in
        // a request worker's task.
        let frame = message.frame
        _ = RequestWorkers.shared.start(on: exchange) { worker in await connection.serveAlone(frame, in: worker) }
        return answer(exchange, statusOfErrors: true) { connection.cancel(id) }
    }

    // MARK: - Handshake sessions

    private func handshake(_ request: HTTPRequest, _ message: PostedMessage, caller: Caller) -> HTTPResponse {
        if message.method == "initialize", let id = message.id {
            return initialize(request, message, id: id, caller: caller)
        }
        guard let sessionID = request.headers["mcp-session-id"] else {
            return refuse(
                request, 400, -32600,
                "the Mcp-Session-Id header is missing: start with initialize, or send 2026-07-28 requests",
                id: message.id ?? .null)
        }
        guard let session = sessions.withLock({ $0[sessionID] }) else {
            return refuse(
                request, 404, -32600, "no session '\(sessionID.clipped)': it ended or never existed; initialize again",
                id: message.id ?? .null)
        }
        guard session.admits(caller, signingIn: options.checksAccessTokens) else {
            return refuse(request, 403, -32600, "the session belongs to another caller", id: message.id ?? .null)
        }
        if let challenge = signInFirst(request, message, caller: caller) { return challenge }
        if let version = request.headers["mcp-protocol-version"], version != session.version {
            return refuse(
                request, 400, -32600,
                "MCP-Protocol-Version '\(version.clipped)' is not the session's (\(session.version))",
                id: message.id ?? .null)
        }
        session.touch()
        guard message.isRequest, let id = message.id else {
            // A notification, or the client's answer to our elicitation.
            session.transport.push(message.frame, id: nil, exchange: nil)
            if message.method == "notifications/cancelled", let cancelled = message.members["params"]?["requestId"] {
                // The request is never answered: end its stream.
                session.transport.abandon(cancelled)
            }
            return HTTPResponse(status: 202)
        }
        guard takeSlot() else { return busy(request, id: id) }
        defer { releaseSlot() }
        let exchange = HTTPExchange()
        session.transport.push(message.frame, id: id, exchange: exchange)
        return answer(exchange, statusOfErrors: false) {
            // The client closed the stream: nobody can read the answer any more.
            let cancel: MCPJSON = [
                "jsonrpc": "2.0", "method": "notifications/cancelled",
                "params": ["requestId": id, "reason": "the client closed the response stream"],
            ]
            session.transport.push(.parsed(cancel), id: nil, exchange: nil)
            session.transport.abandon(id)
        }
    }

    private func initialize(
        _ request: HTTPRequest, _ message: PostedMessage, id: MCPJSON, caller: Caller
    )
        -> HTTPResponse
    {
        let now = Date()
        let admitted: Bool = sessions.withLock { sessions in
            if sessions.count >= options.sessionLimit {
                // Make room from sessions nobody used for a while.
                for (key, session) in sessions
                where now.timeIntervalSince(session.lastUsed) > options.sessionIdleSeconds {
                    sessions[key] = nil
                    session.transport.end()
                }
            }
            return sessions.count < options.sessionLimit
        }
        guard admitted else {
            return refuse(
                request, 503, -32000,
                "too many sessions: the limit is \(options.sessionLimit); end one with DELETE, or use 2026-07-28 requests",
                id: id)
        }
        guard takeSlot() else { return busy(request, id: id) }
        defer { releaseSlot() }
        let transport = HTTPSessionTransport()
        let connection = Connection(
            server: server, transport: transport,
            grantsAuthentication: caller.isAuthenticated || server.options.grantsAuthentication)
        Task { await connection.serve() }
        let exchange = HTTPExchange()
        transport.push(message.frame, id: id, exchange: exchange)
        guard case .message(let reply, true) = exchange.next(timeout: 30) else {
            transport.end()
            return refuse(request, 503, -32000, "initialize was not answered in time", id: id)
        }
        guard let version = (try? JSONParser.parse(reply))?["result"]?["protocolVersion"]?.stringValue else {
            // The connection's own error (bad params): no session.
            transport.end()
            return HTTPResponse(status: 400, headers: [("Content-Type", "application/json")], body: .bytes(reply))
        }
        let sessionID = HTTPSession.newID()
        let session = HTTPSession(transport: transport, connection: connection, caller: caller, version: version)
        sessions.withLock { $0[sessionID] = session }
        return HTTPResponse(
            status: 200, headers: [("Content-Type", "application/json"), ("Mcp-Session-Id", sessionID)],
            body: .bytes(reply))
    }

    private func delete(_ request: HTTPRequest, caller: Caller) -> HTTPResponse {
        guard let sessionID = request.headers["mcp-session-id"] else {
            return refuse(request, 400, -32600, "DELETE ends a session: the Mcp-Session-Id header is missing")
        }
        let found: HTTPSession?? = sessions.withLock { sessions in
            guard let session = sessions[sessionID] else { return .none }
            guard session.caller == caller else { return .some(nil) }
            sessions[sessionID] = nil
            return .some(session)
        }
        switch found {
        case .none: return refuse(request, 404, -32600, "no session '\(sessionID.clipped)'")
        case .some(nil): return refuse(request, 403, -32600, "the session belongs to another caller")
        case .some(let session?):
            session.transport.end()
            return HTTPResponse(status: 204)
        }
    }

    /// Sessions open now (tests).
    package var sessionCount: Int { sessions.withLock { $0.count } }

    // MARK: - Answers

    /// Waits for the request's first message: the response alone is sent as JSON; anything
    /// before it (progress, an elicitation), or a long wait, turns the answer into an event stream.
    private func answer(
        _ exchange: HTTPExchange, statusOfErrors: Bool, onClientGone: @escaping @Sendable () -> Void
    ) -> HTTPResponse {
        switch exchange.next(timeout: commitDelay) {
        case .message(let message, isFinal: true):
            var status = 200
            if statusOfErrors, Self.mayBeError(message),
                let code = (try? JSONParser.parse(message))?["error"]?["code"]?.intValue
            {
                status = Self.status(ofError: code)
            }
            // What the request's tasks still have to do (end the connection) runs on this thread
            // once the answer is sent.
            return HTTPResponse(
                status: status, headers: [("Content-Type", "application/json")], body: .bytes(message),
                onCompleted: { exchange.release() })
        case .message(let message, isFinal: false):
            let stream = HTTPStream(interval: 5)
            stream.write(HTTPExchange.event(message))
            exchange.attach(stream)
            exchange.releaseToPool()
            stream.onClientGone(onClientGone)
            return Self.eventStream(stream)
        case .timeout:
            let stream = HTTPStream(interval: 5)
            exchange.attach(stream)
            exchange.releaseToPool()
            stream.onClientGone(onClientGone)
            return Self.eventStream(stream)
        }
    }

    private static func eventStream(_ stream: HTTPStream) -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-cache, no-transform")],
            body: .stream(stream))
    }

    private static let errorKey = Array(#""error""#.utf8)

    /// Whether a serialized message can be an error response: it holds `"error"` somewhere. A
    /// result (nearly every answer) that does not is sent without being parsed again.
    static func mayBeError(_ message: [UInt8]) -> Bool {
        // From quote to quote with libc's `memchr`, which reads many bytes at a time, over an
        // answer of kilobytes.
        message.withUnsafeBytes { bytes in
            errorKey.withUnsafeBytes { key in
                guard var at = bytes.baseAddress, bytes.count >= key.count else { return false }
                let end = at + bytes.count
                while end - at >= key.count, let quote = memchr(at, 0x22, end - at) {
                    let found = UnsafeRawPointer(quote)
                    if end - found >= key.count, memcmp(found, key.baseAddress!, key.count) == 0 { return true }
                    at = found + 1
                }
                return false
            }
        }
    }

    /// The HTTP status of a 2026-07-28 JSON-RPC error.
    static func status(ofError code: Int) -> Int {
        switch code {
        case -32700, -32600, -32602, -32020, -32021, ProtocolVersion.unsupportedCode: 400
        case -32601: 404
        default: 200
        }
    }
}

/// A handshake session.
final class HTTPSession: Sendable {
    let transport: HTTPSessionTransport
    let connection: Connection
    let version: String
    private let used = Locked(Date())
    /// A session's requests come from several connections at once.
    private let owner: Locked<MCPHTTPService.Caller>

    init(
        transport: HTTPSessionTransport, connection: Connection, caller: MCPHTTPService.Caller, version: String
    ) {
        self.transport = transport
        self.connection = connection
        self.owner = Locked(caller)
        self.version = version
    }

    /// The caller the session belongs to.
    var caller: MCPHTTPService.Caller { owner.withLock { $0 } }

    /// Whether `caller` may use the session. Its owner may; and when `signingIn`, a session
    /// opened anonymously becomes the first authenticated caller's that uses it, with
    /// authentication granted from then on: the client signed in after a `401` and sends its
    /// requests again with its token. The anonymous may not use it afterwards.
    func admits(_ caller: MCPHTTPService.Caller, signingIn: Bool) -> Bool {
        owner.withLock { owner in
            if owner == caller { return true }
            guard signingIn, owner == .anonymous, caller.isAuthenticated else { return false }
            // Granted before the lock is let go: a request of the new owner admitted on another
            // connection meanwhile finds the grant in place.
            connection.grantAuthentication()
            owner = caller
            return true
        }
    }

    var lastUsed: Date { used.withLock { $0 } }
    func touch() { used.withLock { $0 = Date() } }

    /// 128 random bits as hex: not guessable, so knowing one session id tells nothing of another.
    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in
            let byte = UInt8.random(in: .min ... .max, using: &generator)
            return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
    }
}

/// HTTP header values as MCP writes them: verbatim, or `=?base64?…?=` for what a header cannot
/// carry.
enum HeaderValue {
    static func decode(_ value: String) -> String? {
        guard value.hasPrefix("=?base64?"), value.hasSuffix("?="), value.count >= 11 else { return value }
        let payload = value.dropFirst(9).dropLast(2)
        guard let data = Data(base64Encoded: String(payload)) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}

extension String {
    /// Whether the string starts with `prefix` (lowercase ASCII), ignoring ASCII case.
    func hasASCIIPrefixIgnoringCase(_ prefix: String) -> Bool {
        var text = utf8.makeIterator()
        for wanted in prefix.utf8 {
            guard let byte = text.next(), asciiLowercased(byte) == wanted else { return false }
        }
        return true
    }

    /// Whether the string holds `needle` (lowercase ASCII), ignoring ASCII case: header values
    /// are checked without lowercasing a copy or going through Foundation's Unicode search.
    func containsASCIIIgnoringCase(_ needle: String) -> Bool {
        // Read in place (`withUTF8`), not copied into arrays: every POST checks its Accept field so.
        var haystack = self
        var needle = needle
        return haystack.withUTF8 { haystack in
            needle.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard haystack.count >= needle.count else { return false }
                for start in 0...(haystack.count - needle.count) where asciiLowercased(haystack[start]) == first {
                    var index = 1
                    while index < needle.count, asciiLowercased(haystack[start + index]) == needle[index] {
                        index += 1
                    }
                    if index == needle.count { return true }
                }
                return false
            }
        }
    }

    /// At most 80 characters, for messages that repeat what a client sent.
    var clipped: String { count > 80 ? String(prefix(77)) + "…" : self }
}

/// `A`…`Z` as `a`…`z`; every other byte as it is.
@inline(__always) func asciiLowercased(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }
