import AppIntents
import Foundation
import Testing

/// A shelf of records, found by catalogue number; the query counts what it is asked for.
private struct RecordEntity: AppEntity {
    static let defaultQuery = RecordQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Record" }
    var id: Int
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "No. \(id)") }

    static let shelf = (1...5).map { RecordEntity(id: $0) }
}

private final class Asked: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [[Int]] = []
    func record(_ identifiers: [Int]) { lock.withLock { calls.append(identifiers) } }
    func take() -> [[Int]] {
        lock.withLock {
            defer { calls = [] }
            return calls
        }
    }
    static let shared = Asked()
}

private struct RecordQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [RecordEntity] {
        Asked.shared.record(identifiers)
        // In the shelf's order, not the order asked: the collection puts them back in its own.
        return RecordEntity.shelf.filter { identifiers.contains($0.id) }
    }
}

/// `EntityCollection`'s API as Apple declares it: initializers, identifiers, the collection
/// members, and entities resolved through the entity's query once and kept.
@Suite(.serialized) struct EntityCollectionAPITests {
    @Test func itHoldsIdentifiersInOrderAndIsACollectionOfThem() {
        var records: EntityCollection<RecordEntity> = [3, 1]
        #expect(records.identifiers == [3, 1] && records.count == 2 && !records.isEmpty)
        records.append(4)
        records.append(RecordEntity(id: 2))
        records.append(contentsOf: [5, 3])
        records.append(contentsOf: [RecordEntity(id: 1)])
        #expect(Array(records) == [3, 1, 4, 2, 5, 3, 1])
        #expect(records.contains(4) && records.contains(RecordEntity(id: 5)) && !records.contains(9))
        records.remove(3)
        records.remove(RecordEntity(id: 1))
        #expect(records.identifiers == [4, 2, 5])
        #expect(records.first == 4 && records.map { $0 * 10 } == [40, 20, 50])
        records.identifiers = [7]
        #expect(records == EntityCollection(identifiers: [7]))
        #expect(EntityCollection<RecordEntity>().isEmpty && EntityCollection<RecordEntity>(identifiers: []).count == 0)
    }

    @Test func equalityIsByIdentifiersWhateverIsKept() {
        let kept = EntityCollection(entities: [RecordEntity(id: 1), RecordEntity(id: 2)])
        #expect(kept == [1, 2])
        #expect(kept != [2, 1])
    }

    @Test func resolvedEntitiesAsksTheQueryOnlyForWhatIsNotKept() async throws {
        _ = Asked.shared.take()
        // Made from entities: nothing to ask.
        var records = EntityCollection(entities: [RecordEntity(id: 2)])
        #expect(try await records.resolvedEntities().map(\.id) == [2])
        #expect(Asked.shared.take().isEmpty)
        // Identifiers added: only those are asked for, each once, and the order is the collection's.
        records.append(contentsOf: [5, 1, 5])
        let copy = records
        #expect(try await records.resolvedEntities().map(\.id) == [2, 5, 1, 5])
        #expect(Asked.shared.take() == [[5, 1]])
        // A copy made before sees what was found since: an identifier names the same entity.
        #expect(try await copy.resolvedEntities().map(\.id) == [2, 5, 1, 5])
        #expect(Asked.shared.take().isEmpty)
    }

    @Test func anIdentifierTheQueryDoesNotFindIsAnError() async throws {
        _ = Asked.shared.take()
        let records: EntityCollection<RecordEntity> = [1, 8, 9]
        let error = await #expect(throws: AppIntentError.self) { try await records.resolvedEntities() }
        #expect(error?.description == "no Record was found for the identifiers '8', '9' (they may have been deleted)")
        // What was found is kept all the same.
        #expect(Asked.shared.take() == [[1, 8, 9]])
        _ = try? await records.resolvedEntities()
        #expect(Asked.shared.take() == [[8, 9]])
    }

    @Test func aSearchCriteriaHoldsACollection() {
        let criteria = EntityCollectionSearchCriteria<RecordEntity>(entities: [1, 2])
        #expect(criteria.entities.identifiers == [1, 2])
        #expect(criteria == EntityCollectionSearchCriteria(entities: [1, 2]))
        #expect(Set([criteria, EntityCollectionSearchCriteria(entities: [1, 2])]).count == 1)
    }
}
