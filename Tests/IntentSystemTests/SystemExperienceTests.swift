import AppIntents
import AppIntentsTesting
import Foundation
import Testing

/// An in-app search as apps write it: the criteria filled from the person's words.
struct SearchShelfIntent: ShowInAppSearchResultsIntent {
    static let title: LocalizedStringResource = "Search Shelf"
    static let searchScopes: [StringSearchScope] = [.general]
    @Parameter(title: "Search") var criteria: StringSearchCriteria
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Searching the shelf for \(criteria.term).")
    }
}

/// Continues in the app with the bare call, and with a continuation that throws.
struct ShowShelfIntent: ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Show Shelf"
    @Parameter(title: "Jammed", default: false) var jammed: Bool

    struct Jammed: Error, CustomStringConvertible {
        var description: String { "the shelf is jammed" }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if jammed {
            throw needsToContinueInForegroundError("Open the app to unjam it?") { throw Jammed() }
        }
        try await requestToContinueInForeground("Open the app to see the shelf?")
        return .result(dialog: "Here is the shelf.")
    }
}

let shelfApp = IntentApp(name: "Shelf", intents: [SearchShelfIntent.self, ShowShelfIntent.self])

@Suite struct SystemExperienceTests {
    @Test func aSearchIntentsCriteriaComeFromText() async throws {
        let harness = try await IntentTestHarness(app: shelfApp)
        let run = try await harness.run(SearchShelfIntent.self, ["criteria": "green tea"])
        #expect(run.dialog == "Searching the shelf for green tea.")
        let action = harness.metadata.actions["SearchShelfIntent"]
        #expect(action?.parameters.first?.valueType == .primitive(.string))
        #expect(action?.systemProtocols.contains("ShowInAppSearchResultsIntent") == true)
    }

    @Test func theBareForegroundRequestAsksAndGoesOn() async throws {
        let harness = try await IntentTestHarness(app: shelfApp)
        let run = try await harness.run(ShowShelfIntent.self, answering: [.confirm])
        #expect(run.dialog == "Here is the shelf.")
        #expect(run.asked.map(\.prompt) == ["Open the app to see the shelf?"])
        await #expect(throws: IntentTestFailure.self) {
            try await harness.run(ShowShelfIntent.self, answering: [.decline])
        }
    }

    @Test func aContinuationThatThrowsFailsTheRun() async throws {
        let harness = try await IntentTestHarness(app: shelfApp)
        let failure = await #expect(throws: IntentTestFailure.self) {
            try await harness.run(ShowShelfIntent.self, ["jammed": "true"], answering: [.confirm])
        }
        #expect(failure?.code == .intentFailed)
        #expect(failure?.description.contains("the shelf is jammed") == true)
    }
}
