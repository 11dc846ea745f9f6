import AppIntentsMetadata

/// Prints what an intent produced: the dialog, the value as text, then the snippet at the
/// terminal's width; or `Outcome.json()` with `--json`.
struct OutcomePrinter {
    let console: Console

    func print(_ outcome: Outcome) {
        let renderer = SnippetRenderer(width: console.width)
        if console.json {
            console.json(outcome.json(renderer: renderer))
            return
        }
        let text = lines(outcome, renderer: renderer)
        if !text.isEmpty { console.line(text.joined(separator: "\n")) }
    }

    func lines(_ outcome: Outcome, renderer: SnippetRenderer) -> [String] {
        var lines: [String] = []
        if let dialog = outcome.dialog, !dialog.isEmpty { lines.append(console.styled(dialog, .bold)) }
        if let value = outcome.valueText, !value.isEmpty, value != outcome.dialog { lines.append(value) }
        if let snippet = outcome.snippet {
            let text = renderer.text(snippet)
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
