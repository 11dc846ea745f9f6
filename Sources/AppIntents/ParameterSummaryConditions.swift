/// A summary chosen by a parameter's value: `When(\.$selected, .equalTo, false) { … } otherwise: { … }`.
///
/// The system shows the first branch when the condition holds for the values given so far (or
/// the defaults), else the `otherwise` branch; without `otherwise`, no summary.
public struct ParameterSummaryWhenCondition<Intent: AppIntent>: ParameterSummary, @unchecked Sendable {
    let condition: (Intent) -> Bool
    let whenTrue: any ParameterSummary
    let otherwise: (any ParameterSummary)?
    /// The parameter compared, read from an intent; how and with what, in words.
    let subject: (Intent) -> AnyObject
    let relation: String
    let value: String?

    init<Value>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, relation: String, value: String?,
        condition: @escaping (Intent) -> Bool, whenTrue: any ParameterSummary, otherwise: (any ParameterSummary)?
    ) {
        self.condition = condition
        self.whenTrue = whenTrue
        self.otherwise = otherwise
        self.subject = { $0[keyPath: keyPath] }
        self.relation = relation
        self.value = value
    }

    /// Compares the parameter with `value` for equality.
    public init<Value: _IntentValue>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: EquatableComparisonOperator,
        _ value: Value.ValueType, _ when: () -> some ParameterSummary,
        otherwise: (() -> some ParameterSummary)? = Optional<() -> _DefaultParameterSummary>.none
    ) where Value.ValueType: Equatable {
        self.init(
            keyPath, relation: comparisonOperator == .equalTo ? "is" : "is not", value: _SummaryBranch.text(value),
            condition: { intent in
                let current = ParameterValue.of(intent[keyPath: keyPath])
                return comparisonOperator.holds(current == value)
            }, whenTrue: when(), otherwise: otherwise?())
    }

    /// Compares the parameter with `value` by order.
    public init<Value: _IntentValue>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: ComparableComparisonOperator,
        _ value: Value.ValueType, _ when: () -> some ParameterSummary,
        otherwise: (() -> some ParameterSummary)? = Optional<() -> _DefaultParameterSummary>.none
    ) where Value.ValueType: Comparable {
        self.init(
            keyPath, relation: comparisonOperator.words, value: _SummaryBranch.text(value),
            condition: { intent in
                guard let current = ParameterValue.of(intent[keyPath: keyPath]) else { return false }
                return comparisonOperator.holds(current, value)
            }, whenTrue: when(), otherwise: otherwise?())
    }

    /// Checks whether the parameter has a value.
    public init<Value: _IntentValue>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: HasValueComparisonOperator,
        _ when: () -> some ParameterSummary,
        otherwise: (() -> some ParameterSummary)? = Optional<() -> _DefaultParameterSummary>.none
    ) {
        self.init(
            keyPath, relation: comparisonOperator == .hasAnyValue ? "has a value" : "has no value", value: nil,
            condition: { intent in
                let has = ParameterValue.of(intent[keyPath: keyPath]) != nil
                return comparisonOperator == .hasAnyValue ? has : !has
            }, whenTrue: when(), otherwise: otherwise?())
    }

    /// Checks whether the parameter is one of `values`.
    public init<Value: _IntentValue>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: OneOfComparisonOperator,
        _ values: [Value.ValueType], _ when: () -> some ParameterSummary,
        otherwise: (() -> some ParameterSummary)? = Optional<() -> _DefaultParameterSummary>.none
    ) where Value.ValueType: Equatable {
        self.init(
            keyPath, relation: comparisonOperator == .oneOf ? "is one of" : "is none of",
            value: values.map(_SummaryBranch.text).joined(separator: ", "),
            condition: { intent in
                let current = ParameterValue.of(intent[keyPath: keyPath])
                let found = current.map { values.contains($0) } ?? false
                return comparisonOperator == .oneOf ? found : !found
            }, whenTrue: when(), otherwise: otherwise?())
    }
}

