// Display, predictions and App Shortcuts, written from Apple's documentation.
import AppIntents

struct FindBookIntent: AppIntent, PredictableIntent {
    static let title: LocalizedStringResource = "Find Book"
    @Parameter(title: "Title") var title: String
    @Parameter(title: "Copies", default: 1) var copies: Int

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$title, \.$copies)) { title, copies in
            DisplayRepresentation(title: "Find \(copies) of \(title)")
        }
        IntentPrediction(parameters: \.$title) { title in DisplayRepresentation(title: "Find \(title)") }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct LibraryShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: FindBookIntent(), phrases: ["Find a book in \(.applicationName)"], systemImageName: "book")
        AppShortcut(
            intent: OpenBookIntent(), phrases: ["Open \(\.$target) in \(.applicationName)"], shortTitle: "Open Book",
            systemImageName: "book.fill",
            parameterPresentation: ParameterPresentation(
                for: \.$target, summary: IntentParameterSummary<OpenBookIntent>("Open \(\.$target)")))
    }
}
