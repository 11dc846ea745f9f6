import AppIntents
import AppIntentsTesting
import Foundation
import SoupShopKit
import XCTest

/// Apple's App Intents Testing API (iOS 27), written as Apple's documentation and WWDC session
/// write such tests, against the SoupShop example: definitions found by name, parameters set by
/// name, runs through the system, results read by member, entities' queries and Spotlight.
final class IntentDefinitionsTests: XCTestCase {
    /// A soup with typed members, as a test writes its own wrapper.
    struct Soup: IntentValueConvertibleWrapper {
        var baseValue: AnyAppEntity
        init(baseValue: AnyAppEntity) { self.baseValue = baseValue }
        var name: String { get throws { try baseValue.name } }
    }

    // Each test its own bundle identifier: one registered app is one installed app, whose data a
    // test changes.
    func definitions(_ test: String = #function) -> IntentDefinitions {
        let bundle = "com.example.soupshop.\(test.filter(\.isLetter))"
        IntentDefinitions.register(soupShopApp, bundleIdentifier: bundle)
        return IntentDefinitions(bundleIdentifier: bundle)
    }

    func testAnIntentIsMadeWithItsParametersAndRunThroughTheSystem() async throws {
        let definitions = definitions()
        let result = try await definitions.intents["OrderSoupIntent"].makeIntent(soup: "tomato", quantity: 2).run()
        XCTAssertEqual(try result.value.quantity, 2)
        XCTAssertEqual(try result.value.soupName, "Tomato")
        let total: Double = try result.value.total
        XCTAssertEqual(total, 9.0)
        XCTAssertEqual(result.dialog, "Ordered 2 medium Tomato (order A001, $9.00).")
        // An enum property reads as its raw value, or as the enum case.
        XCTAssertEqual(try result.value.size, "medium")
        let size: AnyAppEnum = try result.value.size
        XCTAssertEqual(size, AnyAppEnum(typeIdentifier: "SoupSize", rawValue: "medium"))
        XCTAssertEqual(try size.as(String.self), "medium")
        XCTAssertFalse(result.value == nil)
        // The returned entity, as the entity it is.
        let order: AnyAppEntity = try result.value.as(definitions.entities["OrderEntity"])
        XCTAssertEqual(order.identifier.instanceIdentifier, "A001")
        XCTAssertEqual(order.identifier.entityType.persistentIdentifier, "OrderEntity")
        XCTAssertThrowsError(try result.value.as(definitions.entities["SoupEntity"]))
    }

    func testParametersAreSetAndReadByName() async throws {
        var intent = definitions().intents["OrderSoupIntent"].makeIntent()
        XCTAssertTrue(intent.soup == nil)
        intent.soup = "chowder"
        intent.size = "large"
        intent.quantity = 3
        let size: String? = try intent.size
        XCTAssertEqual(size, "large")
        XCTAssertEqual(try intent.quantity, 3)
        // Several soups are chowders: the first match is taken, as a string given to a run is.
        let result = try await intent.run()
        XCTAssertEqual(try result.value.quantity, 3)
        XCTAssertEqual(try result.value.size, "large")
        XCTAssertTrue(try (result.value.soupName as String).hasSuffix("Chowder"))
    }

    func testAReturnedEntityIsPassedToTheNextIntentAndSpotlightFindsIt() async throws {
        let definitions = definitions()
        let tasks = definitions.entities["TaskEntity"]
        let before = try await tasks.spotlightQuery("descale kettle")
        XCTAssertEqual(before.count, 0)
        let added = try await definitions.intents["AddTaskIntent"].makeIntent(title: "Descale the kettle").run()
        XCTAssertEqual(try added.value.title, "Descale the kettle")
        let found = try await tasks.spotlightQuery("descale kettle")
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(try found.first?.title, "Descale the kettle")
        let everyTask = try await tasks.spotlightQuery()
        XCTAssertTrue(everyTask.contains { $0 == found[0] })
        var complete = definitions.intents["CompleteTaskIntent"].makeIntent()
        complete.task = added.value
        let done = try await complete.run()
        XCTAssertEqual(try done.value.isComplete, true)
        XCTAssertEqual(done.dialog, "Done: Descale the kettle.")
    }

