/// A localizable string as Apple's metadata stores it: a key (the source text when the app has no
/// string catalog) and alternative phrasings.
public struct LocalizedText: Codable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The string's key; for apps without a catalog this is the text itself.
    public var key: String
    /// Alternative phrasings (used by Siri for ranking); usually empty.
    public var alternatives: [String]
    /// Members of the object this type does not model, written back as read.
    public var unknownMembers: [String: JSONValue] = [:]
    /// Read from a bare string rather than `{key, alternatives}`: written back the same way.
    var isBareString = false
    var omittedMembers: MemberSet = []

    public init(_ key: String, alternatives: [String] = []) {
        self.key = key
        self.alternatives = alternatives
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(from decoder: any Decoder) throws {
        // Apple writes `{key, alternatives}`; a bare string is accepted and written back bare.
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            key = text
            alternatives = []
            isBareString = true
            return
        }
        var members = try MemberReader(decoder)
        key = try members.required("key")
        alternatives = try members("alternatives", or: [])
        unknownMembers = try members.unknownMembers()
        omittedMembers = MemberSet(members.omitted)
    }

    public func encode(to encoder: any Encoder) throws {
        if isBareString, alternatives.isEmpty, unknownMembers.isEmpty {
            var single = encoder.singleValueContainer()
            try single.encode(key)
            return
        }
        var members = MemberWriter(encoder, omitted: omittedMembers.names)
        try members.always(key, "key")
        try members(alternatives, "alternatives", default: [])
        try members.finish(unknownMembers)
    }
}

/// `visibilityMetadata`: whether Shortcuts and Spotlight show the type, whether only the
/// assistant may use it, and whether Siri may call an intent as a tool.
public struct VisibilityMetadata: Codable, Hashable, Sendable {
    public var isDiscoverable: Bool
    public var assistantOnly: Bool
    /// The intent is a `ToolIntent` (`@AppIntent(.tool)`, iOS 27.3). The member, `isToolIntent`,
    /// is ours: Apple's name for it is not known yet (docs/METADATA.md). Written only when true or
    /// when it was read, so documents of apps without tools keep Apple's shape.
    public var isToolIntent: Bool
    public var unknownMembers: [String: JSONValue] = [:]
    var omittedMembers: MemberSet = []

    public init(isDiscoverable: Bool = true, assistantOnly: Bool = false, isToolIntent: Bool = false) {
        self.isDiscoverable = isDiscoverable
        self.assistantOnly = assistantOnly
        self.isToolIntent = isToolIntent
        omittedMembers = [Self.toolIntentMember]
    }

    static let toolIntentMember = "isToolIntent"

    public init(from decoder: any Decoder) throws {
        var members = try MemberReader(decoder)
        isDiscoverable = try members("isDiscoverable", or: true)
        assistantOnly = try members("assistantOnly", or: false)
        isToolIntent = try members(Self.toolIntentMember, or: false)
        unknownMembers = try members.unknownMembers()
        omittedMembers = MemberSet(members.omitted)
    }

    public func encode(to encoder: any Encoder) throws {
        var members = MemberWriter(encoder, omitted: omittedMembers.names)
        try members(isDiscoverable, "isDiscoverable", default: true)
        try members(assistantOnly, "assistantOnly", default: false)
        try members(isToolIntent, Self.toolIntentMember, default: false)
        try members.finish(unknownMembers)
    }
}

/// `availabilityAnnotations`: platform name (`LNPlatformNameIOS`, `LNPlatformNameWildcard`, …) to
/// `{introducedVersion, …}`, from the type's `@available` attributes.
public typealias AvailabilityAnnotations = [String: [String: String]]

/// Apple's names of the platforms `@available` can name.
public enum AvailabilityPlatforms {
    /// The member every type carries: available everywhere from the start.
    public static let wildcard: AvailabilityAnnotations = ["LNPlatformNameWildcard": ["introducedVersion": "*"]]

    /// `@available(iOS 17.0, *)` spellings to Apple's platform names.
    public static let names: [String: String] = [
        "iOS": "LNPlatformNameIOS", "macOS": "LNPlatformNameMACOS", "watchOS": "LNPlatformNameWATCHOS",
        "tvOS": "LNPlatformNameTVOS", "visionOS": "LNPlatformNameVISIONOS",
        "macCatalyst": "LNPlatformNameMACCATALYST",
    ]

    /// The annotations for `introduced` versions by `@available` platform name, beside the wildcard.
    /// `anyAppleOS 27.0` (iOS 27's one version for every Apple platform) stands for each of them;
    /// a platform named on its own keeps its own version.
    public static func annotations(introduced: [String: String]) -> AvailabilityAnnotations {
        var result = wildcard
        if let every = introduced["anyAppleOS"] {
            for name in names.values { result[name] = ["introducedVersion": every] }
        }
        for (platform, version) in introduced {
            guard let name = names[platform] else { continue }
            result[name] = ["introducedVersion": version]
        }
        return result
    }
}
