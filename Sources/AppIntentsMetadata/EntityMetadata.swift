/// An `AppEntity` type. Apple keys entities by `typeName` and writes no identifier type.
public struct EntityMetadata: Codable, Hashable, Sendable {
    /// The type's short name (Apple's `typeName`); the key of `entities`.
    public var identifier: String
    public var mangledTypeName: String
    public var fullyQualifiedTypeName: String
    /// `typeDisplayRepresentation`'s name: `Soup`.
    public var displayTypeName: LocalizedText
    /// `typeDisplayRepresentation`'s `numericFormat`; Apple's tools write the type's name when it has none.
    public var numericFormatTypeName: LocalizedText?
    /// The type of `id`: `String`, `UUID` (as `String`), `Int`. Ours: not written (Apple's files
    /// do not carry it), read when present, and not part of the document's value.
    public var identifierValueType: ValueType {
        get { identifierType.value }
        set { identifierType.value = newValue }
    }
    var identifierType = Unwritten(value: ValueType.primitive(.string))
    public var properties: [PropertyMetadata]
    /// The module-qualified name of `defaultQuery`'s type: `SoupShop.SoupQuery`.
    public var defaultQueryIdentifier: String?
    /// `TransientAppEntity`.
    public var transient: Bool
    /// `systemProtocolMetadata`: Apple's identifiers (`com.apple.appintents.entity.Indexed`),
    /// each followed by its metadata.
    public var systemProtocolMetadata: [JSONValue]
    public var systemProtocolMetadataV2: [JSONValue]
    public var assistantDefinedSchemas: [String]
    /// `assistantDefinedSchemas` as the document held them (see `SchemaReference`).
    var schemasAsRead = Unwritten<[SchemaReference]?>(value: nil)
    public var availabilityAnnotations: [String: [String: String]]
    public var visibilityMetadata: VisibilityMetadata
    /// The type's `authenticationPolicy` (iOS 27.3), the least each property asks of a caller,
    /// numbered as an action's. Ours: written only when not 0.
    public var authenticationPolicy: Int = 0
    /// Members of the object this type does not model, written back as read.
    public var unknownMembers: [String: JSONValue]
    var omittedMembers: MemberSet = []
    /// `identifier` for documents that name the type that way (ours, before Apple's `typeName`).
    var identifierMember = "typeName"

    public init(
        identifier: String,
        fullyQualifiedTypeName: String,
        mangledTypeName: String? = nil,
        displayTypeName: LocalizedText,
        numericFormatTypeName: LocalizedText? = nil,
        identifierValueType: ValueType = .primitive(.string),
        properties: [PropertyMetadata] = [],
        defaultQueryIdentifier: String? = nil,
        systemProtocols: [String] = [],
        assistantDefinedSchemas: [String] = [],
        availabilityAnnotations: [String: [String: String]] = AvailabilityPlatforms.wildcard
    ) {
        self.identifier = identifier
        self.fullyQualifiedTypeName = fullyQualifiedTypeName
        self.mangledTypeName = mangledTypeName ?? MangledName.of(fullyQualifiedTypeName)
        self.displayTypeName = displayTypeName
        // Apple's tools write the type's name here when there is no `numericFormat`.
        self.numericFormatTypeName = numericFormatTypeName ?? displayTypeName
        self.properties = properties
        self.defaultQueryIdentifier = defaultQueryIdentifier
        self.transient = systemProtocols.contains("TransientAppEntity")
        let identifiers = SystemProtocols.entityIdentifiers(systemProtocols.filter { $0 != "TransientAppEntity" })
            .sorted()
        self.systemProtocolMetadata = SystemProtocols.metadataPairs(identifiers)
        self.systemProtocolMetadataV2 = self.systemProtocolMetadata
        self.assistantDefinedSchemas = assistantDefinedSchemas
        self.availabilityAnnotations = availabilityAnnotations
        self.visibilityMetadata = VisibilityMetadata()
        self.unknownMembers = AppleConstants.entity
        self.omittedMembers = ["identifierValueType", "authenticationPolicy"]
        self.identifierValueType = identifierValueType
    }

    /// Apple's identifiers of the system protocols the type adopts, from `systemProtocolMetadata`.
    public var systemProtocols: [String] { SystemProtocols.identifiers(inPairs: systemProtocolMetadata) }

    /// Whether the entity adopts `name` (`IndexedEntity`, `TransientAppEntity`, or Apple's identifier).
    public func adopts(_ name: String) -> Bool {
        name == "TransientAppEntity" ? transient : SystemProtocols.contains(systemProtocols, name)
    }