extension ParameterSummaryWhenCondition {
    /// Compares a union value parameter's chosen case with `value` (iOS 27):
    /// `When(\.$location, .equalTo, .place) { … }`.
    public init<Value: _IntentValue>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: EquatableComparisonOperator,
        _ value: Value.ValueType.Cases, _ when: () -> some ParameterSummary,
        otherwise: (() -> some ParameterSummary)? = Optional<() -> _DefaultParameterSummary>.none
    ) where Value.ValueType: AppUnionValue {
        self.init(
            keyPath, relation: comparisonOperator == .equalTo ? "is" : "is not", value: UnionCase.name(value),
            condition: { intent in
                let current = UnionCase.name(of: ParameterValue.of(intent[keyPath: keyPath]))
                return comparisonOperator.holds(current == UnionCase.name(value))
            }, whenTrue: when(), otherwise: otherwise?())
    }

    /// Checks whether a union value parameter's chosen case is one of `values` (iOS 27).
    public init<Value: _IntentValue>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: OneOfComparisonOperator,
        _ values: [Value.ValueType.Cases], _ when: () -> some ParameterSummary,
        otherwise: (() -> some ParameterSummary)? = Optional<() -> _DefaultParameterSummary>.none
    ) where Value.ValueType: AppUnionValue {
        self.init(
            keyPath, relation: comparisonOperator == .oneOf ? "is one of" : "is none of",
            value: values.map(UnionCase.name).joined(separator: ", "),
            condition: { intent in
                let current = UnionCase.name(of: ParameterValue.of(intent[keyPath: keyPath]))
                let found = current.map { name in values.contains { UnionCase.name($0) == name } } ?? false
                return comparisonOperator == .oneOf ? found : !found
            }, whenTrue: when(), otherwise: otherwise?())
    }
}

/// The case a union value is, by name.
enum UnionCase {
    static func name(of value: Any?) -> String? {
        guard let value, let union = value as? any _UnionValue else { return nil }
        return union._unionCase.name
    }

    /// A case of a union value's `Cases`: its name.
    static func name(_ value: some AppUnionValueCasesProviding) -> String {
        String(describing: value.rawValue)
    }
}

/// `.equalTo` or `.notEqualTo`.
public enum EquatableComparisonOperator: Sendable, Hashable {
    case equalTo, notEqualTo

    func holds(_ equal: Bool) -> Bool { self == .equalTo ? equal : !equal }
}

/// An order comparison.
public enum ComparableComparisonOperator: Sendable, Hashable {
    case lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo

    /// The comparison in words: `is less than`.
    var words: String {
        switch self {
        case .lessThan: "is less than"
        case .lessThanOrEqualTo: "is at most"
        case .greaterThan: "is greater than"
        case .greaterThanOrEqualTo: "is at least"
        }
    }

    func holds<T: Comparable>(_ left: T, _ right: T) -> Bool {
        switch self {
        case .lessThan: left < right
        case .lessThanOrEqualTo: left <= right
        case .greaterThan: left > right
        case .greaterThanOrEqualTo: left >= right
        }
    }
}

/// `.hasAnyValue` or `.hasNoValue`.
public enum HasValueComparisonOperator: Sendable, Hashable {
    case hasAnyValue, hasNoValue
}

/// `.oneOf` or `.noneOf`.
public enum OneOfComparisonOperator: Sendable, Hashable {
    case oneOf, noneOf
}

/// A parameter's value as a summary sees it: the value given, else the default.
enum ParameterValue {
    static func of<Value: _IntentValue>(_ parameter: IntentParameter<Value>) -> Value.ValueType? {
        if let current = parameter.currentValue {
            if let typed = current as? Value.ValueType { return typed }
            return nil
        }
        return parameter.defaultValue
    }
}

extension ParameterSummaryWhenCondition: _AnyParameterSummary {
    package func resolve(in intent: any AppIntent, name: (AnyObject) -> String?) -> (format: String, others: [String])?
    {
        guard let typed = intent as? Intent else { return nil }
        let branch = condition(typed) ? whenTrue : otherwise
        return (branch as? any _AnyParameterSummary)?.resolve(in: intent, name: name)
    }

    package func branches(in intent: any AppIntent, name: (AnyObject) -> String?) -> [_SummaryBranch] {
        guard let typed = intent as? Intent else { return [] }
        let condition = name(subject(typed)).map {
            _SummaryBranch.Condition(parameter: $0, relation: relation, value: value)
        }
        return _SummaryBranch.prefixed(Self.branches(of: whenTrue, in: intent, name: name), with: condition)
            + Self.branches(of: otherwise, in: intent, name: name)
    }
}
