import AppIntents
import AppIntentsMetadata
import CoreLocation
import Foundation
import GeoToolbox

/// Encodes typed values as JSON by their metadata type, and as text for people.
package enum ValueEncoding {
    package static func json(_ value: Any?, kind: _IntentValueKind?) async -> JSONValue {
        guard let value else { return .null }
        // The common scalars first: a cast to a concrete type is much cheaper than one to a
        // protocol, which looks the conformance up (and an Optional holding a value casts too).
        switch value {
        case let string as String: return .string(string)
        case let int as Int: return .number(Double(int))
        case let bool as Bool: return .bool(bool)
        case let double as Double: return .number(double)
        default: break
        }
        if let optional = value as? any _OptionalValue, optional._isNil { return .null }
        switch value {
        case let entity as any AppEntity: return await entityJSON(entity)
        case let enumeration as any AppEnum: return .string(String(describing: enumeration.rawValue))
        case let decimal as Decimal: return .number(NSDecimalNumber(decimal: decimal).doubleValue)
        case let money as IntentCurrencyAmount:
            return .object([
                "amount": .number(NSDecimalNumber(decimal: money.amount).doubleValue),
                "currencyCode": .string(money.currencyCode),
            ])
        case let person as IntentPerson: return Primitives.json(person)
        case let placemark as CLPlacemark: return Primitives.json(placemark)
        case let place as PlaceDescriptor: return Primitives.json(place)
        case let rule as Calendar.RecurrenceRule: return .string(Primitives.text(rule))
        case let duration as Duration: return .number(Primitives.seconds(duration))
        case let name as PersonNameComponents: return Primitives.json(name)
        case let method as IntentPaymentMethod: return Primitives.json(method)
        case let url as URL: return .string(url.absoluteString)
        case let date as Date: return .string(ISO8601DateFormatter().string(from: date))
        case let components as DateComponents: return .string(componentsText(components))
        case let file as IntentFile:
            return .object(["filename": .string(file.filename), "size": .number(Double(file.data.count))])
        case let text as AttributedString: return .string(String(text.characters))
        case let measurement as Measurement<Dimension>:
            return .object(["value": .number(measurement.value), "unit": .string(measurement.unit.symbol)])
        case let array as [Any]:
            var items: [JSONValue] = []
            for item in array { items.append(await json(item, kind: nil)) }
            return .array(items)
        case let set as any _IntentSetValue:
            var items: [JSONValue] = []
            for item in set._orderedElements { items.append(await json(item, kind: nil)) }
            return .array(items)
        case let collection as any _EntityCollectionValue:
            // As an array of entities; one the collection has not looked up is `{"id": …}`: the
            // system does not look entities up to write them.
            var items: [JSONValue] = []
            for (id, entity) in zip(collection._identifierStrings, collection._knownEntities) {
                if let entity {
                    items.append(await entityJSON(entity))
                } else {
                    items.append(.object(["id": .string(id)]))
                }
            }
            return .array(items)
        case let union as any _UnionValue:
            // `{"landmark": …}`: the case, and the value it carries.
            let (name, payload) = union._unionCase
            return .object([name: await json(payload, kind: nil)])
        default:
            if let measurement = MeasurementBox(value) {
                return .object(["value": .number(measurement.value), "unit": .string(measurement.symbol)])
            }
            return .string(String(describing: value))
        }
    }

    /// An entity as `{id, type, title, subtitle, properties}`.
    package static func entityJSON(_ entity: any AppEntity) async -> JSONValue {
        // The app builds its display representation on every read: read it once.
        let display = entity.displayRepresentation
        var object: [String: JSONValue] = [
            "id": .string(entity.id.entityIdentifierString),
            "type": .string(TypeNames.short(type(of: entity))),
            "title": .string(display.title.defaultValue),
        ]
        if let subtitle = display.subtitle?.defaultValue { object["subtitle"] = .string(subtitle) }
        object["properties"] = .object(await properties(of: entity))
        return .object(object)
    }

    /// The stored and computed properties of an entity (deferred ones are not fetched) that the
    /// bound caller may see (`EntityDisclosure`).
    package static func properties(of entity: any AppEntity) async -> [String: JSONValue] {
        var properties: [String: JSONValue] = [:]
        let (entityType, caller) = (type(of: entity), EntityDisclosure.caller)
        for member in Reflection.members(of: entity) where EntityDisclosure.shows(member, of: entityType, to: caller) {
            switch member {
            case .stored(let name, let property):
                // A nested entity is written by reference, so cycles cannot recurse.
                if let nested = property.anyValue as? any AppEntity {
                    properties[name] = .object([
                        "id": .string(nested.id.entityIdentifierString), "title": .string(text(nested)),
                    ])
                } else {
                    properties[name] = await json(property.anyValue, kind: property.valueKind)
                }
            case .computed(let descriptor) where descriptor.kind == "computed":
                properties[descriptor.name] = await json(try? await descriptor.read(entity), kind: descriptor.valueKind)
            case .computed:
                break
            }
        }
        return properties
    }

    /// The value as a person reads it.
    package static func text(_ value: Any?) -> String {
        guard let value else { return "" }
        // What the casts below find, without them: a string is its own text (as
        // `String(describing:)` gives it); an entity or array type, known from an earlier value.
        if type(of: value) == String.self { return value as! String }
        switch ValueShape.of(value) {
        case .entity(let type): return ValueShape.entity(value, as: type).displayRepresentation.title.defaultValue
        case .array, .entities: return (value as! [Any]).map { text($0) }.joined(separator: ", ")
        case .other: break
        }
        if let optional = value as? any _OptionalValue {
            // A value of an optional type: its wrapped value's text, not `Optional(…)`.
            return text(optional._wrapped)
        }
        switch value {
        case let entity as any AppEntity: return entity.displayRepresentation.title.defaultValue
        case let enumeration as any AppEnum: return enumTitle(enumeration)
        case let double as Double: return Primitives.numberText(double)
        case let date as Date: return ISO8601DateFormatter().string(from: date)
        case let components as DateComponents: return componentsText(components)
        case let url as URL: return url.absoluteString
        case let file as IntentFile: return file.filename
        case let text as AttributedString: return String(text.characters)
        case let person as IntentPerson: return Primitives.text(person)
        case let placemark as CLPlacemark: return Primitives.text(placemark)
        case let place as PlaceDescriptor: return Primitives.text(place)
        case let rule as Calendar.RecurrenceRule: return Primitives.text(rule)
        case let duration as Duration: return Primitives.text(duration)
        case let name as PersonNameComponents: return Primitives.text(name)
        case let method as IntentPaymentMethod: return method.displayText
        case let array as [Any]: return array.map { text($0) }.joined(separator: ", ")
        case let set as any _IntentSetValue: return set._orderedElements.map { text($0) }.joined(separator: ", ")
        case let collection as any _EntityCollectionValue:
            // An entity not looked up is shown by its identifier.
            return zip(collection._identifierStrings, collection._knownEntities).map { id, entity in
                entity?.displayRepresentation.title.defaultValue ?? id
            }.joined(separator: ", ")
        case let union as any _UnionValue: return text(union._unionPayload)
        default:
            if let measurement = MeasurementBox(value) {
                return "\(Primitives.numberText(measurement.value)) \(measurement.symbol)"
            }
            return String(describing: value)
        }
    }

    static func enumTitle(_ value: any AppEnum) -> String {
        func title<E: AppEnum>(_ value: E) -> String {
            E.caseDisplayRepresentations[value]?.title.defaultValue ?? String(describing: value.rawValue)
        }
        return title(value)
    }

    static func componentsText(_ components: DateComponents) -> String {
        var parts: [String] = []
        if let year = components.year, let month = components.month, let day = components.day {
            parts.append(String(format: "%04d-%02d-%02d", year, month, day))
        }
        if let hour = components.hour, let minute = components.minute {
            parts.append(
                String(format: "%02d:%02d", hour, minute)
                    + (components.second.map { String(format: ":%02d", $0) } ?? ""))
        }
        return parts.joined(separator: "T")
    }
}

