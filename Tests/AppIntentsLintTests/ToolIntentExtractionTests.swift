import AppIntentsMetadata
import Foundation
import Testing

@testable import AppIntentsLint

/// Tool intents (iOS 27.3) as the static extractor reads them: `@AppIntent(.tool)` in each
/// spelling, `@AppIntent(.tool, schema:)`, a `ToolIntent` conformance, also through a protocol of
/// the app's. The types are IntentSystemTests' `ToolIntentTests`, read from their source, so this
/// producer is held to the runtime catalog's answers.
@Suite struct ToolIntentExtractionTests {
    static let runtimeSource = RuntimeTestSource.declarations(before: "ToolIntentTests")

    static func extract(_ text: String) -> ActionsData {
        MetadataExtractor(moduleName: "Trips").extract(sources: [SourceText(path: "Trips.swift", text: text)])
    }

    @Test func theToolsAreTheOnesTheRuntimeCatalogRecords() throws {
        try #require(!Self.runtimeSource.isEmpty, "IntentSystemTests/ToolIntentTests.swift was not read")
        let data = Self.extract(Self.runtimeSource)
        #expect(data.actions.count == 7)
        let tools = Set(data.actions.values.filter(\.visibilityMetadata.isToolIntent).map(\.identifier))
        // The same set as `ToolIntentTests.tools`.
        #expect(tools == ["FindFaresIntent", "HoldSeatIntent", "CheckInIntent", "LogTripIntent", "RebookIntent"])
        let log = try #require(data.actions["LogTripIntent"])
        #expect(log.assistantDefinedSchemas == ["journal.createEntry"])
        #expect(log.title.key == "Create Entry")
        #expect(log.parameters.map(\.name) == ["title", "message"])
    }

    @Test(arguments: ["AppIntentTraits.tool", "[.tool]", "[AppIntents.AppIntentTraits.tool]"])
    func everySpellingOfTheTraitIsATool(traits: String) {
        let data = Self.extract(
            """
            import AppIntents
            @AppIntent(\(traits))
            struct ReorderIntent: AppIntent {
                static let title: LocalizedStringResource = "Reorder"
                func perform() async throws -> some IntentResult { .result() }
            }
            """)
        #expect(data.actions["ReorderIntent"]?.visibilityMetadata.isToolIntent == true)
    }

    @Test func anEmptyListOrAnExtensionAddedLaterDecideAsTheCompilerWould() {
        let data = Self.extract(
            """
            import AppIntents
            @AppIntent([])
            struct ReorderIntent: AppIntent {
                static let title: LocalizedStringResource = "Reorder"
                func perform() async throws -> some IntentResult { .result() }
            }
            struct RepeatIntent: AppIntent {
                static let title: LocalizedStringResource = "Repeat"
                func perform() async throws -> some IntentResult { .result() }
            }
            extension RepeatIntent: ToolIntent {}
            """)
        #expect(data.actions["ReorderIntent"]?.visibilityMetadata.isToolIntent == false)
        #expect(data.actions["RepeatIntent"]?.visibilityMetadata.isToolIntent == true)
    }

    @Test func theReviewersSummaryShowsATool() {
        let data = Self.extract(Self.runtimeSource)
        let summary = MetadataSummary.text(MetadataBundle(actions: data))
        let lines = summary.split(separator: "\n").map(String.init)
        let check = lines.firstIndex { $0.hasPrefix("  CheckInIntent ") }
        let cancel = lines.firstIndex { $0.hasPrefix("  CancelTripIntent ") }
        #expect(check.map { lines[$0 + 1] } == "    tool (Siri may call it)")
        #expect(cancel.map { lines.indices.contains($0 + 1) && lines[$0 + 1].contains("tool") } == false)
    }

    @Test func aDiffSaysAnIntentBecameATool() {
        let before = Self.extract(Self.runtimeSource)
        var after = before
        after.actions["CancelTripIntent"]?.visibilityMetadata.isToolIntent = true
        let changes = MetadataDiff.changes(from: before, to: after)
        #expect(changes.map(\.message) == ["intent CancelTripIntent: isToolIntent changed from false to true"])
        #expect(changes.first?.impact == .safe)
    }
}
