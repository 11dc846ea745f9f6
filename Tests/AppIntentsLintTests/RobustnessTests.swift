import Foundation
import TestSupport
import Testing

@testable import AppIntentsLint

/// Hostile and real input: the reviewer reports, it never crashes.
@Suite struct RobustnessTests {
    /// The repository root, found from this file's path.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test func everySwiftFileInTheRepositoryIsReadWithoutParseErrors() throws {
        let report = try Linter().lint(paths: [Self.repository])
        #expect(report.fileCount > 20)
        // Our own sources parse: a parse error here would be a parser bug in the linter's input handling.
        #expect(
            report.findings.filter { $0.ruleID == "parse-error" }.isEmpty,
            "\(report.findings.filter { $0.ruleID == "parse-error" })")
        let data = try MetadataExtractor(moduleName: "Repo").extract(paths: [Self.repository])
        #expect(data.version == 1)
    }

    static let sample = """
        struct OrderSoupIntent: AppIntent {
            static let title: LocalizedStringResource = "Order Soup"
            @Parameter(title: "Soup") var soup: SoupEntity
            static var parameterSummary: some ParameterSummary { Summary("Order \\(\\.$soup)") { \\.$quantity } }
            func perform() async throws -> some IntentResult { .result(dialog: "Ordered \\(soup.name).") }
        }
        struct Shortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: OrderSoupIntent(), phrases: ["Order \\(\\.$soup) in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup")
            }
        }
        enum Size: String, AppEnum { case small = "s"; static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "S"] }
        """

    @Test func everyTruncationOfAFileGetsAParseErrorOrNothing() {
        let bytes = Array(Self.sample.utf8)
        var parseErrors = 0
        for length in stride(from: 0, through: bytes.count, by: 7) {
            let text = String(decoding: bytes[0..<length], as: UTF8.self)
            let report = Linter().lint(sources: [SourceText(path: "Cut.swift", text: text)])
            let errors = report.findings.filter { $0.ruleID == "parse-error" }
            #expect(errors.count <= 1)
            parseErrors += errors.count
            _ = MetadataExtractor(moduleName: "Cut").extract(sources: [SourceText(path: "Cut.swift", text: text)])
        }
        #expect(parseErrors > 10)
    }

    @Test func randomBytesAreReportedNotFatal() {
        var generator = SplitMix(seed: 42)
        for round in 0..<40 {
            let count = Int(generator.next() % 4000)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let text = String(decoding: bytes, as: UTF8.self)
            let report = Linter().lint(sources: [SourceText(path: "Noise\(round).swift", text: text)])
            for finding in report.findings {
                #expect(finding.line >= 1 && finding.column >= 1)
            }
        }
    }

    @Test func deepNestingDoesNotExhaustTheStack() {
        let depth = 2_000
        let nested = String(repeating: "struct N: AppIntent {\n", count: depth) + String(repeating: "}\n", count: depth)
        let braces = "let x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let closures =
            "func f() { " + String(repeating: "g { ", count: depth) + String(repeating: "} ", count: depth) + "}"
        let squares = "let x = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        for text in [nested, braces, closures, squares] {
            let report = Linter().lint(sources: [SourceText(path: "Deep.swift", text: text)])
            #expect(report.findings.filter { $0.ruleID == "parse-error" }.count == 1)
            _ = MetadataExtractor(moduleName: "Deep").extract(sources: [SourceText(path: "Deep.swift", text: text)])
        }
        let refused = Linter().lint(sources: [SourceText(path: "Deep.swift", text: braces)]).findings
        #expect(
            refused.first?.message
                == "syntax error: brackets nest 2000 levels deep (more than 512); the file was not checked")
        let searched = Linter().lint(sources: [SourceText(path: "Deep.swift", text: squares)]).findings
        #expect(
            searched.first?.message
                == "syntax error: square brackets nest 40 levels deep (more than 16); the file was not checked")
    }

    @Test func unbalancedAndHalfWrittenDeclarationsGetOneDiagnostic() {
        let text = """
            extension : AppEntity {
            struct : AppIntent { @Parameter(title: ) var : }
            enum E: String, AppEnum { case = "x"
            """
        let report = Linter().lint(sources: [SourceText(path: "Half.swift", text: text)])
        let parseErrors = report.findings.filter { $0.ruleID == "parse-error" }
        #expect(parseErrors.count == 1)
        #expect(parseErrors.first?.message.hasPrefix("syntax error: ") == true)
    }

    @Test func invalidUTF8FilesAreReadWithReplacement() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("utf8-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes: [UInt8] =
            Array("struct A: AppIntent { static let title: LocalizedStringResource = \"".utf8) + [0xFF, 0xFE]
            + Array("\" }".utf8)
        _ = FileManager.default.createFile(
            atPath: folder.appendingPathComponent("Bad.swift").path, contents: Data(bytes))
        let report = try Linter().lint(paths: [folder.path])
        #expect(report.fileCount == 1)
    }

    /// A submodule folder named `Core.swift` that was never checked out, and a link into it, sit
    /// beside the app's code: the walk goes through them instead of failing to read them.
    @Test func foldersNamedLikeSwiftFilesAndDanglingLinksAreWalkedNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("walk-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(
            at: folder.appendingPathComponent("Core.swift/Sources"), withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: folder) }
        _ = manager.createFile(
            atPath: folder.appendingPathComponent("Core.swift/Sources/Inner.swift").path,
            contents: Data("struct Inner {}".utf8))
        _ = manager.createFile(
            atPath: folder.appendingPathComponent("App.swift").path,
            contents: Data("struct App {}".utf8))
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("Shared.swift").path,
            withDestinationPath: "Missing/Shared.swift")
        let report = try Linter().lint(paths: [folder.path])
        #expect(report.fileCount == 2)
        #expect(report.findings.isEmpty)
    }

    /// A `Keys.swift` of secrets kept encrypted with git-crypt is ciphertext in a checkout without
    /// the key; the build decrypts it, so it is left out and counted, not a parse error.
    @Test func filesEncryptedWithGitCryptAreLeftOutAndCounted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crypt-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: folder) }
        _ = manager.createFile(
            atPath: folder.appendingPathComponent("App.swift").path, contents: Data("struct App {}".utf8))
        let ciphertext: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0, 0x9C, 0x11, 0xFF, 0x5B, 0x5B, 0x5B, 0x00, 0xE2]
        _ = manager.createFile(atPath: folder.appendingPathComponent("Keys.swift").path, contents: Data(ciphertext))
        let report = try Linter().lint(paths: [folder.path])
        #expect(report.fileCount == 1)
        #expect(report.findings.isEmpty)
        #expect(report.encrypted.map { ($0 as NSString).lastPathComponent } == ["Keys.swift"])
        #expect(
            TextFormatter.summary(report)
                == "1 file checked: 0 errors, 0 warnings (1 file encrypted with git-crypt left out)")
    }

    /// A checkout reached through a link (`apps/Shop -> ../checkouts/Shop`) is walked where the
    /// link leads, and findings keep the path as given.
    @Test func aFolderGivenThroughALinkIsWalked() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("linked-\(UUID().uuidString)")
        let real = root.appendingPathComponent("checkouts/Shop")
        try manager.createDirectory(at: real, withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("apps"), withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: root) }
        _ = manager.createFile(
            atPath: real.appendingPathComponent("Shortcuts.swift").path,
            contents: Data(PhraseExamples.provider(#""Order soup""#).utf8))
        let link = root.appendingPathComponent("apps/Shop").path
        try manager.createSymbolicLink(atPath: link, withDestinationPath: "../checkouts/Shop")
        let report = try Linter().lint(paths: [link])
        #expect(report.fileCount == 1)
        #expect(report.findings.map(\.path) == [link + "/Shortcuts.swift"])
    }
}
