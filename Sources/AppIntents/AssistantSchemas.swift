internal import AppIntentsShared

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

// Apple's domains and the schemas in each, from Apple's documentation of `AssistantSchemas`.

/// The `assistant` domain.
extension AssistantSchemas {
    public struct AssistantDomain: Sendable {
        public var activate: AssistantSchemas.Intent { .init("assistant", "activate") }
    }
}

/// The `books` domain.
extension AssistantSchemas {
    public struct BooksDomain: Sendable {
        public var audiobook: AssistantSchemas.Entity { .init("books", "audiobook") }
        public var book: AssistantSchemas.Entity { .init("books", "book") }
        public var settings: AssistantSchemas.Entity { .init("books", "settings") }
        public var contentType: AssistantSchemas.Enum { .init("books", "contentType") }
        public var font: AssistantSchemas.Enum { .init("books", "font") }
        public var fontSize: AssistantSchemas.Enum { .init("books", "fontSize") }
        public var navigationDirection: AssistantSchemas.Enum { .init("books", "navigationDirection") }
        public var pageNavigationSetting: AssistantSchemas.Enum { .init("books", "pageNavigationSetting") }
        public var relativeCharacterSpacingChange: AssistantSchemas.Enum {
            .init("books", "relativeCharacterSpacingChange")
        }
        public var relativeFontChange: AssistantSchemas.Enum { .init("books", "relativeFontChange") }
        public var relativeLineSpacingChange: AssistantSchemas.Enum { .init("books", "relativeLineSpacingChange") }
        public var relativeWordSpacingChange: AssistantSchemas.Enum { .init("books", "relativeWordSpacingChange") }
        public var theme: AssistantSchemas.Enum { .init("books", "theme") }
        public var navigatePage: AssistantSchemas.Intent { .init("books", "navigatePage") }
        public var openBook: AssistantSchemas.Intent { .init("books", "openBook") }
        public var playAudiobook: AssistantSchemas.Intent { .init("books", "playAudiobook") }
        public var search: AssistantSchemas.Intent { .init("books", "search") }
        public var updateCharacterSpacing: AssistantSchemas.Intent { .init("books", "updateCharacterSpacing") }
        public var updateFontSize: AssistantSchemas.Intent { .init("books", "updateFontSize") }
        public var updateLineSpacing: AssistantSchemas.Intent { .init("books", "updateLineSpacing") }
        public var updateSettings: AssistantSchemas.Intent { .init("books", "updateSettings") }
        public var updateWordSpacing: AssistantSchemas.Intent { .init("books", "updateWordSpacing") }
    }
}

/// The `browser` domain.
extension AssistantSchemas {
    public struct BrowserDomain: Sendable {
        public var bookmark: AssistantSchemas.Entity { .init("browser", "bookmark") }
        public var readingListItem: AssistantSchemas.Entity { .init("browser", "readingListItem") }
        public var tab: AssistantSchemas.Entity { .init("browser", "tab") }
        public var tabGroup: AssistantSchemas.Entity { .init("browser", "tabGroup") }
        public var window: AssistantSchemas.Entity { .init("browser", "window") }
        public var clearHistoryTimeFrame: AssistantSchemas.Enum { .init("browser", "clearHistoryTimeFrame") }
        public var bookmarkTab: AssistantSchemas.Intent { .init("browser", "bookmarkTab") }
        public var bookmarkURL: AssistantSchemas.Intent { .init("browser", "bookmarkURL") }
        public var clearHistory: AssistantSchemas.Intent { .init("browser", "clearHistory") }
        public var closeTabs: AssistantSchemas.Intent { .init("browser", "closeTabs") }
        public var closeWindows: AssistantSchemas.Intent { .init("browser", "closeWindows") }
        public var createTab: AssistantSchemas.Intent { .init("browser", "createTab") }
        public var createTabGroup: AssistantSchemas.Intent { .init("browser", "createTabGroup") }
        public var createWindow: AssistantSchemas.Intent { .init("browser", "createWindow") }
        public var deleteBookmarks: AssistantSchemas.Intent { .init("browser", "deleteBookmarks") }
        public var deleteTabGroups: AssistantSchemas.Intent { .init("browser", "deleteTabGroups") }
        public var findOnPage: AssistantSchemas.Intent { .init("browser", "findOnPage") }
        public var openBookmark: AssistantSchemas.Intent { .init("browser", "openBookmark") }
        public var openURLInTab: AssistantSchemas.Intent { .init("browser", "openURLInTab") }
        public var search: AssistantSchemas.Intent { .init("browser", "search") }
        public var switchTab: AssistantSchemas.Intent { .init("browser", "switchTab") }
    }
}

