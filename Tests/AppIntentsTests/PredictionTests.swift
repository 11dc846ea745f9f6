import AppIntents
import Testing

private struct RefreshEverythingIntent: AppIntent, PredictableIntent {
    static let title: LocalizedStringResource = "Refresh Everything"

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction {
            DisplayRepresentation(title: "Refresh every source", subtitle: "Now")
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

private struct OtherIntent: AppIntent {
    static let title: LocalizedStringResource = "Other"
    func perform() async throws -> some IntentResult { .result() }
}

struct PredictionTests {
    @Test func aPredictionWithoutParametersShowsItsRepresentationForItsIntentOnly() throws {
        let prediction = try #require(RefreshEverythingIntent.predictionConfiguration as? any _AnyIntentPrediction)
        let display = try #require(prediction.displayRepresentation(for: RefreshEverythingIntent()))
        #expect(display.title.defaultValue == "Refresh every source")
        #expect(display.subtitle?.defaultValue == "Now")
        #expect(prediction.displayRepresentation(for: OtherIntent()) == nil)
    }
}
