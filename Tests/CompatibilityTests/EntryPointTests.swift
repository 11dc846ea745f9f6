import Foundation
import Testing

/// Entry points apps declare with `@main`, which a test target cannot hold: type-checked as an
/// app's file of its own.
@Suite(.ownThreads) struct EntryPointTests {
    @Test func anAppIntentsExtensionEntryPointCompiles() throws {
        let source = """
            import AppIntents

            final class NotesStore: Sendable { static let shared = NotesStore() }

            @main
            struct NotesIntentsExtension: AppIntentsExtension {
                init() { AppDependencyManager.shared.add(dependency: NotesStore.shared) }
            }
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("entry-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try CompatCaseCompiler().typecheck(file, parseAsLibrary: true)
        #expect(outcome.succeeded, "\(outcome.errors.joined(separator: "\n"))")
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
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("starting-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try CompatCaseCompiler().typecheck(file)
        #expect(outcome.succeeded, "\(outcome.errors.joined(separator: "\n"))")
    }
}
