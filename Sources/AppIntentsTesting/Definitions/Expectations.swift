import Foundation

/// What a test expects of an intent parameter, an entity property or a result, described before
/// there is a value and checked later (Apple's App Intents Testing, iOS 27.3). Checking an
/// expectation runs nothing.
///
/// ```swift
/// let expectation = definitions.intents["OrderSoupIntent"].result(
///     definitions.entities["OrderEntity"].expect(soupName: .contains("Tomato"), status: .notNil))
/// XCTAssertTrue(try await expectation.isSatisfied(by: intent, result: result))
/// ```
public protocol IntentValueExpectation: Sendable {
    /// Whether `value` meets the expectation. Used by the framework; call `isSatisfied(by:)`.
    func _isSatisfied(by value: (any IntentValueExpressing)?) async throws -> Bool
}

extension IntentValueExpectation {
    /// Whether `value` meets the expectation. For an entity each property is checked on its own;
    /// a property that cannot be read as the expectation needs is not satisfied.
    public func isSatisfied(by value: (any IntentValueExpressing)?) async throws -> Bool {
        try await _isSatisfied(by: value)
    }
}

/// An expectation that holds of a value as the caller passed it, before any query runs: what an
/// intent's parameters take.
public protocol ResolvableIntentValueExpectation: IntentValueExpectation {}

/// Presence, absence, or text: `.isNil`, `.notNil`, `.contains("NASA")`, `.contains(regex:)`,
/// `.equals("Work")`.
public struct PrimitiveExpectation: ResolvableIntentValueExpectation {
    enum Kind: Sendable {
        case isNil, notNil
        case contains(String)
        case matchesPattern(String)
        case equals(String)
    }

    let kind: Kind

    public func _isSatisfied(by value: (any IntentValueExpressing)?) async throws -> Bool {
        let given = value.map(\.testValue) ?? _TestValue(.null)
        if case .missing = given.kind { return false }
        switch kind {
        case .isNil: return given.isNull
        case .notNil: return !given.isNull
        case .contains(let substring): return given.text.map { $0.contains(substring) } ?? false
        case .equals(let expected): return given.text == expected
        case .matchesPattern(let pattern):
            guard let text = given.text else { return false }
            let expression = try NSRegularExpression(pattern: pattern)
            return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
    }
}

extension IntentValueExpectation where Self == PrimitiveExpectation {
    /// The value is absent.
    public static var isNil: PrimitiveExpectation { PrimitiveExpectation(kind: .isNil) }
    /// The value is present.
    public static var notNil: PrimitiveExpectation { PrimitiveExpectation(kind: .notNil) }
    /// The value is text containing `substring` (case-sensitive).
    public static func contains(_ substring: String) -> Self { PrimitiveExpectation(kind: .contains(substring)) }
    /// The value is text a match of the regular expression `regex` is found in.
    public static func contains(regex: String) -> Self { PrimitiveExpectation(kind: .matchesPattern(regex)) }
    /// The value is exactly the text `value` (case-sensitive; a value that is not text never is).
    public static func equals(_ value: String) -> Self { PrimitiveExpectation(kind: .equals(value)) }
}

/// A value of any convertible type checked against a `Predicate`.
public struct PredicateExpectation: ResolvableIntentValueExpectation {
    let check: @Sendable ((any IntentValueExpressing)?) throws -> Bool
    /// What the predicate requires, in words, if given.
    public let requirement: String?

    public func _isSatisfied(by value: (any IntentValueExpressing)?) async throws -> Bool { try check(value) }
}

extension IntentValueExpectation where Self == PredicateExpectation {
    /// The value, read as `Input`, satisfies `predicate`. A missing value fails a predicate of a
    /// non-optional input; an optional input receives `nil`.
    public static func matches<Input: IntentValueConvertible>(
        _ predicate: Predicate<Input>, requirement: String? = nil
    ) -> PredicateExpectation {
        let box = PredicateBox(predicate: predicate)
        return PredicateExpectation(
            check: { value in
                let container = IntentValueContainer(value.map(\.testValue) ?? _TestValue(.null))
                guard let input = try? Input._make(from: container, at: "") else { return false }
                return try box.predicate.evaluate(input)
            }, requirement: requirement)
    }
}

/// A predicate carried into a `@Sendable` check.
private struct PredicateBox<Input>: @unchecked Sendable {
    // @unchecked: a Predicate is an immutable expression tree, evaluated without shared state.
    let predicate: Predicate<Input>
}

/// Makes an expectation from expectations named after the properties or parameters it checks:
/// `expect(title: .contains("NASA"), endDate: .isNil)`. A `nil` argument leaves that one
/// unchecked; every argument needs a label, each once.
@dynamicCallable
public struct IntentValueExpectationCallable<Argument: Sendable, Expectation: Sendable>: Sendable {
    let make: @Sendable ([(String, Argument)]) -> Expectation

    init(_ make: @escaping @Sendable ([(String, Argument)]) -> Expectation) { self.make = make }

    public func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, Argument?>) -> Expectation {
        var seen: Set<String> = []
        for (label, _) in args {
            precondition(!label.isEmpty, "every expectation needs the name of what it checks as its label")
            precondition(seen.insert(label).inserted, "'\(label)' is expected twice")
        }
        return make(args.compactMap { label, value in value.map { (label, $0) } })
    }
}

// MARK: - Intents

/// Describes the intent a test expects: `AppIntentDefinition` expects any intent of its type.
public protocol AppIntentExpectationProviding: Sendable {
    /// Whether `intent` (and the `result` of its run, when the expectation checks one) meets it.
    func _isSatisfied(by intent: AnyAppIntent, result: ResolvedIntentResult?) async throws -> Bool
}