    /// The Swift names of the system protocols, `TransientAppEntity` included, for people.
    public var systemProtocolNames: [String] {
        (systemProtocols.map(SystemProtocols.name(of:)) + (transient ? ["TransientAppEntity"] : [])).sorted()
    }

    /// The short name of the default query (`SoupQuery`), the key of `queries`.
    public var defaultQueryName: String? {
        defaultQueryIdentifier.map { String($0.split(separator: ".").last ?? Substring($0)) }
    }

    /// For a `GenerableEntity` (iOS 27.3), the properties a model or a person fills in: the stored
    /// ones every caller may see (not internal, asking no authentication, of a type asking none).
    public var generableProperties: [PropertyMetadata] {
        guard adopts("GenerableEntity"), authenticationPolicy == 0 else { return [] }
        return properties.filter { $0.kind == "stored" && !$0.isInternal && $0.authenticationPolicy == 0 }
    }

    public func property(named name: String) -> PropertyMetadata? {
        properties.first(where: { $0.identifier == name })
    }

    public init(from decoder: any Decoder) throws {
        var members = try MemberReader(decoder)
        if !members.has("typeName"), members.has("identifier") { identifierMember = "identifier" }
        identifier = try members.required(identifierMember)
        mangledTypeName = try members("mangledTypeName", or: "")
        fullyQualifiedTypeName = try members("fullyQualifiedTypeName", or: "")
        displayTypeName = try members("displayTypeName", or: LocalizedText(""))
        numericFormatTypeName = try members.optional("numericFormatTypeName")
        identifierType = Unwritten(value: try members("identifierValueType", or: .primitive(.string)))
        properties = try members("properties", or: [])
        defaultQueryIdentifier = try members.optional("defaultQueryIdentifier")
        transient = try members("transient", or: false)
        systemProtocolMetadata = try members("systemProtocolMetadata", or: [])
        systemProtocolMetadataV2 = try members("systemProtocolMetadataV2", or: [])
        (assistantDefinedSchemas, schemasAsRead) = SchemaReference.read(
            try members("assistantDefinedSchemas", or: []))
        availabilityAnnotations = try members("availabilityAnnotations", or: [:])
        visibilityMetadata = try members("visibilityMetadata", or: VisibilityMetadata())
        authenticationPolicy = try members("authenticationPolicy", or: 0)
        unknownMembers = try members.unknownMembers()
        omittedMembers = MemberSet(members.omitted)
    }

    public func encode(to encoder: any Encoder) throws {
        var members = MemberWriter(encoder, omitted: omittedMembers.names)
        try members.always(identifier, identifierMember)
        try members(mangledTypeName, "mangledTypeName", default: "")
        try members(fullyQualifiedTypeName, "fullyQualifiedTypeName", default: "")
        try members(displayTypeName, "displayTypeName", default: LocalizedText(""))
        try members.optional(numericFormatTypeName, "numericFormatTypeName")
        try members(identifierValueType, "identifierValueType", default: .primitive(.string))
        try members(properties, "properties", default: [])
        try members.optional(defaultQueryIdentifier, "defaultQueryIdentifier")
        try members(transient, "transient", default: false)
        try members(systemProtocolMetadata, "systemProtocolMetadata", default: [])
        try members(systemProtocolMetadataV2, "systemProtocolMetadataV2", default: [])
        try members(
            SchemaReference.written(assistantDefinedSchemas, asRead: schemasAsRead), "assistantDefinedSchemas",
            default: [])
        try members(availabilityAnnotations, "availabilityAnnotations", default: [:])
        try members(visibilityMetadata, "visibilityMetadata", default: VisibilityMetadata())
        try members(authenticationPolicy, "authenticationPolicy", default: 0)
        try members.finish(unknownMembers)
    }
}

