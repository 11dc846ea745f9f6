import Foundation
import SoupShopKit
import Testing

@testable import AppIntentsTesting

/// The testing harness runs an app as the system does, with its own dependencies and system
/// hooks, so harnesses run side by side.
@Suite struct HarnessTests {
    @Test func anAppThatDonatesRunsUnderTheHarness() async throws {
        let harness = try await IntentTestHarness(app: soupShopApp)
        let run = try await harness.run(ToggleFavoriteIntent.self, ["soup": "pho"])
        #expect(run.dialog == "Added Pho to your favourites.")
        #expect(try harness.donatedIntents().isEmpty == false)
    }

    @Test func harnessesSideBySideKeepTheirOwnData() async throws {
        async let first = IntentTestHarness(app: soupShopApp)
        async let second = IntentTestHarness(app: soupShopApp)
        let (a, b) = try await (first, second)
        _ = try await a.run(OrderSoupIntent.self, ["soup": "miso"])
        let run = try await b.run(OrderSoupIntent.self, ["soup": "pho"])
        // Each harness has its own store: the second order is still A001.
        #expect(run.dialog == "Ordered 1 medium Pho (order A001, $8.50).")
        #expect(try b.donatedIntents().isEmpty)
    }

    /// The folder a harness makes for itself lives as long as the harness (and its copies); a
    /// folder the caller passes is the caller's and stays.
    @Test func theFolderTheHarnessMadeGoesWithItAndACallersFolderStays() async throws {
        var made: URL?
        do {
            let harness = try await IntentTestHarness(app: soupShopApp)
            made = harness.environment.dataDirectory
            let copy = harness
            _ = try await copy.run(OrderSoupIntent.self, ["soup": "miso"])
            #expect(FileManager.default.fileExists(atPath: harness.environment.dataDirectory.path))
            #expect(try !FileManager.default.contentsOfDirectory(atPath: copy.environment.dataDirectory.path).isEmpty)
        }
        let folder = try #require(made)
        #expect(folder.lastPathComponent.hasPrefix("intent-tests-"))
        #expect(!FileManager.default.fileExists(atPath: folder.path), "\(folder.path) is left")

        let own = FileManager.default.temporaryDirectory.appendingPathComponent("harness-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: own) }
        do {
            let harness = try await IntentTestHarness(app: soupShopApp, dataDirectory: own)
            _ = try await harness.run(OrderSoupIntent.self, ["soup": "miso"])
            #expect(harness.environment.dataDirectory == own)
        }
        #expect(try !FileManager.default.contentsOfDirectory(atPath: own.path).isEmpty, "the caller's folder stays")
    }

    /// The harness of an app registered for `IntentDefinitions` lives as long as the registration:
    /// registering the app again (or the process's exit) lets go of its session, and with it the
    /// harness that removes the folder it made (once the task that made the harness is gone too).
    @Test func registeringAnAppAgainLetsGoOfItsEarlierSession() async throws {
        let bundle = "com.example.soupshop.harness-folder"
        IntentDefinitions.register(soupShopApp, bundleIdentifier: bundle)
        weak var earlier: TestSession?
        do {
            let session = TestSessions.session(for: bundle)
            earlier = session
            let folder = try await session.running().environment.dataDirectory
            #expect(FileManager.default.fileExists(atPath: folder.path))
            #expect(TestSessions.session(for: bundle) === session)
        }
        #expect(earlier != nil, "the registration keeps the session")
        IntentDefinitions.register(soupShopApp, bundleIdentifier: bundle)
        #expect(earlier == nil, "registering again lets go of the earlier session")
    }
}
