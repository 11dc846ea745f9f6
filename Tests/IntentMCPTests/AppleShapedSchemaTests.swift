import AppIntentsMetadata
import Foundation
import Testing

@testable import IntentMCP

/// Tool schemas derived from a document in the shape Apple's tools write (our fixture): Apple's
/// `int`/`double` defaults and range keys become JSON Schema defaults and bounds as ours did.
@Suite struct AppleShapedSchemaTests {
    static func document() throws -> ActionsData {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AppIntentsMetadataTests/Fixtures/type-specific-metadata.actionsdata")
        return try MetadataBundle.decodeActions(try Data(contentsOf: file), source: file.path)
    }

    @Test func defaultsAndRangesComeThrough() throws {
        let document = try Self.document()
        let catalog = ToolCatalog(metadata: document)
        let action = try #require(document.actions["SetStrengthIntent"])
        let level = catalog.schema(for: try #require(action.parameter(named: "level")))
        #expect(level["type"] == .string("integer"))
        #expect(level["default"] == .int(3))
        #expect(level["minimum"] == .int(1) && level["maximum"] == .int(10))
        #expect(catalog.schema(for: try #require(action.parameter(named: "loud")))["default"] == .bool(true))
        #expect(catalog.schema(for: try #require(action.parameter(named: "ratio")))["default"] == .double(0.25))
        #expect(catalog.schema(for: try #require(action.parameter(named: "name")))["default"] == .string("green"))
    }
}