extension AppIntentExpectationProviding {
    /// Whether `intent`, with the `result` of its run when the expectation checks one, meets it.
    /// Checking runs nothing.
    public func isSatisfied(by intent: AnyAppIntent, result: ResolvedIntentResult? = nil) async throws -> Bool {
        try await _isSatisfied(by: intent, result: result)
    }
}

/// An intent of a type, with expectations for its parameters and its result.
public struct AppIntentExpectation: AppIntentExpectationProviding {
    let identifier: String
    let parameters: [(String, any ResolvableIntentValueExpectation)]
    let resultExpectation: (any IntentValueExpectation)?

    /// The same expectation with `resultExpectation` for the result instead (`nil`: unchecked).
    public func result(_ resultExpectation: (any IntentValueExpectation)?) -> AppIntentExpectation {
        AppIntentExpectation(identifier: identifier, parameters: parameters, resultExpectation: resultExpectation)
    }

    public func _isSatisfied(by intent: AnyAppIntent, result: ResolvedIntentResult?) async throws -> Bool {
        guard intent.identifier == identifier else { return false }
        for (name, expectation) in parameters {
            let value: (any IntentValueExpressing)? = intent[dynamicMember: name]
            guard try await expectation.isSatisfied(by: value) else { return false }
        }
        if let resultExpectation {
            guard let result else { return false }
            let value: (any IntentValueExpressing)? = result.value
            return try await resultExpectation.isSatisfied(by: value)
        }
        return true
    }
}

extension AppIntentDefinition: AppIntentExpectationProviding {
    public func _isSatisfied(by intent: AnyAppIntent, result: ResolvedIntentResult?) async throws -> Bool {
        intent.identifier == identifier
    }

    /// An expectation of this intent with expectations for its parameters, by name.
    public var expect: IntentValueExpectationCallable<any ResolvableIntentValueExpectation, AppIntentExpectation> {
        IntentValueExpectationCallable { [identifier] parameters in
            AppIntentExpectation(identifier: identifier, parameters: parameters, resultExpectation: nil)
        }
    }

    /// An expectation of this intent that checks its result, and none of its parameters.
    public func result(_ resultExpectation: any IntentValueExpectation) -> AppIntentExpectation {
        AppIntentExpectation(identifier: identifier, parameters: [], resultExpectation: resultExpectation)
    }
}

// MARK: - Entities

/// An expectation of an entity. Don't declare new conformances.
public protocol AppEntityExpectationProviding: IntentValueExpectation {}

/// An entity expectation that holds of an entity as the caller passed it (its type, its
/// identifier): `AppEntityDefinition` and `AppEntityIdentifierExpectation`.
public protocol ResolvableAppEntityExpectation: AppEntityExpectationProviding, ResolvableIntentValueExpectation {}

/// An entity of a type, with expectations for its properties, and its identifier if given.
public struct AppEntityExpectation: AppEntityExpectationProviding {
    let typeIdentifier: String
    let identifier: String?
    let properties: [(String, any IntentValueExpectation)]

    public func _isSatisfied(by value: (any IntentValueExpressing)?) async throws -> Bool {
        guard let entity = Self.entity(value), entity.type == typeIdentifier else { return false }
        if let identifier, entity.id != identifier { return false }
        for (name, expectation) in properties {
            let property = _TestValue(.entity(entity)).member(name, at: entity.type)
            if case .missing = property.kind { return false }
            let given: (any IntentValueExpressing)? = property.isNull ? nil : IntentValueContainer(property)
            guard (try? await expectation.isSatisfied(by: given)) == true else { return false }
        }
        return true
    }

    static func entity(_ value: (any IntentValueExpressing)?) -> EntitySnapshot? {
        guard let value, case .entity(let entity) = value.testValue.kind else { return nil }
        return entity
    }
}

/// The entity of a type with a given identifier.
public struct AppEntityIdentifierExpectation: ResolvableAppEntityExpectation {
    let typeIdentifier: String
    let identifier: String

    public func _isSatisfied(by value: (any IntentValueExpressing)?) async throws -> Bool {
        guard let entity = AppEntityExpectation.entity(value) else { return false }
        return entity.type == typeIdentifier && entity.id == identifier
    }

    /// This entity, with expectations for its properties too.
    public var expect: IntentValueExpectationCallable<any IntentValueExpectation, AppEntityExpectation> {
        IntentValueExpectationCallable { [typeIdentifier, identifier] properties in
            AppEntityExpectation(typeIdentifier: typeIdentifier, identifier: identifier, properties: properties)
        }
    }
}

extension AppEntityDefinition: ResolvableAppEntityExpectation {
    /// Any entity of this type.
    public func _isSatisfied(by value: (any IntentValueExpressing)?) async throws -> Bool {
        AppEntityExpectation.entity(value)?.type == typeIdentifier
    }

    /// An entity of this type with expectations for its properties, by name.
    public var expect: IntentValueExpectationCallable<any IntentValueExpectation, AppEntityExpectation> {
        IntentValueExpectationCallable { [typeIdentifier] properties in
            AppEntityExpectation(typeIdentifier: typeIdentifier, identifier: nil, properties: properties)
        }
    }

    /// The entity of this type with `identifier`.
    public func expectIdentifier(_ identifier: String) -> AppEntityIdentifierExpectation {
        AppEntityIdentifierExpectation(typeIdentifier: typeIdentifier, identifier: identifier)
    }
}

extension _TestValue {
    /// The value as text, when it is text (a string, an enum's raw value, a URL).
    var text: String? {
        switch kind {
        case .string(let text), .text(let text, _): text
        case .enumCase(_, let rawValue, _): rawValue
        case .url(let url): url.absoluteString
        default: nil
        }
    }
}
