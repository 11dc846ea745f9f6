import AppIntentsTesting
import Foundation
import SoupShopKit
import Testing

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
}
