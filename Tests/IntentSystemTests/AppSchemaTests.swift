import AppIntents
import AppIntentsMetadata
import AppIntentsShared
import Foundation
import GeoToolbox
import Testing

@testable import IntentSystem

// Types of the App Schema family written as apps built against Apple's iOS 27 SDK write them:
// some members stored, the rest computed from the app's model.

@AppEntity(schema: .reminders.reminder)
struct ErrandEntity {
    static let defaultQuery = ErrandQuery()
    let id: String
    var title: String
    var isCompleted: Bool
    var list: ErrandListEntity

    var note: AttributedString? { nil }
    var images: [IntentFile] { [] }
    var subtasks: [ErrandEntity] { [] }
    var tags: Set<String> { [] }
    var urls: [URL] { [] }
    var dueDate: DateComponents? { nil }
    var recurrence: Calendar.RecurrenceRule? { nil }
    var isFlagged: Bool? { true }
    var creationDate: Date? { Date(timeIntervalSince1970: 0) }
    var completionDate: Date? { nil }
    var locationTrigger: ErrandTriggerEntity? { nil }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

    init(id: String, title: String) {
        self.id = id
        self.title = title
        isCompleted = false
        list = ErrandListEntity(id: "errands", name: "Errands")
    }
}

struct ErrandQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ErrandEntity] {
        identifiers.map { ErrandEntity(id: $0, title: "Errand \($0)") }
    }
    func suggestedEntities() async throws -> [ErrandEntity] { [ErrandEntity(id: "post", title: "Post the letter")] }
}

@AppEntity(schema: .reminders.list)
struct ErrandListEntity {
    static let defaultQuery = ErrandListQuery()
    let id: String
    var name: String
    var type: ErrandListKind
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    init(id: String, name: String) {
        self.id = id
        self.name = name
        type = .standard
    }
}

/// A string query, as every entity an App Schema intent takes needs one (Apple's metadata processor).
struct ErrandListQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [ErrandListEntity] {
        identifiers.map { ErrandListEntity(id: $0, name: $0.capitalized) }
    }
    func entities(matching string: String) async throws -> [ErrandListEntity] {
        [ErrandListEntity(id: string.lowercased(), name: string.capitalized)]
    }
}

@AppEnum(schema: .reminders.listType)
enum ErrandListKind: String {
    case standard
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.standard: "Standard"]
}

@AppEntity(schema: .reminders.locationTrigger)
struct ErrandTriggerEntity {
    static let defaultQuery = ErrandTriggerQuery()
    let id: String
    var place: PlaceDescriptor
    var event: ErrandTriggerEvent
    var displayRepresentation: DisplayRepresentation { "\(place)" }
    init(id: String) {
        self.id = id
        place = PlaceDescriptor(representations: [.address("1 Main St")], commonName: "Post office")
        event = .arrive
    }
}

struct ErrandTriggerQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ErrandTriggerEntity] {
        identifiers.map(ErrandTriggerEntity.init)
    }
}

@AppEnum(schema: .reminders.locationTriggerEvent)
enum ErrandTriggerEvent: String {
    case arrive, depart
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.arrive: "Arrive", .depart: "Depart"]
}

/// The schema's plain `var`s become parameters, as Apple's macro makes them, so the intent has its
/// `init()`; `section` is one Apple's metadata processor requires even of an app without sections.
@AppIntent(schema: .reminders.createReminder)
struct AddErrandIntent {
    var title: String
    var list: ErrandListEntity?
    var recurrence: Calendar.RecurrenceRule?
    var section: ErrandSectionEntity?
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let repeats = recurrence.map { " (\($0.frequency), every \($0.interval))" } ?? ""
        return .result(dialog: "Added \(title) to \(list?.name ?? "Errands")\(repeats).")
    }
}

/// A section, declared because the schema's intent takes one; its query finds none.
@AppEntity(schema: .reminders.section)
struct ErrandSectionEntity {
    static let defaultQuery = ErrandSectionQuery()
    let id: String
    var name: String
    var list: ErrandListEntity
    var displayRepresentation: DisplayRepresentation { "\(name)" }
    init(id: String, list: ErrandListEntity) {
        self.id = id
        name = id
        self.list = list
    }
}

