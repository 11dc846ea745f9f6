import AppIntents
import Testing

@testable import IntentSystem

/// `Summary()`: no sentence and no parameters listed, so the intent is shown by its title.
@Suite struct EmptySummaryTests {
    enum Period: String, AppEnum {
        case daily, weekly
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Period" }
        static var caseDisplayRepresentations: [Period: DisplayRepresentation] { [.daily: "Daily", .weekly: "Weekly"] }
    }

    struct RefreshWidgetIntent: AppIntent, WidgetConfigurationIntent {
        static var title: LocalizedStringResource { "Refresh Widget" }
        @Parameter(title: "Update") var period: Period?
        static var parameterSummary: some ParameterSummary { Summary() }
        init() {}
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func anEmptySummaryHasNoSentenceAndListsNothing() async throws {
        let executor = Executor(
            catalog: try await Catalog.build(IntentApp(name: "Memo", intents: [RefreshWidgetIntent.self])))
        let summary = try await executor.summary(of: "RefreshWidgetIntent", inputs: ["period": .text("weekly")])
        #expect(summary?.formatString.key == "")
        #expect(summary?.otherParameterIdentifiers == [])
        #expect(try await executor.summaryText(of: "RefreshWidgetIntent", inputs: [:]) == nil)
    }
}
