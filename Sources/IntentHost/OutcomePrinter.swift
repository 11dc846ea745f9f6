import AppIntents
import AppIntentsMetadata

/// How a snippet is printed: `--snippet-format text|markdown|html`.
enum SnippetFormat: String, CaseIterable, Sendable {
    case text, markdown, html

    /// The format named `name`, or a usage error listing the formats.
    static func named(_ name: String?) throws -> SnippetFormat {
        guard let name else { return .text }
        if let format = SnippetFormat(rawValue: name.lowercased()) { return format }
        throw HostError(
            .usage,
            "unknown snippet format '\(name.clipped)'; use one of "
                + allCases.map(\.rawValue).joined(separator: ", "),
            given: name)
    }

    func render(_ node: ViewNode, with renderer: SnippetRenderer) -> String {
        switch self {
        case .text: renderer.text(node)
        case .markdown: renderer.markdown(node)
        case .html: renderer.html(node)
        }
    }
}

/// Prints what an intent produced: the dialog, the value as text, then the snippet at the
/// terminal's width (or as Markdown or HTML); or `Outcome.json()` with `--json`.
struct OutcomePrinter {
    let console: Console
    var format: SnippetFormat = .text

    func print(_ outcome: Outcome) {
        let renderer = SnippetRenderer(width: console.width)
        if console.json {
            console.json(json(outcome, renderer: renderer))
            return
        }
        let text = lines(outcome, renderer: renderer)
        if !text.isEmpty { console.line(text.joined(separator: "\n")) }
    }

    /// `Outcome.json()` with the snippet in the chosen format.
    func json(_ outcome: Outcome, renderer: SnippetRenderer) -> JSONValue {
        guard format != .text, case .object(var object) = outcome.json(renderer: renderer) else {
            return outcome.json(renderer: renderer)
        }
        if let snippet = outcome.snippet { object["snippet"] = .string(format.render(snippet, with: renderer)) }
        return .object(object)
    }

    func lines(_ outcome: Outcome, renderer: SnippetRenderer) -> [String] {
        var lines: [String] = []
        if let dialog = outcome.dialog, !dialog.isEmpty { lines.append(console.styled(dialog, .bold)) }
        if let value = outcome.valueText, !value.isEmpty, value != outcome.dialog { lines.append(value) }
        if let snippet = outcome.snippet {
            let text = format.render(snippet, with: renderer)
            if !text.isEmpty {
                if !lines.isEmpty { lines.append("") }
                lines.append(text)
            }
        }
        for opened in outcome.opened {
            let more = self.lines(opened, renderer: renderer)
            if !more.isEmpty {
                if !lines.isEmpty { lines.append("") }
                lines += more
            }
        }
        return lines
    }
}
