/// An `AppEntity` type.
public struct EntityMetadata: Codable, Hashable, Sendable {
    public var identifier: String
    public var mangledTypeName: String
    public var fullyQualifiedTypeName: String
    /// `typeDisplayRepresentation`'s name: `Soup`.
    public var displayTypeName: LocalizedText
    /// The type of `id`: `String`, `UUID` (as `String`), `Int`.
    public var identifierValueType: ValueType
    public var properties: [PropertyMetadata]
    /// The identifier of `defaultQuery`'s type.
    public var defaultQueryIdentifier: String?
    /// `IndexedEntity`, `UniqueAppEntity`, `TransientAppEntity`, `URLRepresentableEntity`, …
    public var systemProtocols: [String]
    public var assistantDefinedSchemas: [String]
    public var availabilityAnnotations: [String: [String: String]]

    public init(
        identifier: String,
        fullyQualifiedTypeName: String,
        displayTypeName: LocalizedText,
        identifierValueType: ValueType = .primitive(.string),
        properties: [PropertyMetadata] = [],
        defaultQueryIdentifier: String? = nil,
        systemProtocols: [String] = [],
        assistantDefinedSchemas: [String] = []
    ) {
        self.identifier = identifier
        self.fullyQualifiedTypeName = fullyQualifiedTypeName
        self.mangledTypeName = MangledName.of(fullyQualifiedTypeName)
        self.displayTypeName = displayTypeName
        self.identifierValueType = identifierValueType
        self.properties = properties
        self.defaultQueryIdentifier = defaultQueryIdentifier
        self.systemProtocols = systemProtocols
        self.assistantDefinedSchemas = assistantDefinedSchemas
        self.availabilityAnnotations = MetadataDefaults.availability
    }

    public func property(named name: String) -> PropertyMetadata? {
        properties.first(where: { $0.identifier == name })
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, mangledTypeName, mangledTypeNameV2, fullyQualifiedTypeName, displayTypeName
        case identifierValueType, properties, defaultQueryIdentifier, systemProtocols, assistantDefinedSchemas
        case availabilityAnnotations
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try c.decode(String.self, forKey: .identifier)
        mangledTypeName = try c.decodeIfPresent(String.self, forKey: .mangledTypeName) ?? ""
        fullyQualifiedTypeName = try c.decodeIfPresent(String.self, forKey: .fullyQualifiedTypeName) ?? identifier
        displayTypeName =
            try c.decodeIfPresent(LocalizedText.self, forKey: .displayTypeName) ?? LocalizedText(identifier)
        identifierValueType =
            try c.decodeIfPresent(ValueType.self, forKey: .identifierValueType) ?? .primitive(.string)
        properties = try c.decodeIfPresent([PropertyMetadata].self, forKey: .properties) ?? []
        defaultQueryIdentifier = try c.decodeIfPresent(String.self, forKey: .defaultQueryIdentifier)
        systemProtocols = try c.decodeLenientStrings(forKey: .systemProtocols)
        assistantDefinedSchemas = try c.decodeLenientStrings(forKey: .assistantDefinedSchemas)
        availabilityAnnotations =
            (try? c.decodeIfPresent([String: [String: String]].self, forKey: .availabilityAnnotations)) ?? [:]
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(identifier, forKey: .identifier)
        try c.encode(mangledTypeName, forKey: .mangledTypeName)
        try c.encode(mangledTypeName, forKey: .mangledTypeNameV2)
        try c.encode(fullyQualifiedTypeName, forKey: .fullyQualifiedTypeName)
        try c.encode(displayTypeName, forKey: .displayTypeName)
        try c.encode(identifierValueType, forKey: .identifierValueType)
        try c.encode(properties, forKey: .properties)
        try c.encodeIfPresent(defaultQueryIdentifier, forKey: .defaultQueryIdentifier)
        try c.encode(systemProtocols, forKey: .systemProtocols)
        try c.encode(assistantDefinedSchemas, forKey: .assistantDefinedSchemas)
        try c.encode(availabilityAnnotations, forKey: .availabilityAnnotations)
    }
}

/// An entity's `@Property`, `@ComputedProperty` or `@DeferredProperty`.
public struct PropertyMetadata: Codable, Hashable, Sendable {
    /// The property name without the underscore: `name`.
    public var identifier: String
    public var title: LocalizedText
    public var valueType: ValueType
    public var isOptional: Bool
    /// The Spotlight attribute the property fills (`title`, `contentDescription`, …), if any.
    public var indexingKey: String?
    /// `stored`, `computed` or `deferred`.
    public var kind: String

