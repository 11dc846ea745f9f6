import AppIntents
import AppIntentsMetadata
import AppIntentsShared
import Foundation
import Testing

@testable import IntentSystem

@AppEntity(schema: .photos.asset)
struct PhotoAsset: AppEntity {
    static let defaultQuery = PhotoQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Photo" }
    var id: String
    @Property(title: "Created") var creationDate: Date?
    @Property(title: "Favourite") var isFavorite: Bool
    // Plain, as in Apple's examples: the macro makes them properties.
    var isHidden: Bool
    var hasSuggestedEdits: Bool
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    init(id: String) {
        self.id = id
        creationDate = Date(timeIntervalSince1970: 0)
        isFavorite = false
        isHidden = false
        hasSuggestedEdits = true
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

/// Written as Apple's examples are: no conformance, no title, a plain `var` for the parameter.
@AppIntent(schema: .photos.openAsset)
struct ShowPhotoIntent {
    var target: PhotoAsset
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Showing \(target.id).") }
}

/// An in-app search as the `system` domain has it.
@AppIntent(schema: .system.search)
struct SearchPhotosIntent {
    static let searchScopes: [StringSearchScope] = [.general]
    var criteria: StringSearchCriteria
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Found \(criteria.term).") }
}

/// The enum of `reader.documentKind`, its name from the schema; its cases are the app's own.
@AppEnum(schema: .reader.documentKind)
enum ScanKind: String {
    case scan, pdf
    static var caseDisplayRepresentations: [ScanKind: DisplayRepresentation] { [.scan: "Scan", .pdf: "PDF"] }
}

struct UsesScanKind: AppIntent {
    static var title: LocalizedStringResource { "Uses Kind" }
    @Parameter(title: "Kind") var kind: ScanKind
    func perform() async throws -> some IntentResult { .result() }
}

/// Visual search as Apple's sample writes it: no `perform()`, the app's scene acts on it.
@AppIntent(schema: .visualIntelligence.semanticContentSearch)
struct LensSearchIntent {
    static let title: LocalizedStringResource = "Lens Search"
    var semanticContent: SemanticContentDescriptor
}
extension LensSearchIntent: TargetContentProvidingIntent {}

/// A public entity of the `books` domain: plain optional properties, no type name.
@AppEntity(schema: .books.book)
public struct ShelfBook {
    public struct Query: EntityStringQuery {
        public init() {}
        public func entities(for identifiers: [ShelfBook.ID]) async throws -> [ShelfBook] {
            identifiers.map { ShelfBook(id: $0, title: "Book \($0)") }
        }
        public func entities(matching string: String) async throws -> [ShelfBook] { [] }
    }
    public static let defaultQuery = Query()
    public var displayRepresentation: DisplayRepresentation { "\(title ?? "Untitled")" }
    public let id: String
    public var title: String?
    public var author: String?
    public var purchaseDate: Date?
    public var contentType: ShelfContentType?
    public init(id: String, title: String?) {
        self.id = id
        self.title = title
    }
}

@AppEnum(schema: .books.contentType)
public enum ShelfContentType: String {
    case book, pdf
    public static let caseDisplayRepresentations: [ShelfContentType: DisplayRepresentation] = [
        .book: "Book", .pdf: "PDF",
    ]
}

@AppIntent(schema: .books.openBook)
struct OpenShelfBookIntent {
    var target: ShelfBook
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Opening \(target.title ?? "a book").")
    }
}

@AppIntent(schema: .mail.createDraft)
struct WriteDraftIntent {
    var subject: String?
    var body: AttributedString?
    var attachments: [IntentFile]
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(schema: .books.navigatePage)
struct TurnPageWrongly: AppIntent {
    static var title: LocalizedStringResource { "Turn Page Wrongly" }
    @Parameter(title: "Book") var book: String
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(schema: .photos.createAlbum)
struct CreateAlbumWrongly: AppIntent {
    static var title: LocalizedStringResource { "Create Album" }
    @Parameter(title: "Name") var name: Int
    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct AssistantSchemaTests {
    @Test func declaredSchemaIsRecordedInTheMetadata() async throws {
        let catalog = try await Catalog.build(IntentApp(name: "Photos", intents: [OpenPhotoIntent.self]))
        #expect(catalog.metadata.actions["OpenPhotoIntent"]?.assistantDefinedSchemas == ["photos.openAsset"])
        #expect(catalog.metadata.entities["PhotoAsset"]?.assistantDefinedSchemas == ["photos.asset"])
        let properties = catalog.metadata.entities["PhotoAsset"]?.properties.map(\.identifier)
        #expect(properties == ["creationDate", "isFavorite", "isHidden", "hasSuggestedEdits"])
    }

    /// What the macros add to a type written as Apple's examples: the conformances the schema
    /// implies, its members as parameters, and a title or type name from the schema.
    @Test func aSchemaTypeWrittenAsApplesExamplesIsComplete() async throws {
        let catalog = try await Catalog.build(
            IntentApp(name: "Photos", intents: [ShowPhotoIntent.self, SearchPhotosIntent.self, UsesScanKind.self]))
        let show = try #require(catalog.metadata.actions["ShowPhotoIntent"])
        #expect(show.title.key == "Open Asset")
        #expect(show.parameters.map(\.name) == ["target"])
        #expect(show.parameters.first?.valueType == .entity(typeName: "PhotoAsset"))
        #expect(SystemProtocols.contains(show.systemProtocols, "OpenIntent"))
        let search = try #require(catalog.metadata.actions["SearchPhotosIntent"])
        #expect(search.title.key == "Search")
        #expect(SystemProtocols.contains(search.systemProtocols, "ShowInAppSearchResultsIntent"))
        #expect(catalog.metadata.enums.first { $0.identifier == "ScanKind" }?.displayTypeName.key == "Document Kind")
        #expect((ScanKind.self as Any.Type) is any AppEnum.Type)

        let executor = Executor(catalog: catalog)
        let outcome = try await executor.run(
            RunRequest(intent: "ShowPhotoIntent", inputs: ["target": .text("IMG_0001")]),
            interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Showing IMG_0001.")
    }

    /// Types of several domains, declared as Apple's documentation shows them, register and run.
    @Test func applesExamplesOfOtherDomainsRegister() async throws {
        let catalog = try await Catalog.build(
            IntentApp(
                name: "Shelf", intents: [LensSearchIntent.self, OpenShelfBookIntent.self, WriteDraftIntent.self]))
        let book = try #require(catalog.metadata.entities["ShelfBook"])
        #expect(book.displayTypeName.key == "Book")
        #expect(book.properties.map(\.identifier) == ["title", "author", "purchaseDate", "contentType"])
        #expect(
            catalog.metadata.actions["WriteDraftIntent"]?.parameters.map(\.name) == ["subject", "body", "attachments"])
        #expect(catalog.metadata.actions["LensSearchIntent"]?.parameters.first?.valueType == .primitive(.string))
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(intent: "OpenShelfBookIntent", inputs: ["target": .text("b1")]),
            interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Opening Book b1.")
    }

    /// Every schema the API names is one the system knows the shape of, and the other way round.
    /// The schemas the API's domains declare, read from its source (each member is
    /// `.init("domain", "name")`), so the list is the API's and not a copy kept beside it.
    static func declaredSchemas() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let source = try String(
            contentsOf: root.appendingPathComponent("Sources/AppIntents/AssistantSchemas.swift"), encoding: .utf8)
        return source.matches(of: #/\.init\("(\w+)", "(\w+)"\)/#).map { "\($0.1).\($0.2)" }
    }

    @Test func theAPIAndTheCatalogNameTheSameSchemas() throws {
        let declared = try Self.declaredSchemas()
        #expect(Set(declared) == Set(SchemaCatalog.assistantSchemas.map(\.id)))
        #expect(declared.count == SchemaCatalog.assistantSchemas.count)
        #expect(AssistantSchemas.Intent.system.search.domain == "system")
        #expect(AssistantSchemas.Intent.system.search.name == "search")
    }

    @Test(arguments: [
        (
            TurnPageWrongly.self as any AppIntent.Type,
            "IntentSystemTests.TurnPageWrongly declares @AppIntent(schema: .books.navigatePage) but has no parameter 'target' (an AppEntity)"
        ),
        (
            CreateAlbumWrongly.self,
            "IntentSystemTests.CreateAlbumWrongly declares @AppIntent(schema: .photos.createAlbum) but parameter 'name' is Int, not String"
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
