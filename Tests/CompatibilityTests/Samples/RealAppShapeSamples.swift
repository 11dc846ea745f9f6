// Shapes seen in public apps' intents (docs/LINT.md, "Real apps"), written here as our own samples.
import AppIntents

/// A `description` typed `LocalizedStringResource` (a static of the app's own beside the
/// requirement), a dialog from `IntentDialog(stringLiteral:)`, and a policy set in the type.
struct StopServiceIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop Service"
    static let description: LocalizedStringResource = "Stops the service"
    static let openAppWhenRun: Bool = false
    static let isDiscoverable: Bool = true
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog(stringLiteral: "Stopped"))
    }
}

/// An `OpenIntent` that is also a control's and a widget's configuration, its target an enum whose
/// case titles are string literals coerced to `DisplayRepresentation`.
struct OpenScreenIntent: OpenIntent, ControlConfigurationIntent, WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Open Screen"
    static let openAppWhenRun: Bool = true
    @Parameter(title: "Page", default: .home) var target: ScreenOption
    func perform() async throws -> some IntentResult { .result() }
}

enum ScreenOption: String, AppEnum {
    case home, library, search
    static let typeDisplayRepresentation = TypeDisplayRepresentation("Screens")
    static let caseDisplayRepresentations = [
        ScreenOption.home: DisplayRepresentation("Home"),
        ScreenOption.library: DisplayRepresentation("Library"),
        ScreenOption.search: DisplayRepresentation(stringLiteral: "Search"),
    ]
}

/// `@AppShortcutsBuilder` written out on the property.
struct ServiceShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StopServiceIntent(), phrases: ["Stop \(.applicationName)", "Turn off \(.applicationName)"],
            systemImageName: "stop")
        AppShortcut(
            intent: OpenScreenIntent(), phrases: ["Open \(\.$target) in \(.applicationName)"], shortTitle: "Open",
            systemImageName: "arrow.up.forward")
    }
}

/// An entity with optional and list properties, filtered by an `EntityPropertyQuery` whose
/// comparators take the unwrapped value (`Date` for a `Date?`) or one element (`String` for
/// `[String]?`), as Apple's comparator initializers do; results sorted by key path.
struct NoteEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("note.type", defaultValue: "Note", table: "AppIntents", comment: "Type"),
        numericFormat: LocalizedStringResource("note.count", defaultValue: "\(placeholder: .int) Notes"))
    static let defaultQuery = NoteQuery()

    var id: String
    @Property(title: "Title") var title: String?
    @Property(title: "Tags") var tags: [String]?
    @Property(title: "Created") var created: Date?

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: title ?? id) }
}

enum NoteFilter: Sendable {
    case titleIs(String?), titleContains(String), tagged(String), createdBefore(Date), createdAfter(Date)
}

struct NoteQuery: EntityPropertyQuery {
    nonisolated(unsafe) static var properties = QueryProperties {
        Property(\NoteEntity.$title) {
            EqualToComparator { NoteFilter.titleIs($0) }
            ContainsComparator { NoteFilter.titleContains($0) }
        }
        // The root given by the query, as apps write it.
        Property(\.$tags) {
            ContainsComparator { NoteFilter.tagged($0) }
        }
        Property(\NoteEntity.$created) {
            LessThanComparator { NoteFilter.createdBefore($0) }
            GreaterThanComparator { NoteFilter.createdAfter($0) }
        }
    }
    nonisolated(unsafe) static var sortingOptions = SortingOptions { SortableBy(\.$created) }

    func entities(for identifiers: [String]) async throws -> [NoteEntity] { [] }

    func entities(
        matching comparators: [NoteFilter], mode: ComparatorMode, sortedBy: [Sort<NoteEntity>], limit: Int?
    ) async throws -> [NoteEntity] {
        guard let sort = sortedBy.first else { return [] }
        switch sort.by {
        case \NoteEntity.$created: return sort.order == .ascending ? [] : []
        default: return []
        }
    }
}

/// A prediction whose title is a `LocalizedStringResource` with a key, a list format and a comment.
struct TagNotesIntent: AppIntent, PredictableIntent {
    static let title: LocalizedStringResource = "Tag Notes"
    @Parameter(title: "Tags") var tags: [String]

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$tags)) { tags in
            DisplayRepresentation(
                title: LocalizedStringResource("tag-\(tags, format: .list(type: .and))", comment: "Tag <tags>"),
                subtitle: nil)
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

/// An older intent kept for saved shortcuts: deprecated, with a message only.
struct GetNotesIntent: DeprecatedAppIntent, CustomIntentMigratedAppIntent {
    nonisolated(unsafe) static let deprecation: IntentDeprecation = .init(message: "Use Find Notes instead.")
    static let intentClassName = "GetNotesIntent"
    static let title: LocalizedStringResource = "Get Notes"
    func perform() async throws -> some IntentResult { .result() }
}

/// An app's identifier type made an entity of its own, listing Apple's value protocols.
struct NoteID: Hashable, Sendable, CustomStringConvertible {
    var description: String
}

extension NoteID: DisplayRepresentable, AppValue, CustomLocalizedStringResourceConvertible, AppEntity,
    EntityIdentifierConvertible
{
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Note ID")
    static let defaultQuery = NoteIDQuery()
    var id: NoteID { self }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: description) }
    var entityIdentifierString: String { description }
    static func entityIdentifier(for entityIdentifierString: String) -> NoteID? {
        NoteID(description: entityIdentifierString)
    }

    struct NoteIDQuery: EntityQuery {
        func entities(for identifiers: [NoteID]) async throws -> [NoteID] { identifiers }
    }
}

