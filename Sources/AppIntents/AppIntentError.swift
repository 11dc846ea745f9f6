/// Errors the framework and the system raise for intents.
public struct AppIntentError: Error, CustomStringConvertible, Hashable, Sendable {
    /// A machine-readable code.
    public enum Code: String, Sendable, Hashable {
        case userCancelled, typeMismatch, noOptions, unrecoverable, permissionRequired, restartPerform
    }

    public let code: Code
    public let description: String

    public init(code: Code, description: String) {
        self.code = code
        self.description = description
    }

    /// The person cancelled: a confirmation was declined or a prompt dismissed.
    public static let userCancelled = AppIntentError(code: .userCancelled, description: "cancelled by the user")

    /// Something went wrong that retrying will not fix.
    public static let unrecoverable = AppIntentError(code: .unrecoverable, description: "the intent cannot go on")

    /// The intent needs a permission it does not have.
    public static let permissionRequired = AppIntentError(
        code: .permissionRequired, description: "the intent needs a permission it does not have")

    /// Ask the system to run `perform()` again from the start.
    public static let restartPerform = AppIntentError(code: .restartPerform, description: "perform again")

    static func typeMismatch(parameter: String, expected: String) -> AppIntentError {
        AppIntentError(
            code: .typeMismatch, description: "parameter '\(parameter)' expected a value of type \(expected)")
    }

    static func noOptions(parameter: String) -> AppIntentError {
        AppIntentError(code: .noOptions, description: "parameter '\(parameter)': there is nothing to choose from")
    }
}

/// `@IntentParameterDependency`: inside an options provider or query, the values of other
/// parameters of the intent being filled in.
@propertyWrapper
public struct IntentParameterDependency<Intent: AppIntent>: Sendable {
    public init<each V: _IntentValue>(_ keyPaths: repeat KeyPath<Intent, IntentParameter<each V>>) {}

    /// The intent being filled in, or `nil` when the query runs outside one.
    public var wrappedValue: Dependency? {
        (IntentDependencyContext.current as? Intent).map(Dependency.init)
    }

    /// Read access to the parameters of the intent being filled in.
    @dynamicMemberLookup
    public struct Dependency: Sendable {
        let intent: Intent
        public subscript<T>(dynamicMember keyPath: KeyPath<Intent, T>) -> T { intent[keyPath: keyPath] }
    }
}

/// The intent whose parameters are being resolved. Used by the system; not for app code.
package enum IntentDependencyContext {
    @TaskLocal package static var current: (any AppIntent)?
}
