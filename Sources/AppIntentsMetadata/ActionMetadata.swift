/// One intent (Apple calls it an action) in `extract.actionsdata`.
public struct ActionMetadata: Codable, Hashable, Sendable {
    /// The members, in one object that copies share (see `SharedFields`).
    private var fields: SharedFields<Fields>

    private struct Fields: Hashable, Sendable {
        var identifier: String = ""
        var mangledTypeName: String = ""
        var mangledTypeNameV2: String = ""
        var fullyQualifiedTypeName: String = ""
        var title: LocalizedText = LocalizedText("")
        var descriptionMetadata: DescriptionMetadata? = nil
        var parameters: [ParameterMetadata] = []
        var actionConfiguration: ActionConfiguration? = nil
        var outputType: ValueType? = nil
        var outputFlags: Int = 0
        var openAppWhenRun: Bool = false
        var isDiscoverable: Bool = true
        var visibilityMetadata: VisibilityMetadata = VisibilityMetadata()
        var authenticationPolicy: Int = 0
        var isAuthPolExplicit: Bool = false
        var supportedModes: Int = 0
        var presentationStyle: Int = 0
        var systemProtocols: [String] = []
        var systemProtocolMetadata: [JSONValue] = []
        var systemProtocolMetadataV2: [JSONValue] = []
        var assistantDefinedSchemas: [String] = []
        var schemasAsRead = Unwritten<[SchemaReference]?>(value: nil)
        var availabilityAnnotations: [String: [String: String]] = [:]
        var typeSpecificMetadata: TypeSpecificMetadata = TypeSpecificMetadata()
        var customIntentClassName: String? = nil
        var unknownMembers: [String: JSONValue] = [:]
        var omittedMembers: MemberSet = []
    }

