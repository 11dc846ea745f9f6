/// The App Intents protocols the reviewer recognises, grouped by what the type is.
enum Conformance {
    /// `AppIntent` and every protocol of Apple's that refines it.
    static let intentProtocols: Set<String> = [
        "AppIntent", "WidgetConfigurationIntent", "ControlConfigurationIntent", "SnippetIntent", "OpenIntent",
        "DeleteIntent", "SetFocusFilterIntent", "PredictableIntent", "URLRepresentableIntent", "AudioPlaybackIntent",
        "AudioRecordingIntent", "AudioStartingIntent", "LiveActivityIntent", "LiveActivityStartingIntent",
        "ForegroundContinuableIntent", "ProgressReportingIntent", "ShowInAppSearchResultsIntent",
        "CameraCaptureIntent", "SystemIntent", "PlayVideoIntent", "SetValueIntent", "UndoableIntent",
        "TargetContentProvidingIntent", "OpenURLIntent", "CustomIntentMigratedAppIntent",
        "DeprecatedAppIntent", "PushToTalkTransmissionIntent", "ChangeBinarySettingIntent", "StartWorkoutIntent",
        "PauseWorkoutIntent",
        "ResumeWorkoutIntent", "CancellableIntent", "LongRunningIntent", "ToolIntent",
    ]
    static let entityProtocols: Set<String> = [
        "AppEntity", "IndexedEntity", "UniqueAppEntity", "TransientAppEntity", "URLRepresentableEntity", "FileEntity",
    ]
    static let enumProtocols: Set<String> = ["AppEnum"]
    static let queryProtocols: Set<String> = [
        "EntityQuery", "EntityStringQuery", "EnumerableEntityQuery", "EntityPropertyQuery", "UniqueAppEntityQuery",
        "IntentValueQuery",
    ]
    /// Query kinds written into a query's `systemProtocols`, per docs/METADATA.md.
    static let querySystemProtocols: Set<String> = [
        "EntityPropertyQuery", "EntityStringQuery", "EnumerableEntityQuery", "UniqueAppEntityQuery",
    ]
    static let providerProtocols: Set<String> = ["AppShortcutsProvider"]
    static let configurationIntents: Set<String> = ["WidgetConfigurationIntent", "ControlConfigurationIntent"]

    /// Attached macros that add a conformance: `@AppIntent(schema:)` makes the type an `AppIntent`.
    static let macroConformance: [String: String] = [
        "AppIntent": "AppIntent", "AppEntity": "AppEntity", "AppEnum": "AppEnum",
        "AssistantIntent": "AppIntent", "AssistantEntity": "AppEntity", "AssistantEnum": "AppEnum",
    ]

    /// Protocols a protocol refines, among those written into `systemProtocols`: a
    /// `LongRunningIntent` is a `ProgressReportingIntent`, as the runtime sees it.
    static let refinements: [String: [String]] = [
        "LongRunningIntent": ["ProgressReportingIntent"]
    ]

    /// `conformances` with the protocols they refine added.
    static func withRefined(_ conformances: Set<String>) -> Set<String> {
        conformances.union(conformances.flatMap { refinements[$0] ?? [] })
    }

    /// Intent protocols written into `systemProtocols`, per docs/METADATA.md.
    static let actionSystemProtocols: Set<String> = [
        "AudioPlaybackIntent", "AudioRecordingIntent", "CameraCaptureIntent", "ControlConfigurationIntent",
        "CustomIntentMigratedAppIntent",
        "DeleteIntent", "DeprecatedAppIntent", "ForegroundContinuableIntent", "LiveActivityIntent", "OpenIntent",
        "OpenURLIntent",
        "PredictableIntent", "ProgressReportingIntent", "SetFocusFilterIntent", "SetValueIntent",
        "ShowInAppSearchResultsIntent", "SnippetIntent", "TargetContentProvidingIntent", "URLRepresentableIntent",
        "UndoableIntent", "WidgetConfigurationIntent",
    ]
    static let entitySystemProtocols: Set<String> = [
        "IndexedEntity", "TransientAppEntity", "URLRepresentableEntity", "UniqueAppEntity", "GenerableEntity",
    ]
}
