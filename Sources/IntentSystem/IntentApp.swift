import AppIntents
import AppIntentsMetadata
import Foundation

/// An app as the system knows it: its name, its intents and the types they use, and its App
/// Shortcuts.
///
/// ```swift
/// let app = IntentApp(
///     name: "SoupShop",
///     synonyms: ["Soup Shop"],
///     intents: [OrderSoupIntent.self, CancelOrderIntent.self],
///     shortcuts: SoupShopShortcuts.self)
/// ```
/// Entities, enums and queries that parameters use are found by themselves; list others in
/// `entities` and `enums`.
// Unchecked: besides values it holds only metatypes, which are immutable.
public struct IntentApp: @unchecked Sendable {
    /// The name people say and see: "SoupShop".
    public var name: String
    /// Other names people may say: "Soup Shop".
    public var synonyms: [String]
    /// The version `--version` prints.
    public var version: String
    /// What the app is for, in a sentence (an agent reads it first: MCP `instructions`).
    public var description: String?
    /// Where the app keeps its data; by default `$XDG_DATA_HOME/<name>` or
    /// `~/.local/share/<name>`.
    public var dataDirectory: URL?
    package var intents: [any AppIntent.Type]
    package var entities: [any AppEntity.Type]
    package var enums: [any AppEnum.Type]
    package var shortcuts: (any AppShortcutsProvider.Type)?
    package var valueQueries: [any IntentValueQuery.Type]
    package var widgets: [IntentWidget]
    /// Called once before any intent runs, with where the app's data lives: register
    /// dependencies and open stores here. An error stops the host with its message.
    package var setUp: (@Sendable (AppEnvironment) async throws -> Void)?

    public init(
        name: String,
        synonyms: [String] = [],
        version: String = "1.0.0",
        intents: [any AppIntent.Type],
        entities: [any AppEntity.Type] = [],
        enums: [any AppEnum.Type] = [],
        shortcuts: (any AppShortcutsProvider.Type)? = nil,
        valueQueries: [any IntentValueQuery.Type] = [],
        widgets: [IntentWidget] = [],
        dataDirectory: URL? = nil,
        description: String? = nil,
        setUp: (@Sendable (AppEnvironment) async throws -> Void)? = nil
    ) {
        self.setUp = setUp
        self.description = description
        self.name = name
        self.synonyms = synonyms
        self.version = version
        self.intents = intents
        self.entities = entities
        self.enums = enums
        self.shortcuts = shortcuts
        self.valueQueries = valueQueries
        self.widgets = widgets
        self.dataDirectory = dataDirectory
    }

    /// The folder for the app's data: `dataDirectory`, else `$XDG_DATA_HOME/<name>`, else
    /// `~/.local/share/<name>`.
    public var resolvedDataDirectory: URL {
        if let dataDirectory { return dataDirectory }
        let environment = ProcessInfo.processInfo.environment
        let folder = name.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent(folder)
        }
        let home =
            environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share").appendingPathComponent(folder)
    }
}

/// Names of Swift types as the metadata writes them.
package enum TypeNames {
    /// `String(reflecting:)` demangles on every call; names are asked for on every run.
    private static let cache = TypeCache<(short: String, qualified: String)>()

    /// `OrderSoupIntent`.
    package static func short(_ type: Any.Type) -> String {
        names(of: type).short
    }

    /// `SoupShopKit.OrderSoupIntent`.
    package static func qualified(_ type: Any.Type) -> String {
        names(of: type).qualified
    }

    private static func names(of type: Any.Type) -> (short: String, qualified: String) {
        cache.value(for: type) {
            let qualified = String(reflecting: type)
            return (String(qualified.split(separator: ".").last ?? Substring(qualified)), qualified)
        }
    }

    /// Swift's mangled name, `11SoupShopKit15OrderSoupIntentV`, as Apple's tools write it.
    package static func mangled(_ type: Any.Type) -> String {
        _mangledTypeName(type) ?? MangledName.of(qualified(type))
    }
}

/// Where an app's data lives, given to `IntentApp`'s `setUp`.
public struct AppEnvironment: Sendable {
    /// The folder for the app's data.
    public var dataDirectory: URL
    /// The app's own data file: `--store PATH`, else `<dataDirectory>/<name>.json`.
    public var storeURL: URL

    public init(dataDirectory: URL, storeURL: URL) {
        self.dataDirectory = dataDirectory
        self.storeURL = storeURL
    }
}
