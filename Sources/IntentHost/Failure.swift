import AppIntentsMetadata

/// Any error, as the host reports it: a code and message for everyone, the offending parameter,
/// candidates and pending question for machines, hints for people, and the exit code.
struct Failure: Error, Sendable {
    var code: String
    var message: String
    var parameter: String?
    var given: String?
    var candidates: [String]
    /// The question that could not be asked (`needsInput`).
    var request: JSONValue?
    var hints: [String]
    var exitCode: ExitCode

    init(_ error: any Error) {
        switch error {
        case let failure as Failure:
            self = failure
        case let error as IntentSystemError:
            self.init(
                code: error.code.rawValue, message: error.message, parameter: error.parameter, given: error.given,
                candidates: error.candidates, request: error.pendingRequest?.json, exitCode: .of(error.code))
            if let pending = error.pendingRequest { explain(pending) }
            if error.code == .notAuthorized {
                hints.append("pass --authenticated when the caller has proved who they are")
            }
            if error.code == .unknownIntent { hints.append("list the intents with the 'intents' command") }
        case let error as HostError:
            self.init(
                code: error.code.rawValue, message: error.message, given: error.given, candidates: error.candidates,
                hints: error.hints, exitCode: error.exitCode)
        default:
            self.init(
                code: HostError.Code.internal.rawValue, message: String(describing: error), exitCode: .internalError)
        }
    }

    init(
        code: String, message: String, parameter: String? = nil, given: String? = nil, candidates: [String] = [],
        request: JSONValue? = nil, hints: [String] = [], exitCode: ExitCode
    ) {
        self.code = code
        self.message = message
        self.parameter = parameter
        self.given = given
        self.candidates = candidates
        self.request = request
        self.hints = hints
        self.exitCode = exitCode
    }

    /// Says what was being asked and how to give it on the command line.
    private mutating func explain(_ pending: PendingRequest) {
        switch pending {
        case .value(let request):
            let name = request.parameter.name
            message += " (parameter \(name), \(request.parameter.valueType.displayName))"
            let example = request.suggestions.first.map { Self.quoted($0.id) } ?? Self.placeholder(request.parameter)
            hints.append("pass it with --\(name) \(example)")
            if !request.suggestions.isEmpty {
                let shown = ChoiceOption.line(Array(request.suggestions.prefix(8)), \.title)
                hints.append("for example: \(shown)" + (request.suggestions.count > 8 ? ", …" : ""))
            }
        case .disambiguation(let request):
            message += " (parameter \(request.parameter): \(ChoiceOption.line(request.options, \.title)))"
            if let first = request.options.first {
                hints.append("pass one exactly, e.g. --\(request.parameter) \(Self.quoted(first.id))")
            }
        case .confirmation(let request) where request.kind == .lowConfidence:
            // A forgiving match is confirmed by a person, never by a flag.
            hints.append("the phrase matched only loosely: say it exactly, or run it on a terminal to confirm")
            return
        case .confirmation:
            hints.append("pass --yes to confirm, or run it on a terminal (without --no-input) to be asked")
            return
        case .choice(let request):
            message += " (one of: \(request.options.joined(separator: ", ")))"
        }
        hints.append("or run it on a terminal (without --no-input or --json) to be asked")
    }

    static func placeholder(_ parameter: ParameterMetadata) -> String {
        if case .union(_, let cases) = parameter.valueType.memberType, !cases.isEmpty {
            // A union value is given as `case:value`: `<book:…|note:…>`.
            return "<" + cases.map { "\($0.identifier):…" }.joined(separator: "|") + ">"
        }
        return "<" + parameter.title.key.lowercased().replacingOccurrences(of: " ", with: "-") + ">"
    }

    /// A value as a shell word: quoted when it has spaces or shell characters.
    static func quoted(_ value: String) -> String {
        let plain = value.allSatisfy { $0.isLetter || $0.isNumber || "-_.,/:@".contains($0) }
        return plain && !value.isEmpty ? value : "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `{"code", "message", "parameter", "candidates", "request"}`.
    var json: JSONValue {
        var object: [String: JSONValue] = [
            "code": .string(code), "message": .string(message),
            "candidates": .array(candidates.map(JSONValue.string)),
        ]
        object["parameter"] = parameter.map(JSONValue.string) ?? .null
        if let given { object["given"] = .string(given) }
        if let request { object["request"] = request }
        return .object(object)
    }
}
