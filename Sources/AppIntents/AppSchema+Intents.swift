// The intent schemas of Apple's App Schema family by domain, as Apple's documentation of
// `AppSchemaIntent` lists them (the table is docs/APP-SCHEMAS.md). Each domain is a protocol; its schemas
// are members of that protocol, so `.reminders.createList` reads only the reminders domain's intent schemas.

extension AppSchema {
    /// The intent schemas of the `assistant` domain (iOS 18).
    public protocol AssistantIntent: AppSchema.Kind {}
    /// The intent schemas of the `audio` domain (iOS 27).
    public protocol AudioIntent: AppSchema.Kind {}
    /// The intent schemas of the `books` domain (iOS 18).
    public protocol BooksIntent: AppSchema.Kind {}
    /// The intent schemas of the `browser` domain (iOS 18).
    public protocol BrowserIntent: AppSchema.Kind {}
    /// The intent schemas of the `calendar` domain (iOS 27).
    public protocol CalendarIntent: AppSchema.Kind {}
    /// The intent schemas of the `camera` domain (iOS 18).
    public protocol CameraIntent: AppSchema.Kind {}
    /// The intent schemas of the `clock` domain (iOS 27).
    public protocol ClockIntent: AppSchema.Kind {}
    /// The intent schemas of the `files` domain (iOS 18).
    public protocol FilesIntent: AppSchema.Kind {}
    /// The intent schemas of the `journal` domain (iOS 18).
    public protocol JournalIntent: AppSchema.Kind {}
    /// The intent schemas of the `mail` domain (iOS 18).
    public protocol MailIntent: AppSchema.Kind {}
    /// The intent schemas of the `maps` domain (iOS 27).
    public protocol MapsIntent: AppSchema.Kind {}
    /// The intent schemas of the `messages` domain (iOS 27).
    public protocol MessagesIntent: AppSchema.Kind {}
    /// The intent schemas of the `notes` domain (iOS 27).
    public protocol NotesIntent: AppSchema.Kind {}
    /// The intent schemas of the `phone` domain (iOS 27).
    public protocol PhoneIntent: AppSchema.Kind {}
    /// The intent schemas of the `photos` domain (iOS 18).
    public protocol PhotosIntent: AppSchema.Kind {}
    /// The intent schemas of the `presentation` domain (iOS 18).
    public protocol PresentationIntent: AppSchema.Kind {}
    /// The intent schemas of the `reader` domain (iOS 18).
    public protocol ReaderIntent: AppSchema.Kind {}
    /// The intent schemas of the `reminders` domain (iOS 27).
    public protocol RemindersIntent: AppSchema.Kind {}
    /// The intent schemas of the `spreadsheet` domain (iOS 18).
    public protocol SpreadsheetIntent: AppSchema.Kind {}
    /// The intent schemas of the `system` domain (iOS 18).
    public protocol SystemIntent: AppSchema.Kind {}
    /// The intent schemas of the `visualIntelligence` domain (iOS 18).
    public protocol VisualIntelligenceIntent: AppSchema.Kind {}
    /// The intent schemas of the `whiteboard` domain (iOS 18).
    public protocol WhiteboardIntent: AppSchema.Kind {}
    /// The intent schemas of the `wordProcessor` domain (iOS 18).
    public protocol WordProcessorIntent: AppSchema.Kind {}
}

