import AppIntents
import AppIntentsMetadata
import Foundation
import Testing

@testable import IntentSystem

@AppEntity(schema: .photos.asset)
struct PhotoAsset: AppEntity {
    static let defaultQuery = PhotoQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Photo" }
    var id: String
    @Property(title: "Created") var creationDate: Date
    @Property(title: "Favourite") var isFavorite: Bool
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    init(id: String) {
        self.id = id
        creationDate = Date(timeIntervalSince1970: 0)
        isFavorite = false
    }
}

struct PhotoQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PhotoAsset] { identifiers.map(PhotoAsset.init) }
    func suggestedEntities() async throws -> [PhotoAsset] { [PhotoAsset(id: "IMG_0001")] }
}

@AppIntent(schema: .photos.openAsset)
struct OpenPhotoIntent: AppIntent {
    static var title: LocalizedStringResource { "Open Photo" }
    @Parameter(title: "Photo") var target: PhotoAsset
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(schema: .photos.openAsset)
struct OpenPhotoWrongly: AppIntent {
    static var title: LocalizedStringResource { "Open Photo Wrongly" }
    @Parameter(title: "Photo") var photo: String
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(schema: .system.performSearch)
struct SearchIntent: AppIntent {
    static var title: LocalizedStringResource { "Search" }
    @Parameter(title: "Criteria") var criteria: Int
    func perform() async throws -> some IntentResult { .result() }
}

@AppEnum(schema: .photos.assetType)
enum AssetKind: String, AppEnum {
    case photo
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Kind" }
    static var caseDisplayRepresentations: [AssetKind: DisplayRepresentation] { [.photo: "Photo"] }
}

struct UsesAssetKind: AppIntent {
    static var title: LocalizedStringResource { "Uses Kind" }
    @Parameter(title: "Kind") var kind: AssetKind
    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct AssistantSchemaTests {
    @Test func declaredSchemaIsRecordedInTheMetadata() async throws {
        let catalog = try await Catalog.build(IntentApp(name: "Photos", intents: [OpenPhotoIntent.self]))
        #expect(catalog.metadata.actions["OpenPhotoIntent"]?.assistantDefinedSchemas == ["photos.openAsset"])
        #expect(catalog.metadata.entities["PhotoAsset"]?.assistantDefinedSchemas == ["photos.asset"])
    }

    @Test(arguments: [
        (
            OpenPhotoWrongly.self as any AppIntent.Type,
            "IntentSystemTests.OpenPhotoWrongly declares @AppIntent(schema: .photos.openAsset) but has no parameter 'target' (an AppEntity)"
        ),
        (
            SearchIntent.self,
            "IntentSystemTests.SearchIntent declares @AppIntent(schema: .system.performSearch) but parameter 'criteria' is Int, not String"
        ),
        (
            UsesAssetKind.self,
            "IntentSystemTests.AssetKind declares @AppEnum(schema: .photos.assetType) but has no case 'video'"
        ),
    ])
    func aSchemaMismatchNamesWhatIsMissing(intent: any AppIntent.Type, message: String) async throws {
        let error = await #expect(throws: IntentSystemError.self) {
            _ = try await Catalog.build(IntentApp(name: "Photos", intents: [intent]))
        }
        #expect(error?.code == .invalidDeclaration)
        #expect(error?.message == message)
    }
}
