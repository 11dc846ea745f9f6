import AppIntents
import AppIntentsMetadata
import AppIntentsShared
import AppIntentsTesting
import CoreLocation
import Foundation
import GeoToolbox
import Testing

@testable import IntentSystem

/// GeoToolbox's place as an intent value: given as text or JSON, returned, held by an entity's
/// property, and exported or imported by an entity's `ValueRepresentation`, as Apple's overview
/// of `IntentValueRepresentation` writes them.
@Suite struct PlaceDescriptorTests {
    struct DirectionsIntent: AppIntent {
        static let title: LocalizedStringResource = "Directions"
        @Parameter(title: "Destination") var destination: PlaceDescriptor
        func perform() async throws -> some IntentResult & ReturnsValue<PlaceDescriptor> & ProvidesDialog {
            .result(value: destination, dialog: "Heading to \(destination.commonName ?? destination.description)")
        }
    }

    /// Apple's key-path form: an entity holding a place exports it.
    struct LocationEntity: TransientAppEntity, Transferable {
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Location" }
        @Property(title: "Place") var place: PlaceDescriptor
        var displayRepresentation: DisplayRepresentation { "\(place.commonName ?? "Somewhere")" }
        init() {}
        init(place: PlaceDescriptor) { self.place = place }
        static var transferRepresentation: some TransferRepresentation {
            ValueRepresentation(exporting: \.place)
        }
    }

    /// Apple's closure forms: a venue exports its coordinates and is made from a place's.
    struct VenueEntity: AppEntity, Transferable {
        static let defaultQuery = VenueQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Venue" }
        var id: String
        var name: String
        var latitude: Double
        var longitude: Double
        var displayRepresentation: DisplayRepresentation { "\(name)" }
        static let arena = VenueEntity(id: "arena", name: "Arena", latitude: 52.52, longitude: 13.405)
        static var transferRepresentation: some TransferRepresentation {
            IntentValueRepresentation(
                exporting: { venue in
                    PlaceDescriptor(
                        representations: [
                            .coordinate(CLLocationCoordinate2D(latitude: venue.latitude, longitude: venue.longitude))
                        ],
                        commonName: venue.name)
                },
                importing: { place in
                    guard let coordinate = place.coordinate else { throw VenueError.noCoordinates }
                    return VenueEntity(
                        id: "made-from-place", name: place.commonName ?? "Venue", latitude: coordinate.latitude,
                        longitude: coordinate.longitude)
                })
        }
    }

    enum VenueError: Error { case noCoordinates }

