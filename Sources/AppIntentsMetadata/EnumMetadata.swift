/// An `AppEnum` type.
public struct EnumMetadata: Codable, Hashable, Sendable {
    public var identifier: String
    public var mangledTypeName: String
    public var fullyQualifiedTypeName: String
    public var displayTypeName: LocalizedText
    public var numericFormatTypeName: LocalizedText?
    public var cases: [EnumCaseMetadata]
    /// The raw value's type name: `String`, `Int`. Ours: Apple's files do not carry it, so a
    /// document without it derives it from the case identifiers (all integers: `Int`).
    public var rawValueType: String
    /// Whether the enum is one of the system's.
    public var isSystem: Bool
    public var assistantDefinedSchemas: [String]
    /// `assistantDefinedSchemas` as the document held them (see `SchemaReference`).
    var schemasAsRead = Unwritten<[SchemaReference]?>(value: nil)
    public var availabilityAnnotations: [String: [String: String]]
    public var visibilityMetadata: VisibilityMetadata
    public var unknownMembers: [String: JSONValue]
    var omittedMembers: MemberSet = []

    public init(
        identifier: String, fullyQualifiedTypeName: String, mangledTypeName: String? = nil,
        displayTypeName: LocalizedText, cases: [EnumCaseMetadata], rawValueType: String = "String",
        assistantDefinedSchemas: [String] = [],
        availabilityAnnotations: [String: [String: String]] = AvailabilityPlatforms.wildcard
    ) {
        self.identifier = identifier
        self.fullyQualifiedTypeName = fullyQualifiedTypeName
        self.mangledTypeName = mangledTypeName ?? MangledName.of(fullyQualifiedTypeName)
        self.displayTypeName = displayTypeName
        self.cases = cases
        self.rawValueType = rawValueType
        self.isSystem = false
        self.assistantDefinedSchemas = assistantDefinedSchemas
        self.availabilityAnnotations = availabilityAnnotations
        self.visibilityMetadata = VisibilityMetadata()
        self.unknownMembers = AppleConstants.enumeration
        // Left out like Apple's tools leave it out; a reader derives it from the cases.
        if rawValueType == Self.derivedRawValueType(cases) { omittedMembers.insert("rawValueType") }
    }

    /// `Int` when every case identifier is an integer, else `String`.
    static func derivedRawValueType(_ cases: [EnumCaseMetadata]) -> String {
        !cases.isEmpty && cases.allSatisfy({ Int($0.identifier) != nil }) ? "Int" : "String"
    }

    public init(from decoder: any Decoder) throws {
        var members = try MemberReader(decoder)
        identifier = try members.required("identifier")
        mangledTypeName = try members("mangledTypeName", or: "")
        fullyQualifiedTypeName = try members("fullyQualifiedTypeName", or: "")
        displayTypeName = try members("displayTypeName", or: LocalizedText(""))
        numericFormatTypeName = try members.optional("numericFormatTypeName")
        let cases: [EnumCaseMetadata] = try members("cases", or: [])
        self.cases = cases
        rawValueType = try members("rawValueType", or: Self.derivedRawValueType(cases))
        isSystem = try members("isSystem", or: false)
        (assistantDefinedSchemas, schemasAsRead) = SchemaReference.read(
            try members("assistantDefinedSchemas", or: []))
        availabilityAnnotations = try members("availabilityAnnotations", or: [:])
        visibilityMetadata = try members("visibilityMetadata", or: VisibilityMetadata())
        unknownMembers = try members.unknownMembers()
        omittedMembers = MemberSet(members.omitted)
    }

    public func encode(to encoder: any Encoder) throws {
        var members = MemberWriter(encoder, omitted: omittedMembers.names)
        try members.always(identifier, "identifier")
        try members(mangledTypeName, "mangledTypeName", default: "")
        try members(fullyQualifiedTypeName, "fullyQualifiedTypeName", default: "")
        try members(displayTypeName, "displayTypeName", default: LocalizedText(""))
        try members.optional(numericFormatTypeName, "numericFormatTypeName")
        try members(cases, "cases", default: [])
        try members(rawValueType, "rawValueType", default: Self.derivedRawValueType(cases))
        try members(isSystem, "isSystem", default: false)
        try members(
            SchemaReference.written(assistantDefinedSchemas, asRead: schemasAsRead), "assistantDefinedSchemas",
            default: [])
        try members(availabilityAnnotations, "availabilityAnnotations", default: [:])
        try members(visibilityMetadata, "visibilityMetadata", default: VisibilityMetadata())
        try members.finish(unknownMembers)
    }
}

/// One enum case: its raw value (`identifier`) and how it is shown.
public struct EnumCaseMetadata: Codable, Hashable, Sendable {
    public var identifier: String
    public var displayRepresentation: DisplayRepresentationMetadata
    public var unknownMembers: [String: JSONValue] = [:]

