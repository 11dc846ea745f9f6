import Foundation

/// The name of a member of a JSON object, any name at all, so a model type can see every member
/// of the object it reads and keep the ones it does not know.
struct MemberKey: CodingKey, Hashable, ExpressibleByStringLiteral {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
    init(stringLiteral value: String) { stringValue = value }
}

/// Reads one JSON object of `extract.actionsdata` member by member.
///
/// A known member is decoded strictly: a value of the wrong type is an error whose coding path
/// names the member (`actions.OrderSoupIntent.outputFlags`), never a silent default. A known
/// member that is absent reads as its default and is remembered as omitted, so it is left out
/// again when the document is written. Every other member is kept as read.
struct MemberReader {
    private let container: KeyedDecodingContainer<MemberKey>
    private(set) var omitted: Set<String> = []
    private var known: Set<String> = []

    init(_ decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: MemberKey.self)
    }

    /// Whether the object has a member named `name`.
    func has(_ name: String) -> Bool { container.contains(MemberKey(name)) }

    /// The member `name`, or `fallback` when it is absent.
    mutating func callAsFunction<T: Decodable>(_ name: String, or fallback: @autoclosure () -> T) throws -> T {
        known.insert(name)
        guard container.contains(MemberKey(name)) else {
            omitted.insert(name)
            return fallback()
        }
        return try container.decode(T.self, forKey: MemberKey(name))
    }

    /// The member `name`, or `nil` when it is absent.
    mutating func optional<T: Decodable>(_ name: String) throws -> T? {
        known.insert(name)
        guard container.contains(MemberKey(name)) else { return nil }
        return try container.decode(T.self, forKey: MemberKey(name))
    }

    /// The member `name`, which must be present.
    mutating func required<T: Decodable>(_ name: String) throws -> T {
        known.insert(name)
        return try container.decode(T.self, forKey: MemberKey(name))
    }

    /// Marks `names` as read by other means (a member whose value is checked by hand).
    mutating func claim(_ names: String...) { known.formUnion(names) }

    /// Every member not asked for, as read.
    func unknownMembers() throws -> [String: JSONValue] {
        var members: [String: JSONValue] = [:]
        for key in container.allKeys where !known.contains(key.stringValue) {
            members[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
        return members
    }
}

/// Writes one JSON object member by member; the counterpart of `MemberReader`.
struct MemberWriter {
    private var container: KeyedEncodingContainer<MemberKey>
    private let omitted: Set<String>
    private var written: Set<String> = []

    init(_ encoder: any Encoder, omitted: Set<String> = []) {
        container = encoder.container(keyedBy: MemberKey.self)
        self.omitted = omitted
    }

    /// Writes `value`, unless the member was absent when read and still holds its default.
    mutating func callAsFunction<T: Encodable & Equatable>(_ value: T, _ name: String, default fallback: T) throws {
        written.insert(name)
        if omitted.contains(name), value == fallback { return }
        try container.encode(value, forKey: MemberKey(name))
    }

    /// Writes `value` if there is one.
    mutating func optional<T: Encodable>(_ value: T?, _ name: String) throws {
        written.insert(name)
        guard let value else { return }
        try container.encode(value, forKey: MemberKey(name))
    }

    /// Writes `value` always.
    mutating func always<T: Encodable>(_ value: T, _ name: String) throws {
        written.insert(name)
        try container.encode(value, forKey: MemberKey(name))
    }

    /// Writes the members kept from reading that no typed member wrote.
    mutating func finish(_ unknown: [String: JSONValue]) throws {
        for (name, value) in unknown where !written.contains(name) {
            try container.encode(value, forKey: MemberKey(name))
        }
    }
}

/// The members Apple's tools write with the same value for every app we know of: kept as plain
/// JSON, so a file with other values keeps them.
enum AppleConstants {
    static let emptyArray = JSONValue.array([])
    static let emptyObject = JSONValue.object([:])

    static let action: [String: JSONValue] = [
        "assistantDefinedSchemaTraits": emptyArray, "effectiveBundleIdentifiers": emptyArray,
        "mangledTypeNameByBundleIdentifier": emptyObject, "mangledTypeNameByBundleIdentifierV2": emptyObject,
        "requiredCapabilities": emptyArray,
    ]
    static let entity: [String: JSONValue] = [
        "effectiveBundleIdentifiers": emptyArray, "mangledTypeNameByBundleIdentifier": emptyObject,
        "requiredCapabilities": emptyArray,
    ]
    static let query: [String: JSONValue] = [
        "effectiveBundleIdentifiers": emptyArray, "mangledTypeNameByBundleIdentifier": emptyObject,
    ]
    static let enumeration: [String: JSONValue] = [
        "effectiveBundleIdentifiers": emptyArray, "mangledTypeNameByBundleIdentifier": emptyObject,
    ]
}

/// The names of the members a document left out: bookkeeping for writing it back, not part of
/// its value (two documents that differ only in it are equal).
struct MemberSet: Hashable, Sendable, ExpressibleByArrayLiteral {
    var names: Set<String>

    init(_ names: Set<String> = []) { self.names = names }
    init(arrayLiteral names: String...) { self.names = Set(names) }

    mutating func insert(_ name: String) { names.insert(name) }

    static func == (_: Self, _: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

/// A value the model keeps beside a document but does not count as part of it (our producers
/// know it; Apple's files do not carry it).
struct Unwritten<Value: Hashable & Sendable>: Hashable, Sendable {
    var value: Value

    static func == (_: Self, _: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