/// The `camera` domain.
extension AssistantSchemas {
    public struct CameraDomain: Sendable {
        public var captureDevice: AssistantSchemas.Enum { .init("camera", "captureDevice") }
        public var captureDuration: AssistantSchemas.Enum { .init("camera", "captureDuration") }
        public var captureMode: AssistantSchemas.Enum { .init("camera", "captureMode") }
        public var openInCaptureMode: AssistantSchemas.Intent { .init("camera", "openInCaptureMode") }
        public var setDevice: AssistantSchemas.Intent { .init("camera", "setDevice") }
        public var startCapture: AssistantSchemas.Intent { .init("camera", "startCapture") }
        public var stopCapture: AssistantSchemas.Intent { .init("camera", "stopCapture") }
        public var switchDevice: AssistantSchemas.Intent { .init("camera", "switchDevice") }
    }
}

/// The `files` domain.
extension AssistantSchemas {
    public struct FilesDomain: Sendable {
        public var file: AssistantSchemas.Entity { .init("files", "file") }
        public var createFolder: AssistantSchemas.Intent { .init("files", "createFolder") }
        public var deleteFiles: AssistantSchemas.Intent { .init("files", "deleteFiles") }
        public var moveFiles: AssistantSchemas.Intent { .init("files", "moveFiles") }
        public var openFile: AssistantSchemas.Intent { .init("files", "openFile") }
        public var renameFile: AssistantSchemas.Intent { .init("files", "renameFile") }
        public var showDocumentScanner: AssistantSchemas.Intent { .init("files", "showDocumentScanner") }
    }
}

/// The `journal` domain.
extension AssistantSchemas {
    public struct JournalDomain: Sendable {
        public var entry: AssistantSchemas.Entity { .init("journal", "entry") }
        public var createAudioEntry: AssistantSchemas.Intent { .init("journal", "createAudioEntry") }
        public var createEntry: AssistantSchemas.Intent { .init("journal", "createEntry") }
        public var deleteEntry: AssistantSchemas.Intent { .init("journal", "deleteEntry") }
        public var search: AssistantSchemas.Intent { .init("journal", "search") }
        public var updateEntry: AssistantSchemas.Intent { .init("journal", "updateEntry") }
    }
}

/// The `mail` domain.
extension AssistantSchemas {
    public struct MailDomain: Sendable {
        public var account: AssistantSchemas.Entity { .init("mail", "account") }
        public var draft: AssistantSchemas.Entity { .init("mail", "draft") }
        public var mailbox: AssistantSchemas.Entity { .init("mail", "mailbox") }
        public var message: AssistantSchemas.Entity { .init("mail", "message") }
        public var thread: AssistantSchemas.Entity { .init("mail", "thread") }
        public var archiveMail: AssistantSchemas.Intent { .init("mail", "archiveMail") }
        public var createDraft: AssistantSchemas.Intent { .init("mail", "createDraft") }
        public var deleteDraft: AssistantSchemas.Intent { .init("mail", "deleteDraft") }
        public var deleteMail: AssistantSchemas.Intent { .init("mail", "deleteMail") }
        public var forwardMail: AssistantSchemas.Intent { .init("mail", "forwardMail") }
        public var openDraft: AssistantSchemas.Intent { .init("mail", "openDraft") }
        public var openMessage: AssistantSchemas.Intent { .init("mail", "openMessage") }
        public var replyMail: AssistantSchemas.Intent { .init("mail", "replyMail") }
        public var saveDraft: AssistantSchemas.Intent { .init("mail", "saveDraft") }
        public var sendDraft: AssistantSchemas.Intent { .init("mail", "sendDraft") }
        public var summarizeMessages: AssistantSchemas.Intent { .init("mail", "summarizeMessages") }
        public var undoSend: AssistantSchemas.Intent { .init("mail", "undoSend") }
        public var unsubscribe: AssistantSchemas.Intent { .init("mail", "unsubscribe") }
        public var updateDraft: AssistantSchemas.Intent { .init("mail", "updateDraft") }
        public var updateMail: AssistantSchemas.Intent { .init("mail", "updateMail") }
    }
}

