import Foundation
import TestSupport
import Testing

/// `soupshop mcp --http … --tls-cert PATH --tls-key PATH`: HTTPS from the server itself (the
/// interop tests speak to it over TLS); what cannot serve it is a usage error naming the file.
@Suite(.ownThreads) struct MCPHTTPSCLITests {
    @Test func theClientSettingsNameTheHTTPSURL() throws {
        let cli = try SoupShopCLI()
        let pair = try TLSPair(in: cli.folder, "a")
        let result = try cli.run(
            "mcp", "--http", "127.0.0.1:8765", "--tls-cert", pair.certificate, "--tls-key", pair.key,
            "--client-config", "claude-code")
        #expect(result.stdout == "claude mcp add --transport http soupshop https://127.0.0.1:8765/mcp\n", "\(result)")
    }

    @Test func whatCannotServeHTTPSIsAUsageErrorNamingIt() throws {
        let cli = try SoupShopCLI()
        let one = try TLSPair(in: cli.folder, "one")
        let other = try TLSPair(in: cli.folder, "other")
        let text = cli.folder.appendingPathComponent("notes.txt").path
        try "not a certificate\n".write(toFile: text, atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["--tls-cert", one.certificate], "HTTPS needs both --tls-cert and --tls-key; --tls-key is missing"),
            (
                ["--tls-cert", text, "--tls-key", one.key],
                "--tls-cert: '\(text)' is not PEM text holding a certificate"
            ),
            (
                ["--tls-cert", one.certificate, "--tls-key", "/nonexistent/key.pem"],
                "--tls-key: cannot read '/nonexistent/key.pem'"
            ),
            // A certificate with another pair's key: libmicrohttpd (GnuTLS) refuses to start.
            (["--tls-cert", one.certificate, "--tls-key", other.key], "cannot serve HTTPS on 127.0.0.1:0"),
            (
                ["--tls-cert", one.certificate, "--tls-key", one.key, "--tls-reload-interval", "soon"],
                "--tls-reload-interval takes seconds from 0 to 86400, got 'soon'"
            ),
            (["--tls-reload-interval", "5"], "--tls-reload-interval applies to --tls-cert and --tls-key"),
        ]
        for (options, message) in cases {
            let result = try cli.run(["mcp", "--http", "127.0.0.1:0"] + options)
            #expect(result.code == 64, "\(options): \(result)")
            #expect(result.stderr.contains(message), "\(options): \(result)")
            #expect(!result.stdout.contains("MCP over Streamable HTTP"), "\(options): \(result)")
        }
        let stdio = try cli.run("mcp", "--tls-cert", one.certificate, "--tls-key", one.key)
        #expect(stdio.code == 64 && stdio.stderr.contains("--tls-cert applies to --http only"), "\(stdio)")
    }
}
