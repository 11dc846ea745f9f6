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

    /// Found on public apps: queries of entities that intents only return, whose lookup returns
    /// nothing at all. The finding says what that breaks and what Apple offers for it.
    @Test(arguments: ["[]", "return []", ".init()", "Array()"])
    func aLookupThatFindsNothingIsToldAboutTransientEntities(_ body: String) {
        let source = """
            import AppIntents
            struct GaugeQuery: EntityQuery {
                func entities(for _: [UUID]) async throws -> [GaugeEntity] { \(body) }
            }
            """
        let findings = Linter().lint(sources: [SourceText(path: "Gauge.swift", text: source)]).findings
        let messages = findings.filter { $0.ruleID == "entities-for-ignores-identifiers" }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("make an entity that is only returned a TransientAppEntity") == true)
    }

    @Test func aLookupThatIgnoresItsIdsIsToldToUseThem() {
        let source = """
            import AppIntents
            struct GaugeQuery: EntityQuery {
                func entities(for ids: [UUID]) async throws -> [GaugeEntity] { Gauges.all }
            }
            """
        let findings = Linter().lint(sources: [SourceText(path: "Gauge.swift", text: source)]).findings
        #expect(
            findings.map(\.message) == [
                "entities(for:) of GaugeQuery never reads 'ids'; return the entities with those identifiers"
            ])
    }
}
