import Foundation
import Testing

/// Files a test target cannot hold (an `@main` entry point) or that warn (deprecated names),
/// type-checked as an app's file of their own.
@Suite(.ownThreads) struct EntryPointTests {
    /// Type-checks `source` as one file of an app; the compiler's errors, none when it compiles.
    private func errors(compiling source: String, parseAsLibrary: Bool = false) throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("entry-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try CompatCaseCompiler().typecheck(file, parseAsLibrary: parseAsLibrary)
        return outcome.succeeded ? [] : outcome.errors + ["(the compiler failed)"]
    }

    @Test func anAppIntentsExtensionEntryPointCompiles() throws {
        let source = """
            import AppIntents

            final class NotesStore: Sendable { static let shared = NotesStore() }

            @main
            struct NotesIntentsExtension: AppIntentsExtension {
                init() { AppDependencyManager.shared.add(dependency: NotesStore.shared) }
            }
            """
        #expect(try errors(compiling: source, parseAsLibrary: true) == [])
    }

    /// The names Apple deprecated in iOS 17 still compile, as with Apple's SDK (with a warning).
    @Test func theDeprecatedStartingIntentNamesCompile() throws {
        let source = """
            import AppIntents
            struct ResumeIntent: AudioStartingIntent {
                static let title: LocalizedStringResource = "Resume"
                func perform() async throws -> some IntentResult { .result() }
            }
            struct StartTimerIntent: LiveActivityStartingIntent {
                static let title: LocalizedStringResource = "Start Timer"
                func perform() async throws -> some IntentResult { .result() }
            }
            let playing: any AudioPlaybackIntent.Type = ResumeIntent.self
            """
        #expect(try errors(compiling: source) == [])
    }
}
