/// The sentence Shortcuts shows for an intent: `Order \(\.$soup)`.
///
/// A summary is a `Summary`, or a `When` or `Switch` that picks one by the parameters' values.
public protocol ParameterSummary: Sendable {}

/// The summary of an intent that declares none.
public struct _DefaultParameterSummary: ParameterSummary {
    public init() {}
}

/// A summary sentence plus the parameters listed below it.
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     Summary("Order \(\.$soup)") { \.$quantity }
/// }
/// ```
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary, @unchecked Sendable {
    package let sentence: ParameterSummaryString<Intent>
    /// Reads the parameter objects of the trailing list from an intent instance.
    package let others: [(Intent) -> AnyObject]
    /// The string table the sentence is looked up in, if not the default one.
    package let table: String?

    /// No sentence and no parameters listed (`Summary()`): the intent is shown by its title.
    public init() {
        self.init("")
    }

    /// A sentence, looked up in `table` when given.
    public init(_ sentence: ParameterSummaryString<Intent>, table: String? = nil) {
        self.sentence = sentence
        self.others = []
        self.table = table
    }

    /// A sentence, with more parameters listed below it.
    public init(
        _ sentence: ParameterSummaryString<Intent>, table: String? = nil,
        @ParameterSummaryBuilder<Intent> _ parameters: () -> [ParameterSummaryEntry<Intent>]
    ) {
        self.sentence = sentence
        self.others = parameters().map(\.object)
        self.table = table
    }

    /// No sentence: only the listed parameters, shown as a table (`Summary { \.$name }`).
    public init(@ParameterSummaryBuilder<Intent> _ parameters: () -> [ParameterSummaryEntry<Intent>]) {
        self.sentence = ""
        self.others = parameters().map(\.object)
        self.table = nil
    }
}

/// One parameter in a summary's trailing list. Not for app code.
public struct ParameterSummaryEntry<Intent: AppIntent> {
    package let object: (Intent) -> AnyObject
}

/// Builds a summary's list of parameters from key paths: `{ \.$quantity; \.$note }`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression<V>(
        _ keyPath: KeyPath<Intent, IntentParameter<V>>
    ) -> [ParameterSummaryEntry<Intent>] {
        [ParameterSummaryEntry(object: { $0[keyPath: keyPath] })]
    }
    public static func buildBlock(_ parts: [ParameterSummaryEntry<Intent>]...) -> [ParameterSummaryEntry<Intent>] {
        parts.flatMap { $0 }
    }
}

/// A summary sentence with parameters interpolated: `"Order \(\.$soup)"`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation, @unchecked Sendable {
    /// Literal text and parameter references, in order.
    package enum Part {
        case text(String)
        case parameter((Intent) -> AnyObject)
        /// A union value parameter's case name or its case's value, `${name.type}` and
        /// `${name.value}`: the parameter read, and which component.
        case component((Intent) -> (parameter: AnyObject?, component: String))
    }

    package var parts: [Part]

    public init(stringLiteral value: String) {
        parts = value.isEmpty ? [] : [.text(value)]
    }

    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { parts.append(.text(literal)) }
        }
        public mutating func appendInterpolation<V>(_ keyPath: KeyPath<Intent, IntentParameter<V>>) {
            parts.append(.parameter({ $0[keyPath: keyPath] }))
        }
        /// `\(\.$location.type)` (the chosen case's title) or `\(\.$location.value)` (the value
        /// it carries) of a union value parameter (iOS 27).
        public mutating func appendInterpolation<V>(
            _ keyPath: KeyPath<Intent, IntentParameter<V>.AppUnionValueComponent>
        ) where V.ValueType: AppUnionValue {
            parts.append(
                .component({ intent in
                    let (component, parameter) = UnionValueComponentRead.reading { intent[keyPath: keyPath] }
                    return (parameter, component == .type ? "type" : "value")
                }))
        }
    }
}

