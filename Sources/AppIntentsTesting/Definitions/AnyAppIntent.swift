import AppIntents
import AppIntentsMetadata
import Foundation
import IntentSystem

/// An intent of the app under test, found by name (Apple's App Intents Testing, iOS 27).
public struct AppIntentDefinition: Sendable, Equatable {
    let session: TestSession
    /// The intent's identifier: its type name.
    public let identifier: String
    /// The bundle identifier of the app under test.
    public var bundleIdentifier: String { session.bundleIdentifier }

    /// Makes an instance with the parameters given by name: `makeIntent(soup: "tomato", quantity: 2)`.
    /// A `nil` argument leaves its parameter unset.
    public var makeIntent: IntentValuePropertiesCallable<AnyAppIntent> {
        IntentValuePropertiesCallable { [session, identifier] values in
            AnyAppIntent(session: session, identifier: identifier, values: values)
        }
    }

    public static func == (lhs: AppIntentDefinition, rhs: AppIntentDefinition) -> Bool {
        lhs.session === rhs.session && lhs.identifier == rhs.identifier
    }
}

/// Makes a value from arguments named after its properties: `makeIntent(size: "large")`.
@dynamicCallable
public struct IntentValuePropertiesCallable<T: Sendable>: Sendable {
    let make: @Sendable ([(String, _TestValue)]) -> T

    init(_ make: @escaping @Sendable ([(String, _TestValue)]) -> T) { self.make = make }

    public func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, (any IntentValueExpressing)?>) -> T {
        make(args.compactMap { name, value in value.map { (name, $0.testValue) } })
    }
}

/// An intent of the app under test with the parameters a test set: read and set them by name,
/// then `run()` it through the system.
///
/// ```swift
/// var order = definitions.intents["OrderSoupIntent"].makeIntent()
/// order.soup = "tomato"
/// order.quantity = 2
/// let result = try await order.run()
/// ```
@dynamicMemberLookup
public struct AnyAppIntent: Sendable, Equatable, CustomStringConvertible {
    let session: TestSession
    /// The intent's identifier: its type name.
    public let identifier: String
    /// The bundle identifier of the app under test.
    public var bundleIdentifier: String { session.bundleIdentifier }
    private var values: [(name: String, value: _TestValue)]

    init(session: TestSession, identifier: String, values: [(String, _TestValue)]) {
        self.session = session
        self.identifier = identifier
        self.values = []
        for (parameter, value) in values { self[parameter: parameter] = value }
    }

    private subscript(parameter parameter: String) -> _TestValue? {
        get { values.first { $0.name == parameter }?.value }
        set {
            values.removeAll { $0.name == parameter }
            if let newValue, !newValue.isNull { values.append((parameter, newValue)) }
        }
    }

    /// A parameter's value as set, or `nil`; set it to pass a value to the run (`nil` unsets it).
    public subscript(dynamicMember identifier: String) -> (any IntentValueExpressing)? {
        get { self[parameter: identifier].map { IntentValueContainer($0) } }
        set { self[parameter: identifier] = newValue?.testValue }
    }

    /// A parameter's value as set, as `T`: `let title: String? = try intent.title`.
    public subscript<T: IntentValueConvertible>(dynamicMember identifier: String) -> T {
        get throws {
            try T._make(from: IntentValueContainer(self[parameter: identifier] ?? _TestValue(.null)), at: identifier)
        }
    }

    /// A parameter's value as set, to read its members: `try intent.customer.name`.
    public subscript(dynamicMember identifier: String) -> DynamicPropertyPath {
        DynamicPropertyPath(value: self[parameter: identifier] ?? _TestValue(.null), path: identifier)
    }

    public var description: String {
        "\(identifier)(" + values.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + ")"
    }

    public static func == (lhs: AnyAppIntent, rhs: AnyAppIntent) -> Bool {
        lhs.session === rhs.session && lhs.description == rhs.description
    }

    /// Performs the intent through the system, as Siri or Shortcuts would: each parameter set is
    /// resolved from what it was given (text as the command line resolves it, picking the first
    /// of several matches; an entity from another run by its id), a parameter not set takes its
    /// default, and a question the run asks fails it (`TestingError`), since no person answers here.
    @discardableResult
    public func run() async throws -> ResolvedIntentResult {
        let harness = try await session.running()
        let actions = harness.metadata.actions
        guard actions[identifier] != nil else {
            throw TestingError(
                "\(session.bundleIdentifier) has no intent named '\(identifier)'."
                    + nearest(identifier, among: Array(actions.keys)))
        }
        var inputs: [String: IntentInput] = [:]
        for (parameter, value) in values {
            do {
                if let input = try value.input() { inputs[parameter] = input }
            } catch {
                throw TestingError("\(identifier).\(parameter): \(error)")
            }
        }
        let request = RunRequest(intent: identifier, inputs: inputs, caller: .deviceOwner, surface: .test)
        let outcome: Outcome
        do {
            outcome = try await harness.perform(request, interaction: TestRunInteraction(intent: identifier))
        } catch let error as IntentSystemError {
            // The system's message, as one error type for every failure a test sees.
            throw TestingError(error.message)
        }
        return ResolvedIntentResult(value: await Snapshots.value(outcome.value), dialog: outcome.dialog)
    }
}

extension _TestValue {
    var isNull: Bool {
        if case .null = kind { return true }
        return false
    }
}

