/// The assistant schemas an intent, entity or enum may declare, so Apple Intelligence (here: any
/// agent) knows what it does: `@AppIntent(schema: .photos.openAsset)`.
public enum AssistantSchemas {
    /// An intent schema: a domain and an action.
    public struct Intent: Sendable, Hashable {
        public let domain: String
        public let name: String
        init(_ domain: String, _ name: String) {
            self.domain = domain
            self.name = name
        }
    }

    /// An entity schema.
    public struct Entity: Sendable, Hashable {
        public let domain: String
        public let name: String
        init(_ domain: String, _ name: String) {
            self.domain = domain
            self.name = name
        }
    }

    /// An enum schema.
    public struct Enum: Sendable, Hashable {
        public let domain: String
        public let name: String
        init(_ domain: String, _ name: String) {
            self.domain = domain
            self.name = name
        }
    }
}

// MARK: Domains

/// Photos: open and search assets and albums.
public struct PhotosSchemas: Sendable {
    public var openAsset: AssistantSchemas.Intent { .init("photos", "openAsset") }
    public var search: AssistantSchemas.Intent { .init("photos", "search") }
    public var createAlbum: AssistantSchemas.Intent { .init("photos", "createAlbum") }
    public var asset: AssistantSchemas.Entity { .init("photos", "asset") }
    public var album: AssistantSchemas.Entity { .init("photos", "album") }
    public var assetType: AssistantSchemas.Enum { .init("photos", "assetType") }
}

/// System search: the app's in-app search.
public struct SystemSearchSchemas: Sendable {
    public var performSearch: AssistantSchemas.Intent { .init("system", "performSearch") }
}

/// Visual Intelligence: find the app's content that matches what the camera sees.
public struct VisualIntelligenceSchemas: Sendable {
    public var semanticContentSearch: AssistantSchemas.Intent { .init("visualIntelligence", "semanticContentSearch") }
}

/// Journal: write entries.
public struct JournalSchemas: Sendable {
    public var createEntry: AssistantSchemas.Intent { .init("journal", "createEntry") }
    public var entry: AssistantSchemas.Entity { .init("journal", "entry") }
}

/// Reader: open documents.
public struct ReaderSchemas: Sendable {
    public var openDocument: AssistantSchemas.Intent { .init("reader", "openDocument") }
    public var document: AssistantSchemas.Entity { .init("reader", "document") }
    public var documentKind: AssistantSchemas.Enum { .init("reader", "documentKind") }
}

extension AssistantSchemas.Intent {
    public static var photos: PhotosSchemas { PhotosSchemas() }
    public static var system: SystemSearchSchemas { SystemSearchSchemas() }
    public static var visualIntelligence: VisualIntelligenceSchemas { VisualIntelligenceSchemas() }
    public static var journal: JournalSchemas { JournalSchemas() }
    public static var reader: ReaderSchemas { ReaderSchemas() }
}

extension AssistantSchemas.Entity {
    public static var photos: PhotosSchemas { PhotosSchemas() }
    public static var journal: JournalSchemas { JournalSchemas() }
    public static var reader: ReaderSchemas { ReaderSchemas() }
}

extension AssistantSchemas.Enum {
    public static var photos: PhotosSchemas { PhotosSchemas() }
    public static var reader: ReaderSchemas { ReaderSchemas() }
}

/// Declares that an intent follows an assistant schema; the system checks its shape.
@attached(extension, conformances: _AssistantSchemaDeclaring, names: named(__assistantSchema))
public macro AppIntent(schema: AssistantSchemas.Intent) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")

/// Declares that an entity follows an assistant schema; the system checks its shape.
@attached(extension, conformances: _AssistantSchemaDeclaring, names: named(__assistantSchema))
public macro AppEntity(schema: AssistantSchemas.Entity) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")

/// Declares that an enum follows an assistant schema; the system checks its shape.
@attached(extension, conformances: _AssistantSchemaDeclaring, names: named(__assistantSchema))
public macro AppEnum(schema: AssistantSchemas.Enum) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")

@available(*, deprecated, renamed: "AppIntent(schema:)", message: "use @AppIntent(schema:)")
@attached(extension, conformances: _AssistantSchemaDeclaring, names: named(__assistantSchema))
public macro AssistantIntent(schema: AssistantSchemas.Intent) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")

@available(*, deprecated, renamed: "AppEntity(schema:)", message: "use @AppEntity(schema:)")
@attached(extension, conformances: _AssistantSchemaDeclaring, names: named(__assistantSchema))
public macro AssistantEntity(schema: AssistantSchemas.Entity) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")

@available(*, deprecated, renamed: "AppEnum(schema:)", message: "use @AppEnum(schema:)")
@attached(extension, conformances: _AssistantSchemaDeclaring, names: named(__assistantSchema))
public macro AssistantEnum(schema: AssistantSchemas.Enum) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")
