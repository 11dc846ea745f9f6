import AppIntentsMetadata
import Foundation
import Testing

@testable import AppIntentsLint

/// Which entity the static extractor says a query returns.
@Suite struct QueryExtractionTests {
    /// Found on a public app: several queries each declare `typealias Entity = …` and return
    /// `[Entity]`; every one of them was extracted as returning the entity of the last alias read.
    @Test(arguments: ["Entity", "Self.Entity"])
    func aQuerysOwnEntityAliasNamesItsEntity(_ written: String) {
        func pair(_ name: String) -> String {
            """
            struct \(name)Entity: AppEntity {
                static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "\(name)")
                static let defaultQuery = \(name)Query()
                var id: String
                var displayRepresentation: DisplayRepresentation { "\\(id)" }
            }
            struct \(name)Query: EntityQuery {
                typealias Entity = \(name)Entity
                func entities(for identifiers: [String]) async throws -> [\(written)] { [] }
                func suggestedEntities() async throws -> [\(written)] { [] }
            }
            """
        }
        let data = MetadataExtractor(moduleName: "Kit").extract(sources: [
            SourceText(path: "Pears.swift", text: "import AppIntents\n" + pair("Pear")),
            SourceText(path: "Tools.swift", text: "import AppIntents\n" + pair("Saw") + "\n" + pair("Drill")),
        ])
        #expect(data.queries["PearQuery"]?.entityType == "PearEntity")
        #expect(data.queries["SawQuery"]?.entityType == "SawEntity")
        #expect(data.queries["DrillQuery"]?.entityType == "DrillEntity")
    }
}
