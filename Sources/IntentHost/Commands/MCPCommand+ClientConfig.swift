import Foundation
import IntentMCP
import IntentSystem

extension MCPCommand {
    /// The agents whose settings `--client-config` prints.
    enum Client: String, CaseIterable {
        case claudeDesktop = "claude-desktop"
        case vscode
        case claudeCode = "claude-code"
        case cursor
        case windsurf
        case zed
        case gemini
        case codex
    }

    /// `APP mcp [OPTIONS] --client-config CLIENT`: the settings that connect `CLIENT` to the
    /// server these options describe. Over stdio, the client starts this executable with the same
    /// global and `mcp` options; with `--http`, it connects to the URL (the `--public-url`, or the
    /// address given) and, with `--token-file`, sends a bearer token it asks for.
    static func clientConfig(
        _ name: String, arguments: [String], http: MCPHTTPOptions?, in context: HostContext
    ) throws -> String {
        guard let client = Client(rawValue: name) else {
            let names = Client.allCases.map(\.rawValue)
            throw HostError(
                .usage,
                "--client-config takes one of \(names.joined(separator: ", ")), got '\(name.clipped)'."
                    + Suggestions.didYouMean(name, among: names),
                given: name)
        }
        let server = serverName(context.app.name)
        guard let http else {
            return try stdioConfig(
                client, server: server, command: executablePath(),
                arguments: globalArguments(context.options) + ["mcp"] + withoutClientConfig(arguments))
        }
        return try httpConfig(client, server: server, url: endpointURL(http), token: !http.tokens.isEmpty)
    }

    private static func stdioConfig(
        _ client: Client, server: String, command: String, arguments: [String]
    ) throws
        -> String
    {
        switch client {
        case .claudeDesktop, .cursor, .windsurf, .gemini:
            return try json(["mcpServers": [server: ["command": command, "args": arguments]]])
        case .vscode:
            return try json(["servers": [server: ["type": "stdio", "command": command, "args": arguments]]])
        case .zed:
            return try json(["context_servers": [server: ["command": command, "args": arguments]]])
        case .claudeCode:
            return (["claude", "mcp", "add", server, "--", command] + arguments).map(shellQuoted).joined(separator: " ")
        case .codex:
            return """
                [mcp_servers.\(server)]
                command = \(tomlString(command))
                args = [\(arguments.map(tomlString).joined(separator: ", "))]
                """
        }
    }

    private static func httpConfig(_ client: Client, server: String, url: String, token: Bool) throws -> String {
        switch client {
        case .claudeDesktop:
            throw HostError(
                .usage,
                "claude-desktop's settings file starts its servers over stdio: print them without --http, or add the URL \(url) in the app's own settings",
                given: "claude-desktop")
        case .vscode:
            var entry: [String: Any] = ["type": "http", "url": url]
            var settings: [String: Any] = [:]
            if token {
                let input = "\(server)-token"
                entry["headers"] = ["Authorization": "Bearer ${input:\(input)}"]
                settings["inputs"] = [
                    [
                        "type": "promptString", "id": input, "description": "Bearer token for \(server)",
                        "password": true,
                    ]
                ]
            }
            settings["servers"] = [server: entry]
            return try json(settings)
        case .cursor, .windsurf:
            // Both read `${env:NAME}` from the environment they were started in; Windsurf names
            // a remote server's address `serverUrl`.
            var entry: [String: Any] = [client == .windsurf ? "serverUrl" : "url": url]
            if token { entry["headers"] = ["Authorization": "Bearer ${env:\(tokenVariable(server))}"] }
            return try json(["mcpServers": [server: entry]])
        case .gemini:
            // `httpUrl` is Streamable HTTP (`url` would be the older SSE transport); the settings
            // file reads `${NAME}` from the environment.
            var entry: [String: Any] = ["httpUrl": url]
            if token { entry["headers"] = ["Authorization": "Bearer ${\(tokenVariable(server))}"] }
            return try json(["mcpServers": [server: entry]])
        case .zed:
            var entry: [String: Any] = ["url": url]
            if token { entry["headers"] = ["Authorization": "Bearer TOKEN"] }
            return try json(["context_servers": [server: entry]])
        case .claudeCode:
            var words = ["claude", "mcp", "add", "--transport", "http", server, url]
            if token { words += ["--header", "Authorization: Bearer TOKEN"] }
            return words.map(shellQuoted).joined(separator: " ")
        case .codex:
            // Codex takes a bearer token only from the environment, never written in the file.
            var lines = ["[mcp_servers.\(server)]", "url = \(tomlString(url))"]
            if token { lines.append("bearer_token_env_var = \(tomlString(tokenVariable(server)))") }
            return lines.joined(separator: "\n")
        }
    }

    /// The environment variable a client that reads the token from its environment is told to
    /// read: the server's name in capitals, then `_MCP_TOKEN`.
    static func tokenVariable(_ server: String) -> String {
        server.uppercased().replacingOccurrences(of: "-", with: "_") + "_MCP_TOKEN"
    }

    /// `text` as a TOML basic string: in double quotes, with quotes, backslashes and control
    /// characters escaped.
    static func tomlString(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                quoted += "\\u" + String(format: "%04X", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// The URL clients use: the public one, else the address the server listens on.
    private static func endpointURL(_ http: MCPHTTPOptions) throws -> String {
        if let url = http.publicURL { return url.origin + url.path }
        guard http.port != 0 else {
            throw HostError(
                .usage, "--client-config needs the port the server listens on: --http with port 0 picks one at start",
                given: "0")
        }
        guard http.host != "0.0.0.0", http.host != "::" else {
            throw HostError(
                .usage,
                "--client-config needs the address clients use: the server listens on every interface (\(http.host)); give it with --public-url",
                given: http.host)
        }
        return http.listeningURL(port: http.port)
    }

    /// A name for the server in a client's settings: the app's, in lowercase letters, digits
    /// and hyphens.
    static func serverName(_ app: String) -> String {
        let name = app.lowercased().map { $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII ? $0 : "-" }
        let trimmed = String(name).split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
        return trimmed.isEmpty ? "app" : trimmed
    }

    /// The running executable, as an absolute path (a client starts it from a folder of its own).
    private static func executablePath() -> String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return absolute(CommandLine.arguments[0])
    }

    /// The global options that change what the server serves, with paths made absolute.
    private static func globalArguments(_ options: GlobalOptions) -> [String] {
        var arguments: [String] = []
        if let store = options.store { arguments += ["--store", absolute(store)] }
        if let system = options.systemStore {
            arguments += ["--system-store", HostContext.isPostgresURL(system) ? system : absolute(system)]
        }
        if options.authenticated { arguments.append("--authenticated") }
        if let limit = options.timeLimit { arguments += ["--time-limit", String(limit)] }
        return arguments
    }

    /// `arguments` without `--client-config` and its value.
    private static func withoutClientConfig(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var skipValue = false
        for argument in arguments {
            if skipValue {
                skipValue = false
                continue
            }
            if let option = ArgumentScanner.option(argument), option.name == "client-config" {
                skipValue = option.inline == nil
                continue
            }
            kept.append(argument)
        }
        return kept
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func json(_ object: [String: Any]) throws -> String {
        let data = try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// `word` as a POSIX shell reads it back: as it is when it holds only characters the shell
    /// leaves alone, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-=:@%+,")
        if !word.isEmpty, word.allSatisfy(plain.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
