import Foundation
import TestSupport
import Testing

/// `soupshop mcp --client-config CLIENT`: the settings that connect an agent, for the server the
/// other options describe; the stdio settings start a server that answers.
@Suite(.ownThreads) struct MCPClientConfigTests {
    func json(_ result: SoupShopCLI.Result) throws -> [String: Any] {
        #expect(result.code == 0, "\(result)")
        return try #require(try result.json() as? [String: Any], "\(result)")
    }

    @Test func stdioSettingsStartThisExecutableOnTheSameDataAndItAnswers() throws {
        let cli = try SoupShopCLI()
        let settings = try json(
            try cli.run("--time-limit", "5", "mcp", "--idle-spin", "0", "--client-config", "vscode"))
        let server = try #require((settings["servers"] as? [String: Any])?["soupshop"] as? [String: Any])
        #expect(server["type"] as? String == "stdio")
        let command = try #require(server["command"] as? String)
        #expect(command.hasPrefix("/") && command.hasSuffix("/soupshop"), "\(command)")
        let arguments = try #require(server["args"] as? [String])
        #expect(
            arguments == [
                "--store", cli.store.standardizedFileURL.path, "--time-limit", "5.0", "mcp", "--idle-spin", "0",
            ])

        // What the client would start, started from another folder: it serves this app's data.
        _ = try cli.run("run", "OrderSoupIntent", "--soup", "miso")
        let started = try cli.start(
            arguments, executable: URL(fileURLWithPath: command), directory: FileManager.default.temporaryDirectory)
        let requests = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"resources/list"}"#,
        ]
        started.input.fileHandleForWriting.write(Data((requests.joined(separator: "\n") + "\n").utf8))
        try started.input.fileHandleForWriting.close()
        let answers = String(decoding: started.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        started.process.waitUntilExit()
        #expect(answers.contains(#""name":"SoupShop""#), "\(answers)")
        #expect(answers.contains(#""id":2"#) && answers.contains("OrderEntity"), "\(answers)")
    }

    @Test func claudeDesktopAndClaudeCodeGetTheSameServer() throws {
        let cli = try SoupShopCLI()
        let desktop = try json(try cli.run("mcp", "--client-config=claude-desktop"))
        let server = try #require((desktop["mcpServers"] as? [String: Any])?["soupshop"] as? [String: Any])
        // Cursor's file has the same shape.
        let cursor = try json(try cli.run("mcp", "--client-config", "cursor"))
        #expect(NSDictionary(dictionary: cursor).isEqual(to: desktop))
        let command = try #require(server["command"] as? String)
        #expect(server["args"] as? [String] == ["--store", cli.store.standardizedFileURL.path, "mcp"])
        let code = try cli.run("mcp", "--client-config", "claude-code")
        #expect(code.code == 0)
        #expect(
            code.stdout == "claude mcp add soupshop -- \(command) --store \(cli.store.standardizedFileURL.path) mcp\n")
    }

    @Test func overHTTPTheClientGetsTheURLAndAskedForTheToken() throws {
        let cli = try SoupShopCLI()
        let tokens = cli.folder.appendingPathComponent("tokens")
        try "a-token-long-enough-0123\n".write(to: tokens, atomically: true, encoding: .utf8)
        let settings = try json(
            try cli.run(
                "mcp", "--http", "8765", "--token-file", tokens.path, "--public-url", "https://soup.example.com/mcp",
                "--client-config", "vscode"))
        let server = try #require((settings["servers"] as? [String: Any])?["soupshop"] as? [String: Any])
        #expect(server["type"] as? String == "http")
        #expect(server["url"] as? String == "https://soup.example.com/mcp")
        #expect((server["headers"] as? [String: String])?["Authorization"] == "Bearer ${input:soupshop-token}")
        let input = try #require((settings["inputs"] as? [[String: Any]])?.first)
        #expect(input["id"] as? String == "soupshop-token" && input["password"] as? Bool == true)

        let cursor = try json(
            try cli.run("mcp", "--http", "8765", "--token-file", tokens.path, "--client-config", "cursor"))
        let entry = try #require((cursor["mcpServers"] as? [String: Any])?["soupshop"] as? [String: Any])
        #expect(entry["url"] as? String == "http://127.0.0.1:8765/mcp")
        #expect((entry["headers"] as? [String: String])?["Authorization"] == "Bearer ${env:SOUPSHOP_MCP_TOKEN}")

        let code = try cli.run("mcp", "--http", "127.0.0.1:8765", "--client-config", "claude-code")
        #expect(code.stdout == "claude mcp add --transport http soupshop http://127.0.0.1:8765/mcp\n", "\(code)")
    }

    @Test(arguments: [
        (
            ["--client-config", "zed"],
            "--client-config takes one of claude-desktop, vscode, claude-code, cursor, got 'zed'"
        ),
        (["--http", "0", "--client-config", "vscode"], "--client-config needs the port the server listens on"),
        (
            ["--http", "8765", "--client-config", "claude-desktop"],
            "claude-desktop's settings file starts its servers over stdio"
        ),
        (["--http", "0.0.0.0:8765", "--client-config", "vscode"], "--client-config needs the address clients use"),
    ])
    func whatCannotBePrintedIsAUsageError(arguments: [String], message: String) throws {
        let result = try SoupShopCLI().run(["mcp"] + arguments)
        #expect(result.code == 64, "\(result)")
        #expect(result.stderr.contains(message), "\(result)")
        #expect(result.stdout.isEmpty)
    }
}