/// The `photos` domain.
extension AssistantSchemas {
    public struct PhotosDomain: Sendable {
        public var album: AssistantSchemas.Entity { .init("photos", "album") }
        public var asset: AssistantSchemas.Entity { .init("photos", "asset") }
        public var recognizedPerson: AssistantSchemas.Entity { .init("photos", "recognizedPerson") }
        public var albumType: AssistantSchemas.Enum { .init("photos", "albumType") }
        public var assetType: AssistantSchemas.Enum { .init("photos", "assetType") }
        public var filterType: AssistantSchemas.Enum { .init("photos", "filterType") }
        public var rotationDirection: AssistantSchemas.Enum { .init("photos", "rotationDirection") }
        public var addAssetsToAlbum: AssistantSchemas.Intent { .init("photos", "addAssetsToAlbum") }
        public var cleanupPhoto: AssistantSchemas.Intent { .init("photos", "cleanupPhoto") }
        public var copyEdits: AssistantSchemas.Intent { .init("photos", "copyEdits") }
        public var createAlbum: AssistantSchemas.Intent { .init("photos", "createAlbum") }
        public var createAssets: AssistantSchemas.Intent { .init("photos", "createAssets") }
        public var crop: AssistantSchemas.Intent { .init("photos", "crop") }
        public var deleteAlbum: AssistantSchemas.Intent { .init("photos", "deleteAlbum") }
        public var deleteAssets: AssistantSchemas.Intent { .init("photos", "deleteAssets") }
        public var duplicateAssets: AssistantSchemas.Intent { .init("photos", "duplicateAssets") }
        public var editAsset: AssistantSchemas.Intent { .init("photos", "editAsset") }
        public var openAlbum: AssistantSchemas.Intent { .init("photos", "openAlbum") }
        public var openAsset: AssistantSchemas.Intent { .init("photos", "openAsset") }
        public var pasteEdits: AssistantSchemas.Intent { .init("photos", "pasteEdits") }
        public var postToSharedAlbum: AssistantSchemas.Intent { .init("photos", "postToSharedAlbum") }
        public var removeAssetsFromAlbum: AssistantSchemas.Intent { .init("photos", "removeAssetsFromAlbum") }
        public var search: AssistantSchemas.Intent { .init("photos", "search") }
        public var setDepth: AssistantSchemas.Intent { .init("photos", "setDepth") }
        public var setExposure: AssistantSchemas.Intent { .init("photos", "setExposure") }
        public var setFilter: AssistantSchemas.Intent { .init("photos", "setFilter") }
        public var setRotation: AssistantSchemas.Intent { .init("photos", "setRotation") }
        public var setSaturation: AssistantSchemas.Intent { .init("photos", "setSaturation") }
        public var setWarmth: AssistantSchemas.Intent { .init("photos", "setWarmth") }
        public var straighten: AssistantSchemas.Intent { .init("photos", "straighten") }
        public var toggleDepth: AssistantSchemas.Intent { .init("photos", "toggleDepth") }
        public var toggleSuggestedEdits: AssistantSchemas.Intent { .init("photos", "toggleSuggestedEdits") }
        public var updateAlbum: AssistantSchemas.Intent { .init("photos", "updateAlbum") }
        public var updateAsset: AssistantSchemas.Intent { .init("photos", "updateAsset") }
        public var updateRecognizedPerson: AssistantSchemas.Intent { .init("photos", "updateRecognizedPerson") }
    }
}

