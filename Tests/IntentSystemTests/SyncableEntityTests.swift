import AppIntents
import AppIntentsMetadata
import Foundation
import Testing

@testable import IntentSystem

/// iOS 27's `SyncableEntity`, in the shapes of Apple's documentation: an entity whose id is
/// already stable, and one with a `SyncableEntityIdentifier` of a local and a stable id, looked up
/// by its query and passed by id as a saved shortcut stores it.
@Suite struct SyncableEntityTests {
    struct Article: AppEntity, SyncableEntity {
        static let defaultQuery = ArticleQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Article" }
        var id: UUID
        var title: String
        var displayRepresentation: DisplayRepresentation { "\(title)" }
    }

    struct ArticleQuery: EntityQuery {
        static let welcome = Article(id: UUID(uuidString: "8B0C7C35-7F3E-4B5C-9D59-3A1E0C4A2B11")!, title: "Welcome")
        func entities(for identifiers: [UUID]) async throws -> [Article] {
            identifiers.contains(Self.welcome.id) ? [Self.welcome] : []
        }
    }

    struct Photo: AppEntity, SyncableEntity {
        static let defaultQuery = PhotoQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Photo" }
        var id: SyncableEntityIdentifier<String, String>
        var caption: String
        var displayRepresentation: DisplayRepresentation { "\(caption)" }
    }

    /// Keyed by the local id, as code on this device refers to a photo.
    struct PhotoQuery: EntityQuery {
        static let photos = [
            Photo(id: SyncableEntityIdentifier(local: "local-1", stable: "cloud#A%1"), caption: "Beach"),
            Photo(id: SyncableEntityIdentifier(id: "shared-2"), caption: "Hills"),
        ]
        func entities(for identifiers: [SyncableEntityIdentifier<String, String>]) async throws -> [Photo] {
            let locals = Set(identifiers.map(\.local))
            return Self.photos.filter { locals.contains($0.id.local) }
        }
        func suggestedEntities() async throws -> [Photo] { Self.photos }
    }

    struct ShowPhotoIntent: AppIntent {
        static let title: LocalizedStringResource = "Show Photo"
        @Parameter(title: "Photo") var photo: Photo
        func perform() async throws -> some IntentResult & ReturnsValue<Photo> & ProvidesDialog {
            .result(value: photo, dialog: "\(photo.caption) (\(photo.id.local), \(photo.id.stable ?? "none"))")
        }
    }

    struct ReadArticleIntent: AppIntent {
        static let title: LocalizedStringResource = "Read Article"
        @Parameter(title: "Article") var article: Article
        func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "\(article.title)") }
    }

    static let app = IntentApp(name: "Gallery", intents: [ShowPhotoIntent.self, ReadArticleIntent.self])

    @Test func anIdentifierKeepsBothPartsAsText() throws {
        let both = SyncableEntityIdentifier<String, String>(local: "local-1", stable: "cloud#A%1")
        #expect(both.entityIdentifierString == "local-1#cloud%23A%251")
        #expect(SyncableEntityIdentifier<String, String>.entityIdentifier(for: both.entityIdentifierString) == both)
        let same = SyncableEntityIdentifier<String, String>(id: "shared-2")
        #expect(same.entityIdentifierString == "shared-2")
        #expect(SyncableEntityIdentifier<String, String>.entityIdentifier(for: "shared-2") == same)
        let numbers = SyncableEntityIdentifier<Int, UUID>.entityIdentifier(for: "42")
        #expect(numbers?.local == 42 && numbers?.stable == nil)
        #expect(SyncableEntityIdentifier<Int, Int>.entityIdentifier(for: "x#1") == nil)
        #expect(SyncableEntityIdentifier<String, String>.entityIdentifier(for: "a%2#b") == nil)
    }

    @Test func anEntityIsFoundByItsIdentifierTextAndWrittenWithIt() async throws {
        let executor = Executor(catalog: try await Catalog.build(Self.app))
        let outcome = try await executor.run(
            RunRequest(intent: "ShowPhotoIntent", inputs: ["photo": .text("local-1#cloud%23A%251")]),
            interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Beach (local-1, cloud#A%1)")
        #expect(outcome.valueJSON?["id"] == .string("local-1#cloud%23A%251"))
        let byTitle = try await executor.run(
            RunRequest(intent: "ShowPhotoIntent", inputs: ["photo": .text("Hills")]), interaction: NeverAskInteraction()
        )
        #expect(byTitle.dialog == "Hills (shared-2, shared-2)")
        let article = try await executor.run(
            RunRequest(
                intent: "ReadArticleIntent", inputs: ["article": .text("8B0C7C35-7F3E-4B5C-9D59-3A1E0C4A2B11")]),
            interaction: NeverAskInteraction())
        #expect(article.dialog == "Welcome")
    }

    /// iOS 27's `displayRepresentations(for:)`: by default how the entities the query finds are
    /// shown, keyed by their identifiers (those it does not find left out).
    @Test func aQueryShowsEntitiesByIdentifier() async throws {
        let beach = SyncableEntityIdentifier<String, String>(local: "local-1", stable: "cloud#A%1")
        let shown = try await PhotoQuery().displayRepresentations(for: [beach, .init(id: "gone")])
        #expect(shown.count == 1 && shown[beach]?.title.defaultValue == "Beach")
    }

    @Test func aSavedShortcutPassesTheWholeIdentifier() async throws {
        let catalog = try await Catalog.build(Self.app)
        let app = ShortcutApps.App(name: "Gallery", synonyms: [], metadata: catalog.metadata)
        let runner = ShortcutRunner(executors: [(app, Executor(catalog: catalog))])
        let file = try ShortcutFile.decode(
            Data(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "Beach", "actions": [
                  {"app": "Gallery", "intent": "ShowPhotoIntent",
                   "parameters": {"photo": {"entity": {"type": "Photo", "id": "local-1#cloud%23A%251"}}}}]}
                """.utf8), source: "beach.json")
        #expect(ShortcutChecker(apps: runner.apps).check(file).isEmpty)
        let report = try await runner.run(file, input: nil, interaction: NeverAskInteraction())
        #expect(report.steps.first?.dialog == "Beach (local-1, cloud#A%1)")
    }
}
