/// One element of `assistantDefinedSchemas` as a document holds it.
///
/// Our producers write a schema as `domain.schema` text (`photos.openAsset`). Xcode 27's tools
/// write an object for the App Schema family, `{"domain": "reminders", "name": "ReminderEntity",
/// "version": "1.0.0"}`, whose name is the schema's in upper camel case with its kind after it;
/// it is read as `reminders.reminder` and written back as it was read.
struct SchemaReference: Codable, Hashable, Sendable {
    /// The schema as `domain.schema`.
    let id: String
    /// The object the document held, if it held one rather than text.
    let object: JSONValue?

    init(id: String, object: JSONValue? = nil) {
        self.id = id
        self.object = object
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self.init(id: text)
            return
        }
        let value = try container.decode(JSONValue.self)
        guard case .object(let members) = value, case .string(let domain)? = members["domain"], !domain.isEmpty,
            case .string(let name)? = members["name"], !name.isEmpty
        else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "expected a schema as \"domain.schema\" text or as {\"domain\": …, \"name\": …}, got \(value)")
        }
        self.init(id: domain + "." + Self.schemaName(ofType: name), object: value)
    }

    func encode(to encoder: any Encoder) throws {
        if let object {
            try object.encode(to: encoder)
        } else {
            var container = encoder.singleValueContainer()
            try container.encode(id)
        }
    }

    /// `ReminderEntity` → `reminder`, `StopCaptureIntent` → `stopCapture`: the kind's suffix
    /// dropped, the first letter lowered.
    static func schemaName(ofType name: String) -> String {
        var base = Substring(name)
        if let suffix = ["Intent", "Entity", "Enum"].first(where: { base.count > $0.count && base.hasSuffix($0) }) {
            base = base.dropLast(suffix.count)
        }
        return base.prefix(1).lowercased() + base.dropFirst()
    }

    /// What a document's member reads as: the ids, and the elements as read when any of them
    /// was an object (so that writing the same ids back writes them as read).
    static func read(_ references: [SchemaReference]) -> (ids: [String], asRead: Unwritten<[SchemaReference]?>) {
        (references.map(\.id), Unwritten(value: references.contains { $0.object != nil } ? references : nil))
    }

    /// What to write for `ids`: the elements as read when the ids are still theirs, else text.
    static func written(_ ids: [String], asRead: Unwritten<[SchemaReference]?>) -> [SchemaReference] {
        if let read = asRead.value, read.map(\.id) == ids { return read }
        return ids.map { SchemaReference(id: $0) }
    }
}