/// The `presentation` domain.
extension AssistantSchemas {
    public struct PresentationDomain: Sendable {
        public var document: AssistantSchemas.Entity { .init("presentation", "document") }
        public var slide: AssistantSchemas.Entity { .init("presentation", "slide") }
        public var template: AssistantSchemas.Entity { .init("presentation", "template") }
        public var exportFormat: AssistantSchemas.Enum { .init("presentation", "exportFormat") }
        public var addAudioToSlide: AssistantSchemas.Intent { .init("presentation", "addAudioToSlide") }
        public var addCommentToSlide: AssistantSchemas.Intent { .init("presentation", "addCommentToSlide") }
        public var addImageToSlide: AssistantSchemas.Intent { .init("presentation", "addImageToSlide") }
        public var addTextBoxToSlide: AssistantSchemas.Intent { .init("presentation", "addTextBoxToSlide") }
        public var addVideoToSlide: AssistantSchemas.Intent { .init("presentation", "addVideoToSlide") }
        public var addWebVideoToSlide: AssistantSchemas.Intent { .init("presentation", "addWebVideoToSlide") }
        public var create: AssistantSchemas.Intent { .init("presentation", "create") }
        public var createSlide: AssistantSchemas.Intent { .init("presentation", "createSlide") }
        public var deleteSlide: AssistantSchemas.Intent { .init("presentation", "deleteSlide") }
        public var export: AssistantSchemas.Intent { .init("presentation", "export") }
        public var open: AssistantSchemas.Intent { .init("presentation", "open") }
        public var openSlide: AssistantSchemas.Intent { .init("presentation", "openSlide") }
        public var setSlideTitle: AssistantSchemas.Intent { .init("presentation", "setSlideTitle") }
        public var showPresenterNotes: AssistantSchemas.Intent { .init("presentation", "showPresenterNotes") }
        public var startPlayback: AssistantSchemas.Intent { .init("presentation", "startPlayback") }
        public var stopPlayback: AssistantSchemas.Intent { .init("presentation", "stopPlayback") }
        public var update: AssistantSchemas.Intent { .init("presentation", "update") }
    }
}

/// The `reader` domain.
extension AssistantSchemas {
    public struct ReaderDomain: Sendable {
        public var document: AssistantSchemas.Entity { .init("reader", "document") }
        public var page: AssistantSchemas.Entity { .init("reader", "page") }
        public var documentKind: AssistantSchemas.Enum { .init("reader", "documentKind") }
        public var deletePages: AssistantSchemas.Intent { .init("reader", "deletePages") }
        public var enhanceDocuments: AssistantSchemas.Intent { .init("reader", "enhanceDocuments") }
        public var insertPages: AssistantSchemas.Intent { .init("reader", "insertPages") }
        public var openDocument: AssistantSchemas.Intent { .init("reader", "openDocument") }
        public var openPage: AssistantSchemas.Intent { .init("reader", "openPage") }
        public var resizeDocuments: AssistantSchemas.Intent { .init("reader", "resizeDocuments") }
        public var rotateDocuments: AssistantSchemas.Intent { .init("reader", "rotateDocuments") }
        public var rotatePages: AssistantSchemas.Intent { .init("reader", "rotatePages") }
        public var searchDocuments: AssistantSchemas.Intent { .init("reader", "searchDocuments") }
    }
}

