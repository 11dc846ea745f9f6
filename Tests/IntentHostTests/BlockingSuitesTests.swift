import Foundation
import Testing

/// A suite whose tests block a thread runs them on threads of its own (`@Suite(.ownThreads)`,
/// `Tests/TestSupport/OwnThreads.swift`). Checked over the test sources, so that a new suite that
/// waits for a subprocess or reads a socket cannot starve the cooperative pool of a parallel
/// `swift test` again.
@Suite struct BlockingSuitesTests {
    /// Calls that hold their thread until something outside the test's tasks happens.
    static let blocking = [
        "SoupShopCLI(", "CombinedOutput.run", "Process()", "waitUntilExit", "readDataToEndOfFile", "recv(",
        "Thread.sleep", "usleep(", "DispatchSemaphore", "PseudoTerminal(", ".exchange(", ".post(",
    ]

    /// The suites declared in `source`, each with its attribute's arguments (`""` for none).
    static func suites(in source: String) throws -> [(name: String, arguments: String)] {
        let declaration = try Regex(#"@Suite(\([^)]*\))?\s+(?:final\s+)?(?:struct|class|enum)\s+(\w+)"#)
        return source.matches(of: declaration).map { match in
            (
                match.output[2].substring.map(String.init) ?? "",
                match.output[1].substring.map(String.init) ?? ""
            )
        }
    }

    @Test func everySuiteThatBlocksRunsOnThreadsOfItsOwn() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let files = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        var guarded = 0
        var missing: [String] = []
        let this = URL(fileURLWithPath: #filePath).lastPathComponent  // it names the calls it looks for
        for case let file as URL in files where file.pathExtension == "swift" && file.lastPathComponent != this {
            let source = try String(contentsOf: file, encoding: .utf8)
            guard Self.blocking.contains(where: source.contains) else { continue }
            for suite in try Self.suites(in: source) {
                if suite.arguments.contains(".ownThreads") {
                    guarded += 1
                } else {
                    missing.append("\(file.lastPathComponent): \(suite.name)")
                }
            }
        }
        #expect(missing.isEmpty, "suites that block without @Suite(.ownThreads): \(missing.sorted())")
        // The scan reads the tree it guards: the suites marked today are found.
        #expect(guarded >= 40)
    }

    @Test func aSuiteIsFoundWithItsAttributesArguments() throws {
        let source = """
            @Suite(.serialized, .ownThreads) struct A {}
            @Suite struct B {}
            @Suite(.ownThreads)
            final class C {}
            """
        let found = try Self.suites(in: source)
        #expect(found.map(\.name) == ["A", "B", "C"])
        #expect(found.map { $0.arguments.contains(".ownThreads") } == [true, false, true])
    }
}
