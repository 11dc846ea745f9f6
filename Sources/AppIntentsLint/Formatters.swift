import AppIntentsMetadata
import Foundation

/// The compiler's one-line form, which Xcode and editors turn into inline diagnostics.
public enum TextFormatter {
    /// `path:line:col: error: message [rule-id]`.
    public static func line(_ finding: Finding) -> String {
        "\(finding.path):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
    }

    /// Every finding, then a summary line.
    public static func format(_ report: LintReport) -> String {
        var lines = report.findings.map(line)
        lines.append(summary(report))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `12 files checked: 1 error, 2 warnings` (and `, 3 notes` when there are notes).
    public static func summary(_ report: LintReport) -> String {
        func count(_ severity: Severity) -> Int { report.findings.filter { $0.severity == severity }.count }
        func plural(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        let notes = count(.note)
        var left: [String] = []
        if !report.uncompiled.isEmpty {
            left.append("\(plural(report.uncompiled.count, "file")) no target of its Xcode project compiles")
        }
        if !report.encrypted.isEmpty {
            left.append("\(plural(report.encrypted.count, "file")) encrypted with git-crypt")
        }
        let skipped = left.isEmpty ? "" : " (" + left.joined(separator: ", ") + " left out)"
        return "\(plural(report.fileCount, "file")) checked: \(plural(count(.error), "error")), "
            + plural(count(.warning), "warning") + (notes > 0 ? ", " + plural(notes, "note") : "") + skipped
    }
}

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request.
public enum GitHubActionsFormatter {
    /// `::error file=Sources/A.swift,line=3,col=5,title=rule-id::message`, paths relative to the
    /// repository root.
    public static func format(_ report: LintReport, paths: RepositoryPaths) -> String {
        var lines = report.findings.map { finding in
            let command =
                switch finding.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            let file = escapeProperty(paths.relative(finding.path))
            return
                "::\(command) file=\(file),line=\(finding.line),col=\(finding.column),title=\(escapeProperty(finding.ruleID))::\(escapeData(finding.message))"
        }
        lines.append(TextFormatter.summary(report))
        return lines.joined(separator: "\n") + "\n"
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

/// A Markdown table, for a pull request comment or a job summary.
public enum MarkdownFormatter {
    public static func format(_ report: LintReport, paths: RepositoryPaths) -> String {
        var lines = ["| file | line | level | rule | message |", "|---|---|---|---|---|"]
        for finding in report.findings {
            let cells = [
                "`\(paths.relative(finding.path))`", "\(finding.line):\(finding.column)", finding.severity.rawValue,
                "`\(finding.ruleID)`", finding.message,
            ]
            lines.append("| " + cells.map(cell).joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append(TextFormatter.summary(report))
        return lines.joined(separator: "\n") + "\n"
    }

    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}

/// Paths of findings as the repository sees them: relative to its root (the folder holding
/// `.git`, found from the working directory), whatever way they were given on the command line.
public struct RepositoryPaths: Sendable {
    /// The working directory the command ran in (absolute).
    public var workingDirectory: String
    /// The repository root (absolute): the nearest folder above the working directory with `.git`,
    /// else the working directory.
    public var root: String

    public init(workingDirectory: String) {
        let start = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
        self.workingDirectory = start
        self.root = Self.repositoryRoot(from: start) ?? start
    }

    /// The nearest folder at or above `folder` that holds `.git`.
    public static func repositoryRoot(from folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0..<64 {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) {
                return current.path
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
        return nil
    }

    /// The absolute form of a path given relative to the working directory.
    public func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }

    /// The path relative to the repository root, or absolute when the file lies outside it.
    public func relative(_ path: String) -> String {
        let full = absolute(path)
        let prefix = root == "/" ? "/" : root + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }
}

/// Findings as JSON for scripts.
public enum JSONFormatter {
    struct Document: Encodable {
        struct Summary: Encodable {
            let files: Int
            let errors: Int
            let warnings: Int
            let notes: Int
        }
        let findings: [Finding]
        let summary: Summary
    }

    /// `{"findings": [...], "summary": {"files", "errors", "warnings", "notes"}}`.
    public static func format(_ report: LintReport) throws -> String {
        func count(_ severity: Severity) -> Int { report.findings.filter { $0.severity == severity }.count }
        let document = Document(
            findings: report.findings,
            summary: .init(
                files: report.fileCount, errors: count(.error), warnings: count(.warning), notes: count(.note)))
        return String(decoding: try MetadataBundle.encode(document), as: UTF8.self) + "\n"
    }
}

/// SARIF 2.1.0, the format code-scanning services read.
public enum SARIFFormatter {
    struct Log: Encodable {
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let version = "2.1.0"
        let runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }
    struct Run: Encodable {
        let tool: Tool
        let originalUriBaseIds: [String: Base]
        let results: [Result]
    }
    struct Tool: Encodable { let driver: Driver }
    struct Driver: Encodable {
        let name = "appintents"
        let version = MetadataFormat.toolsVersion
        let rules: [RuleEntry]
    }
    struct Text: Encodable { let text: String }
    struct RuleEntry: Encodable {
        struct Configuration: Encodable { let level: String }
        let id: String
        let shortDescription: Text
        let fullDescription: Text
        let helpUri: String?
        let defaultConfiguration: Configuration
    }
    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Text
        let locations: [Location]
    }
    struct Location: Encodable { let physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable {
        let artifactLocation: Artifact
        let region: Region
    }
    struct Artifact: Encodable {
        let uri: String
        let uriBaseId: String?
    }
    struct Base: Encodable { let uri: String }
    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int
    }

    /// A SARIF log with one run: every rule in the driver, one result per finding, each file's URI
    /// relative to the repository root (`%SRCROOT%`), as code scanning expects.
    public static func format(_ report: LintReport, paths: RepositoryPaths) throws -> String {
        let rules = RuleInfo.all
        let indices = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results = report.findings.map { finding in
            Result(
                ruleId: finding.ruleID, ruleIndex: indices[finding.ruleID] ?? 0, level: finding.severity.rawValue,
                message: Text(text: finding.message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: artifact(paths.relative(finding.path)),
                            region: Region(startLine: finding.line, startColumn: finding.column)))
                ])
        }
        let driver = Driver(
            rules: rules.map {
                RuleEntry(
                    id: $0.id, shortDescription: Text(text: $0.summary),
                    fullDescription: Text(text: $0.rationale.isEmpty ? $0.summary : $0.rationale),
                    helpUri: $0.citation.isEmpty ? nil : $0.citation,
                    defaultConfiguration: .init(level: $0.defaultSeverity.rawValue))
            })
        let base = URL(fileURLWithPath: paths.root, isDirectory: true).absoluteString
        let log = Log(
            runs: [Run(tool: Tool(driver: driver), originalUriBaseIds: ["SRCROOT": Base(uri: base)], results: results)])
        return String(decoding: try MetadataBundle.encode(log), as: UTF8.self) + "\n"
    }

    static func artifact(_ path: String) -> Artifact {
        path.hasPrefix("/")
            ? Artifact(uri: URL(fileURLWithPath: path).absoluteString, uriBaseId: nil)
            : Artifact(uri: uri(path), uriBaseId: "SRCROOT")
    }

    /// A relative URI for a path (SARIF wants forward slashes and no `./`).
    static func uri(_ path: String) -> String {
        var result = path
        while result.hasPrefix("./") { result.removeFirst(2) }
        return result.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? result
    }
}
