import Foundation
import TestSupport
import Testing

/// The pre-2025 spellings `@AssistantIntent`, `@AssistantEntity` and `@AssistantEnum` still
/// compile, expand to the same schema declaration, and warn that they are deprecated. Checked by
/// type-checking a small file against the built `AppIntents` module and macro plugin (the
/// project's own build uses only the current spellings, so it stays free of warnings).
@Suite(.ownThreads) struct DeprecatedSchemaMacroTests {
    static let source = """
        import AppIntents

        @AssistantEntity(schema: .photos.asset)
        struct Photo: AppEntity {
            static let defaultQuery = PhotoQuery()
            static var typeDisplayRepresentation: TypeDisplayRepresentation { "Photo" }
            var id: String
            var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(id)") }
        }

        struct PhotoQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [Photo] { identifiers.map(Photo.init) }
        }

        @AssistantIntent(schema: .photos.openAsset)
        struct OpenPhoto: AppIntent {
            static var title: LocalizedStringResource { "Open Photo" }
            @Parameter(title: "Photo") var target: Photo
            func perform() async throws -> some IntentResult { .result() }
        }

        @AssistantEnum(schema: .photos.assetType)
        enum Kind: String, AppEnum {
            case photo, video
            static var typeDisplayRepresentation: TypeDisplayRepresentation { "Kind" }
            static var caseDisplayRepresentations: [Kind: DisplayRepresentation] { [.photo: "Photo", .video: "Video"] }
        }

        // The expansions declare the schemas as the current macros do.
        let schemas: [String] = [OpenPhoto.__assistantSchema, Photo.__assistantSchema, Kind.__assistantSchema]
        """

    /// The folder SwiftPM built into: the test bundle's, else `.build/debug` of the package.
    static var buildFolder: URL {
        let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        if FileManager.default.fileExists(atPath: bundle.appendingPathComponent("Modules/AppIntents.swiftmodule").path)
        {
            return bundle
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug")
    }

    /// `swiftc` beside the running toolchain, else on the `PATH`.
    static var compiler: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = ["/opt/swift/usr/bin"] + path.split(separator: ":").map(String.init)
        return candidates.map { URL(fileURLWithPath: $0).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test func deprecatedSpellingsCompileWithAWarningEach() throws {
        let compiler = try #require(Self.compiler, "no swiftc on PATH")
        let build = Self.buildFolder
        let plugin = build.appendingPathComponent("AppIntentsMacros-tool")
        try #require(
            FileManager.default.isExecutableFile(atPath: plugin.path),
            "\(plugin.path) is missing: run swift build first")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deprecated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Old.swift")
        try Data(Self.source.utf8).write(to: file)

        let process = Process()
        process.executableURL = compiler
        process.arguments = [
            "-typecheck", "-swift-version", "6", "-I", build.appendingPathComponent("Modules").path,
            "-load-plugin-executable", "\(plugin.path)#AppIntentsMacros", "-module-cache-path",
            folder.appendingPathComponent("cache").path, file.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0, "swiftc failed:\n\(text)")
        #expect(!text.contains("error:"), "\(text)")
        #expect(text.contains("warning: 'AssistantIntent(schema:)' is deprecated: use @AppIntent(schema:)"), "\(text)")
        #expect(text.contains("warning: 'AssistantEntity(schema:)' is deprecated: use @AppEntity(schema:)"), "\(text)")
        #expect(text.contains("warning: 'AssistantEnum(schema:)' is deprecated: use @AppEnum(schema:)"), "\(text)")
    }
}
