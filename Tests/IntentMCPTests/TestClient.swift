import Foundation
import IntentMCP

/// A minimal MCP client over the in-memory transport: sends frames, reads the server's messages,
/// answers the server's own requests through `onRequest` and keeps notifications.
actor TestClient {
    let end: InMemoryTransport.ClientEnd
    private var messages: AsyncStream<[UInt8]>.Iterator
    private var nextID = 0
    private(set) var notifications: [MCPJSON] = []
    /// Server-initiated requests seen so far.
    private(set) var serverRequests: [MCPJSON] = []
    /// Responses read while waiting for another one.
    private(set) var strayResponses: [MCPJSON] = []
    /// Answers a server request's params (the `result`), or `nil` to answer with an error.
    var onRequest: @Sendable (MCPJSON) -> MCPJSON? = { _ in nil }
    let serverTask: Task<Void, Never>

    init(backend: some MCPBackend = KitchenBackend(), options: MCPServerOptions = .init()) {
        let (client, transport) = InMemoryTransport.pair(frameLimit: options.frameLimit)
        end = client
        messages = client.messages.makeAsyncIterator()
        let server = MCPServer(backend: backend, options: options)
        serverTask = Task { await server.run(on: transport) }
    }

    func setOnRequest(_ handler: @escaping @Sendable (MCPJSON) -> MCPJSON?) { onRequest = handler }

    /// The next message from the server, or `nil` once it closed.
    func next() async -> MCPJSON? {
        var iterator = messages
        let bytes = await iterator.next(isolation: self)
        messages = iterator
        guard let bytes else { return nil }
        return try? JSONParser.parse(bytes)
    }

    /// Sends `method` and returns the whole response (`result` or `error`).
    func call(_ method: String, _ params: MCPJSON? = nil, id: MCPJSON? = nil) async -> MCPJSON {
        nextID += 1
        let id = id ?? .int(nextID)
        var message: [String: MCPJSON] = ["jsonrpc": "2.0", "id": id, "method": .string(method)]
        if let params { message["params"] = params }
        end.send(.object(message))
        return await response(to: id)
    }

    /// Reads until the response to `id`, answering server requests meanwhile.
    func response(to id: MCPJSON) async -> MCPJSON {
        while let message = await next() {
            if message["method"] != nil, let requestID = message["id"] {
                serverRequests.append(message)
                if let result = onRequest(message["params"] ?? .null) {
                    end.send(["jsonrpc": "2.0", "id": requestID, "result": result])
                } else {
                    end.send(["jsonrpc": "2.0", "id": requestID, "error": ["code": -32601, "message": "no"]])
                }
            } else if message["method"] != nil {
                notifications.append(message)
            } else if message["id"] == id {
                return message
            } else {
                strayResponses.append(message)
            }
        }
        return ["closed": true]
    }

    /// Performs the handshake at `version`.
    @discardableResult
    func initialize(_ version: String = "2025-11-25", elicitation: Bool = true) async -> MCPJSON {
        let capabilities: MCPJSON = elicitation ? ["elicitation": ["form": [:]]] : [:]
        let response = await call(
            "initialize",
            [
                "protocolVersion": .string(version), "capabilities": capabilities,
                "clientInfo": ["name": "t", "version": "1"],
            ])
        end.send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        return response
    }

    /// The 2026-07-28 envelope merged into `params`.
    static func modern(_ params: MCPJSON = [:], elicitation: Bool = true) -> MCPJSON {
        var members = params.objectValue ?? [:]
        var meta = members["_meta"]?.objectValue ?? [:]
        meta["io.modelcontextprotocol/protocolVersion"] = "2026-07-28"
        meta["io.modelcontextprotocol/clientCapabilities"] = elicitation ? ["elicitation": ["form": [:]]] : [:]
        members["_meta"] = .object(meta)
        return .object(members)
    }

    func close() async {
        end.close()
        await serverTask.value
    }

    /// Closes the connection and returns every message the server still sent.
    func closeAndDrain() async -> [MCPJSON] {
        end.close()
        await serverTask.value
        var rest: [MCPJSON] = []
        while let message = await next() { rest.append(message) }
        return rest
    }
}

extension MCPJSON {
    /// Follows a path of keys and indexes: `value[path: "result", "tools", 0, "name"]`.
    subscript(path path: any PathElement...) -> MCPJSON? {
        var current: MCPJSON? = self
        for element in path {
            if let key = element as? String {
                current = current?[key]
            } else if let index = element as? Int, let array = current?.arrayValue, array.indices.contains(index) {
                current = array[index]
            } else {
                return nil
            }
        }
        return current
    }
}

protocol PathElement {}
extension String: PathElement {}
extension Int: PathElement {}
