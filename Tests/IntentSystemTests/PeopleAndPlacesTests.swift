import AppIntents
import AppIntentsMetadata
import AppIntentsShared
import AppIntentsTesting
import CoreLocation
import Foundation
import Testing

@testable import IntentSystem

/// A place in and out.
struct MeetAtIntent: AppIntent {
    static let title: LocalizedStringResource = "Meet At"
    @Parameter(title: "Place", displayStyle: .address) var place: CLPlacemark
    func perform() async throws -> some IntentResult & ReturnsValue<CLPlacemark> & ProvidesDialog {
        guard let coordinate = place.location?.coordinate else { throw $place.needsValueError() }
        return .result(
            value: place,
            dialog: "Meet at \(place.name ?? "the spot") (\(coordinate.latitude), \(coordinate.longitude))")
    }
}

/// A list of places, given as one comma list of coordinates.
struct PlanRouteIntent: AppIntent {
    static let title: LocalizedStringResource = "Plan Route"
    @Parameter(title: "Stops") var stops: [CLPlacemark]
    func perform() async throws -> some IntentResult & ReturnsValue<[CLPlacemark]> { .result(value: stops) }
}

/// A person in and out, with Apple's picker mode.
struct InviteGuestIntent: AppIntent {
    static let title: LocalizedStringResource = "Invite Guest"
    @Parameter(title: "Guest", mode: .emailOrPhone) var guest: IntentPerson
    func perform() async throws -> some IntentResult & ReturnsValue<IntentPerson> { .result(value: guest) }
}

/// A payment method in and out.
struct ChargeCardIntent: AppIntent {
    static let title: LocalizedStringResource = "Charge Card"
    @Parameter(title: "Method") var method: IntentPaymentMethod
    func perform() async throws -> some IntentResult & ReturnsValue<IntentPaymentMethod> { .result(value: method) }
}

/// A person and a place as an entity's properties.
struct VenueEntity: AppEntity {
    static let defaultQuery = VenueQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Venue" }
    var id: String
    @Property(title: "Where") var place: CLPlacemark?
    @Property(title: "Host") var host: IntentPerson?
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    static let hall = VenueEntity(
        id: "hall",
        place: CLPlacemark(location: CLLocation(latitude: 51.5, longitude: -0.12), name: "Hall", locality: "London"),
        host: IntentPerson(
            identifier: .applicationDefined("h1"), name: .displayName("Grace"),
            handle: IntentPerson.Handle(phoneNumber: "+1 555 0100", label: .mobile)))
    init(id: String, place: CLPlacemark?, host: IntentPerson?) {
        self.id = id
        self.place = place
        self.host = host
    }
}

struct VenueQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [VenueEntity] {
        identifiers.contains("hall") ? [.hall] : []
    }
    func suggestedEntities() async throws -> [VenueEntity] { [.hall] }
}

struct ShowVenueIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Venue"
    @Parameter(title: "Venue") var venue: VenueEntity
    func perform() async throws -> some IntentResult & ReturnsValue<VenueEntity> { .result(value: venue) }
}

/// JSON written as text, for reading.
func jsonValue(_ text: String) -> JSONValue {
    do { return try JSONValue.parse(text) } catch { fatalError("not JSON: \(text)") }
}

let meetingApp = IntentApp(
    name: "Meetings",
    intents: [
        MeetAtIntent.self, PlanRouteIntent.self, InviteGuestIntent.self, ChargeCardIntent.self, ShowVenueIntent.self,
    ],
    entities: [VenueEntity.self])

@Suite struct PeopleAndPlacesTests {
    func run(_ intent: String, _ name: String, _ input: IntentInput) async throws -> Outcome {
        let executor = Executor(catalog: try await Catalog.build(meetingApp))
        return try await executor.run(
            RunRequest(intent: intent, inputs: [name: input]), interaction: NeverAskInteraction())
    }

    /// The value's JSON as the system writes it both ways: as a tree and straight to bytes.
    func encoded(_ value: any Sendable) async throws -> String {
        let json = await ValueEncoding.json(value, kind: nil).description
        let bytes = try #require(await ValueEncoding.bytes(value))
        #expect(String(decoding: bytes, as: UTF8.self) == json)
        return json
    }

