import AppIntents
import AppIntentsMetadata
import Foundation
import IntentStore
import Testing

@testable import IntentSystem

/// iOS 27.3's `GenerableEntity`: a transient entity given as an object of its properties, made
/// by the system with `init()` and filled in, never looked up.
@Suite struct GenerableEntityTests {
    @AppEntity(.generable)
    struct TripEntity: TransientAppEntity {
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Trip" }
        @Property(title: "From", description: "The city the trip starts in") var from: String
        @Property(title: "To", description: "The city the trip ends in") var to: String
        @Property(title: "Travellers", description: "How many people go") var travellers: Int?
        @Property(title: "Budget", visibility: .internal) var budget: Int = 0
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(from) to \(to)") }
        init() {}
    }

    struct PlanTripIntent: AppIntent {
        static let title: LocalizedStringResource = "Plan Trip"
        @Parameter(title: "Trip") var trip: TripEntity
        func perform() async throws -> some IntentResult & ProvidesDialog {
            .result(dialog: "Planning \(trip.from) to \(trip.to) for \(trip.travellers ?? 1), budget \(trip.budget)")
        }
    }

    static let app = IntentApp(name: "Trips", intents: [PlanTripIntent.self], entities: [TripEntity.self])

    static func run(_ input: IntentInput) async throws -> String? {
        let executor = Executor(catalog: try await Catalog.build(app))
        return try await executor.run(
            RunRequest(intent: "PlanTripIntent", inputs: ["trip": input]), interaction: NeverAskInteraction()
        ).dialog
    }

    @Test func theMacroMakesItGenerableAndBothRecordItSo() async throws {
        let type: any AppEntity.Type = TripEntity.self
        #expect(type is any GenerableEntity.Type)
        let catalog = try await Catalog.build(Self.app)
        #expect(catalog.metadata.entities["TripEntity"]?.adopts("GenerableEntity") == true)
        #expect(catalog.metadata.entities["TripEntity"]?.transient == true)
    }

    @Test func anObjectOfPropertiesMakesTheEntity() async throws {
        #expect(
            try await Self.run(.json(.object(["from": "Oslo", "to": "Rome", "travellers": .number(2)])))
                == "Planning Oslo to Rome for 2, budget 0")
        // The command line's text is the same object.
        #expect(
            try await Self.run(.text(#"{"from": "Lima", "to": "Cusco"}"#)) == "Planning Lima to Cusco for 1, budget 0")
    }

    @Test func whatIsNotAnObjectOfItsPropertiesIsRefusedByName() async throws {
        let notObject = await #expect(throws: IntentSystemError.self) { try await Self.run(.text("Oslo to Rome")) }
        #expect(notObject?.message.contains("a Trip as a JSON object of its properties (from, to, travellers)") == true)
        let unknown = await #expect(throws: IntentSystemError.self) {
            try await Self.run(.json(.object(["from": "Oslo", "to": "Rome", "travelers": .number(2)])))
        }
        #expect(unknown?.message.contains("Trip has no property 'travelers'") == true)
        #expect(unknown?.message.contains("travellers") == true)
        // An internal property is not one to fill in.
        let hidden = await #expect(throws: IntentSystemError.self) {
            try await Self.run(.json(.object(["from": "Oslo", "to": "Rome", "budget": .number(9)])))
        }
        #expect(hidden?.message.contains("no property 'budget'") == true)
        let missing = await #expect(throws: IntentSystemError.self) {
            try await Self.run(.json(.object(["from": "Oslo"])))
        }
        #expect(missing?.code == .needsInput)
        #expect(missing?.message.contains("needs its property 'to'") == true)
        let mistyped = await #expect(throws: IntentSystemError.self) {
            try await Self.run(.json(.object(["from": "Oslo", "to": "Rome", "travellers": "many"])))
        }
        #expect(mistyped?.message.contains("trip.travellers") == true)
    }
}

/// A generable parameter's donation keeps the properties that make the entity again, so its
/// suggestion runs as the donated run did.
@Suite struct GenerableEntityDonationTests {
    actor Records {
        var all: [IntentSystem.DonationRecord] = []
        func add(_ record: IntentSystem.DonationRecord) { all.append(record) }
    }

    @Test func aDonationKeepsThePropertiesAndItsSuggestionMakesTheEntityAgain() async throws {
        let records = Records()
        let catalog = try await Catalog.build(GenerableEntityTests.app)
        let executor = Executor(catalog: catalog, donations: { await records.add($0) })
        let first = try await executor.run(
            RunRequest(intent: "PlanTripIntent", inputs: ["trip": .json(.object(["from": "Oslo", "to": "Rome"]))]),
            interaction: NeverAskInteraction())
        let record = try #require(await records.all.first)
        // The internal budget is not kept; the travellers, never given, are not either.
        #expect(record.parameters["trip"] == JSONValue.object(["from": "Oslo", "to": "Rome"]))
        #expect(record.entityIdentifiers.isEmpty)
        let suggestion = SuggestedIntent(
            rank: 1, intent: "PlanTripIntent", title: "Plan Trip", parameters: record.parameters, score: 1,
            donationCount: 1, lastDonated: Date())
        let request = try SuggestionList(catalog: catalog, store: InMemoryStore(), app: "Trips").request(
            for: suggestion)
        let again = try await executor.run(request, interaction: NeverAskInteraction())
        #expect(again.dialog == first.dialog)
    }

    @Test func anAppDonationKeepsThemToo() async throws {
        let store = InMemoryStore()
        let intent = GenerableEntityTests.PlanTripIntent()
        let trip = GenerableEntityTests.TripEntity()
        trip.from = "Lima"
        trip.to = "Cusco"
        intent.trip = trip
        _ = try await DonationRecorder(store: store, app: "Trips").donate(intent, result: nil)
        let donation = try #require(try store.donations(matching: DonationFilter(app: "Trips")).first)
        #expect(donation.parametersJSON == #"{"trip":{"from":"Lima","to":"Cusco"}}"#)
        #expect(donation.entityIDs.isEmpty)
    }
}
