import AppIntents
import AppIntentsMetadata
import Foundation
import Testing

@testable import IntentSystem

/// iOS 27's `OwnershipProvidingEntity`: the system asks, saying so, before an intent deletes or
/// updates an entity that is shared or public, and not for one only its owner has.
@Suite struct OwnershipTests {
    /// Apple's example: an album shared with family or published, and its ownership from both.
    struct AlbumEntity: AppEntity, OwnershipProvidingEntity {
        static let defaultQuery = AlbumQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Album" }
        var id: String
        var name: String
        var isSharedWithFamily: Bool
        var isPublicAlbum: Bool
        var displayRepresentation: DisplayRepresentation { "\(name)" }
        var ownership: EntityOwnership {
            var ownership: EntityOwnership = []
            if isSharedWithFamily { ownership.insert(.shared) }
            if isPublicAlbum { ownership.insert(.public) }
            return ownership
        }
    }

    struct AlbumQuery: EntityQuery {
        static let albums = [
            AlbumEntity(id: "mine", name: "Drafts", isSharedWithFamily: false, isPublicAlbum: false),
            AlbumEntity(id: "family", name: "Summer", isSharedWithFamily: true, isPublicAlbum: false),
            AlbumEntity(id: "blog", name: "Portfolio", isSharedWithFamily: false, isPublicAlbum: true),
        ]
        func entities(for identifiers: [String]) async throws -> [AlbumEntity] {
            Self.albums.filter { identifiers.contains($0.id) }
        }
    }

    struct DeleteAlbumsIntent: DeleteIntent {
        static let title: LocalizedStringResource = "Delete Albums"
        @Parameter(title: "Albums") var entities: [AlbumEntity]
        func perform() async throws -> some IntentResult & ProvidesDialog {
            .result(dialog: "Deleted \(entities.map(\.name).joined(separator: ", ")).")
        }
    }

    struct ShowAlbumIntent: AppIntent {
        static let title: LocalizedStringResource = "Show Album"
        @Parameter(title: "Album") var album: AlbumEntity
        func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "\(album.name)") }
    }

    static let app = IntentApp(name: "Albums", intents: [DeleteAlbumsIntent.self, ShowAlbumIntent.self])

    func run(_ intent: String, _ inputs: [String: IntentInput], _ interaction: any Interaction) async throws -> Outcome
    {
        let executor = Executor(catalog: try await Catalog.build(Self.app))
        return try await executor.run(RunRequest(intent: intent, inputs: inputs), interaction: interaction)
    }

    @Test func deletingAnAlbumOnlyItsOwnerHasAsksNothing() async throws {
        let outcome = try await run(
            "DeleteAlbumsIntent", ["entities": .json(.array([.string("mine")]))], NeverAskInteraction())
        #expect(outcome.dialog == "Deleted Drafts.")
    }

    @Test func deletingASharedAlbumAsksSayingItIsShared() async throws {
        let agree = ScriptedInteraction([.confirm(true)])
        let outcome = try await run("DeleteAlbumsIntent", ["entities": .json(.array([.string("family")]))], agree)
        #expect(outcome.dialog == "Deleted Summer.")
        #expect(agree.asked.map(\.prompt) == ["“Summer” is shared with others. Do you want to delete it?"])
        let decline = ScriptedInteraction([.confirm(false)])
        let error = await #expect(throws: IntentSystemError.self) {
            try await run("DeleteAlbumsIntent", ["entities": .json(.array([.string("family")]))], decline)
        }
        #expect(error?.code == .cancelled)
        let nobody = await #expect(throws: IntentSystemError.self) {
            try await run("DeleteAlbumsIntent", ["entities": .json(.array([.string("blog")]))], NeverAskInteraction())
        }
        #expect(
            nobody?.message.contains("“Portfolio” is public. Do you want to delete it?") == true,
            "\(nobody?.message ?? "")")
    }

    @Test func deletingSeveralNamesEachSharedOne() async throws {
        let agree = ScriptedInteraction([.confirm(true)])
        let outcome = try await run(
            "DeleteAlbumsIntent", ["entities": .json(.array([.string("mine"), .string("family"), .string("blog")]))],
            agree)
        #expect(outcome.dialog == "Deleted Drafts, Summer, Portfolio.")
        #expect(
            agree.asked.map(\.prompt) == [
                "“Summer” and “Portfolio” are shared with others or public. Do you want to delete them?"
            ])
    }

    @Test func showingASharedAlbumAsksNothing() async throws {
        let outcome = try await run("ShowAlbumIntent", ["album": .text("family")], NeverAskInteraction())
        #expect(outcome.dialog == "Summer")
        #expect(EntityOwnership.shared.union(.public) == [.shared, .public])
    }
}
