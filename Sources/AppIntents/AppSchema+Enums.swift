// The enum schemas of Apple's App Schema family by domain, as Apple's documentation of
// `AppSchemaEnum` lists them (the table is docs/APP-SCHEMAS.md). Each domain is a protocol; its schemas
// are members of that protocol, so `.reminders.listType` reads only the reminders domain's enum schemas.

extension AppSchema {
    /// The enum schemas of the `audio` domain (iOS 27).
    public protocol AudioEnum: AppSchema.Kind {}
    /// The enum schemas of the `books` domain (iOS 18).
    public protocol BooksEnum: AppSchema.Kind {}
    /// The enum schemas of the `browser` domain (iOS 18).
    public protocol BrowserEnum: AppSchema.Kind {}
    /// The enum schemas of the `calendar` domain (iOS 27).
    public protocol CalendarEnum: AppSchema.Kind {}
    /// The enum schemas of the `camera` domain (iOS 18).
    public protocol CameraEnum: AppSchema.Kind {}
    /// The enum schemas of the `clock` domain (iOS 27).
    public protocol ClockEnum: AppSchema.Kind {}
    /// The enum schemas of the `mail` domain (iOS 18).
    public protocol MailEnum: AppSchema.Kind {}
    /// The enum schemas of the `maps` domain (iOS 27).
    public protocol MapsEnum: AppSchema.Kind {}
    /// The enum schemas of the `messages` domain (iOS 27).
    public protocol MessagesEnum: AppSchema.Kind {}
    /// The enum schemas of the `phone` domain (iOS 27).
    public protocol PhoneEnum: AppSchema.Kind {}
    /// The enum schemas of the `photos` domain (iOS 18).
    public protocol PhotosEnum: AppSchema.Kind {}
    /// The enum schemas of the `presentation` domain (iOS 18).
    public protocol PresentationEnum: AppSchema.Kind {}
    /// The enum schemas of the `reader` domain (iOS 18).
    public protocol ReaderEnum: AppSchema.Kind {}
    /// The enum schemas of the `reminders` domain (iOS 27).
    public protocol RemindersEnum: AppSchema.Kind {}
    /// The enum schemas of the `whiteboard` domain (iOS 18).
    public protocol WhiteboardEnum: AppSchema.Kind {}
}

extension AppSchema.Enum: AppSchema.AudioEnum {}
extension AppSchema.Enum: AppSchema.BooksEnum {}
extension AppSchema.Enum: AppSchema.BrowserEnum {}
extension AppSchema.Enum: AppSchema.CalendarEnum {}
extension AppSchema.Enum: AppSchema.CameraEnum {}
extension AppSchema.Enum: AppSchema.ClockEnum {}
extension AppSchema.Enum: AppSchema.MailEnum {}
extension AppSchema.Enum: AppSchema.MapsEnum {}
extension AppSchema.Enum: AppSchema.MessagesEnum {}
extension AppSchema.Enum: AppSchema.PhoneEnum {}
extension AppSchema.Enum: AppSchema.PhotosEnum {}
extension AppSchema.Enum: AppSchema.PresentationEnum {}
extension AppSchema.Enum: AppSchema.ReaderEnum {}
extension AppSchema.Enum: AppSchema.RemindersEnum {}
extension AppSchema.Enum: AppSchema.WhiteboardEnum {}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The enum schemas of the `audio` domain.
    public static var audio: some AppSchema.AudioEnum { AppSchema.Enum(domain: "audio") }
    /// The enum schemas of the `books` domain.
    public static var books: some AppSchema.BooksEnum { AppSchema.Enum(domain: "books") }
    /// The enum schemas of the `browser` domain.
    public static var browser: some AppSchema.BrowserEnum { AppSchema.Enum(domain: "browser") }
    /// The enum schemas of the `calendar` domain.
    public static var calendar: some AppSchema.CalendarEnum { AppSchema.Enum(domain: "calendar") }
    /// The enum schemas of the `camera` domain.
    public static var camera: some AppSchema.CameraEnum { AppSchema.Enum(domain: "camera") }
    /// The enum schemas of the `clock` domain.
    public static var clock: some AppSchema.ClockEnum { AppSchema.Enum(domain: "clock") }
    /// The enum schemas of the `mail` domain.
    public static var mail: some AppSchema.MailEnum { AppSchema.Enum(domain: "mail") }
    /// The enum schemas of the `maps` domain.
    public static var maps: some AppSchema.MapsEnum { AppSchema.Enum(domain: "maps") }
    /// The enum schemas of the `messages` domain.
    public static var messages: some AppSchema.MessagesEnum { AppSchema.Enum(domain: "messages") }
    /// The enum schemas of the `phone` domain.
    public static var phone: some AppSchema.PhoneEnum { AppSchema.Enum(domain: "phone") }
    /// The enum schemas of the `photos` domain.
    public static var photos: some AppSchema.PhotosEnum { AppSchema.Enum(domain: "photos") }
    /// The enum schemas of the `presentation` domain.
    public static var presentation: some AppSchema.PresentationEnum { AppSchema.Enum(domain: "presentation") }
    /// The enum schemas of the `reader` domain.
    public static var reader: some AppSchema.ReaderEnum { AppSchema.Enum(domain: "reader") }
    /// The enum schemas of the `reminders` domain.
    public static var reminders: some AppSchema.RemindersEnum { AppSchema.Enum(domain: "reminders") }
    /// The enum schemas of the `whiteboard` domain.
    public static var whiteboard: some AppSchema.WhiteboardEnum { AppSchema.Enum(domain: "whiteboard") }
}

