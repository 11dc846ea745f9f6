import AppIntentsMetadata
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the host writes: results on standard output, errors on standard error (or as JSON on
/// standard output with `--json`), in colour only on a terminal without `NO_COLOR`.
struct Console: Sendable {
    /// Text styles, written as ANSI escapes when colours are on.
    enum Style: String, Sendable {
        case bold = "1"
        case dim = "2"
        case red = "31"
        case green = "32"
        case yellow = "33"
        case cyan = "36"
    }

    /// Output for machines: JSON, no colour, no prompts.
    var json: Bool
    /// Whether standard output takes colours.
    var colors: Bool
    /// Whether standard error takes colours.
    var errorColors: Bool
    /// The width text wraps at.
    var width: Int

    init(json: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.json = json
        colors = !json && Terminal.allowsColor(STDOUT_FILENO, environment: environment)
        errorColors = colors && Terminal.allowsColor(STDERR_FILENO, environment: environment)
        width = Terminal.width(environment: environment)
    }

    /// Writes a line to standard output.
    func line(_ text: String = "") {
        write(text + "\n", to: .standardOutput)
    }

    /// Writes text to standard output without a newline (a prompt).
    func prompt(_ text: String) {
        write(text, to: .standardOutput)
    }

    /// Writes a line to standard error.
    func errorLine(_ text: String) {
        write(text + "\n", to: .standardError)
    }

    /// `text` in `style` when colours are on.
    func styled(_ text: String, _ style: Style) -> String {
        colors ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    private func errorStyled(_ text: String, _ style: Style) -> String {
        errorColors ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// Writes `value` as pretty-printed JSON with sorted keys.
    func json(_ value: JSONValue) {
        line(Self.jsonText(value))
    }

    /// JSON with sorted keys, two-space indents, and empty arrays and objects as `[]` and `{}`.
    static func jsonText(_ value: JSONValue, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .array(let items) where !items.isEmpty:
            return "[\n" + items.map { inner + jsonText($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members) where !members.isEmpty:
            let lines = members.keys.sorted().map { key in
                inner + JSONValue.string(key).description + ": " + jsonText(members[key]!, indent: inner)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        case .array: return "[]"
        case .object: return "{}"
        default: return value.description
        }
    }

    /// Reports a failure: `error: …` and hints on standard error, or `{"error": …}` on standard
    /// output with `--json`.
    func report(_ failure: Failure) {
        if json {
            json(.object(["error": failure.json]))
            return
        }
        errorLine(errorStyled("error:", .red) + " " + failure.message)
        for hint in failure.hints {
            errorLine(errorStyled("hint:", .yellow) + " " + hint)
        }
    }

    private func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }
}
