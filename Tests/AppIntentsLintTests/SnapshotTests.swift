import Foundation
import Testing
import XCTest

@testable import AppIntentsLint

/// CLI help and machine output, compared with files in Snapshots/; re-record with
/// `RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests`.
@Suite struct SnapshotTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

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

    @Test(arguments: cases) func outputMatchesSnapshot(_ item: Case) throws {
        let output = AppIntentsCommand.run(item.arguments).standardOutput
        let file = Self.folder.appendingPathComponent(item.name + ".txt")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try Data(output.utf8).write(to: file)
        }
        let recorded = try String(contentsOf: file, encoding: .utf8)
        #expect(output == recorded)
    }
}

/// Keeps the XCTest half of the runner's summary meaningful (see toolchain-feasibility.md §5).
final class CommandLineXCTests: XCTestCase {
    func testVersionIsTheToolsVersion() {
        let outcome = AppIntentsCommand.run(["--version"])
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.standardOutput, "0.1.0\n")
    }
}
