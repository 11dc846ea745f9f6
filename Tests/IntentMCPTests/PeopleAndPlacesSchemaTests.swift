import AppIntentsMetadata
import Foundation
import Testing

@testable import IntentMCP

/// A person, a place and a payment method in a tool's input schema, and the check of the
/// arguments an agent sends for them: an object in the schema's shape, or the command line's text.
@Suite struct PeopleAndPlacesSchemaTests {
    static let action: ActionMetadata = {
        var action = ActionMetadata(identifier: "MeetIntent", fullyQualifiedTypeName: "App.MeetIntent", title: "Meet")
        action.parameters = [
            ParameterMetadata(name: "place", title: LocalizedText("Place"), valueType: .primitive(.placemark)),
            ParameterMetadata(name: "guest", title: LocalizedText("Guest"), valueType: .primitive(.person)),
            ParameterMetadata(name: "method", title: LocalizedText("Method"), valueType: .primitive(.paymentMethod)),
            ParameterMetadata(name: "venue", title: LocalizedText("Venue"), valueType: .primitive(.placeDescriptor)),
            ParameterMetadata(name: "repeats", title: LocalizedText("Repeats"), valueType: .primitive(.recurrenceRule)),
        ]
        return action
    }()

    static let catalog = ToolCatalog(metadata: ActionsData(actions: [action]))

    func schema(_ name: String) throws -> MCPJSON {
        Self.catalog.schema(for: try #require(Self.action.parameter(named: name)))
    }

    @Test func theSchemasListTheMembersAndTakeText() throws {
        let place = try schema("place")
        #expect(place["type"] == ["object", "string"])
        #expect(place["required"] == ["latitude", "longitude"])
        #expect(place["properties"]?["latitude"]?["maximum"] == .int(90))
        #expect(place["properties"]?["locality"]?["type"] == "string")
        #expect(place["additionalProperties"] == false)
        #expect(place["description"]?.stringValue?.contains("Eiffel Tower @ 48.8584,2.2945") == true)
        let guest = try schema("guest")
        #expect(guest["properties"]?["handle"]?["properties"]?["emailAddress"]?["type"] == "string")
        #expect(guest["properties"]?["nameComponents"]?["properties"]?["givenName"]?["type"] == "string")
        #expect(guest["properties"]?["isMe"]?["type"] == "boolean")
        let method = try schema("method")
        #expect(method["properties"]?["type"]?["enum"]?.arrayValue?.contains("applePay") == true)
        #expect(method["required"] == ["type"])
    }

    /// GeoToolbox's place: an address or coordinates (or both), its name and the services' ids.
    @Test func aPlaceDescriptorNeedsAnAddressOrBothDegrees() throws {
        let venue = try schema("venue")
        #expect(venue["type"] == ["object", "string"])
        #expect(venue["properties"]?["serviceIdentifiers"]?["additionalProperties"]?["type"] == "string")
        #expect(
            venue["anyOf"] == [["required": ["address"]], ["required": ["latitude", "longitude"]], ["type": "string"]])
        #expect(venue["dependentRequired"]?["latitude"] == ["longitude"])
        #expect(venue["description"]?.stringValue?.contains("Office @ 48.8584,2.2945") == true)
        let check = ArgumentCheck(catalog: Self.catalog)
        #expect(check.failure(in: ["venue": ["address": "1 Main St"]], for: Self.action) == nil)
        #expect(check.failure(in: ["venue": "Office @ 1 Main St"], for: Self.action) == nil)
        #expect(
            check.failure(in: ["venue": 7], for: Self.action)?.message
                == "argument 'venue': expected an object or a string, got integer")
    }

    /// A recurrence is an iCalendar `RRULE`, which agents already write.
    @Test func aRecurrenceIsAnRRULEString() throws {
        let repeats = try schema("repeats")
        #expect(repeats["type"] == "string")
        #expect(repeats["description"]?.stringValue?.contains("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=10") == true)
        let check = ArgumentCheck(catalog: Self.catalog)
        #expect(check.failure(in: ["repeats": "FREQ=DAILY"], for: Self.action) == nil)
        #expect(check.failure(in: ["repeats": ["FREQ": "DAILY"]], for: Self.action)?.parameter == "repeats")
    }

    @Test func anObjectOrTextPassesAndAnythingElseIsRefused() {
        let check = ArgumentCheck(catalog: Self.catalog)
        #expect(check.failure(in: ["place": ["latitude": 1.5, "longitude": 2]], for: Self.action) == nil)
        #expect(check.failure(in: ["place": "Pier @ 1.5,2", "guest": "ada@example.com"], for: Self.action) == nil)
        let failure = check.failure(in: ["guest": 42], for: Self.action)
        #expect(failure?.message == "argument 'guest': expected an object or a string, got integer")
        #expect(check.failure(in: ["method": ["credit"]], for: Self.action)?.parameter == "method")
    }

    /// A form holds flat values only: a place is asked for as text, and the answer may be that
    /// text or the object as JSON.
    @Test func aPlaceIsAskedForAsTextAndTheAnswerMayBeEitherForm() throws {
        let elicitation = Elicitation(catalog: Self.catalog, version: "2025-11-25", action: Self.action)
        let question = Question(.value(parameter: "place", valueType: .primitive(.placemark)), dialog: "Where?")
        let property = elicitation.params(for: question)["requestedSchema"]?["properties"]?["place"]
        #expect(property?["type"] == "string" && property?["title"] == "Place")
        #expect(property?["description"]?.stringValue?.hasPrefix("a place as LATITUDE,LONGITUDE") == true)
        func answer(_ text: String) throws -> Answer {
            try elicitation.answer(
                from: ["action": "accept", "content": ["place": .string(text)]], to: question)
        }
        #expect(try answer("Pier @ 1.5,2") == .value("Pier @ 1.5,2"))
        #expect(try answer(#"{"latitude": 1.5, "longitude": 2}"#) == .value(["latitude": 1.5, "longitude": 2]))
    }
}
