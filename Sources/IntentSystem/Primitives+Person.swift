import AppIntents
import AppIntentsMetadata
import AppIntentsShared
import Foundation

/// An `IntentPerson` from text or JSON, and back to JSON.
///
/// Text: `Ada Lovelace <ada@example.com>`, an email address, a phone number (`+44 20 7946 0000`)
/// or a name. JSON: that text, or `{"name", "nameComponents", "handle", "aliases", "identifier",
/// "isMe"}`, a handle being such text or `{"emailAddress" | "phoneNumber" | "applicationDefined":
/// …, "label": …}` and an identifier `{"contact" | "applicationDefined": …}`.
extension Primitives {
    static func person(_ input: IntentInput, parameter: ParameterMetadata) throws -> IntentPerson {
        do {
            switch input {
            case .json(.object(let members)): return try person(members)
            default:
                guard let text = text(of: input) else { throw ValueProblem("") }
                return try person(text: text)
            }
        } catch let problem as ValueProblem {
            throw mismatch(parameter, input, ValueForms.Person.form, problem)
        }
    }

    static func person(text: String) throws -> IntentPerson {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ValueProblem("it is empty") }
        if trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") {
            let name = trimmed[..<open].trimmingCharacters(in: .whitespaces)
            let handleText = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            let handle = try self.handle(text: String(handleText))
            return IntentPerson(
                identifier: .unknown, name: name.isEmpty ? .unknown : .displayName(name), handle: handle)
        }
        if let value = handleValue(trimmed) { return IntentPerson(handle: IntentPerson.Handle(value)) }
        return IntentPerson(identifier: .unknown, name: .displayName(trimmed), handle: nil)
    }

    /// `nameComponents`' members, in `ValueForms.Person.nameParts`' order.
    static let nameParts: [(key: String, path: WritableKeyPath<PersonNameComponents, String?> & Sendable)] = [
        ("namePrefix", \.namePrefix), ("givenName", \.givenName), ("middleName", \.middleName),
        ("familyName", \.familyName), ("nameSuffix", \.nameSuffix), ("nickname", \.nickname),
    ]

    private static func person(_ members: [String: JSONValue]) throws -> IntentPerson {
        try onlyKnown(members, Set(ValueForms.Person.members))
        var name = IntentPerson.Name.unknown
        if let components = members["nameComponents"] {
            guard case .object(let parts) = components else { throw ValueProblem("nameComponents is not an object") }
            try onlyKnown(parts, Set(nameParts.map(\.key)), in: "nameComponents")
            var value = PersonNameComponents()
            for part in nameParts { value[keyPath: part.path] = try string(parts, part.key, in: "nameComponents") }
            name = .components(value)
        } else if let text = try string(members, "name"), !text.isEmpty {
            name = .displayName(text)
        }
        let handle = try members["handle"].map { try self.handle(json: $0, at: "handle") }
        var aliases: [IntentPerson.Handle] = []
        if let list = members["aliases"] {
            guard case .array(let items) = list else { throw ValueProblem("aliases is not an array") }
            for (index, item) in items.enumerated() {
                aliases.append(try self.handle(json: item, at: "aliases[\(index)]"))
            }
        }
        let identifier = try members["identifier"].map(personIdentifier) ?? .unknown
        var isMe = false
        if let flag = members["isMe"] {
            guard case .bool(let bool) = flag else { throw ValueProblem("isMe is not true or false") }
            isMe = bool
        }
        if case .unknown = name, handle == nil { throw ValueProblem("it has neither a name nor a handle") }
        return IntentPerson(identifier: identifier, name: name, handle: handle, aliases: aliases, isMe: isMe)
    }

    private static func personIdentifier(_ json: JSONValue) throws -> IntentPerson.Identifier {
        guard case .object(let members) = json, members.count == 1, let (kind, value) = members.first,
            case .string(let id) = value, !id.isEmpty
        else { throw ValueProblem("identifier is not {\"contact\": ID} or {\"applicationDefined\": ID}") }
        switch kind {
        case "contact": return .contact(id)
        case "applicationDefined": return .applicationDefined(id)
        default: throw ValueProblem("identifier '\(kind)' is not contact or applicationDefined")
        }
    }

    private static func handle(json: JSONValue, at path: String) throws -> IntentPerson.Handle {
        switch json {
        case .string(let text): return try handle(text: text)
        case .object(let members):
            try onlyKnown(members, Set(ValueForms.Person.handleKinds + ["label"]), in: path)
            let label = try string(members, "label", in: path).map(IntentPerson.Handle.Label.init(text:)) ?? .other
            let kinds = members.keys.filter { $0 != "label" }
            guard kinds.count == 1, let kind = kinds.first, let text = try string(members, kind, in: path),
                !text.isEmpty
            else {
                throw ValueProblem("\(path) needs exactly one of phoneNumber, emailAddress, applicationDefined")
            }
            switch kind {
            case "phoneNumber": return IntentPerson.Handle(phoneNumber: text, label: label)
            case "emailAddress": return IntentPerson.Handle(emailAddress: text, label: label)
            default: return IntentPerson.Handle(.applicationDefined(text), label: label)
            }
        default: throw ValueProblem("\(path) is neither text nor an object")
        }
    }

    /// An email address or a phone number; in `<…>` after a name, any other text is the app's own.
    private static func handle(text: String) throws -> IntentPerson.Handle {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw ValueProblem("the handle is empty") }
        return IntentPerson.Handle(handleValue(trimmed) ?? .applicationDefined(trimmed))
    }

    /// `ada@example.com` (one `@`, a dotted domain, no spaces) or `+44 20 7946 0000` (digits, at
    /// least three, with `+` only first and spaces, dashes, dots and parentheses between).
    static func handleValue(_ text: String) -> IntentPerson.Handle.Value? {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        if parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) {
            let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
            if labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) { return .emailAddress(text) }
        }
        let digits = text.filter(\.isASCII).filter(\.isNumber).count
        let allowed = text.enumerated().allSatisfy { index, character in
            (character.isASCII && character.isNumber) || " -.()".contains(character) || (character == "+" && index == 0)
        }
        return allowed && digits >= 3 ? .phoneNumber(text) : nil
    }

    /// `{"name", "nameComponents"?, "handle"?, "aliases"?, "identifier"?, "isMe"?}`, each member
    /// left out when it says nothing: what `person(_:parameter:)` reads back.
    static func json(_ person: IntentPerson) -> JSONValue {
        func handle(_ handle: IntentPerson.Handle) -> JSONValue {
            var object: [String: JSONValue] = [:]
            switch handle.value {
            case .phoneNumber(let text): object["phoneNumber"] = .string(text)
            case .emailAddress(let text): object["emailAddress"] = .string(text)
            case .applicationDefined(let text): object["applicationDefined"] = .string(text)
            }
            if handle.label != .other { object["label"] = .string(handle.label.text) }
            return .object(object)
        }
        var object: [String: JSONValue] = [:]
        if let name = person.name.text { object["name"] = .string(name) }
        if case .components(let parts) = person.name {
            var members: [String: JSONValue] = [:]
            for part in nameParts { members[part.key] = parts[keyPath: part.path].map(JSONValue.string) }
            object["nameComponents"] = .object(members)
        }
        if let value = person.handle { object["handle"] = handle(value) }
        if !person.aliases.isEmpty { object["aliases"] = .array(person.aliases.map(handle)) }
        switch person.identifier {
        case .contact(let id): object["identifier"] = .object(["contact": .string(id)])
        case .applicationDefined(let id): object["identifier"] = .object(["applicationDefined": .string(id)])
        case .unknown: break
        }
        if person.isMe { object["isMe"] = .bool(true) }
        return .object(object)
    }

    /// `Ada Lovelace <ada@example.com>`: the text form it is given in.
    static func text(_ person: IntentPerson) -> String {
        guard let handle = person.handle else { return person.displayText }
        guard let name = person.name.text, !name.isEmpty else { return handle.value.text }
        return "\(name) <\(handle.value.text)>"
    }
}

