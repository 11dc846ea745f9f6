import AppIntents
import AppIntentsMetadata
import AppIntentsTesting
import Foundation
import IntentStore
import Testing

@testable import IntentSystem

/// The identifiers each call of a query's `entities(for:)` asked for, so a test can prove the
/// system made none.
final class QueryCalls: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [[String]] = []
    func record(_ identifiers: [String]) { lock.withLock { calls.append(identifiers) } }
    func reset() { lock.withLock { calls = [] } }
    var all: [[String]] { lock.withLock { calls } }

    static let alarms = QueryCalls()
    static let chimes = QueryCalls()
}

/// An alarm, looked up by a string id.
struct WakeAlarm: AppEntity {
    static let defaultQuery = WakeAlarmQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Alarm" }
    var id: String
    @Property(title: "Label") var label: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(label)") }

    init(id: String, label: String) {
        self.id = id
        self.label = label
    }

    static let all = [
        WakeAlarm(id: "dawn", label: "Dawn"), WakeAlarm(id: "noon", label: "Lunch"),
        WakeAlarm(id: "dusk", label: "Dusk"),
    ]
}

struct WakeAlarmQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [WakeAlarm] {
        QueryCalls.alarms.record(identifiers)
        return WakeAlarm.all.filter { identifiers.contains($0.id) }
    }
    func entities(matching string: String) async throws -> [WakeAlarm] {
        WakeAlarm.all.filter { $0.label.localizedCaseInsensitiveContains(string) }
    }
    func suggestedEntities() async throws -> [WakeAlarm] { WakeAlarm.all }
}

/// A chime, looked up by a number: a title typed for one is not an identifier.
struct ChimeEntity: AppEntity {
    static let defaultQuery = ChimeQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Chime" }
    var id: Int
    var name: String
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", synonyms: name == "Bells" ? ["Church"] : [])
    }

    static let all = [
        ChimeEntity(id: 1, name: "Bells"), ChimeEntity(id: 2, name: "Birds"), ChimeEntity(id: 7, name: "Gong"),
    ]
}

struct ChimeQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [ChimeEntity] {
        QueryCalls.chimes.record(identifiers.map(String.init))
        return ChimeEntity.all.filter { identifiers.contains($0.id) }
    }
    func suggestedEntities() async throws -> [ChimeEntity] { ChimeEntity.all }
}

/// Apple's example: the alarms' identifiers are all the intent needs.
struct DisableAlarmsIntent: AppIntent {
    static let title: LocalizedStringResource = "Disable Alarms"

    @Parameter(title: "Alarms")
    var alarms: EntityCollection<WakeAlarm>

    func perform() async throws -> some IntentResult & ReturnsValue<EntityCollection<WakeAlarm>> & ProvidesDialog {
        .result(value: alarms, dialog: "Disabled \(alarms.count): \(alarms.identifiers.joined(separator: " "))")
    }
}

/// Needs the alarms themselves: asks for them twice, the second time from what the first found.
struct LabelAlarmsIntent: AppIntent {
    static let title: LocalizedStringResource = "Label Alarms"

    @Parameter(title: "Alarms")
    var alarms: EntityCollection<WakeAlarm>

    func perform() async throws -> some IntentResult & ReturnsValue<EntityCollection<WakeAlarm>> & ProvidesDialog {
        let first = try await alarms.resolvedEntities()
        let again = try await alarms.resolvedEntities()
        return .result(
            value: alarms, dialog: "\(first.map(\.label).joined(separator: ", ")) (\(again.count) again)")
    }
}

/// An optional collection of entities with numbers for ids.
struct SilenceChimesIntent: AppIntent {
    static let title: LocalizedStringResource = "Silence Chimes"

    @Parameter(title: "Chimes")
    var chimes: EntityCollection<ChimeEntity>?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let chimes else { return .result(dialog: "Nothing silenced") }
        let names = try await chimes.resolvedEntities().map(\.name)
        return .result(
            dialog:
                "Silenced \(chimes.identifiers.map(String.init).joined(separator: " ")): \(names.joined(separator: ", "))"
        )
    }
}

