// The entity schemas of Apple's App Schema family by domain, as Apple's documentation of
// `AppSchemaEntity` lists them (the table is docs/APP-SCHEMAS.md). Each domain is a protocol; its schemas
// are members of that protocol, so `.reminders.group` reads only the reminders domain's entity schemas.

extension AppSchema {
    /// The entity schemas of the `audio` domain (iOS 27).
    public protocol AudioEntity: AppSchema.Kind {}
    /// The entity schemas of the `books` domain (iOS 18).
    public protocol BooksEntity: AppSchema.Kind {}
    /// The entity schemas of the `browser` domain (iOS 18).
    public protocol BrowserEntity: AppSchema.Kind {}
    /// The entity schemas of the `calendar` domain (iOS 27).
    public protocol CalendarEntity: AppSchema.Kind {}
    /// The entity schemas of the `clock` domain (iOS 27).
    public protocol ClockEntity: AppSchema.Kind {}
    /// The entity schemas of the `files` domain (iOS 18).
    public protocol FilesEntity: AppSchema.Kind {}
    /// The entity schemas of the `journal` domain (iOS 18).
    public protocol JournalEntity: AppSchema.Kind {}
    /// The entity schemas of the `mail` domain (iOS 18).
    public protocol MailEntity: AppSchema.Kind {}
    /// The entity schemas of the `maps` domain (iOS 27).
    public protocol MapsEntity: AppSchema.Kind {}
    /// The entity schemas of the `messages` domain (iOS 27).
    public protocol MessagesEntity: AppSchema.Kind {}
    /// The entity schemas of the `notes` domain (iOS 27).
    public protocol NotesEntity: AppSchema.Kind {}
    /// The entity schemas of the `phone` domain (iOS 27).
    public protocol PhoneEntity: AppSchema.Kind {}
    /// The entity schemas of the `photos` domain (iOS 18).
    public protocol PhotosEntity: AppSchema.Kind {}
    /// The entity schemas of the `presentation` domain (iOS 18).
    public protocol PresentationEntity: AppSchema.Kind {}
    /// The entity schemas of the `reader` domain (iOS 18).
    public protocol ReaderEntity: AppSchema.Kind {}
    /// The entity schemas of the `reminders` domain (iOS 27).
    public protocol RemindersEntity: AppSchema.Kind {}
    /// The entity schemas of the `spreadsheet` domain (iOS 18).
    public protocol SpreadsheetEntity: AppSchema.Kind {}
    /// The entity schemas of the `whiteboard` domain (iOS 18).
    public protocol WhiteboardEntity: AppSchema.Kind {}
    /// The entity schemas of the `wordProcessor` domain (iOS 18).
    public protocol WordProcessorEntity: AppSchema.Kind {}
}

extension AppSchema.Entity: AppSchema.AudioEntity {}
extension AppSchema.Entity: AppSchema.BooksEntity {}
extension AppSchema.Entity: AppSchema.BrowserEntity {}
extension AppSchema.Entity: AppSchema.CalendarEntity {}
extension AppSchema.Entity: AppSchema.ClockEntity {}
extension AppSchema.Entity: AppSchema.FilesEntity {}
extension AppSchema.Entity: AppSchema.JournalEntity {}
extension AppSchema.Entity: AppSchema.MailEntity {}
extension AppSchema.Entity: AppSchema.MapsEntity {}
extension AppSchema.Entity: AppSchema.MessagesEntity {}
extension AppSchema.Entity: AppSchema.NotesEntity {}
extension AppSchema.Entity: AppSchema.PhoneEntity {}
extension AppSchema.Entity: AppSchema.PhotosEntity {}
extension AppSchema.Entity: AppSchema.PresentationEntity {}
extension AppSchema.Entity: AppSchema.ReaderEntity {}
extension AppSchema.Entity: AppSchema.RemindersEntity {}
extension AppSchema.Entity: AppSchema.SpreadsheetEntity {}
extension AppSchema.Entity: AppSchema.WhiteboardEntity {}
extension AppSchema.Entity: AppSchema.WordProcessorEntity {}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The entity schemas of the `audio` domain.
    public static var audio: some AppSchema.AudioEntity { AppSchema.Entity(domain: "audio") }
    /// The entity schemas of the `books` domain.
    public static var books: some AppSchema.BooksEntity { AppSchema.Entity(domain: "books") }
    /// The entity schemas of the `browser` domain.
    public static var browser: some AppSchema.BrowserEntity { AppSchema.Entity(domain: "browser") }
    /// The entity schemas of the `calendar` domain.
    public static var calendar: some AppSchema.CalendarEntity { AppSchema.Entity(domain: "calendar") }
    /// The entity schemas of the `clock` domain.
    public static var clock: some AppSchema.ClockEntity { AppSchema.Entity(domain: "clock") }
    /// The entity schemas of the `files` domain.
    public static var files: some AppSchema.FilesEntity { AppSchema.Entity(domain: "files") }
    /// The entity schemas of the `journal` domain.
    public static var journal: some AppSchema.JournalEntity { AppSchema.Entity(domain: "journal") }
    /// The entity schemas of the `mail` domain.
    public static var mail: some AppSchema.MailEntity { AppSchema.Entity(domain: "mail") }
    /// The entity schemas of the `maps` domain.
    public static var maps: some AppSchema.MapsEntity { AppSchema.Entity(domain: "maps") }
    /// The entity schemas of the `messages` domain.
    public static var messages: some AppSchema.MessagesEntity { AppSchema.Entity(domain: "messages") }
    /// The entity schemas of the `notes` domain.
    public static var notes: some AppSchema.NotesEntity { AppSchema.Entity(domain: "notes") }
    /// The entity schemas of the `phone` domain.
    public static var phone: some AppSchema.PhoneEntity { AppSchema.Entity(domain: "phone") }
    /// The entity schemas of the `photos` domain.
    public static var photos: some AppSchema.PhotosEntity { AppSchema.Entity(domain: "photos") }
    /// The entity schemas of the `presentation` domain.
    public static var presentation: some AppSchema.PresentationEntity { AppSchema.Entity(domain: "presentation") }
    /// The entity schemas of the `reader` domain.
    public static var reader: some AppSchema.ReaderEntity { AppSchema.Entity(domain: "reader") }
    /// The entity schemas of the `reminders` domain.
    public static var reminders: some AppSchema.RemindersEntity { AppSchema.Entity(domain: "reminders") }
    /// The entity schemas of the `spreadsheet` domain.
    public static var spreadsheet: some AppSchema.SpreadsheetEntity { AppSchema.Entity(domain: "spreadsheet") }
    /// The entity schemas of the `whiteboard` domain.
    public static var whiteboard: some AppSchema.WhiteboardEntity { AppSchema.Entity(domain: "whiteboard") }
    /// The entity schemas of the `wordProcessor` domain.
    public static var wordProcessor: some AppSchema.WordProcessorEntity { AppSchema.Entity(domain: "wordProcessor") }
}