    /// The type's short name; the key of `actions`.
    public var identifier: String {
        get { fields.value.identifier }
        _modify { yield &fields.value.identifier }
    }
    /// Swift's mangled name of the type (`8SoupShop15OrderSoupIntentV`); Apple's tools leave it
    /// empty for some types and fill `mangledTypeNameV2`.
    public var mangledTypeName: String {
        get { fields.value.mangledTypeName }
        _modify { yield &fields.value.mangledTypeName }
    }
    public var mangledTypeNameV2: String {
        get { fields.value.mangledTypeNameV2 }
        _modify { yield &fields.value.mangledTypeNameV2 }
    }
    public var fullyQualifiedTypeName: String {
        get { fields.value.fullyQualifiedTypeName }
        _modify { yield &fields.value.fullyQualifiedTypeName }
    }
    public var title: LocalizedText {
        get { fields.value.title }
        _modify { yield &fields.value.title }
    }
    /// The description; Apple leaves the member out when the intent has none.
    public var descriptionMetadata: DescriptionMetadata? {
        get { fields.value.descriptionMetadata }
        _modify { yield &fields.value.descriptionMetadata }
    }
    public var parameters: [ParameterMetadata] {
        get { fields.value.parameters }
        _modify { yield &fields.value.parameters }
    }
    /// The parameter summary, e.g. `Order ${soup}`.
    public var actionConfiguration: ActionConfiguration? {
        get { fields.value.actionConfiguration }
        _modify { yield &fields.value.actionConfiguration }
    }
    /// The type of the value `perform()` returns (`ReturnsValue<T>`), if any.
    public var outputType: ValueType? {
        get { fields.value.outputType }
        _modify { yield &fields.value.outputType }
    }
    /// Apple's bit set of what the result provides; see `OutputFlags`.
    public var outputFlags: Int {
        get { fields.value.outputFlags }
        _modify { yield &fields.value.outputFlags }
    }
    public var openAppWhenRun: Bool {
        get { fields.value.openAppWhenRun }
        _modify { yield &fields.value.openAppWhenRun }
    }
    public var isDiscoverable: Bool {
        get { fields.value.isDiscoverable }
        _modify { yield &fields.value.isDiscoverable }
    }
    public var visibilityMetadata: VisibilityMetadata {
        get { fields.value.visibilityMetadata }
        _modify { yield &fields.value.visibilityMetadata }
    }
    /// `IntentAuthenticationPolicy`: 0 always allowed, 1 requires authentication,
    /// 2 requires local device authentication.
    public var authenticationPolicy: Int {
        get { fields.value.authenticationPolicy }
        _modify { yield &fields.value.authenticationPolicy }
    }
    /// Whether the type declares `authenticationPolicy` itself.
    public var isAuthPolExplicit: Bool {
        get { fields.value.isAuthPolExplicit }
        _modify { yield &fields.value.isAuthPolExplicit }
    }
    /// `IntentModes` as a bit set; see `SupportedModes`. Apple writes 1 when nothing is
    /// declared, 2 with `openAppWhenRun = true`.
    public var supportedModes: Int {
        get { fields.value.supportedModes }
        _modify { yield &fields.value.supportedModes }
    }
    public var presentationStyle: Int {
        get { fields.value.presentationStyle }
        _modify { yield &fields.value.presentationStyle }
    }
    /// Apple's identifiers of the system protocols the type adopts
    /// (`com.apple.link.systemProtocol.WidgetConfiguration`); see `SystemProtocols`.
    public var systemProtocols: [String] {
        get { fields.value.systemProtocols }
        _modify { yield &fields.value.systemProtocols }
    }
    /// `systemProtocolMetadata`: each identifier followed by its metadata, as written.
    public var systemProtocolMetadata: [JSONValue] {
        get { fields.value.systemProtocolMetadata }
        _modify { yield &fields.value.systemProtocolMetadata }
    }
    public var systemProtocolMetadataV2: [JSONValue] {
        get { fields.value.systemProtocolMetadataV2 }
        _modify { yield &fields.value.systemProtocolMetadataV2 }
    }
    /// Assistant schemas declared with `@AppIntent(schema:)`, e.g. `photos.openAsset`.
    public var assistantDefinedSchemas: [String] {
        get { fields.value.assistantDefinedSchemas }
        _modify { yield &fields.value.assistantDefinedSchemas }
    }
    public var availabilityAnnotations: [String: [String: String]] {
        get { fields.value.availabilityAnnotations }
        _modify { yield &fields.value.availabilityAnnotations }
    }
    /// The action's own `typeSpecificMetadata` (Apple's `OpenIntent` carries its target here).
    public var typeSpecificMetadata: TypeSpecificMetadata {
        get { fields.value.typeSpecificMetadata }
        _modify { yield &fields.value.typeSpecificMetadata }
    }
    /// The SiriKit intent class a `CustomIntentMigratedAppIntent` replaces (its `intentClassName`,
    /// e.g. `OrderCoffeeIntent`); Apple leaves the member out for other intents.
    public var customIntentClassName: String? {
        get { fields.value.customIntentClassName }
        _modify { yield &fields.value.customIntentClassName }
    }
    /// Members of the object this type does not model, written back as read.
    public var unknownMembers: [String: JSONValue] {
        get { fields.value.unknownMembers }
        _modify { yield &fields.value.unknownMembers }
    }
    var omittedMembers: MemberSet {
        get { fields.value.omittedMembers }
        _modify { yield &fields.value.omittedMembers }
    }

