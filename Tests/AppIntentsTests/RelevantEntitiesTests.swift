import AppIntents
import Foundation
import Testing

/// iOS 27's `RelevantEntities`, in the shape of Apple's WWDC26 example: running playlists
/// suggested for a high-intensity workout, replaced and removed as Apple's documentation says.
@Suite(.serialized) struct RelevantEntitiesTests {
    struct PlaylistEntity: AppEntity {
        static let defaultQuery = PlaylistQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Playlist" }
        var id: String
        var name: String
        var displayRepresentation: DisplayRepresentation { "\(name)" }
    }

    struct PlaylistQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [PlaylistEntity] { [] }
    }

    static let sprint = PlaylistEntity(id: "p1", name: "Sprint Mix")
    static let tempo = PlaylistEntity(id: "p2", name: "Tempo Run")
    static let calm = PlaylistEntity(id: "p3", name: "Cool Down")

    @Test func eachContextHoldsTheEntitiesLastGivenUntilTheyAreRemoved() async throws {
        let relevant = RelevantEntities.shared
        let run = AppEntityContext.audio(.workout(intensityLevel: .high))
        let yoga = AppEntityContext.audio(.workout(intensityLevel: .low))
        try await relevant.removeAllEntities()
        try await relevant.updateEntities([Self.sprint, Self.tempo], for: run)
        try await relevant.updateEntities([Self.calm, Self.tempo], for: yoga)
        #expect(relevant.suggestions(for: run).map(\.title) == ["Sprint Mix", "Tempo Run"])
        #expect(run.description == "a high-intensity workout")
        // A new list replaces the old one for its context only.
        try await relevant.updateEntities([Self.tempo], for: run)
        #expect(relevant.suggestions(for: run).map(\.identifier) == ["p2"])
        #expect(relevant.suggestions(for: yoga).map(\.identifier) == ["p3", "p2"])
        try await relevant.removeEntities([Self.tempo], from: yoga)
        #expect(relevant.suggestions(for: yoga).map(\.identifier) == ["p3"])
        try await relevant.removeEntities([Self.tempo])
        #expect(
            relevant.suggestions(for: run).isEmpty
                && relevant.allSuggestions().keys.map(\.description) == ["a low-intensity workout"])
        try await relevant.removeAllEntities(for: yoga)
        #expect(relevant.allSuggestions().isEmpty)
        try await relevant.updateEntities([Self.calm], for: .audio(.nowPlaying))
        try await relevant.removeAllEntities()
        #expect(relevant.allSuggestions().isEmpty)
        #expect(AudioContext.WorkoutIntensityLevel(rawValue: 1) == .medium && AudioContext.workout != .nowPlaying)
    }
}
