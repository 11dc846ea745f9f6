import Foundation

/// When a widget is relevant: a hint for the Smart Stack, which orders widgets by it.
///
/// Apple documents that only watchOS acts on these hints and that elsewhere they have no effect;
/// the same holds here, where no Smart Stack exists.
public struct RelevantContext: Sendable, Hashable {
    /// The moment the widget becomes relevant, and when it stops being so (if known).
    public let start: Date
    public let end: Date?

    /// Relevant between two dates.
    public static func date(from: Date, to: Date) -> RelevantContext { RelevantContext(start: from, end: to) }

    /// Relevant at a moment.
    public static func date(_ exact: Date) -> RelevantContext { RelevantContext(start: exact, end: nil) }
}

/// A widget configuration suggested for the Smart Stack, with when it is relevant.
public struct RelevantIntent: Sendable {
    /// The widget's configuration intent.
    public let intent: any WidgetConfigurationIntent
    /// The widget's kind, as the app's widget declares it.
    public let widgetKind: String
    public let relevance: RelevantContext

    public init<IntentType: WidgetConfigurationIntent>(
        _ intent: IntentType, widgetKind: String, relevance: RelevantContext
    ) {
        self.intent = intent
        self.widgetKind = widgetKind
        self.relevance = relevance
    }
}

/// Where an app tells the system which widget configurations are relevant now.
public final class RelevantIntentManager: Sendable {
    /// The app's manager.
    public static let shared = RelevantIntentManager()

    private init() {}

    /// Replaces the app's relevant intents. As on Apple's platforms other than watchOS, this has
    /// no effect: nothing here orders widgets by relevance.
    public func updateRelevantIntents(_ relevantIntents: [RelevantIntent]) async throws {}
}
