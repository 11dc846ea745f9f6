import Foundation

/// The snippets a connection's tool calls showed, each an HTML page readable with
/// `resources/read` at `ui://<app>/snippet/<id>`, where the id is derived from the page's content
/// (the same snippet keeps its address). The most recent `capacity` pages are kept.
struct SnippetPages: Sendable {
    /// The MIME type of an MCP App's HTML resource.
    static let mimeType = "text/html;profile=mcp-app"

    private var pages: [String: String] = [:]
    private var order: [String] = []
    let capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
    }

    /// Keeps `fragment` as a page titled `title` and returns its URI.
    mutating func add(_ fragment: String, title: String, root: String) -> String {
        let id = SHA256.hash(Array(fragment.utf8)).prefix(8).map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
        let uri = "\(root)\(id)"
        if pages[uri] == nil {
            order.append(uri)
            if order.count > capacity { pages[order.removeFirst()] = nil }
        }
        pages[uri] = Self.document(fragment, title: title)
        return uri
    }

    /// The page at `uri`, if it is still kept.
    func page(_ uri: String) -> String? { pages[uri] }

    /// A whole HTML document around a snippet's fragment.
    static func document(_ fragment: String, title: String) -> String {
        let escaped = title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>\(escaped)</title></head>
            <body>\(fragment)</body></html>
            """
    }
}

extension Connection {
    /// `ui://<app>/snippet/`: where snippets are published.
    var snippetRoot: String {
        "ui://" + resourceRoot.dropFirst("appintents://".count) + "/snippet/"
    }
}
