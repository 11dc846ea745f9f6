import AppIntentsMetadata
import Foundation
import Testing

/// A document read from any app survives being written and read again (found by metadata-fuzz).
@Suite struct RoundTripTests {
    @Test func anActionWithoutADescriptionReadsAsItIsWritten() throws {
        let text = #"{"actions":{"ShopEntity":{"identifier":"ShopEntity","systemProtocols":["UniqueAppEntity"]}}}"#
        let document = try MetadataBundle.decodeActions(Data(text.utf8))
        let written = try MetadataBundle.encode(document)
        let again = try MetadataBundle.decodeActions(written)
        #expect(again == document)
        #expect(MetadataDiff.changes(from: document, to: again).isEmpty)
        #expect(document.actions["ShopEntity"]?.descriptionMetadata == nil)
        #expect(try JSONValue.parse(String(decoding: written, as: UTF8.self)) == JSONValue.parse(text))
    }

    /// The fuzzer's finding: a member whose name is one letter off a known one (`identifer`) is a
    /// member the model does not know; it comes back under its own name, and the known member's
    /// absence stays an absence.
    @Test func aMisspelledMemberComesBackUnderItsOwnName() throws {
        let text =
            #"{"actions":{"A":{"identifier":"A","outputFlag":4,"parameters":[{"name":"p","valueType":{"primitive":{"wrapper":{"typeIdentifier":0}}},"titel":"x"}]}}}"#
        let document = try MetadataBundle.decodeActions(Data(text.utf8))
        let written = String(decoding: try MetadataBundle.encode(document), as: UTF8.self)
        #expect(try JSONValue.parse(written) == JSONValue.parse(text))
        #expect(document.actions["A"]?.outputFlags == 0)
        #expect(document.actions["A"]?.unknownMembers["outputFlag"] == .number(4))
    }

    /// `customIntentClassName`: a migrated intent's SiriKit class, absent for others, `null` kept.
    @Test(arguments: [
        #"{"actions":{"A":{"identifier":"A","customIntentClassName":"OrderCoffeeIntent"}}}"#,
        #"{"actions":{"A":{"identifier":"A","customIntentClassName":null}}}"#,
        #"{"actions":{"A":{"identifier":"A"}}}"#,
    ])
    func theMigratedIntentClassNameReadsAsItIsWritten(_ text: String) throws {
        let document = try MetadataBundle.decodeActions(Data(text.utf8))
        let written = String(decoding: try MetadataBundle.encode(document), as: UTF8.self)
        #expect(try JSONValue.parse(written) == JSONValue.parse(text))
        let expected: String? = text.contains("OrderCoffeeIntent") ? "OrderCoffeeIntent" : nil
        #expect(document.actions["A"]?.customIntentClassName == expected)
    }

    @Test func aMigratedIntentClassNameThatIsNoStringIsAnError() {
        let text = #"{"actions":{"A":{"identifier":"A","customIntentClassName":3}}}"#
        #expect(throws: (any Error).self) { try MetadataBundle.decodeActions(Data(text.utf8)) }
    }

    /// A union value type (inferred encoding, docs/METADATA.md) reads as it is written.
    @Test func aUnionValueTypeReadsAsItIsWritten() throws {
        let text =
            #"{"actions":{"A":{"identifier":"A","parameters":[{"name":"p","valueType":{"union":{"wrapper":{"identifier":"Item","cases":[{"identifier":"book","valueType":{"entity":{"wrapper":{"typeName":"BookEntity"}}}},{"identifier":"note","valueType":{"primitive":{"wrapper":{"typeIdentifier":0}}}}]}}}}]}}}"#
        let document = try MetadataBundle.decodeActions(Data(text.utf8))
        let type = try #require(document.actions["A"]?.parameter(named: "p")?.valueType)
        #expect(
            type
                == .union(
                    identifier: "Item",
                    cases: [
                        UnionCase(identifier: "book", valueType: .entity(typeName: "BookEntity")),
                        UnionCase(identifier: "note", valueType: .primitive(.string)),
                    ]))
        #expect(type.displayName == "Item")
        let written = String(decoding: try MetadataBundle.encode(document), as: UTF8.self)
        #expect(try JSONValue.parse(written) == JSONValue.parse(text))
    }

    /// A place is a primitive (10), a person and a payment method are `intents` values (3 and 13),
    /// with the identifiers Apple's LinkMetadata makes those value types with (docs/METADATA.md):
    /// written so, and read back as those kinds, also as an entity's properties and in arrays.
    @Test(arguments: [
        (PrimitiveType.placemark, #"{"primitive":{"wrapper":{"typeIdentifier":10}}}"#, "CLPlacemark"),
        (.person, #"{"intents":{"wrapper":{"typeIdentifier":3}}}"#, "IntentPerson"),
        (.paymentMethod, #"{"intents":{"wrapper":{"typeIdentifier":13}}}"#, "IntentPaymentMethod"),
    ])
    func peoplePlacesAndPaymentMethodsAreWrittenAndReadBack(
        _ primitive: PrimitiveType, _ encoding: String, _ swiftName: String
    ) throws {
        #expect(ValueType.primitive(primitive).json.description == encoding)
        #expect(PrimitiveType(swiftName: swiftName) == primitive && primitive.name == swiftName)
        let text =
            #"{"actions":{"A":{"identifier":"A","parameters":[{"name":"p","valueType":"#
            + encoding + #"},{"name":"list","valueType":{"array":{"wrapper":{"capabilities":3,"memberValueType":"#
            + encoding + #"}}}}],"outputType":"# + encoding
            + #"}},"entities":{"E":{"typeName":"E","properties":[{"identifier":"where","valueType":"# + encoding
            + "}]}}}"
        let document = try MetadataBundle.decodeActions(Data(text.utf8))
        let action = try #require(document.actions["A"])
        #expect(action.parameter(named: "p")?.valueType == .primitive(primitive))
        #expect(action.parameter(named: "list")?.valueType == .array(of: .primitive(primitive)))
        #expect(action.outputType == .primitive(primitive))
        #expect(document.entities["E"]?.properties.first?.valueType == .primitive(primitive))
        #expect(action.parameter(named: "p")?.valueType.displayName == swiftName)
        let written = String(decoding: try MetadataBundle.encode(document), as: UTF8.self)
        #expect(try JSONValue.parse(written) == JSONValue.parse(text))
        #expect(try MetadataBundle.decodeActions(Data(written.utf8)) == document)
    }
}
