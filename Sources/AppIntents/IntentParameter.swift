import Foundation

/// `@Parameter`: a value the intent needs, resolved by the system before `perform()` runs.
///
/// A non-optional parameter without a default is required: the system asks for it when it is
/// missing. An optional one stays `nil` when not given.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Value?
    private var isSet = false
    /// Set by the system when it reflects the intent: the property name without the underscore.
    private var _name: String?

    public let title: LocalizedStringResource
    public let description: LocalizedStringResource?
    package let defaultValue: Value.ValueType?
    package let requestValueDialog: IntentDialog?
    package let requestDisambiguationDialog: IntentDialog?
    package var options = ParameterOptions()

    /// Type-specific settings from the other initialisers.
    package struct ParameterOptions: @unchecked Sendable {
        package var controlStyle: String?
        package var inclusiveRange: (lowerBound: Double, upperBound: Double)?
        package var optionsProvider: (any DynamicOptionsProvider)?
        package var supportedContentTypes: [UTType] = []
        package var defaultUnitSymbol: String?
        package var supportsNegativeNumbers: Bool?
        package var multiline: Bool?
    }

    /// How a number is entered.
    public enum ControlStyle: String, Sendable, Hashable {
        case field, slider, stepper
    }

    /// How text is entered.
    public struct IntentInputOptions: Sendable, Hashable {
        public var multiline: Bool
        public init(
            keyboardType: Int = 0, capitalizationType: Int = 0, multiline: Bool = false, autocorrect: Bool = true,
            smartQuotes: Bool = true, smartDashes: Bool = true
        ) {
            self.multiline = multiline
        }
    }

    public init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil
    ) {
        self.title = title
        self.description = description
        self.defaultValue = `default`
        self.requestValueDialog = requestValueDialog
        self.requestDisambiguationDialog = requestDisambiguationDialog
    }

    public convenience init(
        wrappedValue: Value,
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil
    ) {
        self.init(
            title: title, description: description, default: wrappedValue as? Value.ValueType,
            requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog)
    }

    /// A number in a range, entered with a control style.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        controlStyle: ControlStyle? = nil,
        inclusiveRange: (lowerBound: Value.ValueType, upperBound: Value.ValueType),
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog)
        options.controlStyle = controlStyle?.rawValue
        if let low = Self.number(inclusiveRange.lowerBound), let high = Self.number(inclusiveRange.upperBound) {
            options.inclusiveRange = (low, high)
        }
    }

    /// A number entered with a control style.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        controlStyle: ControlStyle,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog)
        options.controlStyle = controlStyle.rawValue
    }

    /// A value picked from the options a provider supplies.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        optionsProvider: some DynamicOptionsProvider
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog)
        options.optionsProvider = optionsProvider
    }

    /// A file of one of the given content types.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        supportedContentTypes: [UTType],
        requestValueDialog: IntentDialog? = nil
    ) {
        self.init(title: title, description: description, default: nil, requestValueDialog: requestValueDialog)
        options.supportedContentTypes = supportedContentTypes
    }

    /// A measurement, entered in a default unit.
    public convenience init<U: Dimension>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        defaultUnit: U,
        supportsNegativeNumbers: Bool = false,
        requestValueDialog: IntentDialog? = nil
    ) {
        self.init(title: title, description: description, default: `default`, requestValueDialog: requestValueDialog)
        options.defaultUnitSymbol = defaultUnit.symbol
        options.supportsNegativeNumbers = supportsNegativeNumbers
    }

    /// Text, entered with input options.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        inputOptions: IntentInputOptions,
        requestValueDialog: IntentDialog? = nil
    ) {
        self.init(title: title, description: description, default: `default`, requestValueDialog: requestValueDialog)
        options.multiline = inputOptions.multiline
    }

    private static func number(_ value: Value.ValueType) -> Double? {
        switch value {
        case let int as Int: Double(int)
        case let double as Double: double
        case let decimal as Decimal: NSDecimalNumber(decimal: decimal).doubleValue
        default: nil
        }
    }

    /// The value. Reading a required parameter before the system resolved it is a programming
    /// error, as on Apple platforms.
    public var wrappedValue: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            if isSet, let storage { return storage }
            if let defaultValue, let value = defaultValue as? Value { return value }
            if let none = Optional<Any>.none as? Value { return none }
            fatalError(
                "@Parameter '\(title.defaultValue)' has no value: the system resolves parameters before perform() runs")
        }
        set {
            lock.lock()
            storage = newValue
            isSet = true
            lock.unlock()
        }
    }

    public var projectedValue: IntentParameter<Value> { self }

    /// Asks the person for a value, and returns it.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.ValueType {
        let runtime = try IntentRuntimeContext.require("$\(name).requestValue")
        let value = try await runtime.requestValue(for: self, dialog: dialog ?? requestValueDialog)
        guard let typed = value as? Value.ValueType else {
            throw AppIntentError.typeMismatch(parameter: name, expected: "\(Value.ValueType.self)")
        }
        return typed
    }

    /// Asks the person which of `among` they mean, and returns it.
    public func requestDisambiguation(
        among: [Value.ValueType], dialog: IntentDialog? = nil
    ) async throws -> Value.ValueType {
        let runtime = try IntentRuntimeContext.require("$\(name).requestDisambiguation")
        guard !among.isEmpty else { throw AppIntentError.noOptions(parameter: name) }
        let index = try await runtime.requestDisambiguation(
            for: self, among: among, dialog: dialog ?? requestDisambiguationDialog)
        guard among.indices.contains(index) else { throw AppIntentError.userCancelled }
        return among[index]
    }

    /// Asks the person to confirm `itemToConfirm`; returns whether they did.
    @discardableResult
    public func requestConfirmation(
        for itemToConfirm: Value.ValueType, dialog: IntentDialog? = nil
    ) async throws -> Bool {
        let runtime = try IntentRuntimeContext.require("$\(name).requestConfirmation")
        return try await runtime.requestConfirmation(
            ConfirmationPrompt(parameter: self, value: itemToConfirm, dialog: dialog, actionName: .go, conditions: []))
    }

    /// An error that makes the system ask for this parameter and run `perform()` again.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> NeedsValueError {
        NeedsValueError(parameter: self, dialog: dialog ?? requestValueDialog)
    }
}