extension AppSchema.AudioEnum {
    public var affinityState: some AppSchemaEnum { AppSchema.Enum("audio", "affinityState") }
    public var playbackAttributes: some AppSchemaEnum { AppSchema.Enum("audio", "playbackAttributes") }
    public var queueInsertionLocation: some AppSchemaEnum { AppSchema.Enum("audio", "queueInsertionLocation") }
}

extension AppSchema.BooksEnum {
    public var contentType: some AppSchemaEnum { AppSchema.Enum("books", "contentType") }
    public var font: some AppSchemaEnum { AppSchema.Enum("books", "font") }
    public var fontSize: some AppSchemaEnum { AppSchema.Enum("books", "fontSize") }
    public var navigationDirection: some AppSchemaEnum { AppSchema.Enum("books", "navigationDirection") }
    public var pageNavigationSetting: some AppSchemaEnum { AppSchema.Enum("books", "pageNavigationSetting") }
    public var relativeCharacterSpacingChange: some AppSchemaEnum {
        AppSchema.Enum("books", "relativeCharacterSpacingChange")
    }
    public var relativeFontChange: some AppSchemaEnum { AppSchema.Enum("books", "relativeFontChange") }
    public var relativeLineSpacingChange: some AppSchemaEnum { AppSchema.Enum("books", "relativeLineSpacingChange") }
    public var relativeWordSpacingChange: some AppSchemaEnum { AppSchema.Enum("books", "relativeWordSpacingChange") }
    public var theme: some AppSchemaEnum { AppSchema.Enum("books", "theme") }
}

extension AppSchema.BrowserEnum {
    public var clearHistoryTimeFrame: some AppSchemaEnum { AppSchema.Enum("browser", "clearHistoryTimeFrame") }
}

extension AppSchema.CalendarEnum {
    public var attendeeStatus: some AppSchemaEnum { AppSchema.Enum("calendar", "attendeeStatus") }
    public var attendeeType: some AppSchemaEnum { AppSchema.Enum("calendar", "attendeeType") }
    public var eventSpan: some AppSchemaEnum { AppSchema.Enum("calendar", "eventSpan") }
    public var eventStatus: some AppSchemaEnum { AppSchema.Enum("calendar", "eventStatus") }
}

extension AppSchema.CameraEnum {
    public var captureDevice: some AppSchemaEnum { AppSchema.Enum("camera", "captureDevice") }
    public var captureDuration: some AppSchemaEnum { AppSchema.Enum("camera", "captureDuration") }
    public var captureMode: some AppSchemaEnum { AppSchema.Enum("camera", "captureMode") }
}

extension AppSchema.ClockEnum {
    public var alarmTriggerState: some AppSchemaEnum { AppSchema.Enum("clock", "alarmTriggerState") }
    public var stopwatchState: some AppSchemaEnum { AppSchema.Enum("clock", "stopwatchState") }
    public var timerState: some AppSchemaEnum { AppSchema.Enum("clock", "timerState") }
}

extension AppSchema.MessagesEnum {
    public var conversationAttribute: some AppSchemaEnum { AppSchema.Enum("messages", "conversationAttribute") }
    public var customReaction: some AppSchemaEnum { AppSchema.Enum("messages", "customReaction") }
    public var messageAttribute: some AppSchemaEnum { AppSchema.Enum("messages", "messageAttribute") }
    public var messageEffect: some AppSchemaEnum { AppSchema.Enum("messages", "messageEffect") }
    public var messageType: some AppSchemaEnum { AppSchema.Enum("messages", "messageType") }
}

extension AppSchema.MailEnum {
    public var category: some AppSchemaEnum { AppSchema.Enum("mail", "category") }
}

extension AppSchema.MapsEnum {
    public var amenity: some AppSchemaEnum { AppSchema.Enum("maps", "amenity") }
    public var incident: some AppSchemaEnum { AppSchema.Enum("maps", "incident") }
    public var navigationPreferences: some AppSchemaEnum { AppSchema.Enum("maps", "navigationPreferences") }
    public var operatingStatus: some AppSchemaEnum { AppSchema.Enum("maps", "operatingStatus") }
    public var priceRange: some AppSchemaEnum { AppSchema.Enum("maps", "priceRange") }
    public var ratingDescriptor: some AppSchemaEnum { AppSchema.Enum("maps", "ratingDescriptor") }
    public var transportType: some AppSchemaEnum { AppSchema.Enum("maps", "transportType") }
}

extension AppSchema.PhoneEnum {
    public var audioVisualMode: some AppSchemaEnum { AppSchema.Enum("phone", "audioVisualMode") }
}

extension AppSchema.PhotosEnum {
    public var albumType: some AppSchemaEnum { AppSchema.Enum("photos", "albumType") }
    public var assetType: some AppSchemaEnum { AppSchema.Enum("photos", "assetType") }
    public var filterType: some AppSchemaEnum { AppSchema.Enum("photos", "filterType") }
    public var rotationDirection: some AppSchemaEnum { AppSchema.Enum("photos", "rotationDirection") }
}

extension AppSchema.PresentationEnum {
    public var exportFormat: some AppSchemaEnum { AppSchema.Enum("presentation", "exportFormat") }
}

extension AppSchema.ReaderEnum {
    public var documentKind: some AppSchemaEnum { AppSchema.Enum("reader", "documentKind") }
}

extension AppSchema.RemindersEnum {
    public var listType: some AppSchemaEnum { AppSchema.Enum("reminders", "listType") }
    public var locationTriggerEvent: some AppSchemaEnum { AppSchema.Enum("reminders", "locationTriggerEvent") }
}

extension AppSchema.WhiteboardEnum {
    public var color: some AppSchemaEnum { AppSchema.Enum("whiteboard", "color") }
    public var itemType: some AppSchemaEnum { AppSchema.Enum("whiteboard", "itemType") }
}
