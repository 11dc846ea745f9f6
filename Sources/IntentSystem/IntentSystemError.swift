import AppIntentsMetadata

/// Why the system could not run an intent, with a code for machines.
///
/// Every error names the input it refers to and says what was expected.
public struct IntentSystemError: Error, CustomStringConvertible, Sendable {
    /// A machine-readable code. New codes may be added.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        public static let unknownIntent = Code(rawValue: "unknownIntent")
        public static let unknownParameter = Code(rawValue: "unknownParameter")
        public static let invalidValue = Code(rawValue: "invalidValue")
        public static let notFound = Code(rawValue: "notFound")
        public static let staleIdentifier = Code(rawValue: "staleIdentifier")
        public static let needsInput = Code(rawValue: "needsInput")
        public static let notAuthorized = Code(rawValue: "notAuthorized")
        public static let cancelled = Code(rawValue: "cancelled")
        public static let timedOut = Code(rawValue: "timedOut")
        public static let intentFailed = Code(rawValue: "intentFailed")
        public static let invalidDeclaration = Code(rawValue: "invalidDeclaration")
        public static let tooManyRestarts = Code(rawValue: "tooManyRestarts")
    }

    public let code: Code
    public let message: String
    /// The parameter the error is about, if any.
    public var parameter: String?
    /// The input given, if any.
    public var given: String?
    /// The closest valid inputs, best first.
    public var candidates: [String]
    /// The question that could not be asked, for `needsInput`.
    package var pendingRequest: PendingRequest?

    package init(
        _ code: Code, _ message: String, parameter: String? = nil, given: String? = nil, candidates: [String] = [],
        pendingRequest: PendingRequest? = nil
    ) {
        self.code = code
        self.message = message
        self.parameter = parameter
        self.given = given
        self.candidates = candidates
        self.pendingRequest = pendingRequest
    }

    public var description: String { message }
}

/// A question the system needed to ask, recorded in a `needsInput` error.
package enum PendingRequest: Sendable {
    case value(ValueRequest)
    case disambiguation(DisambiguationRequest)
    case confirmation(ConfirmationRequest)
    case choice(ChoiceRequest)

    /// The question's text.
    package var prompt: String {
        switch self {
        case .value(let request): request.dialog
        case .disambiguation(let request): request.dialog
        case .confirmation(let request): request.dialog
        case .choice(let request): request.dialog
        }
    }

    /// The question as JSON, for machines.
    package var json: JSONValue {
        switch self {
        case .value(let request):
            return .object([
                "kind": "value", "parameter": .string(request.parameter.name), "prompt": .string(request.dialog),
                "type": .string(request.parameter.valueType.displayName),
            ])
        case .disambiguation(let request):
            var members: [String: JSONValue] = [
                "kind": "disambiguation", "parameter": .string(request.parameter), "prompt": .string(request.dialog),
                "options": .array(request.options.map { .string($0.title) }),
            ]
            // Each option's section, when the app put them in sections.
            if request.options.contains(where: { $0.section != nil }) {
                members["sections"] = .array(request.options.map { $0.section.map(JSONValue.string) ?? .null })
            }
            return .object(members)
        case .confirmation(let request):
            return .object(["kind": "confirmation", "prompt": .string(request.dialog)])
        case .choice(let request):
            return .object([
                "kind": "choice", "prompt": .string(request.dialog),
                "options": .array(request.options.map { .string($0) }),
            ])
        }
    }
}
