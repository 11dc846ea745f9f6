// The shape public apps give iOS 27's `audio.playAudio` and `audio.warmupAudioQueue` schemas:
// the item to play as a `@UnionValue` of entities, the playback attributes as a `Set` of an
// `AppEnum`, an optional queue position and warm-up result, and an `IntentValueQuery` that reads
// Media Intents' `AudioSearch`. Written for this project in the shape those apps use.

import AppIntents
import Foundation
import MediaIntents

struct ListenStationEntity: AppEntity {
    static let defaultQuery = ListenStationQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Station" }
    var id: String
    @Property(title: "Name") var name: String
    /// What the station plays, as the app tags it: a set, since a tag is given once.
    @Property(title: "Genres") var genres: Set<String>
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    init(id: String, name: String, genres: Set<String>) {
        self.id = id
        self.name = name
        self.genres = genres
    }

    static let all = [
        ListenStationEntity(id: "jazz-fm", name: "Jazz FM", genres: ["jazz", "soul"]),
        ListenStationEntity(id: "talk-one", name: "Talk One", genres: ["news"]),
    ]
}

struct ListenStationQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [ListenStationEntity] {
        ListenStationEntity.all.filter { identifiers.contains($0.id) }
    }
    func entities(matching string: String) async throws -> [ListenStationEntity] {
        ListenStationEntity.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }
    func suggestedEntities() async throws -> [ListenStationEntity] { ListenStationEntity.all }
}

struct ListenEpisodeEntity: AppEntity {
    static let defaultQuery = ListenEpisodeQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Episode" }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct ListenEpisodeQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ListenEpisodeEntity] {
        identifiers.map { ListenEpisodeEntity(id: $0) }
    }
}

@UnionValue
enum ListenItem {
    case station(ListenStationEntity)
    case episode(ListenEpisodeEntity)
}

@AppEnum(schema: .audio.playbackAttributes)
enum ListenPlayback: String {
    case shuffle
    case `repeat`

    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.shuffle: "Shuffle", .repeat: "Repeat"]
}

@AppEnum(schema: .audio.queueInsertionLocation)
enum ListenQueueSpot: String {
    case now, next, tail

    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .now: "Now", .next: "Play Next", .tail: "Play Last",
    ]
}

@AppEntity(schema: .audio.warmupAudioQueueResult)
struct ListenWarmup: TransientAppEntity {
    init() {}
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Queue ready") }
}

/// Bare stored members: the schema macro makes each a parameter.
@AppIntent(schema: .audio.playAudio)
struct PlayListenItemIntent: AudioPlaybackIntent {
    var audioEntity: ListenItem
    var playbackAttributes: Set<ListenPlayback>
    var queueLocation: ListenQueueSpot?
    var warmupAudioQueueResult: ListenWarmup?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let what =
            switch audioEntity {
            case .station(let station): station.name
            case .episode(let episode): episode.id
            }
        let how = playbackAttributes.isEmpty ? "" : playbackAttributes.contains(.shuffle) ? " shuffled" : " on repeat"
        return .result(dialog: "Playing \(what)\(how)")
    }
}

/// The spelling with the wrapper written out and an empty default.
@AppIntent(schema: .audio.warmupAudioQueue)
struct WarmListenQueueIntent {
    var audioEntity: ListenItem
    @Parameter(default: [])
    var playbackAttributes: Set<ListenPlayback>

    func perform() async throws -> some ReturnsValue<ListenWarmup> {
        .result(value: ListenWarmup())
    }
}

/// Siri's audio search, answered from the app's catalogue.
struct ListenSearchQuery: IntentValueQuery {
    func values(for search: AudioSearch) async throws -> [ListenItem] {
        switch search.criteria {
        case .searchQuery(let text):
            return try await ListenStationQuery().entities(matching: text).map(ListenItem.station)
        case .url(let urls):
            return urls.map { ListenItem.episode(ListenEpisodeEntity(id: $0.lastPathComponent)) }
        case .unspecified:
            return ListenStationEntity.all.prefix(1).map(ListenItem.station)
        @unknown default:
            return []
        }
    }
}

enum AudioSchemaValues {
    static let search = AudioSearch(criteria: .searchQuery("jazz"))
    static let vague = AudioSearch(criteria: .unspecified, spotlightSearchResults: [])
}

/// One query that is both the entity's string query and Siri's audio search, as public apps
/// write it: one `allowedExecutionTargets` default for both protocols.
struct ListenStationSearch: EntityStringQuery, IntentValueQuery {
    static var allowedExecutionTargets: IntentExecutionTargets { .main }

    func entities(for identifiers: [String]) async throws -> [ListenStationEntity] {
        ListenStationEntity.all.filter { identifiers.contains($0.id) }
    }
    func entities(matching string: String) async throws -> [ListenStationEntity] {
        ListenStationEntity.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }
    func values(for input: AudioSearch) async throws -> [ListenStationEntity] {
        switch input.criteria {
        case .searchQuery(let text): try await entities(matching: text)
        case .unspecified: ListenStationEntity.all
        case .url: []
        @unknown default: []
        }
    }
}

/// The same without declaring the targets.
struct ListenEpisodeSearch: EntityQuery, IntentValueQuery {
    func entities(for identifiers: [String]) async throws -> [ListenEpisodeEntity] {
        identifiers.map { ListenEpisodeEntity(id: $0) }
    }
    func values(for input: AudioSearch) async throws -> [ListenEpisodeEntity] { [] }
}
