/// One `@Parameter` of an action.
public struct ParameterMetadata: Codable, Hashable, Sendable {
    /// The members, in one object that copies share (see `SharedFields`).
    private var fields: SharedFields<Fields>

    private struct Fields: Hashable, Sendable {
        var name: String = ""
        var title: LocalizedText = LocalizedText("")
        var descriptionMetadata: DescriptionMetadata? = nil
        var valueType: ValueType = .primitive(.string)
        var resolvableInputTypes: [ResolvableInputType] = []
        var isOptional: Bool = false
        var typeSpecificMetadata: TypeSpecificMetadata = TypeSpecificMetadata()
        var requestValueDialog: LocalizedText? = nil
        var requestDisambiguationDialog: LocalizedText? = nil
        var dynamicOptionsSupport: Int = 0
        var capabilities: Int = 0
        var inputConnectionBehavior: Int = 0
        var isInput: Bool = false
        var unknownMembers: [String: JSONValue] = [:]
        var omittedMembers: MemberSet = []
    }

    /// The property name without the underscore: `soup`.
    public var name: String {
        get { fields.value.name }
        _modify { yield &fields.value.name }
    }
    public var title: LocalizedText {
        get { fields.value.title }
        _modify { yield &fields.value.title }
    }
    /// The parameter's `description:`, written as Apple's `parameterDescription`.
    public var descriptionMetadata: DescriptionMetadata? {
        get { fields.value.descriptionMetadata }
        _modify { yield &fields.value.descriptionMetadata }
    }
    public var valueType: ValueType {
        get { fields.value.valueType }
        _modify { yield &fields.value.valueType }
    }
    /// The types Shortcuts may pass in the parameter's place.
    public var resolvableInputTypes: [ResolvableInputType] {
        get { fields.value.resolvableInputTypes }
        _modify { yield &fields.value.resolvableInputTypes }
    }
    public var isOptional: Bool {
        get { fields.value.isOptional }
        _modify { yield &fields.value.isOptional }
    }
    /// Defaults, ranges, units and the like.
    public var typeSpecificMetadata: TypeSpecificMetadata {
        get { fields.value.typeSpecificMetadata }
        _modify { yield &fields.value.typeSpecificMetadata }
    }
    /// The `requestValueDialog`, if the parameter declares one (ours: Apple's files do not carry it).
    public var requestValueDialog: LocalizedText? {
        get { fields.value.requestValueDialog }
        _modify { yield &fields.value.requestValueDialog }
    }
    /// The `requestDisambiguationDialog`, if the parameter declares one (ours, like `requestValueDialog`).
    public var requestDisambiguationDialog: LocalizedText? {
        get { fields.value.requestDisambiguationDialog }
        _modify { yield &fields.value.requestDisambiguationDialog }
    }
    /// 1 when the parameter has an `optionsProvider` or its entity query offers suggestions; 2
    /// when the entity's query also searches by string.
    public var dynamicOptionsSupport: Int {
        get { fields.value.dynamicOptionsSupport }
        _modify { yield &fields.value.dynamicOptionsSupport }
    }
    /// Bits: 1 the parameter has a default, 8 it has an `optionsProvider`.
    public var capabilities: Int {
        get { fields.value.capabilities }
        _modify { yield &fields.value.capabilities }
    }
    public var inputConnectionBehavior: Int {
        get { fields.value.inputConnectionBehavior }
        _modify { yield &fields.value.inputConnectionBehavior }
    }
    public var isInput: Bool {
        get { fields.value.isInput }
        _modify { yield &fields.value.isInput }
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
        name: String,
        title: LocalizedText,
        description: String? = nil,
        valueType: ValueType,
        isOptional: Bool = false,
        typeSpecificMetadata: TypeSpecificMetadata = .init(),
        requestValueDialog: LocalizedText? = nil,
        requestDisambiguationDialog: LocalizedText? = nil,
        dynamicOptionsSupport: Int = 0,
        capabilities: Int? = nil,
        inputConnectionBehavior: Int = 0
    ) {
        fields = SharedFields(Fields())
        self.name = name
        self.title = title
        self.descriptionMetadata = description.map { DescriptionMetadata(descriptionText: LocalizedText($0)) }
        self.valueType = valueType
        self.resolvableInputTypes = ResolvableInputType.defaults(for: valueType)
        self.isOptional = isOptional
        self.typeSpecificMetadata = TypeSpecificMetadata()
        self.requestValueDialog = requestValueDialog
        self.requestDisambiguationDialog = requestDisambiguationDialog
        self.dynamicOptionsSupport = dynamicOptionsSupport
        self.inputConnectionBehavior = inputConnectionBehavior
        // Apple's tools mark the parameter a previous result connects to as the input.
        self.isInput = inputConnectionBehavior == InputConnectionBehaviors.numbers["connectToPreviousIntentResult"]
        self.capabilities = 0
        // Through the accessors, so values given in our terms are written in Apple's.
        for entry in typeSpecificMetadata.entries {
            switch entry.key {
            case TypeSpecificMetadata.defaultValueKey: defaultValue = entry.value
            case TypeSpecificMetadata.minimumValueKey, TypeSpecificMetadata.maximumValueKey: continue
            default: self.typeSpecificMetadata[entry.key] = entry.value
            }
        }
        if let low = typeSpecificMetadata[TypeSpecificMetadata.minimumValueKey]?.numberValue,
            let high = typeSpecificMetadata[TypeSpecificMetadata.maximumValueKey]?.numberValue
        {
            range = (low, high)
        }
        // Apple's tools write a measurement's unit family and whether it follows the locale.
        if case .measurement(let unit) = valueType,
            self.typeSpecificMetadata[TypeSpecificMetadata.measurementUnitTypeKey] == nil
        {
            self.typeSpecificMetadata[TypeSpecificMetadata.measurementUnitTypeKey] = .int(unit.rawValue)
            self.typeSpecificMetadata[TypeSpecificMetadata.measurementAdjustsForLocaleKey] = .int(0)
        }
        self.capabilities = capabilities ?? (defaultValue == nil ? 0 : ParameterCapabilities.hasDefault)
    }