/// The `spreadsheet` domain.
extension AssistantSchemas {
    public struct SpreadsheetDomain: Sendable {
        public var document: AssistantSchemas.Entity { .init("spreadsheet", "document") }
        public var sheet: AssistantSchemas.Entity { .init("spreadsheet", "sheet") }
        public var template: AssistantSchemas.Entity { .init("spreadsheet", "template") }
        public var addAudioToSheet: AssistantSchemas.Intent { .init("spreadsheet", "addAudioToSheet") }
        public var addCommentToSheet: AssistantSchemas.Intent { .init("spreadsheet", "addCommentToSheet") }
        public var addImageToSheet: AssistantSchemas.Intent { .init("spreadsheet", "addImageToSheet") }
        public var addTextBoxToSheet: AssistantSchemas.Intent { .init("spreadsheet", "addTextBoxToSheet") }
        public var addVideoToSheet: AssistantSchemas.Intent { .init("spreadsheet", "addVideoToSheet") }
        public var addWebVideoToSheet: AssistantSchemas.Intent { .init("spreadsheet", "addWebVideoToSheet") }
        public var create: AssistantSchemas.Intent { .init("spreadsheet", "create") }
        public var createSheet: AssistantSchemas.Intent { .init("spreadsheet", "createSheet") }
        public var delete: AssistantSchemas.Intent { .init("spreadsheet", "delete") }
        public var deleteSheet: AssistantSchemas.Intent { .init("spreadsheet", "deleteSheet") }
        public var open: AssistantSchemas.Intent { .init("spreadsheet", "open") }
        public var openSheet: AssistantSchemas.Intent { .init("spreadsheet", "openSheet") }
        public var update: AssistantSchemas.Intent { .init("spreadsheet", "update") }
        public var updateSheet: AssistantSchemas.Intent { .init("spreadsheet", "updateSheet") }
    }
}

/// The `system` domain.
extension AssistantSchemas {
    public struct SystemDomain: Sendable {
        public var open: AssistantSchemas.Intent { .init("system", "open") }
        public var search: AssistantSchemas.Intent { .init("system", "search") }
    }
}

/// The `visualIntelligence` domain.
extension AssistantSchemas {
    public struct VisualIntelligenceDomain: Sendable {
        public var semanticContentSearch: AssistantSchemas.Intent {
            .init("visualIntelligence", "semanticContentSearch")
        }
    }
}

/// The `whiteboard` domain.
extension AssistantSchemas {
    public struct WhiteboardDomain: Sendable {
        public var board: AssistantSchemas.Entity { .init("whiteboard", "board") }
        public var item: AssistantSchemas.Entity { .init("whiteboard", "item") }
        public var color: AssistantSchemas.Enum { .init("whiteboard", "color") }
        public var itemType: AssistantSchemas.Enum { .init("whiteboard", "itemType") }
        public var createBoard: AssistantSchemas.Intent { .init("whiteboard", "createBoard") }
        public var createItem: AssistantSchemas.Intent { .init("whiteboard", "createItem") }
        public var deleteBoard: AssistantSchemas.Intent { .init("whiteboard", "deleteBoard") }
        public var deleteItem: AssistantSchemas.Intent { .init("whiteboard", "deleteItem") }
        public var openBoard: AssistantSchemas.Intent { .init("whiteboard", "openBoard") }
        public var updateBoard: AssistantSchemas.Intent { .init("whiteboard", "updateBoard") }
        public var updateItem: AssistantSchemas.Intent { .init("whiteboard", "updateItem") }
    }
}

/// The `wordProcessor` domain.
extension AssistantSchemas {
    public struct WordProcessorDomain: Sendable {
        public var document: AssistantSchemas.Entity { .init("wordProcessor", "document") }
        public var page: AssistantSchemas.Entity { .init("wordProcessor", "page") }
        public var template: AssistantSchemas.Entity { .init("wordProcessor", "template") }
        public var addAudioToPage: AssistantSchemas.Intent { .init("wordProcessor", "addAudioToPage") }
        public var addImageToPage: AssistantSchemas.Intent { .init("wordProcessor", "addImageToPage") }
        public var addTextBoxToPage: AssistantSchemas.Intent { .init("wordProcessor", "addTextBoxToPage") }
        public var addVideoToPage: AssistantSchemas.Intent { .init("wordProcessor", "addVideoToPage") }
        public var addWebVideoToPage: AssistantSchemas.Intent { .init("wordProcessor", "addWebVideoToPage") }
        public var create: AssistantSchemas.Intent { .init("wordProcessor", "create") }
        public var createPage: AssistantSchemas.Intent { .init("wordProcessor", "createPage") }
        public var open: AssistantSchemas.Intent { .init("wordProcessor", "open") }
        public var openPage: AssistantSchemas.Intent { .init("wordProcessor", "openPage") }
    }
}