extension AppSchema.AudioEntity {
    public var album: some AppSchemaEntity { AppSchema.Entity("audio", "album") }
    public var algorithmicRadioStation: some AppSchemaEntity { AppSchema.Entity("audio", "algorithmicRadioStation") }
    public var ambientSound: some AppSchemaEntity { AppSchema.Entity("audio", "ambientSound") }
    public var artist: some AppSchemaEntity { AppSchema.Entity("audio", "artist") }
    public var audiobook: some AppSchemaEntity { AppSchema.Entity("audio", "audiobook") }
    public var classicalMusicRecording: some AppSchemaEntity { AppSchema.Entity("audio", "classicalMusicRecording") }
    public var liveRadioStation: some AppSchemaEntity { AppSchema.Entity("audio", "liveRadioStation") }
    public var newsBrief: some AppSchemaEntity { AppSchema.Entity("audio", "newsBrief") }
    public var newsProvider: some AppSchemaEntity { AppSchema.Entity("audio", "newsProvider") }
    public var playlist: some AppSchemaEntity { AppSchema.Entity("audio", "playlist") }
    public var podcastCollection: some AppSchemaEntity { AppSchema.Entity("audio", "podcastCollection") }
    public var podcastEpisode: some AppSchemaEntity { AppSchema.Entity("audio", "podcastEpisode") }
    public var podcastShow: some AppSchemaEntity { AppSchema.Entity("audio", "podcastShow") }
    public var radioShow: some AppSchemaEntity { AppSchema.Entity("audio", "radioShow") }
    public var radioShowEpisode: some AppSchemaEntity { AppSchema.Entity("audio", "radioShowEpisode") }
    public var song: some AppSchemaEntity { AppSchema.Entity("audio", "song") }
    public var songCollection: some AppSchemaEntity { AppSchema.Entity("audio", "songCollection") }
    public var warmupAudioQueueResult: some AppSchemaEntity { AppSchema.Entity("audio", "warmupAudioQueueResult") }
}

extension AppSchema.BooksEntity {
    public var audiobook: some AppSchemaEntity { AppSchema.Entity("books", "audiobook") }
    public var book: some AppSchemaEntity { AppSchema.Entity("books", "book") }
    public var settings: some AppSchemaEntity { AppSchema.Entity("books", "settings") }
}

extension AppSchema.BrowserEntity {
    public var bookmark: some AppSchemaEntity { AppSchema.Entity("browser", "bookmark") }
    public var readingListItem: some AppSchemaEntity { AppSchema.Entity("browser", "readingListItem") }
    public var tab: some AppSchemaEntity { AppSchema.Entity("browser", "tab") }
    public var tabGroup: some AppSchemaEntity { AppSchema.Entity("browser", "tabGroup") }
    public var window: some AppSchemaEntity { AppSchema.Entity("browser", "window") }
}

extension AppSchema.CalendarEntity {
    public var attendee: some AppSchemaEntity { AppSchema.Entity("calendar", "attendee") }
    public var calendar: some AppSchemaEntity { AppSchema.Entity("calendar", "calendar") }
    public var event: some AppSchemaEntity { AppSchema.Entity("calendar", "event") }
}

