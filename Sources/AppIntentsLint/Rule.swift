internal import SwiftSyntax

/// A non-Swift file the rules read: `AppShortcuts.strings` or `AppShortcuts.xcstrings`.
struct ResourceFile {
    let path: String
    let text: String
    /// The folder of the app the file belongs to, as `ParsedFile.appScope`.
    var appScope = ""

    /// 1-based line and UTF-8 column of a UTF-8 offset.
    func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for (index, byte) in text.utf8.enumerated() {
            if index == offset { break }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}

/// An example a rule carries: code it must (or must not) fire on. In triggering examples, `↓`
/// marks each place a finding must land.
struct RuleExample: CustomStringConvertible {
    var code: String
    var settings: ProjectSettings
    /// Extra files by name (`en.lproj/AppShortcuts.strings`); `↓` may mark positions there too.
    var resources: [String: String]

    init(_ code: String, settings: ProjectSettings = .init(), resources: [String: String] = [:]) {
        self.code = code
        self.settings = settings
        self.resources = resources
    }

    var description: String { code }
}

/// What a rule is, why it exists, and the examples that prove it.
struct RuleDescription {
    let id: String
    let severity: Severity
    /// The one-line why.
    let summary: String
    let triggering: [RuleExample]
    let nonTriggering: [RuleExample]
}

/// A review rule: reads the model, reports findings.
protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ model: AppModel, _ reporter: Reporter)
}

/// Collects findings in whatever order rules produce them; the linter applies configuration and
/// suppressions afterwards.
final class Reporter {
    struct Raw {
        enum Place {
            case swift(ParsedFile, AbsolutePosition)
            case resource(ResourceFile, offset: Int)
        }
        let ruleID: String
        let message: String
        let place: Place
        /// Where a disable comment is looked for (the finding's own place for Swift code).
        let anchor: (file: ParsedFile, position: AbsolutePosition)?
    }

    private(set) var findings: [Raw] = []
    var currentRule = ""

    func report(_ message: String, at node: some SyntaxProtocol, in file: ParsedFile) {
        report(at: node.positionAfterSkippingLeadingTrivia, in: file, message)
    }

    func report(at position: AbsolutePosition, in file: ParsedFile, _ message: String) {
        findings.append(
            Raw(ruleID: currentRule, message: message, place: .swift(file, position), anchor: (file, position)))
    }

    func report(
        _ message: String, inResource resource: ResourceFile, offset: Int, anchor: (ParsedFile, some SyntaxProtocol)?
    ) {
        findings.append(
            Raw(
                ruleID: currentRule, message: message, place: .resource(resource, offset: offset),
                anchor: anchor.map { ($0.0, $0.1.positionAfterSkippingLeadingTrivia) }))
    }
}
