import Foundation
import TestSupport
import Testing

/// `soupshop mcp --idle-spin`: how long the connection's thread polls for the next request
/// before it sleeps. Requests are served the same whether they come while it polls or after it
/// went to sleep, and a bad value is a usage error.
@Suite(.ownThreads) struct MCPIdleSpinCLITests {
    @Test(arguments: ["0", "100", "5000"])
    func requestsAreServedWhileTheThreadPollsAndAfterItSleeps(spin: String) throws {
        let cli = try SoupShopCLI()
        let session = try MCPSnippetCLITests.Session(cli, options: ["--idle-spin", spin])
        defer { session.close() }
        let initialize = try #require(
            try session.send([
                "jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": [
                    "protocolVersion": "2025-11-25", "capabilities": [:] as [String: Any],
                    "clientInfo": ["name": "test", "version": "1"],
                ],
            ]))
        #expect((initialize["result"] as? [String: Any])?["protocolVersion"] as? String == "2025-11-25")
        _ = try session.send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        // At once, after pauses longer than the poll (the thread sleeps in between), and at once.
        for (index, pause) in [0, 20_000, 0, 8_000, 0].enumerated() {
            usleep(useconds_t(pause))
            let id = 10 + index
            let answer = try #require(
                try session.send([
                    "jsonrpc": "2.0", "id": id, "method": "tools/call",
                    "params": ["name": "OrderSoupIntent", "arguments": ["soup": "miso"]],
                ]))
            let result = try #require(answer["result"] as? [String: Any], "\(answer)")
            #expect(result["isError"] as? Bool == false, "\(answer)")
            let text = (result["content"] as? [[String: Any]])?.first?["text"] as? String
            #expect(text?.contains("Miso") == true, "\(answer)")
        }
    }

    @Test(arguments: ["fast", "-1", "100001", ""])
    func aBadValueIsAUsageError(value: String) throws {
        let cli = try SoupShopCLI()
        let result = try cli.run("mcp", "--idle-spin", value)
        #expect(result.code == 64, "\(result)")
        #expect(result.stderr.contains("--idle-spin takes microseconds from 0 to 100000"), "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
    }
}
