/// One intent (Apple calls it an action) in `extract.actionsdata`.
public struct ActionMetadata: Codable, Hashable, Sendable {
    /// The type's short name; the key of `actions`.
    public var identifier: String
    public var mangledTypeName: String
    public var fullyQualifiedTypeName: String
    public var title: LocalizedText
    public var descriptionMetadata: DescriptionMetadata?
    public var parameters: [ParameterMetadata]
    /// The parameter summary, e.g. `Order ${soup}`.
    public var actionConfiguration: ActionConfiguration?
    /// The type of the value `perform()` returns (`ReturnsValue<T>`), if any.
    public var outputType: ValueType?
    /// Apple's bit set of what the result provides; see `OutputFlags`.
    public var outputFlags: Int
    public var openAppWhenRun: Bool
    public var isDiscoverable: Bool
    /// `IntentAuthenticationPolicy`: 0 always allowed, 1 requires authentication,
    /// 2 requires local device authentication.
    public var authenticationPolicy: Int
    /// `IntentModes` as a bit set; see `SupportedModes`.
    public var supportedModes: Int
    public var presentationStyle: Int
    /// The system protocols the type adopts, e.g. `WidgetConfigurationIntent`, `SnippetIntent`.
    public var systemProtocols: [String]
    /// Assistant schemas declared with `@AppIntent(schema:)`, e.g. `photos.openAsset`.
    public var assistantDefinedSchemas: [String]
    public var availabilityAnnotations: [String: [String: String]]

    public init(
        identifier: String,
        fullyQualifiedTypeName: String,
        mangledTypeName: String? = nil,
        title: LocalizedText,
        description: String? = nil,
        parameters: [ParameterMetadata] = [],
        summary: ParameterSummaryMetadata? = nil,
        outputType: ValueType? = nil,
        outputFlags: Int = 0,
        openAppWhenRun: Bool = false,
        isDiscoverable: Bool = true,
        authenticationPolicy: Int = 0,
        supportedModes: Int = 0,
        systemProtocols: [String] = [],
        assistantDefinedSchemas: [String] = []
    ) {
        self.identifier = identifier
        self.fullyQualifiedTypeName = fullyQualifiedTypeName
        self.mangledTypeName = mangledTypeName ?? MangledName.of(fullyQualifiedTypeName)
        self.title = title
        self.descriptionMetadata = DescriptionMetadata(descriptionText: LocalizedText(description ?? ""))
        self.parameters = parameters
        self.actionConfiguration = summary.map { ActionConfiguration(actionSummary: $0) }
        self.outputType = outputType
        self.outputFlags = outputFlags
        self.openAppWhenRun = openAppWhenRun
        self.isDiscoverable = isDiscoverable
        self.authenticationPolicy = authenticationPolicy
        self.supportedModes = supportedModes
        self.presentationStyle = 0
        self.systemProtocols = systemProtocols
        self.assistantDefinedSchemas = assistantDefinedSchemas
        self.availabilityAnnotations = MetadataDefaults.availability
    }

    /// The parameter named `name`, if any.
    public func parameter(named name: String) -> ParameterMetadata? {
        parameters.first(where: { $0.name == name })
    }

    /// The summary, e.g. `Order ${soup}`, if the intent declares one.
    public var summary: ParameterSummaryMetadata? { actionConfiguration?.actionSummary }

    private enum CodingKeys: String, CodingKey {
        case identifier, mangledTypeName, mangledTypeNameV2, fullyQualifiedTypeName, title, descriptionMetadata
        case parameters, actionConfiguration, outputType, outputFlags, openAppWhenRun, isDiscoverable
        case visibilityMetadata, authenticationPolicy, supportedModes, presentationStyle, systemProtocols
        case assistantDefinedSchemas, availabilityAnnotations
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try c.decode(String.self, forKey: .identifier)
        mangledTypeName = try c.decodeIfPresent(String.self, forKey: .mangledTypeName) ?? ""
        fullyQualifiedTypeName = try c.decodeIfPresent(String.self, forKey: .fullyQualifiedTypeName) ?? identifier
        title = try c.decodeIfPresent(LocalizedText.self, forKey: .title) ?? LocalizedText(identifier)
        // Absent reads as what is written for it (an empty description), so a document survives a
        // round trip unchanged.
        descriptionMetadata =
            try c.decodeIfPresent(DescriptionMetadata.self, forKey: .descriptionMetadata)
            ?? DescriptionMetadata(descriptionText: LocalizedText(""))
        parameters = try c.decodeIfPresent([ParameterMetadata].self, forKey: .parameters) ?? []
        actionConfiguration = try c.decodeIfPresent(ActionConfiguration.self, forKey: .actionConfiguration)
        outputType = try c.decodeIfPresent(ValueType.self, forKey: .outputType)
        outputFlags = try c.decodeIfPresent(Int.self, forKey: .outputFlags) ?? 0
        openAppWhenRun = try c.decodeIfPresent(Bool.self, forKey: .openAppWhenRun) ?? false
        isDiscoverable = try c.decodeIfPresent(Bool.self, forKey: .isDiscoverable) ?? true
        authenticationPolicy = try c.decodeIfPresent(Int.self, forKey: .authenticationPolicy) ?? 0
        supportedModes = try c.decodeIfPresent(Int.self, forKey: .supportedModes) ?? 0
        presentationStyle = try c.decodeIfPresent(Int.self, forKey: .presentationStyle) ?? 0
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
        try c.encode(title, forKey: .title)
        try c.encode(
            descriptionMetadata ?? DescriptionMetadata(descriptionText: LocalizedText("")), forKey: .descriptionMetadata
        )
        try c.encode(parameters, forKey: .parameters)
        try c.encodeIfPresent(actionConfiguration, forKey: .actionConfiguration)
        try c.encodeIfPresent(outputType, forKey: .outputType)
        try c.encode(outputFlags, forKey: .outputFlags)
        try c.encode(openAppWhenRun, forKey: .openAppWhenRun)
        try c.encode(isDiscoverable, forKey: .isDiscoverable)
        try c.encode(["isDiscoverable": isDiscoverable, "assistantOnly": false], forKey: .visibilityMetadata)
        try c.encode(authenticationPolicy, forKey: .authenticationPolicy)
        try c.encode(supportedModes, forKey: .supportedModes)
        try c.encode(presentationStyle, forKey: .presentationStyle)
        try c.encode(systemProtocols, forKey: .systemProtocols)
        try c.encode(assistantDefinedSchemas, forKey: .assistantDefinedSchemas)
        try c.encode(availabilityAnnotations, forKey: .availabilityAnnotations)
    }
}

