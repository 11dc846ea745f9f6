// The App Schema family (iOS 27) as Apple's documentation shows its examples and as apps built
// against Apple's SDK write them: `@AppEntity(schema: .reminders.reminder)` with the schema's
// members stored or computed, `@AppIntent(schema: .reminders.createReminder)` with plain `var`s, an
// enum of each domain, a `PlaceDescriptor`. Written here as our own samples; this file compiling is
// the check, and IntentSystemTests' AppSchemaTests registers the same shapes.
import AppIntents
import CoreSpotlight
import Foundation
import GeoToolbox

/// A to-do that is a reminder: its own fields stored, the rest of the schema's members computed
/// from them, as an app maps its model onto the schema.
@AppEntity(schema: .reminders.reminder)
struct ChoreEntity: IndexedEntity {
    static var isAssistantOnly: Bool { true }
    static let defaultQuery = ChoreQuery()

    let id: String
    var title: String
    var isCompleted: Bool
    var list: ChoreListEntity

    var note: AttributedString? { nil }
    var images: [IntentFile] { [] }
    var subtasks: [ChoreEntity] { [] }
    var tags: Set<String> { [] }
    var urls: [URL] { [] }
    var dueDate: DateComponents? { DateComponents(year: 2026, month: 9, day: 1) }
    var recurrence: Calendar.RecurrenceRule? { nil }
    var isFlagged: Bool? { nil }
    var creationDate: Date? { nil }
    var completionDate: Date? { nil }
    var locationTrigger: ChoreTriggerEntity? { nil }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

    init(id: String, title: String, isCompleted: Bool = false, list: ChoreListEntity = .household) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
        self.list = list
    }

    struct ChoreQuery: EntityQuery {
        func entities(for identifiers: [ChoreEntity.ID]) async throws -> [ChoreEntity] {
            identifiers.map { ChoreEntity(id: $0, title: "Chore \($0)") }
        }
        func suggestedEntities() async throws -> [ChoreEntity] { [ChoreEntity(id: "bins", title: "Put out the bins")] }
    }
}

@AppEntity(schema: .reminders.list)
struct ChoreListEntity {
    static let defaultQuery = ChoreListQuery()
    static let household = ChoreListEntity(id: "household", name: "Household")

    let id: String
    var name: String
    var type: ChoreListKind

    init(id: String, name: String, type: ChoreListKind = .standard) {
        self.id = id
        self.name = name
        self.type = type
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    /// A string query: Apple's metadata processor requires one of every entity an App Schema
    /// intent takes (`AddChoreIntent`'s list).
    struct ChoreListQuery: EntityStringQuery {
        func entities(for identifiers: [ChoreListEntity.ID]) async throws -> [ChoreListEntity] {
            identifiers.map { ChoreListEntity(id: $0, name: $0.capitalized) }
        }
        func entities(matching string: String) async throws -> [ChoreListEntity] {
            [ChoreListEntity(id: string.lowercased(), name: string.capitalized)]
        }
    }
}

@AppEnum(schema: .reminders.listType)
enum ChoreListKind: String {
    case standard, shopping
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .standard: "Standard", .shopping: "Shopping",
    ]
}

/// A trigger at a place, the place a `PlaceDescriptor`.
@AppEntity(schema: .reminders.locationTrigger)
struct ChoreTriggerEntity {
    static let defaultQuery = ChoreTriggerQuery()

    let id: String
    var place: GeoToolbox.PlaceDescriptor
    var event: ChoreTriggerEvent

    init(id: String, place: PlaceDescriptor, event: ChoreTriggerEvent) {
        self.id = id
        self.place = place
        self.event = event
    }

    var displayRepresentation: DisplayRepresentation { "\(place.commonName ?? "Somewhere")" }

    struct ChoreTriggerQuery: EntityQuery {
        func entities(for identifiers: [ChoreTriggerEntity.ID]) async throws -> [ChoreTriggerEntity] {
            identifiers.map {
                ChoreTriggerEntity(
                    id: $0, place: PlaceDescriptor(representations: [.address("1 Main St")], commonName: "Home"),
                    event: .arrive)
            }
        }
    }
}

@AppEnum(schema: .reminders.locationTriggerEvent)
enum ChoreTriggerEvent: String {
    case arrive, depart
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.arrive: "Arrive", .depart: "Depart"]
}

/// An intent of a schema whose members apps declare as plain `var`s, a section among them even in
/// an app without sections: Apple's metadata processor stops the build without one.
@AppIntent(schema: .reminders.createReminder)
struct AddChoreIntent {
    var title: String
    var list: ChoreListEntity?
    var recurrence: Calendar.RecurrenceRule?
    var section: ChoreSectionEntity?

    func perform() async throws -> some IntentResult & ReturnsValue<ChoreEntity> {
        .result(value: ChoreEntity(id: title.lowercased(), title: title, list: list ?? .household))
    }
}

/// The section the schema's intent takes; this app has none, so its query finds none.
@AppEntity(schema: .reminders.section)
struct ChoreSectionEntity {
    static let defaultQuery = ChoreSectionQuery()

    let id: String
    var name: String
    var list: ChoreListEntity

    var displayRepresentation: DisplayRepresentation { "\(name)" }

    struct ChoreSectionQuery: EntityStringQuery {
        func entities(for identifiers: [ChoreSectionEntity.ID]) async throws -> [ChoreSectionEntity] { [] }
        func entities(matching string: String) async throws -> [ChoreSectionEntity] { [] }
    }
}