    public init(
        identifier: String,
        fullyQualifiedTypeName: String,
        mangledTypeName: String? = nil,
        title: LocalizedText,
        description: String? = nil,
        categoryName: String? = nil,
        searchKeywords: [String] = [],
        parameters: [ParameterMetadata] = [],
        summary: ParameterSummaryMetadata? = nil,
        outputType: ValueType? = nil,
        outputFlags: Int = 0,
        openAppWhenRun: Bool = false,
        isDiscoverable: Bool = true,
        authenticationPolicy: Int = 0,
        isAuthPolExplicit: Bool = false,
        supportedModes: Int = 0,
        systemProtocols: [String] = [],
        assistantDefinedSchemas: [String] = [],
        availabilityAnnotations: [String: [String: String]] = AvailabilityPlatforms.wildcard
    ) {
        fields = SharedFields(Fields())
        self.identifier = identifier
        self.fullyQualifiedTypeName = fullyQualifiedTypeName
        self.mangledTypeName = mangledTypeName ?? MangledName.of(fullyQualifiedTypeName)
        self.mangledTypeNameV2 = self.mangledTypeName
        self.title = title
        self.descriptionMetadata = description.flatMap {
            $0.isEmpty
                ? nil
                : DescriptionMetadata(
                    descriptionText: LocalizedText($0), categoryName: categoryName.map { LocalizedText($0) },
                    searchKeywords: searchKeywords.map { LocalizedText($0) })
        }
        self.parameters = parameters
        self.actionConfiguration = summary.map { ActionConfiguration(actionSummary: $0) }
        self.outputType = outputType
        self.outputFlags = outputFlags
        self.openAppWhenRun = openAppWhenRun
        self.isDiscoverable = isDiscoverable
        self.visibilityMetadata = VisibilityMetadata(isDiscoverable: isDiscoverable)
        self.authenticationPolicy = authenticationPolicy
        self.isAuthPolExplicit = isAuthPolExplicit
        self.supportedModes =
            supportedModes != 0
            ? supportedModes : (openAppWhenRun ? SupportedModes.foregroundImmediate : SupportedModes.background)
        self.presentationStyle = 0
        let identifiers = SystemProtocols.intentIdentifiers(systemProtocols).sorted()
        self.systemProtocols = identifiers
        self.systemProtocolMetadata = SystemProtocols.metadataPairs(identifiers)
        self.systemProtocolMetadataV2 = self.systemProtocolMetadata
        self.assistantDefinedSchemas = assistantDefinedSchemas
        self.availabilityAnnotations = availabilityAnnotations
        self.typeSpecificMetadata = TypeSpecificMetadata()
        self.unknownMembers = AppleConstants.action
    }

    /// The parameter named `name`, if any.
    public func parameter(named name: String) -> ParameterMetadata? {
        parameters.first(where: { $0.name == name })
    }

    /// The summary, e.g. `Order ${soup}`, if the intent declares one.
    public var summary: ParameterSummaryMetadata? { actionConfiguration?.actionSummary }

    /// Whether the intent adopts the system protocol `name` (`OpenIntent`, or Apple's identifier).
    public func adopts(_ name: String) -> Bool { SystemProtocols.contains(systemProtocols, name) }

    /// The Swift names of the system protocols (`OpenIntent`), for people.
    public var systemProtocolNames: [String] { systemProtocols.map(SystemProtocols.name(of:)) }

    public init(from decoder: any Decoder) throws {
        var members = try MemberReader(decoder)
        fields = SharedFields(Fields())
        identifier = try members.required("identifier")
        mangledTypeName = try members("mangledTypeName", or: "")
        mangledTypeNameV2 = try members("mangledTypeNameV2", or: "")
        fullyQualifiedTypeName = try members("fullyQualifiedTypeName", or: "")
        title = try members("title", or: LocalizedText(""))
        descriptionMetadata = try members.optional("descriptionMetadata")
        parameters = try members("parameters", or: [])
        actionConfiguration = try members.optional("actionConfiguration")
        outputType = try members.optional("outputType")
        outputFlags = try members("outputFlags", or: 0)
        openAppWhenRun = try members("openAppWhenRun", or: false)
        isDiscoverable = try members("isDiscoverable", or: true)
        visibilityMetadata = try members("visibilityMetadata", or: VisibilityMetadata(isDiscoverable: isDiscoverable))
        authenticationPolicy = try members("authenticationPolicy", or: 0)
        isAuthPolExplicit = try members("isAuthPolExplicit", or: false)
        supportedModes = try members("supportedModes", or: 0)
        presentationStyle = try members("presentationStyle", or: 0)
        systemProtocols = try members("systemProtocols", or: [])
        systemProtocolMetadata = try members("systemProtocolMetadata", or: [])
        systemProtocolMetadataV2 = try members("systemProtocolMetadataV2", or: [])
        (assistantDefinedSchemas, fields.value.schemasAsRead) = SchemaReference.read(
            try members("assistantDefinedSchemas", or: []))
        availabilityAnnotations = try members("availabilityAnnotations", or: [:])
        typeSpecificMetadata = try members("typeSpecificMetadata", or: TypeSpecificMetadata())
        let migrated = try members.optional("customIntentClassName") as String??
        customIntentClassName = migrated ?? nil
        unknownMembers = try members.unknownMembers()
        // An explicit `null` is kept as read.
        if case .some(.none) = migrated { unknownMembers["customIntentClassName"] = .null }
        omittedMembers = MemberSet(members.omitted)
    }