    func testEntityQueriesReferencesAndEnumCases() async throws {
        let definitions = definitions()
        let soups = definitions.entities["SoupEntity"]
        let chowders = try await soups.entities(matching: "chowder")
        XCTAssertGreaterThan(chowders.count, 1)
        XCTAssertTrue(try chowders.allSatisfy { try ($0.name as String).contains("Chowder") })
        let suggested = try await soups.suggestedEntities()
        XCTAssertFalse(suggested.isEmpty)
        let byID = try await soups.entities(identifiers: ["tomato", "no-such-soup"])
        XCTAssertEqual(byID.map(\.identifier.instanceIdentifier), ["tomato"])
        XCTAssertEqual(try byID.first?.price, 4.5)
        // A wrapper of the test's own gives the entity typed members.
        let tomato = try Soup(baseValue: XCTUnwrap(byID.first))
        XCTAssertEqual(try tomato.name, "Tomato")
        // The app's value query, with text.
        let values = try await definitions.valueQueries["SoupValueQuery"].values(for: "gumbo")
        XCTAssertEqual(values.items.count, 1)
        XCTAssertEqual(try values.items[0].name, "Gumbo")
        let gumbo: Soup = try values.items[0]
        XCTAssertEqual(try gumbo.name, "Gumbo")
        let result = try await definitions.intents["OrderSoupIntent"]
            .makeIntent(
                soup: soups.makeReference(identifier: "gumbo"), size: definitions.enums["SoupSize"].makeCase("large")
            )
            .run()
        XCTAssertEqual(try result.value.soupName, "Gumbo")
        XCTAssertEqual(try result.value.size, "large")
    }

    func testMistakesAreNamedWithWhatExists() async throws {
        let definitions = definitions()
        do {
            try await definitions.intents["OrderSoupIntnt"].makeIntent().run()
            XCTFail("an unknown intent ran")
        } catch let error as TestingError {
            XCTAssertTrue(
                error.description.contains("no intent named 'OrderSoupIntnt'. Did you mean 'OrderSoupIntent'?"))
        }
        let result = try await definitions.intents["OrderSoupIntent"].makeIntent(soup: "tomato").run()
        XCTAssertThrowsError(try { let _: String = try result.value.quantity }()) { error in
            XCTAssertEqual("\(error)", "value.quantity is 1 (a number), not String")
        }
        XCTAssertThrowsError(try { let _: String = try result.value.colour }()) { error in
            XCTAssertTrue("\(error)".hasPrefix("OrderEntity has no property 'colour' (value.colour)"), "\(error)")
        }
        // A question nobody answers fails the run, saying what it asked.
        do {
            try await definitions.intents["CancelOrderIntent"].makeIntent(order: result.value).run()
            XCTFail("a confirmation was answered")
        } catch let error as TestingError {
            XCTAssertTrue(error.description.contains("CancelOrderIntent asked to confirm: Cancel"), "\(error)")
        }
        do {
            try await IntentDefinitions(bundleIdentifier: "com.example.unknown").intents["OrderSoupIntent"]
                .makeIntent().run()
            XCTFail("an unregistered app ran")
        } catch let error as TestingError {
            XCTAssertTrue(
                error.description.hasPrefix("no app is registered for bundle identifier 'com.example.unknown'"))
        }
        do {
            _ = try await definitions.entities["TaskEntity"].viewAnnotations()
            XCTFail("view annotations were read")
        } catch let error as TestingError {
            XCTAssertTrue(error.description.hasPrefix("viewAnnotations() is not supported yet"))
        }
    }

