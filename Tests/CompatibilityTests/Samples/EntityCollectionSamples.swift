// iOS 27's `EntityCollection` in the shapes Apple documents: an intent that needs only the
// identifiers of many entities (Apple's "Disable Alarms"), one that resolves the entities when it
// needs more, an optional collection, a collection returned as the result, an entity property
// that holds other entities by identifier, and `EntityCollectionSearchCriteria` for search
// results the system already has. Written for this project in those shapes.

import AppIntents
import Foundation

struct AlarmEntity: AppEntity {
    static let defaultQuery = AlarmEntityQuery()
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Alarm"

    let id: UUID
    @Property(title: "Label") var label: String
    @Property(title: "Enabled") var isEnabled: Bool

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(label)") }

    init(id: UUID, label: String, isEnabled: Bool) {
        self.id = id
        self.label = label
        self.isEnabled = isEnabled
    }
}

struct AlarmEntityQuery: EntityQuery {
    func entities(for identifiers: [AlarmEntity.ID]) async throws -> [AlarmEntity] {
        await AlarmService.shared.alarms(identifiers)
    }

    func suggestedEntities() async throws -> [AlarmEntity] {
        await AlarmService.shared.all()
    }
}

/// A schedule of alarms: the alarms are kept by identifier, so showing a schedule does not load
/// every alarm in it.
struct AlarmScheduleEntity: AppEntity {
    static let defaultQuery = AlarmScheduleQuery()
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Schedule"

    let id: String
    @Property(title: "Name") var name: String
    @Property(title: "Alarms") var alarms: EntityCollection<AlarmEntity>

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    init(id: String, name: String, alarms: EntityCollection<AlarmEntity>) {
        self.id = id
        self.name = name
        self.alarms = alarms
    }
}

struct AlarmScheduleQuery: EntityQuery {
    func entities(for identifiers: [AlarmScheduleEntity.ID]) async throws -> [AlarmScheduleEntity] {
        await AlarmService.shared.schedules().filter { identifiers.contains($0.id) }
    }
}

/// The app's alarms.
actor AlarmService {
    static let shared = AlarmService()

    private var stored: [AlarmEntity] = []
    private(set) var shown: [UUID] = []

    func all() -> [AlarmEntity] { stored }

    func alarms(_ identifiers: [UUID]) -> [AlarmEntity] {
        stored.filter { identifiers.contains($0.id) }
    }

    func disable(_ identifiers: [UUID]) throws {
        for index in stored.indices where identifiers.contains(stored[index].id) {
            stored[index].isEnabled = false
        }
    }

    func show(_ identifiers: [UUID]) {
        shown = identifiers
    }

    func schedules() -> [AlarmScheduleEntity] {
        [AlarmScheduleEntity(id: "weekdays", name: "Weekdays", alarms: EntityCollection(entities: stored))]
    }
}

/// Apple's example: disabling needs only the identifiers, so no alarm is loaded.
struct DisableAlarmsIntent: AppIntent {
    static let title: LocalizedStringResource = "Disable Alarms"

    @Parameter(title: "Alarms")
    var alarms: EntityCollection<AlarmEntity>

    func perform() async throws -> some IntentResult {
        // Use the identifiers in the database query without hydration.
        try await AlarmService.shared.disable(alarms.identifiers)

        return .result()
    }
}

/// Needs the alarms' labels: resolves the entities, which the collection then keeps.
struct ReadAlarmLabelsIntent: AppIntent {
    static let title: LocalizedStringResource = "Read Alarm Labels"

    @Parameter(title: "Alarms")
    var alarms: EntityCollection<AlarmEntity>

    @Parameter(title: "Skip")
    var skipped: EntityCollection<AlarmEntity>?

    func perform() async throws -> some IntentResult & ReturnsValue<EntityCollection<AlarmEntity>> & ProvidesDialog {
        var reading = alarms
        for alarm in try await skipped?.resolvedEntities() ?? [] {
            reading.remove(alarm)
        }
        let labels = try await reading.resolvedEntities().map(\.label)
        return .result(value: reading, dialog: "\(labels.joined(separator: ", "))")
    }
}

/// Collects the enabled alarms into a collection of their identifiers.
struct EnabledAlarmsIntent: AppIntent {
    static let title: LocalizedStringResource = "Enabled Alarms"

    func perform() async throws -> some IntentResult & ReturnsValue<EntityCollection<AlarmEntity>> {
        var enabled = EntityCollection<AlarmEntity>()
        for alarm in await AlarmService.shared.all() where alarm.isEnabled {
            enabled.append(alarm)
        }
        if enabled.isEmpty, let first = await AlarmService.shared.all().first {
            enabled.append(contentsOf: [first.id])
        }
        return .result(value: enabled)
    }
}

/// Shows search results the system already has: the identifiers of the alarms found.
struct ShowAlarmSearchResultsIntent: ShowInAppSearchResultsIntent {
    static let title: LocalizedStringResource = "Show Alarms"

    @Parameter(title: "Criteria")
    var criteria: EntityCollectionSearchCriteria<AlarmEntity>

    func perform() async throws -> some IntentResult {
        await AlarmService.shared.show(criteria.entities.identifiers)
        return .result()
    }
}
