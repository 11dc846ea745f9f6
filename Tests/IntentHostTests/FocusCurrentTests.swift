import AppIntents
import Foundation
import Testing

@testable import IntentHost

/// `SetFocusFilterIntent.current` in app code, through the host: the filter set with
/// `APP focus set`, made again with its values.
@Suite(.ownThreads, .serialized) struct FocusCurrentTests {
    struct QuietFilter: SetFocusFilterIntent {
        static var title: LocalizedStringResource { "Quiet" }
        @Parameter(title: "Dim", default: false) var dim: Bool
        @Parameter(title: "Level", default: 1) var level: Int
        var displayRepresentation: DisplayRepresentation { "Quiet" }
        var appContext: FocusFilterAppContext {
            FocusFilterAppContext(notificationFilterPredicate: NSPredicate(value: dim))
        }
        init() {}
        func perform() async throws -> some IntentResult { .result() }
    }

    /// Succeeds only when the filter in force is dimmed at level 3.
    struct CheckQuiet: AppIntent {
        struct NotQuiet: Error {}
        static var title: LocalizedStringResource { "Check Quiet" }
        init() {}
        func perform() async throws -> some IntentResult {
            let current = try await QuietFilter.current
            guard current.dim, current.level == 3, current.appContext.notificationFilterPredicate != nil else {
                throw NotQuiet()
            }
            return .result()
        }
    }

    @Test func currentIsTheFilterTurnedOnWithItsValues() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = IntentApp(name: "Quiet", intents: [QuietFilter.self, CheckQuiet.self], dataDirectory: folder)
        #expect(await Host(app: app).run(["--json", "run", "CheckQuiet"]) == .intentFailed, "no filter is on yet")
        #expect(await Host(app: app).run(["--json", "focus", "set", "Quiet", "--dim", "--level", "3"]) == .success)
        #expect(await Host(app: app).run(["--json", "run", "CheckQuiet"]) == .success)
        #expect(await Host(app: app).run(["--json", "focus", "set", "Quiet", "--level", "2"]) == .success)
        #expect(await Host(app: app).run(["--json", "run", "CheckQuiet"]) == .intentFailed, "a new filter replaces it")
    }

    @Test func outsideTheHostCurrentSaysWhy() async {
        await #expect(throws: SetFocusFilterIntentError.notFound) {
            try await SystemHooks.$scoped.withValue(SystemHooks()) { _ = try await QuietFilter.current }
        }
    }
}
