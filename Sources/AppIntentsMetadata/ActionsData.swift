import Foundation

/// The whole of `Metadata.appintents/extract.actionsdata`: every intent, entity, query, enum and
/// App Shortcut of one app, in the shape Apple's metadata processor writes.
public struct ActionsData: Codable, Hashable, Sendable {
    public var version: Int
    public var generator: Generator
    /// Intents, keyed by identifier.
    public var actions: [String: ActionMetadata]
    /// Entities, keyed by identifier.
    public var entities: [String: EntityMetadata]
    /// Queries, keyed by identifier.
    public var queries: [String: QueryMetadata]
    public var enums: [EnumMetadata]
    public var autoShortcuts: [AutoShortcutMetadata]
    public var autoShortcutProviderMangledName: String
    /// The index of `AppShortcutsProvider.shortcutTileColor` in `ShortcutTileColors.names`.
    public var shortcutTileColor: Int
    /// `AppShortcutsProvider.negativePhrases`.
    public var negativePhrases: [LocalizedText]
    public var assistantIntents: [JSONValue]
    public var assistantEntities: [JSONValue]
    public var assistantIntentNegativePhrases: [JSONValue]
    /// Members of the document this type does not model, written back as read.
    public var unknownMembers: [String: JSONValue] = [:]
    var omittedMembers: MemberSet = []

    public init(
        actions: [ActionMetadata] = [],
        entities: [EntityMetadata] = [],
        queries: [QueryMetadata] = [],
        enums: [EnumMetadata] = [],
        autoShortcuts: [AutoShortcutMetadata] = [],
        autoShortcutProviderMangledName: String = "",
        shortcutTileColor: Int = ShortcutTileColors.defaultIndex,
        negativePhrases: [LocalizedText] = [],
        generator: Generator = .init()
    ) {
        self.version = 1
        self.generator = generator
        self.actions = Dictionary(actions.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        self.entities = Dictionary(entities.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        self.queries = Dictionary(queries.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        for (key, query) in self.queries {
            if let entity = self.entities[query.entityType] { self.queries[key]?.complete(with: entity) }
        }
        self.enums = enums
        self.autoShortcuts = autoShortcuts
        self.autoShortcutProviderMangledName = autoShortcutProviderMangledName
        self.shortcutTileColor = shortcutTileColor
        self.negativePhrases = negativePhrases
        self.assistantIntents = []
        self.assistantEntities = []
        self.assistantIntentNegativePhrases = []
        // Apple's tools leave the member out when the app has no App Shortcuts provider.
        self.omittedMembers = ["autoShortcutProviderMangledName"]
    }

    /// Who wrote the file.
    public struct Generator: Codable, Hashable, Sendable {
        public var name: String
        public var version: String
        public var unknownMembers: [String: JSONValue] = [:]

        public init(name: String = "appintents-linux", version: String = MetadataFormat.toolsVersion) {
            self.name = name
            self.version = version
        }

        public init(from decoder: any Decoder) throws {
            var members = try MemberReader(decoder)
            name = try members.required("name")
            version = try members.required("version")
            unknownMembers = try members.unknownMembers()
        }

        public func encode(to encoder: any Encoder) throws {
            var members = MemberWriter(encoder)
            try members.always(name, "name")
            try members.always(version, "version")
            try members.finish(unknownMembers)
        }
    }

    /// The enum named `identifier`, if any.
    public func enumeration(_ identifier: String) -> EnumMetadata? {
        enums.first(where: { $0.identifier == identifier })
    }

    /// Actions sorted by identifier, for stable output.
    public var sortedActions: [ActionMetadata] {
        actions.values.sorted { $0.identifier < $1.identifier }
    }

    public init(from decoder: any Decoder) throws {
        var members = try MemberReader(decoder)
        version = try members("version", or: 1)
        generator = try members("generator", or: Generator(name: "", version: ""))
        actions = try members("actions", or: [:])
        entities = try members("entities", or: [:])
        queries = try members("queries", or: [:])
        enums = try members("enums", or: [])
        autoShortcuts = try members("autoShortcuts", or: [])
        autoShortcutProviderMangledName = try members("autoShortcutProviderMangledName", or: "")
        shortcutTileColor = try members("shortcutTileColor", or: ShortcutTileColors.defaultIndex)
        negativePhrases = try members("negativePhrases", or: [])
        assistantIntents = try members("assistantIntents", or: [])
        assistantEntities = try members("assistantEntities", or: [])
        assistantIntentNegativePhrases = try members("assistantIntentNegativePhrases", or: [])
        unknownMembers = try members.unknownMembers()
        omittedMembers = MemberSet(members.omitted)
    }

    public func encode(to encoder: any Encoder) throws {
        var members = MemberWriter(encoder, omitted: omittedMembers.names)
        try members(version, "version", default: 1)
        try members(generator, "generator", default: Generator(name: "", version: ""))
        try members(actions, "actions", default: [:])
        try members(entities, "entities", default: [:])
        try members(queries, "queries", default: [:])
        try members(enums, "enums", default: [])
        try members(autoShortcuts, "autoShortcuts", default: [])
        try members(autoShortcutProviderMangledName, "autoShortcutProviderMangledName", default: "")
        try members(shortcutTileColor, "shortcutTileColor", default: ShortcutTileColors.defaultIndex)
        try members(negativePhrases, "negativePhrases", default: [])
        try members(assistantIntents, "assistantIntents", default: [])
        try members(assistantEntities, "assistantEntities", default: [])
        try members(assistantIntentNegativePhrases, "assistantIntentNegativePhrases", default: [])
        try members.finish(unknownMembers)
    }
}

/// `ShortcutTileColor` cases in the order their index is written.
public enum ShortcutTileColors {
    public static let names = [
        "red", "tangerine", "orange", "yellow", "lime", "lightBlue", "teal", "blue", "navy", "purple", "grape",
        "pink", "grayBrown", "grayGreen", "grayBlue",
    ]
    public static let defaultIndex = 14

    public static func index(of name: String) -> Int? { names.firstIndex(of: name) }
    public static func name(at index: Int) -> String? { names.indices.contains(index) ? names[index] : nil }
}

/// `Metadata.appintents/version.json`.
public struct VersionInfo: Codable, Hashable, Sendable {
    public var version: String
    public var toolsVersion: String

    public init(version: String = MetadataFormat.formatVersion, toolsVersion: String = MetadataFormat.toolsVersion) {
        self.version = version
        self.toolsVersion = toolsVersion
    }
}

public enum MetadataFormat {
    /// The `version.json` format version Apple's tools write.
    public static let formatVersion = "3.0"
    /// This package's version: the release tag, what `--version` of every executable prints
    /// (`appintents`, every `IntentApp` host, `intents-bench`), and the generator version and
    /// `toolsVersion` our metadata carries. docs/RELEASING.md says when to change it.
    public static let toolsVersion = "0.1.0"
    public static let directoryName = "Metadata.appintents"
    public static let actionsFileName = "extract.actionsdata"
    public static let versionFileName = "version.json"
}
