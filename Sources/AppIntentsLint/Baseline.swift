import AppIntentsMetadata
import Foundation

/// Findings accepted as they are, so CI reports only new ones (`--write-baseline`, `--baseline`).
///
/// A finding is matched by rule, file (relative to the repository root) and message, not by line,
/// so edits above it do not bring it back; each recorded finding absorbs one current finding.
public struct Baseline: Codable, Sendable, Hashable {
    public struct Entry: Codable, Sendable, Hashable {
        public var rule: String
        public var path: String
        public var message: String
    }

    public var version = 1
    public var findings: [Entry]

    public init(report: LintReport, paths: RepositoryPaths) {
        findings = report.findings.map { Entry(rule: $0.ruleID, path: paths.relative($0.path), message: $0.message) }
    }

    /// Writes the baseline as JSON.
    public func write(to path: String) throws {
        do {
            try MetadataBundle.encode(self).write(to: URL(fileURLWithPath: path))
        } catch {
            throw BaselineError(path: path, detail: "cannot write the baseline")
        }
    }

    /// Reads a baseline written by `--write-baseline`.
    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(path: path, detail: "cannot read the baseline (write one with --write-baseline)")
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineError(
                path: path, detail: "not a baseline: expected {\"version\": 1, \"findings\": [{rule, path, message}]}")
        }
    }

    /// The report without the findings the baseline records.
    public func filter(_ report: LintReport, paths: RepositoryPaths) -> LintReport {
        var remaining: [Entry: Int] = [:]
        for entry in findings { remaining[entry, default: 0] += 1 }
        var kept: [Finding] = []
        for finding in report.findings {
            let entry = Entry(rule: finding.ruleID, path: paths.relative(finding.path), message: finding.message)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
            } else {
                kept.append(finding)
            }
        }
        var filtered = report
        filtered.findings = kept
        return filtered
    }
}

/// A baseline file that cannot be read or written.
public struct BaselineError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var detail: String
    public var description: String { "\(path): \(detail)" }
}