/// An entity that holds other entities by identifier.
struct AlarmGroupEntity: AppEntity {
    static let defaultQuery = AlarmGroupQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Alarm Group" }
    var id: String
    @Property(title: "Alarms") var alarms: EntityCollection<WakeAlarm>
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }

    init(id: String, alarms: EntityCollection<WakeAlarm>) {
        self.id = id
        self.alarms = alarms
    }

    static let weekdays = AlarmGroupEntity(id: "weekdays", alarms: ["dawn", "noon"])
}

struct AlarmGroupQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AlarmGroupEntity] {
        identifiers == [AlarmGroupEntity.weekdays.id] ? [AlarmGroupEntity.weekdays] : []
    }
    func suggestedEntities() async throws -> [AlarmGroupEntity] { [AlarmGroupEntity.weekdays] }
}

/// Shows search results the system already has, as identifiers.
struct ShowAlarmsIntent: ShowInAppSearchResultsIntent {
    static let title: LocalizedStringResource = "Show Alarms"

    @Parameter(title: "Alarms")
    var criteria: EntityCollectionSearchCriteria<WakeAlarm>

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Showing \(criteria.entities.identifiers.joined(separator: " "))")
    }
}

let alarmApp = IntentApp(
    name: "Alarms",
    intents: [DisableAlarmsIntent.self, LabelAlarmsIntent.self, SilenceChimesIntent.self, ShowAlarmsIntent.self],
    entities: [WakeAlarm.self, ChimeEntity.self, AlarmGroupEntity.self])

/// `EntityCollection` in the system: given as a list of identifiers that no query is asked about,
/// resolved by the intent when it wants the entities, listed and encoded as a list of the entity.
/// Serialized: the queries count their calls.
@Suite(.serialized) struct EntityCollectionTests {
    func run(_ intent: String, _ inputs: [String: IntentInput]) async throws -> Outcome {
        let executor = Executor(catalog: try await Catalog.build(alarmApp))
        return try await executor.run(RunRequest(intent: intent, inputs: inputs), interaction: NeverAskInteraction())
    }

    @Test func identifiersAreTakenWithoutAskingTheQuery() async throws {
        QueryCalls.alarms.reset()
        // Hundreds of identifiers, as text (the command line) and as JSON (MCP, saved values).
        let many = (1...300).map { "alarm-\($0)" }
        let text = try await run("DisableAlarmsIntent", ["alarms": .text(many.joined(separator: ", "))])
        #expect(text.dialog == "Disabled 300: \(many.joined(separator: " "))")
        let json = try await run(
            "DisableAlarmsIntent",
            ["alarms": .json(.array([.string("dawn"), .number(42), .object(["id": .string("dusk")])]))])
        #expect(json.dialog == "Disabled 3: dawn 42 dusk")
        #expect(QueryCalls.alarms.all.isEmpty, "entities(for:) was asked \(QueryCalls.alarms.all)")
    }

    @Test func resolvedEntitiesAsksTheQueryOnceAndKeepsWhatItFound() async throws {
        QueryCalls.alarms.reset()
        let outcome = try await run("LabelAlarmsIntent", ["alarms": .text("dusk, dawn, dusk")])
        #expect(outcome.dialog == "Dusk, Dawn, Dusk (3 again)")
        // One call, for each identifier once; the second `resolvedEntities()` asked nothing.
        #expect(QueryCalls.alarms.all == [["dusk", "dawn"]])
        // The returned collection holds the entities found, so they are written whole.
        #expect(outcome.valueText == "Dusk, Dawn, Dusk")
        let first = try #require(outcome.valueJSON?.arrayValue?.first)
        #expect(first["title"] == "Dusk" && first["properties"]?["label"] == "Dusk")
    }

