// Tests in the shapes Apple's App Intents Testing documentation and WWDC26 session write them,
// with this project's own names: compiled, not run (they need a registered app; see
// IntentSystemTests' IntentDefinitionsTests for runs).

import AppIntentsTesting
import Foundation
import XCTest

final class CoffeeShopIntentShapes: XCTestCase {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.coffeeshop")

    struct Landmark: IntentValueConvertibleWrapper {
        var baseValue: AnyAppEntity
        init(baseValue: AnyAppEntity) { self.baseValue = baseValue }
        var continent: String { get throws { try baseValue.continent } }
    }

    func shapes() async throws {
        var intent = definitions.intents["CreateNoteIntent"].makeIntent()
        intent.title = "Meeting Notes"
        intent.priority = 5
        intent.isUrgent = true
        intent.dueDate = Date()
        let title: String? = try intent.title
        XCTAssertEqual(title, "Meeting Notes")
        XCTAssertTrue(intent.someName == nil)
        XCTAssertTrue(try intent.customer.name == "My Name")
        let result = try await intent.run()
        XCTAssertEqual(try result.value, "Hello World")
        let name: String = try result.value.customerName
        XCTAssertTrue(try result.value.customerName == name)
        XCTAssertTrue(result.value == nil)
        var pay = definitions.intents["PayCoffeeIntent"].makeIntent(coffee: result.value, tip: 1.5, note: nil)
        pay.coffee = result.value
        pay.customerName = intent.someName
        _ = try await pay.run()

        let order = try await definitions.intents["OrderCoffeeIntent"].makeIntent(size: "large", type: "latte").run()
        let first: String = try order.value[0].name
        XCTAssertTrue(try order.value[0] == "My Name" || first.isEmpty)
        let coffee: AnyAppEntity = try order.value.as(definitions.entities["CoffeeEntity"])
        XCTAssertEqual(coffee.identifier.instanceIdentifier, "latte-123")
        let typed: String = try await order.value.get(as: String.self)
        XCTAssertFalse(typed.isEmpty)
        let landmark: Landmark = try order.value
        XCTAssertEqual(try landmark.continent, "Europe")

        let coffees = definitions.entities["CoffeeEntity"]
        let reference = coffees.makeReference(identifier: "latte-123")
        _ = try await definitions.intents["OpenCoffeeIntent"].makeIntent(target: reference).run()
        let matching = try await coffees.entities(matching: "latte")
        XCTAssertEqual(try matching[0].name, "Latte")
        let byID = try await coffees.entities(identifiers: ["latte-123"])
        let suggested = try await coffees.suggestedEntities()
        let indexed = try await coffees.spotlightQuery("Design Review")
        let everyIndexed = try await coffees.spotlightQuery(nil)
        let all = try await coffees.allEntities()
        XCTAssertEqual(byID.count + suggested.count + indexed.count + everyIndexed.count + all.count, 5)
        XCTAssertEqual(coffees.entityQuery(matching: "latte"), coffees.entityQuery(matching: "latte"))
        let annotations = try await coffees.viewAnnotations()
        XCTAssertEqual(try annotations[0].entity.title, "Latte")
        XCTAssertFalse(annotations[0].isSelected)

        let large = definitions.enums["CoffeeSize"].makeCase("large")
        XCTAssertEqual(try large.as(String.self), "large")
        XCTAssertEqual(large, AnyAppEnum(typeIdentifier: "CoffeeSize", rawValue: "large"))

        let session = definitions.transientEntities["BrewSessionEntity"].makeEntity(
            sessionId: "temp-1", startTime: Date())
        XCTAssertEqual(session.entityType.persistentIdentifier, "BrewSessionEntity")

        // iOS 27.3's expectations.
        let events = definitions.entities["EventEntity"]
        let calendars = definitions.entities["CalendarEntity"]
        let createEvent = definitions.intents["CreateEventIntent"]
        let inCalendar = createEvent.expect(calendar: calendars.expectIdentifier("edea53fb-1"))
        let aboutNASA = createEvent.result(events.expect(title: .contains("NASA"), endDate: .isNil))
        let work = calendars.expectIdentifier("edea53fb-1").expect(title: .equals("Work"))
        let created = try await createEvent.makeIntent(title: "NASA briefing").run()
        let satisfied = try await aboutNASA.isSatisfied(by: intent, result: created)
        let given = try await inCalendar.isSatisfied(by: intent)
        let isWork = try await work.isSatisfied(by: created.value)
        XCTAssertTrue(satisfied && given && isWork)

        let values = try await definitions.valueQueries["LandmarkValueQuery"].values(for: "Arizona")
        XCTAssertEqual(try values.items[0].name, "Botanical Garden")
        let found: AnyAppEntity = try values.items[0].as(AnyAppEntity.self)
        XCTAssertFalse(found.identifier.instanceIdentifier.isEmpty)
    }
}
