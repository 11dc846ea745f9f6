import AppIntents
import AppIntentsMetadata
import Foundation

extension IntentReference {
    /// The intent's identifier, which is also its MCP tool's name: `OrderSoupIntent`.
    package var identifier: String { TypeNames.short(type(of: intent)) }

    /// The values the button's intent carries, as the arguments of its MCP tool: entities by
    /// identifier, enums by raw value, other values as JSON. Parameters without a value are left
    /// out.
    package var arguments: JSONValue {
        var arguments: [String: JSONValue] = [:]
        for (name, parameter) in Reflection.parameters(of: intent) {
            guard let value = parameter.currentValue, let json = Self.argument(value) else { continue }
            arguments[name] = json
        }
        return .object(arguments)
    }

    private static func argument(_ value: Any) -> JSONValue? {
        if let optional = value as? any _OptionalValue, optional._isNil { return nil }
        switch value {
        case let entity as any AppEntity: return .string(entity.id.entityIdentifierString)
        case let enumeration as any AppEnum: return .string(String(describing: enumeration.rawValue))
        case let bool as Bool: return .bool(bool)
        case let int as Int: return .number(Double(int))
        case let double as Double: return .number(double)
        case let string as String: return .string(string)
        case let url as URL: return .string(url.absoluteString)
        case let date as Date: return .string(ISO8601DateFormatter().string(from: date))
        case let list as [Any]: return .array(list.compactMap(argument))
        default: return .string(ValueEncoding.text(value))
        }
    }
}
