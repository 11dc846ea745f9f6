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
    public var assistantIntents: [String]
    public var assistantEntities: [String]

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
        self.enums = enums
        self.autoShortcuts = autoShortcuts
        self.autoShortcutProviderMangledName = autoShortcutProviderMangledName
        self.shortcutTileColor = shortcutTileColor
        self.negativePhrases = negativePhrases
        self.assistantIntents = []
        self.assistantEntities = []
    }

    /// Who wrote the file.
    public struct Generator: Codable, Hashable, Sendable {
        public var name: String
        public var version: String
        public init(name: String = "appintents-linux", version: String = MetadataFormat.toolsVersion) {
            self.name = name
            self.version = version
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

    private enum CodingKeys: String, CodingKey {
        case version, generator, actions, entities, queries, enums, autoShortcuts, autoShortcutProviderMangledName
        case shortcutTileColor, negativePhrases, assistantIntents, assistantEntities, assistantIntentNegativePhrases
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        generator = (try? c.decodeIfPresent(Generator.self, forKey: .generator)) ?? .init(name: "unknown", version: "*")
        actions = try c.decodeIfPresent([String: ActionMetadata].self, forKey: .actions) ?? [:]
        entities = try c.decodeIfPresent([String: EntityMetadata].self, forKey: .entities) ?? [:]
        queries = try c.decodeIfPresent([String: QueryMetadata].self, forKey: .queries) ?? [:]
        enums = try c.decodeIfPresent([EnumMetadata].self, forKey: .enums) ?? []
        autoShortcuts = try c.decodeIfPresent([AutoShortcutMetadata].self, forKey: .autoShortcuts) ?? []
        autoShortcutProviderMangledName =
            try c.decodeIfPresent(String.self, forKey: .autoShortcutProviderMangledName) ?? ""
        shortcutTileColor =
            try c.decodeIfPresent(Int.self, forKey: .shortcutTileColor) ?? ShortcutTileColors.defaultIndex
        negativePhrases = (try? c.decodeIfPresent([LocalizedText].self, forKey: .negativePhrases)) ?? []
        assistantIntents = try c.decodeLenientStrings(forKey: .assistantIntents)
        assistantEntities = try c.decodeLenientStrings(forKey: .assistantEntities)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(generator, forKey: .generator)
        try c.encode(actions, forKey: .actions)
        try c.encode(entities, forKey: .entities)
        try c.encode(queries, forKey: .queries)
        try c.encode(enums, forKey: .enums)
        try c.encode(autoShortcuts, forKey: .autoShortcuts)
        try c.encode(autoShortcutProviderMangledName, forKey: .autoShortcutProviderMangledName)
        try c.encode(shortcutTileColor, forKey: .shortcutTileColor)
        try c.encode(negativePhrases, forKey: .negativePhrases)
        try c.encode(assistantIntents, forKey: .assistantIntents)
        try c.encode(assistantEntities, forKey: .assistantEntities)
        try c.encode([String](), forKey: .assistantIntentNegativePhrases)
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
