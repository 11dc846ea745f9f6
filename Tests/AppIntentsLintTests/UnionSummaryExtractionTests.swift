import AppIntentsMetadata
import Foundation
import Testing

@testable import AppIntentsLint

/// The summaries of union value parameters (iOS 27: `\.$place.type`, `\.$place.value`, `When` and
/// `Switch` on the chosen case) as the static extractor reads them. The types are
/// IntentSystemTests' `UnionSummaryTests`, read from their source, whose test holds the runtime
/// catalog to the same sentences.
@Suite struct UnionSummaryExtractionTests {
    static let runtimeSource = RuntimeTestSource.declarations(before: "UnionSummaryTests")

    @Test func thePartsOfAUnionValueAreWrittenAsTheRuntimeWritesThem() throws {
        try #require(!Self.runtimeSource.isEmpty, "IntentSystemTests/UnionSummaryTests.swift was not read")
        let data = MetadataExtractor(moduleName: "Meetings").extract(
            sources: [SourceText(path: "Meetings.swift", text: Self.runtimeSource)])
        let book = try #require(data.actions["BookMeetingIntent"]?.summary)
        #expect(book.formatString.key == "Meet in the ${place.type} ${place.value}")
        #expect(book.parameterIdentifiers == ["place"])
        #expect(book.otherParameterIdentifiers == ["topic"])
        // No default: no case, so `.notEqualTo` holds and the `Switch` takes its default case.
        #expect(data.actions["CancelMeetingIntent"]?.summary?.formatString.key == "Cancel the call at ${place.value}")
        #expect(data.actions["MoveMeetingIntent"]?.summary?.formatString.key == "Move the meeting to ${place}")
        // The cases' titles from the extension, as the runtime catalog reads them.
        guard case .union(_, let cases)? = data.actions["BookMeetingIntent"]?.parameter(named: "place")?.valueType
        else {
            Issue.record("no union parameter")
            return
        }
        #expect(cases.map(\.title) == ["Room", "Video Link"])
    }
}