/// An entity's `@Property`, `@ComputedProperty` or `@DeferredProperty`.
public struct PropertyMetadata: Codable, Hashable, Sendable {
    /// The property name without the underscore: `name`.
    public var identifier: String
    public var title: LocalizedText
    public var valueType: ValueType
    public var isOptional: Bool
    public var capabilities: Int
    /// The Spotlight attribute the property fills (`title`, `contentDescription`, …), if any.
    /// Ours: written only when there is one.
    public var indexingKey: String?
    /// `stored`, `computed` or `deferred`. Ours: written only when not `stored`.
    public var kind: String
    /// The property's `description:` (iOS 27.3). Ours, as `propertyDescription`: Apple's key
    /// is not known. Written only when there is one.
    public var descriptionText: LocalizedText?
    /// The property's own `authenticationPolicy:` (iOS 27.3), numbered as an action's (1
    /// `requiresAuthentication`, 2 `requiresLocalDeviceAuthentication`). Ours: written only when
    /// not 0 (the entity type's policy).
    public var authenticationPolicy: Int
    /// `visibility: .internal` (iOS 27.3): system features do not list the property. Ours, as
    /// `visibility: "internal"`, written only then.
    public var isInternal: Bool
    public var unknownMembers: [String: JSONValue] = [:]
    var omittedMembers: MemberSet = ["kind", "authenticationPolicy", "visibility"]

    public init(
        identifier: String, title: LocalizedText, valueType: ValueType, isOptional: Bool = false,
        indexingKey: String? = nil, kind: String = "stored"
    ) {
        self.identifier = identifier
        self.title = title
        self.valueType = valueType
        self.isOptional = isOptional
        self.capabilities = 0
        self.indexingKey = indexingKey
        self.kind = kind
        self.authenticationPolicy = 0
        self.isInternal = false
    }

    public init(from decoder: any Decoder) throws {
        var members = try MemberReader(decoder)
        identifier = try members.required("identifier")
        title = try members("title", or: LocalizedText(""))
        valueType = try members.required("valueType")
        isOptional = try members("isOptional", or: false)
        capabilities = try members("capabilities", or: 0)
        indexingKey = try members.optional("indexingKey")
        kind = try members("kind", or: "stored")
        descriptionText = try members.optional("propertyDescription")
        authenticationPolicy = try members("authenticationPolicy", or: 0)
        isInternal = try members("visibility", or: "default") == "internal"
        unknownMembers = try members.unknownMembers()
        omittedMembers = MemberSet(members.omitted)
    }

    public func encode(to encoder: any Encoder) throws {
        var members = MemberWriter(encoder, omitted: omittedMembers.names)
        try members.always(identifier, "identifier")
        try members(title, "title", default: LocalizedText(""))
        try members.always(valueType, "valueType")
        try members(isOptional, "isOptional", default: false)
        try members(capabilities, "capabilities", default: 0)
        try members.optional(indexingKey, "indexingKey")
        try members(kind, "kind", default: "stored")
        try members.optional(descriptionText, "propertyDescription")
        try members(authenticationPolicy, "authenticationPolicy", default: 0)
        try members(isInternal ? "internal" : "default", "visibility", default: "default")
        try members.finish(unknownMembers)
    }
}

/// Bits of `QueryMetadata.capabilities`.
public enum QueryCapabilities {
    public static let enumerable = 1
    /// Every query: entities by identifier.
    public static let identifiers = 2
    public static let string = 4
    public static let property = 8
    /// Inferred: not seen in a file Apple's tools wrote.
    public static let unique = 16
    /// An `IntentValueQuery` (system search), not an entity query. Inferred.
    public static let valueQuery = 32
    /// Read and kept; no file Apple's tools wrote (Xcode 15.2 to 26.4) sets it, so the producers
    /// do not write it.
    public static let current = 64

    /// Each query protocol's bits. A `UniqueAppEntityQuery` is an `EnumerableEntityQuery` in
    /// Apple's framework (its one entity is all of them), so it has that bit too, however its
    /// source spells the conformance.
    static let names: [(String, Int)] = [
        ("EnumerableEntityQuery", enumerable), ("EntityStringQuery", string), ("EntityPropertyQuery", property),
        ("UniqueAppEntityQuery", unique | enumerable),
    ]
}

/// Apple's numbers for `EntityPropertyQuery` comparators (`comparatorTypeValue`).
public enum QueryComparators {
    /// Each comparator's name (as in `EqualToComparator`, lowercased) and number: `equalTo` 0
    /// (the only one Apple's files show for `Bool` and entity properties), `contains` 6 (with 7
    /// and 8, string properties' prefix and suffix), 2 and 4 for dates and numbers.
    public static let numbers: [(name: String, value: Int)] = [
        ("equalTo", 0), ("notEqualTo", 1), ("greaterThan", 2), ("greaterThanOrEqualTo", 3), ("lessThan", 4),
        ("lessThanOrEqualTo", 5), ("contains", 6), ("hasPrefix", 7), ("hasSuffix", 8),
    ]

    public static func value(of name: String) -> Int? { numbers.first { $0.name == name }?.value }

    public static func name(of value: Int) -> String? { numbers.first { $0.value == value }?.name }
}