extension AppSchema.Intent: AppSchema.AssistantIntent {}
extension AppSchema.Intent: AppSchema.AudioIntent {}
extension AppSchema.Intent: AppSchema.BooksIntent {}
extension AppSchema.Intent: AppSchema.BrowserIntent {}
extension AppSchema.Intent: AppSchema.CalendarIntent {}
extension AppSchema.Intent: AppSchema.CameraIntent {}
extension AppSchema.Intent: AppSchema.ClockIntent {}
extension AppSchema.Intent: AppSchema.FilesIntent {}
extension AppSchema.Intent: AppSchema.JournalIntent {}
extension AppSchema.Intent: AppSchema.MailIntent {}
extension AppSchema.Intent: AppSchema.MapsIntent {}
extension AppSchema.Intent: AppSchema.MessagesIntent {}
extension AppSchema.Intent: AppSchema.NotesIntent {}
extension AppSchema.Intent: AppSchema.PhoneIntent {}
extension AppSchema.Intent: AppSchema.PhotosIntent {}
extension AppSchema.Intent: AppSchema.PresentationIntent {}
extension AppSchema.Intent: AppSchema.ReaderIntent {}
extension AppSchema.Intent: AppSchema.RemindersIntent {}
extension AppSchema.Intent: AppSchema.SpreadsheetIntent {}
extension AppSchema.Intent: AppSchema.SystemIntent {}
extension AppSchema.Intent: AppSchema.VisualIntelligenceIntent {}
extension AppSchema.Intent: AppSchema.WhiteboardIntent {}
extension AppSchema.Intent: AppSchema.WordProcessorIntent {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The intent schemas of the `assistant` domain.
    public static var assistant: some AppSchema.AssistantIntent { AppSchema.Intent(domain: "assistant") }
    /// The intent schemas of the `audio` domain.
    public static var audio: some AppSchema.AudioIntent { AppSchema.Intent(domain: "audio") }
    /// The intent schemas of the `books` domain.
    public static var books: some AppSchema.BooksIntent { AppSchema.Intent(domain: "books") }
    /// The intent schemas of the `browser` domain.
    public static var browser: some AppSchema.BrowserIntent { AppSchema.Intent(domain: "browser") }
    /// The intent schemas of the `calendar` domain.
    public static var calendar: some AppSchema.CalendarIntent { AppSchema.Intent(domain: "calendar") }
    /// The intent schemas of the `camera` domain.
    public static var camera: some AppSchema.CameraIntent { AppSchema.Intent(domain: "camera") }
    /// The intent schemas of the `clock` domain.
    public static var clock: some AppSchema.ClockIntent { AppSchema.Intent(domain: "clock") }
    /// The intent schemas of the `files` domain.
    public static var files: some AppSchema.FilesIntent { AppSchema.Intent(domain: "files") }
    /// The intent schemas of the `journal` domain.
    public static var journal: some AppSchema.JournalIntent { AppSchema.Intent(domain: "journal") }
    /// The intent schemas of the `mail` domain.
    public static var mail: some AppSchema.MailIntent { AppSchema.Intent(domain: "mail") }
    /// The intent schemas of the `maps` domain.
    public static var maps: some AppSchema.MapsIntent { AppSchema.Intent(domain: "maps") }
    /// The intent schemas of the `messages` domain.
    public static var messages: some AppSchema.MessagesIntent { AppSchema.Intent(domain: "messages") }
    /// The intent schemas of the `notes` domain.
    public static var notes: some AppSchema.NotesIntent { AppSchema.Intent(domain: "notes") }
    /// The intent schemas of the `phone` domain.
    public static var phone: some AppSchema.PhoneIntent { AppSchema.Intent(domain: "phone") }
    /// The intent schemas of the `photos` domain.
    public static var photos: some AppSchema.PhotosIntent { AppSchema.Intent(domain: "photos") }
    /// The intent schemas of the `presentation` domain.
    public static var presentation: some AppSchema.PresentationIntent { AppSchema.Intent(domain: "presentation") }
    /// The intent schemas of the `reader` domain.
    public static var reader: some AppSchema.ReaderIntent { AppSchema.Intent(domain: "reader") }
    /// The intent schemas of the `reminders` domain.
    public static var reminders: some AppSchema.RemindersIntent { AppSchema.Intent(domain: "reminders") }
    /// The intent schemas of the `spreadsheet` domain.
    public static var spreadsheet: some AppSchema.SpreadsheetIntent { AppSchema.Intent(domain: "spreadsheet") }
    /// The intent schemas of the `system` domain.
    public static var system: some AppSchema.SystemIntent { AppSchema.Intent(domain: "system") }
    /// The intent schemas of the `visualIntelligence` domain.
    public static var visualIntelligence: some AppSchema.VisualIntelligenceIntent {
        AppSchema.Intent(domain: "visualIntelligence")
    }
    /// The intent schemas of the `whiteboard` domain.
    public static var whiteboard: some AppSchema.WhiteboardIntent { AppSchema.Intent(domain: "whiteboard") }
    /// The intent schemas of the `wordProcessor` domain.
    public static var wordProcessor: some AppSchema.WordProcessorIntent { AppSchema.Intent(domain: "wordProcessor") }
}