@AppIntent(schema: .reminders.deleteReminders)
struct ClearChoresIntent {
    var entities: [ChoreEntity]
    func perform() async throws -> some IntentResult { .result() }
}

/// An alarm as the clock domain's example declares it.
@AppEntity(schema: .clock.alarm)
struct WakeAlarmEntity {
    static let defaultQuery = WakeAlarmQuery()

    let id: UUID
    var time: DateComponents
    var isEnabled: Bool
    var label: String?
    var recurrenceDays: Calendar.RecurrenceRule?
    var canSnooze: Bool
    var triggerState: WakeAlarmState

    var displayRepresentation: DisplayRepresentation { "\(label ?? "Alarm")" }

    struct WakeAlarmQuery: EntityQuery {
        func entities(for identifiers: [WakeAlarmEntity.ID]) async throws -> [WakeAlarmEntity] { [] }
    }
}

@AppEnum(schema: .clock.alarmTriggerState)
enum WakeAlarmState: String {
    case idle, firing, snoozed
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .idle: "Idle", .firing: "Firing", .snoozed: "Snoozed",
    ]
}

/// A stopwatch as the clock domain's example declares it, its laps `Duration`s (a timer is in
/// IntentSystemTests' `DurationTests`, which runs it).
@AppEntity(schema: .clock.stopwatch)
struct LapWatchEntity {
    static let defaultQuery = LapWatchQuery()

    let id: UUID
    var laps: [Duration]
    var startTime: Date
    var pauseTime: Date?
    var state: LapWatchState

    var displayRepresentation: DisplayRepresentation { "Stopwatch" }

    struct LapWatchQuery: EntityQuery {
        func entities(for identifiers: [LapWatchEntity.ID]) async throws -> [LapWatchEntity] { [] }
    }
}

@AppEnum(schema: .clock.stopwatchState)
enum LapWatchState: String {
    case running, stopped
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.running: "Running", .stopped: "Stopped"]
}

/// A note and its folder; the folder's members are not in Apple's documentation here, so its
/// `var`s stay plain.
@AppEntity(schema: .notes.note)
struct JotEntity {
    static let defaultQuery = JotQuery()

    let id: String
    var name: AttributedString
    var content: AttributedString?
    var attachments: [IntentFile]
    var isPinned: Bool
    var creationDate: Date?
    var modificationDate: Date?
    var folder: JotFolderEntity?

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(String(name.characters))") }

    struct JotQuery: EntityQuery {
        func entities(for identifiers: [JotEntity.ID]) async throws -> [JotEntity] { [] }
    }
}

@AppEntity(schema: .notes.folder)
struct JotFolderEntity {
    static let defaultQuery = JotFolderQuery()
    let id: String
    var name: String
    var displayRepresentation: DisplayRepresentation { "\(name)" }

    struct JotFolderQuery: EntityQuery {
        func entities(for identifiers: [JotFolderEntity.ID]) async throws -> [JotFolderEntity] { [] }
    }
}

/// A conversation and its people, a set of attributes among its members.
@AppEntity(schema: .messages.conversation)
struct ThreadEntity {
    static let defaultQuery = ThreadQuery()

    var id: String
    var recipients: [ThreadPerson]
    var displayName: String
    var previewText: AttributedString
    var conversationName: String?
    var isRead: Bool
    var attributes: Set<ThreadAttribute>
    var dateLastActive: Date?

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(displayName)") }

    struct ThreadQuery: EntityQuery {
        func entities(for identifiers: [ThreadEntity.ID]) async throws -> [ThreadEntity] { [] }
    }
}

@AppEntity(schema: .messages.messagePerson)
struct ThreadPerson {
    static let defaultQuery = ThreadPersonQuery()
    var id: String
    var person: IntentPerson
    var displayRepresentation: DisplayRepresentation { person.displayRepresentation }

    struct ThreadPersonQuery: EntityQuery {
        func entities(for identifiers: [ThreadPerson.ID]) async throws -> [ThreadPerson] { [] }
    }
}

@AppEnum(schema: .messages.conversationAttribute)
enum ThreadAttribute: String {
    case muted
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.muted: "Muted"]
}

/// Schemas as values, and the earlier family beside the new one in one app.
enum AppSchemaValues {
    static let reminder = AppSchema(.reminders.reminder)
    static let create = AppSchema(.reminders.createReminder)
    static let listType = AppSchema(.reminders.listType)
    static let book: AssistantSchemas.Entity = .books.book
}

/// A notes folder that holds its parent, as apps built against Apple's SDK write it: the schema
/// macro makes each member a property, which gives the recursive member its indirection.
@AppEntity(schema: .notes.folder)
struct NotebookFolderEntity {
    static let defaultQuery = NotebookFolderQuery()
    let id: UUID
    var name: String
    var parentFolder: NotebookFolderEntity?
    var account: NotebookAccountEntity?
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    init(id: UUID, name: String) {
        self.id = id
        self.name = name
        parentFolder = nil
        account = nil
    }
}

struct NotebookFolderQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [NotebookFolderEntity] {
        identifiers.map { NotebookFolderEntity(id: $0, name: "Folder") }
    }
}

@AppEntity(schema: .notes.account)
struct NotebookAccountEntity {
    static let defaultQuery = NotebookAccountQuery()
    let id: UUID
    var name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct NotebookAccountQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [NotebookAccountEntity] { [] }
}
