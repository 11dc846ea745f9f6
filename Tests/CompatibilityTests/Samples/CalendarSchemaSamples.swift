// The App Schema calendar domain (iOS 27) as apps built against Apple's SDK write it: an event's
// location a `@UnionValue` of a `PlaceDescriptor` or text, its alarms a union of a `Duration` before
// it or a date, `travelTime: Duration?`, `recurrence: Calendar.RecurrenceRule?`, organizers as
// people, and the create, update and delete intents as plain `var`s. Written here as our own
// samples; this file compiling is the check, IntentSystemTests' CalendarSchemaTests runs the same
// shapes and AppIntentsLintTests extracts this file.
import AppIntents
import Foundation
import GeoToolbox

@UnionValue
enum EventSpot {
    case place(PlaceDescriptor)
    case text(String)
}

@UnionValue
enum EventAlert {
    case offset(Duration)
    case date(Date)
}

@AppEnum(schema: .calendar.eventStatus)
enum EventState: String {
    case confirmed, tentative, cancelled
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .confirmed: "Confirmed", .tentative: "Tentative", .cancelled: "Cancelled",
    ]
}

@AppEnum(schema: .calendar.eventSpan)
enum EventReach: String {
    case this, future, all
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .this: "This Event", .future: "This and Future Events", .all: "All Events",
    ]
}

@AppEnum(schema: .calendar.attendeeStatus)
enum InviteeStatus: String {
    case accepted, declined, tentative
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .accepted: "Accepted", .declined: "Declined", .tentative: "Tentative",
    ]
}

@AppEnum(schema: .calendar.attendeeType)
enum InviteeKind: String {
    case required, optional
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .required: "Required", .optional: "Optional",
    ]
}

@AppEntity(schema: .calendar.attendee)
struct Invitee {
    static let defaultQuery = InviteeQuery()
    var id: String
    var person: IntentPerson
    var status: InviteeStatus?
    var isAttendanceOptional: Bool
    var type: InviteeKind?
    var displayRepresentation: DisplayRepresentation { "Invitee" }
}

struct InviteeQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [Invitee] { [] }
    func entities(matching string: String) async throws -> [Invitee] { [] }
}

@AppEntity(schema: .calendar.calendar)
struct Planner {
    static let defaultQuery = PlannerQuery()
    var id: String
    var title: String
    var displayRepresentation: DisplayRepresentation { "\(title)" }
}

struct PlannerQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [Planner] { [] }
    func entities(matching string: String) async throws -> [Planner] { [] }
}

@AppEntity(schema: .calendar.event)
struct Gathering: IndexedEntity {
    static let defaultQuery = GatheringQuery()
    var id: String
    var title: String
    var startDate: Date
    var endDate: Date
    var isAllDay: Bool
    var calendar: Planner
    var location: EventSpot?
    var virtualLocation: URL?
    var attendees: [Invitee]
    var organizers: [IntentPerson]
    var recurrence: Calendar.RecurrenceRule?
    var alarms: [EventAlert]
    var status: EventState?
    var travelTime: Duration?
    var note: String?
    var displayRepresentation: DisplayRepresentation { "\(title)" }
    init(id: String, title: String, start: Date, calendar: Planner) {
        self.id = id
        self.title = title
        self.startDate = start
        self.endDate = start
        self.isAllDay = false
        self.calendar = calendar
        self.location = nil
        self.virtualLocation = nil
        self.attendees = []
        self.organizers = []
        self.recurrence = nil
        self.alarms = []
        self.status = nil
        self.travelTime = nil
        self.note = nil
    }
}

struct GatheringQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [Gathering] { [] }
    func entities(matching string: String) async throws -> [Gathering] { [] }
}

@AppIntent(schema: .calendar.createEvent)
struct PlanGathering {
    static let isAssistantOnly = true
    var title: String
    var startDate: Date
    var endDate: Date?
    var location: EventSpot?
    var calendar: Planner
    var isAllDay: Bool
    var recurrence: Calendar.RecurrenceRule?
    var attendees: [Invitee]
    var note: AttributedString?
    func perform() async throws -> some ReturnsValue<Gathering> {
        var meeting = Gathering(id: title.lowercased(), title: title, start: startDate, calendar: calendar)
        meeting.location = location
        meeting.recurrence = recurrence
        meeting.alarms = [.offset(.seconds(-600))]
        meeting.travelTime = .seconds(900)
        return .result(value: meeting)
    }
}

@AppIntent(schema: .calendar.updateEvent)
struct MoveGathering {
    var event: Gathering
    var title: String?
    var attendees: [Invitee]?
    var startDate: Date?
    var endDate: Date?
    var isAllDay: Bool?
    var calendar: Planner?
    var recurrence: Calendar.RecurrenceRule?
    var note: String?
    var location: EventSpot?
    var span: EventReach?
    func perform() async throws -> some ReturnsValue<Gathering> { .result(value: event) }
}

@AppIntent(schema: .calendar.deleteEvent)
struct CancelGathering {
    var entity: Gathering
    var span: EventReach?
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Cancelled.") }
}