/// What the system reads from a summary. Used by the system; not for app code.
package protocol _AnyParameterSummary {
    /// The summary that applies to the intent's current values: its sentence with `${name}`
    /// placeholders and the names of the listed parameters, given a function from parameter
    /// objects to names. `nil` when no summary applies (a `When` without `otherwise`).
    func resolve(in intent: any AppIntent, name: (AnyObject) -> String?) -> (format: String, others: [String])?
    /// Every summary the values may choose, in the order they are tried: the first whose
    /// conditions all hold applies.
    func branches(in intent: any AppIntent, name: (AnyObject) -> String?) -> [_SummaryBranch]
}

/// One summary a `When` or `Switch` may choose, with the conditions under which it does. Used by
/// the system; not for app code.
package struct _SummaryBranch: Sendable, Hashable {
    /// A condition in words: `isPublic` `is` `true`, `audience` `has a value`.
    package struct Condition: Sendable, Hashable {
        package var parameter: String
        package var relation: String
        /// The value compared with, as text (an enum's raw value); `nil` for `has a value`.
        package var value: String?
    }

    /// All must hold; none for the summary taken otherwise.
    package var conditions: [Condition]
    package var format: String
    package var others: [String]

    /// `branches`, each also conditioned on `condition` (the enclosing `When` or `Case`).
    static func prefixed(_ branches: [_SummaryBranch], with condition: Condition?) -> [_SummaryBranch] {
        guard let condition else { return branches }
        return branches.map { branch in
            var branch = branch
            branch.conditions.insert(condition, at: 0)
            return branch
        }
    }

    /// A compared value as text: an enum by its raw value (what a caller passes), an optional
    /// by what it holds.
    static func text(_ value: Any) -> String {
        if let optional = value as? any _OptionalValue, optional._isNil { return "nil" }
        if let enumeration = value as? any AppEnum { return String(describing: enumeration.rawValue) }
        if let entity = value as? any AppEntity { return entity.id.entityIdentifierString }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value { return text(wrapped) }
        return String(describing: value)
    }
}

extension _AnyParameterSummary {
    /// The branches of `summary` when it is one the system can read.
    static func branches(
        of summary: (any ParameterSummary)?, in intent: any AppIntent, name: (AnyObject) -> String?
    )
        -> [_SummaryBranch]
    {
        (summary as? any _AnyParameterSummary)?.branches(in: intent, name: name) ?? []
    }
}

extension IntentParameterSummary: _AnyParameterSummary {
    package func branches(in intent: any AppIntent, name: (AnyObject) -> String?) -> [_SummaryBranch] {
        guard let (format, others) = resolve(in: intent, name: name) else { return [] }
        return [_SummaryBranch(conditions: [], format: format, others: others)]
    }

    package func resolve(in intent: any AppIntent, name: (AnyObject) -> String?) -> (format: String, others: [String])?
    {
        guard let intent = intent as? Intent else { return nil }
        var format = ""
        for part in sentence.parts {
            switch part {
            case .text(let text): format += text
            case .parameter(let object): format += "${\(name(object(intent)) ?? "?")}"
            case .component(let read):
                let (parameter, component) = read(intent)
                format += "${\(parameter.flatMap(name) ?? "?").\(component)}"
            }
        }
        return (format, others.compactMap { name($0(intent)) })
    }
}

extension AppIntent {
    /// `When(\.$mode, .equalTo, .exact) { Summary(…) } otherwise: { Summary(…) }`.
    public typealias When = ParameterSummaryWhenCondition<Self>
    /// `Switch(\.$mode) { Case(.exact) { Summary(…) }; DefaultCase { Summary(…) } }`.
    public typealias Switch<Value: _IntentValue> = ParameterSummarySwitchCondition<Self, Value>
    /// One case of a `Switch`.
    public typealias Case<Value: Sendable> = ParameterSummaryCaseCondition<Self, Value>
    /// The case of a `Switch` taken when no other matches.
    public typealias DefaultCase = ParameterSummaryDefaultCaseCondition<Self>
}