    @Test func anIdentifierTheQueryDoesNotFindFailsTheRunByName() async throws {
        let error = await #expect(throws: (any Error).self) {
            try await run("LabelAlarmsIntent", ["alarms": .text("dawn, gone-1")])
        }
        #expect(
            "\(error!)".contains("no Alarm was found for the identifier 'gone-1' (it may have been deleted)"),
            "\(error!)")
    }

    @Test func aCollectionNotLookedUpIsWrittenByItsIdentifiers() async throws {
        let outcome = try await run("DisableAlarmsIntent", ["alarms": .text("dawn, zzz")])
        #expect(outcome.valueType == .array(of: .entity(typeName: "WakeAlarm")))
        #expect(outcome.valueJSON == .array([.object(["id": "dawn"]), .object(["id": "zzz"])]))
        #expect(outcome.valueText == "dawn, zzz")
        let value = try #require(outcome.value as? EntityCollection<WakeAlarm>)
        #expect(
            String(decoding: try #require(await ValueEncoding.bytes(value)), as: UTF8.self)
                == #"[{"id":"dawn"},{"id":"zzz"}]"#)
        // In a tool result's shape: the entities that are known flat, the others by identifier.
        let mixed = EntityCollection<WakeAlarm>(entities: [WakeAlarm.all[0]]) + ["zzz"]
        let flat = try #require(
            await ValueEncoding.bytes(mixed, flattening: .array(of: .entity(typeName: "WakeAlarm"))))
        #expect(String(decoding: flat, as: UTF8.self) == #"[{"id":"dawn","label":"Dawn","title":"Dawn"},{"id":"zzz"}]"#)
        #expect(ValueEncoding.text(mixed) == "Dawn, zzz")
    }

    @Test func aTitleIsLookedUpOnlyWhereItCannotBeAnIdentifier() async throws {
        QueryCalls.chimes.reset()
        // Ids are numbers: "7" is one, "gong"'s title and "church"'s synonym name the others.
        let outcome = try await run("SilenceChimesIntent", ["chimes": .text("7, birds, church")])
        #expect(outcome.dialog == "Silenced 7 2 1: Gong, Birds, Bells")
        // Only 7 was asked for: the entities found by their titles were kept.
        #expect(QueryCalls.chimes.all == [["7"]])
        let none = try await run("SilenceChimesIntent", [:])
        #expect(none.dialog == "Nothing silenced")
    }

    @Test func badElementsAreRefusedByNameWithWhatWasExpected() async throws {
        // JSON is strict: an element must be an identifier of the entity's id type.
        let json = await #expect(throws: IntentSystemError.self) {
            try await run("SilenceChimesIntent", ["chimes": .json(.array([.number(1), .string("bells")]))])
        }
        #expect(json?.code == .invalidValue)
        #expect(
            json?.message
                == #"parameter 'chimes' expected a list of Chime identifiers (each a whole number, or {"id": …}), got 'bells'"#
        )
        let object = await #expect(throws: IntentSystemError.self) {
            try await run("DisableAlarmsIntent", ["alarms": .json(.array([.object(["name": "dawn"])]))])
        }
        #expect(object?.message.contains("expected a list of Alarm identifiers (each a string") == true)
        // Text names a title where it cannot be an identifier; one that names nothing is refused.
        let text = await #expect(throws: IntentSystemError.self) {
            try await run("SilenceChimesIntent", ["chimes": .text("1, trumpet")])
        }
        #expect(text?.code == .notFound)
        #expect(text?.message.contains("no Chime matches 'trumpet'") == true, "\(text?.message ?? "")")
        let several = await #expect(throws: IntentSystemError.self) {
            try await run("SilenceChimesIntent", ["chimes": .text("b")])
        }
        #expect(several?.message.contains("matches several values (Bells, Birds)") == true)
    }

    @Test func theMetadataListsACollectionAsAnArrayOfItsEntity() async throws {
        let catalog = try await Catalog.build(alarmApp)
        let disable = try #require(catalog.metadata.actions["DisableAlarmsIntent"])
        let alarms = try #require(disable.parameter(named: "alarms"))
        #expect(alarms.valueType == .array(of: .entity(typeName: "WakeAlarm")) && !alarms.isOptional)
        #expect(alarms.dynamicOptionsSupport == 2)
        #expect(disable.outputType == .array(of: .entity(typeName: "WakeAlarm")))
        let chimes = try #require(catalog.metadata.actions["SilenceChimesIntent"]?.parameter(named: "chimes"))
        #expect(chimes.valueType == .array(of: .entity(typeName: "ChimeEntity")) && chimes.isOptional)
        #expect(chimes.dynamicOptionsSupport == 1)
        let criteria = catalog.metadata.actions["ShowAlarmsIntent"]?.parameter(named: "criteria")
        #expect(criteria?.valueType == .array(of: .entity(typeName: "WakeAlarm")))
        let property = catalog.metadata.entities["AlarmGroupEntity"]?.properties.first { $0.identifier == "alarms" }
        #expect(property?.valueType == .array(of: .entity(typeName: "WakeAlarm")))
    }

    @Test func anEntityPropertyIsWrittenByItsIdentifiers() async throws {
        let json = await ValueEncoding.json(AlarmGroupEntity.weekdays, kind: nil)
        #expect(json["properties"]?["alarms"] == .array([.object(["id": "dawn"]), .object(["id": "noon"])]))
        let bytes = try #require(await ValueEncoding.bytes(AlarmGroupEntity.weekdays))
        #expect(String(decoding: bytes, as: UTF8.self) == json.description)
    }

    @Test func searchCriteriaAreGivenAsACollection() async throws {
        QueryCalls.alarms.reset()
        let outcome = try await run("ShowAlarmsIntent", ["criteria": .text("dawn, dusk")])
        #expect(outcome.dialog == "Showing dawn dusk")
        #expect(QueryCalls.alarms.all.isEmpty)
    }

    @Test func aDonationRecordsTheIdentifiersAndRunsAgainWithoutTheQuery() async throws {
        QueryCalls.alarms.reset()
        let recorded = Recorded()
        let executor = Executor(
            catalog: try await Catalog.build(alarmApp), donations: { record in recorded.add(record) })
        _ = try await executor.run(
            RunRequest(intent: "DisableAlarmsIntent", inputs: ["alarms": .text("dawn, noon")]),
            interaction: NeverAskInteraction())
        let donated = try #require(recorded.all.first?.parameters["alarms"])
        #expect(donated == .array([.object(["id": "dawn"]), .object(["id": "noon"])]))
        // A suggestion runs the donated values again: still no look-up.
        let again = try await executor.run(
            RunRequest(intent: "DisableAlarmsIntent", inputs: ["alarms": .json(donated)]),
            interaction: NeverAskInteraction())
        #expect(again.dialog == "Disabled 2: dawn noon")
        #expect(QueryCalls.alarms.all.isEmpty)
    }

    @Test func anAppDonationListsTheEntitiesByIdentifier() async throws {
        let store = InMemoryStore()
        let recorder = DonationRecorder(store: store, app: "alarms")
        let intent = DisableAlarmsIntent()
        intent.alarms = ["dawn", "dusk"]
        _ = try await recorder.donate(intent, result: nil)
        let donation = try #require(try store.donations(matching: DonationFilter(app: "alarms")).first)
        #expect(donation.entityIDs == ["dawn", "dusk"])
        #expect(donation.parametersJSON == #"{"alarms":[{"id":"dawn"},{"id":"dusk"}]}"#)
    }

    @Test func aShortcutPassesACollectionOnAsItsIdentifiers() async throws {
        let value = await ShortcutValue.of(EntityCollection<WakeAlarm>(entities: [WakeAlarm.all[2]]) + ["dawn"])
        #expect(ShortcutRunner.input(from: value) == .json(.array(["dusk", "dawn"])))
        #expect(value.items.map(\.json) == [value.json.arrayValue![0], .object(["id": "dawn"])])
        #expect((value.items.first?.value as? WakeAlarm)?.label == "Dusk")
        #expect(value.items.last?.value == nil)
    }
}

extension EntityCollection {
    /// The collection with `identifiers` after its own.
    static func + (collection: Self, identifiers: [Entity.ID]) -> Self {
        var copy = collection
        copy.append(contentsOf: identifiers)
        return copy
    }
}