    public init(identifier: String, displayRepresentation: DisplayRepresentationMetadata) {
        self.identifier = identifier
        self.displayRepresentation = displayRepresentation
    }

    public init(from decoder: any Decoder) throws {
        var members = try MemberReader(decoder)
        identifier = try members.required("identifier")
        displayRepresentation = try members.required("displayRepresentation")
        unknownMembers = try members.unknownMembers()
    }

    public func encode(to encoder: any Encoder) throws {
        var members = MemberWriter(encoder)
        try members.always(identifier, "identifier")
        try members.always(displayRepresentation, "displayRepresentation")
        try members.finish(unknownMembers)
    }
}

/// A `DisplayRepresentation` made of literals. Apple writes an image as
/// `image` and `imageV2`, each `{"systemImageName": {"_0": name}}`.
public struct DisplayRepresentationMetadata: Codable, Hashable, Sendable {
    public var title: LocalizedText
    public var subtitle: LocalizedText?
    /// Ours: written only when there are some.
    public var synonyms: [LocalizedText]
    public var image: JSONValue?
    public var imageV2: JSONValue?
    public var unknownMembers: [String: JSONValue] = [:]
    var omittedMembers: MemberSet = ["synonyms"]

    public init(
        title: LocalizedText, subtitle: LocalizedText? = nil, synonyms: [LocalizedText] = [],
        systemImageName: String? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.synonyms = synonyms
        self.systemImageName = systemImageName
    }

    /// The SF Symbol name of `image`, if it is one.
    public var systemImageName: String? {
        get { image?["systemImageName"]?["_0"]?.stringValue }
        set {
            image = newValue.map { .object(["systemImageName": .object(["_0": .string($0)])]) }
            imageV2 = image
        }
    }

    public init(from decoder: any Decoder) throws {
        var members = try MemberReader(decoder)
        title = try members.required("title")
        subtitle = try members.optional("subtitle")
        synonyms = try members("synonyms", or: [])
        image = try members.optional("image")
        imageV2 = try members.optional("imageV2")
        unknownMembers = try members.unknownMembers()
        omittedMembers = MemberSet(members.omitted)
    }

    public func encode(to encoder: any Encoder) throws {
        var members = MemberWriter(encoder, omitted: omittedMembers.names)
        try members.always(title, "title")
        try members.optional(subtitle, "subtitle")
        try members(synonyms, "synonyms", default: [])
        try members.optional(image, "image")
        try members.optional(imageV2, "imageV2")
        try members.finish(unknownMembers)
    }
}

/// An App Shortcut from the app's `AppShortcutsProvider`.
public struct AutoShortcutMetadata: Codable, Hashable, Sendable {
    /// The intent it runs.
    public var actionIdentifier: String
    /// Phrases with `${applicationName}` and `${parameter}` tokens.
    public var phraseTemplates: [LocalizedText]
    public var shortTitle: LocalizedText?
    /// The SF Symbol; Apple writes `""` when there is none.
    public var systemImageName: String?
    public var availabilityAnnotations: [String: [String: String]]
    public var unknownMembers: [String: JSONValue] = [:]
    var omittedMembers: MemberSet = []

    public init(
        actionIdentifier: String, phraseTemplates: [LocalizedText], shortTitle: LocalizedText? = nil,
        systemImageName: String? = nil,
        availabilityAnnotations: [String: [String: String]] = AvailabilityPlatforms.wildcard
    ) {
        self.actionIdentifier = actionIdentifier
        self.phraseTemplates = phraseTemplates
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.availabilityAnnotations = availabilityAnnotations
    }

    public init(from decoder: any Decoder) throws {
        var members = try MemberReader(decoder)
        actionIdentifier = try members.required("actionIdentifier")
        phraseTemplates = try members("phraseTemplates", or: [])
        shortTitle = try members.optional("shortTitle")
        let image: String = try members("systemImageName", or: "")
        systemImageName = image.isEmpty ? nil : image
        availabilityAnnotations = try members("availabilityAnnotations", or: [:])
        unknownMembers = try members.unknownMembers()
        omittedMembers = MemberSet(members.omitted)
    }

    public func encode(to encoder: any Encoder) throws {
        var members = MemberWriter(encoder, omitted: omittedMembers.names)
        try members.always(actionIdentifier, "actionIdentifier")
        try members(phraseTemplates, "phraseTemplates", default: [])
        try members.optional(shortTitle, "shortTitle")
        try members(systemImageName ?? "", "systemImageName", default: "")
        try members(availabilityAnnotations, "availabilityAnnotations", default: [:])
        try members.finish(unknownMembers)
    }
}
