import Foundation
import UniformTypeIdentifiers

/// Spotlight's other attributes, with Apple's names and types, grouped as Apple's documentation
/// groups them. The text ones (a `String` or a list of them) are kept with the indexed record
/// (`textAttributes`), as is `url`; the rest are kept with the set, for the app's own code, but
/// the system's index does not store them.
extension CSSearchableItemAttributeSet {
    /// This extension's text attributes, which the index keeps, in the order it writes them.
    package static let otherTextAttributeNames: [String] = [
        "subject", "theme", "creator", "kind", "securityMethod", "audiences", "encodingApplications", "fontNames",
        "copyright", "ratingDescription", "information", "director", "producer", "originalFormat", "originalSource",
        "composer", "lyricist", "musicalGenre", "editors", "participants", "projects", "contentSources",
        "contactKeywords", "codecs", "organizations", "mediaTypes", "authorNames", "recipientNames",
        "authorEmailAddresses", "recipientEmailAddresses", "authorAddresses", "recipientAddresses", "phoneNumbers",
        "emailAddresses", "instantMessageAddresses", "headline", "instructions", "thoroughfare", "subThoroughfare",
        "postalCode", "city", "stateOrProvince", "country", "fullyFormattedAddress",
    ]

    /// Those of them that hold a list of texts: an `indexingKey:` property adds to the list.
    package static let otherTextListAttributeNames: Set<String> = [
        "audiences", "encodingApplications", "fontNames", "editors", "participants", "projects", "contentSources",
        "contactKeywords", "codecs", "organizations", "mediaTypes", "authorNames", "recipientNames",
        "authorEmailAddresses", "recipientEmailAddresses", "authorAddresses", "recipientAddresses", "phoneNumbers",
        "emailAddresses", "instantMessageAddresses",
    ]

    /// The key paths of the text attributes, for `indexingKey:`.
    static var otherTextKeyPaths: [(PartialKeyPath<CSSearchableItemAttributeSet>, String)] {
        [
            (\.subject, "subject"), (\.theme, "theme"), (\.creator, "creator"), (\.kind, "kind"),
            (\.securityMethod, "securityMethod"), (\.audiences, "audiences"),
            (\.encodingApplications, "encodingApplications"), (\.fontNames, "fontNames"), (\.copyright, "copyright"),
            (\.ratingDescription, "ratingDescription"), (\.information, "information"), (\.director, "director"),
            (\.producer, "producer"), (\.originalFormat, "originalFormat"), (\.originalSource, "originalSource"),
            (\.composer, "composer"), (\.lyricist, "lyricist"), (\.musicalGenre, "musicalGenre"),
            (\.editors, "editors"),
            (\.participants, "participants"), (\.projects, "projects"), (\.contentSources, "contentSources"),
            (\.contactKeywords, "contactKeywords"), (\.codecs, "codecs"), (\.organizations, "organizations"),
            (\.mediaTypes, "mediaTypes"), (\.authorNames, "authorNames"), (\.recipientNames, "recipientNames"),
            (\.authorEmailAddresses, "authorEmailAddresses"), (\.recipientEmailAddresses, "recipientEmailAddresses"),
            (\.authorAddresses, "authorAddresses"), (\.recipientAddresses, "recipientAddresses"),
            (\.phoneNumbers, "phoneNumbers"), (\.emailAddresses, "emailAddresses"),
            (\.instantMessageAddresses, "instantMessageAddresses"), (\.headline, "headline"),
            (\.instructions, "instructions"), (\.thoroughfare, "thoroughfare"), (\.subThoroughfare, "subThoroughfare"),
            (\.postalCode, "postalCode"), (\.city, "city"), (\.stateOrProvince, "stateOrProvince"),
            (\.country, "country"), (\.fullyFormattedAddress, "fullyFormattedAddress"),
        ]
    }

    /// A set for content of this type, named by its identifier (Apple's older initializer).
    public convenience init(itemContentType: String) {
        self.init()
        contentType = itemContentType
    }

