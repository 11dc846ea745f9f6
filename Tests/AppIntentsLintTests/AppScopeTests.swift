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

    /// Found on a public app: a leftover file still in the folder but removed from the Xcode
    /// project drew errors and was extracted as a fourth entity. No build compiles it now.
    @Test func aFileNoTargetCompilesIsLeftOut() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("orphan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("Notes.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try """
        // !$*UTF8*$!
        { objects = {
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            F1 = {isa = PBXFileReference; path = Kept.swift; sourceTree = "<group>"; };
            S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = Notes; };
        }; }
        """.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let code = root.appendingPathComponent("Notes")
        try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
        let entity = { (name: String) in
            """
            import AppIntents
            struct \(name)Entity: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "\(name)"
                static let defaultQuery = \(name)Query()
                let id: String
                var displayRepresentation: DisplayRepresentation { "\\(id)" }
            }
            struct \(name)Query: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [\(name)Entity] { [] }
            }
            """
        }
        try entity("Kept").write(to: code.appendingPathComponent("Kept.swift"), atomically: true, encoding: .utf8)
        try entity("Old").write(to: code.appendingPathComponent("Old.swift"), atomically: true, encoding: .utf8)

        let report = try Linter().lint(paths: [root.path])
        #expect(report.fileCount == 1)
        #expect(report.uncompiled.map { ($0 as NSString).lastPathComponent } == ["Old.swift"])
        #expect(TextFormatter.summary(report).hasSuffix("(1 file no target of its Xcode project compiles left out)"))
        #expect(report.findings.allSatisfy { $0.path.hasSuffix("Kept.swift") })
        let data = try MetadataExtractor(moduleName: "Notes").extract(paths: [root.path])
        #expect(data.entities.keys.sorted() == ["KeptEntity"])
        // Named on the command line, a file is checked whatever the project says.
        let named = try Linter().lint(paths: [code.appendingPathComponent("Old.swift").path])
        #expect(named.fileCount == 1)
        #expect(named.uncompiled.isEmpty)
    }
}