extension AppSchema.AssistantIntent {
    public var activate: some AppSchemaIntent { AppSchema.Intent("assistant", "activate") }
}

extension AppSchema.AudioIntent {
    public var addToLibrary: some AppSchemaIntent { AppSchema.Intent("audio", "addToLibrary") }
    public var addToPlaylist: some AppSchemaIntent { AppSchema.Intent("audio", "addToPlaylist") }
    public var createStation: some AppSchemaIntent { AppSchema.Intent("audio", "createStation") }
    public var playAudio: some AppSchemaIntent { AppSchema.Intent("audio", "playAudio") }
    public var recognizeAudio: some AppSchemaIntent { AppSchema.Intent("audio", "recognizeAudio") }
    public var updateAudioAffinity: some AppSchemaIntent { AppSchema.Intent("audio", "updateAudioAffinity") }
    public var warmupAudioQueue: some AppSchemaIntent { AppSchema.Intent("audio", "warmupAudioQueue") }
}

extension AppSchema.BooksIntent {
    public var navigatePage: some AppSchemaIntent { AppSchema.Intent("books", "navigatePage") }
    public var openBook: some AppSchemaIntent { AppSchema.Intent("books", "openBook") }
    public var playAudiobook: some AppSchemaIntent { AppSchema.Intent("books", "playAudiobook") }
    public var search: some AppSchemaIntent { AppSchema.Intent("books", "search") }
    public var updateCharacterSpacing: some AppSchemaIntent { AppSchema.Intent("books", "updateCharacterSpacing") }
    public var updateFontSize: some AppSchemaIntent { AppSchema.Intent("books", "updateFontSize") }
    public var updateLineSpacing: some AppSchemaIntent { AppSchema.Intent("books", "updateLineSpacing") }
    public var updateSettings: some AppSchemaIntent { AppSchema.Intent("books", "updateSettings") }
    public var updateWordSpacing: some AppSchemaIntent { AppSchema.Intent("books", "updateWordSpacing") }
}

extension AppSchema.BrowserIntent {
    public var bookmarkTab: some AppSchemaIntent { AppSchema.Intent("browser", "bookmarkTab") }
    public var bookmarkURL: some AppSchemaIntent { AppSchema.Intent("browser", "bookmarkURL") }
    public var clearHistory: some AppSchemaIntent { AppSchema.Intent("browser", "clearHistory") }
    public var closeTabs: some AppSchemaIntent { AppSchema.Intent("browser", "closeTabs") }
    public var closeWindows: some AppSchemaIntent { AppSchema.Intent("browser", "closeWindows") }
    public var createTab: some AppSchemaIntent { AppSchema.Intent("browser", "createTab") }
    public var createTabGroup: some AppSchemaIntent { AppSchema.Intent("browser", "createTabGroup") }
    public var createWindow: some AppSchemaIntent { AppSchema.Intent("browser", "createWindow") }
    public var deleteBookmarks: some AppSchemaIntent { AppSchema.Intent("browser", "deleteBookmarks") }
    public var deleteTabGroups: some AppSchemaIntent { AppSchema.Intent("browser", "deleteTabGroups") }
    public var findOnPage: some AppSchemaIntent { AppSchema.Intent("browser", "findOnPage") }
    public var openBookmark: some AppSchemaIntent { AppSchema.Intent("browser", "openBookmark") }
    public var openURLInTab: some AppSchemaIntent { AppSchema.Intent("browser", "openURLInTab") }
    public var search: some AppSchemaIntent { AppSchema.Intent("browser", "search") }
    public var switchTab: some AppSchemaIntent { AppSchema.Intent("browser", "switchTab") }
}

extension AppSchema.CalendarIntent {
    public var createEvent: some AppSchemaIntent { AppSchema.Intent("calendar", "createEvent") }
    public var deleteEvent: some AppSchemaIntent { AppSchema.Intent("calendar", "deleteEvent") }
    public var updateEvent: some AppSchemaIntent { AppSchema.Intent("calendar", "updateEvent") }
}