/// An entity query type.
public struct QueryMetadata: Codable, Hashable, Sendable {
    public var identifier: String
    public var mangledTypeName: String
    /// `Module.Type`; Apple's `fullyQualifiedIdentifier`.
    public var fullyQualifiedTypeName: String
    /// Apple's `queryType`: the type's short name.
    public var queryType: String
    /// The entity the query returns.
    public var entityType: String
    /// `{"entity": {"wrapper": {"typeName": entityType}}}` as written.
    public var resultValueType: ValueType?
    /// Whether the query is its entity's `defaultQuery`.
    public var defaultQueryForEntity: Bool
    /// What the query can do, as bits; see `QueryCapabilities`.
    public var capabilities: Int
    /// For `EntityPropertyQuery`: each property and the comparators it supports.
    public var parameters: [QueryPropertyMetadata]
    /// For `EntityPropertyQuery`: the sorting options, as written.
    public var sortingOptionItems: [JSONValue]
    public var availabilityAnnotations: [String: [String: String]]
    public var visibilityMetadata: VisibilityMetadata
    public var unknownMembers: [String: JSONValue]
    var omittedMembers: MemberSet = []

    public init(
        identifier: String, fullyQualifiedTypeName: String, mangledTypeName: String? = nil, entityType: String,
        systemProtocols: [String], parameters: [QueryPropertyMetadata] = [], sortingOptions: [String] = [],
        defaultQueryForEntity: Bool = true,
        availabilityAnnotations: [String: [String: String]] = AvailabilityPlatforms.wildcard
    ) {
        self.identifier = identifier
        self.fullyQualifiedTypeName = fullyQualifiedTypeName
        self.mangledTypeName = mangledTypeName ?? MangledName.of(fullyQualifiedTypeName)
        self.queryType = identifier
        self.entityType = entityType
        self.resultValueType = .entity(typeName: entityType)
        self.defaultQueryForEntity = defaultQueryForEntity
        let isValueQuery = systemProtocols.contains("IntentValueQuery") && !systemProtocols.contains("EntityQuery")
        var bits = isValueQuery ? QueryCapabilities.valueQuery : QueryCapabilities.identifiers
        for (name, bit) in QueryCapabilities.names where systemProtocols.contains(name) { bits |= bit }
        self.capabilities = bits
        self.parameters = parameters
        self.sortingOptionItems = []
        self.availabilityAnnotations = availabilityAnnotations
        self.visibilityMetadata = VisibilityMetadata()
        self.unknownMembers = AppleConstants.query
        self.sortingOptions = sortingOptions
    }

    /// The query protocols, from `capabilities`: always `EntityQuery`, plus
    /// `EntityPropertyQuery`, `EntityStringQuery`, `EnumerableEntityQuery`, `UniqueAppEntityQuery`.
    public var systemProtocols: [String] {
        if capabilities & QueryCapabilities.valueQuery != 0, capabilities & QueryCapabilities.identifiers == 0 {
            return ["IntentValueQuery"]
        }
        return (["EntityQuery"] + QueryCapabilities.names.filter { capabilities & $0.1 == $0.1 }.map(\.0)).sorted()
    }

    /// Whether the query adopts `name` (`EntityStringQuery`, …).
    public func adopts(_ name: String) -> Bool { systemProtocols.contains(name) }

    /// The properties results may be sorted by: each option's `propertyIdentifier`. Set, each
    /// option is Apple's `{entityType, propertyIdentifier, title}` (`title` empty, as Apple writes it).
    public var sortingOptions: [String] {
        get {
            sortingOptionItems.compactMap { $0["propertyIdentifier"]?.stringValue ?? $0.stringValue }
        }
        set {
            sortingOptionItems = newValue.map {
                .object([
                    "entityType": .string(entityType), "propertyIdentifier": .string($0),
                    "title": .object(["alternatives": .array([]), "key": .string("")]),
                ])
            }
        }
    }

    /// Completes what a producer cannot know from the query alone: each filterable property's
    /// title (`localizedTitle`) and the value type its comparators take, from `entity`.
    public mutating func complete(with entity: EntityMetadata) {
        for index in parameters.indices {
            guard
                let property = entity.properties.first(where: { $0.identifier == parameters[index].propertyIdentifier })
            else { continue }
            parameters[index].complete(with: property)
        }
    }

