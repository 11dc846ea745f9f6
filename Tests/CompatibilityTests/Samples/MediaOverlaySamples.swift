// An audio app's search query written against the module Apple's SDK overlays on MediaIntents and
// AppIntents, which such an app imports by name, and nothing else.

import _MediaIntents_AppIntents

struct PodcastShowEntity: AppEntity {
    static let defaultQuery = PodcastShowQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Show" }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct PodcastShowQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PodcastShowEntity] {
        identifiers.map(PodcastShowEntity.init(id:))
    }
}

struct PodcastSearchQuery: IntentValueQuery {
    func values(for search: AudioSearch) async throws -> [PodcastShowEntity] {
        guard case .searchQuery(let text) = search.criteria else { return [] }
        return [PodcastShowEntity(id: text)]
    }
}
