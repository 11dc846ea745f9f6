/// The type of a parameter, property or output, in Apple's metadata encoding.
///
/// Apple writes a single-key object: `{"primitive": {"wrapper": {"typeIdentifier": 2}}}`,
/// `{"linkEnumeration": {"wrapper": {"identifier": "SoupSize"}}}`,
/// `{"entity": {"wrapper": {"typeName": "SoupEntity"}}}`, `{"array": {"memberValueType": …}}`,
/// `{"measurement": {"wrapper": {"unitType": 3}}}`.
public indirect enum ValueType: Hashable, Sendable {
    case primitive(PrimitiveType)
    case enumeration(identifier: String)
    case entity(typeName: String)
    case array(of: ValueType)
    case measurement(UnitType)

    /// The element type of an array, or the type itself.
    public var memberType: ValueType {
        if case .array(let member) = self { return member.memberType }
        return self
    }

    /// Whether this is an entity type.
    public var isEntity: Bool {
        if case .entity = self { return true }
        return false
    }

    /// Whether this is an array type.
    public var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    /// A short readable name: `Int`, `SoupEntity`, `[SoupSize]`, `Measurement<UnitLength>`.
    public var displayName: String {
        switch self {
        case .primitive(let primitive): primitive.name
        case .enumeration(let identifier): identifier
        case .entity(let typeName): typeName
        case .array(let member): "[\(member.displayName)]"
        case .measurement(let unit): "Measurement<\(unit.name)>"
        }
    }
}

/// The primitive value types App Intents supports, with Apple's type identifiers where known.
public enum PrimitiveType: Int, Codable, Hashable, Sendable, CaseIterable {
    case string = 0
    case bool = 1
    case int = 2
    case decimal = 3
    case url = 5
    case double = 7
    case date = 8
    case dateComponents = 9
    case file = 11
    case attributedString = 12
    case currency = 13

    /// The Swift type's name.
    public var name: String {
        switch self {
        case .string: "String"
        case .bool: "Bool"
        case .int: "Int"
        case .decimal: "Decimal"
        case .url: "URL"
        case .double: "Double"
        case .date: "Date"
        case .dateComponents: "DateComponents"
        case .file: "IntentFile"
        case .attributedString: "AttributedString"
        case .currency: "IntentCurrencyAmount"
        }
    }

    /// The primitive whose Swift type is named `name`, if any.
    public init?(swiftName name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}

/// The unit families a `Measurement` parameter may use.
public enum UnitType: Int, Codable, Hashable, Sendable, CaseIterable {
    case length = 0
    case mass = 1
    case temperature = 2
    case duration = 3
    case volume = 4
    case speed = 5
    case energy = 6
    case area = 7
    case angle = 8
    case pressure = 9

    /// Foundation's unit class name (`UnitLength`).
    public var name: String {
        switch self {
        case .length: "UnitLength"
        case .mass: "UnitMass"
        case .temperature: "UnitTemperature"
        case .duration: "UnitDuration"
        case .volume: "UnitVolume"
        case .speed: "UnitSpeed"
        case .energy: "UnitEnergy"
        case .area: "UnitArea"
        case .angle: "UnitAngle"
        case .pressure: "UnitPressure"
        }
    }

    public init?(unitClassName name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}

extension ValueType: Codable {
    private enum Kind: String, CodingKey {
        case primitive, linkEnumeration, entity, array, measurement
    }
    private enum WrapperKeys: String, CodingKey { case wrapper, memberValueType }
    private enum FieldKeys: String, CodingKey { case typeIdentifier, identifier, typeName, unitType }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        guard let kind = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "expected a value type object with one of primitive, linkEnumeration, entity, array, measurement"
                ))
        }
        switch kind {
        case .array:
            let nested = try container.nestedContainer(keyedBy: WrapperKeys.self, forKey: kind)
            self = .array(of: try nested.decode(ValueType.self, forKey: .memberValueType))
        default:
            let nested = try container.nestedContainer(keyedBy: WrapperKeys.self, forKey: kind)
            let fields = try nested.nestedContainer(keyedBy: FieldKeys.self, forKey: .wrapper)
            switch kind {
            case .primitive:
                let raw = try fields.decode(Int.self, forKey: .typeIdentifier)
                guard let primitive = PrimitiveType(rawValue: raw) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .typeIdentifier, in: fields,
                        debugDescription: "unknown primitive type identifier \(raw)")
                }
                self = .primitive(primitive)
            case .linkEnumeration:
                self = .enumeration(identifier: try fields.decode(String.self, forKey: .identifier))
            case .entity:
                let name =
                    try fields.decodeIfPresent(String.self, forKey: .typeName)
                    ?? fields.decode(String.self, forKey: .identifier)
                self = .entity(typeName: name)
            case .measurement:
                let raw = try fields.decode(Int.self, forKey: .unitType)
                guard let unit = UnitType(rawValue: raw) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .unitType, in: fields, debugDescription: "unknown unit type \(raw)")
                }
                self = .measurement(unit)
            case .array:
                fatalError("handled above")
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case .array(let member):
            var nested = container.nestedContainer(keyedBy: WrapperKeys.self, forKey: .array)
            try nested.encode(member, forKey: .memberValueType)
        case .primitive(let primitive):
            var nested = container.nestedContainer(keyedBy: WrapperKeys.self, forKey: .primitive)
            var fields = nested.nestedContainer(keyedBy: FieldKeys.self, forKey: .wrapper)
            try fields.encode(primitive.rawValue, forKey: .typeIdentifier)
        case .enumeration(let identifier):
            var nested = container.nestedContainer(keyedBy: WrapperKeys.self, forKey: .linkEnumeration)
            var fields = nested.nestedContainer(keyedBy: FieldKeys.self, forKey: .wrapper)
            try fields.encode(identifier, forKey: .identifier)
        case .entity(let typeName):
            var nested = container.nestedContainer(keyedBy: WrapperKeys.self, forKey: .entity)
            var fields = nested.nestedContainer(keyedBy: FieldKeys.self, forKey: .wrapper)
            try fields.encode(typeName, forKey: .typeName)
        case .measurement(let unit):
            var nested = container.nestedContainer(keyedBy: WrapperKeys.self, forKey: .measurement)
            var fields = nested.nestedContainer(keyedBy: FieldKeys.self, forKey: .wrapper)
            try fields.encode(unit.rawValue, forKey: .unitType)
        }
    }
}