extension AssistantSchemas.Intent {
    public static var assistant: AssistantSchemas.AssistantDomain { AssistantSchemas.AssistantDomain() }
    public static var books: AssistantSchemas.BooksDomain { AssistantSchemas.BooksDomain() }
    public static var browser: AssistantSchemas.BrowserDomain { AssistantSchemas.BrowserDomain() }
    public static var camera: AssistantSchemas.CameraDomain { AssistantSchemas.CameraDomain() }
    public static var files: AssistantSchemas.FilesDomain { AssistantSchemas.FilesDomain() }
    public static var journal: AssistantSchemas.JournalDomain { AssistantSchemas.JournalDomain() }
    public static var mail: AssistantSchemas.MailDomain { AssistantSchemas.MailDomain() }
    public static var photos: AssistantSchemas.PhotosDomain { AssistantSchemas.PhotosDomain() }
    public static var presentation: AssistantSchemas.PresentationDomain { AssistantSchemas.PresentationDomain() }
    public static var reader: AssistantSchemas.ReaderDomain { AssistantSchemas.ReaderDomain() }
    public static var spreadsheet: AssistantSchemas.SpreadsheetDomain { AssistantSchemas.SpreadsheetDomain() }
    public static var system: AssistantSchemas.SystemDomain { AssistantSchemas.SystemDomain() }
    public static var visualIntelligence: AssistantSchemas.VisualIntelligenceDomain {
        AssistantSchemas.VisualIntelligenceDomain()
    }
    public static var whiteboard: AssistantSchemas.WhiteboardDomain { AssistantSchemas.WhiteboardDomain() }
    public static var wordProcessor: AssistantSchemas.WordProcessorDomain { AssistantSchemas.WordProcessorDomain() }
}

extension AssistantSchemas.Entity {
    public static var books: AssistantSchemas.BooksDomain { AssistantSchemas.BooksDomain() }
    public static var browser: AssistantSchemas.BrowserDomain { AssistantSchemas.BrowserDomain() }
    public static var files: AssistantSchemas.FilesDomain { AssistantSchemas.FilesDomain() }
    public static var journal: AssistantSchemas.JournalDomain { AssistantSchemas.JournalDomain() }
    public static var mail: AssistantSchemas.MailDomain { AssistantSchemas.MailDomain() }
    public static var photos: AssistantSchemas.PhotosDomain { AssistantSchemas.PhotosDomain() }
    public static var presentation: AssistantSchemas.PresentationDomain { AssistantSchemas.PresentationDomain() }
    public static var reader: AssistantSchemas.ReaderDomain { AssistantSchemas.ReaderDomain() }
    public static var spreadsheet: AssistantSchemas.SpreadsheetDomain { AssistantSchemas.SpreadsheetDomain() }
    public static var whiteboard: AssistantSchemas.WhiteboardDomain { AssistantSchemas.WhiteboardDomain() }
    public static var wordProcessor: AssistantSchemas.WordProcessorDomain { AssistantSchemas.WordProcessorDomain() }
}