extension AppSchema.CameraIntent {
    public var openInCaptureMode: some AppSchemaIntent { AppSchema.Intent("camera", "openInCaptureMode") }
    public var setDevice: some AppSchemaIntent { AppSchema.Intent("camera", "setDevice") }
    public var startCapture: some AppSchemaIntent { AppSchema.Intent("camera", "startCapture") }
    public var stopCapture: some AppSchemaIntent { AppSchema.Intent("camera", "stopCapture") }
    public var switchDevice: some AppSchemaIntent { AppSchema.Intent("camera", "switchDevice") }
}

extension AppSchema.ClockIntent {
    public var cancelTimer: some AppSchemaIntent { AppSchema.Intent("clock", "cancelTimer") }
    public var createAlarm: some AppSchemaIntent { AppSchema.Intent("clock", "createAlarm") }
    public var createTimer: some AppSchemaIntent { AppSchema.Intent("clock", "createTimer") }
    public var deleteAlarm: some AppSchemaIntent { AppSchema.Intent("clock", "deleteAlarm") }
    public var dismissAlarm: some AppSchemaIntent { AppSchema.Intent("clock", "dismissAlarm") }
    public var lapStopwatch: some AppSchemaIntent { AppSchema.Intent("clock", "lapStopwatch") }
    public var pauseTimer: some AppSchemaIntent { AppSchema.Intent("clock", "pauseTimer") }
    public var resetStopwatch: some AppSchemaIntent { AppSchema.Intent("clock", "resetStopwatch") }
    public var resumeTimer: some AppSchemaIntent { AppSchema.Intent("clock", "resumeTimer") }
    public var snoozeAlarm: some AppSchemaIntent { AppSchema.Intent("clock", "snoozeAlarm") }
    public var startStopwatch: some AppSchemaIntent { AppSchema.Intent("clock", "startStopwatch") }
    public var stopStopwatch: some AppSchemaIntent { AppSchema.Intent("clock", "stopStopwatch") }
    public var updateAlarm: some AppSchemaIntent { AppSchema.Intent("clock", "updateAlarm") }
    public var updateTimer: some AppSchemaIntent { AppSchema.Intent("clock", "updateTimer") }
}

extension AppSchema.FilesIntent {
    public var createFolder: some AppSchemaIntent { AppSchema.Intent("files", "createFolder") }
    public var deleteFiles: some AppSchemaIntent { AppSchema.Intent("files", "deleteFiles") }
    public var moveFiles: some AppSchemaIntent { AppSchema.Intent("files", "moveFiles") }
    public var openFile: some AppSchemaIntent { AppSchema.Intent("files", "openFile") }
    public var renameFile: some AppSchemaIntent { AppSchema.Intent("files", "renameFile") }
    public var showDocumentScanner: some AppSchemaIntent { AppSchema.Intent("files", "showDocumentScanner") }
}

extension AppSchema.JournalIntent {
    public var createAudioEntry: some AppSchemaIntent { AppSchema.Intent("journal", "createAudioEntry") }
    public var createEntry: some AppSchemaIntent { AppSchema.Intent("journal", "createEntry") }
    public var deleteEntry: some AppSchemaIntent { AppSchema.Intent("journal", "deleteEntry") }
    public var search: some AppSchemaIntent { AppSchema.Intent("journal", "search") }
    public var updateEntry: some AppSchemaIntent { AppSchema.Intent("journal", "updateEntry") }
}

