@testable import AppIntentsLint

/// Runs a rule's examples: strips `↓` markers, lints, and returns where the rule fired.
enum ExampleVerifier {
    static let path = "Example.swift"

    struct Position: Hashable, Comparable, CustomStringConvertible {
        var path: String
        var line: Int
        var column: Int
        static func < (a: Position, b: Position) -> Bool { (a.path, a.line, a.column) < (b.path, b.line, b.column) }
        var description: String { "\(path):\(line):\(column)" }
    }

    /// The text without markers, and the 1-based line and UTF-8 column of each marker.
    static func strip(_ text: String, path: String) -> (text: String, markers: [Position]) {
        var clean = ""
        var markers: [Position] = []
        var line = 1
        var column = 1
        for character in text {
            if character == "↓" {
                markers.append(Position(path: path, line: line, column: column))
                continue
            }
            clean.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (clean, markers)
    }

    /// The example's Swift code and resources without markers, and the expected positions.
    static func prepare(_ example: RuleExample) -> (code: String, resources: [SourceText], markers: [Position]) {
        let (code, markers) = strip(example.code, path: path)
        var all = markers
        var resources: [SourceText] = []
        for (name, text) in example.resources.sorted(by: { $0.key < $1.key }) {
            let (clean, resourceMarkers) = strip(text, path: name)
            resources.append(SourceText(path: name, text: clean))
            all += resourceMarkers
        }
        return (code, resources, all.sorted())
    }

    /// Where `ruleID` fires on `code`.
    static func positions(
        of ruleID: String, code: String, resources: [SourceText], settings: ProjectSettings
    ) -> [Position] {
        let report = Linter().lint(
            sources: [SourceText(path: path, text: code)], resources: resources, settings: settings)
        return report.findings.filter { $0.ruleID == ruleID }.map {
            Position(path: $0.path, line: $0.line, column: $0.column)
        }
        .sorted()
    }

    static func findings(
        of ruleID: String, code: String, resources: [SourceText], settings: ProjectSettings
    ) -> [Finding] {
        Linter().lint(sources: [SourceText(path: path, text: code)], resources: resources, settings: settings)
            .findings.filter { $0.ruleID == ruleID }
    }

    /// Every line turned into a `//` comment.
    static func commentedOut(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
    }

    /// The code as the contents of a raw multi-line string.
    static func insideString(_ code: String) -> String {
        "let example = ##\"\"\"\n" + code + "\n\"\"\"##\n"
    }

    /// A `disable:next` comment above every line that carries a marker.
    static func disabledPerLine(_ code: String, ruleID: String, lines: Set<Int>) -> String {
        var result: [String] = []
        for (offset, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if lines.contains(offset + 1) { result.append("// appintents-lint:disable:next \(ruleID)") }
            result.append(String(line))
        }
        return result.joined(separator: "\n")
    }
}
