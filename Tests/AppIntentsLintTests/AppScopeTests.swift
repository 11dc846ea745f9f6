import Foundation
import Testing

@testable import AppIntentsLint

/// Per-app rules see one app at a time: found on public repositories that hold several apps side
/// by side (a book's chapters, a workshop's steps), each folder with an Xcode project of its own.
@Suite struct AppScopeTests {
    /// A folder with two sibling apps, each `App/App.xcodeproj` and `App/App/Intents.swift` with
    /// `count` App Shortcuts; `catalog` is written beside the second app's code.
    private func siblingApps(shortcuts count: Int, catalog: String? = nil) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scopes-\(UUID().uuidString)")
        for app in ["Bells", "Horns"] {
            let project = root.appendingPathComponent("\(app)/\(app).xcodeproj")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            try "// !$*UTF8*$!\n{ objects = { }; }\n".write(
                to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
            let code = root.appendingPathComponent("\(app)/\(app)")
            try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
            let calls = (1...count).map {
                #"AppShortcut(intent: RingIntent(), phrases: ["Ring \#(app) \#($0) in \(.applicationName)"], shortTitle: "Ring", systemImageName: "bell")"#
            }
            let source = """
                import AppIntents
                struct RingIntent: AppIntent {
                    static let title: LocalizedStringResource = "Ring"
                    func perform() async throws -> some IntentResult { .result() }
                }
                struct RingShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        \(calls.joined(separator: "\n        "))
                    }
                }
                """
            try source.write(to: code.appendingPathComponent("Intents.swift"), atomically: true, encoding: .utf8)
            if app == "Horns", let catalog {
                try catalog.write(
                    to: code.appendingPathComponent("AppShortcuts.xcstrings"), atomically: true, encoding: .utf8)
            }
        }
        return root.path
    }

    @Test func theShortcutLimitCountsEachAppsOwn() throws {
        let root = try siblingApps(shortcuts: 6)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let apart = try Linter().lint(paths: [root]).findings.filter { $0.ruleID == "app-shortcuts-limit" }
        #expect(apart.isEmpty)

        // The same twelve shortcuts in one app are two too many.
        try FileManager.default.removeItem(atPath: root + "/Horns/Horns.xcodeproj")
        try FileManager.default.removeItem(atPath: root + "/Bells/Bells.xcodeproj")
        let together = try Linter().lint(paths: [root]).findings.filter { $0.ruleID == "app-shortcuts-limit" }
        #expect(together.count == 2)
        #expect(together.allSatisfy { $0.message.hasPrefix("12 App Shortcuts declared") })
    }

    @Test func aCatalogIsComparedWithItsOwnAppsPhrasesOnly() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Ring Horns 1 in ${applicationName}": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Sonner 1 dans ${applicationName}"}}}},
              "Ring Bells 1 in ${applicationName}": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Cloche"}}}}
            }}
            """
        let root = try siblingApps(shortcuts: 2, catalog: catalog)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let findings = try Linter().lint(paths: [root]).findings.filter { $0.ruleID.hasPrefix("shortcuts-strings") }
        // The Bells key is no phrase of the Horns app; neither app's phrases missing from the
        // catalog are reported (Xcode adds them), and the Bells app has no catalog.
        #expect(findings.map(\.ruleID) == ["shortcuts-strings-unused"])
        #expect(findings.first?.message.hasPrefix("'Ring Bells 1 in ${applicationName}'") == true)
        #expect(findings.first?.path.hasSuffix("Horns/Horns/AppShortcuts.xcstrings") == true)
    }
}
