import AppIntentsMetadata
import TestSupport
import Testing

@testable import IntentMCP

/// A request's task serves the connection's next request once it has answered its own; one
/// whose request was cancelled or given up on is cancelled itself, and must never run another.
@Suite struct RequestTaskTests {
    /// The kitchen, but `SimmerStockIntent` waits at `gate` (noting when it is cancelled) and
    /// every other call says whether the task it runs in is cancelled.
    struct Reporting: KitchenVariant {
        let kitchen = KitchenBackend()
        let gate: Gate
        let events: Recorder<String>
        /// Whether `SimmerStockIntent` is given up on (as a run past its time limit is) first.
        var givesUp = false

        func call(_ call: ToolCall, context: ToolCallContext) async -> ToolOutcome {
            guard call.action == "SimmerStockIntent" else {
                return ToolOutcome(dialog: Task.isCancelled ? "in a cancelled task" : "in a live task")
            }
            if givesUp { context.abandon?(ToolFailure(.intentFailed, message: "SimmerStockIntent gave up")) }
            events.append("entered")
            await withTaskCancellationHandler {
                await gate.wait()
            } onCancel: {
                events.append("cancelled")
            }
            events.append("left")
            return ToolOutcome(dialog: "Simmered.")
        }

    }

    private static let order: MCPJSON = ["name": "CancelOrderIntent"]

    private static func text(_ response: MCPJSON) -> MCPJSON? { response[path: "result", "content", 0, "text"] }

    @Test func callsInARowAreServedAndNoneRunsInACancelledTask() async {
        let client = TestClient(backend: Reporting(gate: Gate(), events: Recorder()))
        await client.initialize()
        for _ in 0..<5 {
            #expect(Self.text(await client.call("tools/call", Self.order)) == "in a live task")
        }
        await client.close()
    }

    @Test func theRequestAfterACancelledOneDoesNotRunInItsTask() async {
        let gate = Gate()
        defer { gate.open() }
        let events = Recorder<String>()
        let client = TestClient(backend: Reporting(gate: gate, events: events))
        await client.initialize()
        // A call first, so that a task waits for the next request.
        #expect(Self.text(await client.call("tools/call", Self.order)) == "in a live task")
        client.end.send([
            "jsonrpc": "2.0", "id": "slow", "method": "tools/call",
            "params": ["name": "SimmerStockIntent", "arguments": ["minutes": 1]],
        ])
        #expect(await events.wait(for: 1))
        client.end.send(["jsonrpc": "2.0", "method": "notifications/cancelled", "params": ["requestId": "slow"]])
        #expect(await events.wait(for: 2))
        #expect(events.items == ["entered", "cancelled"])
        gate.open()
        #expect(await events.wait(for: 3))
        // A round trip, for the cancelled call's task to have finished with it.
        _ = await client.call("ping")
        #expect(Self.text(await client.call("tools/call", Self.order)) == "in a live task")
        let rest = await client.closeAndDrain()
        #expect(!rest.contains { $0["id"] == "slow" })
    }

    @Test func theRequestAfterOneGivenUpOnDoesNotRunInItsTask() async {
        let gate = Gate()
        defer { gate.open() }
        let events = Recorder<String>()
        let client = TestClient(backend: Reporting(gate: gate, events: events, givesUp: true))
        await client.initialize()
        #expect(Self.text(await client.call("tools/call", Self.order)) == "in a live task")
        // Given up on at once: answered while its work waits, and its task cancelled.
        let slow = await client.call("tools/call", ["name": "SimmerStockIntent", "arguments": ["minutes": 1]])
        #expect(Self.text(slow) == "SimmerStockIntent gave up")
        #expect(await events.wait(for: 2))
        gate.open()
        #expect(await events.wait(for: 3))
        #expect(events.items == ["entered", "cancelled", "left"])
        _ = await client.call("ping")
        #expect(Self.text(await client.call("tools/call", Self.order)) == "in a live task")
        await client.close()
    }
}