extension AssistantSchemas.Enum {
    public static var books: AssistantSchemas.BooksDomain { AssistantSchemas.BooksDomain() }
    public static var browser: AssistantSchemas.BrowserDomain { AssistantSchemas.BrowserDomain() }
    public static var camera: AssistantSchemas.CameraDomain { AssistantSchemas.CameraDomain() }
    public static var photos: AssistantSchemas.PhotosDomain { AssistantSchemas.PhotosDomain() }
    public static var presentation: AssistantSchemas.PresentationDomain { AssistantSchemas.PresentationDomain() }
    public static var reader: AssistantSchemas.ReaderDomain { AssistantSchemas.ReaderDomain() }
    public static var whiteboard: AssistantSchemas.WhiteboardDomain { AssistantSchemas.WhiteboardDomain() }
}

/// Declares that an intent follows an assistant schema: adds `AppIntent` and the schema's protocol
/// (`OpenIntent`, `ShowInAppSearchResultsIntent`, …) where the type does not declare them, makes each
/// plain stored `var` the schema names a `@Parameter`, and titles the intent after the schema when
/// it names no title. The system checks the shape when the app registers.
@attached(memberAttribute)
@attached(
    extension,
    conformances: AppIntent, _AssistantSchemaDeclaring, OpenIntent, DeleteIntent, ShowInAppSearchResultsIntent,
    AudioPlaybackIntent, AudioRecordingIntent,
    names: named(__assistantSchema))
public macro AppIntent(schema: AssistantSchemas.Intent) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")

/// Declares that an entity follows an assistant schema: adds `AppEntity` where the type does not
/// declare it, makes each plain stored `var` the schema names a `@Property`, and names the type
/// after the schema when it has no `typeDisplayRepresentation`.
@attached(memberAttribute)
@attached(extension, conformances: AppEntity, _AssistantSchemaDeclaring, names: named(__assistantSchema))
public macro AppEntity(schema: AssistantSchemas.Entity) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")

/// Declares that an enum follows an assistant schema: adds `AppEnum` where the type does not
/// declare it, and names the type after the schema when it has no `typeDisplayRepresentation`.
@attached(extension, conformances: AppEnum, _AssistantSchemaDeclaring, names: named(__assistantSchema))
public macro AppEnum(schema: AssistantSchemas.Enum) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")

@available(*, deprecated, renamed: "AppIntent(schema:)", message: "use @AppIntent(schema:)")
@attached(memberAttribute)
@attached(
    extension,
    conformances: AppIntent, _AssistantSchemaDeclaring, OpenIntent, DeleteIntent, ShowInAppSearchResultsIntent,
    AudioPlaybackIntent, AudioRecordingIntent,
    names: named(__assistantSchema))
public macro AssistantIntent(schema: AssistantSchemas.Intent) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")

@available(*, deprecated, renamed: "AppEntity(schema:)", message: "use @AppEntity(schema:)")
@attached(memberAttribute)
@attached(extension, conformances: AppEntity, _AssistantSchemaDeclaring, names: named(__assistantSchema))
public macro AssistantEntity(schema: AssistantSchemas.Entity) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")

@available(*, deprecated, renamed: "AppEnum(schema:)", message: "use @AppEnum(schema:)")
@attached(extension, conformances: AppEnum, _AssistantSchemaDeclaring, names: named(__assistantSchema))
public macro AssistantEnum(schema: AssistantSchemas.Enum) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")

extension AppIntent where Self: _AssistantSchemaDeclaring {
    /// An intent that declares a schema and names no title is titled after the schema: `Open Asset`.
    public static var title: LocalizedStringResource {
        LocalizedStringResource(stringLiteral: SchemaCatalog.displayName(of: __assistantSchema))
    }
}

extension AppEntity where Self: _AssistantSchemaDeclaring {
    /// An entity that declares a schema and names no type is named after the schema: `Asset`.
    public static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(
            name: LocalizedStringResource(stringLiteral: SchemaCatalog.displayName(of: __assistantSchema)))
    }
}

extension AppEnum where Self: _AssistantSchemaDeclaring {
    /// An enum that declares a schema and names no type is named after the schema: `Document Kind`.
    public static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(
            name: LocalizedStringResource(stringLiteral: SchemaCatalog.displayName(of: __assistantSchema)))
    }
}
