import AppIntentsMetadata
import Foundation
import Testing

@testable import AppIntentsLint

/// CLI help and the rule list, compared with RecordedSnapshots.swift; re-record with
/// `RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests`, then rebuild.
@Suite struct SnapshotTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("RecordedSnapshots.swift")

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "help", arguments: ["--help"]),
        Case(name: "lint-help", arguments: ["lint", "--help"]),
        Case(name: "rules-help", arguments: ["rules", "--help"]),
        Case(name: "metadata-help", arguments: ["metadata", "--help"]),
        Case(name: "metadata-extract-help", arguments: ["metadata", "extract", "--help"]),
        Case(name: "metadata-show-help", arguments: ["metadata", "show", "--help"]),
        Case(name: "metadata-diff-help", arguments: ["metadata", "diff", "--help"]),
        Case(name: "rules", arguments: ["rules"]),
    ]

    @Test(arguments: cases) func outputMatchesSnapshot(_ item: Case) {
        let output = AppIntentsCommand.run(item.arguments).standardOutput
        #expect(output == RecordedSnapshots.outputs[item.name])
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil))
    func recordSnapshots() throws {
        var lines = [
            "// Recorded output of the appintents command line. Re-record with",
            "// `RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests`, then rebuild.",
            "// Kept as Swift so the test target needs no resources.",
            "enum RecordedSnapshots {",
            "    static let outputs: [String: String] = [",
        ]
        for item in Self.cases.sorted(by: { $0.name < $1.name }) {
            let output = AppIntentsCommand.run(item.arguments).standardOutput
            lines.append("        \"\(item.name)\": #\"\"\"")
            lines.append(output + "\n\"\"\"#,")
        }
        lines += ["    ]", "}"]
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: Self.file)
    }
}

/// A Swift Testing test, not XCTest: the runner's synthesized XCTest target imports every test
/// module with an XCTestCase, and this module's reviewer imports SwiftSyntax, which that target
/// cannot find (docs/ARCHITECTURE.md, "SwiftSyntax imports").
@Suite struct CommandLineVersionTests {
    @Test func versionIsTheToolsVersion() {
        let outcome = AppIntentsCommand.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "appintents \(MetadataFormat.toolsVersion)\n")
    }
}