/// Donations from code that is not async (a view controller's refresh), with Apple's synchronous
/// `donate`s, whose identifiers the caller may keep or drop.
struct ReadLevelIntent: AppIntent {
    static let title: LocalizedStringResource = "Read Level"
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "The level is 4.") }
}

final class LevelScreen {
    private(set) var lastDonation: IntentDonationIdentifier?

    func levelDidRefresh() {
        IntentDonationManager.shared.donate(intent: ReadLevelIntent())
        lastDonation = ReadLevelIntent().donate(result: .result(dialog: "The level is 4."))
    }

    func levelWasRead() async throws {
        try await ReadLevelIntent().donate()
        lastDonation = try await IntentDonationManager.shared.donate(intent: ReadLevelIntent(), result: .result())
    }
}

/// A suggestion for an intent without parameters, and options from a provider that is a class
/// without a `required init()`.
struct RefreshAllIntent: AppIntent, PredictableIntent {
    static let title: LocalizedStringResource = "Refresh All"
    @Parameter(title: "Profile", optionsProvider: ProfileNames()) var profile: String?

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction {
            DisplayRepresentation(title: "Refresh All", subtitle: "")
        }
    }

    func perform() async throws -> some IntentResult & ShowsSnippetView {
        .result(view: Label("Refreshed", image: "refresh-glyph"))
    }
}

class ProfileNames: DynamicOptionsProvider, @unchecked Sendable {
    func results() async throws -> [String] { ["default", "travel"] }
}

/// An entity identified by a `Float` it computes.
struct GammaTableEntity: AppEntity, Hashable {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Gamma Table"
    static let defaultQuery = GammaTableQuery()
    var red: Double
    var green: Double
    var id: Float { Float(red * 100 + green) }
    var displayRepresentation: DisplayRepresentation { "R \(red) G \(green)" }
}

struct GammaTableQuery: EntityQuery {
    func entities(for identifiers: [Float]) async throws -> [GammaTableEntity] { [] }
}

/// An outline app's row, with a property declared without a title (titled "Due Date" from its name).
struct OutlineRowEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("label.text.row-name", defaultValue: "Row", table: "AppIntents", comment: "Row"))
    static let defaultQuery = OutlineRowQuery()

    var id: String
    @Property(title: LocalizedStringResource("label.text.topic", comment: "Topic")) var topic: String?
    @Property var dueDate: Date?

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: topic ?? "") }

    init(id: String, topic: String?) {
        self.id = id
        self.topic = topic
    }
}

struct OutlineRowQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [OutlineRowEntity] { [] }
}

enum OutlineRowDetail: String, AppEnum {
    case topic, note
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("label.text.detail", comment: "Detail"))
    static let caseDisplayRepresentations: [OutlineRowDetail: DisplayRepresentation] = [
        .topic: DisplayRepresentation(title: LocalizedStringResource("label.text.topic", comment: "Topic")),
        .note: DisplayRepresentation(
            title: LocalizedStringResource("label.text.note", defaultValue: "Note", comment: "Note")),
    ]
}

/// Predictions whose titles are keyed resources interpolating a list of entities with a list
/// format, an enum case and an unwrapped optional; a dialog with the same list.
struct EditOutlineRowsIntent: AppIntent, PredictableIntent {
    static let title = LocalizedStringResource("intent.title.edit-rows", comment: "Edit Rows")

    @Parameter(title: LocalizedStringResource("intent.parameter.rows", comment: "Rows"))
    var rows: [OutlineRowEntity]

    @Parameter(title: LocalizedStringResource("intent.parameter.detail", comment: "Detail"))
    var detail: OutlineRowDetail

    @Parameter(title: LocalizedStringResource("intent.parameter.topic", comment: "Topic"))
    var topic: String?

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$rows, \.$detail, \.$topic)) { rows, detail, topic in
            DisplayRepresentation(
                title: LocalizedStringResource(
                    "intent.prediction.set-\(detail)-of-\(rows, format: .list(type: .and))-to-\(topic!)",
                    comment: "Set <detail> of <rows> to <topic>"),
                subtitle: nil
            )
        }
        IntentPrediction(parameters: (\.$rows, \.$detail)) { rows, detail in
            DisplayRepresentation(
                title: LocalizedStringResource(
                    "intent.prediction.set-\(detail)-of-\(rows, format: .list(type: .or))",
                    comment: "Set <detail> of <rows>"),
                subtitle: nil
            )
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Edited \(rows, format: .list(type: .and)).")
    }
}

/// A widget's configuration migrated from a SiriKit intent, with an empty summary.
struct MemoryWidgetIntent: AppIntent, WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "MemoryWidgetIntent"
    static let title: LocalizedStringResource = "Memory Widget"
    @Parameter(title: "Update") var frequency: ScreenOption?

    static var parameterSummary: some ParameterSummary {
        Summary()
    }

    func perform() async throws -> some IntentResult { .result() }
}

/// iOS 27's display representation with its image made later, as a to-do app writes it.
struct ChecklistItemEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Checklist Item"
    static let defaultQuery = ChecklistItemQuery()
    var id: UUID
    var title: String
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "Checklist", synonyms: ["\(title.lowercased())"]) {
            .init(systemName: "checklist")
        }
    }
}

struct ChecklistItemQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [ChecklistItemEntity] { [] }
}
