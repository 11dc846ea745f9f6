import AppIntents
import Foundation
import IntentMCP
import TestSupport
import Testing

@testable import IntentHost

/// Two MCP connections to one server: each session's `undo` undoes its own runs only.
@Suite(.ownThreads) struct MCPUndoSessionTests {
    /// The counter the intent adds to; kept in a lock, as intents may run on any task.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var marks: [String] {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }

    static let tally = Tally()

    struct MarkIntent: UndoableIntent {
        static var title: LocalizedStringResource { "Mark" }
        @Parameter(title: "Label") var label: String
        init() {}
        func perform() async throws -> some IntentResult {
            let label = label
            MCPUndoSessionTests.tally.marks.append(label)
            await undoManager?.registerUndo(withTarget: MCPUndoSessionTests.tally) { tally in
                tally.marks.removeAll { $0 == label }
            }
            await undoManager?.setActionName("Mark \(label)")
            return .result()
        }
    }

    /// One in-memory connection: sends a request and reads until its response.
    struct Client {
        let end: InMemoryTransport.ClientEnd
        var messages: AsyncStream<[UInt8]>.Iterator

        mutating func call(_ id: Int, _ method: String, _ params: MCPJSON) async throws -> MCPJSON {
            end.send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
            while let bytes = await messages.next() {
                let message = try JSONParser.parse(bytes)
                if message["id"] == .int(id), message["method"] == nil { return message }
            }
            return ["closed": true]
        }

        mutating func tool(_ id: Int, _ name: String, _ arguments: MCPJSON = [:]) async throws -> String {
            let response = try await call(id, "tools/call", ["name": .string(name), "arguments": arguments])
            let content = response["result"]?["content"]?.arrayValue ?? []
            return content.compactMap { $0["text"]?.stringValue }.joined(separator: "\n")
        }
    }

    @Test func eachSessionUndoesOnlyItsOwnRuns() async throws {
        let app = IntentApp(name: "Marks", intents: [MarkIntent.self])
        let backend = HostMCPBackend(
            executor: Executor(catalog: try await Catalog.build(app)), appInfo: MCPAppInfo(name: "Marks", version: "1"),
            renderer: SnippetRenderer(width: 80))
        let server = MCPServer(backend: backend)
        var clients: [Client] = []
        var tasks: [Task<Void, Never>] = []
        for _ in 0..<2 {
            let (end, transport) = InMemoryTransport.pair()
            tasks.append(Task { await server.run(on: transport) })
            var client = Client(end: end, messages: end.messages.makeAsyncIterator())
            _ = try await client.call(
                1, "initialize",
                ["protocolVersion": "2025-11-25", "capabilities": [:], "clientInfo": ["name": "t", "version": "1"]])
            clients.append(client)
        }
        _ = try await clients[0].tool(2, "MarkIntent", ["label": "first"])
        _ = try await clients[1].tool(2, "MarkIntent", ["label": "second"])
        #expect(Self.tally.marks == ["first", "second"])

        #expect(try await clients[0].tool(3, "undo") == "Undid Mark first (MarkIntent).")
        #expect(Self.tally.marks == ["second"])
        #expect(try await clients[0].tool(4, "undo").hasPrefix("nothing to undo"))
        #expect(Self.tally.marks == ["second"], "the other session's run is not undone")

        // A session that ended forgets its undos; the other keeps its own.
        clients[0].end.close()
        await tasks[0].value
        #expect(try await clients[1].tool(3, "undo") == "Undid Mark second (MarkIntent).")
        #expect(Self.tally.marks.isEmpty)
        clients[1].end.close()
        await tasks[1].value
        #expect(backend.undos.count == 0, "ended sessions keep nothing")
    }
}
