import AppIntents
import AppIntentsMetadata

/// What running an intent produced, ready for any surface to render.
package struct Outcome: Sendable {
    /// The intent's identifier.
    package var intent: String
    /// The returned value, typed, if the intent returns one.
    package var value: (any Sendable)?
    /// The value encoded by its metadata type.
    package var valueJSON: JSONValue?
    /// The value as a person reads it (an entity's title, an enum case's title).
    package var valueText: String?
    /// The value as compact JSON in a tool result's shape (`ValueEncoding.bytes(_:flattening:)`
    /// with the declared output type), when the run asked for it (`RunRequest.valueAsBytes`) and
    /// it could be written so; `valueJSON` is then not made.
    package var valueBytes: [UInt8]? = nil
    /// The value's metadata type.
    package var valueType: ValueType?
    /// What the intent said.
    package var dialog: String?
    /// The snippet it showed, if any.
    package var snippet: ViewNode?
    /// The snippet intent that drew `snippet` (`.result(snippetIntent:)`), performed again to
    /// refresh it after one of its buttons ran.
    package var snippetIntent: (any SnippetIntent)? = nil
    /// The intent that `opensIntent` ran after this one, if any.
    package var opened: [Outcome]
    /// Where the intent may run (`IntentModes`), for the surface to honour.
    package var supportedModes: [String]
    /// Whether the intent asked to bring the app to the foreground.
    package var opensApp: Bool
    /// How many times `perform()` started (more than one after `needsValueError`).
    package var performCount: Int

    /// The outcome as JSON for machines: intent, value, dialog, snippet text.
    package func json(renderer: SnippetRenderer = SnippetRenderer()) -> JSONValue {
        var object: [String: JSONValue] = ["intent": .string(intent)]
        object["value"] = valueJSON ?? .null
        if let valueType { object["valueType"] = .string(valueType.displayName) }
        object["dialog"] = dialog.map(JSONValue.string) ?? .null
        if let snippet { object["snippet"] = .string(renderer.text(snippet)) }
        if !opened.isEmpty { object["opened"] = .array(opened.map { $0.json(renderer: renderer) }) }
        if !supportedModes.isEmpty { object["supportedModes"] = .array(supportedModes.map(JSONValue.string)) }
        return .object(object)
    }
}
