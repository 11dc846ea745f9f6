import AppIntents

/// Renders a snippet's portable views as plain text (to a width), Markdown or HTML.
package struct SnippetRenderer: Sendable {
    /// The width plain text wraps at.
    package var width: Int

    package init(width: Int = 80) {
        self.width = max(20, width)
    }

    /// Builds a view's node tree on the main actor.
    @MainActor
    package static func node(of view: any View) -> ViewNode {
        makeViewNode(view)
    }

    // MARK: Plain text

    /// Plain text: rows side by side separated by spaces, columns as lines, wrapped to `width`.
    package func text(_ node: ViewNode) -> String {
        lines(node).map { $0.trimmingTrailingSpaces() }.joined(separator: "\n")
    }

    private func lines(_ node: ViewNode) -> [String] {
        switch node {
        case .text(let text, _): return wrap(text)
        case .label(let title, let image): return wrap(image.map { "[\($0)] \(title)" } ?? title)
        case .image(let name): return ["[\(name)]"]
        case .spacer, .empty: return []
        case .button(let label, _): return wrap("[ " + lines(label).joined(separator: " ") + " ]")
        case .toggle(let isOn, let label, _):
            return wrap((isOn ? "[x] " : "[ ] ") + lines(label).joined(separator: " "))
        case .vertical(let children), .group(let children): return children.flatMap(lines)
        case .horizontal(let children):
            let parts = children.map { lines($0).joined(separator: " ") }.filter { !$0.isEmpty }
            let hasSpacer = children.contains(.spacer)
            let joined = parts.joined(separator: "  ")
            if hasSpacer, parts.count >= 2, joined.count < width {
                // A spacer pushes the last part to the right edge.
                let head = parts.dropLast().joined(separator: "  ")
                let tail = parts.last!
                return [head + String(repeating: " ", count: max(2, width - head.count - tail.count)) + tail]
            }
            return wrap(joined)
        }
    }

    private func wrap(_ text: String) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if line.isEmpty {
                    line = String(word)
                } else if line.count + 1 + word.count <= width {
                    line += " " + word
                } else {
                    result.append(line)
                    line = String(word)
                }
                while line.count > width {
                    result.append(String(line.prefix(width)))
                    line = String(line.dropFirst(width))
                }
            }
            result.append(line)
        }
        return result
    }

    // MARK: Markdown

    package func markdown(_ node: ViewNode) -> String {
        markdownBlocks(node).joined(separator: "\n\n")
    }

    private func markdownBlocks(_ node: ViewNode) -> [String] {
        switch node {
        case .vertical(let children), .group(let children): return children.flatMap(markdownBlocks)
        case .spacer, .empty: return []
        default:
            let inline = markdownInline(node)
            return inline.isEmpty ? [] : [inline]
        }
    }

    private func markdownInline(_ node: ViewNode) -> String {
        switch node {
        case .text(let text, let bold): return bold ? "**\(escapeMarkdown(text))**" : escapeMarkdown(text)
        case .label(let title, let image): return (image.map { ":\($0): " } ?? "") + escapeMarkdown(title)
        case .image(let name): return ":\(name):"
        case .spacer, .empty: return ""
        case .button(let label, let intent):
            return "[\(markdownInline(label))](intent:\(intent.typeName))"
        case .toggle(let isOn, let label, _): return (isOn ? "☑ " : "☐ ") + markdownInline(label)
        case .horizontal(let children), .vertical(let children), .group(let children):
            return children.map(markdownInline).filter { !$0.isEmpty }.joined(separator: " · ")
        }
    }

    private func escapeMarkdown(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\`*_{}[]()#+-.!|<>".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    // MARK: HTML

    package func html(_ node: ViewNode) -> String {
        "<div class=\"snippet\">" + htmlNode(node) + "</div>"
    }

    private func htmlNode(_ node: ViewNode) -> String {
        switch node {
        case .text(let text, let bold):
            return bold ? "<strong>\(escapeHTML(text))</strong>" : "<span>\(escapeHTML(text))</span>"
        case .label(let title, let image):
            return "<span class=\"label\">"
                + (image.map { "<span class=\"symbol\" data-symbol=\"\(escapeHTML($0))\"></span>" } ?? "")
                + escapeHTML(title) + "</span>"
        case .image(let name): return "<span class=\"symbol\" data-symbol=\"\(escapeHTML(name))\"></span>"
        case .spacer: return "<span class=\"spacer\"></span>"
        case .empty: return ""
        case .button(let label, let intent):
            return "<button \(intentAttributes(intent))>\(htmlNode(label))</button>"
        case .toggle(let isOn, let label, let intent):
            return
                "<label><input type=\"checkbox\" \(intentAttributes(intent))\(isOn ? " checked" : "")> \(htmlNode(label))</label>"
        case .horizontal(let children):
            return "<div class=\"hstack\">" + children.map(htmlNode).joined() + "</div>"
        case .vertical(let children):
            return "<div class=\"vstack\">" + children.map(htmlNode).joined() + "</div>"
        case .group(let children): return children.map(htmlNode).joined()
        }
    }

    /// What a page needs to press a button: the intent's type, its tool's name, and the values it
    /// carries as the tool's arguments (`tools/call` with `data-tool` and `data-arguments`).
    private func intentAttributes(_ intent: IntentReference) -> String {
        "data-intent=\"\(escapeHTML(intent.typeName))\" data-tool=\"\(escapeHTML(intent.identifier))\" "
            + "data-arguments=\"\(escapeHTML(intent.arguments.description))\""
    }

    private func escapeHTML(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
