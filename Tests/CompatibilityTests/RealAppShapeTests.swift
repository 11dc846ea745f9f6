import AppIntents
import Foundation
import Testing

/// What the real apps' shapes in `Samples/RealAppShapeSamples.swift` write when they run.
@Suite struct RealAppShapeTests {
    static let rows = [
        OutlineRowEntity(id: "1", topic: "Milk"), OutlineRowEntity(id: "2", topic: "Eggs"),
        OutlineRowEntity(id: "3", topic: "Bread"),
    ]

    /// The title the system shows for a suggestion of `intent`: the first prediction whose
    /// parameters all have values.
    static func suggestionTitle(_ intent: EditOutlineRowsIntent) throws -> String {
        let predictions = try #require(EditOutlineRowsIntent.predictionConfiguration as? any _AnyIntentPrediction)
        return try #require(predictions.displayRepresentation(for: intent)).title.defaultValue
    }

    @Test func aPredictionWritesEntitiesAsAListOfTheirTitles() throws {
        let intent = EditOutlineRowsIntent()
        intent.rows = Array(Self.rows.prefix(2))
        intent.detail = .note
        intent.topic = "Groceries"
        let title = try Self.suggestionTitle(intent)
        #expect(title == "intent.prediction.set-Note-of-Milk and Eggs-to-Groceries")
        // Without a topic the second prediction applies, with an "or" list; a case whose title
        // has a key and no default value is written as its key, the text of the development
        // language when no translation is known.
        intent.topic = nil
        intent.detail = .topic
        #expect(try Self.suggestionTitle(intent) == "intent.prediction.set-label.text.topic-of-Milk or Eggs")
    }

    @Test func aDialogWritesTheSameList() async throws {
        let intent = EditOutlineRowsIntent()
        intent.rows = Array(Self.rows.prefix(2))
        intent.detail = .topic
        let result = try #require(try await intent.perform() as? any _AnyIntentResult)
        #expect(result._dialog?.full == "Edited Milk and Eggs.")
    }
}
