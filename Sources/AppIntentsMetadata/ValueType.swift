/// The type of a parameter, property or output, in Apple's metadata encoding.
///
/// Apple writes a single-key object: `{"primitive": {"wrapper": {"typeIdentifier": 2}}}`,
/// `{"intents": {"wrapper": {"typeIdentifier": 12}}}` (files),
/// `{"linkEnumeration": {"wrapper": {"identifier": "SoupSize"}}}`,
/// `{"entity": {"wrapper": {"typeName": "SoupEntity"}}}`,
/// `{"array": {"wrapper": {"capabilities": 3, "memberValueType": …}}}`,
/// `{"measurement": {"wrapper": {"unitType": 3}}}`, and (inferred, see docs/METADATA.md)
/// `{"union": {"wrapper": {"identifier": "SearchResult", "cases": [{"identifier": "landmark",
/// "valueType": …}]}}}`. A type in any other shape is kept as read in `other`.
public indirect enum ValueType: Hashable, Sendable {
    case primitive(PrimitiveType)
    case enumeration(identifier: String)
    case entity(typeName: String)
    case array(of: ValueType)
    case measurement(UnitType)
    /// A `@UnionValue` enum: one of its cases, each carrying a value of its own type.
    case union(identifier: String, cases: [UnionCase])
    /// A type the model does not know (another kind, an array with other capabilities), kept
    /// exactly as read.
    case other(JSONValue)

    /// The element type of an array, or the type itself.
    public var memberType: ValueType {
        if let member = arrayShape?.member { return member.memberType }
        return self
    }

    /// An array's `capabilities` and element type: `.array` (capabilities 3, the only value in
    /// Apple's files) or, kept in `other` so that it is written back as read, an array with other
    /// capabilities.
    public var arrayShape: (capabilities: Int, member: ValueType)? {
        switch self {
        case .array(let member): return (Self.arrayCapabilities, member)
        case .other(let json):
            guard case .object(let fields)? = json["array"]?["wrapper"], fields.count == 2,
                case .number(let capabilities)? = fields["capabilities"], capabilities.rounded() == capabilities,
                abs(capabilities) < 1e9, let member = fields["memberValueType"], case .object = member
            else { return nil }
            return (Int(capabilities), ValueType(json: member))
        default: return nil
        }
    }

    /// Whether this is an entity type.
    public var isEntity: Bool {
        if case .entity = self { return true }
        return false
    }

    /// Whether this is an array type.
    public var isArray: Bool { arrayShape != nil }

    /// A short readable name: `Int`, `SoupEntity`, `[SoupSize]`, `Measurement<UnitLength>`.
    public var displayName: String {
        switch self {
        case .primitive(let primitive): primitive.name
        case .enumeration(let identifier): identifier
        case .entity(let typeName): typeName
        case .array(let member): "[\(member.displayName)]"
        case .measurement(let unit): "Measurement<\(unit.name)>"
        case .union(let identifier, _): identifier
        case .other(let json):
            arrayShape.map { "[\($0.member.displayName)]" } ?? json.objectValue?.keys.sorted().first ?? "unknown"
        }
    }
}

/// One case of a union value type: its name, the type of the value it carries, and how it reads.
public struct UnionCase: Hashable, Sendable {
    /// The case's name (`landmark`).
    public var identifier: String
    /// The type of the value it carries.
    public var valueType: ValueType
    /// The case's title from the union value's `caseDisplayRepresentations` (iOS 27's
    /// `AppUnionValue`), when it gives one other than the name. Ours (`title`); not part of the
    /// type: two cases that differ only in title are the same case.
    public var title: String?

    public init(identifier: String, valueType: ValueType, title: String? = nil) {
        self.identifier = identifier
        self.valueType = valueType
        self.title = title
    }

