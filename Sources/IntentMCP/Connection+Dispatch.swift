/// What one request carries besides its params: the revision it speaks and what the client can do.
struct RequestEnvelope: Sendable {
    /// The revision: from the request's `_meta` (2026-07-28) or the handshake.
    var version: String
    /// Whether the request used the 2026-07-28 per-request envelope.
    var isModern: Bool
    /// The client's capabilities.
    var clientCapabilities: MCPJSON
    /// The JSON-RPC id.
    var id: MCPJSON
    /// `_meta.progressToken`, if the client wants progress.
    var progressToken: MCPJSON?
    /// Which request of the connection this is: its id alone may name a later one, once it is free.
    var serial: UInt64 = 0

    /// Whether the client declared it can answer form elicitations, in a revision that has them.
    var canElicit: Bool { clientCapabilities["elicitation"] != nil && ProtocolVersion.hasElicitation(version) }
}

extension Connection {
    typealias Handler = @Sendable (Connection, MCPJSON, RequestEnvelope) async throws(RPCError) -> MCPJSON

    /// Every method the server answers, and the results 2026-07-28 clients may cache.
    static let handlers: [String: Handler] = [
        "initialize": { connection, params, envelope throws(RPCError) in
            try await connection.initialize(params, envelope)
        },
        "ping": { _, _, _ in [:] },
        "server/discover": { connection, _, _ in connection.discover() },
        "tools/list": { connection, params, envelope throws(RPCError) in
            try connection.listTools(params, envelope)
        },
        "tools/call": { connection, params, envelope throws(RPCError) in try await connection.callTool(params, envelope)
        },
        "resources/list": { connection, params, _ throws(RPCError) in try await connection.listResources(params) },
        "resources/templates/list": { connection, _, _ in connection.listResourceTemplates() },
        "resources/read": { connection, params, _ throws(RPCError) in try await connection.readResource(params) },
        "prompts/list": { connection, _, _ in connection.listPrompts() },
        "prompts/get": { connection, params, _ throws(RPCError) in try connection.getPrompt(params) },
        "completion/complete": { connection, params, _ throws(RPCError) in try await connection.complete(params) },
    ]

    /// Results of these methods get `ttlMs`/`cacheScope` under 2026-07-28.
    static let cacheable: Set<String> = [
        "server/discover", "tools/list", "resources/list", "resources/templates/list", "resources/read", "prompts/list",
    ]

    func respond(method: String, params: MCPJSON, id: MCPJSON, serial: UInt64) async throws(RPCError) -> MCPJSON {
        var envelope = try envelope(of: params, id: id)
        envelope.serial = serial
        guard let handler = Self.handlers[method] else { throw .methodNotFound(method) }
        return completed(try await handler(self, params, envelope), of: method, envelope)
    }

    /// `result` as the answer to a `method` request carries it: in the 2026-07-28 form with its
    /// `resultType`, cache hints and the server's `_meta`.
    /// A result written as bytes (a tool result, `Connection.result(of:for:catalog:serverInfo:)`)
    /// carries them already.
    func completed(_ result: MCPJSON, of method: String, _ envelope: RequestEnvelope) -> MCPJSON {
        guard envelope.isModern, case .object(var members) = result else { return result }
        if members["resultType"] == nil { members["resultType"] = "complete" }
        if Self.cacheable.contains(method) {
            members["ttlMs"] = 0
            members["cacheScope"] = "private"
        }
        var meta = members["_meta"]?.objectValue ?? [:]
        meta[ProtocolVersion.serverInfoKey] = server.serverInfo
        members["_meta"] = .object(meta)
        return .object(members)
    }

    private func envelope(of params: MCPJSON, id: MCPJSON) throws(RPCError) -> RequestEnvelope {
        let meta = params["_meta"]
        let progressToken = meta?["progressToken"]
        guard let requested = meta?[ProtocolVersion.versionKey] else {
            return RequestEnvelope(
                version: handshakeVersion ?? ProtocolVersion.handshake.last!, isModern: false,
                clientCapabilities: handshakeCapabilities, id: id, progressToken: progressToken)
        }
        guard let version = requested.stringValue else {
            throw .invalidParams("_meta['\(ProtocolVersion.versionKey)'] must be a string")
        }
        guard ProtocolVersion.modern.contains(version) else {
            throw RPCError(
                code: ProtocolVersion.unsupportedCode,
                message:
                    "unsupported protocol version '\(version)'; this server speaks \(ProtocolVersion.modern.joined(separator: ", ")) per request and \(ProtocolVersion.handshake.joined(separator: ", ")) through initialize",
                data: ["supported": .array(ProtocolVersion.modern.map { .string($0) }), "requested": requested])
        }
        guard let capabilities = meta?[ProtocolVersion.capabilitiesKey], capabilities.objectValue != nil else {
            throw .invalidParams("_meta is missing the object '\(ProtocolVersion.capabilitiesKey)'")
        }
        return RequestEnvelope(
            version: version, isModern: true, clientCapabilities: capabilities, id: id, progressToken: progressToken)
    }

    // MARK: - Lifecycle

    private func initialize(_ params: MCPJSON, _ envelope: RequestEnvelope) async throws(RPCError) -> MCPJSON {
        guard let requested = params["protocolVersion"]?.stringValue else {
            throw .invalidParams("initialize: 'protocolVersion' must be a string")
        }
        if let capabilities = params["capabilities"], capabilities.objectValue == nil {
            throw .invalidParams("initialize: 'capabilities' must be an object")
        }
        // Per the handshake: answer with the requested revision when we speak it over the
        // handshake, otherwise with the newest one we do and let the client decide.
        let version = ProtocolVersion.handshake.contains(requested) ? requested : ProtocolVersion.handshake.last!
        handshakeVersion = version
        handshakeCapabilities = params["capabilities"] ?? [:]
        var result: [String: MCPJSON] = [
            "protocolVersion": .string(version),
            "capabilities": server.capabilities,
            "serverInfo": server.serverInfo,
        ]
        result["instructions"] = .string(server.instructions)
        return .object(result)
    }

    private func discover() -> MCPJSON {
        var result: [String: MCPJSON] = [
            "supportedVersions": .array(ProtocolVersion.all.map { .string($0) }),
            "capabilities": server.capabilities,
            "serverInfo": server.serverInfo,
            "resultType": "complete",
            "ttlMs": 0,
            "cacheScope": "private",
        ]
        result["instructions"] = .string(server.instructions)
        return .object(result)
    }
}

/// Reading typed params.
extension MCPJSON {
    /// The string member `key`, or an invalid-params error naming it.
    func requiredString(_ key: String, in method: String) throws(RPCError) -> String {
        guard let value = self[key]?.stringValue else {
            throw .invalidParams("\(method): '\(key)' must be a string, got \(self[key]?.typeName ?? "nothing")")
        }
        return value
    }

    /// The object member `key` (empty when absent), or an invalid-params error naming it.
    func optionalObject(_ key: String, in method: String) throws(RPCError) -> [String: MCPJSON] {
        guard let value = self[key], value != .null else { return [:] }
        guard let members = value.objectValue else {
            throw .invalidParams("\(method): '\(key)' must be an object, got \(value.typeName)")
        }
        return members
    }
}