    @Test func aPlaceIsReadFromTextAndEncodedBack() async throws {
        let harness = try await IntentTestHarness(app: meetingApp)
        let run = try await harness.run(MeetAtIntent.self, ["place": "Eiffel Tower @ 48.8584, 2.2945"])
        let place = try #require(run.value(as: CLPlacemark.self))
        #expect(place.name == "Eiffel Tower")
        #expect(place.location?.coordinate.latitude == 48.8584 && place.location?.coordinate.longitude == 2.2945)
        #expect(run.dialog == "Meet at Eiffel Tower (48.8584, 2.2945)")
        #expect(run.valueJSON == #"{"latitude":48.8584,"longitude":2.2945,"name":"Eiffel Tower"}"#)
        #expect(run.valueText == "Eiffel Tower @ 48.8584,2.2945")
        let bare = try await harness.run(MeetAtIntent.self, ["place": "-33.8568,151.2153"])
        #expect(bare.valueJSON == #"{"latitude":-33.8568,"longitude":151.2153}"#)
        #expect(bare.dialog == "Meet at the spot (-33.8568, 151.2153)")
    }

    @Test func aListOfPlacesKeepsEachPlacesComma() async throws {
        let harness = try await IntentTestHarness(app: meetingApp)
        let run = try await harness.run(PlanRouteIntent.self, ["stops": "1.5,2, Pier @ 3,-4,Tower @ 48.8584, 2.2945"])
        #expect(run.valueText == "1.5,2, Pier @ 3,-4, Tower @ 48.8584,2.2945")
        #expect(run.value(as: [CLPlacemark].self)?.map(\.name) == [nil, "Pier", "Tower"])
        let error = await #expect(throws: IntentTestFailure.self) {
            try await harness.run(PlanRouteIntent.self, ["stops": "1.5,2,3"])
        }
        #expect(error?.description.contains("got '3'") == true)
    }

    @Test func aPlaceIsReadFromJSONWithItsNamesAndWrittenBackAsRead() async throws {
        let given = jsonValue(
            """
            {"latitude": 48.8584, "longitude": 2.2945, "name": "Eiffel Tower", "thoroughfare": "Avenue Gustave Eiffel",
             "subThoroughfare": "5", "locality": "Paris", "subLocality": "7e", "administrativeArea": "Île-de-France",
             "subAdministrativeArea": "Paris", "postalCode": "75007", "isoCountryCode": "FR", "country": "France",
             "inlandWater": "Seine", "ocean": "Atlantic", "areasOfInterest": ["Champ de Mars"], "timeZone": "Europe/Paris"}
            """)
        let outcome = try await run("MeetAtIntent", "place", .json(given))
        let place = try #require(outcome.value as? CLPlacemark)
        #expect(place.locality == "Paris" && place.isoCountryCode == "FR" && place.postalCode == "75007")
        #expect(place.timeZone?.identifier == "Europe/Paris" && place.areasOfInterest == ["Champ de Mars"])
        #expect(outcome.valueJSON == given)
        #expect(try await encoded(place) == given.description)
        // The JSON it is written as, and its text, read back as the same place.
        let again = try await run("MeetAtIntent", "place", .json(try #require(outcome.valueJSON)))
        #expect(again.valueJSON == given)
        let text = try await run("MeetAtIntent", "place", .text(try #require(outcome.valueText)))
        #expect((text.value as? CLPlacemark)?.name == "Eiffel Tower")
        // The JSON members are CLPlacemark's names, as the MCP schema lists them.
        #expect(Primitives.placemarkNames.map(\.key) == ValueForms.Placemark.names)
    }

    @Test(arguments: [
        (IntentInput.text("Paris"), "expected a place as LATITUDE,LONGITUDE or NAME @ LATITUDE,LONGITUDE"),
        (.text("Paris"), "place names are not looked up"),
        (.text("91, 10"), "latitude 91 is not within -90...90"),
        (.text("Pier @ 10, 200"), "longitude 200 is not within -180...180"),
        (.text(" @ 10, 20"), "the name before '@' is empty"),
        (.json(jsonValue(#"{"latitude": 1, "longitude": 2, "city": "Paris"}"#)), "no member 'city'"),
        (.json(jsonValue(#"{"latitude": "1", "longitude": 2}"#)), "latitude and longitude must both be numbers"),
        (.json(jsonValue(#"{"latitude": 1, "longitude": 2, "timeZone": "Mars/Olympus"}"#)), "not a time zone"),
        (.json(.number(3)), "(CLPlacemark), got '3'"),
    ])
    func aPlaceThatCannotBeReadSaysWhatWasExpected(_ input: IntentInput, _ message: String) async throws {
        let error = await #expect(throws: IntentSystemError.self) { try await run("MeetAtIntent", "place", input) }
        #expect(error?.code == .invalidValue)
        #expect(error?.parameter == "place")
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
    }

    @Test func aPersonIsReadFromTextAndEncodedBack() async throws {
        let harness = try await IntentTestHarness(app: meetingApp)
        let named = try await harness.run(InviteGuestIntent.self, ["guest": "Ada Lovelace <ada@example.com>"])
        let ada = try #require(named.value(as: IntentPerson.self))
        #expect(ada.name == .displayName("Ada Lovelace"))
        #expect(ada.handle == IntentPerson.Handle(emailAddress: "ada@example.com"))
        #expect(named.valueJSON == #"{"handle":{"emailAddress":"ada@example.com"},"name":"Ada Lovelace"}"#)
        #expect(named.valueText == "Ada Lovelace <ada@example.com>")
        let phone = try await harness.run(InviteGuestIntent.self, ["guest": "+44 20 7946 0000"])
        #expect(phone.value(as: IntentPerson.self) == IntentPerson(handle: .init(phoneNumber: "+44 20 7946 0000")))
        #expect(phone.valueJSON == #"{"handle":{"phoneNumber":"+44 20 7946 0000"}}"#)
        #expect(phone.valueText == "+44 20 7946 0000")
        let name = try await harness.run(InviteGuestIntent.self, ["guest": "Grace Hopper"])
        #expect(name.value(as: IntentPerson.self)?.handle == nil && name.valueJSON == #"{"name":"Grace Hopper"}"#)
        #expect(harness.metadata.actions["InviteGuestIntent"]?.parameters.first?.valueType == .primitive(.person))
        #expect(InviteGuestIntent().$guest.personMode == .emailOrPhone)
        #expect(MeetAtIntent().$place.displayStyle == .address)
    }

    @Test func aPersonIsReadFromJSONWithEveryMemberAndWrittenBackAsRead() async throws {
        let given = jsonValue(
            """
            {"name": "Ada King Lovelace",
             "nameComponents": {"givenName": "Ada", "middleName": "King", "familyName": "Lovelace", "nickname": "Ada"},
             "handle": {"phoneNumber": "+44 20 7946 0000", "label": "iPhone"},
             "aliases": [{"emailAddress": "ada@example.com", "label": "work"},
                         {"applicationDefined": "ada", "label": "chess club"}],
             "identifier": {"contact": "ABC-123"}, "isMe": true}
            """)
        let outcome = try await run("InviteGuestIntent", "guest", .json(given))
        let person = try #require(outcome.value as? IntentPerson)
        #expect(person.identifier == .contact("ABC-123") && person.isMe)
        guard case .components(let parts) = person.name else {
            Issue.record("the name should be read in parts")
            return
        }
        #expect(parts.givenName == "Ada" && parts.familyName == "Lovelace" && parts.middleName == "King")
        #expect(person.handle == IntentPerson.Handle(phoneNumber: "+44 20 7946 0000", label: .iPhone))
        #expect(person.aliases.map(\.label) == [.work, .custom("chess club")])
        #expect(person.displayRepresentation.title.defaultValue == "Ada King Lovelace")
        #expect(outcome.valueJSON == given)
        #expect(try await encoded(person) == given.description)
        let again = try await run("InviteGuestIntent", "guest", .json(try #require(outcome.valueJSON)))
        #expect(again.value as? IntentPerson == person)
        // A handle given as text, inside JSON, is read as on the command line.
        let short = try await run("InviteGuestIntent", "guest", .json(jsonValue(#"{"handle": "ada@example.com"}"#)))
        #expect(short.value as? IntentPerson == IntentPerson(handle: .init(emailAddress: "ada@example.com")))
        #expect(Primitives.nameParts.map(\.key) == ValueForms.Person.nameParts)
    }

    @Test(arguments: [
        (IntentInput.json(jsonValue(#"{"isMe": true}"#)), "it has neither a name nor a handle"),
        (.json(jsonValue(#"{"name": "Ada", "handle": {"fax": "1"}}"#)), "handle has no member 'fax'"),
        (
            .json(jsonValue(#"{"name": "Ada", "handle": {"phoneNumber": "1", "emailAddress": "a@b.c"}}"#)),
            "handle needs exactly one of phoneNumber"
        ),
        (
            .json(jsonValue(#"{"name": "Ada", "identifier": {"passport": "X"}}"#)),
            "identifier 'passport' is not contact"
        ),
        (.json(jsonValue(#"{"name": "Ada", "age": 36}"#)), "no member 'age'"),
        (.json(jsonValue(#"{"name": 7}"#)), "name is not text"),
        (.text("Ada <>"), "the handle is empty"),
        (.json(.bool(true)), "expected a person as NAME <EMAIL-OR-PHONE>"),
    ])
    func aPersonThatCannotBeReadSaysWhatWasExpected(_ input: IntentInput, _ message: String) async throws {
        let error = await #expect(throws: IntentSystemError.self) { try await run("InviteGuestIntent", "guest", input) }
        #expect(error?.code == .invalidValue)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
    }

    @Test func aPaymentMethodIsReadFromTextAndJSONAndEncodedBack() async throws {
        let harness = try await IntentTestHarness(app: meetingApp)
        let card = try await harness.run(ChargeCardIntent.self, ["method": "Credit Visa (4242)"])
        #expect(
            card.value(as: IntentPaymentMethod.self)
                == IntentPaymentMethod(type: .credit, name: "Visa", identificationHint: "4242"))
        #expect(card.valueJSON == #"{"identificationHint":"4242","name":"Visa","type":"credit"}"#)
        #expect(card.valueText == "Visa (4242)")
        let applePay = try await run("ChargeCardIntent", "method", .json(jsonValue(#"{"type": "applePay"}"#)))
        #expect(applePay.value as? IntentPaymentMethod == IntentPaymentMethod(type: .applePay))
        let error = await #expect(throws: IntentSystemError.self) {
            try await run("ChargeCardIntent", "method", .text("bitcoin wallet"))
        }
        #expect(error?.message.contains("'bitcoin' is not a payment type") == true)
        #expect(error?.message.contains("TYPE is one of unknown, checking") == true)
        #expect(IntentPaymentMethod.PaymentType.allCases.map(\.rawValue) == ValueForms.PaymentMethod.types)
    }

    @Test func anEntitysPersonAndPlaceAreWrittenWithItsProperties() async throws {
        let harness = try await IntentTestHarness(app: meetingApp)
        let run = try await harness.run(ShowVenueIntent.self, ["venue": "hall"])
        let venue = try #require(run.value(as: VenueEntity.self))
        let properties = await ValueEncoding.properties(of: venue)
        #expect(
            properties["place"]
                == jsonValue(#"{"latitude": 51.5, "longitude": -0.12, "name": "Hall", "locality": "London"}"#))
        #expect(
            properties["host"]
                == jsonValue(
                    #"{"name": "Grace", "handle": {"phoneNumber": "+1 555 0100", "label": "mobile"}, "identifier": {"applicationDefined": "h1"}}"#
                ))
        _ = try await encoded(venue)
        let entity = try #require(harness.metadata.entities["VenueEntity"])
        #expect(entity.properties.map(\.valueType) == [.primitive(.placemark), .primitive(.person)])
    }

    @Test func theKindsAreWrittenWithApplesTypeIdentifiers() async throws {
        let harness = try await IntentTestHarness(app: meetingApp)
        let actions = harness.metadata.actions
        #expect(
            actions["MeetAtIntent"]?.parameters.first?.valueType.json.description
                == #"{"primitive":{"wrapper":{"typeIdentifier":10}}}"#)
        #expect(
            actions["InviteGuestIntent"]?.outputType?.json.description
                == #"{"intents":{"wrapper":{"typeIdentifier":3}}}"#)
        #expect(
            actions["ChargeCardIntent"]?.parameters.first?.valueType.json.description
                == #"{"intents":{"wrapper":{"typeIdentifier":13}}}"#)
    }

    @Test func aPersonIsHandedToOtherAppsAsAContactCard() async throws {
        let person = IntentPerson(
            identifier: .contact("ABC-123"),
            name: .components(PersonNameComponents(givenName: "Ada", familyName: "Lovelace")),
            handle: .init(emailAddress: "ada@example.com", label: .work), aliases: [.init(phoneNumber: "+44 20")])
        let card = String(decoding: try await person.exported(as: .vCard), as: UTF8.self)
        #expect(
            card
                == "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\nEMAIL;TYPE=WORK:ada@example.com\r\n"
                + "TEL;TYPE=OTHER:+44 20\r\nUID:ABC-123\r\nEND:VCARD\r\n")
        #expect(String(decoding: try await person.exported(as: .plainText), as: UTF8.self) == "Ada Lovelace")
    }

    @Test func aSavedShortcutTakesAPlaceAndAPersonAsLiterals() async throws {
        let catalog = try await Catalog.build(meetingApp)
        let app = ShortcutApps.App(name: "Meetings", synonyms: [], metadata: catalog.metadata)
        let runner = ShortcutRunner(executors: [(app, Executor(catalog: catalog))])
        let file = try ShortcutFile.decode(
            Data(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "Plan", "actions": [
                  {"app": "Meetings", "intent": "InviteGuestIntent", "parameters": {"guest": {"literal": "Ada <ada@example.com>"}}},
                  {"app": "Meetings", "intent": "MeetAtIntent",
                   "parameters": {"place": {"literal": {"latitude": 48.8584, "longitude": 2.2945, "name": "Tower"}}}}]}
                """.utf8), source: "plan.json")
        #expect(ShortcutChecker(apps: runner.apps).check(file).isEmpty)
        let report = try await runner.run(file, input: nil, interaction: NeverAskInteraction())
        #expect(report.steps.map(\.valueText) == ["Ada <ada@example.com>", "Tower @ 48.8584,2.2945"])
        let wrong = try ShortcutFile.decode(
            Data(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "Wrong", "actions": [
                  {"app": "Meetings", "intent": "MeetAtIntent", "parameters": {"place": {"literal": 7}}}]}
                """.utf8), source: "wrong.json")
        #expect(
            ShortcutChecker(apps: runner.apps).check(wrong).map(\.description) == [
                "action 1: parameter 'place': 7 does not fit CLPlacemark"
            ])
    }

    @Test func aGeocoderSaysItIsNotSupported() async throws {
        let error = await #expect(throws: CLError.self) {
            try await CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 1, longitude: 2))
        }
        #expect(error?.code == .network)
        #expect(error?.description == "CLGeocoder.reverseGeocodeLocation(_:): geocoding is not supported on Linux yet")
        #expect(CLError.network ~= (error as (any Error)?)!)
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_550) < 1_000)
    }
}

/// Apple's overview of `IntentValueRepresentation` makes a person from a name alone and reads
/// the name back as `displayString`: both work, also through a representation.
@Suite struct PersonByNameTests {
    struct PenPalEntity: AppEntity, Transferable {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pen Pal"
        static let defaultQuery = PenPalQuery()
        var id: String { name }
        var name: String
        var displayRepresentation: DisplayRepresentation { "\(name)" }
        static var transferRepresentation: some TransferRepresentation {
            ValueRepresentation(
                exporting: { entity in IntentPerson(name: .displayName(entity.name)) },
                importing: { person in PenPalEntity(name: person.name.displayString) })
        }
    }

    struct PenPalQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [PenPalEntity] { identifiers.map(PenPalEntity.init) }
    }

    @Test func aPersonMadeFromANameIsNamedSoAndReadBack() async throws {
        let ada = IntentPerson(name: .displayName("Ada Lovelace"))
        #expect(ada.identifier == .unknown && ada.handle == nil && ada.aliases.isEmpty && !ada.isMe)
        #expect(ada.name.displayString == "Ada Lovelace")
        #expect(ada.displayRepresentation.title.defaultValue == "Ada Lovelace")
        var parts = PersonNameComponents()
        parts.givenName = "Grace"
        parts.familyName = "Hopper"
        #expect(IntentPerson.Name.components(parts).displayString == "Grace Hopper")
        #expect(IntentPerson.Name.unknown.displayString == "")

        let exported = try await PenPalEntity(name: "Ada Lovelace").exportedValue() as? IntentPerson
        #expect(exported == ada)
        let imported = try await PenPalEntity.valueConversions().first?.import?(
            IntentPerson(name: .displayName("Grace")))
        #expect(imported?.name == "Grace")
    }
}
