import AppIntentsMetadata
import Foundation

/// A raw value given for a parameter, before the resolver checks and types it: text from a
/// command line or a voice slot, or JSON from an agent or a saved shortcut.
public enum IntentInput: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// Text, resolved leniently: an entity by id, then by title or synonym.
    case text(String)
    /// JSON, resolved strictly: an entity only by `{"id": …}` or an id string.
    case json(JSONValue)
    /// An entity identifier that must still resolve (from a saved shortcut); `title` is what the
    /// entity was called when it was saved.
    case entityIdentifier(String, savedTitle: String?)

    public init(stringLiteral value: String) {
        self = .text(value)
    }

    public var description: String {
        switch self {
        case .text(let text): text
        case .json(let json): json.stringValue ?? json.description
        case .entityIdentifier(let id, _): id
        }
    }

    /// Whether the input says "no value".
    var isEmpty: Bool {
        switch self {
        case .text(let text): text.trimmingCharacters(in: .whitespaces).isEmpty
        case .json(let json): json == .null
        case .entityIdentifier: false
        }
    }
}

/// Answers questions from a script, in order, and records what was asked. For tests and the
/// testing harness.
package final class ScriptedInteraction: Interaction, @unchecked Sendable {
    /// One scripted answer.
    package enum Answer: Sendable, Hashable {
        case value(IntentInput)
        case choose(Int)
        case chooseTitle(String)
        case confirm(Bool)
    }

    /// A question that was asked, and how.
    package struct Asked: Sendable, Hashable {
        package var kind: String
        package var parameter: String?
        package var prompt: String
        package var options: [String]
        /// The view shown with the question, as text.
        package var snippet: String? = nil
        /// The confirmation's action name (`Continue`).
        package var actionName: String? = nil
    }

    private let lock = NSLock()
    private var answers: [Answer]
    private var _asked: [Asked] = []

    package init(_ answers: [Answer]) {
        self.answers = answers
    }

    package var asked: [Asked] {
        lock.lock()
        defer { lock.unlock() }
        return _asked
    }

    private func next(_ question: Asked, pending: PendingRequest) throws -> Answer {
        lock.lock()
        defer { lock.unlock() }
        _asked.append(question)
        guard !answers.isEmpty else {
            throw IntentSystemError(
                .needsInput, "needs input: \(question.prompt) (the script has no answer left)",
                parameter: question.parameter, pendingRequest: pending)
        }
        return answers.removeFirst()
    }

    package func requestValue(_ request: ValueRequest) async throws -> IntentInput {
        let answer = try next(
            Asked(kind: "value", parameter: request.parameter.name, prompt: request.dialog, options: []),
            pending: .value(request))
        switch answer {
        case .value(let input): return input
        case .chooseTitle(let title): return .text(title)
        default: throw mismatch("a value for '\(request.parameter.name)'", answer)
        }
    }

    package func requestDisambiguation(_ request: DisambiguationRequest) async throws -> Int {
        let answer = try next(
            Asked(
                kind: "disambiguation", parameter: request.parameter, prompt: request.dialog,
                options: request.options.map(\.title)),
            pending: .disambiguation(request))
        return try pick(answer, titles: request.options.map(\.title), what: "a choice for '\(request.parameter)'")
    }

    package func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool {
        let answer = try next(
            Asked(
                kind: "confirmation", parameter: request.parameter, prompt: request.dialog, options: [],
                snippet: request.snippetText, actionName: request.actionName),
            pending: .confirmation(request))
        guard case .confirm(let yes) = answer else { throw mismatch("a yes or no", answer) }
        return yes
    }

    package func requestChoice(_ request: ChoiceRequest) async throws -> Int {
        let answer = try next(
            Asked(
                kind: "choice", parameter: nil, prompt: request.dialog, options: request.options,
                snippet: request.snippetText),
            pending: .choice(request))
        return try pick(answer, titles: request.options, what: "a choice")
    }

    private func pick(_ answer: Answer, titles: [String], what: String) throws -> Int {
        switch answer {
        case .choose(let index) where titles.indices.contains(index): return index
        case .chooseTitle(let title):
            if let index = titles.firstIndex(where: { $0.caseInsensitiveCompare(title) == .orderedSame }) {
                return index
            }
            throw IntentSystemError(
                .invalidValue, "scripted answer '\(title)' is not one of: \(titles.joined(separator: ", "))",
                given: title, candidates: titles)
        default: throw mismatch(what, answer)
        }
    }

    private func mismatch(_ expected: String, _ answer: Answer) -> IntentSystemError {
        IntentSystemError(.invalidValue, "the script answered \(answer) where \(expected) was asked for")
    }
}
