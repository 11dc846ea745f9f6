import AppIntents
import Foundation
import Testing

/// The localization samples' keys, which no table here has, read as their default values or as
/// themselves, as on iOS when a key is missing from the app's tables.
@Suite struct LocalizationSampleTests {
    @Test func keysNoTableHasReadAsTheirDefaults() async throws {
        #expect(SortShelfIntent.title.key == "shelf.intent.sort")
        #expect(SortShelfIntent.title.defaultValue == "Sort Shelf")
        #expect(SortShelfIntent.title.table == "Shelf")
        #expect(ShelfStrings.emptyTitle == "Nothing on the shelf")
        #expect(ShelfStrings.message("shelf.missing") == "shelf.missing")
        #expect(ShelfStrings.label(for: "Date Added") == "Date Added")
        #expect(LocalizedStringResource.shelf("Date Added").bundle == .shelfKit)
        #expect(ShelfSort.caseDisplayRepresentations[.title]?.title.defaultValue == "Title")
        let intent = SortShelfIntent()
        intent.order = .added
        let result = try #require(try await intent.perform() as? any _AnyIntentResult)
        #expect(result._dialog?.full == "Sorted.")
        #expect(result._dialog?.supporting == "Sorted by Date Added.")
        let summary = try #require(try await ShelfSummaryIntent().perform() as? any _AnyIntentResult)
        let language = Locale.current.language.languageCode?.identifier ?? "en"
        #expect(summary._dialog?.full == "Twelve books (language: \(language)).")
    }
}
