import Foundation
import TestSupport
import Testing

/// `@AppIntent`'s traits are read from the source, as Apple's macro reads them: a computed value
/// fails to compile with an error that names it. Apple's examples compiling, and being tools, is
/// `ToolIntentSamples.swift`'s `toolIntentSamples`, built with this target.
@Suite(.ownThreads) struct ToolIntentMacroCompileTests {
    func typecheck(_ source: String) throws -> CompatCaseCompiler.Outcome {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tool-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try CompatCaseCompiler().typecheck(file)
    }

    @Test func computedTraitsAreAnErrorThatNamesThem() throws {
        let outcome = try typecheck(
            """
            import AppIntents
            let roles: AppIntentTraits = [.tool]
            @AppIntent(roles)
            struct SearchFlights: AppIntent {
                static let title: LocalizedStringResource = "Search Flights"
                func perform() async throws -> some IntentResult { .result() }
            }
            """)
        #expect(!outcome.succeeded)
        #expect(
            outcome.errors.contains {
                $0.contains(
                    "@AppIntent reads its traits as written: 'roles' is computed; write the trait itself, such as '.tool' or '[.tool]'"
                )
            }, "\(outcome.errors)")
    }
}
