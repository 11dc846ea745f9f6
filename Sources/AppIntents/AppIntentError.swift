/// Errors the framework and the system raise for intents.
public struct AppIntentError: Error, CustomStringConvertible, CustomLocalizedStringResourceConvertible, Hashable,
    Sendable
{
    /// A machine-readable code.
    public enum Code: String, Sendable, Hashable {
        case userCancelled, typeMismatch, noOptions, unrecoverable, permissionRequired, userActionRequired,
            restartPerform, needsValue, needsDisambiguation, needsToContinueInForeground
    }

    public let code: Code
    public let description: String
    /// What the system does before `perform()` runs again, for the errors that ask for it
    /// (`$parameter.needsValueError()`, `needsDisambiguationError(among:)`,
    /// `needsToContinueInForegroundError()`). No part of the error's identity.
    package let request: SystemRequest?

    public init(code: Code, description: String) {
        self.init(code: code, description: description, request: nil)
    }

    package init(code: Code, description: String, request: SystemRequest?) {
        self.code = code
        self.description = description
        self.request = request
    }

    /// The error's text, as the system shows it.
    public var localizedStringResource: LocalizedStringResource { LocalizedStringResource(stringLiteral: description) }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.code == rhs.code && lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(description)
    }

    /// What an error asks the system to do before it runs `perform()` again, or ends the run.
    package enum SystemRequest: @unchecked Sendable {
        /// Ask for a value of the parameter, then perform again.
        case value(parameter: any _AnyIntentParameter, dialog: IntentDialog?)
        /// Ask which of these values the parameter is, set it, then perform again.
        case disambiguation(parameter: any _AnyIntentParameter, among: [any Sendable], dialog: IntentDialog?)
        /// Ask to continue in the app; when agreed, run the continuation and end the run there.
        case foreground(
            dialog: IntentDialog?, alwaysConfirm: Bool, continuation: (@MainActor @Sendable () async throws -> Void)?)
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

    /// Errors retrying will not fix, each with what went wrong.
    public enum Unrecoverable {
        /// No entity matched what was asked for.
        public static let entityNotFound = AppIntentError(code: .unrecoverable, description: "no entity matched")
        /// Restricted on this device (Screen Time, a management profile, …).
        public static let featureCurrentlyRestricted = AppIntentError(
            code: .unrecoverable, description: "this feature is currently restricted")
        /// The person needs to be online.
        public static let networkFailure = AppIntentError(
            code: .unrecoverable, description: "the intent needs a network connection")
        /// The action is not allowed.
        public static let notAllowed = AppIntentError(code: .unrecoverable, description: "this action is not allowed")
        /// Only part of the action was done.
        public static let partialFailure = AppIntentError(
            code: .unrecoverable, description: "not every part of the action was done")
        /// Something went wrong.
        public static let unknown = AppIntentError(code: .unrecoverable, description: "something went wrong")
        /// Not supported on this device.
        public static let unsupportedOnDevice = AppIntentError(
            code: .unrecoverable, description: "this feature is not supported on this device")
    }

    /// Errors saying which permission the person must grant the app.
    public enum PermissionRequired {
        public static let bluetooth = permission("Bluetooth")
        public static let contacts = permission("contacts")
        public static let localNetwork = permission("the local network")
        public static let photos = permission("photos")
        public static let siri = permission("Siri")
        /// Location, precise or approximate.
        public static func location(precise: Bool = false) -> AppIntentError {
            permission(precise ? "precise location" : "location")
        }

        private static func permission(_ what: String) -> AppIntentError {
            AppIntentError(code: .permissionRequired, description: "the app needs access to \(what)")
        }
    }

    /// Errors saying what the person must do before the intent can go on.
    /// An error with this description (iOS 27).
    public init(description: LocalizedStringResource) {
        self.init(code: .unrecoverable, description: description.defaultValue)
    }

    /// One of the predefined errors (`AppIntentError.Unrecoverable.networkFailure`, …) with a
    /// description of the app's own (iOS 27).
    public init(predefinedError: AppIntentError, description: LocalizedStringResource) {
        self.init(code: predefinedError.code, description: description.defaultValue)
    }

    /// The error an app's own error stands for: its `appIntentError` (iOS 27).
    public init(wrapping convertible: some CustomAppIntentErrorConvertible) {
        self = convertible.appIntentError
    }

    /// An app's error with a localized description, as that description (iOS 27).
    public init(wrapping error: some CustomLocalizedStringResourceConvertible & Error) {
        self.init(code: .unrecoverable, description: error.localizedStringResource.defaultValue)
    }

    public enum UserActionRequired {
        /// Set up their account.
        public static let accountSetup = AppIntentError(
            code: .userActionRequired, description: "the person needs to set up their account")
        /// Confirm the action.
        public static let confirmation = AppIntentError(
            code: .userActionRequired, description: "the person needs to confirm the action")
        /// Sign in.
        public static let signin = AppIntentError(
            code: .userActionRequired, description: "the person needs to sign in to continue")
    }

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
///
/// As in Apple's framework, the dependency is `nil` unless every listed parameter has a value,
/// and reading an optional parameter through it gives the unwrapped value:
///
/// ```swift
/// @IntentParameterDependency<ListWidgetIntent>(\.$account) var dependency
/// func results() async throws -> [String] { dependency?.account.lists ?? [] }
/// ```
@propertyWrapper
public struct IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    /// Whether every listed parameter of an intent has a value.
    private let satisfied: (Intent) -> Bool

    public init<each V: _IntentValue>(_ keyPaths: repeat KeyPath<Intent, IntentParameter<each V>>) {
        let boxes = Self.checks(repeat each keyPaths)
        satisfied = { intent in boxes.allSatisfy { $0(intent) } }
    }

    private static func checks<each V: _IntentValue>(
        _ keyPaths: repeat KeyPath<Intent, IntentParameter<each V>>
    ) -> [(Intent) -> Bool] {
        var checks: [(Intent) -> Bool] = []
        for keyPath in repeat each keyPaths {
            checks.append { intent in
                let parameter = intent[keyPath: keyPath]
                return parameter.hasValue || parameter.defaultAny != nil
            }
        }
        return checks
    }

    /// The intent being filled in, or `nil` when the query runs outside one or a listed
    /// parameter has no value yet.
    public var wrappedValue: Dependency? {
        guard let intent = IntentDependencyContext.current as? Intent, satisfied(intent) else { return nil }
        return Dependency(intent: intent)
    }

    /// Read access to the parameters of the intent being filled in.
    @dynamicMemberLookup
    public struct Dependency: Sendable {
        let intent: Intent

        public subscript<T>(dynamicMember keyPath: KeyPath<Intent, T>) -> T { intent[keyPath: keyPath] }

        /// An optional parameter, unwrapped: the dependency exists only when it has a value.
        public subscript<T>(dynamicMember keyPath: KeyPath<Intent, T?>) -> T {
            guard let value = intent[keyPath: keyPath] else {
                preconditionFailure("@IntentParameterDependency read a parameter it does not list")
            }
            return value
        }
    }
}

/// The intent whose parameters are being resolved, or the one being performed. Used by the
/// system; not for app code.
package enum IntentDependencyContext {
    /// Bound while an intent's parameters are resolved outside its run (options providers).
    @TaskLocal package static var scoped: (any AppIntent)?

    /// The intent in scope: the one being resolved, else the one being performed (which the
    /// run's `IntentRuntime` knows, so a run binds one task-local value rather than two).
    package static var current: (any AppIntent)? { scoped ?? IntentRuntimeContext.current?.performingIntent }
}

/// An error of the app's that says which `AppIntentError` it is (iOS 27): the system reports a
/// thrown one as its `appIntentError`, before its localized description if it has one too.
public protocol CustomAppIntentErrorConvertible {
    var appIntentError: AppIntentError { get }
}
