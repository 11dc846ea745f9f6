import AppIntents
import AppIntentsMetadata
import AppIntentsShared
import Foundation

/// A `PersonNameComponents` from text or JSON, and back. Text is the given name, any middle
/// names, and the family name (`Ada Augusta Lovelace`), one word a given name; JSON names its
/// parts as `PersonNameComponents` does.
extension Primitives {
    static func personName(_ input: IntentInput, parameter: ParameterMetadata) throws -> PersonNameComponents {
        do {
            switch input {
            case .json(.object(let members)):
                try onlyKnown(members, Set(nameParts.map(\.key)))
                var name = PersonNameComponents()
                for part in nameParts { name[keyPath: part.path] = try string(members, part.key) }
                guard nameParts.contains(where: { name[keyPath: $0.path]?.isEmpty == false }) else {
                    throw ValueProblem("a name needs at least one of \(nameParts.map(\.key).joined(separator: ", "))")
                }
                return name
            default:
                guard let text = text(of: input) else { throw ValueProblem("") }
                let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
                guard let first = words.first else { throw ValueProblem("the name is empty") }
                var name = PersonNameComponents()
                name.givenName = first
                if words.count > 1 {
                    name.familyName = words.last
                    if words.count > 2 { name.middleName = words.dropFirst().dropLast().joined(separator: " ") }
                }
                return name
            }
        } catch let problem as ValueProblem {
            throw mismatch(parameter, input, ValueForms.PersonName.form, problem)
        }
    }

    /// Each part the name has, by `PersonNameComponents`' names.
    static func json(_ name: PersonNameComponents) -> JSONValue {
        var object: [String: JSONValue] = [:]
        for part in nameParts { object[part.key] = name[keyPath: part.path].map(JSONValue.string) }
        return .object(object)
    }

    /// `Dr. Ada Augusta Lovelace`: the parts in reading order, the nickname when there are no others.
    static func text(_ name: PersonNameComponents) -> String {
        let parts = [name.namePrefix, name.givenName, name.middleName, name.familyName, name.nameSuffix]
            .compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? name.nickname ?? "" : parts.joined(separator: " ")
    }
}