/// What a run returned: `result.value` and its members (`result.value.title`).
@dynamicMemberLookup
public struct ResolvedIntentResult: Sendable, Equatable {
    let returned: _TestValue
    /// What the intent said, if it said something. (An addition of this framework's: Apple's has
    /// only the value.)
    public let dialog: String?

    init(value: _TestValue, dialog: String?) {
        self.returned = value
        self.dialog = dialog
    }

    /// Makes `\.value` a key path; not used otherwise.
    public struct ValueKeyPath: Sendable {
        public let value: Never
    }

    /// The returned value, to read its members: `try result.value.customerName`.
    public subscript(dynamicMember keyPath: KeyPath<ValueKeyPath, Never>) -> DynamicPropertyPath {
        DynamicPropertyPath(value: returned, path: "value")
    }

    /// The returned value, or `nil` when the intent returned none; pass it to another intent.
    public subscript(dynamicMember keyPath: KeyPath<ValueKeyPath, Never>) -> (any IntentValueExpressing)? {
        returned.isNull ? nil : IntentValueContainer(returned)
    }

    /// The returned value as `T`: `XCTAssertEqual(try result.value, "Hello World")`.
    public subscript<T: IntentValueConvertible>(dynamicMember keyPath: KeyPath<ValueKeyPath, Never>) -> T {
        get throws { try T._make(from: IntentValueContainer(returned), at: "value") }
    }

    public static func == (lhs: ResolvedIntentResult, rhs: ResolvedIntentResult) -> Bool {
        lhs.returned.description == rhs.returned.description && lhs.dialog == rhs.dialog
    }
}

/// A path into a value a run returned: `result.value.profile.name`, `entity.tags[0]`.
@dynamicMemberLookup
public struct DynamicPropertyPath: Sendable, IntentValueExpressing {
    let value: _TestValue
    let path: String

    public func makeExpression() -> IntentValueExpression {
        IntentValueExpression(container: IntentValueContainer(value))
    }

    /// A member of the value at this path, to go further.
    public subscript(dynamicMember identifier: String) -> DynamicPropertyPath {
        DynamicPropertyPath(value: value.member(identifier, at: path), path: "\(path).\(identifier)")
    }

    /// A member of the value at this path, or `nil` when it has no value.
    public subscript(dynamicMember identifier: String) -> (any IntentValueExpressing)? {
        get throws { try Self.optional(value.member(identifier, at: path)) }
    }

    /// A member of the value at this path as `T`: `let name: String = try entity.profile.name`.
    public subscript<T: IntentValueConvertible>(dynamicMember identifier: String) -> T {
        get throws {
            try T._make(from: IntentValueContainer(value.member(identifier, at: path)), at: "\(path).\(identifier)")
        }
    }

    /// The element at `index` of the array at this path, to go further: `result.value[0].name`.
    public subscript(index: Int) -> DynamicPropertyPath {
        DynamicPropertyPath(value: value.element(index, at: path), path: "\(path)[\(index)]")
    }

    /// The element at `index`, or `nil` when it has no value.
    public subscript(index: Int) -> (any IntentValueExpressing)? {
        get throws { try Self.optional(value.element(index, at: path)) }
    }

    /// The element at `index` of the array at this path as `T`: `let first: String = try entity.tags[0]`.
    public subscript<T: IntentValueConvertible>(index: Int) -> T {
        get throws { try T._make(from: IntentValueContainer(value.element(index, at: path)), at: "\(path)[\(index)]") }
    }

    /// The value at this path as `T`: `try result.value.as(String.self)`.
    public func `as`<T: IntentValueConvertible>(_ type: T.Type) throws -> T {
        try T._make(from: IntentValueContainer(value), at: path)
    }

    /// The value at this path as an instance of `definition`'s type:
    /// `let soup: AnyAppEntity = try result.value.as(definitions.entities["SoupEntity"])`.
    public func `as`<IntentType: AppIntentTypeDefinition>(_ definition: IntentType) throws -> IntentType.Instance {
        let instance = try IntentType.Instance._make(from: IntentValueContainer(value), at: path)
        try definition.isInstance(instance)
        return instance
    }

    /// The value at this path as `T`. Values are read when the run ends, deferred properties
    /// included, so this is `as(_:)` here.
    public func get<T: IntentValueConvertible>(as type: T.Type = T.self) async throws -> T {
        try `as`(type)
    }

    private static func optional(_ value: _TestValue) throws -> (any IntentValueExpressing)? {
        let checked = try value.checked()
        return checked.isNull ? nil : IntentValueContainer(checked)
    }
}

/// Questions a run asks in a test: a choice between several matches takes the first, as App
/// Intents Testing fills a parameter given as text with the first match; anything else fails
/// the run, saying what was asked.
struct TestRunInteraction: Interaction {
    let intent: String

    /// A question's refusal, as the system's own error so that the run reports it unchanged.
    private func refuse(_ what: String) -> IntentSystemError {
        IntentSystemError(
            .needsInput,
            "\(intent) asked \(what), and nobody answers in a test: give the parameter a value, or answer in the intent's code"
        )
    }

    func requestValue(_ request: ValueRequest) async throws -> IntentInput {
        throw refuse("for a value of '\(request.parameter.name)' (\(request.dialog))")
    }

    func requestDisambiguation(_ request: DisambiguationRequest) async throws -> Int { 0 }

    func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool {
        throw refuse("to confirm: \(request.dialog)")
    }

    func requestChoice(_ request: ChoiceRequest) async throws -> Int {
        throw refuse("to choose: \(request.dialog) (\(request.options.joined(separator: ", ")))")
    }
}
