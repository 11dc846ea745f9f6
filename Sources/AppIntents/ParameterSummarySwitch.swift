/// A summary chosen by a parameter's value among cases:
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     Switch(\.$mode) {
///         Case(.exact) { Summary("Crop to \(\.$width)") }
///         DefaultCase { Summary("Crop with \(\.$mode)") }
///     }
/// }
/// ```
///
/// The system shows the first case whose value equals the parameter's (given, or its default),
/// else the `DefaultCase`; with neither, no summary.
public struct ParameterSummarySwitchCondition<Intent: AppIntent, Value: _IntentValue>: ParameterSummary,
    @unchecked Sendable
{
    let current: (Intent) -> Value.ValueType?
    let cases: [ParameterSummarySwitchEntry<Intent, Value.ValueType>]
    /// The parameter switched on, read from an intent.
    let subject: (Intent) -> AnyObject

    public init(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        @ParameterSummaryCaseBuilder<Intent, Value.ValueType> _ cases: () -> [ParameterSummarySwitchEntry<
            Intent, Value.ValueType
        >]
    ) where Value.ValueType: Equatable {
        self.current = { ParameterValue.of($0[keyPath: keyPath]) }
        self.cases = cases()
        self.subject = { $0[keyPath: keyPath] }
    }
}

extension ParameterSummarySwitchCondition where Value.ValueType: AppUnionValue {
    /// A switch over a union value parameter's cases (iOS 27):
    /// `Switch(\.$location) { Case(.place) { … }; Case(.address) { … } }`.
    public init(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        @ParameterSummaryCaseBuilder<Intent, Value.ValueType.Cases> _ cases: () -> [ParameterSummarySwitchEntry<
            Intent, Value.ValueType.Cases
        >]
    ) {
        let chosen = cases()
        self.current = { ParameterValue.of($0[keyPath: keyPath]) }
        self.cases = chosen.map { entry in
            ParameterSummarySwitchEntry(
                matches: entry.matches.map { matches in
                    { value in
                        guard let name = UnionCase.name(of: value),
                            let chosenCase = Value.ValueType.Cases.allCases.first(where: { UnionCase.name($0) == name })
                        else { return false }
                        return matches(chosenCase)
                    }
                }, summary: entry.summary, value: entry.value)
        }
        self.subject = { $0[keyPath: keyPath] }
    }
}

/// One case of a `Switch`: the summary shown when the parameter equals `value`.
public struct ParameterSummaryCaseCondition<Intent: AppIntent, Value: Sendable>: ParameterSummary,
    @unchecked Sendable
{
    let value: Value
    let summary: any ParameterSummary

    public init(_ value: Value, _ summary: () -> some ParameterSummary) {
        self.value = value
        self.summary = summary()
    }
}

/// The case of a `Switch` taken when no other case matches.
public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent>: ParameterSummary, @unchecked Sendable {
    let summary: any ParameterSummary

    public init(_ summary: () -> some ParameterSummary) {
        self.summary = summary()
    }
}

/// A case or the default case, as the switch keeps them. Not for app code.
public struct ParameterSummarySwitchEntry<Intent: AppIntent, Value: Sendable>: @unchecked Sendable {
    /// `nil` for the default case.
    let matches: ((Value) -> Bool)?
    let summary: any ParameterSummary
    /// The case's value as text; `nil` for the default case.
    var value: String? = nil
}

/// Builds the cases of a `Switch`.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: Sendable & Equatable> {
    public static func buildExpression(
        _ entry: ParameterSummaryCaseCondition<Intent, Value>
    ) -> [ParameterSummarySwitchEntry<Intent, Value>] {
        let expected = entry.value
        return [
            ParameterSummarySwitchEntry(
                matches: { $0 == expected }, summary: entry.summary, value: _SummaryBranch.text(expected))
        ]
    }

    public static func buildExpression(
        _ entry: ParameterSummaryDefaultCaseCondition<Intent>
    ) -> [ParameterSummarySwitchEntry<Intent, Value>] {
        [ParameterSummarySwitchEntry(matches: nil, summary: entry.summary)]
    }

    public static func buildBlock(
        _ parts: [ParameterSummarySwitchEntry<Intent, Value>]...
    ) -> [ParameterSummarySwitchEntry<Intent, Value>] {
        parts.flatMap { $0 }
    }
}

extension ParameterSummarySwitchCondition: _AnyParameterSummary {
    package func resolve(in intent: any AppIntent, name: (AnyObject) -> String?) -> (format: String, others: [String])?
    {
        guard let typed = intent as? Intent else { return nil }
        let value = current(typed)
        let chosen =
            cases.first(where: { entry in
                guard let matches = entry.matches, let value else { return false }
                return matches(value)
            }) ?? cases.first(where: { $0.matches == nil })
        return (chosen?.summary as? any _AnyParameterSummary)?.resolve(in: intent, name: name)
    }

    package func branches(in intent: any AppIntent, name: (AnyObject) -> String?) -> [_SummaryBranch] {
        guard let typed = intent as? Intent, let parameter = name(subject(typed)) else { return [] }
        // The default case is tried last wherever it is written.
        let ordered = cases.filter { $0.matches != nil } + cases.filter { $0.matches == nil }
        return ordered.flatMap { entry in
            _SummaryBranch.prefixed(
                Self.branches(of: entry.summary, in: intent, name: name),
                with: entry.value.map { _SummaryBranch.Condition(parameter: parameter, relation: "is", value: $0) })
        }
    }
}
