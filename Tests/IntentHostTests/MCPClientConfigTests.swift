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

    /// Over stdio the JSON clients differ only in where the server goes; each gets the same
    /// command and arguments.
    @Test(arguments: [
        ("windsurf", "mcpServers"), ("gemini", "mcpServers"), ("zed", "context_servers"),
    ])
    func theOtherJSONClientsGetTheSameCommand(client: String, key: String) throws {
        let cli = try SoupShopCLI()
        let desktop = try json(try cli.run("mcp", "--client-config", "claude-desktop"))
        let expected = try #require((desktop["mcpServers"] as? [String: Any])?["soupshop"] as? [String: Any])
        let settings = try json(try cli.run("mcp", "--client-config", client))
        #expect(settings.keys.sorted() == [key])
        let server = try #require((settings[key] as? [String: Any])?["soupshop"] as? [String: Any])
        #expect(NSDictionary(dictionary: server).isEqual(to: expected), "\(server)")
    }

    @Test(arguments: [
        ("windsurf", "mcpServers", "serverUrl", "Bearer ${env:SOUPSHOP_MCP_TOKEN}"),
        ("gemini", "mcpServers", "httpUrl", "Bearer ${SOUPSHOP_MCP_TOKEN}"),
        ("zed", "context_servers", "url", "Bearer TOKEN"),
    ])
    func theOtherJSONClientsGetTheURLInTheirOwnWords(
        client: String, key: String, urlKey: String, header: String
    )
        throws
    {
        let cli = try SoupShopCLI()
        let tokens = cli.folder.appendingPathComponent("tokens")
        try "a-token-long-enough-0123\n".write(to: tokens, atomically: true, encoding: .utf8)
        let settings = try json(
            try cli.run("mcp", "--http", "8765", "--token-file", tokens.path, "--client-config", client))
        let server = try #require((settings[key] as? [String: Any])?["soupshop"] as? [String: Any])
        #expect(server.keys.sorted() == ["headers", urlKey].sorted())
        #expect(server[urlKey] as? String == "http://127.0.0.1:8765/mcp")
        #expect(server["headers"] as? [String: String] == ["Authorization": header])
        // Without a token file there is no header to send.
        let open = try json(try cli.run("mcp", "--http", "8765", "--client-config", client))
        #expect(
            (open[key] as? [String: Any])?["soupshop"] as? [String: String] == [urlKey: "http://127.0.0.1:8765/mcp"])
    }

    /// Codex's config.toml, read back by Python's own TOML reader.
    @Test func codexGetsTOMLThatReadsBack() throws {
        let cli = try SoupShopCLI()
        // A store whose path needs TOML's escapes.
        let store = cli.folder.appendingPathComponent(#"soup "shop" \ data.db"#).path
        let stdio = try cli.run(
            ["--store", store, "mcp", "--idle-spin", "0", "--client-config", "codex"], store: false)
        #expect(stdio.code == 0, "\(stdio)")
        let server = try #require(try tomlServers(stdio.stdout)["soupshop"] as? [String: Any])
        let desktop = try json(
            try cli.run(
                ["--store", store, "mcp", "--idle-spin", "0", "--client-config", "claude-desktop"], store: false))
        let expected = try #require((desktop["mcpServers"] as? [String: Any])?["soupshop"] as? [String: Any])
        #expect(NSDictionary(dictionary: server).isEqual(to: expected), "\(stdio.stdout)")
        #expect((server["args"] as? [String])?[1] == store, "\(stdio.stdout)")

        let tokens = cli.folder.appendingPathComponent("tokens")
        try "a-token-long-enough-0123\n".write(to: tokens, atomically: true, encoding: .utf8)
        let http = try cli.run(
            "mcp", "--http", "8765", "--token-file", tokens.path, "--public-url", "https://soup.example.com/mcp",
            "--client-config", "codex")
        let remote = try #require(try tomlServers(http.stdout)["soupshop"] as? [String: String], "\(http)")
        #expect(remote == ["url": "https://soup.example.com/mcp", "bearer_token_env_var": "SOUPSHOP_MCP_TOKEN"])
    }

    /// The `mcp_servers` table of `toml`, as Python's `tomllib` reads it.
    func tomlServers(_ toml: String) throws -> [String: Any] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("codex-\(UUID().uuidString).toml")
        try toml.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let read = try CombinedOutput.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", "-c",
                "import json, sys, tomllib; print(json.dumps(tomllib.load(open(sys.argv[1], 'rb'))))", file.path,
            ])
        #expect(read.code == 0, "\(read)")
        let object = try JSONSerialization.jsonObject(with: Data(read.output.utf8)) as? [String: Any]
        return try #require(object?["mcp_servers"] as? [String: Any], "\(read)")
    }

    @Test(arguments: [
        (
            ["--client-config", "zedd"],
            "--client-config takes one of claude-desktop, vscode, claude-code, cursor, windsurf, zed, gemini, codex, got 'zedd'. Did you mean 'zed'?"
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