/// Thrown by `needsValueError(_:)`: the system asks for the parameter, then runs `perform()`
/// again from the start.
public struct NeedsValueError: Error, CustomStringConvertible {
    package let parameter: any _AnyIntentParameter
    package let dialog: IntentDialog?
    public var description: String { "the intent needs a value for '\(parameter.name)'" }
}

/// What the system reads and writes on a parameter. Used by the system; not for app code.
package protocol _AnyIntentParameter: AnyObject, Sendable {
    var name: String { get }
    func setName(_ name: String)
    var titleText: String { get }
    var descriptionText: String? { get }
    var valueKind: _IntentValueKind { get }
    var hasValue: Bool { get }
    var defaultAny: (any Sendable)? { get }
    var currentValue: (any Sendable)? { get }
    var requestValueDialogText: String? { get }
    var requestDisambiguationDialogText: String? { get }
    var parameterOptions: IntentParameter<String>.ParameterOptions { get }
    /// Stores a value of the parameter's type; throws when the type does not fit.
    func assign(_ value: (any Sendable)?) throws
    /// Forgets any value, so the parameter is missing again.
    func clear()
}

extension IntentParameter: _AnyIntentParameter {
    package var name: String {
        lock.lock()
        defer { lock.unlock() }
        return _name ?? title.defaultValue
    }

    package func setName(_ name: String) {
        lock.lock()
        _name = name
        lock.unlock()
    }

    package var titleText: String { title.defaultValue }
    package var descriptionText: String? { description?.defaultValue }
    package var valueKind: _IntentValueKind { Value._valueKind }

    package var hasValue: Bool {
        lock.lock()
        defer { lock.unlock() }
        guard isSet, let storage else { return false }
        return !((storage as? any _OptionalValue)?._isNil ?? false)
    }

    package var defaultAny: (any Sendable)? { defaultValue }

    package var currentValue: (any Sendable)? {
        lock.lock()
        defer { lock.unlock() }
        return isSet ? storage : nil
    }

    package var requestValueDialogText: String? { requestValueDialog?.full }
    package var requestDisambiguationDialogText: String? { requestDisambiguationDialog?.full }

    package var parameterOptions: IntentParameter<String>.ParameterOptions {
        var copy = IntentParameter<String>.ParameterOptions()
        copy.controlStyle = options.controlStyle
        copy.inclusiveRange = options.inclusiveRange
        copy.optionsProvider = options.optionsProvider
        copy.supportedContentTypes = options.supportedContentTypes
        copy.defaultUnitSymbol = options.defaultUnitSymbol
        copy.supportsNegativeNumbers = options.supportsNegativeNumbers
        copy.multiline = options.multiline
        return copy
    }

    package func assign(_ value: (any Sendable)?) throws {
        let typed: Value
        if let value {
            if let direct = value as? Value {
                typed = direct
            } else {
                throw AppIntentError.typeMismatch(parameter: name, expected: "\(Value.self)")
            }
        } else if let none = Optional<Any>.none as? Value {
            typed = none
        } else {
            throw AppIntentError.typeMismatch(parameter: name, expected: "\(Value.self)")
        }
        lock.lock()
        storage = typed
        isSet = true
        lock.unlock()
    }

    package func clear() {
        lock.lock()
        storage = nil
        isSet = false
        lock.unlock()
    }
}

/// Lets the system see whether a value held as `Any` is an empty optional.
package protocol _OptionalValue {
    var _isNil: Bool { get }
}

extension Optional: _OptionalValue {
    package var _isNil: Bool { self == nil }
}
