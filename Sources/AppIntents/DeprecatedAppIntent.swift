/// An intent kept so saved shortcuts still run it, marked deprecated and optionally naming the
/// intent that replaces it.
///
/// ```swift
/// struct GetOrdersIntent: DeprecatedAppIntent {
///     static var deprecation: IntentDeprecation<FindOrdersIntent> {
///         IntentDeprecation(message: "Use Find Orders instead.", replacedBy: FindOrdersIntent.self)
///     }
///     …
/// }
/// ```
///
/// The intent still runs; `describe` says it is deprecated, with the message and the
/// replacement, and the metadata lists `DeprecatedAppIntent` among its system protocols.
public protocol DeprecatedAppIntent: AppIntent {
    /// The intent that replaces this one; `Never` when there is none.
    associatedtype ReplacementIntent: AppIntent = Never
    /// Why the intent is deprecated and what replaces it.
    static var deprecation: IntentDeprecation<ReplacementIntent> { get }
}

/// How an intent is deprecated: a message for people and, optionally, the intent to use instead.
public struct IntentDeprecation<ReplacementIntent: AppIntent> {
    /// A short sentence saying the intent is deprecated, ending with a period.
    public var message: LocalizedStringResource
    /// The intent that replaces this one, if any.
    public var replacedBy: ReplacementIntent.Type?

    /// A deprecation with a message and, optionally, the replacement.
    public init(message: LocalizedStringResource, replacedBy: ReplacementIntent.Type?) {
        self.message = message
        self.replacedBy = replacedBy
    }

    /// A deprecation naming the replacement, with the system's standard message.
    public init(replacedBy: ReplacementIntent.Type) {
        self.init(
            message: LocalizedStringResource("Use \(ReplacementIntent.title.defaultValue) instead."),
            replacedBy: replacedBy)
    }
}

extension IntentDeprecation where ReplacementIntent == Never {
    /// A deprecation with a message and no replacement.
    public init(message: LocalizedStringResource) {
        self.init(message: message, replacedBy: nil)
    }
}

extension DeprecatedAppIntent {
    /// The deprecation as people read it: the message, then the replacement's identifier when the
    /// message does not already name it. Used by the system.
    package static var _deprecationText: String {
        let deprecation = Self.deprecation
        var text = deprecation.message.defaultValue
        if let replacement = deprecation.replacedBy {
            let name = String(describing: replacement)
            if !text.contains(name) { text += (text.isEmpty ? "" : " ") + "Replaced by \(name)." }
        }
        return text
    }
}