extension AppSchema.MailIntent {
    public var archiveMail: some AppSchemaIntent { AppSchema.Intent("mail", "archiveMail") }
    public var createDraft: some AppSchemaIntent { AppSchema.Intent("mail", "createDraft") }
    public var deleteDraft: some AppSchemaIntent { AppSchema.Intent("mail", "deleteDraft") }
    public var deleteMail: some AppSchemaIntent { AppSchema.Intent("mail", "deleteMail") }
    public var forwardMail: some AppSchemaIntent { AppSchema.Intent("mail", "forwardMail") }
    public var openDraft: some AppSchemaIntent { AppSchema.Intent("mail", "openDraft") }
    public var openMessage: some AppSchemaIntent { AppSchema.Intent("mail", "openMessage") }
    public var replyMail: some AppSchemaIntent { AppSchema.Intent("mail", "replyMail") }
    public var saveDraft: some AppSchemaIntent { AppSchema.Intent("mail", "saveDraft") }
    public var sendDraft: some AppSchemaIntent { AppSchema.Intent("mail", "sendDraft") }
    public var summarizeMessages: some AppSchemaIntent { AppSchema.Intent("mail", "summarizeMessages") }
    public var undoSend: some AppSchemaIntent { AppSchema.Intent("mail", "undoSend") }
    public var unsubscribe: some AppSchemaIntent { AppSchema.Intent("mail", "unsubscribe") }
    public var updateDraft: some AppSchemaIntent { AppSchema.Intent("mail", "updateDraft") }
    public var updateMail: some AppSchemaIntent { AppSchema.Intent("mail", "updateMail") }
}

extension AppSchema.MapsIntent {
    public var reportIncident: some AppSchemaIntent { AppSchema.Intent("maps", "reportIncident") }
    public var shareETA: some AppSchemaIntent { AppSchema.Intent("maps", "shareETA") }
    public var startNavigation: some AppSchemaIntent { AppSchema.Intent("maps", "startNavigation") }
    public var stopNavigation: some AppSchemaIntent { AppSchema.Intent("maps", "stopNavigation") }
    public var stopShareETA: some AppSchemaIntent { AppSchema.Intent("maps", "stopShareETA") }
    public var updateNavigationWaypoints: some AppSchemaIntent { AppSchema.Intent("maps", "updateNavigationWaypoints") }
}

extension AppSchema.MessagesIntent {
    public var draftMessage: some AppSchemaIntent { AppSchema.Intent("messages", "draftMessage") }
    public var editSentMessage: some AppSchemaIntent { AppSchema.Intent("messages", "editSentMessage") }
    public var sendMessage: some AppSchemaIntent { AppSchema.Intent("messages", "sendMessage") }
    public var setMessageReadStatus: some AppSchemaIntent { AppSchema.Intent("messages", "setMessageReadStatus") }
    public var unsendMessage: some AppSchemaIntent { AppSchema.Intent("messages", "unsendMessage") }
}

extension AppSchema.NotesIntent {
    public var appendText: some AppSchemaIntent { AppSchema.Intent("notes", "appendText") }
    public var createNote: some AppSchemaIntent { AppSchema.Intent("notes", "createNote") }
    public var updateNote: some AppSchemaIntent { AppSchema.Intent("notes", "updateNote") }
}

extension AppSchema.PhoneIntent {
    public var startCall: some AppSchemaIntent { AppSchema.Intent("phone", "startCall") }
}