    public func encode(to encoder: any Encoder) throws {
        var members = MemberWriter(encoder, omitted: omittedMembers.names)
        try members.always(identifier, "identifier")
        try members(mangledTypeName, "mangledTypeName", default: "")
        try members(mangledTypeNameV2, "mangledTypeNameV2", default: "")
        try members(fullyQualifiedTypeName, "fullyQualifiedTypeName", default: "")
        try members(title, "title", default: LocalizedText(""))
        try members.optional(descriptionMetadata, "descriptionMetadata")
        try members(parameters, "parameters", default: [])
        try members.optional(actionConfiguration, "actionConfiguration")
        try members.optional(outputType, "outputType")
        try members(outputFlags, "outputFlags", default: 0)
        try members(openAppWhenRun, "openAppWhenRun", default: false)
        try members(isDiscoverable, "isDiscoverable", default: true)
        try members(
            visibilityMetadata, "visibilityMetadata", default: VisibilityMetadata(isDiscoverable: isDiscoverable))
        try members(authenticationPolicy, "authenticationPolicy", default: 0)
        try members(isAuthPolExplicit, "isAuthPolExplicit", default: false)
        try members(supportedModes, "supportedModes", default: 0)
        try members(presentationStyle, "presentationStyle", default: 0)
        try members(systemProtocols, "systemProtocols", default: [])
        try members(systemProtocolMetadata, "systemProtocolMetadata", default: [])
        try members(systemProtocolMetadataV2, "systemProtocolMetadataV2", default: [])
        try members(
            SchemaReference.written(assistantDefinedSchemas, asRead: fields.value.schemasAsRead),
            "assistantDefinedSchemas", default: [])
        try members(availabilityAnnotations, "availabilityAnnotations", default: [:])
        try members(typeSpecificMetadata, "typeSpecificMetadata", default: TypeSpecificMetadata())
        if let customIntentClassName { try members.always(customIntentClassName, "customIntentClassName") }
        try members.finish(unknownMembers)
    }
}

/// Bits of `ActionMetadata.outputFlags`, as Apple's tools write them: `ProvidesDialog` alone is 4;
/// `ReturnsValue` sets no bit (the output type says it).
public enum OutputFlags {
    /// No bit: a returned value shows as `outputType`.
    public static let returnsValue = 0
    public static let opensIntent = 1
    public static let showsSnippetView = 2
    public static let providesDialog = 4
    /// `perform()` returns `Never`.
    public static let never = 8
    /// Inferred: not seen in a file Apple's tools wrote.
    public static let showsSnippetIntent = 16
}

/// Bits of `ActionMetadata.supportedModes` (Apple's `IntentModes`).
public enum SupportedModes {
    public static let background = 1
    public static let foregroundImmediate = 2
    /// What Apple's tools write for a `ForegroundContinuableIntent`, the older spelling of
    /// `.foreground(.dynamic)`.
    public static let foregroundDynamic = 8
    public static let foregroundDeferred = 4