/// What the encoders' casts find for a value, where its type alone decides it: an entity, an
/// array of entities (written without boxing each), or another array. Found once per type, so a value of a known type skips the casts (a cast to a protocol
/// looks the conformance up, and each case that fails costs one). An `Optional` (whose payload
/// decides) and a class (which may bridge) are always cast.
enum ValueShape {
    case entity(any AppEntity.Type)
    case entities(any AppEntity.Type)
    case array
    case other

    private static let known = TypeCache<ValueShape>()

    static func of(_ value: Any) -> ValueShape {
        let type = type(of: value)
        return known.value(for: type) { shape(of: value, type) }
    }

    private static func shape(of value: Any, _ type: Any.Type) -> ValueShape {
        let shape: ValueShape
        // The order of `json(_:kind:)`'s casts: none before these matches an entity or an array.
        if type is AnyClass || value is any _OptionalValue || value is String || value is Int || value is Bool
            || value is Double
        {
            shape = .other
        } else if let entity = value as? any AppEntity {
            shape = .entity(Swift.type(of: entity))
        } else if value is any AppEnum {
            shape = .other
        } else if let entities = type as? any EntityArray.Type {
            shape = .entities(entities.entityType)
        } else if value is [Any] {
            shape = .array
        } else {
            shape = .other
        }
        return shape
    }

    /// `value`, whose type is `type`, as an entity: a cast to the concrete type, which needs no
    /// conformance lookup.
    static func entity(_ value: Any, as type: any AppEntity.Type) -> any AppEntity {
        func open<Entity: AppEntity>(_: Entity.Type) -> any AppEntity { value as! Entity }
        return open(type)
    }
}

/// An array of entities of one type.
protocol EntityArray {
    static var entityType: any AppEntity.Type { get }
}

extension Array: EntityArray where Element: AppEntity {
    static var entityType: any AppEntity.Type { Element.self }
}

/// Reads any `Measurement<Unit>` without knowing its unit type.
struct MeasurementBox {
    let value: Double
    let symbol: String

    init?(_ value: Any) {
        let mirror = Mirror(reflecting: value)
        guard String(describing: mirror.subjectType).hasPrefix("Measurement<"),
            let number = mirror.children.first(where: { $0.label == "value" })?.value as? Double,
            let unit = mirror.children.first(where: { $0.label == "unit" })?.value as? Unit
        else { return nil }
        self.value = number
        self.symbol = unit.symbol
    }
}
