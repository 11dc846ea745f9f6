import AppIntents
import AppIntentsMetadata
import AppIntentsShared
import Foundation

/// An `IntentPaymentMethod` from text or JSON, and back to JSON.
///
/// Text: `TYPE [NAME] [(HINT)]`, such as `credit Visa (4242)`. JSON: that text, or `{"type",
/// "name", "identificationHint"}`.
extension Primitives {
    static func paymentMethod(_ input: IntentInput, parameter: ParameterMetadata) throws -> IntentPaymentMethod {
        do {
            switch input {
            case .json(.object(let members)):
                try onlyKnown(members, Set(ValueForms.PaymentMethod.members))
                guard let type = try string(members, "type") else { throw ValueProblem("it has no type") }
                return IntentPaymentMethod(
                    type: try paymentType(type),
                    name: try string(members, "name").map { LocalizedStringResource(stringLiteral: $0) },
                    identificationHint: try string(members, "identificationHint"))
            default:
                guard let text = text(of: input) else { throw ValueProblem("") }
                return try paymentMethod(text: text)
            }
        } catch let problem as ValueProblem {
            throw mismatch(parameter, input, ValueForms.PaymentMethod.form, problem)
        }
    }

    static func paymentMethod(text: String) throws -> IntentPaymentMethod {
        var rest = text.trimmingCharacters(in: .whitespaces)
        var hint: String?
        if rest.hasSuffix(")"), let open = rest.lastIndex(of: "(") {
            let inside = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
            hint = inside.trimmingCharacters(in: .whitespaces)
            rest = rest[..<open].trimmingCharacters(in: .whitespaces)
        }
        let words = rest.split(separator: " ", maxSplits: 1).map(String.init)
        guard let first = words.first else { throw ValueProblem("it is empty") }
        let name = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : nil
        return IntentPaymentMethod(
            type: try paymentType(first), name: name.map { LocalizedStringResource(stringLiteral: $0) },
            identificationHint: hint?.isEmpty == true ? nil : hint)
    }

    private static func paymentType(_ text: String) throws -> IntentPaymentMethod.PaymentType {
        let wanted = text.lowercased()
        guard let type = IntentPaymentMethod.PaymentType.allCases.first(where: { $0.rawValue.lowercased() == wanted })
        else { throw ValueProblem("'\(text)' is not a payment type") }
        return type
    }

    /// `{"type", "name"?, "identificationHint"?}`, what `paymentMethod(_:parameter:)` reads back.
    static func json(_ method: IntentPaymentMethod) -> JSONValue {
        var object: [String: JSONValue] = ["type": .string(method.paymentType.rawValue)]
        object["name"] = method.name.map(JSONValue.string)
        object["identificationHint"] = method.identificationHint.map(JSONValue.string)
        return .object(object)
    }
}
