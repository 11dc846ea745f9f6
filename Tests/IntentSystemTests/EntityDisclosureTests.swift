import AppIntents
import AppIntentsMetadata
import Foundation
import Testing

@testable import IntentSystem

/// iOS 27.3's property visibility and authentication: what the system shows of an entity, and
/// to whom, on every path that writes one.
@Suite struct EntityDisclosureTests {
    struct PatientEntity: AppEntity {
        static let defaultQuery = PatientQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Patient" }
        var id: String
        @Property(title: "Name", description: "What the patient is called") var name: String
        @Property(title: "Insurance Number", visibility: .internal) var insurance: String
        @Property(title: "Phone", authenticationPolicy: .requiresAuthentication) var phone: String
        @Property(title: "Ward", authenticationPolicy: .requiresLocalDeviceAuthentication) var ward: String
        @ComputedProperty(title: "Initial") var initial: String { String(name.prefix(1)) }
        @ComputedProperty(title: "Chart", visibility: .internal) var chart: String { "chart-\(id)" }
        @ComputedProperty(title: "Balance", authenticationPolicy: .requiresAuthentication)
        var balance: Int { 42 }
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

        init(id: String) {
            self.id = id
            self.name = "Ada"
            self.insurance = "INS-1"
            self.phone = "555-0100"
            self.ward = "North"
        }
    }

