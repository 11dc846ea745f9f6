import AppIntentsMetadata
import Foundation
import Testing

@testable import AppIntentsLint

/// What the static extractor reads of types declared with a schema macro and written as Apple's
/// examples are: plain `var`s, no title, no conformance beyond the macro's.
@Suite struct SchemaExtractionTests {
    static let source = """
        import AppIntents

        @AppEntity(schema: .books.book)
        struct NovelEntity {
            static let defaultQuery = NovelQuery()
            var displayRepresentation: DisplayRepresentation { "\\(title ?? "")" }
            let id: String
            var title: String?
            var author: String?
            var shelf: String?
        }

        struct NovelQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [NovelEntity] { [] }
        }

        @AppIntent(schema: .books.openBook)
        struct OpenNovelIntent {
            var target: NovelEntity
            func perform() async throws -> some IntentResult { .result() }
        }

        @AppIntent(schema: .system.search)
        struct SearchNovelsIntent {
            static let title: LocalizedStringResource = "Search Novels"
            static let searchScopes: [StringSearchScope] = [.general]
            var criteria: StringSearchCriteria
            var note = ""
            func perform() async throws -> some IntentResult { .result() }
        }
        """

    @Test func schemaMembersAreParametersAndPropertiesWithTheSchemasNames() {
        let data = MetadataExtractor(moduleName: "Shelf").extract(sources: [
            SourceText(path: "Novels.swift", text: Self.source)
        ])
        let open = data.actions["OpenNovelIntent"]
        #expect(open?.title.key == "Open Book")
        #expect(open?.parameters.map(\.name) == ["target"])
        #expect(open?.parameters.first?.valueType == .entity(typeName: "NovelEntity"))
        #expect(open.map { SystemProtocols.contains($0.systemProtocols, "OpenIntent") } == true)

        let search = data.actions["SearchNovelsIntent"]
        #expect(search?.title.key == "Search Novels")
        // `note` is no member of the schema: it stays a plain property.
        #expect(search?.parameters.map(\.name) == ["criteria"])
        #expect(search?.parameters.first?.valueType == .primitive(.string))

        let novel = data.entities["NovelEntity"]
        #expect(novel?.displayTypeName.key == "Book")
        // `shelf` is no member of `books.book`; `id` never is a property.
        #expect(novel?.properties.map(\.identifier) == ["title", "author"])
    }

    @Test func theReviewerDoesNotAskSchemaTypesForWhatTheMacroSupplies() {
        let report = Linter().lint(sources: [SourceText(path: "Novels.swift", text: Self.source)])
        #expect(report.findings.filter { $0.severity == .error }.map(\.message) == [])
    }

    /// Found on a public app: a schema of a domain newer than this catalog (`.audio`); its plain
    /// `var`s are taken as the macro's members, not dropped.
    @Test func aSchemaOfAnUnknownDomainKeepsItsMembers() {
        let source = """
            import AppIntents
            @AppIntent(schema: .audio.rateTrack)
            struct RateTrackIntent {
                var target: String
                var stars: Int
                static let note = "not a member"
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let data = MetadataExtractor(moduleName: "Tunes").extract(sources: [
            SourceText(path: "Tunes.swift", text: source)
        ])
        #expect(data.actions["RateTrackIntent"]?.parameters.map(\.name) == ["target", "stars"])
        #expect(data.actions["RateTrackIntent"]?.title.key == "Rate Track")
    }
}