    /// Sets a custom attribute's value from a Foundation object, as Apple's takes it: a string,
    /// a number or a date is kept as its text (`nil` removes it).
    @_disfavoredOverload
    public func setValue(_ value: (any NSSecureCoding)?, forCustomKey key: CSCustomAttributeKey) {
        switch value {
        case nil: setValue(nil as String?, forCustomKey: key)
        case let text as NSString: setValue(text as String, forCustomKey: key)
        case let number as NSNumber: setValue(number.stringValue, forCustomKey: key)
        case let date as NSDate: setValue(ISO8601DateFormatter().string(from: date as Date), forCustomKey: key)
        case let value?: setValue(String(describing: value), forCustomKey: key)
        }
    }

    // MARK: General
    public var domainIdentifier: String? {
        get { storedAttributes["domainIdentifier"] as? String }
        set { storedAttributes["domainIdentifier"] = newValue }
    }
    public var path: String? {
        get { storedAttributes["path"] as? String }
        set { storedAttributes["path"] = newValue }
    }
    public var version: String? {
        get { storedAttributes["version"] as? String }
        set { storedAttributes["version"] = newValue }
    }
    public var containerTitle: String? {
        get { storedAttributes["containerTitle"] as? String }
        set { storedAttributes["containerTitle"] = newValue }
    }
    public var containerDisplayName: String? {
        get { storedAttributes["containerDisplayName"] as? String }
        set { storedAttributes["containerDisplayName"] = newValue }
    }
    public var containerIdentifier: String? {
        get { storedAttributes["containerIdentifier"] as? String }
        set { storedAttributes["containerIdentifier"] = newValue }
    }
    public var weakRelatedUniqueIdentifier: String? {
        get { storedAttributes["weakRelatedUniqueIdentifier"] as? String }
        set { storedAttributes["weakRelatedUniqueIdentifier"] = newValue }
    }
    public var contentTypeTree: [String]? {
        get { storedAttributes["contentTypeTree"] as? [String] }
        set { storedAttributes["contentTypeTree"] = newValue }
    }
    public var actionIdentifiers: [String]? {
        get { storedAttributes["actionIdentifiers"] as? [String] }
        set { storedAttributes["actionIdentifiers"] = newValue }
    }
    public var metadataModificationDate: Date? {
        get { storedAttributes["metadataModificationDate"] as? Date }
        set { storedAttributes["metadataModificationDate"] = newValue }
    }
    public var darkThumbnailURL: URL? {
        get { storedAttributes["darkThumbnailURL"] as? URL }
        set { storedAttributes["darkThumbnailURL"] = newValue }
    }
    public var sharedItemContentType: UTType? {
        get { storedAttributes["sharedItemContentType"] as? UTType }
        set { storedAttributes["sharedItemContentType"] = newValue }
    }
    public var userCreated: NSNumber? {
        get { storedAttributes["userCreated"] as? NSNumber }
        set { storedAttributes["userCreated"] = newValue }
    }
    public var userOwned: NSNumber? {
        get { storedAttributes["userOwned"] as? NSNumber }
        set { storedAttributes["userOwned"] = newValue }
    }
    public var userCurated: NSNumber? {
        get { storedAttributes["userCurated"] as? NSNumber }
        set { storedAttributes["userCurated"] = newValue }
    }
    public var rankingHint: NSNumber? {
        get { storedAttributes["rankingHint"] as? NSNumber }
        set { storedAttributes["rankingHint"] = newValue }
    }
    public var containerOrder: NSNumber? {
        get { storedAttributes["containerOrder"] as? NSNumber }
        set { storedAttributes["containerOrder"] = newValue }
    }
    public var supportsPhoneCall: NSNumber? {
        get { storedAttributes["supportsPhoneCall"] as? NSNumber }
        set { storedAttributes["supportsPhoneCall"] = newValue }
    }
    public var supportsNavigation: NSNumber? {
        get { storedAttributes["supportsNavigation"] as? NSNumber }
        set { storedAttributes["supportsNavigation"] = newValue }
    }
    // MARK: Documents
    public var subject: String? {
        get { storedAttributes["subject"] as? String }
        set { storedAttributes["subject"] = newValue }
    }
    public var theme: String? {
        get { storedAttributes["theme"] as? String }
        set { storedAttributes["theme"] = newValue }
    }
    public var creator: String? {
        get { storedAttributes["creator"] as? String }
        set { storedAttributes["creator"] = newValue }
    }
    public var kind: String? {
        get { storedAttributes["kind"] as? String }
        set { storedAttributes["kind"] = newValue }
    }
    public var securityMethod: String? {
        get { storedAttributes["securityMethod"] as? String }
        set { storedAttributes["securityMethod"] = newValue }
    }
    public var audiences: [String]? {
        get { storedAttributes["audiences"] as? [String] }
        set { storedAttributes["audiences"] = newValue }
    }
    public var encodingApplications: [String]? {
        get { storedAttributes["encodingApplications"] as? [String] }
        set { storedAttributes["encodingApplications"] = newValue }
    }
    public var fontNames: [String]? {
        get { storedAttributes["fontNames"] as? [String] }
        set { storedAttributes["fontNames"] = newValue }
    }
    public var fileSize: NSNumber? {
        get { storedAttributes["fileSize"] as? NSNumber }
        set { storedAttributes["fileSize"] = newValue }
    }
    public var pageCount: NSNumber? {
        get { storedAttributes["pageCount"] as? NSNumber }
        set { storedAttributes["pageCount"] = newValue }
    }
    public var pageWidth: NSNumber? {
        get { storedAttributes["pageWidth"] as? NSNumber }
        set { storedAttributes["pageWidth"] = newValue }
    }
    public var pageHeight: NSNumber? {
        get { storedAttributes["pageHeight"] as? NSNumber }
        set { storedAttributes["pageHeight"] = newValue }
    }
    // MARK: Events
    public var dueDate: Date? {
        get { storedAttributes["dueDate"] as? Date }
        set { storedAttributes["dueDate"] = newValue }
    }
    public var completionDate: Date? {
        get { storedAttributes["completionDate"] as? Date }
        set { storedAttributes["completionDate"] = newValue }
    }
    public var startDate: Date? {
        get { storedAttributes["startDate"] as? Date }
        set { storedAttributes["startDate"] = newValue }
    }
    public var endDate: Date? {
        get { storedAttributes["endDate"] as? Date }
        set { storedAttributes["endDate"] = newValue }
    }
    public var importantDates: [Date]? {
        get { storedAttributes["importantDates"] as? [Date] }
        set { storedAttributes["importantDates"] = newValue }
    }
    public var allDay: NSNumber? {
        get { storedAttributes["allDay"] as? NSNumber }
        set { storedAttributes["allDay"] = newValue }
    }
    // MARK: Media
    public var copyright: String? {
        get { storedAttributes["copyright"] as? String }
        set { storedAttributes["copyright"] = newValue }
    }
    public var ratingDescription: String? {
        get { storedAttributes["ratingDescription"] as? String }
        set { storedAttributes["ratingDescription"] = newValue }
    }
    public var information: String? {
        get { storedAttributes["information"] as? String }
        set { storedAttributes["information"] = newValue }
    }
    public var director: String? {
        get { storedAttributes["director"] as? String }
        set { storedAttributes["director"] = newValue }
    }
    public var producer: String? {
        get { storedAttributes["producer"] as? String }
        set { storedAttributes["producer"] = newValue }
    }
    public var originalFormat: String? {
        get { storedAttributes["originalFormat"] as? String }
        set { storedAttributes["originalFormat"] = newValue }
    }
    public var originalSource: String? {
        get { storedAttributes["originalSource"] as? String }
        set { storedAttributes["originalSource"] = newValue }
    }
    public var composer: String? {
        get { storedAttributes["composer"] as? String }
        set { storedAttributes["composer"] = newValue }
    }
    public var lyricist: String? {
        get { storedAttributes["lyricist"] as? String }
        set { storedAttributes["lyricist"] = newValue }
    }
    public var musicalGenre: String? {
        get { storedAttributes["musicalGenre"] as? String }
        set { storedAttributes["musicalGenre"] = newValue }
    }
    public var editors: [String]? {
        get { storedAttributes["editors"] as? [String] }
        set { storedAttributes["editors"] = newValue }
    }
    public var participants: [String]? {
        get { storedAttributes["participants"] as? [String] }
        set { storedAttributes["participants"] = newValue }
    }
    public var projects: [String]? {
        get { storedAttributes["projects"] as? [String] }
        set { storedAttributes["projects"] = newValue }
    }
    public var contentSources: [String]? {
        get { storedAttributes["contentSources"] as? [String] }
        set { storedAttributes["contentSources"] = newValue }
    }
    public var contactKeywords: [String]? {
        get { storedAttributes["contactKeywords"] as? [String] }
        set { storedAttributes["contactKeywords"] = newValue }
    }
    public var codecs: [String]? {
        get { storedAttributes["codecs"] as? [String] }
        set { storedAttributes["codecs"] = newValue }
    }
    public var organizations: [String]? {
        get { storedAttributes["organizations"] as? [String] }
        set { storedAttributes["organizations"] = newValue }
    }
    public var mediaTypes: [String]? {
        get { storedAttributes["mediaTypes"] as? [String] }
        set { storedAttributes["mediaTypes"] = newValue }
    }
    public var downloadedDate: Date? {
        get { storedAttributes["downloadedDate"] as? Date }
        set { storedAttributes["downloadedDate"] = newValue }
    }
    public var lastUsedDate: Date? {
        get { storedAttributes["lastUsedDate"] as? Date }
        set { storedAttributes["lastUsedDate"] = newValue }
    }
    public var contentModificationDate: Date? {
        get { storedAttributes["contentModificationDate"] as? Date }
        set { storedAttributes["contentModificationDate"] = newValue }
    }
    public var addedDate: Date? {
        get { storedAttributes["addedDate"] as? Date }
        set { storedAttributes["addedDate"] = newValue }
    }
    public var recordingDate: Date? {
        get { storedAttributes["recordingDate"] as? Date }
        set { storedAttributes["recordingDate"] = newValue }
    }
    public var duration: NSNumber? {
        get { storedAttributes["duration"] as? NSNumber }
        set { storedAttributes["duration"] = newValue }
    }
    public var playCount: NSNumber? {
        get { storedAttributes["playCount"] as? NSNumber }
        set { storedAttributes["playCount"] = newValue }
    }
    public var audioBitRate: NSNumber? {
        get { storedAttributes["audioBitRate"] as? NSNumber }
        set { storedAttributes["audioBitRate"] = newValue }
    }
    public var videoBitRate: NSNumber? {
        get { storedAttributes["videoBitRate"] as? NSNumber }
        set { storedAttributes["videoBitRate"] = newValue }
    }
    public var totalBitRate: NSNumber? {
        get { storedAttributes["totalBitRate"] as? NSNumber }
        set { storedAttributes["totalBitRate"] = newValue }
    }
    public var streamable: NSNumber? {
        get { storedAttributes["streamable"] as? NSNumber }
        set { storedAttributes["streamable"] = newValue }
    }
    public var contentRating: NSNumber? {
        get { storedAttributes["contentRating"] as? NSNumber }
        set { storedAttributes["contentRating"] = newValue }
    }
    public var local: NSNumber? {
        get { storedAttributes["local"] as? NSNumber }
        set { storedAttributes["local"] = newValue }
    }
    public var audioTrackNumber: NSNumber? {
        get { storedAttributes["audioTrackNumber"] as? NSNumber }
        set { storedAttributes["audioTrackNumber"] = newValue }
    }
    public var audioSampleRate: NSNumber? {
        get { storedAttributes["audioSampleRate"] as? NSNumber }
        set { storedAttributes["audioSampleRate"] = newValue }
    }
    public var audioChannelCount: NSNumber? {
        get { storedAttributes["audioChannelCount"] as? NSNumber }
        set { storedAttributes["audioChannelCount"] = newValue }
    }
    public var deliveryType: NSNumber? {
        get { storedAttributes["deliveryType"] as? NSNumber }
        set { storedAttributes["deliveryType"] = newValue }
    }
    public var url: URL? {
        get { storedAttributes["url"] as? URL }
        set { storedAttributes["url"] = newValue }
    }
    // MARK: Images
    public var colorSpace: String? {
        get { storedAttributes["colorSpace"] as? String }
        set { storedAttributes["colorSpace"] = newValue }
    }
    public var acquisitionMake: String? {
        get { storedAttributes["acquisitionMake"] as? String }
        set { storedAttributes["acquisitionMake"] = newValue }
    }
    public var acquisitionModel: String? {
        get { storedAttributes["acquisitionModel"] as? String }
        set { storedAttributes["acquisitionModel"] = newValue }
    }
    public var cameraOwner: String? {
        get { storedAttributes["cameraOwner"] as? String }
        set { storedAttributes["cameraOwner"] = newValue }
    }
    public var lensModel: String? {
        get { storedAttributes["lensModel"] as? String }
        set { storedAttributes["lensModel"] = newValue }
    }
    public var profileName: String? {
        get { storedAttributes["profileName"] as? String }
        set { storedAttributes["profileName"] = newValue }
    }
    public var meteringMode: String? {
        get { storedAttributes["meteringMode"] as? String }
        set { storedAttributes["meteringMode"] = newValue }
    }
    public var exposureProgram: String? {
        get { storedAttributes["exposureProgram"] as? String }
        set { storedAttributes["exposureProgram"] = newValue }
    }
    public var exposureTimeString: String? {
        get { storedAttributes["exposureTimeString"] as? String }
        set { storedAttributes["exposureTimeString"] = newValue }
    }
    public var exifVersion: String? {
        get { storedAttributes["exifVersion"] as? String }
        set { storedAttributes["exifVersion"] = newValue }
    }
    public var exifgpsVersion: String? {
        get { storedAttributes["exifgpsVersion"] as? String }
        set { storedAttributes["exifgpsVersion"] = newValue }
    }
    public var layerNames: [String]? {
        get { storedAttributes["layerNames"] as? [String] }
        set { storedAttributes["layerNames"] = newValue }
    }
    public var pixelHeight: NSNumber? {
        get { storedAttributes["pixelHeight"] as? NSNumber }
        set { storedAttributes["pixelHeight"] = newValue }
    }
    public var pixelWidth: NSNumber? {
        get { storedAttributes["pixelWidth"] as? NSNumber }
        set { storedAttributes["pixelWidth"] = newValue }
    }
    public var pixelCount: NSNumber? {
        get { storedAttributes["pixelCount"] as? NSNumber }
        set { storedAttributes["pixelCount"] = newValue }
    }
    public var bitsPerSample: NSNumber? {
        get { storedAttributes["bitsPerSample"] as? NSNumber }
        set { storedAttributes["bitsPerSample"] = newValue }
    }
    public var flashOn: NSNumber? {
        get { storedAttributes["flashOn"] as? NSNumber }
        set { storedAttributes["flashOn"] = newValue }
    }
    public var focalLength: NSNumber? {
        get { storedAttributes["focalLength"] as? NSNumber }
        set { storedAttributes["focalLength"] = newValue }
    }
    public var focalLength35mm: NSNumber? {
        get { storedAttributes["focalLength35mm"] as? NSNumber }
        set { storedAttributes["focalLength35mm"] = newValue }
    }
    public var isoSpeed: NSNumber? {
        get { storedAttributes["isoSpeed"] as? NSNumber }
        set { storedAttributes["isoSpeed"] = newValue }
    }
    public var orientation: NSNumber? {
        get { storedAttributes["orientation"] as? NSNumber }
        set { storedAttributes["orientation"] = newValue }
    }
    public var whiteBalance: NSNumber? {
        get { storedAttributes["whiteBalance"] as? NSNumber }
        set { storedAttributes["whiteBalance"] = newValue }
    }
    public var aperture: NSNumber? {
        get { storedAttributes["aperture"] as? NSNumber }
        set { storedAttributes["aperture"] = newValue }
    }
    public var resolutionWidthDPI: NSNumber? {
        get { storedAttributes["resolutionWidthDPI"] as? NSNumber }
        set { storedAttributes["resolutionWidthDPI"] = newValue }
    }
    public var resolutionHeightDPI: NSNumber? {
        get { storedAttributes["resolutionHeightDPI"] as? NSNumber }
        set { storedAttributes["resolutionHeightDPI"] = newValue }
    }
    public var exposureMode: NSNumber? {
        get { storedAttributes["exposureMode"] as? NSNumber }
        set { storedAttributes["exposureMode"] = newValue }
    }
    public var exposureTime: NSNumber? {
        get { storedAttributes["exposureTime"] as? NSNumber }
        set { storedAttributes["exposureTime"] = newValue }
    }
    public var hasAlphaChannel: NSNumber? {
        get { storedAttributes["hasAlphaChannel"] as? NSNumber }
        set { storedAttributes["hasAlphaChannel"] = newValue }
    }
    public var redEyeOn: NSNumber? {
        get { storedAttributes["redEyeOn"] as? NSNumber }
        set { storedAttributes["redEyeOn"] = newValue }
    }
    public var maxAperture: NSNumber? {
        get { storedAttributes["maxAperture"] as? NSNumber }
        set { storedAttributes["maxAperture"] = newValue }
    }
    public var fNumber: NSNumber? {
        get { storedAttributes["fNumber"] as? NSNumber }
        set { storedAttributes["fNumber"] = newValue }
    }
    // MARK: Messaging
    public var accountIdentifier: String? {
        get { storedAttributes["accountIdentifier"] as? String }
        set { storedAttributes["accountIdentifier"] = newValue }
    }
    public var authorNames: [String]? {
        get { storedAttributes["authorNames"] as? [String] }
        set { storedAttributes["authorNames"] = newValue }
    }
    public var recipientNames: [String]? {
        get { storedAttributes["recipientNames"] as? [String] }
        set { storedAttributes["recipientNames"] = newValue }
    }
    public var authorEmailAddresses: [String]? {
        get { storedAttributes["authorEmailAddresses"] as? [String] }
        set { storedAttributes["authorEmailAddresses"] = newValue }
    }
    public var recipientEmailAddresses: [String]? {
        get { storedAttributes["recipientEmailAddresses"] as? [String] }
        set { storedAttributes["recipientEmailAddresses"] = newValue }
    }
    public var authorAddresses: [String]? {
        get { storedAttributes["authorAddresses"] as? [String] }
        set { storedAttributes["authorAddresses"] = newValue }
    }
    public var recipientAddresses: [String]? {
        get { storedAttributes["recipientAddresses"] as? [String] }
        set { storedAttributes["recipientAddresses"] = newValue }
    }
    public var phoneNumbers: [String]? {
        get { storedAttributes["phoneNumbers"] as? [String] }
        set { storedAttributes["phoneNumbers"] = newValue }
    }
    public var emailAddresses: [String]? {
        get { storedAttributes["emailAddresses"] as? [String] }
        set { storedAttributes["emailAddresses"] = newValue }
    }
    public var instantMessageAddresses: [String]? {
        get { storedAttributes["instantMessageAddresses"] as? [String] }
        set { storedAttributes["instantMessageAddresses"] = newValue }
    }
    public var accountHandles: [String]? {
        get { storedAttributes["accountHandles"] as? [String] }
        set { storedAttributes["accountHandles"] = newValue }
    }
    public var mailboxIdentifiers: [String]? {
        get { storedAttributes["mailboxIdentifiers"] as? [String] }
        set { storedAttributes["mailboxIdentifiers"] = newValue }
    }
    public var authors: [CSPerson]? {
        get { storedAttributes["authors"] as? [CSPerson] }
        set { storedAttributes["authors"] = newValue }
    }
    public var primaryRecipients: [CSPerson]? {
        get { storedAttributes["primaryRecipients"] as? [CSPerson] }
        set { storedAttributes["primaryRecipients"] = newValue }
    }
    public var additionalRecipients: [CSPerson]? {
        get { storedAttributes["additionalRecipients"] as? [CSPerson] }
        set { storedAttributes["additionalRecipients"] = newValue }
    }
    public var hiddenAdditionalRecipients: [CSPerson]? {
        get { storedAttributes["hiddenAdditionalRecipients"] as? [CSPerson] }
        set { storedAttributes["hiddenAdditionalRecipients"] = newValue }
    }
    public var htmlContentData: Data? {
        get { storedAttributes["htmlContentData"] as? Data }
        set { storedAttributes["htmlContentData"] = newValue }
    }
    public var isLikelyJunk: NSNumber? {
        get { storedAttributes["isLikelyJunk"] as? NSNumber }
        set { storedAttributes["isLikelyJunk"] = newValue }
    }
    // MARK: Places
    public var headline: String? {
        get { storedAttributes["headline"] as? String }
        set { storedAttributes["headline"] = newValue }
    }
    public var instructions: String? {
        get { storedAttributes["instructions"] as? String }
        set { storedAttributes["instructions"] = newValue }
    }
    public var thoroughfare: String? {
        get { storedAttributes["thoroughfare"] as? String }
        set { storedAttributes["thoroughfare"] = newValue }
    }
    public var subThoroughfare: String? {
        get { storedAttributes["subThoroughfare"] as? String }
        set { storedAttributes["subThoroughfare"] = newValue }
    }
    public var postalCode: String? {
        get { storedAttributes["postalCode"] as? String }
        set { storedAttributes["postalCode"] = newValue }
    }
    public var city: String? {
        get { storedAttributes["city"] as? String }
        set { storedAttributes["city"] = newValue }
    }
    public var stateOrProvince: String? {
        get { storedAttributes["stateOrProvince"] as? String }
        set { storedAttributes["stateOrProvince"] = newValue }
    }
    public var country: String? {
        get { storedAttributes["country"] as? String }
        set { storedAttributes["country"] = newValue }
    }
    public var fullyFormattedAddress: String? {
        get { storedAttributes["fullyFormattedAddress"] as? String }
        set { storedAttributes["fullyFormattedAddress"] = newValue }
    }
    public var altitude: NSNumber? {
        get { storedAttributes["altitude"] as? NSNumber }
        set { storedAttributes["altitude"] = newValue }
    }
    public var latitude: NSNumber? {
        get { storedAttributes["latitude"] as? NSNumber }
        set { storedAttributes["latitude"] = newValue }
    }
    public var longitude: NSNumber? {
        get { storedAttributes["longitude"] as? NSNumber }
        set { storedAttributes["longitude"] = newValue }
    }
    public var speed: NSNumber? {
        get { storedAttributes["speed"] as? NSNumber }
        set { storedAttributes["speed"] = newValue }
    }
    public var timestamp: Date? {
        get { storedAttributes["timestamp"] as? Date }
        set { storedAttributes["timestamp"] = newValue }
    }
}

/// A person in Spotlight's messaging attributes (`authors`, `primaryRecipients`, …).
public final class CSPerson: @unchecked Sendable {
    // @unchecked: mutable like Apple's; app code hands a person to an attribute set once it is made.

    /// The name shown for the person.
    public var displayName: String?
    /// How to reach the person: email addresses, phone numbers.
    public var handles: [String]
    /// What kind of handle `handles` holds, such as `CNContactEmailAddressesKey`.
    public var handleIdentifier: String
    /// The person's identifier in the Contacts database.
    public var contactIdentifier: String?

    public init(displayName: String?, handles: [String], handleIdentifier: String) {
        self.displayName = displayName
        self.handles = handles
        self.handleIdentifier = handleIdentifier
    }
}