    /// What an action that declares `declared` supports: the declared bits, or when it declares
    /// none, `.foreground(.dynamic)` for a `ForegroundContinuableIntent`, else 0 (the action's
    /// initializer then takes `openAppWhenRun`).
    public static func resolved(declared: Int, foregroundContinuable: Bool) -> Int {
        declared != 0 ? declared : (foregroundContinuable ? foregroundDynamic : 0)
    }

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

/// An action's description: `IntentDescription(_:categoryName:searchKeywords:)`.
public struct DescriptionMetadata: Codable, Hashable, Sendable {
    public var descriptionText: LocalizedText
    /// Written as Apple's `{"title": {key, alternatives}}`.
    public var categoryName: LocalizedText?
    public var searchKeywords: [LocalizedText]
    public var unknownMembers: [String: JSONValue] = [:]
    var omittedMembers: MemberSet = []
    var categoryMembers: [String: JSONValue] = [:]

    public init(
        descriptionText: LocalizedText, categoryName: LocalizedText? = nil, searchKeywords: [LocalizedText] = []
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    private struct Category: Codable {
        var title: LocalizedText
        var unknownMembers: [String: JSONValue] = [:]
        init(title: LocalizedText, unknownMembers: [String: JSONValue]) {
            self.title = title
            self.unknownMembers = unknownMembers
        }
        init(from decoder: any Decoder) throws {
            var members = try MemberReader(decoder)
            title = try members.required("title")
            unknownMembers = try members.unknownMembers()
        }
        func encode(to encoder: any Encoder) throws {
            var members = MemberWriter(encoder)
            try members.always(title, "title")
            try members.finish(unknownMembers)
        }
    }

    public init(from decoder: any Decoder) throws {
        var members = try MemberReader(decoder)
        descriptionText = try members("descriptionText", or: LocalizedText(""))
        let category: Category? = try members.optional("categoryName")
        categoryName = category?.title
        categoryMembers = category?.unknownMembers ?? [:]
        searchKeywords = try members("searchKeywords", or: [])
        unknownMembers = try members.unknownMembers()
        omittedMembers = MemberSet(members.omitted)
    }

    public func encode(to encoder: any Encoder) throws {
        var members = MemberWriter(encoder, omitted: omittedMembers.names)
        try members(descriptionText, "descriptionText", default: LocalizedText(""))
        try members.optional(categoryName.map { Category(title: $0, unknownMembers: categoryMembers) }, "categoryName")
        try members(searchKeywords, "searchKeywords", default: [])
        try members.finish(unknownMembers)
    }
}

/// Holds the action's summary: `actionConfiguration.actionSummary.wrapper`.
public struct ActionConfiguration: Codable, Hashable, Sendable {
    public var actionSummary: ParameterSummaryMetadata?
    public var unknownMembers: [String: JSONValue] = [:]
    var summaryMembers: [String: JSONValue] = [:]

    public init(actionSummary: ParameterSummaryMetadata?) {
        self.actionSummary = actionSummary
    }

    private struct Wrapper: Codable {
        var wrapper: ParameterSummaryMetadata
        var unknownMembers: [String: JSONValue]
        init(wrapper: ParameterSummaryMetadata, unknownMembers: [String: JSONValue]) {
            self.wrapper = wrapper
            self.unknownMembers = unknownMembers
        }
        init(from decoder: any Decoder) throws {
            var members = try MemberReader(decoder)
            wrapper = try members.required("wrapper")
            unknownMembers = try members.unknownMembers()
        }
        func encode(to encoder: any Encoder) throws {
            var members = MemberWriter(encoder)
            try members.always(wrapper, "wrapper")
            try members.finish(unknownMembers)
        }
    }

    public init(from decoder: any Decoder) throws {
        var members = try MemberReader(decoder)
        let summary: Wrapper? = try members.optional("actionSummary")
        actionSummary = summary?.wrapper
        summaryMembers = summary?.unknownMembers ?? [:]
        unknownMembers = try members.unknownMembers()
    }

