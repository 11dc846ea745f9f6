import Foundation
import TestSupport
import Testing

/// What CI users expect of `appintents lint`, through the real executable: reporters, paths
/// relative to the repository root, `--strict`, a baseline, a discovered configuration, no path
/// meaning the current folder, and the rule documentation.
@Suite(.ownThreads) struct CIFeatureTests {
    /// A repository (a `.git` folder) with one app folder holding an error and a warning.
    static let repository: [String: String] = [
        ".git/HEAD": "ref: refs/heads/main\n",
        "App/Shop.swift": """
        struct OrderSoupIntent: AppIntent {
            static let title: LocalizedStringResource = "Order Soup"
            func perform() async throws -> some IntentResult { .result() }
        }
        struct Shortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup"], shortTitle: "Order", systemImageName: "cup")
            }
        }
        struct SyncIntent: AppIntent {
            static let title: LocalizedStringResource = "Sync"
            func perform() async throws -> some IntentResult {
                sleep(1)
                return .result()
            }
        }
        """,
    ]

    @Test func noPathLintsTheCurrentFolderAndReportersUseRepositoryPaths() throws {
        try CommandTests.folder(Self.repository) { root in
            let app = root + "/App"
            let xcode = try Reviewer.run(["lint"], in: app)
            #expect(xcode.status == 1)
            #expect(xcode.output.hasPrefix("./Shop.swift:7:58: error: phrase \"Order soup\""))
            #expect(xcode.output.contains("./Shop.swift:13:9: warning: sleep() blocks a thread"))
            #expect(xcode.output.hasSuffix("1 file checked: 1 error, 1 warning\n"))

            let github = try Reviewer.run(["lint", "--reporter", "github-actions-logging"], in: app)
            #expect(
                github.output.hasPrefix(
                    "::error file=App/Shop.swift,line=7,col=58,title=phrase-application-name::phrase \"Order soup\""))
            #expect(github.output.contains("::warning file=App/Shop.swift,line=13,col=9,title=blocking-perform::"))

            let markdown = try Reviewer.run(["lint", ".", "--reporter", "markdown"], in: app)
            #expect(markdown.output.hasPrefix("| file | line | level | rule | message |\n|---|---|---|---|---|\n"))
            #expect(markdown.output.contains("| `App/Shop.swift` | 7:58 | error | `phrase-application-name` |"))

            let sarif = try Reviewer.run(["lint", "Shop.swift", "--format", "sarif"], in: app)
            let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            let base = (run["originalUriBaseIds"] as? [String: [String: String]])?["SRCROOT"]?["uri"]
            #expect(base == URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL.absoluteString)
            let results = try #require(run["results"] as? [[String: Any]])
            let artifacts = results.compactMap {
                (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                    "artifactLocation"] as? [String: String]
            }
            #expect(artifacts == Array(repeating: ["uri": "App/Shop.swift", "uriBaseId": "SRCROOT"], count: 2))
            let rules = try #require((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] })
            let first = try #require(
                (rules["rules"] as? [[String: Any]])?.first { $0["id"] as? String == "entities-for-throws-missing" })
            #expect(
                (first["helpUri"] as? String)?.hasPrefix("https://developer.apple.com/documentation/appintents/")
                    == true)
        }
    }

    @Test func strictFailsOnWarningsAndAConfigurationIsFoundAtTheRepositoryRoot() throws {
        var files = Self.repository
        files[".appintents.json"] = #"{"disabled": ["phrase-application-name"]}"#
        try CommandTests.folder(files) { root in
            let plain = try Reviewer.run(["lint"], in: root + "/App")
            #expect(plain.status == 0, "\(plain.output)")
            #expect(!plain.output.contains("phrase-application-name"))
            let strict = try Reviewer.run(["lint", "--strict"], in: root + "/App")
            #expect(strict.status == 1)
            // A configuration in the current folder wins over the root's.
            _ = FileManager.default.createFile(
                atPath: root + "/App/.appintents.json", contents: Data(#"{"disabled": ["blocking-perform"]}"#.utf8))
            let local = try Reviewer.run(["lint", "--strict"], in: root + "/App")
            #expect(local.status == 1)
            #expect(local.output.contains("[phrase-application-name]"))
            #expect(!local.output.contains("[blocking-perform]"))
        }
    }

    @Test func aBaselineReportsOnlyNewFindings() throws {
        try CommandTests.folder(Self.repository) { root in
            let written = try Reviewer.run(["lint", "App", "--write-baseline", "baseline.json"], in: root)
            #expect(written.status == 1)
            let baseline = try String(contentsOfFile: root + "/baseline.json", encoding: .utf8)
            #expect(baseline.contains(#""path" : "App/Shop.swift""#))

            // From another folder, by another path: still the same findings.
            let quiet = try Reviewer.run(
                ["lint", ".", "--baseline", "../baseline.json", "--strict"], in: root + "/App")
            #expect(quiet.status == 0, "\(quiet.output)")
            #expect(quiet.output == "1 file checked: 0 errors, 0 warnings\n")

            // A new finding, with the old ones moved down a line, is the only one reported.
            let source = try String(contentsOfFile: root + "/App/Shop.swift", encoding: .utf8)
            try
                ("// moved\n" + source
                + "\nstruct WaitIntent: AppIntent {\n    func perform() async throws -> some IntentResult {\n        usleep(5)\n        return .result()\n    }\n}\n")
                .write(toFile: root + "/App/Shop.swift", atomically: true, encoding: .utf8)
            let fresh = try Reviewer.run(["lint", "App", "--baseline", "baseline.json"], in: root)
            #expect(fresh.status == 0)
            #expect(fresh.output.contains("App/Shop.swift:20:9: warning: usleep() blocks a thread"))
            #expect(fresh.output.hasSuffix("1 file checked: 0 errors, 1 warning\n"))

            let missing = try Reviewer.run(["lint", "App", "--baseline", "nothing.json"], in: root)
            #expect(missing.status == 2)
            #expect(missing.error.contains("nothing.json: cannot read the baseline"))
        }
    }

    @Test func rulesAreListedAndExplained() throws {
        try CommandTests.folder(["Empty.swift": ""]) { root in
            let list = try Reviewer.run(["lint", "--list-rules"], in: root)
            #expect(list.status == 0)
            let rules = try Reviewer.run(["rules"], in: root)
            #expect(list.output == rules.output)
            #expect(list.output.contains("entities-for-throws-missing"))

            let one = try Reviewer.run(["rules", "entities-for-throws-missing"], in: root)
            #expect(one.status == 0)
            #expect(one.output.hasPrefix("entities-for-throws-missing (warning)\n"))
            #expect(one.output.contains("Why: Apple: the system skips identifiers that have no matching entity"))
            #expect(
                one.output.contains(
                    "Apple's documentation: https://developer.apple.com/documentation/appintents/entityquery/entities(for:)"
                ))
            #expect(one.output.contains("Triggers (↓ marks the finding):"))
            #expect(one.output.contains("Does not trigger:"))
            #expect(one.output.contains("        identifiers.compactMap { try? soup(withID: $0) }"))

            let unknown = try Reviewer.run(["rules", "no-such-rule"], in: root)
            #expect(unknown.status == 64)
            #expect(unknown.error.contains("unknown rule 'no-such-rule'"))
        }
    }
}
