import AppIntents
import Foundation
import Testing

@testable import IntentSystem

enum RunStyle: String, AppEnum {
    case outdoor, indoor
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Run Style"
    static let caseDisplayRepresentations: [RunStyle: DisplayRepresentation] = [
        .outdoor: "Outdoor", .indoor: "Indoor",
    ]
}

/// A workout app's Action button intents, as Apple's article writes them.
struct StartRunIntent: StartWorkoutIntent {
    static let title: LocalizedStringResource = "Start Run"
    static let suggestedWorkouts = [StartRunIntent(style: .outdoor), StartRunIntent(style: .indoor)]
    @Parameter(title: "Style") var workoutStyle: RunStyle
    var displayRepresentation: DisplayRepresentation { "\(workoutStyle.rawValue.capitalized) run" }

    init() { workoutStyle = .outdoor }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(actionButtonIntent: PauseRunIntent(), dialog: "Started an \(workoutStyle.rawValue) run.")
    }
}

struct PauseRunIntent: PauseWorkoutIntent {
    static let title: LocalizedStringResource = "Pause Run"
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Paused.") }
}

@Suite struct WorkoutIntentTests {
    @Test func aStartWorkoutIntentRunsWithItsStyleAndListsItsSuggestions() async throws {
        #expect(StartRunIntent.suggestedWorkouts.map(\.workoutStyle) == [.outdoor, .indoor])
        #expect(StartRunIntent(style: .indoor).displayRepresentation.title.defaultValue == "Indoor run")
        StartRunIntent.invalidateSuggestedWorkouts()
        let catalog = try await Catalog.build(
            IntentApp(name: "Runs", intents: [StartRunIntent.self, PauseRunIntent.self]))
        // Apple's identifiers for the workout protocols are not known, so the document names none.
        #expect(catalog.metadata.actions["StartRunIntent"]?.systemProtocolNames.contains("StartWorkoutIntent") == false)
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(intent: "StartRunIntent", inputs: ["workoutStyle": .text("indoor")]),
            interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Started an indoor run.")
    }
}