    public func encode(to encoder: any Encoder) throws {
        var members = MemberWriter(encoder)
        try members.optional(
            actionSummary.map { Wrapper(wrapper: $0, unknownMembers: summaryMembers) }, "actionSummary")
        try members.finish(unknownMembers)
    }
}

/// A parameter summary: `Order ${soup}` plus the parameters shown below it. Apple writes
/// `{otherParameterIdentifiers, summaryString: {formatString, parameterIdentifiers}}` with the
/// format string as plain text.
public struct ParameterSummaryMetadata: Codable, Hashable, Sendable {
    /// The sentence with `${name}` placeholders.
    public var formatString: LocalizedText
    /// Parameters shown outside the sentence (the trailing builder).
    public var otherParameterIdentifiers: [String]
    /// The parameters the sentence mentions, in order, as written.
    public var summaryParameterIdentifiers: [String]
    public var unknownMembers: [String: JSONValue] = [:]
    var summaryStringMembers: [String: JSONValue] = [:]
    var omittedMembers: MemberSet = []

    public init(formatString: LocalizedText, otherParameterIdentifiers: [String] = []) {
        self.formatString = formatString
        self.otherParameterIdentifiers = otherParameterIdentifiers
        var seen = Set<String>()
        self.summaryParameterIdentifiers = Placeholders.names(in: formatString.key).map {
            Placeholders.parameter(of: $0).name
        }.filter { seen.insert($0).inserted }
    }

    /// The names of the parameters the sentence mentions, in order.
    public var parameterIdentifiers: [String] { summaryParameterIdentifiers }

    private struct SummaryString: Codable {
        var formatString: String
        var parameterIdentifiers: [String]
        var unknownMembers: [String: JSONValue] = [:]
        init(formatString: String, parameterIdentifiers: [String], unknownMembers: [String: JSONValue]) {
            self.formatString = formatString
            self.parameterIdentifiers = parameterIdentifiers
            self.unknownMembers = unknownMembers
        }
        init(from decoder: any Decoder) throws {
            var members = try MemberReader(decoder)
            formatString = try members.required("formatString")
            parameterIdentifiers = try members.required("parameterIdentifiers")
            unknownMembers = try members.unknownMembers()
        }
        func encode(to encoder: any Encoder) throws {
            var members = MemberWriter(encoder)
            try members.always(formatString, "formatString")
            try members.always(parameterIdentifiers, "parameterIdentifiers")
            try members.finish(unknownMembers)
        }
    }

    public init(from decoder: any Decoder) throws {
        var members = try MemberReader(decoder)
        let summary: SummaryString = try members.required("summaryString")
        formatString = LocalizedText(summary.formatString)
        summaryParameterIdentifiers = summary.parameterIdentifiers
        summaryStringMembers = summary.unknownMembers
        otherParameterIdentifiers = try members("otherParameterIdentifiers", or: [])
        unknownMembers = try members.unknownMembers()
        omittedMembers = MemberSet(members.omitted)
    }

    public func encode(to encoder: any Encoder) throws {
        var members = MemberWriter(encoder, omitted: omittedMembers.names)
        try members.always(
            SummaryString(
                formatString: formatString.key, parameterIdentifiers: summaryParameterIdentifiers,
                unknownMembers: summaryStringMembers), "summaryString")
        try members(otherParameterIdentifiers, "otherParameterIdentifiers", default: [])
        try members.finish(unknownMembers)
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

    /// The parameter a summary placeholder names and the part of it shown: `location` and
    /// `type` for `location.type` (a union value's chosen case; `value` for the value it
    /// carries), `soup` and `nil` for `soup`.
    public static func parameter(of placeholder: String) -> (name: String, component: String?) {
        guard let dot = placeholder.firstIndex(of: ".") else { return (placeholder, nil) }
        return (String(placeholder[..<dot]), String(placeholder[placeholder.index(after: dot)...]))
    }

    /// How a summary sentence reads to a person: each `${name}` as `<Title>` (`title(name)`),
    /// a union value's chosen case `${name.type}` as `<Title case>`.
    public static func readable(_ format: String, title: (String) -> String) -> String {
        replacing(in: format) { placeholder in
            let (name, component) = parameter(of: placeholder)
            return component == "type" ? "<\(title(name)) case>" : "<\(title(name))>"
        }
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
