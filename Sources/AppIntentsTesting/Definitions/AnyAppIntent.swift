import AppIntents
import AppIntentsMetadata
import Foundation
import IntentSystem

/// An intent of the app under test, found by name (Apple's App Intents Testing, iOS 27).
public struct AppIntentDefinition: Sendable {
    let session: TestSession
    /// The intent's type name.
    public let name: String

    /// Makes an instance with the parameters given by name: `makeIntent(soup: "tomato", quantity: 2)`.
    public var makeIntent: IntentValuePropertiesCallable<AnyAppIntent> {
        IntentValuePropertiesCallable { [session, name] values in
            AnyAppIntent(session: session, name: name, values: values)
        }
    }
}

/// Makes a value from arguments named after its properties: `makeIntent(size: "large")`.
@dynamicCallable
public struct IntentValuePropertiesCallable<Value: Sendable>: Sendable {
    let make: @Sendable ([(String, _TestValue)]) -> Value

    init(_ make: @escaping @Sendable ([(String, _TestValue)]) -> Value) { self.make = make }

    public func dynamicallyCall(
        withKeywordArguments arguments: KeyValuePairs<String, (any IntentValueExpressing)?>
    )
        -> Value
    {
        make(arguments.map { ($0.key, $0.value?._testValue ?? _TestValue(.null)) })
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
public struct AnyAppIntent: Sendable {
    let session: TestSession
    /// The intent's type name.
    public let name: String
    private var values: [(name: String, value: _TestValue)]

    init(session: TestSession, name: String, values: [(String, _TestValue)]) {
        self.session = session
        self.name = name
        self.values = []
        for (parameter, value) in values { self[parameter] = value }
    }

    private subscript(parameter: String) -> _TestValue? {
        get { values.first { $0.name == parameter }?.value }
        set {
            values.removeAll { $0.name == parameter }
            if let newValue, !newValue.isNull { values.append((parameter, newValue)) }
        }
    }

    /// A parameter's value as set, or `nil`; set it to pass a value to the run.
    public subscript(dynamicMember identifier: String) -> (any IntentValueExpressing)? {
        get { self[identifier].map(StoredValue.init) }
        set { self[identifier] = newValue?._testValue }
    }

    /// A parameter's value as set, as `T`: `let title: String? = try intent.title`.
    public subscript<T: IntentValueConvertible>(dynamicMember identifier: String) -> T {
        get throws { try T._make(from: self[identifier] ?? _TestValue(.null), at: identifier) }
    }

    /// Performs the intent through the system, as Siri or Shortcuts would: each parameter set is
    /// resolved from what it was given (text as the command line resolves it, picking the first
    /// of several matches; an entity from another run by its id), a parameter not set takes its
    /// default or is asked for, and a question the run asks fails it (`TestingError`), since no
    /// person answers here.
    @discardableResult
    public func run() async throws -> ResolvedIntentResult {
        let harness = try await session.running()
        let actions = harness.metadata.actions
        guard actions[name] != nil else {
            throw TestingError(
                "\(session.bundleIdentifier) has no intent named '\(name)'."
                    + nearest(name, among: Array(actions.keys)))
        }
        var inputs: [String: IntentInput] = [:]
        for (parameter, value) in values {
            do {
                if let input = try value.input() { inputs[parameter] = input }
            } catch {
                throw TestingError("\(name).\(parameter): \(error)")
            }
        }
        let request = RunRequest(intent: name, inputs: inputs, caller: .deviceOwner, surface: .test)
        let outcome: Outcome
        do {
            outcome = try await harness.perform(request, interaction: TestRunInteraction(intent: name))
        } catch let error as IntentSystemError {
            // The system's message, as one error type for every failure a test sees.
            throw TestingError(error.message)
        }
        return ResolvedIntentResult(value: await Snapshots.value(outcome.value), dialog: outcome.dialog)
    }
}

/// A stored value handed back as `any IntentValueExpressing`.
struct StoredValue: IntentValueExpressing {
    let _testValue: _TestValue
}

extension _TestValue {
    var isNull: Bool {
        if case .null = kind { return true }
        return false
    }
}

/// What a run returned: `result.value`, its members (`result.value.title`), and the dialog.
@dynamicMemberLookup
public struct ResolvedIntentResult: Sendable {
    let returned: _TestValue
    /// What the intent said, if it said something.
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
        returned.isNull ? nil : StoredValue(_testValue: returned)
    }

    /// The returned value as `T`: `XCTAssertEqual(try result.value, "Hello World")`.
    public subscript<T: IntentValueConvertible>(dynamicMember keyPath: KeyPath<ValueKeyPath, Never>) -> T {
        get throws { try T._make(from: returned, at: "value") }
    }
}

/// A path into a value a run returned: `result.value.profile.name`, `entity.tags[0]`.
@dynamicMemberLookup
public struct DynamicPropertyPath: Sendable, IntentValueExpressing {
    let value: _TestValue
    let path: String

    public var _testValue: _TestValue { value }

    /// A member of the value at this path, to go further.
    public subscript(dynamicMember identifier: String) -> DynamicPropertyPath {
        DynamicPropertyPath(value: value.member(identifier, at: path), path: "\(path).\(identifier)")
    }

    /// A member of the value at this path, or `nil` when it has no value.
    public subscript(dynamicMember identifier: String) -> (any IntentValueExpressing)? {
        get throws {
            let member = try value.member(identifier, at: path).checked()
            return member.isNull ? nil : StoredValue(_testValue: member)
        }
    }

    /// A member of the value at this path as `T`: `let name: String = try entity.profile.name`.
    public subscript<T: IntentValueConvertible>(dynamicMember identifier: String) -> T {
        get throws { try T._make(from: value.member(identifier, at: path), at: "\(path).\(identifier)") }
    }

    /// The element at `index` of the array at this path.
    public subscript(index: Int) -> DynamicPropertyPath {
        DynamicPropertyPath(value: value.element(index, at: path), path: "\(path)[\(index)]")
    }

    /// The element at `index` of the array at this path as `T`: `let first: String = try entity.tags[0]`.
    public subscript<T: IntentValueConvertible>(index: Int) -> T {
        get throws { try T._make(from: value.element(index, at: path), at: "\(path)[\(index)]") }
    }

    /// The value at this path as `T`: `try result.value.as(AnyAppEntity.self)`.
    public func `as`<T: IntentValueConvertible>(_ type: T.Type) throws -> T {
        try T._make(from: value, at: path)
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
