import AppIntents
import Foundation
import Testing

@testable import IntentSystem

/// Two entities that each nest a `struct Query`, as many apps write them.
struct KettleEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Kettle"
    static let defaultQuery = Query()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
    struct Query: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [KettleEntity] { identifiers.map(KettleEntity.init) }
        func suggestedEntities() async throws -> [KettleEntity] { [KettleEntity(id: "steel")] }
    }
}

struct TeapotEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Teapot"
    static let defaultQuery = Query()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
    struct Query: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [TeapotEntity] { identifiers.map(TeapotEntity.init) }
        func suggestedEntities() async throws -> [TeapotEntity] { [TeapotEntity(id: "clay")] }
    }
}

struct BrewWithIntent: AppIntent {
    static let title: LocalizedStringResource = "Brew With"
    @Parameter(title: "Kettle") var kettle: KettleEntity
    @Parameter(title: "Teapot") var teapot: TeapotEntity
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "\(kettle.id) \(teapot.id)") }
}

@Suite struct NestedQueryTests {
    /// Each entity is looked up with its own query, whatever their short names (the metadata
    /// keys queries by short name, so it lists one `Query`: `duplicate-type-name` says so).
    @Test func twoNestedQueriesBothWork() async throws {
        let catalog = try await Catalog.build(IntentApp(name: "Tea", intents: [BrewWithIntent.self]))
        #expect(
            catalog.metadata.entities["KettleEntity"]?.defaultQueryIdentifier == "IntentSystemTests.KettleEntity.Query")
        #expect(
            catalog.metadata.entities["TeapotEntity"]?.defaultQueryIdentifier == "IntentSystemTests.TeapotEntity.Query")
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(intent: "BrewWithIntent", inputs: ["kettle": .text("steel"), "teapot": .text("clay")]),
            interaction: ScriptedInteraction([]))
        #expect(outcome.dialog == "steel clay")
    }
}