    public init(from decoder: any Decoder) throws {
        var members = try MemberReader(decoder)
        identifier = try members.required("identifier")
        mangledTypeName = try members("mangledTypeName", or: "")
        fullyQualifiedTypeName = try members("fullyQualifiedIdentifier", or: "")
        queryType = try members("queryType", or: "")
        entityType = try members("entityType", or: "")
        resultValueType = try members.optional("resultValueType")
        defaultQueryForEntity = try members("defaultQueryForEntity", or: false)
        capabilities = try members("capabilities", or: 0)
        parameters = try members("parameters", or: [])
        sortingOptionItems = try members("sortingOptions", or: [])
        availabilityAnnotations = try members("availabilityAnnotations", or: [:])
        visibilityMetadata = try members("visibilityMetadata", or: VisibilityMetadata())
        unknownMembers = try members.unknownMembers()
        omittedMembers = MemberSet(members.omitted)
    }

    public func encode(to encoder: any Encoder) throws {
        var members = MemberWriter(encoder, omitted: omittedMembers.names)
        try members.always(identifier, "identifier")
        try members(mangledTypeName, "mangledTypeName", default: "")
        try members(fullyQualifiedTypeName, "fullyQualifiedIdentifier", default: "")
        try members(queryType, "queryType", default: "")
        try members(entityType, "entityType", default: "")
        try members.optional(resultValueType, "resultValueType")
        try members(defaultQueryForEntity, "defaultQueryForEntity", default: false)
        try members(capabilities, "capabilities", default: 0)
        try members(parameters, "parameters", default: [])
        try members(sortingOptionItems, "sortingOptions", default: [])
        try members(availabilityAnnotations, "availabilityAnnotations", default: [:])
        try members(visibilityMetadata, "visibilityMetadata", default: VisibilityMetadata())
        try members.finish(unknownMembers)
    }
}

/// One filterable property of an `EntityPropertyQuery`: `{propertyIdentifier, localizedTitle,
/// comparators}`, each comparator `{comparatorTypeValue, valueType, resolvableInputTypes}` (see
/// `QueryComparators`). Comparators in another shape (ours before: `{identifier}`) are kept as read.
public struct QueryPropertyMetadata: Codable, Hashable, Sendable {
    public var propertyIdentifier: String
    /// The property's title; left out when not known.
    public var localizedTitle: LocalizedText?
    /// The comparators as written.
    public var comparatorItems: [JSONValue]
    public var unknownMembers: [String: JSONValue] = [:]
    var omittedMembers: MemberSet = []

    public init(propertyIdentifier: String, comparators: [String]) {
        self.propertyIdentifier = propertyIdentifier
        self.comparatorItems = []
        self.comparators = comparators
    }

    /// `equalTo`, `notEqualTo`, `contains`, `hasPrefix`, `hasSuffix`, `lessThan`, `greaterThan`, …;
    /// a number without a name reads as `comparator<N>`.
    public var comparators: [String] {
        get {
            comparatorItems.compactMap { item in
                if case .number(let number)? = item["comparatorTypeValue"] {
                    return QueryComparators.name(of: Int(number)) ?? "comparator\(Int(number))"
                }
                return item["identifier"]?.stringValue ?? item.stringValue
            }
        }
        set {
            comparatorItems = newValue.map { name in
                guard let value = QueryComparators.value(of: name) else {
                    return .object(["identifier": .string(name)])
                }
                return .object(["comparatorTypeValue": .number(Double(value)), "resolvableInputTypes": .array([])])
            }
        }
    }

    /// The property's title, and its value type in each comparator that has none.
    public mutating func complete(with property: PropertyMetadata) {
        localizedTitle = property.title
        comparatorItems = comparatorItems.map { item in
            guard case .object(var fields) = item, fields["comparatorTypeValue"] != nil, fields["valueType"] == nil
            else { return item }
            fields["valueType"] = property.valueType.json
            return .object(fields)
        }
    }

    public init(from decoder: any Decoder) throws {
        var members = try MemberReader(decoder)
        propertyIdentifier = try members.required("propertyIdentifier")
        localizedTitle = try members.optional("localizedTitle")
        comparatorItems = try members("comparators", or: [])
        unknownMembers = try members.unknownMembers()
        omittedMembers = MemberSet(members.omitted)
    }

    public func encode(to encoder: any Encoder) throws {
        var members = MemberWriter(encoder, omitted: omittedMembers.names)
        try members.always(propertyIdentifier, "propertyIdentifier")
        try members.optional(localizedTitle, "localizedTitle")
        try members(comparatorItems, "comparators", default: [])
        try members.finish(unknownMembers)
    }
}