    struct VenueQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [VenueEntity] {
            identifiers.contains("arena") ? [.arena] : []
        }
    }

    struct NextVenueIntent: AppIntent {
        static let title: LocalizedStringResource = "Next Venue"
        func perform() async throws -> some IntentResult & ReturnsValue<VenueEntity> { .result(value: .arena) }
    }

    struct BookVenueIntent: AppIntent {
        static let title: LocalizedStringResource = "Book Venue"
        @Parameter(title: "Venue") var venue: VenueEntity
        func perform() async throws -> some IntentResult & ReturnsValue<String> {
            .result(value: "Booked \(venue.name) (\(venue.id)) at \(venue.latitude),\(venue.longitude)")
        }
    }

    struct PinLocationIntent: AppIntent {
        static let title: LocalizedStringResource = "Pin Location"
        @Parameter(title: "Place") var place: PlaceDescriptor
        func perform() async throws -> some IntentResult & ReturnsValue<LocationEntity> {
            .result(value: LocationEntity(place: place))
        }
    }

    static let app = IntentApp(
        name: "Venues",
        intents: [DirectionsIntent.self, NextVenueIntent.self, BookVenueIntent.self, PinLocationIntent.self],
        entities: [VenueEntity.self, LocationEntity.self])

    func run(_ intent: String, _ name: String, _ input: IntentInput) async throws -> Outcome {
        let executor = Executor(catalog: try await Catalog.build(Self.app))
        return try await executor.run(
            RunRequest(intent: intent, inputs: [name: input]), interaction: NeverAskInteraction())
    }

    @Test func aPlaceIsReadFromItsTextFormsAndWrittenBack() async throws {
        let harness = try await IntentTestHarness(app: Self.app)
        let named = try await harness.run(DirectionsIntent.self, ["destination": "Office @ 1 Main St, Springfield"])
        let office = try #require(named.value(as: PlaceDescriptor.self))
        #expect(office.commonName == "Office" && office.address == "1 Main St, Springfield" && office.coordinate == nil)
        #expect(named.dialog == "Heading to Office")
        #expect(named.valueJSON == #"{"address":"1 Main St, Springfield","commonName":"Office"}"#)
        #expect(named.valueText == "Office @ 1 Main St, Springfield")
        let point = try await harness.run(DirectionsIntent.self, ["destination": "Eiffel Tower @ 48.8584, 2.2945"])
        #expect(point.valueJSON == #"{"commonName":"Eiffel Tower","latitude":48.8584,"longitude":2.2945}"#)
        #expect(point.valueText == "Eiffel Tower @ 48.8584,2.2945")
        let address = try await harness.run(DirectionsIntent.self, ["destination": "221B Baker Street, London"])
        #expect(address.value(as: PlaceDescriptor.self)?.representations == [.address("221B Baker Street, London")])
        #expect(address.dialog == "Heading to 221B Baker Street, London")
    }

    @Test func aPlaceIsReadFromJSONWithEveryMemberAndWrittenBackAsRead() async throws {
        let given = jsonValue(
            """
            {"address": "Champ de Mars, 5 Avenue Anatole France, Paris", "commonName": "Eiffel Tower",
             "latitude": 48.8584, "longitude": 2.2945, "serviceIdentifiers": {"com.apple.maps": "I6E5A"}}
            """)
        let outcome = try await run("DirectionsIntent", "destination", .json(given))
        let place = try #require(outcome.value as? PlaceDescriptor)
        #expect(place.representations.count == 2 && place.coordinate?.latitude == 48.8584)
        #expect(place.serviceIdentifier(for: "com.apple.maps") == "I6E5A")
        #expect(outcome.valueJSON == given)
        let bytes = try #require(await ValueEncoding.bytes(place))
        #expect(String(decoding: bytes, as: UTF8.self) == given.description)
        let again = try await run("DirectionsIntent", "destination", .json(try #require(outcome.valueJSON)))
        #expect(again.value as? PlaceDescriptor == place)
    }

    @Test(arguments: [
        (IntentInput.text("Home @ "), "no address or coordinates"),
        (.text("91, 10"), "latitude 91 is not within -90...90"),
        (.text("Pier @ 10, 200"), "longitude 200 is not within -180...180"),
        (.text(" @ 1 Main St"), "the name before '@' is empty"),
        (.json(jsonValue(#"{"commonName": "Home"}"#)), "a place needs an address, or a latitude and a longitude"),
        (.json(jsonValue(#"{"latitude": 1}"#)), "latitude and longitude must both be numbers, or both left out"),
        (.json(jsonValue(#"{"address": "x", "city": "Paris"}"#)), "no member 'city'"),
        (.json(jsonValue(#"{"address": "  "}"#)), "address is empty"),
        (
            .json(jsonValue(#"{"address": "x", "serviceIdentifiers": {"maps": 7}}"#)),
            "serviceIdentifiers.maps is not text"
        ),
        (.json(.number(3)), "(PlaceDescriptor), got '3'"),
    ])
    func aPlaceThatCannotBeReadSaysWhatWasExpected(_ input: IntentInput, _ message: String) async throws {
        let error = await #expect(throws: IntentSystemError.self) {
            try await run("DirectionsIntent", "destination", input)
        }
        #expect(error?.code == .invalidValue)
        #expect(error?.parameter == "destination")
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
    }

    @Test func theMetadataWritesAPlaceAsApplesSystemEntity() async throws {
        let harness = try await IntentTestHarness(app: Self.app)
        let parameter = try #require(harness.metadata.actions["DirectionsIntent"]?.parameters.first)
        #expect(parameter.valueType == .primitive(.placeDescriptor))
        #expect(
            parameter.valueType.json.description
                == #"{"entity":{"wrapper":{"typeName":"GeoToolbox.PlaceDescriptorEntity"}}}"#)
        #expect(ValueType(json: parameter.valueType.json) == .primitive(.placeDescriptor))
        #expect(
            harness.metadata.entities["LocationEntity"]?.properties.map(\.valueType) == [.primitive(.placeDescriptor)])
    }

    @Test func anEntityExportsThePlaceItHolds() async throws {
        let harness = try await IntentTestHarness(app: Self.app)
        let run = try await harness.run(PinLocationIntent.self, ["place": "Dock @ 53.54,9.98"])
        #expect(
            run.valueJSON?.description.contains(#""place":{"commonName":"Dock","latitude":53.54,"longitude":9.98}"#)
                == true)
        let location = LocationEntity(
            place: PlaceDescriptor(representations: [.address("Pier 39, San Francisco")], commonName: "Pier"))
        var exported: PlaceDescriptor?
        for conversion in LocationEntity.valueConversions() where conversion.valueType == PlaceDescriptor.self {
            exported = try await conversion.export?(location) as? PlaceDescriptor
        }
        #expect(exported?.address == "Pier 39, San Francisco" && exported?.commonName == "Pier")
    }

    func shortcut(_ first: String, then second: String, parameter: String) async throws -> [String?] {
        let catalog = try await Catalog.build(Self.app)
        let app = ShortcutApps.App(name: "Venues", synonyms: [], metadata: catalog.metadata)
        let runner = ShortcutRunner(executors: [(app, Executor(catalog: catalog))])
        let given =
            first == "DirectionsIntent" ? #", "parameters": {"destination": {"literal": "Gate @ 52.5,13.4"}}"# : ""
        let file = try ShortcutFile.decode(
            Data(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "Pass", "actions": [
                  {"id": "first", "app": "Venues", "intent": "\(first)"\(given)},
                  {"id": "second", "app": "Venues", "intent": "\(second)",
                   "parameters": {"\(parameter)": {"output": "first"}}}]}
                """.utf8), source: "test.json")
        #expect(ShortcutChecker(apps: runner.apps, conversions: runner.conversions).check(file).isEmpty)
        let report = try await runner.run(file, input: nil, interaction: ScriptedInteraction([]))
        return report.steps.map(\.valueText)
    }

    @Test func aVenueFeedsAPlaceParameterAndAPlaceMakesAVenue() async throws {
        let exported = try await shortcut("NextVenueIntent", then: "DirectionsIntent", parameter: "destination")
        #expect(exported.last == "Arena @ 52.52,13.405")
        let imported = try await shortcut("DirectionsIntent", then: "BookVenueIntent", parameter: "venue")
        #expect(imported.last == "Booked Gate (made-from-place) at 52.5,13.4")
    }
}
