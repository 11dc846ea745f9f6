import Foundation

/// The type-specific forms of `@Parameter`, as in Apple's framework. Each has a distinguishing
/// argument (`controlStyle:`, `optionsProvider:`, `kind:`, …); every other argument is optional.
extension IntentParameter {
    /// A number in a range, entered with a control style.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        controlStyle: ControlStyle? = nil,
        inclusiveRange: (lowerBound: Value.ValueType, upperBound: Value.ValueType),
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog, inputConnectionBehavior: inputConnectionBehavior)
        setRange(inclusiveRange.lowerBound, inclusiveRange.upperBound, controlStyle: controlStyle)
        options.optionsProvider = optionsProvider
    }

    /// A list of numbers, each in a range (`inclusiveRange: (0, 65_535)` for `[Int]`), as Apple's
    /// range applies to a list's elements.
    public convenience init<Element: _IntentValue>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: [Element]? = nil,
        controlStyle: ControlStyle? = nil,
        inclusiveRange: (lowerBound: Element, upperBound: Element),
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) where Value == [Element] {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog, inputConnectionBehavior: inputConnectionBehavior)
        setRange(inclusiveRange.lowerBound, inclusiveRange.upperBound, controlStyle: controlStyle)
        options.optionsProvider = optionsProvider
    }

    /// The control style, and the range when its bounds are numbers.
    private func setRange(_ lowerBound: Any, _ upperBound: Any, controlStyle: ControlStyle?) {
        options.controlStyle = controlStyle?.rawValue
        if let low = Self.number(lowerBound), let high = Self.number(upperBound) {
            options.inclusiveRange = (low, high)
        }
    }

    /// A number entered with a control style.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        controlStyle: ControlStyle,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog, inputConnectionBehavior: inputConnectionBehavior)
        options.controlStyle = controlStyle.rawValue
        options.optionsProvider = optionsProvider
    }

    /// A value picked from the options a provider supplies; an `EntityQuery` is one.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: some DynamicOptionsProvider
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog, inputConnectionBehavior: inputConnectionBehavior)
        options.optionsProvider = optionsProvider
    }

    /// A file of one of the given content types: `@Parameter(default: [], supportedContentTypes:
    /// [.image]) var attachments: [IntentFile]`; with Apple's other arguments of the form: how
    /// many a widget shows (`size:`), the options a provider supplies, or, for a file entity, the
    /// query it is looked up with (`query:`).
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        supportedContentTypes: [UTType],
        size: IntentCollectionSize? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: (any DynamicOptionsProvider)? = nil,
        query: (any EntityQuery)? = nil
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog, inputConnectionBehavior: inputConnectionBehavior)
        options.supportedContentTypes = supportedContentTypes
        options.collectionSize = size
        options.optionsProvider = optionsProvider
        options.query = query
    }

    /// A file of one of the given type identifiers (the form before `supportedContentTypes:`):
    /// `@Parameter(title: "Attachments", default: [], supportedTypeIdentifiers: ["public.item"])`.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        supportedTypeIdentifiers: [String],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: `default`,
            supportedContentTypes: supportedTypeIdentifiers.map { UTType($0) ?? UTType(importedAs: $0) },
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }

    /// Text, entered with input options: `inputOptions: String.IntentInputOptions(multiline: true)`.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        inputOptions: String.IntentInputOptions,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        options.multiline = inputOptions.multiline
        options.inputOptions = inputOptions
        options.optionsProvider = optionsProvider
    }

    /// A list of values, with how many a widget shows (`size: 3`); a list of entities may name
    /// the query they are looked up with (`query:`).
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        size: IntentCollectionSize,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: (any EntityQuery)? = nil
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        options.collectionSize = size
        options.query = query
    }

    static func number(_ value: Any) -> Double? {
        switch value {
        case let int as Int: Double(int)
        case let double as Double: double
        case let decimal as Decimal: NSDecimalNumber(decimal: decimal).doubleValue
        default: nil
        }
    }
}

extension IntentParameter where Value.ValueType == Date {
    /// A date, a time, or both: `@Parameter(title: "Starts", kind: .dateTime) var start: Date?`.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: Date? = nil,
        kind: DateKind,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        options.dateKind = kind.rawValue
        options.optionsProvider = optionsProvider
    }
}

extension IntentParameter where Value.ValueType == DateComponents {
    /// Date components: a date, a time, or both.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: DateComponents? = nil,
        kind: DateKind,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        options.dateKind = kind.rawValue
        options.optionsProvider = optionsProvider
    }
}

extension IntentParameter where Value.ValueType == Bool {
    /// A switch whose two states have names: `displayName: .init(true: "Toggle", false: "Turn")`.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: Bool? = nil,
        displayName: Bool.IntentDisplayName,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        options.displayName = (displayName.trueName.defaultValue, displayName.falseName.defaultValue)
    }
}

extension IntentParameter {
    /// A measurement with a default amount in a default unit:
    /// `@Parameter(title: "After", defaultValue: 120, defaultUnit: .seconds)`.
    public convenience init<Unit: Dimension>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        defaultValue: Double?,
        defaultUnit: Unit,
        defaultUnitAdjustForLocale: Bool = true,
        supportsNegativeNumbers: Bool = false,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value.ValueType == Measurement<Unit> {
        self.init(
            title: title, description: description,
            default: defaultValue.map { Measurement(value: $0, unit: defaultUnit) }, defaultUnit: defaultUnit,
            supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A measurement, entered in a default unit.
    public convenience init<Unit: Dimension>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        defaultUnit: Unit,
        defaultUnitAdjustForLocale: Bool = true,
        supportsNegativeNumbers: Bool = false,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value.ValueType == Measurement<Unit> {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        options.defaultUnitSymbol = defaultUnit.symbol
        options.supportsNegativeNumbers = supportsNegativeNumbers
    }

    /// A measurement entered in `unit` (iOS 17). `unitAdjustForLocale` asks a device to offer the
    /// person's own unit instead; values here are entered and written in `unit`, or any unit
    /// given with the value (`10 km`).
    public convenience init<Unit: Dimension>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        defaultValue: Double? = nil,
        unit: Unit,
        unitAdjustForLocale: Bool = true,
        supportsNegativeNumbers: Bool = false,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value.ValueType == Measurement<Unit> {
        self.init(
            title: title, description: description, default: defaultValue.map { Measurement(value: $0, unit: unit) },
            defaultUnit: unit, supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter {
    /// An amount of money, offered in `currencyCodes` on a device (`["EUR", "USD"]`); an amount
    /// in any currency is taken here.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: IntentCurrencyAmount? = nil,
        currencyCodes: [String],
        inclusiveRange: (lowerBound: Decimal, upperBound: Decimal)? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) where Value.ValueType == IntentCurrencyAmount {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: nil, inputConnectionBehavior: inputConnectionBehavior)
        if let inclusiveRange, let low = Self.number(inclusiveRange.lowerBound),
            let high = Self.number(inclusiveRange.upperBound)
        {
            options.inclusiveRange = (low, high)
        }
        options.optionsProvider = optionsProvider
    }
}
