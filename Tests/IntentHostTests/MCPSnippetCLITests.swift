import Foundation
import TestSupport
import Testing

/// `soupshop mcp` as an agent sees it: a tool whose result is a snippet links an HTML page that
/// `resources/read` returns, drawn from the same views the terminal shows.
@Suite(.ownThreads) struct MCPSnippetCLITests {
    /// One `soupshop mcp` process, spoken to a line at a time.
    final class Session {
        /// The test's folder, the process's working folder: kept while the session is, so it is
        /// removed only after the process ended.
        let cli: SoupShopCLI
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        private var buffer = Data()

        init(_ cli: SoupShopCLI, options: [String] = []) throws {
            self.cli = cli
            process.executableURL = SoupShopCLI.binary
            process.arguments = ["--store", cli.store.path, "mcp"] + options
            process.environment = cli.environment([:])
            process.currentDirectoryURL = cli.folder
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        /// Sends one message and, for a request, returns the response with its id.
        func send(_ message: [String: Any]) throws -> [String: Any]? {
            var line = try JSONSerialization.data(withJSONObject: message)
            line.append(0x0A)
            input.fileHandleForWriting.write(line)
            guard let id = message["id"] as? Int else { return nil }
            while true {
                while let newline = buffer.firstIndex(of: 0x0A) {
                    let frame = buffer[buffer.startIndex..<newline]
                    buffer = Data(buffer[(newline + 1)...])
                    let object = try JSONSerialization.jsonObject(with: Data(frame)) as? [String: Any]
                    if object?["id"] as? Int == id { return object }
                }
                let more = output.fileHandleForReading.availableData
                if more.isEmpty { return nil }
                buffer.append(more)
            }
        }

        func close() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    @Test func aSnippetToolResultLinksAReadableHTMLPage() throws {
        let cli = try SoupShopCLI()
        _ = try cli.run("run", "OrderSoupIntent", "--soup", "miso")
        let session = try Session(cli)
        defer { session.close() }
        _ = try session.send([
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": [
                "protocolVersion": "2025-11-25", "capabilities": [:] as [String: Any],
                "clientInfo": ["name": "test", "version": "1"],
            ],
        ])
        _ = try session.send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        let call = try #require(
            try session.send([
                "jsonrpc": "2.0", "id": 2, "method": "tools/call",
                "params": ["name": "ShowOrderStatusIntent", "arguments": [:] as [String: Any]],
            ]))
        let result = try #require(call["result"] as? [String: Any], "\(call)")
        let content = try #require(result["content"] as? [[String: Any]])
        #expect(
            content.first?["text"] as? String
                == "[takeoutbag.and.cup.and.straw] Order A001: 1 × Miso, preparing\n[ [arrow.clockwise] Refresh ]")
        let link = try #require(content.first { $0["type"] as? String == "resource_link" }, "\(content)")
        let uri = try #require(link["uri"] as? String)
        #expect(uri.hasPrefix("ui://soupshop/snippet/"))
        #expect(link["mimeType"] as? String == "text/html;profile=mcp-app")

        let read = try #require(
            try session.send(["jsonrpc": "2.0", "id": 3, "method": "resources/read", "params": ["uri": uri]]))
        let contents = try #require((read["result"] as? [String: Any])?["contents"] as? [[String: Any]], "\(read)")
        let html = try #require(contents.first?["text"] as? String)
        #expect(contents.first?["mimeType"] as? String == "text/html;profile=mcp-app")
        #expect(html.contains("<title>Show Order Status</title>"))
        #expect(html.contains("<span>Order A001: 1 × Miso, preparing</span>"))
        // The button names its tool and the arguments to call it with, so a page can press it.
        #expect(
            html.contains(
                "<button data-intent=\"SoupShopKit.ShowOrderStatusIntent\" data-tool=\"ShowOrderStatusIntent\" data-arguments=\"{}\">"
            ))
    }
}
