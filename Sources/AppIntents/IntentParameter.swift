internal import AppIntentsShared
import Foundation

/// `@Parameter`: a value the intent needs, resolved by the system before `perform()` runs.
///
/// A non-optional parameter without a default is required: the system asks for it when it is
/// missing. An optional one stays `nil` when not given.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    let lock = ValueLock()
    var storage = ValueCell<Value>()
    var isSet = false
    /// Whether the value was given (by the caller, a prompt or the intent's own code), not
    /// filled in by the system for an optional parameter nobody mentioned: `valueState`.
    var wasGiven = false
    /// Set by the system when it reflects the intent: the property name without the underscore.
    var _name: String?

    /// The title the parameter declared, if any.
    let declaredTitle: LocalizedStringResource?
    public let description: LocalizedStringResource?
    /// The value the parameter has when none is given.
    public let defaultValue: Value.ValueType?
    package let requestValueDialog: IntentDialog?
    package let requestDisambiguationDialog: IntentDialog?
    package var options = ParameterOptions()

    /// The name people see: the declared title, or one made from the property name
    /// (`numberOfGuests` is "Number of Guests"), as Apple's framework does for `@Parameter var`.
    public var title: LocalizedStringResource {
        if let declaredTitle { return declaredTitle }
        lock.lock()
        defer { lock.unlock() }
        return LocalizedStringResource(_name.map(GeneratedTitle.fromPropertyName) ?? "")
    }

    /// Type-specific settings from the other initialisers.
    package struct ParameterOptions: @unchecked Sendable {
        package var controlStyle: String?
        package var inclusiveRange: (lowerBound: Double, upperBound: Double)?
        package var optionsProvider: (any DynamicOptionsProvider)?
        package var supportedContentTypes: [UTType] = []
        package var defaultUnitSymbol: String?
        package var supportsNegativeNumbers: Bool?
        package var multiline: Bool?
        package var inputOptions: String.IntentInputOptions?
        package var inputConnectionBehavior: InputConnectionBehavior = .default
        package var dateKind: String?
        package var displayName: (true: String, false: String)?
        package var collectionSize: IntentCollectionSize?
        package var personMode: IntentPerson.ParameterMode?
        package var placemarkDisplayStyle: PlacemarkDisplayStyle?
        /// The query the parameter looks its entities up with instead of its type's
        /// `defaultQuery` (`query:`).
        package var query: (any EntityQuery)?
        /// The only values the parameter takes (`supportedValues:`), as entity identifiers or
        /// enum raw values; `nil` when any value of the type goes.
        package var supportedValues: [String]?
    }

    /// How a number is entered.
    public enum ControlStyle: String, Sendable, Hashable {
        case field, slider, stepper
    }

    /// How text is entered; Apple's name is `String.IntentInputOptions`.
    public typealias IntentInputOptions = String.IntentInputOptions

    /// A parameter; every argument is optional, so `@Parameter var guests: Int` declares one
    /// titled from its name.
    ///
    /// - Parameters:
    ///   - title: The name people see; made from the property name when `nil`.
    ///   - description: More about what the parameter is for.
    ///   - default: The value used when none is given.
    ///   - requestValueDialog: What the system asks when the value is missing.
    ///   - requestDisambiguationDialog: What the system asks when several values match.
    ///   - inputConnectionBehavior: Whether Shortcuts connects the previous action's result.
    public init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.declaredTitle = title
        self.description = description
        self.defaultValue = `default`
        self.requestValueDialog = requestValueDialog
        self.requestDisambiguationDialog = requestDisambiguationDialog
        self.options.inputConnectionBehavior = inputConnectionBehavior
    }

    /// A parameter whose default is the property's initial value: `@Parameter var count = 1`.
    public convenience init(
        wrappedValue: Value,
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: wrappedValue as? Value.ValueType,
            requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog,
            inputConnectionBehavior: inputConnectionBehavior)
    }

    /// The value. Reading a required parameter before the system resolved it is a programming
    /// error, as on Apple platforms.
    public var wrappedValue: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            if isSet, let storage = storage.value { return storage }
            if let defaultValue, let value = defaultValue as? Value { return value }
            if let none = Optional<Any>.none as? Value { return none }
            fatalError(
                "@Parameter '\(title.defaultValue)' has no value: the system resolves parameters before perform() runs")
        }
        set {
            lock.lock()
            storage.set(newValue)
            isSet = true
            wasGiven = true
            lock.unlock()
        }
    }

    /// Whether the parameter was given a value (iOS 18.2): `.set(value)` when the caller, a
    /// prompt or the intent's own code gave one, an explicit `nil` for an optional parameter
    /// included; `.unset` when nobody mentioned it, even if it has a default. An intent that
    /// updates a record tells "clear the due date" (`.set(nil)`) from "leave it" (`.unset`).
    public var valueState: ValueState {
        lock.lock()
        defer { lock.unlock() }
        guard isSet, wasGiven, let value = storage.value else { return .unset }
        return .set(value)
    }

    /// Whether a parameter was given a value, and which.
    public enum ValueState {
        /// Nobody gave the parameter a value.
        case unset
        /// The parameter was given this value; for an optional parameter, possibly `nil`.
        case set(Value)
    }

    public var projectedValue: IntentParameter<Value> { self }

    deinit { storage.free() }

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
        try await disambiguate(among, dialog: dialog)
    }

    /// Asks the person which one of `among` they mean, for a list parameter: the answer is one
    /// element (`try await $containers.requestDisambiguation(among: containers)`), as Apple's
    /// `ValueType` of a list is its element's.
    public func requestDisambiguation<Element: Sendable>(
        among: [Element], dialog: IntentDialog? = nil
    ) async throws -> Element where Value.ValueType == [Element] {
        try await disambiguate(among, dialog: dialog)
    }

    private func disambiguate<Option: Sendable>(_ among: [Option], dialog: IntentDialog?) async throws -> Option {
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
            ConfirmationPrompt(
                parameter: self, value: itemToConfirm, dialog: dialog, actionName: .continue, conditions: []))
    }

    /// An error that makes the system ask for this parameter and run `perform()` again.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
        AppIntentError(
            code: .needsValue, description: "the intent needs a value for '\(name)'",
            request: .value(parameter: self, dialog: dialog ?? requestValueDialog))
    }

    /// An error that makes the system ask which of `itemsToDisambiguate` the parameter is, set
    /// it, and run `perform()` again.
    public func needsDisambiguationError(
        among itemsToDisambiguate: [Value.ValueType], dialog: IntentDialog? = nil
    ) -> AppIntentError {
        AppIntentError(
            code: .needsDisambiguation, description: "the intent needs to know which '\(name)' is meant",
            request: .disambiguation(
                parameter: self, among: itemsToDisambiguate.map { $0 as any Sendable },
                dialog: dialog ?? requestDisambiguationDialog))
    }

    /// Asks the person to confirm `itemToConfirm`, showing the view `view` builds; returns
    /// whether they did.
    @discardableResult
    public func requestConfirmation<ViewType: View>(
        for itemToConfirm: Value.ValueType, dialog: IntentDialog? = nil, @ViewBuilder view: () -> ViewType
    ) async throws -> Bool {
        try await requestConfirmation(for: itemToConfirm, dialog: dialog, view: view())
    }

    /// Asks the person to confirm `itemToConfirm`, showing `view`; returns whether they did.
    @discardableResult
    public func requestConfirmation<ViewType: View>(
        for itemToConfirm: Value.ValueType, dialog: IntentDialog? = nil, view: ViewType
    ) async throws -> Bool {
        let runtime = try IntentRuntimeContext.require("$\(name).requestConfirmation")
        return try await runtime.requestConfirmation(
            ConfirmationPrompt(
                parameter: self, value: itemToConfirm, dialog: dialog, actionName: .continue, conditions: [],
                snippet: ViewBox(view: view)))
    }

    /// Whether the parameter's value may be missing (its type is optional).
    public var isOptional: Bool { Value._valueKind.isOptional }
}

extension IntentParameter.ValueState: Equatable where Value: Equatable {}
extension IntentParameter.ValueState: Sendable where Value: Sendable {}
