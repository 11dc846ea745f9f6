import AppIntents
import AppIntentsMetadata
import Foundation
import Testing

@testable import IntentSystem

/// Photos found by their album's name: a query property of a related entity
/// (`EntityQueryProperty(_:entityProvider:comparators:)`), as Apple's documentation describes.
struct AlbumEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()
    var id: String
    @Property(title: "Album Name") var name: String
    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    static let all = [AlbumEntity(id: "a1", name: "Holiday"), AlbumEntity(id: "a2", name: "Garden")]
}

struct AlbumQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AlbumEntity] {
        AlbumEntity.all.filter { identifiers.contains($0.id) }
    }
}

struct SnapshotEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Snapshot"
    static let defaultQuery = SnapshotQuery()
    var id: String
    var albumID: String
    @Property(title: "Caption") var caption: String
    init(id: String, albumID: String, caption: String) {
        self.id = id
        self.albumID = albumID
        self.caption = caption
    }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    var album: AlbumEntity { AlbumEntity.all.first { $0.id == albumID }! }
    static let all = [
        SnapshotEntity(id: "beach", albumID: "a1", caption: "Sand"),
        SnapshotEntity(id: "roses", albumID: "a2", caption: "Red"),
        SnapshotEntity(id: "hotel", albumID: "a1", caption: "Lobby"),
    ]
}

struct SnapshotQuery: EntityPropertyQuery {
    enum Filter: Sendable {
        case album(String), caption(String)
    }
    static let properties = QueryProperties {
        Property(\SnapshotEntity.$caption) { EqualToComparator { Filter.caption($0) } }
        Property(\AlbumEntity.$name, entityProvider: { photo in photo.album }) {
            EqualToComparator { Filter.album($0) }
            ContainsComparator { Filter.album($0) }
        }
    }
    static let sortingOptions = SortingOptions { SortableBy(\SnapshotEntity.$caption) }
    func entities(for identifiers: [String]) async throws -> [SnapshotEntity] {
        SnapshotEntity.all.filter { identifiers.contains($0.id) }
    }
    func suggestedEntities() async throws -> [SnapshotEntity] { SnapshotEntity.all }
    func entities(
        matching comparators: [Filter], mode: ComparatorMode, sortedBy: [EntityQuerySort<SnapshotEntity>], limit: Int?
    ) async throws -> [SnapshotEntity] {
        SnapshotEntity.all.filter { photo in
            comparators.allSatisfy { filter in
                switch filter {
                case .album(let name): photo.album.name.localizedCaseInsensitiveContains(name)
                case .caption(let caption): photo.caption == caption
                }
            }
        }
    }
}

struct ShowSnapshotIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Photo"
    @Parameter(title: "Snapshot") var photo: SnapshotEntity
    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct RelatedPropertyQueryTests {
    static let app = IntentApp(name: "Photos", intents: [ShowSnapshotIntent.self])

    @Test func aRelatedEntitysPropertyIsListedUnderItsName() async throws {
        let catalog = try await Catalog.build(Self.app)
        let query = try #require(catalog.metadata.queries["SnapshotQuery"])
        #expect(query.parameters.map(\.propertyIdentifier) == ["caption", "name"])
        #expect(query.parameters.last?.comparators == ["equalTo", "contains"])
    }

    @Test func aFilterOnItReachesTheQuery() async throws {
        let catalog = try await Catalog.build(Self.app)
        let found = try await EntityFinder(catalog: catalog).find(
            FindStep(app: "Photos", entity: "SnapshotEntity", filters: [try FindFilter.parse("name contains holi")]))
        #expect(found.map { $0.displayRepresentation.title.defaultValue } == ["beach", "hotel"])
    }
}
