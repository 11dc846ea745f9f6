/// A JSON-RPC error response, with the codes MCP uses.
package struct RPCError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON-RPC error code.
    package var code: Int
    /// A message saying what was wrong and what was expected.
    package var message: String
    /// Extra machine-readable detail.
    package var data: MCPJSON?

    /// Creates an error.
    package init(code: Int, message: String, data: MCPJSON? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    package var description: String { "\(code): \(message)" }

    /// The `error` member of a response.
    package var json: MCPJSON {
        var error: [String: MCPJSON] = ["code": .int(code), "message": .string(message)]
        if let data { error["data"] = data }
        return .object(error)
    }

    /// The frame is not JSON (or not UTF-8).
    package static func parseError(_ message: String) -> RPCError { RPCError(code: -32700, message: message) }
    /// The frame is JSON but not a valid JSON-RPC 2.0 message.
    package static func invalidRequest(_ message: String) -> RPCError { RPCError(code: -32600, message: message) }
    /// No such method.
    package static func methodNotFound(_ method: String) -> RPCError {
        RPCError(code: -32601, message: "method not found: '\(method)'", data: ["method": .string(method)])
    }
    /// Parameters missing or of the wrong type.
    package static func invalidParams(_ message: String) -> RPCError { RPCError(code: -32602, message: message) }
    /// A resource URI that names nothing.
    package static func resourceNotFound(_ uri: String) -> RPCError {
        RPCError(code: -32002, message: "resource not found: '\(uri)'", data: ["uri": .string(uri)])
    }
    /// Too many requests in flight.
    package static func busy(limit: Int) -> RPCError {
        RPCError(
            code: -32000,
            message: "too many pending requests: the limit is \(limit); wait for responses before sending more",
            data: ["limit": .int(limit)])
    }
}

/// The protocol revisions this server speaks.
package enum ProtocolVersion {
    /// Revisions negotiated with the `initialize` handshake, oldest first. 2024-11-05 and
    /// 2025-03-26 are served as 2025-06-18 without what it added that an older client could not
    /// read or answer: elicitation and `resource_link` content. Its other additions (tool titles,
    /// output schemas, structured content) are members such a client ignores.
    package static let handshake = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]
    /// Revisions that carry their version in each request's `_meta` (no handshake).
    package static let modern = ["2026-07-28"]
    /// Every revision, oldest first.
    package static let all = handshake + modern
    /// The `_meta` key carrying a 2026-07-28 request's protocol version.
    package static let versionKey = "io.modelcontextprotocol/protocolVersion"
    /// The `_meta` key carrying a 2026-07-28 request's client capabilities.
    package static let capabilitiesKey = "io.modelcontextprotocol/clientCapabilities"
    /// The `_meta` key a 2026-07-28 result names the server under.
    package static let serverInfoKey = "io.modelcontextprotocol/serverInfo"
    /// The error code for a revision the server does not speak.
    package static let unsupportedCode = -32022

    /// Whether `version` has elicitation (`elicitation/create`, `input_required`): 2025-06-18 on.
    /// Revisions are dates, so they order as strings.
    static func hasElicitation(_ version: String) -> Bool { version >= "2025-06-18" }

    /// Whether a tool result of `version` may hold `resource_link` content: 2025-06-18 on.
    static func hasResourceLinks(_ version: String) -> Bool { version >= "2025-06-18" }
}

/// How the server runs.
package struct MCPServerOptions: Sendable {
    /// 4 MiB.
    package static let defaultFrameLimit = 4 << 20

    /// Whether intents whose `authenticationPolicy` is not `alwaysAllowed` may run (off by default:
    /// they are refused with an error result).
    package var grantsAuthentication: Bool
    /// The largest frame accepted, in bytes; longer lines get an error and are discarded.
    package var frameLimit: Int
    /// How many client requests may be in flight at once; more get an error.
    package var pendingLimit: Int
    /// How many items a `resources/list` page holds.
    package var pageSize: Int
    /// Guidance for the model, sent as `instructions`.
    package var instructions: String?
    /// The key that signs `requestState` and confirmation tokens; random per process when `nil`.
    /// Processes that serve one app behind a load balancer share one (32 bytes or more).
    package var stateKey: [UInt8]?
    /// How long a connection's thread polls for the next request after answering, before it
    /// sleeps (`IdleSpin`); 0 sleeps at once.
    package var idleSpinMicroseconds: Int

    /// 100 µs: longer than an agent loop's turn-around between an answer and its next request.
    package static let defaultIdleSpinMicroseconds = 100

    /// Creates options.
    package init(
        grantsAuthentication: Bool = false, frameLimit: Int = defaultFrameLimit, pendingLimit: Int = 64,
        pageSize: Int = 100, instructions: String? = nil, idleSpinMicroseconds: Int = defaultIdleSpinMicroseconds
    ) {
        self.idleSpinMicroseconds = idleSpinMicroseconds
        self.grantsAuthentication = grantsAuthentication
        self.frameLimit = frameLimit
        self.pendingLimit = pendingLimit
        self.pageSize = pageSize
        self.instructions = instructions
    }
}