    struct PatientQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [PatientEntity] { identifiers.map(PatientEntity.init) }
        func suggestedEntities() async throws -> [PatientEntity] { [PatientEntity(id: "p1")] }
    }

    /// Every property asks for authentication, the one that declares `alwaysAllowed` too.
    struct ScanEntity: AppEntity {
        static let defaultQuery = ScanQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Scan" }
        static var authenticationPolicy: IntentAuthenticationPolicy { .requiresAuthentication }
        var id: String
        @Property(title: "Finding") var finding: String
        @Property(title: "Room", authenticationPolicy: .alwaysAllowed) var room: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Scan \(id)") }

        init(id: String) {
            self.id = id
            self.finding = "clear"
            self.room = "R2"
        }
    }

    struct ScanQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [ScanEntity] { identifiers.map(ScanEntity.init) }
        func suggestedEntities() async throws -> [ScanEntity] { [ScanEntity(id: "s1")] }
    }

    struct ShowPatientIntent: AppIntent {
        static let title: LocalizedStringResource = "Show Patient"
        func perform() async throws -> some IntentResult & ReturnsValue<PatientEntity> {
            .result(value: PatientEntity(id: "p1"))
        }
    }

    static let app = IntentApp(
        name: "Clinic", intents: [ShowPatientIntent.self], entities: [PatientEntity.self, ScanEntity.self])

    /// The property names an encoding shows, for each caller.
    static func shown(_ caller: CallerAuthentication, _ entity: any AppEntity) async -> [String] {
        await EntityDisclosure.$caller.withValue(caller) {
            let properties = await ValueEncoding.json(entity, kind: nil)["properties"]?.objectValue ?? [:]
            return properties.keys.sorted()
        }
    }

    /// The same from the bytes the MCP server writes, in both of their shapes.
    static func shownAsBytes(
        _ caller: CallerAuthentication, _ entity: any AppEntity, flat: Bool
    ) async throws
        -> [String]
    {
        let declared: ValueType? = flat ? .entity(typeName: TypeNames.short(type(of: entity))) : nil
        let bytes = try #require(
            await EntityDisclosure.$caller.withValue(caller) { await ValueEncoding.bytes(entity, flattening: declared) }
        )
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let properties = flat ? object : try #require(object["properties"] as? [String: Any])
        return properties.keys.sorted().filter { !(flat && ["id", "title", "subtitle"].contains($0)) }
    }

    @Test func anInternalPropertyIsNeverShownAndAGatedOneOnlyToACallerWhoHasProvedEnough() async throws {
        let patient = PatientEntity(id: "p1")
        #expect(await Self.shown(.none, patient) == ["initial", "name"])
        #expect(await Self.shown(.authenticated, patient) == ["balance", "initial", "name", "phone"])
        #expect(await Self.shown(.deviceOwner, patient) == ["balance", "initial", "name", "phone", "ward"])
        for flat in [false, true] {
            #expect(try await Self.shownAsBytes(.none, patient, flat: flat) == ["initial", "name"])
            #expect(
                try await Self.shownAsBytes(.authenticated, patient, flat: flat) == [
                    "balance", "initial", "name", "phone",
                ])
            #expect(
                try await Self.shownAsBytes(.deviceOwner, patient, flat: flat) == [
                    "balance", "initial", "name", "phone", "ward",
                ])
        }
        // Where no surface said who is asking, the caller has proved nothing.
        #expect(EntityDisclosure.caller == .none)
    }

    @Test func anEntityTypesPolicyIsTheLeastEachOfItsPropertiesAsks() async throws {
        let scan = ScanEntity(id: "s1")
        #expect(await Self.shown(.none, scan) == [])
        #expect(await Self.shown(.authenticated, scan) == ["finding", "room"])
        #expect(try await Self.shownAsBytes(.none, scan, flat: true) == [])
        #expect(try await Self.shownAsBytes(.authenticated, scan, flat: false) == ["finding", "room"])
        // The entity itself is still named: its identifier and title are not properties.
        let json = await ValueEncoding.json(scan, kind: nil)
        #expect(json["id"] == .string("s1"))
        #expect(json["title"] == .string("Scan s1"))
    }

    @Test func aRunShowsItsValueAsItsCallerMaySeeIt() async throws {
        let executor = Executor(catalog: try await Catalog.build(Self.app))
        for (caller, expected) in [
            (CallerAuthentication.none, ["initial", "name"]),
            (.authenticated, ["balance", "initial", "name", "phone"]),
        ] {
            let outcome = try await executor.run(
                RunRequest(intent: "ShowPatientIntent", caller: caller), interaction: NeverAskInteraction())
            #expect(outcome.valueJSON?["properties"]?.objectValue?.keys.sorted() == expected)
            let bytes = try #require(
                try await executor.run(
                    RunRequest(intent: "ShowPatientIntent", caller: caller, valueAsBytes: true),
                    interaction: NeverAskInteraction()
                ).valueBytes)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
            #expect(object.keys.sorted().filter { !["id", "title"].contains($0) } == expected)
        }
    }

    @Test func theCatalogRecordsDescriptionsPoliciesAndVisibility() async throws {
        let catalog = try await Catalog.build(Self.app)
        let patient = try #require(catalog.metadata.entities["PatientEntity"])
        func property(_ name: String) throws -> PropertyMetadata { try #require(patient.property(named: name)) }
        #expect(try property("name").descriptionText?.key == "What the patient is called")
        #expect(try property("insurance").isInternal)
        #expect(try property("chart").isInternal)
        #expect(try property("name").isInternal == false)
        #expect(try property("phone").authenticationPolicy == 1)
        #expect(try property("ward").authenticationPolicy == 2)
        #expect(try property("balance").authenticationPolicy == 1)
        #expect(patient.authenticationPolicy == 0)
        #expect(catalog.metadata.entities["ScanEntity"]?.authenticationPolicy == 1)
        // Written only where they say something, and read back as written.
        let written = try JSONEncoder().encode(patient)
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains(#""visibility":"internal""#))
        #expect(text.contains(#""propertyDescription""#))
        #expect(text.components(separatedBy: #""visibility""#).count - 1 == 2)
        #expect(try JSONDecoder().decode(EntityMetadata.self, from: written) == patient)
    }

    /// A card whose holder is indexed, and whose secret and PIN, also given keys, are not.
    struct CardEntity: IndexedEntity {
        static let defaultQuery = CardQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Card" }
        var id: String
        @Property(title: "Holder", indexingKey: \.displayName) var holder: String
        @Property(title: "Secret", visibility: .internal, indexingKey: \.contentDescription) var secret: String
        @Property(title: "PIN", authenticationPolicy: .requiresAuthentication, indexingKey: \.keywords)
        var pin: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Card \(id)") }

        init(id: String) {
            self.id = id
            self.holder = "Grace"
            self.secret = "hidden-secret"
            self.pin = "9876"
        }
    }

    struct CardQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [CardEntity] { identifiers.map(CardEntity.init) }
    }

    @Test func spotlightIndexesOnlyWhatEveryCallerMaySee() async throws {
        // Even for the device owner: the index answers anyone's search.
        let record = await EntityDisclosure.$caller.withValue(.deviceOwner) {
            await SearchRecordMapper.record(for: CardEntity(id: "c1"))
        }
        #expect(record.attributes["displayName"] == "Grace")
        #expect(record.contentDescription != "hidden-secret")
        #expect(!record.attributes.values.contains("hidden-secret"))
        #expect(!record.keywords.contains("9876"))
    }

    @Test func aSavedShortcutsFindStepIsCheckedByTheSameRule() async throws {
        let catalog = try await Catalog.build(Self.app)
        let apps = ShortcutApps([ShortcutApps.App(name: "Clinic", synonyms: [], metadata: catalog.metadata)])
        let file = try ShortcutFile.decode(
            Data(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "Ward round", "actions": [
                  {"find": {"app": "Clinic", "entity": "PatientEntity",
                            "filters": [{"property": "insurance", "comparator": "equalTo", "value": "INS-1"}],
                            "sort": [{"property": "phone"}]}}]}
                """.utf8), source: "round.json")
        let anonymous = ShortcutChecker(apps: apps, caller: CallerAuthentication.none).check(file)
        #expect(
            anonymous.contains { $0.message == "PatientEntity has no property 'insurance' (it is internal to the app)" }
        )
        let gated = try #require(anonymous.first { $0.message.hasPrefix("PatientEntity's property 'phone' requires") })
        #expect(gated.needsAuthentication)
        let authenticated = ShortcutChecker(apps: apps, caller: .authenticated).check(file)
        #expect(!authenticated.contains { $0.message.contains("'phone'") })
        #expect(authenticated.contains { $0.message.contains("'insurance'") })
    }

    @Test func findingOrSortingByAPropertyFollowsTheSameRule() async throws {
        let patient = PatientEntity(id: "p1")
        let hidden = #expect(throws: IntentSystemError.self) {
            try EntityFinder.checkDisclosed("insurance", of: patient)
        }
        #expect(hidden?.code == .invalidValue)
        #expect(hidden?.message.contains("has no property 'insurance'") == true)
        let gated = #expect(throws: IntentSystemError.self) { try EntityFinder.checkDisclosed("phone", of: patient) }
        #expect(gated?.code == .notAuthorized)
        try EntityDisclosure.$caller.withValue(.authenticated) {
            try EntityFinder.checkDisclosed("phone", of: patient)
            #expect(throws: IntentSystemError.self) { try EntityFinder.checkDisclosed("ward", of: patient) }
        }
        try EntityFinder.checkDisclosed("name", of: patient)
    }
}