    /// The declared default, if any, in our terms: a `Bool` parameter's 0 or 1 reads as
    /// `.bool`, numbers as `.number`. Set in our terms too; it is written in Apple's
    /// (`Bool` as `int` 0/1, `Int` as `int`, `Double` as `double`).
    public var defaultValue: MetadataValue? {
        get {
            guard let value = typeSpecificMetadata[TypeSpecificMetadata.defaultValueKey] else { return nil }
            switch (value, valueType.memberType) {
            case (.int(let flag), .primitive(.bool)) where flag == 0 || flag == 1: return .bool(flag == 1)
            case (.int(let number), _): return .number(Double(number))
            case (.double(let number), _): return .number(number)
            default: return value
            }
        }
        set {
            typeSpecificMetadata[TypeSpecificMetadata.defaultValueKey] = newValue.map { Self.apple($0, for: valueType) }
        }
    }

    /// A value in our terms written the way Apple's tools write it for a parameter of `type`.
    static func apple(_ value: MetadataValue, for type: ValueType) -> MetadataValue {
        switch (value, type.memberType) {
        case (.bool(let flag), _): return .int(flag ? 1 : 0)
        case (.number(let number), .primitive(.double)), (.number(let number), .primitive(.decimal)):
            return .double(number)
        case (.number(let number), _):
            return number.rounded() == number && abs(number) < 9.0e15 ? .int(Int(number)) : .double(number)
        case (.array(let values), _): return .array(values.map { apple($0, for: type.memberType) })
        default: return value
        }
    }

    /// The `inclusiveRange` bounds, if any (Apple's lower and upper bound keys, or our earlier
    /// minimum and maximum keys). Setting it writes Apple's three keys.
    public var range: (minimum: Double, maximum: Double)? {
        get {
            let specific = typeSpecificMetadata
            guard
                let low =
                    (specific[TypeSpecificMetadata.lowerBoundKey] ?? specific[TypeSpecificMetadata.minimumValueKey])?
                    .numberValue,
                let high =
                    (specific[TypeSpecificMetadata.upperBoundKey] ?? specific[TypeSpecificMetadata.maximumValueKey])?
                    .numberValue
            else { return nil }
            return (low, high)
        }
        set {
            typeSpecificMetadata[TypeSpecificMetadata.upperBoundKey] = newValue.map { .double($0.maximum) }
            typeSpecificMetadata[TypeSpecificMetadata.lowerBoundKey] = newValue.map { .double($0.minimum) }
            typeSpecificMetadata[TypeSpecificMetadata.rangeTypeKey] = newValue.map { _ in .int(0) }
        }
    }

