import AppIntentsMetadata
import Foundation
import Testing

@testable import AppIntentsLint

/// The `appintents` command line, run in process.
@Suite struct CommandTests {
    static let broken = """
        struct OrderSoupIntent: AppIntent {
            static let title: LocalizedStringResource = "Order Soup"
            func perform() async throws -> some IntentResult { .result() }
        }
        struct Shortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup"], shortTitle: "Order", systemImageName: "cup")
            }
        }
        enum Level: Int, AppEnum {
            case low = 1
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Level"
            static let caseDisplayRepresentations: [Level: DisplayRepresentation] = [.low: "Low"]
        }
        """

    /// A temporary folder with the given files, removed afterwards.
    static func folder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, text) in files {
            let path = root + "/" + name
            try? FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        }
        try body(root)
    }

    struct HelpCase: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let mentions: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        HelpCase(arguments: ["--help"], mentions: "USAGE: appintents <command>"),
        HelpCase(arguments: ["lint", "--help"], mentions: "USAGE: appintents lint [<path>...]"),
        HelpCase(arguments: ["rules", "-h"], mentions: "USAGE: appintents rules"),
        HelpCase(arguments: ["metadata", "--help"], mentions: "USAGE: appintents metadata <subcommand>"),
        HelpCase(arguments: ["metadata", "extract", "--help"], mentions: "-o, --output <dir>"),
        HelpCase(
            arguments: ["metadata", "show", "--help"],
            mentions: "USAGE: appintents metadata show <path> [--json] [--strings <path>]"),
        HelpCase(arguments: ["metadata", "diff", "--help"], mentions: "USAGE: appintents metadata diff <old> <new>"),
    ])
    func everyCommandHasHelp(_ item: HelpCase) {
        let outcome = AppIntentsCommand.run(item.arguments)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains(item.mentions))
        #expect(outcome.standardError.isEmpty)
    }

    struct UsageCase: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let names: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        UsageCase(arguments: ["lnt"], names: "unknown command 'lnt'. Did you mean 'lint'?"),
        UsageCase(arguments: ["lint", ".", "--format", "xml"], names: "'xml' is not a reporter for --format"),
        UsageCase(
            arguments: ["lint", "--reporter", "checkstyle"], names: "'checkstyle' is not a reporter for --reporter"),
        UsageCase(arguments: ["lint", "--reporter", "json", "--format", "sarif"], names: "disagree"),
        UsageCase(arguments: ["rules", "entity-id-from-indx"], names: "Did you mean 'entity-id-from-index'?"),
        UsageCase(arguments: ["lint", ".", "--fromat", "json"], names: "unknown option '--fromat'"),
        UsageCase(arguments: ["lint", ".", "--config"], names: "option '--config' needs a value"),
        UsageCase(arguments: ["metadata"], names: "missing subcommand"),
        UsageCase(arguments: ["metadata", "extrct"], names: "Did you mean 'extract'?"),
        UsageCase(arguments: ["metadata", "extract", "."], names: "missing --output <dir>"),
        UsageCase(arguments: ["metadata", "extract", ".", "--output", "/tmp/x", "--module", "a-b"], names: "'a-b'"),
        UsageCase(arguments: ["metadata", "diff", "one"], names: "expected <old> and <new>, got 1 path"),
        UsageCase(arguments: ["metadata", "show"], names: "missing <path>"),
    ])
    func usageErrorsNameTheBadArgumentAndExit64(_ item: UsageCase) {
        let outcome = AppIntentsCommand.run(item.arguments)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains(item.names), "\(outcome.standardError)")
        #expect(outcome.standardError.hasPrefix("error: "))
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test func lintPrintsCompilerStyleLinesAndExitsOneOnErrors() throws {
        try Self.folder(["Sources/Shop/Shop.swift": Self.broken]) { root in
            let outcome = AppIntentsCommand.run(["lint", root])
            #expect(outcome.status == 1)
            let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
            #expect(
                lines.contains(
                    "\(root)/Sources/Shop/Shop.swift:7:58: error: phrase \"Order soup\" does not contain \\(.applicationName); Siri phrases must name the app [phrase-application-name]"
                ))
            #expect(
                lines.contains {
                    $0.hasPrefix("\(root)/Sources/Shop/Shop.swift:10:13: note: ")
                        && $0.hasSuffix("[enum-string-raw-value]")
                })
            #expect(lines.last == "1 file checked: 1 error, 0 warnings, 1 note")
        }
    }

    @Test func configurationRelevelsAndDisablesRules() throws {
        let config = #"{"disabled": ["phrase-application-name"], "levels": {"enum-string-raw-value": "error"}}"#
        try Self.folder(["Shop.swift": Self.broken, "lint.json": config]) { root in
            let outcome = AppIntentsCommand.run(["lint", root + "/Shop.swift", "--config", root + "/lint.json"])
            #expect(outcome.status == 1)
            #expect(!outcome.standardOutput.contains("[phrase-application-name]"))
            #expect(outcome.standardOutput.contains("error: AppEnum Level has raw type Int"))
        }
    }

    @Test func warningsAloneExitZero() throws {
        let config = #"{"disabled": ["phrase-application-name"], "levels": {"enum-string-raw-value": "warning"}}"#
        try Self.folder(["Shop.swift": Self.broken, "lint.json": config]) { root in
            let outcome = AppIntentsCommand.run(["lint", root, "--config=\(root)/lint.json", "--format", "json"])
            #expect(outcome.status == 0)
            let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
            let summary = object?["summary"] as? [String: Int]
            #expect(summary == ["files": 1, "errors": 0, "warnings": 1, "notes": 0])
            // --strict fails on the warning.
            let strict = AppIntentsCommand.run(["lint", root, "--config=\(root)/lint.json", "--strict"])
            #expect(strict.status == 1)
        }
    }

    @Test func badConfigurationNamesTheRule() throws {
        try Self.folder(["lint.json": #"{"disabled": ["phrase-app-name"]}"#]) { root in
            let outcome = AppIntentsCommand.run(["lint", root, "--config", root + "/lint.json"])
            #expect(outcome.status == 64)
            #expect(outcome.standardError.contains("unknown rule 'phrase-app-name'"))
        }
    }

    @Test func sarifIsVersion210WithRulesAndResults() throws {
        try Self.folder(["Shop.swift": Self.broken]) { root in
            let outcome = AppIntentsCommand.run(["lint", root, "--format", "sarif"])
            #expect(outcome.status == 1)
            let log = try #require(
                try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
            #expect(log["version"] as? String == "2.1.0")
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
            #expect((driver["rules"] as? [Any])?.count == RuleInfo.all.count)
            let results = try #require(run["results"] as? [[String: Any]])
            #expect(results.map { $0["ruleId"] as? String } == ["phrase-application-name", "enum-string-raw-value"])
            let region =
                (((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                    "region"]) as? [String: Int]
            #expect(region == ["startLine": 7, "startColumn": 58])
        }
    }

    @Test func missingPathsExitTwo() {
        let lint = AppIntentsCommand.run(["lint", "/nonexistent/App"])
        #expect(lint.status == 2)
        #expect(lint.standardError == "error: /nonexistent/App: no such file or folder\n")
        let show = AppIntentsCommand.run(["metadata", "show", "/nonexistent/extract.actionsdata"])
        #expect(show.status == 2)
        #expect(show.standardError.contains("/nonexistent/extract.actionsdata"))
    }

    @Test func garbageMetadataIsUnreadableInputNotACrash() throws {
        try Self.folder(["extract.actionsdata": "{\"actions\": 3}"]) { root in
            let outcome = AppIntentsCommand.run(["metadata", "show", root + "/extract.actionsdata"])
            #expect(outcome.status == 2)
            #expect(outcome.standardError.contains("not valid App Intents metadata"))
        }
    }

    @Test func extractShowAndDiffWorkTogether() throws {
        let old = CommandTests.broken
        let new = old.replacingOccurrences(
            of: "static let title: LocalizedStringResource = \"Order Soup\"",
            with:
                "static let title: LocalizedStringResource = \"Order\"\n    @Parameter(title: \"Note\") var note: String"
        )
        try Self.folder(["old/Sources/Shop/Shop.swift": old, "new/Sources/Shop/Shop.swift": new]) { root in
            let first = AppIntentsCommand.run([
                "metadata", "extract", root + "/old/Sources/Shop", "--output", root + "/out-old",
            ])
            #expect(first.status == 0)
            #expect(
                first.standardOutput.contains(
                    "1 actions, 0 entities, 0 queries, 1 enums, 1 App Shortcuts (module Shop)"))
            // `-o` is `--output`'s short spelling.
            let second = AppIntentsCommand.run([
                "metadata", "extract", root + "/new", "-o", root + "/out-new", "--module", "Shop",
            ])
            #expect(second.status == 0)
            let show = AppIntentsCommand.run([
                "metadata", "show", root + "/out-old/Metadata.appintents/extract.actionsdata",
            ])
            #expect(show.status == 0)
            #expect(show.standardOutput.contains("OrderSoupIntent \"Order Soup\""))
            #expect(show.standardOutput.contains("Level \"Level\" (Int): 1 \"Low\""))
            let diff = AppIntentsCommand.run(["metadata", "diff", root + "/out-old", root + "/out-new"])
            #expect(diff.status == 1)
            #expect(
                diff.standardOutput.contains(
                    "breaking: intent OrderSoupIntent: required parameter 'note' added without a default; saved shortcuts have no value for it"
                ))
            #expect(
                diff.standardOutput.contains(
                    "safe: intent OrderSoupIntent: title changed from \"Order Soup\" to \"Order\""))
            #expect(diff.standardOutput.hasSuffix("2 changes: 1 breaking, 1 safe\n"))
            let same = AppIntentsCommand.run([
                "metadata", "diff", root + "/out-old", root + "/out-old", "--format", "json",
            ])
            #expect(same.status == 0)
            #expect(same.standardOutput.contains("\"breaking\" : 0"))
        }
    }

    @Test func buildFilesAndPhraseCatalogsInTheTreeAreRead() throws {
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Shop", platforms: [.iOS(.v26)], targets: [.target(name: "Shop")])
            """
        let code = """
            struct OpenShopIntent: AppIntent {
                static var title: LocalizedStringResource = "Open Shop"
                static let openAppWhenRun = true
                func perform() async throws -> some IntentResult { .result() }
            }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: OpenShopIntent(), phrases: ["Open \\(.applicationName)"], shortTitle: "Open", systemImageName: "bag")
                }
            }
            """
        let strings = #""Open ${applicationName}" = "Ouvrir la boutique";"#
        try Self.folder([
            "Package.swift": manifest, "Sources/Shop/Shop.swift": code,
            "Sources/Shop/fr.lproj/AppShortcuts.strings": strings,
        ]) { root in
            let outcome = AppIntentsCommand.run(["lint", root + "/Sources/Shop"])
            let text = outcome.standardOutput
            #expect(text.contains("Shop.swift:2:12: error: 'static var title' is mutable shared state"))
            #expect(text.contains("Shop.swift:3:16: warning: openAppWhenRun is deprecated for deployment target 26"))
            #expect(text.contains("fr.lproj/AppShortcuts.strings:1:29: error: translation 'Ouvrir la boutique'"))
            #expect(outcome.status == 1)
        }
    }

    @Test func showReadsMetadataInApplesShapeWithKeysWeDoNotKnow() throws {
        let apple = """
            {"version": 1, "generator": {"name": "xcode-actionsdata", "version": "17.0"},
             "actions": {"OpenNoteIntent": {"identifier": "OpenNoteIntent", "mangledTypeName": "5Notes14OpenNoteIntentV",
               "title": {"key": "Open Note", "alternatives": []}, "openAppWhenRun": true, "outputFlags": 0,
               "parameters": [{"name": "target", "title": {"key": "Note", "alternatives": []},
                 "valueType": {"entity": {"wrapper": {"typeName": "NoteEntity"}}},
                 "isOptional": false, "typeSpecificMetadata": [], "appleOnly": 1}],
               "systemProtocols": ["com.apple.link.systemProtocol.OpenEntity"], "visibilityMetadata": {"isDiscoverable": true},
               "presentationStyle": 0, "effectiveBundleIdentifiers": []}},
             "entities": {}, "queries": {}, "enums": [], "autoShortcuts": [], "shortcutTileColor": 7}
            """
        try Self.folder(["Notes/Metadata.appintents/extract.actionsdata": apple]) { root in
            let outcome = AppIntentsCommand.run(["metadata", "show", root + "/Notes"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let text = outcome.standardOutput
            #expect(text.contains("written by xcode-actionsdata 17.0"))
            #expect(
                text.contains(
                    "  OpenNoteIntent \"Open Note\"\n    target: NoteEntity, required \"Note\"\n    opens the app; OpenIntent\n"
                ))
            #expect(text.contains("App Shortcuts (0), tile color blue:"))
        }
    }

    @Test func rulesMarkdownListsEveryRule() {
        let outcome = AppIntentsCommand.run(["rules", "--format", "markdown"])
        #expect(outcome.status == 0)
        for rule in RuleInfo.all {
            #expect(outcome.standardOutput.contains("| `\(rule.id)` | \(rule.defaultSeverity.rawValue) |"))
        }
    }
}
