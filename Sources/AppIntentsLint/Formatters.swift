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
        let errors = report.findings.filter { $0.severity == .error }.count
        let warnings = report.findings.count - errors
        var lines = report.findings.map(line)
        lines.append(
            "\(report.fileCount) file\(report.fileCount == 1 ? "" : "s") checked: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        )
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Findings as JSON for scripts.
public enum JSONFormatter {
    struct Document: Encodable {
        struct Summary: Encodable {
            let files: Int
            let errors: Int
            let warnings: Int
        }
        let findings: [Finding]
        let summary: Summary
    }

    /// `{"findings": [...], "summary": {"files", "errors", "warnings"}}`.
    public static func format(_ report: LintReport) throws -> String {
        let errors = report.findings.filter { $0.severity == .error }.count
        let document = Document(
            findings: report.findings,
            summary: .init(files: report.fileCount, errors: errors, warnings: report.findings.count - errors))
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
    struct Artifact: Encodable { let uri: String }
    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int
    }

    /// A SARIF log with one run: every rule in the driver, one result per finding.
    public static func format(_ report: LintReport) throws -> String {
        let rules = RuleInfo.all
        let indices = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results = report.findings.map { finding in
            Result(
                ruleId: finding.ruleID, ruleIndex: indices[finding.ruleID] ?? 0, level: finding.severity.rawValue,
                message: Text(text: finding.message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: Artifact(uri: uri(finding.path)),
                            region: Region(startLine: finding.line, startColumn: finding.column)))
                ])
        }
        let driver = Driver(
            rules: rules.map {
                RuleEntry(
                    id: $0.id, shortDescription: Text(text: $0.summary),
                    defaultConfiguration: .init(level: $0.defaultSeverity.rawValue))
            })
        let log = Log(runs: [Run(tool: Tool(driver: driver), results: results)])
        return String(decoding: try MetadataBundle.encode(log), as: UTF8.self) + "\n"
    }

    /// A relative URI for a path (SARIF wants forward slashes and no `./`).
    static func uri(_ path: String) -> String {
        var result = path
        while result.hasPrefix("./") { result.removeFirst(2) }
        return result.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? result
    }
}
