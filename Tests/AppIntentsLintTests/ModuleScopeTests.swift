import AppIntentsMetadata
import Foundation
import Testing

@testable import AppIntentsLint

/// Two unconditional declarations of one name are two modules' types (an app's target and its
/// widget extension's, two projects in one checkout): each is checked on its own, and a name
/// resolves to the one declared nearest. Declarations under `#if` are one type's platform
/// variants and stay one type.
@Suite struct ModuleScopeTests {
    static func mode(_ cases: [String]) -> String {
        """
        import AppIntents
        enum CaptureMode: String, AppEnum {
            case \(cases.joined(separator: ", "))
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
            static let caseDisplayRepresentations: [CaptureMode: DisplayRepresentation] = [
                \(cases.map { ".\($0): \"\($0.capitalized)\"" }.joined(separator: ", "))
            ]
        }
        """
    }

    @Test func twoProjectsTypesOfOneNameAreCheckedApart() {
        let sources = [
            SourceText(path: "camera/Camera/Mode.swift", text: Self.mode(["photo"])),
            SourceText(path: "video/Video/Mode.swift", text: Self.mode(["photo", "video"])),
        ]
        let report = Linter().lint(sources: sources)
        #expect(report.findings.filter { $0.ruleID == "case-display-representations-exhaustive" }.isEmpty)
        // Without the split, the first enum's dictionary was checked against both files' cases.
        let merged = Linter().lint(sources: [
            SourceText(
                path: "One.swift",
                text: Self.mode(["photo"]).replacingOccurrences(of: "case photo", with: "case photo, video"))
        ])
        #expect(merged.findings.contains { $0.ruleID == "case-display-representations-exhaustive" })
    }

    @Test func aNameResolvesToTheTypeDeclaredNearest() {
        func entity(_ query: String) -> String {
            """
            import AppIntents
            struct ItemEntity: AppEntity {
                static let defaultQuery = \(query)()
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
                var id: String
                var displayRepresentation: DisplayRepresentation { "\\(id)" }
            }
            """
        }
        let intent = """
            import AppIntents
            struct OpenItemIntent: AppIntent {
                static let title: LocalizedStringResource = "Open Item"
                @Parameter(title: "Item") var item: ItemEntity
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let sources = [
            // The app's entity lists suggestions; the widget's, another type of the same name, does not.
            SourceText(path: "App/Sources/ItemEntity.swift", text: entity("ItemQuery")),
            SourceText(
                path: "App/Sources/ItemQuery.swift",
                text: """
                    import AppIntents
                    struct ItemQuery: EntityQuery {
                        func entities(for identifiers: [String]) async throws -> [ItemEntity] { [] }
                        func suggestedEntities() async throws -> [ItemEntity] { [] }
                    }
                    """),
            SourceText(path: "App/Sources/OpenItemIntent.swift", text: intent),
            SourceText(path: "Widget/Sources/ItemEntity.swift", text: entity("WidgetItemQuery")),
            SourceText(
                path: "Widget/Sources/WidgetItemQuery.swift",
                text: """
                    import AppIntents
                    struct WidgetItemQuery: EntityQuery {
                        func entities(for identifiers: [String]) async throws -> [ItemEntity] { [] }
                    }
                    """),
        ]
        let report = Linter().lint(sources: sources)
        // The app's intent uses the app's entity, whose query has suggestions.
        #expect(report.findings.filter { $0.ruleID == "query-suggested-entities" }.isEmpty, "\(report.findings)")
        let widget = sources + [SourceText(path: "Widget/Sources/OpenItemIntent.swift", text: intent)]
        let reported = Linter().lint(sources: widget).findings.filter { $0.ruleID == "query-suggested-entities" }
        #expect(reported.map(\.path) == ["Widget/Sources/WidgetItemQuery.swift"])
    }

    /// One metadata document holds one type of each name, the first found, whatever kind it is.
    @Test func aTreeOfTwoModulesExtractsOneOfEachName() {
        let sources = ["App", "Widget"].map { module in
            SourceText(
                path: "\(module)/Sources/Mode.swift",
                text: Self.mode(["one"]).replacingOccurrences(of: "\"One\"", with: "\"\(module)\""))
        }
        let data = MetadataExtractor(moduleName: "Kit").extract(sources: sources)
        #expect(data.enums.map(\.identifier) == ["CaptureMode"])
        #expect(data.enums.first?.cases.first?.displayRepresentation.title.key == "App")
    }

    @Test func platformVariantsStayOneType() {
        let source = """
            import AppIntents
            #if os(iOS)
            struct ShareIntent: AppIntent {
                static let title: LocalizedStringResource = "Share"
                @Parameter(title: "Note") var note: String
                func perform() async throws -> some IntentResult { .result() }
            }
            #else
            struct ShareIntent: AppIntent {
                static let title: LocalizedStringResource = "Share"
                func perform() async throws -> some IntentResult { .result() }
            }
            #endif
            """
        let index = TypeIndex(files: [ParsedFile(path: "A.swift", text: source)])
        #expect(index.symbols(named: "ShareIntent").count == 1)
        let data = MetadataExtractor(moduleName: "Kit").extract(sources: [SourceText(path: "A.swift", text: source)])
        #expect(data.actions.keys.sorted() == ["ShareIntent"])
    }

    /// `extension Package.Status: AppEnum` conforms a package's nested type; the app's own
    /// `Banner.Status`, nested in another type, is not it, though the two share a short name.
    @Test func aPathThroughAnotherTypeDoesNotNameANestedTypeOfTheApp() {
        let source = """
            import AppIntents
            import JobKit

            struct Banner {
                enum Status { case waiting, shown, failed(Error) }
            }

            extension Job.Status: @retroactive AppEnum {
                public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Job Status"
                public static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
                    .queued: "Queued", .running: "Running",
                ]
                public static let allCases: [Job.Status] = [.queued, .running]
            }

            extension Banner.Status {
                var isFinal: Bool { false }
            }
            """
        let index = TypeIndex(files: [ParsedFile(path: "A.swift", text: source)])
        let banner = index.symbol(qualifiedName: "Banner.Status")
        #expect(banner?.inherited.contains("AppEnum") == false)
        #expect(banner?.declarations.count == 2)
        #expect(index.resolve(TypeRef(name: "Status", path: "Job.Status"))?.qualifiedName == "Job.Status")
        let data = MetadataExtractor(moduleName: "Kit").extract(sources: [SourceText(path: "A.swift", text: source)])
        #expect(!data.enums.contains { $0.cases.contains { $0.identifier == "waiting" } })
    }
}