    /// How the case reads to a person: its title, else its name.
    public var displayTitle: String { title ?? identifier }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.identifier == rhs.identifier && lhs.valueType == rhs.valueType
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(valueType)
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
    case person = 14
    case placemark = 15
    case paymentMethod = 16
    /// GeoToolbox's `PlaceDescriptor`, which Apple's metadata writes as a system entity (below).
    case placeDescriptor = 17
    /// Foundation's `Calendar.RecurrenceRule`; Apple's identifier for it is not known (ours below).
    case recurrenceRule = 18
    /// Swift's `Duration`; Apple's identifier for it is not known (ours below).
    case duration = 19
    /// Foundation's `PersonNameComponents`; Apple's identifier for it is not known (ours below).
    case personName = 20

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
        case .person: "IntentPerson"
        case .placemark: "CLPlacemark"
        case .paymentMethod: "IntentPaymentMethod"
        case .placeDescriptor: "PlaceDescriptor"
        case .recurrenceRule: "Calendar.RecurrenceRule"
        case .duration: "Duration"
        case .personName: "PersonNameComponents"
        }
    }

    /// Apple's kind and type identifier: most are `primitive` (a place too); files, people,
    /// payment methods and currency amounts are `intents`. The identifiers are those Apple's
    /// LinkMetadata framework makes its value types with (docs/METADATA.md). `nil` for a
    /// `PlaceDescriptor`, which Apple writes as the system entity `placeDescriptorEntity` names.
    public var appleEncoding: (kind: String, typeIdentifier: Int)? {
        switch self {
        case .placeDescriptor: nil
        // Ours: no file of Apple's with a recurrence rule seen; far from Apple's numbers.
        case .recurrenceRule: ("primitive", 100)
        case .duration: ("primitive", 101)
        case .personName: ("primitive", 102)
        case .string: ("primitive", 0)
        case .bool: ("primitive", 1)
        case .int: ("primitive", 2)
        case .decimal: ("primitive", 3)
        case .double: ("primitive", 7)
        case .date: ("primitive", 8)
        case .dateComponents: ("primitive", 9)
        case .url: ("primitive", 11)
        case .attributedString: ("primitive", 12)
        case .file: ("intents", 12)
        case .placemark: ("primitive", 10)
        case .person: ("intents", 3)
        case .paymentMethod: ("intents", 13)
        case .currency: ("intents", 14)
        }
    }

    /// The primitive Apple writes as `kind` with `typeIdentifier`, if any.
    public init?(appleKind kind: String, typeIdentifier: Int) {
        guard let match = Self.allCases.first(where: { $0.appleEncoding.map { $0 == (kind, typeIdentifier) } ?? false })
        else { return nil }
        self = match
    }

    /// The entity type name Apple's metadata gives a `PlaceDescriptor` value: GeoToolbox's places are
    /// a system entity there, `{"entity": {"wrapper": {"typeName": "GeoToolbox.PlaceDescriptorEntity"}}}`
    /// (the name Xcode's Siri training reports for an App Schema's `place`; docs/METADATA.md).
    public static let placeDescriptorEntity = "GeoToolbox.PlaceDescriptorEntity"

    /// The primitive whose Swift type is named `name`, if any.
    public init?(swiftName name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}

/// The unit families a `Measurement` parameter may use. Apple's number for `UnitDuration` is 7
/// (seen in a file Apple's tools wrote); the others are ours (docs/METADATA.md).
public enum UnitType: Int, Codable, Hashable, Sendable, CaseIterable {
    case length = 0
    case mass = 1
    case temperature = 2
    case area = 3
    case volume = 4
    case speed = 5
    case energy = 6
    case duration = 7
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
    /// The `capabilities` Apple writes for every array type seen in its files.
    public static let arrayCapabilities = 3

    /// Reads Apple's encoding; a shape the model does not know is kept as `other`.
    public init(json: JSONValue) {
        self = Self.known(json) ?? .other(json)
    }

    private static func known(_ json: JSONValue) -> ValueType? {
        guard case .object(let object) = json, object.count == 1, let (kind, body) = object.first,
            case .object(let outer) = body, outer.count == 1, case .object(let fields)? = outer["wrapper"]
        else { return nil }
        func integer(_ value: JSONValue?) -> Int? {
            guard case .number(let number)? = value, number.rounded() == number, abs(number) < 1e9 else { return nil }
            return Int(number)
        }
        switch kind {
        case "primitive", "intents":
            guard fields.count == 1, let id = integer(fields["typeIdentifier"]),
                let primitive = PrimitiveType(appleKind: kind, typeIdentifier: id)
            else { return nil }
            return .primitive(primitive)
        case "linkEnumeration":
            guard fields.count == 1, case .string(let identifier)? = fields["identifier"] else { return nil }
            return .enumeration(identifier: identifier)
        case "entity":
            guard fields.count == 1, case .string(let name)? = fields["typeName"] else { return nil }
            return name == PrimitiveType.placeDescriptorEntity ? .primitive(.placeDescriptor) : .entity(typeName: name)
        case "measurement":
            guard fields.count == 1, let raw = integer(fields["unitType"]), let unit = UnitType(rawValue: raw) else {
                return nil
            }
            return .measurement(unit)
        case "union":
            guard fields.count == 2, case .string(let identifier)? = fields["identifier"],
                case .array(let items)? = fields["cases"]
            else { return nil }
            var cases: [UnionCase] = []
            for item in items {
                guard case .object(let members) = item, case .string(let name)? = members["identifier"],
                    let type = members["valueType"]
                else { return nil }
                var title: String?
                switch members["title"] {
                case nil: guard members.count == 2 else { return nil }
                case .string(let text)?: guard members.count == 3 else { return nil }; title = text
                default: return nil
                }
                cases.append(UnionCase(identifier: name, valueType: ValueType(json: type), title: title))
            }
            return .union(identifier: identifier, cases: cases)
        case "array":
            guard fields.count == 2, integer(fields["capabilities"]) == arrayCapabilities,
                let member = fields["memberValueType"]
            else { return nil }
            return .array(of: ValueType(json: member))
        default:
            return nil
        }
    }