extension AppSchema.PhotosIntent {
    public var addAssetsToAlbum: some AppSchemaIntent { AppSchema.Intent("photos", "addAssetsToAlbum") }
    public var cleanupPhoto: some AppSchemaIntent { AppSchema.Intent("photos", "cleanupPhoto") }
    public var copyEdits: some AppSchemaIntent { AppSchema.Intent("photos", "copyEdits") }
    public var createAlbum: some AppSchemaIntent { AppSchema.Intent("photos", "createAlbum") }
    public var createAssets: some AppSchemaIntent { AppSchema.Intent("photos", "createAssets") }
    public var crop: some AppSchemaIntent { AppSchema.Intent("photos", "crop") }
    public var deleteAlbum: some AppSchemaIntent { AppSchema.Intent("photos", "deleteAlbum") }
    public var deleteAssets: some AppSchemaIntent { AppSchema.Intent("photos", "deleteAssets") }
    public var duplicateAssets: some AppSchemaIntent { AppSchema.Intent("photos", "duplicateAssets") }
    public var editAsset: some AppSchemaIntent { AppSchema.Intent("photos", "editAsset") }
    public var openAlbum: some AppSchemaIntent { AppSchema.Intent("photos", "openAlbum") }
    public var openAsset: some AppSchemaIntent { AppSchema.Intent("photos", "openAsset") }
    public var pasteEdits: some AppSchemaIntent { AppSchema.Intent("photos", "pasteEdits") }
    public var postToSharedAlbum: some AppSchemaIntent { AppSchema.Intent("photos", "postToSharedAlbum") }
    public var removeAssetsFromAlbum: some AppSchemaIntent { AppSchema.Intent("photos", "removeAssetsFromAlbum") }
    public var search: some AppSchemaIntent { AppSchema.Intent("photos", "search") }
    public var setDepth: some AppSchemaIntent { AppSchema.Intent("photos", "setDepth") }
    public var setExposure: some AppSchemaIntent { AppSchema.Intent("photos", "setExposure") }
    public var setFilter: some AppSchemaIntent { AppSchema.Intent("photos", "setFilter") }
    public var setRotation: some AppSchemaIntent { AppSchema.Intent("photos", "setRotation") }
    public var setSaturation: some AppSchemaIntent { AppSchema.Intent("photos", "setSaturation") }
    public var setWarmth: some AppSchemaIntent { AppSchema.Intent("photos", "setWarmth") }
    public var straighten: some AppSchemaIntent { AppSchema.Intent("photos", "straighten") }
    public var toggleDepth: some AppSchemaIntent { AppSchema.Intent("photos", "toggleDepth") }
    public var toggleSuggestedEdits: some AppSchemaIntent { AppSchema.Intent("photos", "toggleSuggestedEdits") }
    public var updateAlbum: some AppSchemaIntent { AppSchema.Intent("photos", "updateAlbum") }
    public var updateAsset: some AppSchemaIntent { AppSchema.Intent("photos", "updateAsset") }
    public var updateRecognizedPerson: some AppSchemaIntent { AppSchema.Intent("photos", "updateRecognizedPerson") }
}

extension AppSchema.PresentationIntent {
    public var addAudioToSlide: some AppSchemaIntent { AppSchema.Intent("presentation", "addAudioToSlide") }
    public var addCommentToSlide: some AppSchemaIntent { AppSchema.Intent("presentation", "addCommentToSlide") }
    public var addImageToSlide: some AppSchemaIntent { AppSchema.Intent("presentation", "addImageToSlide") }
    public var addTextBoxToSlide: some AppSchemaIntent { AppSchema.Intent("presentation", "addTextBoxToSlide") }
    public var addVideoToSlide: some AppSchemaIntent { AppSchema.Intent("presentation", "addVideoToSlide") }
    public var addWebVideoToSlide: some AppSchemaIntent { AppSchema.Intent("presentation", "addWebVideoToSlide") }
    public var create: some AppSchemaIntent { AppSchema.Intent("presentation", "create") }
    public var createSlide: some AppSchemaIntent { AppSchema.Intent("presentation", "createSlide") }
    public var deleteSlide: some AppSchemaIntent { AppSchema.Intent("presentation", "deleteSlide") }
    public var export: some AppSchemaIntent { AppSchema.Intent("presentation", "export") }
    public var open: some AppSchemaIntent { AppSchema.Intent("presentation", "open") }
    public var openSlide: some AppSchemaIntent { AppSchema.Intent("presentation", "openSlide") }
    public var setSlideTitle: some AppSchemaIntent { AppSchema.Intent("presentation", "setSlideTitle") }
    public var showPresenterNotes: some AppSchemaIntent { AppSchema.Intent("presentation", "showPresenterNotes") }
    public var startPlayback: some AppSchemaIntent { AppSchema.Intent("presentation", "startPlayback") }
    public var stopPlayback: some AppSchemaIntent { AppSchema.Intent("presentation", "stopPlayback") }
    public var update: some AppSchemaIntent { AppSchema.Intent("presentation", "update") }
}

extension AppSchema.ReaderIntent {
    public var deletePages: some AppSchemaIntent { AppSchema.Intent("reader", "deletePages") }
    public var enhanceDocuments: some AppSchemaIntent { AppSchema.Intent("reader", "enhanceDocuments") }
    public var insertPages: some AppSchemaIntent { AppSchema.Intent("reader", "insertPages") }
    public var openDocument: some AppSchemaIntent { AppSchema.Intent("reader", "openDocument") }
    public var openPage: some AppSchemaIntent { AppSchema.Intent("reader", "openPage") }
    public var resizeDocuments: some AppSchemaIntent { AppSchema.Intent("reader", "resizeDocuments") }
    public var rotateDocuments: some AppSchemaIntent { AppSchema.Intent("reader", "rotateDocuments") }
    public var rotatePages: some AppSchemaIntent { AppSchema.Intent("reader", "rotatePages") }
    public var searchDocuments: some AppSchemaIntent { AppSchema.Intent("reader", "searchDocuments") }
}

