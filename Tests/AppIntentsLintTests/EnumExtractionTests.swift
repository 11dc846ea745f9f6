import AppIntentsMetadata
import Foundation
import Testing

@testable import AppIntentsLint

/// What the static extractor reads of an `AppEnum`'s cases.
@Suite struct EnumExtractionTests {
    /// Found on a public app: `caseDisplayRepresentations` written as
    /// `[Screens.home: DisplayRepresentation("Home")]`, which Apple's SDK compiles (a string
    /// literal coerced to the type), was extracted with each case's raw value as its title.
    @Test func everySpellingOfACasesTitleThatCompilesIsExtracted() {
        let source = """
            import AppIntents
            enum Screens: String, AppEnum {
                case home, feed, inbox, search, settings
                static let typeDisplayRepresentation = TypeDisplayRepresentation("Screens")
                static let caseDisplayRepresentations = [
                    Screens.home: DisplayRepresentation("Home"),
                    .feed: DisplayRepresentation(stringLiteral: "Feed"),
                    Self.inbox: "Inbox",
                    .search: DisplayRepresentation(title: "Search", subtitle: "Everything"),
                    .settings: DisplayRepresentation(title: LocalizedStringResource("Settings")),
                ]
            }
            """
        let data = MetadataExtractor(moduleName: "Kit").extract(sources: [SourceText(path: "A.swift", text: source)])
        let cases = data.enums.first { $0.identifier == "Screens" }?.cases ?? []
        #expect(cases.map { $0.identifier } == ["home", "feed", "inbox", "search", "settings"])
        #expect(cases.map { $0.displayRepresentation.title.key } == ["Home", "Feed", "Inbox", "Search", "Settings"])
        #expect(cases.map { $0.displayRepresentation.subtitle?.key } == [nil, nil, nil, "Everything", nil])
    }
}
