import AppIntents
import Foundation
import IntentMCP
import TestSupport
import Testing

@testable import IntentHost

/// Over MCP an intent performs in its request's own task; one that ignores cancellation is still
/// answered when its time limit passes, and a cancelled one holds nothing up.
@Suite(.ownThreads) struct MCPTimeLimitTests {
    static let gate = Gate()
    static let cancelledGate = Gate()

    /// Waits at `MCPTimeLimitTests.gate` and ignores cancellation.
    struct GatedIntent: AppIntent {
        static var title: LocalizedStringResource { "Gated" }
        func perform() async throws -> some IntentResult & ProvidesDialog {
            await MCPTimeLimitTests.gate.wait()
            return .result(dialog: "Through the gate.")
        }
    }

    /// Waits at `MCPTimeLimitTests.cancelledGate` and ignores cancellation.
    struct HeldIntent: AppIntent {
        static var title: LocalizedStringResource { "Held" }
        func perform() async throws -> some IntentResult & ProvidesDialog {
            await MCPTimeLimitTests.cancelledGate.wait()
            return .result(dialog: "Released.")
        }
    }

    struct QuickIntent: AppIntent {
        static var title: LocalizedStringResource { "Quick" }
        func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done.") }
    }

    /// One in-memory connection to a server of the app, whose intents may take `timeLimit` seconds.
    struct Connection {
        let end: InMemoryTransport.ClientEnd
        var messages: AsyncStream<[UInt8]>.Iterator
        let server: Task<Void, Never>
        /// Every response read, in order.
        var responses: [MCPJSON] = []

        init(timeLimit: Double) async throws {
            let app = IntentApp(name: "Gates", intents: [GatedIntent.self, HeldIntent.self, QuickIntent.self])
            let backend = HostMCPBackend(
                executor: Executor(catalog: try await Catalog.build(app), timeLimit: timeLimit),
                appInfo: MCPAppInfo(name: "Gates", version: "1"), renderer: SnippetRenderer(width: 80))
            let (end, transport) = InMemoryTransport.pair()
            let server = MCPServer(backend: backend)
            self.end = end
            self.server = Task { await server.run(on: transport) }
            messages = end.messages.makeAsyncIterator()
            end.send([
                "jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": [
                    "protocolVersion": "2025-11-25", "capabilities": [:], "clientInfo": ["name": "t", "version": "1"],
                ],
            ])
            _ = try await response(to: 1)
        }

        func callTool(_ id: Int, _ name: String) {
            end.send([
                "jsonrpc": "2.0", "id": .int(id), "method": "tools/call", "params": ["name": .string(name)],
            ])
        }

        /// Reads until the response to `id`, keeping every response on the way.
        mutating func response(to id: Int) async throws -> MCPJSON? {
            while let bytes = await messages.next() {
                let message = try JSONParser.parse(bytes)
                guard message["method"] == nil else { continue }
                responses.append(message)
                if message["id"] == .int(id) { return message }
            }
            return nil
        }

        /// Whether the server ends within ten seconds (a bound against a hang).
        func ends() async -> Bool {
            let ended = Recorder<Bool>()
            let server = self.server
            Task {
                await server.value
                ended.append(true)
            }
            return await ended.wait(for: 1)
        }

        static func text(of response: MCPJSON?) -> String {
            let content = response?["result"]?["content"]?.arrayValue ?? []
            return content.compactMap { $0["text"]?.stringValue }.joined(separator: "\n")
        }
    }

    @Test func anIntentPastItsTimeLimitIsAnsweredWhileItRunsAndNeverAgain() async throws {
        var connection = try await Connection(timeLimit: 0.3)
        // Should the time limit not answer, the intent's own answer comes after 10 s, and the
        // checks below fail rather than wait for ever.
        Task {
            try await Task.sleep(nanoseconds: 10_000_000_000)
            Self.gate.open()
        }
        connection.callTool(2, "GatedIntent")
        let timedOut = try await connection.response(to: 2)
        #expect(timedOut?["result"]?["isError"] == true)
        #expect(Connection.text(of: timedOut) == "GatedIntent did not finish within 0.3 seconds; it was cancelled")

        // The connection serves on while that perform() still waits.
        connection.callTool(3, "QuickIntent")
        #expect(Connection.text(of: try await connection.response(to: 3)) == "Done.")

        // Once it returns, nothing more is sent for it: the next answer is the next request's.
        Self.gate.open()
        connection.callTool(4, "QuickIntent")
        #expect(Connection.text(of: try await connection.response(to: 4)) == "Done.")
        #expect(connection.responses.compactMap { $0["id"]?.intValue } == [1, 2, 3, 4])
        connection.end.close()
        #expect(await connection.ends())
    }

    @Test func aCancelledIntentThatIgnoresItIsNotAnsweredAndDoesNotHoldTheConnection() async throws {
        var connection = try await Connection(timeLimit: 30)
        connection.callTool(2, "HeldIntent")
        connection.end.send([
            "jsonrpc": "2.0", "method": "notifications/cancelled",
            "params": ["requestId": 2, "reason": "the person moved on"],
        ])
        connection.callTool(3, "QuickIntent")
        #expect(Connection.text(of: try await connection.response(to: 3)) == "Done.")
        #expect(connection.responses.compactMap { $0["id"]?.intValue } == [1, 3])

        // The input ends while HeldIntent's perform() still waits: the server ends anyway.
        connection.end.close()
        #expect(await connection.ends())
        Self.cancelledGate.open()
    }
}
