import AppIntents
import Foundation
import SoupShopKit
import Testing

@testable import IntentSystem

/// The system's phrase engine over SoupShop's App Shortcuts, in process.
@Suite struct PhraseSystemTests {
    func withSoupShop(_ body: (Catalog, SoupStore) async throws -> Void) async throws {
        try await AppDependencyManager.$scoped.withValue(AppDependencyManager()) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("phrases-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let environment = AppEnvironment(
                dataDirectory: folder, storeURL: folder.appendingPathComponent("shop.db"))
            try await soupShopApp.setUp?(environment)
            let store = try SoupStore(url: environment.storeURL)
            AppDependencyManager.shared.add(dependency: store)
            try await body(try await Catalog.build(soupShopApp), store)
        }
    }

    @Test func aPhraseBecomesARunRequestWithTheValueHeard() async throws {
        try await withSoupShop { catalog, _ in
            let phrases = try await PhraseSystem(catalog: catalog)
            let (request, match) = try await phrases.request(
                for: "Order Clam Chowder from Soup Shop", interaction: NeverAskInteraction(), caller: .none)
            #expect(request.intent == "OrderSoupIntent")
            #expect(request.inputs == ["soup": .json(.string("clam-chowder"))])
            #expect(request.surface == .siri)
            #expect(match.confidence == 1)
            #expect(!request.lowConfidence)
        }
    }

    @Test func newValuesMatchAfterTheAppUpdatesItsShortcutParameters() async throws {
        try await withSoupShop { catalog, store in
            let phrases = try await PhraseSystem(catalog: catalog)
            #expect(phrases.match("Complete Wash the pots in SoupShop").isEmpty)
            _ = try store.addTask(title: "Wash the pots")
            try await phrases.refresh()
            let match = try #require(phrases.match("Complete Wash the pots in SoupShop").first)
            #expect(match.actionIdentifier == "CompleteTaskIntent")
            #expect(match.value?.title == "Wash the pots")
        }
    }

    @Test func aFlexibleMatchIsMarkedLowConfidence() async throws {
        try await withSoupShop { catalog, _ in
            let phrases = try await PhraseSystem(catalog: catalog, flexible: true)
            let (request, match) = try await phrases.request(
                for: "Order minestrne in SoupShop", interaction: NeverAskInteraction(), caller: .none)
            #expect(match.confidence < 1)
            #expect(request.lowConfidence)
            #expect(request.inputs["soup"] == .json(.string("minestrone")))
        }
    }
}
