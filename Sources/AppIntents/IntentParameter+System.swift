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
    /// The query the parameter declared (`query:`), without copying every option.
    var declaredQuery: (any EntityQuery)? { get }
    /// The values the parameter takes (`supportedValues:`), without copying every option.
    var declaredSupportedValues: [String]? { get }
    /// Stores a value of the parameter's type; throws when the type does not fit.
    func assign(_ value: (any Sendable)?) throws
    /// Forgets any value, so the parameter is missing again.
    func clear()
    /// Makes an optional parameter nobody mentioned `nil`, its `valueState` still `.unset`.
    func assignOmitted() throws
}

extension IntentParameter: _AnyIntentParameter {
    package var name: String {
        lock.lock()
        defer { lock.unlock() }
        return _name ?? declaredTitle?.defaultValue ?? ""
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
        guard isSet, let storage = storage.value else { return false }
        return !((storage as? any _OptionalValue)?._isNil ?? false)
    }

    package var defaultAny: (any Sendable)? { defaultValue }

    package var currentValue: (any Sendable)? {
        lock.lock()
        defer { lock.unlock() }
        return isSet ? storage.value : nil
    }

    package var requestValueDialogText: String? { requestValueDialog?.full }
    package var requestDisambiguationDialogText: String? { requestDisambiguationDialog?.full }

    package var declaredQuery: (any EntityQuery)? { options.query }
    package var declaredSupportedValues: [String]? { options.supportedValues }

    package var parameterOptions: IntentParameter<String>.ParameterOptions {
        var copy = IntentParameter<String>.ParameterOptions()
        copy.controlStyle = options.controlStyle
        copy.inclusiveRange = options.inclusiveRange
        copy.optionsProvider = options.optionsProvider
        copy.supportedContentTypes = options.supportedContentTypes
        copy.defaultUnitSymbol = options.defaultUnitSymbol
        copy.supportsNegativeNumbers = options.supportsNegativeNumbers
        copy.multiline = options.multiline
        copy.inputOptions = options.inputOptions
        copy.inputConnectionBehavior = options.inputConnectionBehavior
        copy.dateKind = options.dateKind
        copy.displayName = options.displayName
        copy.collectionSize = options.collectionSize
        copy.personMode = options.personMode
        copy.query = options.query
        copy.supportedValues = options.supportedValues
        return copy
    }

    package func assign(_ value: (any Sendable)?) throws {
        let typed: Value
        if let value {
            if let direct = value as? Value {
                typed = direct
            } else if let text = value as? String, let wrapping = Value.ValueType.self as? any _StringWrapping.Type,
                let made = wrapping.init(_intentString: text) as? Value
            {
                // A type the surfaces give as text (`StringSearchCriteria`).
                typed = made
            } else {
                throw AppIntentError.typeMismatch(parameter: name, expected: "\(Value.self)")
            }
        } else if let none = Optional<Any>.none as? Value {
            typed = none
        } else {
            throw AppIntentError.typeMismatch(parameter: name, expected: "\(Value.self)")
        }
        lock.lock()
        storage.set(typed)
        isSet = true
        wasGiven = true
        lock.unlock()
    }

    package func assignOmitted() throws {
        try assign(nil)
        lock.lock()
        wasGiven = false
        lock.unlock()
    }

    package func clear() {
        lock.lock()
        storage.free()
        isSet = false
        wasGiven = false
        lock.unlock()
    }
}

/// Lets the system see whether a value held as `Any` is an empty optional.
package protocol _OptionalValue {
    var _isNil: Bool { get }
    /// The wrapped value, `nil` when there is none.
    var _wrapped: Any? { get }
}

extension Optional: _OptionalValue {
    package var _isNil: Bool { self == nil }
    package var _wrapped: Any? { self.map { $0 as Any } }
}