    /// Apple's encoding of the type.
    public var json: JSONValue {
        func wrapped(_ kind: String, _ fields: [String: JSONValue]) -> JSONValue {
            .object([kind: .object(["wrapper": .object(fields)])])
        }
        switch self {
        case .primitive(let primitive):
            guard let (kind, id) = primitive.appleEncoding else {
                return wrapped("entity", ["typeName": .string(PrimitiveType.placeDescriptorEntity)])
            }
            return wrapped(kind, ["typeIdentifier": .number(Double(id))])
        case .enumeration(let identifier): return wrapped("linkEnumeration", ["identifier": .string(identifier)])
        case .entity(let typeName): return wrapped("entity", ["typeName": .string(typeName)])
        case .measurement(let unit): return wrapped("measurement", ["unitType": .number(Double(unit.rawValue))])
        case .array(let member):
            return wrapped(
                "array", ["capabilities": .number(Double(Self.arrayCapabilities)), "memberValueType": member.json])
        case .union(let identifier, let cases):
            return wrapped(
                "union",
                [
                    "identifier": .string(identifier),
                    "cases": .array(
                        cases.map { item in
                            var members: [String: JSONValue] = [
                                "identifier": .string(item.identifier), "valueType": item.valueType.json,
                            ]
                            if let title = item.title { members["title"] = .string(title) }
                            return .object(members)
                        }),
                ])
        case .other(let json): return json
        }
    }

    public init(from decoder: any Decoder) throws {
        let json = try JSONValue(from: decoder)
        guard case .object = json else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "expected a value type object such as {\"primitive\": {\"wrapper\": {\"typeIdentifier\": 0}}}"))
        }
        self.init(json: json)
    }

    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

/// One of `resolvableInputTypes`: a type a value may be given as, which the system converts.
public struct ResolvableInputType: Codable, Hashable, Sendable {
    public var kindValue: Int
    public var valueType: ValueType
    public var unknownMembers: [String: JSONValue] = [:]
    var omittedMembers: MemberSet = []

    public init(kindValue: Int = 0, valueType: ValueType) {
        self.kindValue = kindValue
        self.valueType = valueType
    }

    /// What Apple's tools write for a parameter of type `type`: the types Shortcuts may pass in
    /// its place (a `String` also takes an `Int` or a list of them).
    public static func defaults(for type: ValueType) -> [ResolvableInputType] {
        let list: [ValueType]
        switch type {
        case .primitive(.string): list = [.primitive(.string), .primitive(.int), .array(of: .primitive(.int))]
        case .primitive(.int): list = [.primitive(.int), .primitive(.double), .primitive(.string)]
        case .primitive(.double): list = [.primitive(.double), .primitive(.int), .primitive(.string)]
        case .primitive(.url): list = [.primitive(.string), .primitive(.url)]
        case .primitive(.attributedString): list = [.primitive(.attributedString), .primitive(.string)]
        case .primitive(.bool), .primitive(.date), .primitive(.dateComponents), .primitive(.file), .measurement:
            list = [type]
        default: list = []
        }
        return list.map { ResolvableInputType(valueType: $0) }
    }

    public init(from decoder: any Decoder) throws {
        var members = try MemberReader(decoder)
        kindValue = try members("kindValue", or: 0)
        valueType = try members.required("valueType")
        unknownMembers = try members.unknownMembers()
        omittedMembers = MemberSet(members.omitted)
    }

    public func encode(to encoder: any Encoder) throws {
        var members = MemberWriter(encoder, omitted: omittedMembers.names)
        try members(kindValue, "kindValue", default: 0)
        try members.always(valueType, "valueType")
        try members.finish(unknownMembers)
    }
}