extension AppSchema.ClockEntity {
    public var alarm: some AppSchemaEntity { AppSchema.Entity("clock", "alarm") }
    public var stopwatch: some AppSchemaEntity { AppSchema.Entity("clock", "stopwatch") }
    public var timer: some AppSchemaEntity { AppSchema.Entity("clock", "timer") }
}

extension AppSchema.FilesEntity {
    public var file: some AppSchemaEntity { AppSchema.Entity("files", "file") }
}

extension AppSchema.JournalEntity {
    public var entry: some AppSchemaEntity { AppSchema.Entity("journal", "entry") }
}

extension AppSchema.MailEntity {
    public var account: some AppSchemaEntity { AppSchema.Entity("mail", "account") }
    public var draft: some AppSchemaEntity { AppSchema.Entity("mail", "draft") }
    public var mailbox: some AppSchemaEntity { AppSchema.Entity("mail", "mailbox") }
    public var message: some AppSchemaEntity { AppSchema.Entity("mail", "message") }
    public var thread: some AppSchemaEntity { AppSchema.Entity("mail", "thread") }
}

extension AppSchema.MapsEntity {
    public var currentLocation: some AppSchemaEntity { AppSchema.Entity("maps", "currentLocation") }
    public var navigationSession: some AppSchemaEntity { AppSchema.Entity("maps", "navigationSession") }
    public var operatingHours: some AppSchemaEntity { AppSchema.Entity("maps", "operatingHours") }
    public var operatingTimeRange: some AppSchemaEntity { AppSchema.Entity("maps", "operatingTimeRange") }
    public var place: some AppSchemaEntity { AppSchema.Entity("maps", "place") }
    public var rating: some AppSchemaEntity { AppSchema.Entity("maps", "rating") }
}

extension AppSchema.MessagesEntity {
    public var conversation: some AppSchemaEntity { AppSchema.Entity("messages", "conversation") }
    public var customAttachment: some AppSchemaEntity { AppSchema.Entity("messages", "customAttachment") }
    public var message: some AppSchemaEntity { AppSchema.Entity("messages", "message") }
    public var messagePerson: some AppSchemaEntity { AppSchema.Entity("messages", "messagePerson") }
}

extension AppSchema.NotesEntity {
    public var account: some AppSchemaEntity { AppSchema.Entity("notes", "account") }
    public var folder: some AppSchemaEntity { AppSchema.Entity("notes", "folder") }
    public var note: some AppSchemaEntity { AppSchema.Entity("notes", "note") }
}

extension AppSchema.PhoneEntity {
    public var phonePerson: some AppSchemaEntity { AppSchema.Entity("phone", "phonePerson") }
}

extension AppSchema.PhotosEntity {
    public var album: some AppSchemaEntity { AppSchema.Entity("photos", "album") }
    public var asset: some AppSchemaEntity { AppSchema.Entity("photos", "asset") }
    public var recognizedPerson: some AppSchemaEntity { AppSchema.Entity("photos", "recognizedPerson") }
}

extension AppSchema.PresentationEntity {
    public var document: some AppSchemaEntity { AppSchema.Entity("presentation", "document") }
    public var slide: some AppSchemaEntity { AppSchema.Entity("presentation", "slide") }
    public var template: some AppSchemaEntity { AppSchema.Entity("presentation", "template") }
}

extension AppSchema.ReaderEntity {
    public var document: some AppSchemaEntity { AppSchema.Entity("reader", "document") }
    public var page: some AppSchemaEntity { AppSchema.Entity("reader", "page") }
}

extension AppSchema.RemindersEntity {
    public var group: some AppSchemaEntity { AppSchema.Entity("reminders", "group") }
    public var list: some AppSchemaEntity { AppSchema.Entity("reminders", "list") }
    public var locationTrigger: some AppSchemaEntity { AppSchema.Entity("reminders", "locationTrigger") }
    public var reminder: some AppSchemaEntity { AppSchema.Entity("reminders", "reminder") }
    public var section: some AppSchemaEntity { AppSchema.Entity("reminders", "section") }
}

extension AppSchema.SpreadsheetEntity {
    public var document: some AppSchemaEntity { AppSchema.Entity("spreadsheet", "document") }
    public var sheet: some AppSchemaEntity { AppSchema.Entity("spreadsheet", "sheet") }
    public var template: some AppSchemaEntity { AppSchema.Entity("spreadsheet", "template") }
}

extension AppSchema.WhiteboardEntity {
    public var board: some AppSchemaEntity { AppSchema.Entity("whiteboard", "board") }
    public var item: some AppSchemaEntity { AppSchema.Entity("whiteboard", "item") }
}

extension AppSchema.WordProcessorEntity {
    public var document: some AppSchemaEntity { AppSchema.Entity("wordProcessor", "document") }
    public var page: some AppSchemaEntity { AppSchema.Entity("wordProcessor", "page") }
    public var template: some AppSchemaEntity { AppSchema.Entity("wordProcessor", "template") }
}