struct ErrandSectionQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [ErrandSectionEntity] { [] }
    func entities(matching string: String) async throws -> [ErrandSectionEntity] { [] }
}

/// `reminders.list` without its `type`.
@AppEntity(schema: .reminders.list)
struct UntypedListEntity {
    static let defaultQuery = UntypedListQuery()
    let id: String
    var name: String
    var displayRepresentation: DisplayRepresentation { "\(name)" }
    init(id: String) {
        self.id = id
        name = id
    }
}

struct UntypedListQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [UntypedListEntity] { [] }
}

/// `clock.alarm` whose `isEnabled` is text.
@AppEntity(schema: .clock.alarm)
struct TextualAlarmEntity {
    static let defaultQuery = TextualAlarmQuery()
    let id: String
    var time: DateComponents
    var isEnabled: String
    var label: String?
    var canSnooze: Bool
    var triggerState: ErrandListKind
    var displayRepresentation: DisplayRepresentation { "\(id)" }
    init(id: String) {
        self.id = id
        time = DateComponents(hour: 7)
        isEnabled = "yes"
        canSnooze = true
        triggerState = .standard
    }
}

struct TextualAlarmQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [TextualAlarmEntity] { [] }
}

/// iOS 27's `system.searchInApp`, as apps adopt it with a bare criteria.
@AppIntent(schema: .system.searchInApp)
struct FindErrandsIntent {
    static let isAssistantOnly = true
    static let searchScopes: [StringSearchScope] = [.general]
    var criteria: StringSearchCriteria
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Showing errands matching \(criteria.term).")
    }
}

struct UsesUntypedList: AppIntent {
    static let title: LocalizedStringResource = "Uses List"
    @Parameter(title: "List") var list: UntypedListEntity
    func perform() async throws -> some IntentResult { .result() }
}

struct UsesTextualAlarm: AppIntent {
    static let title: LocalizedStringResource = "Uses Alarm"
    @Parameter(title: "Alarm") var alarm: TextualAlarmEntity
    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct AppSchemaTests {
    @Test func aSchemaOfTheNewFamilyIsRecordedAsTheEarlierOnesAre() async throws {
        let catalog = try await Catalog.build(IntentApp(name: "Errands", intents: [AddErrandIntent.self]))
        #expect(catalog.metadata.actions["AddErrandIntent"]?.assistantDefinedSchemas == ["reminders.createReminder"])
        #expect(catalog.metadata.entities["ErrandListEntity"]?.assistantDefinedSchemas == ["reminders.list"])
        #expect(
            catalog.metadata.enums.first { $0.identifier == "ErrandListKind" }?.assistantDefinedSchemas == [
                "reminders.listType"
            ])
    }