    /// A member of a club, exported as a person and as JSON, and made from either.
    struct ClubMember: AppEntity, Transferable, Codable {
        static let defaultQuery = ClubMemberQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Member" }
        var id: String
        @Property(title: "Name") var name: String
        var displayRepresentation: DisplayRepresentation { "\(name)" }
        init(id: String, name: String) {
            self.id = id
            self.name = name
        }
        enum CodingKeys: String, CodingKey { case id, name }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                id: try container.decode(String.self, forKey: .id),
                name: try container.decode(String.self, forKey: .name))
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
        }
        static var transferRepresentation: some TransferRepresentation {
            ValueRepresentation(
                exporting: { member in
                    IntentPerson(
                        identifier: .applicationDefined(member.id), name: .displayName(member.name), handle: nil)
                },
                importing: { person in ClubMember(id: "from-person", name: person.displayText) })
            CodableRepresentation(contentType: .json)
        }
    }

    struct ClubMemberQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [ClubMember] {
            identifiers.map { ClubMember(id: $0, name: $0.capitalized) }
        }
        func suggestedEntities() async throws -> [ClubMember] { [ClubMember(id: "ada", name: "Ada")] }
    }

    func testAnEntityIsExportedAndMadeAgainThroughItsRepresentations() async throws {
        IntentDefinitions.register(
            IntentApp(name: "Club", intents: [], entities: [ClubMember.self]), bundleIdentifier: "com.example.club")
        let members = IntentDefinitions(bundleIdentifier: "com.example.club").entities["ClubMember"]
        let suggested = try await members.suggestedEntities()
        let ada = try XCTUnwrap(suggested.first)
        let file = try await ada.exported(as: .json)
        XCTAssertEqual(file.type, .json)
        XCTAssertEqual(try JSONDecoder().decode(ClubMember.self, from: file.data).name, "Ada")
        let again = try await members.resolved(from: file)
        XCTAssertEqual(try again.name, "Ada")
        XCTAssertEqual(again.identifier.instanceIdentifier, "ada")
        let person = try await ada.exported(as: IntentPerson.self)
        XCTAssertEqual(person.displayText, "Ada")
        let made = try await members.resolved(from: IntentPerson(handle: .init(emailAddress: "grace@example.com")))
        XCTAssertEqual(made.identifier.instanceIdentifier, "from-person")
        // A reference has nothing to export until a query resolves it.
        do {
            _ = try await members.makeReference(identifier: "ada").exported()
            XCTFail("a reference was exported")
        } catch let error as TestingError {
            XCTAssertTrue(error.description.contains("is a reference"), "\(error)")
        }
    }

    func testExpectationsAreCheckedWithoutRunning() async throws {
        let definitions = definitions()
        let orderSoup = definitions.intents["OrderSoupIntent"]
        let orders = definitions.entities["OrderEntity"]
        let intent = orderSoup.makeIntent(soup: "tomato", quantity: 2)
        let result = try await intent.run()
        // The intent as given, before any query: the soup is the text "tomato".
        let asked = orderSoup.expect(soup: .equals("tomato"), quantity: .notNil, size: .isNil)
        var satisfied = try await asked.isSatisfied(by: intent)
        XCTAssertTrue(satisfied)
        satisfied = try await orderSoup.expect(soup: .contains("gumbo")).isSatisfied(by: intent)
        XCTAssertFalse(satisfied)
        // The result: an order of a tomato soup, status present, total a number over 5.
        let returned = orderSoup.result(
            orders.expect(
                soupName: .contains(regex: "^Tom"), status: .notNil,
                total: .matches(#Predicate<Double> { $0 > 5 }, requirement: "more than $5")))
        satisfied = try await returned.isSatisfied(by: intent, result: result)
        XCTAssertTrue(satisfied)
        satisfied = try await returned.isSatisfied(by: intent)
        XCTAssertFalse(satisfied, "a result expectation without the result")
        satisfied = try await orders.expectIdentifier("A001").expect(quantity: .equals("2")).isSatisfied(
            by: result.value)
        XCTAssertFalse(satisfied, "a number is not the text 2")
        satisfied = try await orders.expectIdentifier("A001").isSatisfied(by: result.value)
        XCTAssertTrue(satisfied)
        satisfied = try await orders.expectIdentifier("A002").isSatisfied(by: result.value)
        XCTAssertFalse(satisfied)
        satisfied = try await definitions.entities["SoupEntity"].isSatisfied(by: result.value)
        XCTAssertFalse(satisfied, "an order is not a soup")
        satisfied = try await orderSoup.isSatisfied(by: definitions.intents["CancelOrderIntent"].makeIntent())
        XCTAssertFalse(satisfied)
    }
}
