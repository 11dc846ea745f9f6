/// The sentence Shortcuts shows for an intent: `Order \(\.$soup)`.
public protocol ParameterSummary: Sendable {}

/// The summary of an intent that declares none.
public struct _DefaultParameterSummary: ParameterSummary {
    public init() {}
}

/// A summary sentence plus the parameters listed below it.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary, @unchecked Sendable {
    package let sentence: ParameterSummaryString<Intent>
    /// Reads the parameter objects of the trailing list from an intent instance.
    package let others: [(Intent) -> AnyObject]

    public init(_ sentence: ParameterSummaryString<Intent>) {
        self.sentence = sentence
        self.others = []
    }

    public init(
        _ sentence: ParameterSummaryString<Intent>,
        @ParameterSummaryBuilder<Intent> table: () -> [ParameterSummaryEntry<Intent>]
    ) {
        self.sentence = sentence
        self.others = table().map(\.object)
    }
}

/// One parameter in a summary's trailing list. Not for app code.
public struct ParameterSummaryEntry<Intent: AppIntent> {
    package let object: (Intent) -> AnyObject
}

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
    }

    package var parts: [Part]

    public init(stringLiteral value: String) {
        parts = [.text(value)]
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
    }
}

/// What the system reads from a summary. Used by the system; not for app code.
package protocol _AnyParameterSummary {
    /// The sentence with `${name}` placeholders and the names of the listed parameters, given a
    /// function from parameter objects to names.
    func resolve(in intent: any AppIntent, name: (AnyObject) -> String?) -> (format: String, others: [String])?
}

extension IntentParameterSummary: _AnyParameterSummary {
    package func resolve(in intent: any AppIntent, name: (AnyObject) -> String?) -> (format: String, others: [String])?
    {
        guard let intent = intent as? Intent else { return nil }
        var format = ""
        for part in sentence.parts {
            switch part {
            case .text(let text): format += text
            case .parameter(let object): format += "${\(name(object(intent)) ?? "?")}"
            }
        }
        return (format, others.compactMap { name($0(intent)) })
    }
}
