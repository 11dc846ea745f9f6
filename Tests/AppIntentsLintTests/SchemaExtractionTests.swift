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

    /// A schema newer than this catalog (`.audio.rateTrack`, which no documentation at hand
    /// names); its plain `var`s are taken as the macro's members, not dropped.
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

    /// The App Schema family as `AppSchemaTests` (IntentSystemTests) registers it: that file's
    /// types, read from its source, so the two producers are held to the same properties, kinds,
    /// parameters and problems.
    static let appSchemaSource = RuntimeTestSource.declarations(before: "AppSchemaTests")

    /// The line of `text`'s first line that contains `needle` (1 for the first).
    static func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    @Test func theNewFamilyIsExtractedAsTheRuntimeCatalogRegistersIt() {
        let data = MetadataExtractor(moduleName: "Errands").extract(sources: [
            SourceText(path: "Errands.swift", text: Self.appSchemaSource)
        ])
        let errand = data.entities["ErrandEntity"]
        #expect(errand?.assistantDefinedSchemas == ["reminders.reminder"])
        #expect(errand?.displayTypeName.key == "Reminder")
        #expect(
            errand?.properties.map(\.identifier) == [
                "title", "isCompleted", "list", "note", "images", "subtasks", "urls", "dueDate", "recurrence",
                "isFlagged", "creationDate", "completionDate", "locationTrigger",
            ])
        #expect(errand?.property(named: "isFlagged")?.kind == "computed")
        #expect(errand?.property(named: "title")?.kind == "stored")
        #expect(errand?.property(named: "dueDate")?.valueType == .primitive(.dateComponents))
        #expect(data.entities["ErrandTriggerEntity"]?.properties.map(\.identifier) == ["place", "event"])
        #expect(
            data.entities["ErrandTriggerEntity"]?.property(named: "place")?.valueType == .primitive(.placeDescriptor))
        #expect(errand?.property(named: "recurrence")?.valueType == .primitive(.recurrenceRule))
        #expect(
            data.enums.first { $0.identifier == "ErrandListKind" }?.assistantDefinedSchemas == ["reminders.listType"])

        let add = data.actions["AddErrandIntent"]
        #expect(add?.assistantDefinedSchemas == ["reminders.createReminder"])
        #expect(add?.title.key == "Create Reminder")
        #expect(add?.parameters.map(\.name) == ["title", "list", "recurrence", "section"])
    }

    /// A missing member is reported with the runtime catalog's words, at the schema macro.
    @Test func aMissingMemberIsReportedAsTheRuntimeReportsIt() {
        let report = Linter().lint(sources: [SourceText(path: "Errands.swift", text: Self.appSchemaSource)])
        let findings = report.findings.filter { $0.ruleID == "schema-shape" }
        #expect(
            findings.map(\.message) == [
                "UntypedListEntity declares @AppEntity(schema: .reminders.list) but has no property 'type' (an AppEnum)",
                "TextualAlarmEntity declares @AppEntity(schema: .clock.alarm) but property 'isEnabled' is String, not Bool",
            ])
        #expect(
            findings.map(\.line)
                == ["UntypedListEntity", "TextualAlarmEntity"].map {
                    Self.line(of: "struct \($0)", in: Self.appSchemaSource).map { $0 - 1 }
                })
    }

    /// The reminders schemas as an app that builds against Xcode 27 declares them: a reminder
    /// without images or subtasks, a location trigger holding a place, a create intent with every
    /// member the app keeps as a plain `var`. Only a missing section is what Apple's metadata
    /// processor stops at.
    @Test func remindersAsAnAppBuildingAgainstApplesSDKDeclaresThem() {
        func source(section: String) -> String {
            """
            import AppIntents
            import GeoToolbox

            @AppEntity(schema: .reminders.reminder)
            struct PartReminder {
                static let defaultQuery = PartReminderQuery()
                let id: UUID
                var title: String
                var note: AttributedString?
                var tags: Set<String>
                var urls: [URL]
                var dueDate: DateComponents?
                var recurrence: Calendar.RecurrenceRule?
                var isCompleted: Bool
                var isFlagged: Bool?
                var creationDate: Date?
                var completionDate: Date?
                var list: GarageList
                var locationTrigger: GarageTrigger?
                var displayRepresentation: DisplayRepresentation { "\\(title)" }
            }

            @AppEntity(schema: .reminders.list)
            struct GarageList {
                static let defaultQuery = GarageListQuery()
                let id: UUID
                var name: String
                var type: GarageListKind
                var displayRepresentation: DisplayRepresentation { "\\(name)" }
            }

            @AppEnum(schema: .reminders.listType)
            enum GarageListKind: String {
                case standard
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.standard: "Standard"]
            }

            @AppEntity(schema: .reminders.locationTrigger)
            struct GarageTrigger {
                static let defaultQuery = GarageTriggerQuery()
                let id: UUID
                var place: PlaceDescriptor
                var event: GarageTriggerEvent
                var displayRepresentation: DisplayRepresentation { "Trigger" }
            }

            @AppEnum(schema: .reminders.locationTriggerEvent)
            enum GarageTriggerEvent: String {
                case arrive, depart
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.arrive: "Arrive", .depart: "Depart"]
            }

            @AppEntity(schema: .reminders.section)
            struct GarageSection {
                static let defaultQuery = GarageSectionQuery()
                let id: UUID
                var name: String
                var list: GarageList
                var displayRepresentation: DisplayRepresentation { "\\(name)" }
            }

            @AppIntent(schema: .reminders.createReminder)
            struct AddPartReminder {
                var title: String
                var list: GarageList?
                var note: AttributedString?
                var isFlagged: Bool?
                var images: [IntentFile]
                var tags: Set<String>
                var urls: [URL]
                var dueDate: DateComponents?
                var recurrence: Calendar.RecurrenceRule?
                var locationTrigger: GarageTrigger?
                \(section)
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        }
        let clean = Linter().lint(sources: [
            SourceText(path: "Garage.swift", text: source(section: "var section: GarageSection?"))
        ])
        #expect(clean.findings.filter { $0.ruleID == "schema-shape" }.map(\.message) == [])
        let data = MetadataExtractor(moduleName: "Garage").extract(sources: [
            SourceText(path: "Garage.swift", text: source(section: "var section: GarageSection?"))
        ])
        #expect(
            data.actions["AddPartReminder"]?.parameters.map(\.name) == [
                "title", "list", "note", "isFlagged", "images", "tags", "urls", "dueDate", "recurrence",
                "locationTrigger",
                "section",
            ])
        #expect(data.entities["GarageTrigger"]?.property(named: "place")?.valueType == .primitive(.placeDescriptor))
        let missing = Linter().lint(sources: [SourceText(path: "Garage.swift", text: source(section: ""))])
        #expect(
            missing.findings.filter { $0.ruleID == "schema-shape" }.map(\.message) == [
                "AddPartReminder declares @AppIntent(schema: .reminders.createReminder) but has no parameter 'section' (an AppEntity)"
            ])
    }
}