/// Bits of `ActionMetadata.outputFlags`.
public enum OutputFlags {
    public static let returnsValue = 1
    public static let providesDialog = 2
    public static let showsSnippetView = 4
    public static let opensIntent = 8
    public static let showsSnippetIntent = 16
}

/// Bits of `ActionMetadata.supportedModes` (Apple's `IntentModes`).
public enum SupportedModes {
    public static let background = 1
    public static let foregroundImmediate = 2
    public static let foregroundDynamic = 4
    public static let foregroundDeferred = 8

    /// Readable names of the bits in `modes`: `["background", "foreground"]`.
    public static func names(_ modes: Int) -> [String] {
        var names: [String] = []
        if modes & background != 0 { names.append("background") }
        if modes & foregroundImmediate != 0 { names.append("foreground") }
        if modes & foregroundDynamic != 0 { names.append("foreground(dynamic)") }
        if modes & foregroundDeferred != 0 { names.append("foreground(deferred)") }
        return names
    }
}

/// An action's or parameter's description.
public struct DescriptionMetadata: Codable, Hashable, Sendable {
    public var descriptionText: LocalizedText
    public var categoryName: LocalizedText?
    public var searchKeywords: [LocalizedText]

    public init(
        descriptionText: LocalizedText, categoryName: LocalizedText? = nil, searchKeywords: [LocalizedText] = []
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    private enum CodingKeys: String, CodingKey { case descriptionText, categoryName, searchKeywords }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        descriptionText = try c.decodeIfPresent(LocalizedText.self, forKey: .descriptionText) ?? ""
        categoryName = try c.decodeIfPresent(LocalizedText.self, forKey: .categoryName)
        searchKeywords = (try? c.decodeIfPresent([LocalizedText].self, forKey: .searchKeywords)) ?? []
    }
}

/// Holds the action's summary.
public struct ActionConfiguration: Codable, Hashable, Sendable {
    public var actionSummary: ParameterSummaryMetadata?

    public init(actionSummary: ParameterSummaryMetadata?) {
        self.actionSummary = actionSummary
    }
}

/// A parameter summary: `Order ${soup}` plus the parameters shown below it.
public struct ParameterSummaryMetadata: Codable, Hashable, Sendable {
    /// The sentence with `${name}` placeholders.
    public var formatString: LocalizedText
    /// Parameters shown outside the sentence (the trailing builder).
    public var otherParameterIdentifiers: [String]

    public init(formatString: LocalizedText, otherParameterIdentifiers: [String] = []) {
        self.formatString = formatString
        self.otherParameterIdentifiers = otherParameterIdentifiers
    }

    /// The names of the parameters the sentence mentions, in order.
    public var parameterIdentifiers: [String] {
        Placeholders.names(in: formatString.key)
    }

    private enum CodingKeys: String, CodingKey { case formatString, otherParameterIdentifiers }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        formatString = try c.decode(LocalizedText.self, forKey: .formatString)
        otherParameterIdentifiers = try c.decodeIfPresent([String].self, forKey: .otherParameterIdentifiers) ?? []
    }
}

/// `${name}` placeholders in summaries and phrases.
public enum Placeholders {
    /// The names inside `${…}`, in order of appearance.
    public static func names(in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "${") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            names.append(String(rest[open.upperBound..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// `text` with each `${name}` replaced by `replacement(name)`.
    public static func replacing(in text: String, _ replacement: (String) -> String) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.range(of: "${") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            result += rest[..<open.lowerBound]
            result += replacement(String(rest[open.upperBound..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
