/// One `@Parameter` of an action.
public struct ParameterMetadata: Codable, Hashable, Sendable {
    /// The property name without the underscore: `soup`.
    public var name: String
    public var title: LocalizedText
    public var descriptionMetadata: DescriptionMetadata?
    public var valueType: ValueType
    public var isOptional: Bool
    /// Defaults, ranges, units and the like.
    public var typeSpecificMetadata: TypeSpecificMetadata
    /// The `requestValueDialog`, if the parameter declares one.
    public var requestValueDialog: LocalizedText?
    /// The `requestDisambiguationDialog`, if the parameter declares one.
    public var requestDisambiguationDialog: LocalizedText?
    /// 1 when the parameter has an `optionsProvider` or its entity query offers suggestions.
    public var dynamicOptionsSupport: Int
    public var capabilities: Int
    public var inputConnectionBehavior: Int
    public var isInput: Bool

    public init(
        name: String,
        title: LocalizedText,
        description: String? = nil,
        valueType: ValueType,
        isOptional: Bool = false,
        typeSpecificMetadata: TypeSpecificMetadata = .init(),
        requestValueDialog: LocalizedText? = nil,
        requestDisambiguationDialog: LocalizedText? = nil,
        dynamicOptionsSupport: Int = 0
    ) {
        self.name = name
        self.title = title
        self.descriptionMetadata = description.map { DescriptionMetadata(descriptionText: LocalizedText($0)) }
        self.valueType = valueType
        self.isOptional = isOptional
        self.typeSpecificMetadata = typeSpecificMetadata
        self.requestValueDialog = requestValueDialog
        self.requestDisambiguationDialog = requestDisambiguationDialog
        self.dynamicOptionsSupport = dynamicOptionsSupport
        self.capabilities = 0
        self.inputConnectionBehavior = 0
        self.isInput = false
    }

    /// The declared default, if any.
    public var defaultValue: MetadataValue? {
        get { typeSpecificMetadata[TypeSpecificMetadata.defaultValueKey] }
        set { typeSpecificMetadata[TypeSpecificMetadata.defaultValueKey] = newValue }
    }

    /// The `inclusiveRange` bounds, if any.
    public var range: (minimum: Double, maximum: Double)? {
        guard case .number(let low)? = typeSpecificMetadata[TypeSpecificMetadata.minimumValueKey],
            case .number(let high)? = typeSpecificMetadata[TypeSpecificMetadata.maximumValueKey]
        else { return nil }
        return (low, high)
    }

    /// Required means the system must obtain a value: not optional and no default.
    public var isRequired: Bool { !isOptional && defaultValue == nil }

    /// The parameter's description text, if any.
    public var descriptionText: String? {
        guard let text = descriptionMetadata?.descriptionText.key, !text.isEmpty else { return nil }
        return text
    }

    private enum CodingKeys: String, CodingKey {
        case name, title, descriptionMetadata, valueType, resolvableInputTypes, isOptional, typeSpecificMetadata
        case requestValueDialog, requestDisambiguationDialog, dynamicOptionsSupport, capabilities
        case inputConnectionBehavior, isInput
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        title = try c.decodeIfPresent(LocalizedText.self, forKey: .title) ?? LocalizedText(name)
        descriptionMetadata = try c.decodeIfPresent(DescriptionMetadata.self, forKey: .descriptionMetadata)
        valueType = try c.decode(ValueType.self, forKey: .valueType)
        isOptional = try c.decodeIfPresent(Bool.self, forKey: .isOptional) ?? false
        typeSpecificMetadata =
            try c.decodeIfPresent(TypeSpecificMetadata.self, forKey: .typeSpecificMetadata) ?? .init()
        requestValueDialog = try c.decodeIfPresent(LocalizedText.self, forKey: .requestValueDialog)
        requestDisambiguationDialog = try c.decodeIfPresent(LocalizedText.self, forKey: .requestDisambiguationDialog)
        dynamicOptionsSupport = try c.decodeIfPresent(Int.self, forKey: .dynamicOptionsSupport) ?? 0
        capabilities = try c.decodeIfPresent(Int.self, forKey: .capabilities) ?? 0
        inputConnectionBehavior = try c.decodeIfPresent(Int.self, forKey: .inputConnectionBehavior) ?? 0
        isInput = try c.decodeIfPresent(Bool.self, forKey: .isInput) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(descriptionMetadata, forKey: .descriptionMetadata)
        try c.encode(valueType, forKey: .valueType)
        try c.encode([valueType], forKey: .resolvableInputTypes)
        try c.encode(isOptional, forKey: .isOptional)
        try c.encode(typeSpecificMetadata, forKey: .typeSpecificMetadata)
        try c.encodeIfPresent(requestValueDialog, forKey: .requestValueDialog)
        try c.encodeIfPresent(requestDisambiguationDialog, forKey: .requestDisambiguationDialog)
        try c.encode(dynamicOptionsSupport, forKey: .dynamicOptionsSupport)
        try c.encode(capabilities, forKey: .capabilities)
        try c.encode(inputConnectionBehavior, forKey: .inputConnectionBehavior)
        try c.encode(isInput, forKey: .isInput)
    }
}

extension KeyedDecodingContainer {
    /// An array of strings, or of objects with an `identifier`/`name`; absent means empty.
    func decodeLenientStrings(forKey key: Key) throws -> [String] {
        if let strings = try? decodeIfPresent([String].self, forKey: key) { return strings }
        if let named = try? decodeIfPresent([NamedItem].self, forKey: key) {
            return named.compactMap { $0.identifier ?? $0.name }
        }
        return []
    }
}

struct NamedItem: Decodable {
    let identifier: String?
    let name: String?
}

enum MetadataDefaults {
    static let availability: [String: [String: String]] = ["LNPlatformNameWildcard": ["introducedVersion": "*"]]
}

/// A stable stand-in for Swift's mangled type name, derived from the fully qualified name.
///
/// Apple's tools write the compiler's mangling (`8SoupShop15OrderSoupIntentV`); we cannot know
/// whether a type is a struct or class from reflection alone, so we write the nominal part that
/// Apple's mangling would start with (`8SoupShop15OrderSoupIntent`). Readers match on
/// `fullyQualifiedTypeName`.
public enum MangledName {
    public static func of(_ fullyQualifiedTypeName: String) -> String {
        fullyQualifiedTypeName.split(separator: ".").map { "\($0.utf8.count)\($0)" }.joined()
    }
}
