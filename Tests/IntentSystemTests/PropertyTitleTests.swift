import AppIntents
import AppIntentsMetadata
import Foundation
import Testing

@testable import IntentSystem

/// An entity property declared without a title is titled from its name, in the words an untitled
/// parameter's name gives ("Due Date", "Source URL"), whether the catalog reads it from an
/// instance or, with none, from the type; a declared title stays as written.
@Suite struct PropertyTitleTests {
    struct ChoreEntity: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Chore"
        static let defaultQuery = ChoreQuery()
        var id: String
        @Property var dueDate: Date?
        @Property(title: "Notes") var body: String
        @Property var numberOfHelpers: Int
        @ComputedProperty var isOverdue: Bool { false }
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: id) }

        init(id: String) {
            self.id = id
            self.body = ""
            self.numberOfHelpers = 1
        }
    }

    struct ChoreQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [ChoreEntity] { identifiers.map(ChoreEntity.init) }
        func suggestedEntities() async throws -> [ChoreEntity] { [ChoreEntity(id: "sweep")] }
    }

    /// The same properties, with a query that suggests none: the catalog reads the type.
    struct ErrandEntity: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Errand"
        static let defaultQuery = ErrandQuery()
        var id: String
        @Property var dueDate: Date?
        @Property var sourceURL: URL?
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: id) }
    }

    struct ErrandQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [ErrandEntity] { [] }
    }

    struct DoChoreIntent: AppIntent {
        static let title: LocalizedStringResource = "Do Chore"
        @Parameter(title: "Chore") var chore: ChoreEntity
        @Parameter(title: "Errand") var errand: ErrandEntity
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func anUntitledPropertyIsTitledFromItsName() async throws {
        let catalog = try await Catalog.build(IntentApp(name: "Chores", intents: [DoChoreIntent.self]))
        let chore = try #require(catalog.metadata.entities["ChoreEntity"])
        #expect(chore.properties.map(\.identifier) == ["dueDate", "body", "numberOfHelpers", "isOverdue"])
        #expect(chore.properties.map(\.title.key) == ["Due Date", "Notes", "Number of Helpers", "Is Overdue"])
        let errand = try #require(catalog.metadata.entities["ErrandEntity"])
        #expect(errand.properties.map(\.title.key) == ["Due Date", "Source URL"])
    }
}