extension AppSchema.RemindersIntent {
    public var createList: some AppSchemaIntent { AppSchema.Intent("reminders", "createList") }
    public var createReminder: some AppSchemaIntent { AppSchema.Intent("reminders", "createReminder") }
    public var createSection: some AppSchemaIntent { AppSchema.Intent("reminders", "createSection") }
    public var deleteReminders: some AppSchemaIntent { AppSchema.Intent("reminders", "deleteReminders") }
    public var updateReminder: some AppSchemaIntent { AppSchema.Intent("reminders", "updateReminder") }
}

extension AppSchema.SpreadsheetIntent {
    public var addAudioToSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet", "addAudioToSheet") }
    public var addCommentToSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet", "addCommentToSheet") }
    public var addImageToSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet", "addImageToSheet") }
    public var addTextBoxToSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet", "addTextBoxToSheet") }
    public var addVideoToSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet", "addVideoToSheet") }
    public var addWebVideoToSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet", "addWebVideoToSheet") }
    public var create: some AppSchemaIntent { AppSchema.Intent("spreadsheet", "create") }
    public var createSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet", "createSheet") }
    public var delete: some AppSchemaIntent { AppSchema.Intent("spreadsheet", "delete") }
    public var deleteSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet", "deleteSheet") }
    public var open: some AppSchemaIntent { AppSchema.Intent("spreadsheet", "open") }
    public var openSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet", "openSheet") }
    public var update: some AppSchemaIntent { AppSchema.Intent("spreadsheet", "update") }
    public var updateSheet: some AppSchemaIntent { AppSchema.Intent("spreadsheet", "updateSheet") }
}

extension AppSchema.SystemIntent {
    public var open: some AppSchemaIntent { AppSchema.Intent("system", "open") }
    public var search: some AppSchemaIntent { AppSchema.Intent("system", "search") }
    /// Shows the app's own search results for a person's words (iOS 27; `search` before it).
    public var searchInApp: some AppSchemaIntent { AppSchema.Intent("system", "searchInApp") }
}

extension AppSchema.VisualIntelligenceIntent {
    public var semanticContentSearch: some AppSchemaIntent {
        AppSchema.Intent("visualIntelligence", "semanticContentSearch")
    }
}

extension AppSchema.WhiteboardIntent {
    public var createBoard: some AppSchemaIntent { AppSchema.Intent("whiteboard", "createBoard") }
    public var createItem: some AppSchemaIntent { AppSchema.Intent("whiteboard", "createItem") }
    public var deleteBoard: some AppSchemaIntent { AppSchema.Intent("whiteboard", "deleteBoard") }
    public var deleteItem: some AppSchemaIntent { AppSchema.Intent("whiteboard", "deleteItem") }
    public var openBoard: some AppSchemaIntent { AppSchema.Intent("whiteboard", "openBoard") }
    public var updateBoard: some AppSchemaIntent { AppSchema.Intent("whiteboard", "updateBoard") }
    public var updateItem: some AppSchemaIntent { AppSchema.Intent("whiteboard", "updateItem") }
}

extension AppSchema.WordProcessorIntent {
    public var addAudioToPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor", "addAudioToPage") }
    public var addImageToPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor", "addImageToPage") }
    public var addTextBoxToPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor", "addTextBoxToPage") }
    public var addVideoToPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor", "addVideoToPage") }
    public var addWebVideoToPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor", "addWebVideoToPage") }
    public var create: some AppSchemaIntent { AppSchema.Intent("wordProcessor", "create") }
    public var createPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor", "createPage") }
    public var open: some AppSchemaIntent { AppSchema.Intent("wordProcessor", "open") }
    public var openPage: some AppSchemaIntent { AppSchema.Intent("wordProcessor", "openPage") }
}
