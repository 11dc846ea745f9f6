import AppIntentsMetadata
import Foundation
import Synchronization

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

    /// Writes `text` over the current line (a progress bar): a carriage return of the console's
    /// own, which escaping on a terminal leaves alone.
    func overwriteLine(_ text: String) {
        write(Self.carriageReturnMark + text, to: .standardOutput)
    }

    /// Writes a line to standard error.
    func errorLine(_ text: String) {
        write(text + "\n", to: .standardError)
    }

    /// `text` in `style` when colours are on. The style is marked, not yet an escape code: on a
    /// terminal every control character of the text is shown escaped when it is written, and
    /// only then do the marks become the style's codes.
    func styled(_ text: String, _ style: Style) -> String {
        colors ? Self.mark(text, style) : text
    }

    private func errorStyled(_ text: String, _ style: Style) -> String {
        errorColors ? Self.mark(text, style) : text
    }

    private static let markStart = "\u{FFF9}"
    private static let markEnd = "\u{FFFA}"
    private static let resetMark = markStart + "0" + markEnd
    private static let carriageReturnMark = markStart + "r" + markEnd

    private static func mark(_ text: String, _ style: Style) -> String {
        markStart + style.rawValue + markEnd + text + resetMark
    }

    /// What a terminal is sent for `text`: control characters (escape codes a stored title may
    /// hold, carriage returns, C1 controls) as `\u{1B}`, then this console's own style marks as
    /// ANSI codes. Only the marks of the known styles become codes.
    static func terminalSafe(_ text: String, escaping: Bool = true) -> String {
        guard escaping else { return unmarked(text) }
        var safe = ""
        safe.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(value) {
                safe += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            } else {
                safe.unicodeScalars.append(scalar)
            }
        }
        return unmarked(safe)
    }

    /// The console's own marks turned into what they stand for.
    private static func unmarked(_ text: String) -> String {
        guard text.contains(markStart) else { return text }
        var text = text.replacingOccurrences(of: carriageReturnMark, with: "\r")
        for code in ["0"] + [Style.bold, .dim, .red, .green, .yellow, .cyan].map(\.rawValue) {
            text = text.replacingOccurrences(of: markStart + code + markEnd, with: "\u{1B}[\(code)m")
        }
        return text
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

    /// Set once standard output could not be written, so it is said once.
    private static let outputFailed = Atomic<Bool>(false)

    /// Writes all of `text`. A closed standard output (SIGPIPE is ignored: see `IntentApp.main`)
    /// does not change the exit code — what the command did, it did — and is reported once on
    /// standard error.
    private func write(_ text: String, to handle: FileHandle) {
        let descriptor = handle === FileHandle.standardError ? STDERR_FILENO : STDOUT_FILENO
        let bytes = Array(Self.terminalSafe(text, escaping: isatty(descriptor) == 1).utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBufferPointer {
                systemWrite(descriptor, $0.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                let reason = String(cString: strerror(errno))
                if descriptor == STDOUT_FILENO, !Self.outputFailed.exchange(true, ordering: .relaxed) {
                    let line = Array(
                        "error: cannot write to standard output (\(reason)); what was done stays done\n".utf8)
                    _ = line.withUnsafeBufferPointer { systemWrite(STDERR_FILENO, $0.baseAddress!, $0.count) }
                }
                return
            }
            offset += written
        }
    }
}

/// write(2), named apart from `Console.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
