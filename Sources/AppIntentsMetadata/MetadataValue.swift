/// A literal value inside the metadata (a default, a range bound), in Apple's encoding:
/// `{"int": {"wrapper": 1}}`, `{"double": {"wrapper": 0.5}}`, `{"string": {"wrapper": "tomato"}}`,
/// `{"array": {"elements": […]}}`.
///
/// A value of a kind this type does not know (`{"enumMetadata": …}`) is kept as read in `other`.
public indirect enum MetadataValue: Hashable, Sendable {
    case bool(Bool)
    /// A number of unknown width; the model's accessors give `int` and `double` values as this.
    case number(Double)
    case string(String)
    case array([MetadataValue])
    /// Apple's `int` kind: integers, and Bool defaults as 0 or 1.
    case int(Int)
    /// Apple's `double` kind: range bounds and `Double` defaults.
    case double(Double)
    /// A value of a kind the model does not know, kept exactly as read.
    case other(JSONValue)

    /// The value as text, the way a person would type it on a command line.
    public var text: String {
        switch self {
        case .bool(let value): String(value)
        case .number(let value), .double(let value):
            value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .int(let value): String(value)
        case .string(let value): value
        case .array(let values): values.map(\.text).joined(separator: ",")
        case .other(let json): json.description
        }
    }

    /// The value as a number, for any of the numeric kinds.
    public var numberValue: Double? {
        switch self {
        case .number(let value), .double(let value): value
        case .int(let value): Double(value)
        default: nil
        }
    }

    /// Reads Apple's encoding; anything else is kept as `other`.
    public init(json: JSONValue) {
        guard case .object(let object) = json, object.count == 1, let (kind, body) = object.first,
            case .object(let fields) = body, fields.count == 1
        else {
            self = .other(json)
            return
        }
        switch (kind, fields["wrapper"], fields["elements"]) {
        case ("bool", .bool(let value)?, nil): self = .bool(value)
        case ("number", .number(let value)?, nil): self = .number(value)
        case ("string", .string(let value)?, nil): self = .string(value)
        case ("double", .number(let value)?, nil): self = .double(value)
        case ("int", .number(let value)?, nil) where value.rounded() == value && abs(value) < 9.0e15:
            self = .int(Int(value))
        case ("array", nil, .array(let elements)?): self = .array(elements.map(MetadataValue.init(json:)))
        default: self = .other(json)
        }
    }

    /// Apple's encoding of the value.
    public var json: JSONValue {
        func wrapped(_ kind: String, _ value: JSONValue) -> JSONValue { .object([kind: .object(["wrapper": value])]) }
        switch self {
        case .bool(let value): return wrapped("bool", .bool(value))
        case .number(let value): return wrapped("number", .number(value))
        case .string(let value): return wrapped("string", .string(value))
        case .int(let value): return wrapped("int", .number(Double(value)))
        case .double(let value): return wrapped("double", .number(value))
        case .array(let values): return .object(["array": .object(["elements": .array(values.map(\.json))])])
        case .other(let json): return json
        }
    }
}

extension MetadataValue: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(json: try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

/// Apple's `typeSpecificMetadata`: a flat array alternating keys and values,
/// `["LNValueTypeSpecificMetadataKeyDefaultValue", {"int": {"wrapper": 1}}, …]`.
public struct TypeSpecificMetadata: Hashable, Sendable {
    public var entries: [(key: String, value: MetadataValue)]

    public init(_ entries: [(key: String, value: MetadataValue)] = []) {
        self.entries = entries
    }

    public subscript(key: String) -> MetadataValue? {
        get { entries.first(where: { $0.key == key })?.value }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((key, newValue))
            }
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
    /// Apple's range keys; an `inclusiveRange` writes upper bound, lower bound, range type 0.
    public static let upperBoundKey = "LNValueTypeMetadataKeyNumberUpperBound"
    public static let lowerBoundKey = "LNValueTypeMetadataKeyNumberLowerBound"
    public static let rangeTypeKey = "LNValueTypeMetadataKeyNumberRangeType"
    /// Our earlier range keys, still read.
    public static let minimumValueKey = "LNValueTypeSpecificMetadataKeyMinimumValue"
    public static let maximumValueKey = "LNValueTypeSpecificMetadataKeyMaximumValue"
    public static let supportsNegativeNumbersKey = "LNValueTypeSpecificMetadataKeySupportsNegativeNumbers"
    public static let defaultUnitKey = "LNValueTypeSpecificMetadataKeyDefaultUnit"
    public static let contentTypesKey = "LNValueTypeMetadataKeyFileSupportedTypes"
    public static let controlStyleKey = "LNValueTypeMetadataKeyNumberControlStyle"
    public static let multilineKey = "LNValueTypeMetadataKeyStringMultiline"
    public static let measurementUnitTypeKey = "LNValueTypeMetadataKeyMeasurementUnitType"
    public static let measurementAdjustsForLocaleKey = "LNValueTypeMetadataKeyMeasurementUnitAdjustsForLocale"
    /// Ours: a parameter's `supportedValues:` (Apple's key for them is not known).
    public static let supportedValuesKey = "supportedValues"

    /// `controlStyle` names to Apple's numbers.
    public static let controlStyles = ["field": 1, "slider": 2]
}

extension TypeSpecificMetadata: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var entries: [(key: String, value: MetadataValue)] = []
        while !container.isAtEnd {
            let index = container.currentIndex
            guard case .string(let key) = try container.decode(JSONValue.self) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "typeSpecificMetadata[\(index)]: expected a key string before each value")
            }
            guard !container.isAtEnd else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "typeSpecificMetadata: the key '\(key)' has no value after it")
            }
            entries.append((key, try container.decode(MetadataValue.self)))
        }
        self.entries = entries
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for entry in entries {
            try container.encode(entry.key)
            try container.encode(entry.value)
        }
    }
}
