import AppIntentsMetadata
import Foundation
import Testing

@testable import IntentMCP

/// A parameter that takes only some values (`supportedValues:`) offers only those to an agent:
/// an enum's cases in the tool's schema, an entity's identifiers in its description.
@Suite struct SupportedValuesSchemaTests {
    @Test func anEnumParameterListsOnlyItsSupportedCases() throws {
        let catalog = ToolCatalog(metadata: KitchenBackend.makeMetadata())
        var size = ParameterMetadata(name: "size", title: "Size", valueType: .enumeration(identifier: "SoupSize"))
        size.supportedValues = ["small", "large"]
        let schema = catalog.schema(for: size)
        #expect(schema["enum"] == .array(["small", "large"]))
        #expect(schema["oneOf"] == [["const": "small", "title": "Small"], ["const": "large", "title": "Large"]])
        size.supportedValues = nil
        #expect(catalog.schema(for: size)["enum"] == .array(["small", "medium", "large"]))
    }

    @Test func aListOfEnumCasesListsOnlyTheSupportedOnes() throws {
        let catalog = ToolCatalog(metadata: KitchenBackend.makeMetadata())
        var sizes = ParameterMetadata(
            name: "sizes", title: "Sizes", valueType: .array(of: .enumeration(identifier: "SoupSize")))
        sizes.supportedValues = ["medium"]
        #expect(catalog.schema(for: sizes)["items"]?["enum"] == .array(["medium"]))
    }

    @Test func anEntityParameterNamesItsSupportedIdentifiers() throws {
        let catalog = ToolCatalog(metadata: KitchenBackend.makeMetadata())
        var soup = ParameterMetadata(
            name: "soup", title: "Soup", description: "The soup to order", valueType: .entity(typeName: "SoupEntity"))
        soup.supportedValues = ["tomato", "chicken"]
        let description = try #require(catalog.schema(for: soup)["description"]?.stringValue)
        #expect(description.hasPrefix("The soup to order"))
        #expect(description.hasSuffix("; only one of: chicken, tomato"))
    }

    @Test func supportedValuesSurviveTheFile() throws {
        var size = ParameterMetadata(name: "size", title: "Size", valueType: .enumeration(identifier: "SoupSize"))
        size.supportedValues = ["small", "large"]
        let data = try JSONEncoder().encode(size)
        let read = try JSONDecoder().decode(ParameterMetadata.self, from: data)
        #expect(read.supportedValues == ["small", "large"])
        #expect(String(decoding: data, as: UTF8.self).contains("\"supportedValues\""))
    }
}
