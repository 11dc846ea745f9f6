import Foundation
import Testing

/// A suite whose tests block a thread runs them on threads of its own (`@Suite(.ownThreads)`,
/// `Tests/TestSupport/OwnThreads.swift`). Checked over the test sources, so that a new suite that
/// waits for a subprocess or reads a socket cannot starve the cooperative pool of a parallel
/// `swift test` again; a suite that only uses a type whose code blocks (a fixture intent that
/// sleeps in `perform()`) counts too.
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

    /// The types declared in `source` that hold a blocking call (the innermost type around
    /// each): a fixture intent whose `perform()` sleeps blocks whichever suite runs it.
    static func blockingTypes(in source: String) throws -> [String] {
        let declaration = try Regex(#"\b(?:struct|class|enum|actor)\s+(\w+)"#)
        var found: [String] = []
        var open: [(name: String, depth: Int)] = []  // the types whose bodies the scan is in
        var depth = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            if let match = code.firstMatch(of: declaration), let name = match.output[1].substring {
                open.append((String(name), depth))
            }
            if let innermost = open.last, blocking.contains(where: code.contains), !found.contains(innermost.name) {
                found.append(innermost.name)
            }
            for character in code {
                if character == "{" { depth += 1 }
                if character == "}" {
                    depth -= 1
                    while let last = open.last, depth <= last.depth { open.removeLast() }
                }
            }
        }
        return found
    }

    @Test func everySuiteThatBlocksRunsOnThreadsOfItsOwn() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let files = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        let this = URL(fileURLWithPath: #filePath).lastPathComponent  // it names the calls it looks for
        var sources: [(file: URL, text: String)] = []
        for case let file as URL in files where file.pathExtension == "swift" && file.lastPathComponent != this {
            sources.append((file, try String(contentsOf: file, encoding: .utf8)))
        }
        // Types that block, used by name elsewhere, count as the calls they hold (suites, whose
        // names other files mention in passing, are checked for themselves).
        let suiteNames = Set(try sources.flatMap { try Self.suites(in: $0.text).map(\.name) })
        var helpers: [Regex<AnyRegexOutput>] = []
        for source in sources {
            for name in try Self.blockingTypes(in: source.text) where !suiteNames.contains(name) {
                helpers.append(try Regex("\\b\(name)\\b"))
            }
        }
        var guarded = 0
        var missing: [String] = []
        for (file, source) in sources {
            guard Self.blocking.contains(where: source.contains) || helpers.contains(where: { source.contains($0) })
            else { continue }
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

    @Test func aTypeThatBlocksIsFoundAroundItsCall() throws {
        let source = """
            enum Fixtures {
                struct Quick: AppIntent { func perform() async throws -> some IntentResult { .result() } }
                struct Stuck: AppIntent {
                    func perform() async throws -> some IntentResult {
                        usleep(1_000)  // holds its thread
                        return .result()
                    }
                }
                struct After {}
            }
            """
        #expect(try Self.blockingTypes(in: source) == ["Stuck"])
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
