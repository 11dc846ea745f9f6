/// Apple's identifiers of the system protocols a type adopts, as `systemProtocols` and
/// `systemProtocolMetadata` carry them: `WidgetConfigurationIntent` is
/// `com.apple.link.systemProtocol.WidgetConfiguration`.
///
/// docs/METADATA.md says which identifiers were seen in files Apple's tools wrote and which are
/// inferred. A name with no identifier here is written as it is.
public enum SystemProtocols {
    /// Intent protocols (Swift name → Apple identifier).
    public static let intents: [String: String] = [
        "WidgetConfigurationIntent": "com.apple.link.systemProtocol.WidgetConfiguration",
        "ControlConfigurationIntent": "com.apple.link.systemProtocol.ControlConfiguration",
        "OpenIntent": "com.apple.link.systemProtocol.OpenEntity",
        "SetValueIntent": "com.apple.link.systemProtocol.SetValue",
        "AudioPlaybackIntent": "com.apple.link.systemProtocol.AudioStarting",
        "AudioStartingIntent": "com.apple.link.systemProtocol.AudioStarting",
        "ForegroundContinuableIntent": "com.apple.link.systemProtocol.ForegroundContinuable",
        "DeleteIntent": "com.apple.link.systemProtocol.DeleteEntity",
        "SnippetIntent": "com.apple.link.systemProtocol.Snippet",
        "SetFocusFilterIntent": "com.apple.link.systemProtocol.FocusConfiguration",
        "ProgressReportingIntent": "com.apple.link.systemProtocol.ProgressReporting",
        "PredictableIntent": "com.apple.link.systemProtocol.Predictable",
        "URLRepresentableIntent": "com.apple.link.systemProtocol.URLRepresentable",
        "CameraCaptureIntent": "com.apple.link.systemProtocol.CameraCapture",
        "UndoableIntent": "com.apple.link.systemProtocol.Undoable",
    ]

    /// Entity protocols (Swift name → Apple identifier). `TransientAppEntity` has none: Apple
    /// writes `transient: true`.
    public static let entities: [String: String] = [
        "IndexedEntity": "com.apple.appintents.entity.Indexed",
        "UniqueAppEntity": "com.apple.appintents.entity.SingleEntity",
        "URLRepresentableEntity": "com.apple.appintents.entity.URLRepresentable",
        "UpdatableEntity": "com.apple.appintents.entity.Updatable",
        "FileEntity": "com.apple.appintents.entity.PersistentFileIdentifiable",
    ]

    private static let intentNames: [String: String] = {
        var names: [String: String] = [:]
        // Two Swift names share AudioStarting: the current one wins.
        for (name, identifier) in intents where names[identifier] == nil || name == "AudioPlaybackIntent" {
            names[identifier] = name
        }
        return names
    }()
    private static let entityNames = Dictionary(entities.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

    /// Apple's identifiers for intent protocol names, in order; unknown names unchanged.
    public static func intentIdentifiers(_ names: [String]) -> [String] {
        unique(names.map { intents[$0] ?? $0 })
    }

    /// Apple's identifiers for entity protocol names, in order; unknown names unchanged.
    public static func entityIdentifiers(_ names: [String]) -> [String] {
        unique(names.map { entities[$0] ?? $0 })
    }

    /// The Swift name of an identifier (`OpenIntent` for `…systemProtocol.OpenEntity`), or the
    /// identifier itself when it has none.
    public static func name(of identifier: String) -> String {
        intentNames[identifier] ?? entityNames[identifier] ?? identifier
    }

    /// Whether `identifiers` (as written in a file) include the protocol `name`, given either as
    /// its Swift name or as Apple's identifier.
    public static func contains(_ identifiers: [String], _ name: String) -> Bool {
        identifiers.contains(name) || identifiers.contains(intents[name] ?? entities[name] ?? name)
    }

    /// `systemProtocolMetadata`: each identifier followed by its (empty) metadata.
    static func metadataPairs(_ identifiers: [String]) -> [JSONValue] {
        identifiers.flatMap { [JSONValue.string($0), .object(["empty": .object([:])])] }
    }

    /// The identifiers of a `systemProtocolMetadata` list: its even entries.
    static func identifiers(inPairs pairs: [JSONValue]) -> [String] {
        stride(from: 0, to: pairs.count, by: 2).compactMap { pairs[$0].stringValue }
    }

    private static func unique(_ list: [String]) -> [String] {
        var seen = Set<String>()
        return list.filter { seen.insert($0).inserted }
    }
}