    /// The only values the parameter takes (`supportedValues:`, iOS 18): entity identifiers or
    /// enum raw values, in declaration order; `nil` when every value of its type goes. Ours:
    /// Apple's key for it is not known, so it is written under `supportedValues`.
    public var supportedValues: [String]? {
        get {
            guard case .array(let values)? = typeSpecificMetadata[TypeSpecificMetadata.supportedValuesKey] else {
                return nil
            }
            return values.compactMap { value in
                if case .string(let text) = value { return text }
                return nil
            }
        }
        set {
            typeSpecificMetadata[TypeSpecificMetadata.supportedValuesKey] = newValue.map {
                .array($0.map(MetadataValue.string))
            }
        }
    }

    /// Required means the system must obtain a value: not optional and no default.
    public var isRequired: Bool { !isOptional && defaultValue == nil }

    /// The parameter's description text, if any.
    public var descriptionText: String? {
        guard let text = descriptionMetadata?.descriptionText.key, !text.isEmpty else { return nil }
        return text
    }

    public init(from decoder: any Decoder) throws {
        var members = try MemberReader(decoder)
        fields = SharedFields(Fields())
        name = try members.required("name")
        title = try members("title", or: LocalizedText(""))
        descriptionMetadata = try (members.optional("parameterDescription") as LocalizedText?).map {
            DescriptionMetadata(descriptionText: $0)
        }
        valueType = try members.required("valueType")
        resolvableInputTypes = try members("resolvableInputTypes", or: [])
        isOptional = try members("isOptional", or: false)
        typeSpecificMetadata = try members("typeSpecificMetadata", or: TypeSpecificMetadata())
        requestValueDialog = try members.optional("requestValueDialog")
        requestDisambiguationDialog = try members.optional("requestDisambiguationDialog")
        dynamicOptionsSupport = try members("dynamicOptionsSupport", or: 0)
        capabilities = try members("capabilities", or: 0)
        inputConnectionBehavior = try members("inputConnectionBehavior", or: 0)
        isInput = try members("isInput", or: false)
        unknownMembers = try members.unknownMembers()
        omittedMembers = MemberSet(members.omitted)
    }

    public func encode(to encoder: any Encoder) throws {
        var members = MemberWriter(encoder, omitted: omittedMembers.names)
        try members.always(name, "name")
        try members(title, "title", default: LocalizedText(""))
        try members.optional(descriptionMetadata?.descriptionText, "parameterDescription")
        try members.always(valueType, "valueType")
        try members(resolvableInputTypes, "resolvableInputTypes", default: [])
        try members(isOptional, "isOptional", default: false)
        try members(typeSpecificMetadata, "typeSpecificMetadata", default: TypeSpecificMetadata())
        try members.optional(requestValueDialog, "requestValueDialog")
        try members.optional(requestDisambiguationDialog, "requestDisambiguationDialog")
        try members(dynamicOptionsSupport, "dynamicOptionsSupport", default: 0)
        try members(capabilities, "capabilities", default: 0)
        try members(inputConnectionBehavior, "inputConnectionBehavior", default: 0)
        try members(isInput, "isInput", default: false)
        try members.finish(unknownMembers)
    }
}

/// Bits of `ParameterMetadata.capabilities`.
public enum ParameterCapabilities {
    public static let hasDefault = 1
    public static let hasOptionsProvider = 8
}

/// Apple's numbers for `@Parameter(inputConnectionBehavior:)`: `connectToPreviousIntentResult`
/// is 2 (seen, with `isInput` true); `never` 1 is inferred.
public enum InputConnectionBehaviors {
    public static let numbers = ["default": 0, "never": 1, "connectToPreviousIntentResult": 2]
}

enum MetadataDefaults {
    static let availability: [String: [String: String]] = AvailabilityPlatforms.wildcard
}