/// What is wrong with a value given for one of the structured kinds (a person, a place, a
/// payment method): said after the form the parameter expected.
struct ValueProblem: Error {
    let detail: String
    init(_ detail: String) { self.detail = detail }
}

extension Primitives {
    /// The mismatch error, with what is wrong when there is more to say than the form.
    static func mismatch(
        _ parameter: ParameterMetadata, _ input: IntentInput, _ expected: String, _ problem: ValueProblem
    ) -> IntentSystemError {
        guard !problem.detail.isEmpty else { return mismatch(parameter, input, expected) }
        return IntentSystemError(
            .invalidValue,
            "parameter '\(parameter.name)' expected \(expected) (\(parameter.valueType.displayName)), got '\(Resolver.clip(input.description))': \(problem.detail)",
            parameter: parameter.name, given: input.description)
    }

    /// Refuses a member the form does not have, naming it.
    static func onlyKnown(_ members: [String: JSONValue], _ known: Set<String>, in path: String? = nil) throws {
        if let unknown = members.keys.sorted().first(where: { !known.contains($0) }) {
            throw ValueProblem(
                "\(path.map { "\($0) has " } ?? "")no member '\(unknown)'; expected \(known.sorted().joined(separator: ", "))"
            )
        }
    }

    /// A string member, `nil` when absent.
    static func string(_ members: [String: JSONValue], _ key: String, in path: String? = nil) throws -> String? {
        switch members[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw ValueProblem("\(path.map { "\($0)." } ?? "")\(key) is not text")
        }
    }
}