    /// The macro makes the stored members properties and the computed ones computed properties,
    /// so the whole schema is in the metadata; members of types the schema leaves open (`tags`, a
    /// `Set`) stay plain.
    @Test func storedAndComputedMembersAreProperties() async throws {
        let catalog = try await Catalog.build(
            IntentApp(name: "Errands", intents: [AddErrandIntent.self], entities: [ErrandEntity.self]))
        let errand = try #require(catalog.metadata.entities["ErrandEntity"])
        #expect(errand.assistantDefinedSchemas == ["reminders.reminder"])
        #expect(errand.displayTypeName.key == "Reminder")
        #expect(
            errand.properties.map(\.identifier) == [
                "title", "isCompleted", "list", "note", "images", "subtasks", "urls", "dueDate", "recurrence",
                "isFlagged", "creationDate", "completionDate", "locationTrigger",
            ])
        #expect(errand.property(named: "recurrence")?.valueType == .primitive(.recurrenceRule))
        #expect(errand.property(named: "isFlagged")?.kind == "computed")
        #expect(errand.property(named: "title")?.kind == "stored")
        #expect(errand.property(named: "dueDate")?.valueType == .primitive(.dateComponents))
        #expect(errand.property(named: "list")?.valueType == .entity(typeName: "ErrandListEntity"))
        let trigger = try #require(catalog.metadata.entities["ErrandTriggerEntity"])
        #expect(trigger.properties.map(\.identifier) == ["place", "event"])
        #expect(trigger.property(named: "place")?.valueType == .primitive(.placeDescriptor))
    }

    @Test func anIntentOfASchemaKnownByNameTakesItsVarsAsParameters() async throws {
        let catalog = try await Catalog.build(IntentApp(name: "Errands", intents: [AddErrandIntent.self]))
        let add = try #require(catalog.metadata.actions["AddErrandIntent"])
        #expect(add.title.key == "Create Reminder")
        #expect(add.parameters.map(\.name) == ["title", "list", "recurrence", "section"])
        #expect(add.parameter(named: "recurrence")?.valueType == .primitive(.recurrenceRule))
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(
                intent: "AddErrandIntent",
                inputs: ["title": .text("Stamps"), "list": .text("shop"), "recurrence": .text("every 2 weeks")]),
            interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Added Stamps to Shop (weekly, every 2).")
    }

    @Test(arguments: [
        (
            UsesUntypedList.self as any AppIntent.Type,
            "IntentSystemTests.UntypedListEntity declares @AppEntity(schema: .reminders.list) but has no property 'type' (an AppEnum)"
        ),
        (
            UsesTextualAlarm.self,
            "IntentSystemTests.TextualAlarmEntity declares @AppEntity(schema: .clock.alarm) but property 'isEnabled' is String, not Bool"
        ),
    ])
    func aMissingOrMistypedMemberIsNamed(intent: any AppIntent.Type, message: String) async throws {
        let error = await #expect(throws: IntentSystemError.self) {
            _ = try await Catalog.build(IntentApp(name: "Errands", intents: [intent]))
        }
        #expect(error?.code == .invalidDeclaration)
        #expect(error?.message == message)
    }

    @Test func searchInAppIsAnInAppSearchTakingItsCriteria() async throws {
        let catalog = try await Catalog.build(IntentApp(name: "Errands", intents: [FindErrandsIntent.self]))
        let find = try #require(catalog.metadata.actions["FindErrandsIntent"])
        #expect(find.assistantDefinedSchemas == ["system.searchInApp"])
        #expect(SystemProtocols.contains(find.systemProtocols, "ShowInAppSearchResultsIntent"))
        #expect(find.parameters.map(\.name) == ["criteria"])
        // Offered to the assistant only, as the app says; other schema types are not.
        #expect(find.visibilityMetadata.assistantOnly)
        #expect(catalog.metadata.actions.values.filter(\.visibilityMetadata.assistantOnly).count == 1)
        #expect(SchemaCatalog.byID["system.searchInApp"]?.introduced == "27.0")
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(intent: "FindErrandsIntent", inputs: ["criteria": .text("stamps")]),
            interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Showing errands matching stamps.")
    }

    /// The schemas the API's domains name, read from its source (`AppSchema.Entity("d", "n")`),
    /// are the family's schemas in the catalog: those `AssistantSchemas` had and the new ones.
    @Test func theAPIAndTheCatalogNameTheSameSchemas() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var declared: [String] = []
        for (file, kind) in [
            ("AppSchema+Entities.swift", SchemaCatalog.Kind.entity), ("AppSchema+Intents.swift", .intent),
            ("AppSchema+Enums.swift", .enumeration),
        ] {
            let source = try String(
                contentsOf: root.appendingPathComponent("Sources/AppIntents/\(file)"), encoding: .utf8)
            let ids = source.matches(of: #/AppSchema\.\w+\("(\w+)", "(\w+)"\)/#).map { "\($0.1).\($0.2)" }
            #expect(ids.allSatisfy { SchemaCatalog.byID[$0]?.kind == kind }, "\(file)")
            declared += ids
        }
        #expect(Set(declared) == Set(SchemaCatalog.all.map(\.id)))
        #expect(declared.count == SchemaCatalog.all.count)
        #expect(AppSchema(.reminders.reminder).id == "reminders.reminder")
        #expect(AppSchema(.clock.createAlarm).id == "clock.createAlarm")
        #expect(AppSchema(.messages.messageType).id == "messages.messageType")
        #expect(SchemaCatalog.byID["reminders.reminder"]?.introduced == "27.0")
        #expect(SchemaCatalog.byID["books.book"]?.introduced == "18.0")
    }
}