    public init(
        identifier: String, title: LocalizedText, valueType: ValueType, isOptional: Bool = false,
        indexingKey: String? = nil, kind: String = "stored"
    ) {
        self.identifier = identifier
        self.title = title
        self.valueType = valueType
        self.isOptional = isOptional
        self.indexingKey = indexingKey
        self.kind = kind
    }

    private enum CodingKeys: String, CodingKey { case identifier, title, valueType, isOptional, indexingKey, kind }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try c.decode(String.self, forKey: .identifier)
        title = try c.decodeIfPresent(LocalizedText.self, forKey: .title) ?? LocalizedText(identifier)
        valueType = try c.decode(ValueType.self, forKey: .valueType)
        isOptional = try c.decodeIfPresent(Bool.self, forKey: .isOptional) ?? false
        indexingKey = try c.decodeIfPresent(String.self, forKey: .indexingKey)
        kind = try c.decodeIfPresent(String.self, forKey: .kind) ?? "stored"
    }
}

/// An entity query type.
public struct QueryMetadata: Codable, Hashable, Sendable {
    public var identifier: String
    public var mangledTypeName: String
    public var fullyQualifiedTypeName: String
    /// The entity the query returns.
    public var entityType: String
    /// `EntityQuery`, `EntityStringQuery`, `EnumerableEntityQuery`, `EntityPropertyQuery`,
    /// `UniqueAppEntityQuery`.
    public var systemProtocols: [String]
    /// For `EntityPropertyQuery`: each property and the comparators it supports.
    public var parameters: [QueryPropertyMetadata]
    /// For `EntityPropertyQuery`: the properties results may be sorted by.
    public var sortingOptions: [String]

    public init(
        identifier: String, fullyQualifiedTypeName: String, entityType: String, systemProtocols: [String],
        parameters: [QueryPropertyMetadata] = [], sortingOptions: [String] = []
    ) {
        self.identifier = identifier
        self.fullyQualifiedTypeName = fullyQualifiedTypeName
        self.mangledTypeName = MangledName.of(fullyQualifiedTypeName)
        self.entityType = entityType
        self.systemProtocols = systemProtocols
        self.parameters = parameters
        self.sortingOptions = sortingOptions
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, mangledTypeName, fullyQualifiedTypeName, entityType, systemProtocols, parameters
        case sortingOptions
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try c.decode(String.self, forKey: .identifier)
        mangledTypeName = try c.decodeIfPresent(String.self, forKey: .mangledTypeName) ?? ""
        fullyQualifiedTypeName = try c.decodeIfPresent(String.self, forKey: .fullyQualifiedTypeName) ?? identifier
        entityType = try c.decodeIfPresent(String.self, forKey: .entityType) ?? ""
        systemProtocols = try c.decodeLenientStrings(forKey: .systemProtocols)
        parameters = (try? c.decodeIfPresent([QueryPropertyMetadata].self, forKey: .parameters)) ?? []
        sortingOptions = try c.decodeLenientStrings(forKey: .sortingOptions)
    }
}

/// One filterable property of an `EntityPropertyQuery`.
public struct QueryPropertyMetadata: Codable, Hashable, Sendable {
    public var propertyIdentifier: String
    /// `equalTo`, `notEqualTo`, `contains`, `hasPrefix`, `hasSuffix`, `lessThan`, `greaterThan`, …
    public var comparators: [String]

    public init(propertyIdentifier: String, comparators: [String]) {
        self.propertyIdentifier = propertyIdentifier
        self.comparators = comparators
    }
}

/// An `AppEnum` type.
public struct EnumMetadata: Codable, Hashable, Sendable {
    public var identifier: String
    public var mangledTypeName: String
    public var fullyQualifiedTypeName: String
    public var displayTypeName: LocalizedText
    public var cases: [EnumCaseMetadata]
    /// The raw value's type name: `String`, `Int`.
    public var rawValueType: String
    public var assistantDefinedSchemas: [String]

