import Testing

@testable import IntentMCP

/// The addresses the HTTP gate reads: `--public-url`, and a request target in absolute form.
@Suite struct HTTPAddressTests {
    @Test func aPublicURLIsSplitIntoOriginHostAndPath() throws {
        let url = try #require(MCPHTTPOptions.PublicURL("HTTPS://MCP.Example.com:8443/apps/soup/mcp"))
        #expect(url.origin == "https://MCP.Example.com:8443")
        #expect(url.hostName == "mcp.example.com")
        #expect(url.path == "/apps/soup/mcp")
        #expect(MCPHTTPOptions.PublicURL("http://[::1]:8080/mcp")?.hostName == "[::1]")
        #expect(MCPHTTPOptions.PublicURL("https://mcp.example.com")?.path == "/")
    }

    @Test(arguments: [
        "mcp.example.com/mcp", "ftp://mcp.example.com/mcp", "https:///mcp", "https://:443/mcp",
        "https://user@mcp.example.com/mcp", "https://mcp.example.com:99999/mcp", "https://mcp.example.com:x/mcp",
        "https://mcp.example.com/mcp?x=1", "https://mcp.example.com/mcp#top", "https://mcp example.com/mcp",
    ])
    func anythingElseIsNoPublicURL(_ text: String) {
        #expect(MCPHTTPOptions.PublicURL(text) == nil)
    }

    @Test func anAbsoluteTargetGivesItsAuthorityAndPath() {
        #expect(absoluteForm("/mcp") == nil)
        #expect(absoluteForm("*") == nil)
        #expect(absoluteForm("http://127.0.0.1:8765/mcp")! == ("127.0.0.1:8765", "/mcp"))
        #expect(absoluteForm("HTTPS://example.com")! == ("example.com", "/"))
        #expect(absoluteForm("http://example.com?x=1")! == ("example.com", "/?x=1"))
    }

    @Test func contentLengthsDisagreeOnlyWhenTheirValuesDo() {
        var headers = HTTPHeaders(minimumCapacity: 4)
        headers.append(name: "content-length", value: "144")
        #expect(!headers.disagree("content-length"))
        headers.append(name: "content-length", value: "144")
        #expect(!headers.disagree("content-length"))
        headers.append(name: "content-length", value: "5")
        #expect(headers.disagree("content-length"))
        #expect(!headers.disagree("host"))
        #expect(headers.count(of: "content-length") == 3)
        #expect(headers.count(of: "host") == 0)
    }
}
