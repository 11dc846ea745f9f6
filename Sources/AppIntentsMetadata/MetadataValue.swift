/// A literal value inside the metadata (a default, a range bound), in Apple's encoding:
/// `{"number": {"wrapper": 1}}`, `{"string": {"wrapper": "tomato"}}`, `{"bool": {"wrapper": true}}`.
public indirect enum MetadataValue: Hashable, Sendable {
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([MetadataValue])

    /// The value as text, the way a person would type it on a command line.
    public var text: String {
        switch self {
        case .bool(let value): String(value)
        case .number(let value):
            value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let value): value
        case .array(let values): values.map(\.text).joined(separator: ",")
        }
    }
}

extension MetadataValue: Codable {
    private enum Kind: String, CodingKey { case bool, number, string, array }
    private enum WrapperKey: String, CodingKey { case wrapper }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        guard let kind = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a value object with one of bool, number, string, array"))
        }
        let nested = try container.nestedContainer(keyedBy: WrapperKey.self, forKey: kind)
        switch kind {
        case .bool: self = .bool(try nested.decode(Bool.self, forKey: .wrapper))
        case .number: self = .number(try nested.decode(Double.self, forKey: .wrapper))
        case .string: self = .string(try nested.decode(String.self, forKey: .wrapper))
        case .array: self = .array(try nested.decode([MetadataValue].self, forKey: .wrapper))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case .bool(let value):
            var nested = container.nestedContainer(keyedBy: WrapperKey.self, forKey: .bool)
            try nested.encode(value, forKey: .wrapper)
        case .number(let value):
            var nested = container.nestedContainer(keyedBy: WrapperKey.self, forKey: .number)
            try nested.encode(value, forKey: .wrapper)
        case .string(let value):
            var nested = container.nestedContainer(keyedBy: WrapperKey.self, forKey: .string)
            try nested.encode(value, forKey: .wrapper)
        case .array(let values):
            var nested = container.nestedContainer(keyedBy: WrapperKey.self, forKey: .array)
            try nested.encode(values, forKey: .wrapper)
        }
    }
}

/// Apple's `typeSpecificMetadata`: a flat array alternating keys and values,
/// `["LNValueTypeSpecificMetadataKeyDefaultValue", {"number": {"wrapper": 1}}, …]`.
public struct TypeSpecificMetadata: Hashable, Sendable {
    public var entries: [(key: String, value: MetadataValue)]

    public init(_ entries: [(key: String, value: MetadataValue)] = []) {
        self.entries = entries
    }

    public subscript(key: String) -> MetadataValue? {
        get { entries.first(where: { $0.key == key })?.value }
        set {
            entries.removeAll(where: { $0.key == key })
            if let newValue { entries.append((key, newValue)) }
        }
    }

    public var isEmpty: Bool { entries.isEmpty }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.key)
            hasher.combine(entry.value)
        }
    }
}

extension TypeSpecificMetadata {
    public static let defaultValueKey = "LNValueTypeSpecificMetadataKeyDefaultValue"
    public static let minimumValueKey = "LNValueTypeSpecificMetadataKeyMinimumValue"
    public static let maximumValueKey = "LNValueTypeSpecificMetadataKeyMaximumValue"
    public static let supportsNegativeNumbersKey = "LNValueTypeSpecificMetadataKeySupportsNegativeNumbers"
    public static let defaultUnitKey = "LNValueTypeSpecificMetadataKeyDefaultUnit"
    public static let contentTypesKey = "LNValueTypeSpecificMetadataKeySupportedContentTypes"
    public static let controlStyleKey = "LNValueTypeSpecificMetadataKeyControlStyle"
    public static let multilineKey = "LNValueTypeSpecificMetadataKeyMultiline"
}

extension TypeSpecificMetadata: Codable {
    private struct AnyValue: Decodable {
        let key: String?
        let value: MetadataValue?
        init(from decoder: any Decoder) throws {
            let single = try decoder.singleValueContainer()
            if let text = try? single.decode(String.self) {
                key = text
                value = nil
            } else {
                key = nil
                value = try single.decode(MetadataValue.self)
            }
        }
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var entries: [(String, MetadataValue)] = []
        var pendingKey: String?
        while !container.isAtEnd {
            let item = try container.decode(AnyValue.self)
            if let key = pendingKey {
                // A value may itself be a plain string in Apple's files.
                let value = item.value ?? .string(item.key ?? "")
                entries.append((key, value))
                pendingKey = nil
            } else if let key = item.key {
                pendingKey = key
            } else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "typeSpecificMetadata: expected a key string before each value")
            }
        }
        self.entries = entries.map { (key: $0.0, value: $0.1) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for entry in entries {
            try container.encode(entry.key)
            try container.encode(entry.value)
        }
    }
}
