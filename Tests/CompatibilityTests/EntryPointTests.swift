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
}