    public init(
        identifier: String, fullyQualifiedTypeName: String, displayTypeName: LocalizedText,
        cases: [EnumCaseMetadata], rawValueType: String = "String", assistantDefinedSchemas: [String] = []
    ) {
        self.identifier = identifier
        self.fullyQualifiedTypeName = fullyQualifiedTypeName
        self.mangledTypeName = MangledName.of(fullyQualifiedTypeName)
        self.displayTypeName = displayTypeName
        self.cases = cases
        self.rawValueType = rawValueType
        self.assistantDefinedSchemas = assistantDefinedSchemas
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, mangledTypeName, mangledTypeNameV2, fullyQualifiedTypeName, displayTypeName, cases
        case rawValueType, assistantDefinedSchemas, systemProtocols
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try c.decode(String.self, forKey: .identifier)
        mangledTypeName = try c.decodeIfPresent(String.self, forKey: .mangledTypeName) ?? ""
        fullyQualifiedTypeName = try c.decodeIfPresent(String.self, forKey: .fullyQualifiedTypeName) ?? identifier
        displayTypeName =
            try c.decodeIfPresent(LocalizedText.self, forKey: .displayTypeName) ?? LocalizedText(identifier)
        cases = try c.decodeIfPresent([EnumCaseMetadata].self, forKey: .cases) ?? []
        rawValueType = try c.decodeIfPresent(String.self, forKey: .rawValueType) ?? "String"
        assistantDefinedSchemas = try c.decodeLenientStrings(forKey: .assistantDefinedSchemas)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(identifier, forKey: .identifier)
        try c.encode(mangledTypeName, forKey: .mangledTypeName)
        try c.encode(mangledTypeName, forKey: .mangledTypeNameV2)
        try c.encode(fullyQualifiedTypeName, forKey: .fullyQualifiedTypeName)
        try c.encode(displayTypeName, forKey: .displayTypeName)
        try c.encode(cases, forKey: .cases)
        try c.encode(rawValueType, forKey: .rawValueType)
        try c.encode(assistantDefinedSchemas, forKey: .assistantDefinedSchemas)
        try c.encode([String](), forKey: .systemProtocols)
    }
}

/// One enum case: its raw value (`identifier`) and how it is shown.
public struct EnumCaseMetadata: Codable, Hashable, Sendable {
    public var identifier: String
    public var displayRepresentation: DisplayRepresentationMetadata

    public init(identifier: String, displayRepresentation: DisplayRepresentationMetadata) {
        self.identifier = identifier
        self.displayRepresentation = displayRepresentation
    }
}

/// A `DisplayRepresentation` made of literals.
public struct DisplayRepresentationMetadata: Codable, Hashable, Sendable {
    public var title: LocalizedText
    public var subtitle: LocalizedText?
    public var synonyms: [LocalizedText]
    public var systemImageName: String?

    public init(
        title: LocalizedText, subtitle: LocalizedText? = nil, synonyms: [LocalizedText] = [],
        systemImageName: String? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.synonyms = synonyms
        self.systemImageName = systemImageName
    }

    private enum CodingKeys: String, CodingKey { case title, subtitle, synonyms, systemImageName }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decode(LocalizedText.self, forKey: .title)
        subtitle = try c.decodeIfPresent(LocalizedText.self, forKey: .subtitle)
        synonyms = try c.decodeIfPresent([LocalizedText].self, forKey: .synonyms) ?? []
        systemImageName = try c.decodeIfPresent(String.self, forKey: .systemImageName)
    }
}

/// An App Shortcut from the app's `AppShortcutsProvider`.
public struct AutoShortcutMetadata: Codable, Hashable, Sendable {
    /// The intent it runs.
    public var actionIdentifier: String
    /// Phrases with `${applicationName}` and `${parameter}` tokens.
    public var phraseTemplates: [LocalizedText]
    public var shortTitle: LocalizedText?
    public var systemImageName: String?
    public var availabilityAnnotations: [String: [String: String]]

    public init(
        actionIdentifier: String, phraseTemplates: [LocalizedText], shortTitle: LocalizedText? = nil,
        systemImageName: String? = nil
    ) {
        self.actionIdentifier = actionIdentifier
        self.phraseTemplates = phraseTemplates
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.availabilityAnnotations = MetadataDefaults.availability
    }

    private enum CodingKeys: String, CodingKey {
        case actionIdentifier, phraseTemplates, shortTitle, systemImageName, availabilityAnnotations
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        actionIdentifier = try c.decode(String.self, forKey: .actionIdentifier)
        phraseTemplates = try c.decodeIfPresent([LocalizedText].self, forKey: .phraseTemplates) ?? []
        shortTitle = try c.decodeIfPresent(LocalizedText.self, forKey: .shortTitle)
        systemImageName = try c.decodeIfPresent(String.self, forKey: .systemImageName)
        availabilityAnnotations =
            (try? c.decodeIfPresent([String: [String: String]].self, forKey: .availabilityAnnotations)) ?? [:]
    }
}
