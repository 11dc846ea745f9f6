import AppIntents
import Foundation
import Testing

@testable import IntentSystem

/// A video app's search-and-play intent, as tvOS apps declare it.
struct PlayShowIntent: PlayVideoIntent {
    static let title: LocalizedStringResource = "Play Show"
    static let supportedCategories: [VideoCategory] = [.tv, .movies]
    @Parameter(title: "Term") var term: String
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Playing \(term).") }
}

@Suite struct PlayVideoIntentTests {
    @Test func thePlayIntentRunsWithItsTermAndNamesItsCategories() async throws {
        #expect(PlayShowIntent.supportedCategories.map(\.rawValue) == ["tv", "movies"])
        #expect(VideoCategory.caseDisplayRepresentations[.tv]?.title.defaultValue == "TV")
        let executor = Executor(
            catalog: try await Catalog.build(IntentApp(name: "Shows", intents: [PlayShowIntent.self])))
        let outcome = try await executor.run(
            RunRequest(intent: "PlayShowIntent", inputs: ["term": .text("Severance")]),
            interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Playing Severance.")
    }
}
