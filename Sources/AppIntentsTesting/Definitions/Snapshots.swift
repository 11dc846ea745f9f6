import AppIntents
import AppIntentsMetadata
import Foundation
import IntentSystem

/// Reads what a run returned into the values a test inspects: an entity with its properties as
/// they were when the run ended (computed ones read then), nested entities two levels deep.
enum Snapshots {
    static func value(_ value: Any?, depth: Int = 0) async -> _TestValue {
        guard let value else { return _TestValue(.null) }
        if let optional = value as? any _OptionalValue {
            guard let wrapped = optional._wrapped else { return _TestValue(.null) }
            return await self.value(wrapped, depth: depth)
        }
        switch value {
        case let text as String: return _TestValue(.string(text))
        case let int as Int: return _TestValue(.number(Double(int)))
        case let double as Double: return _TestValue(.number(double))
        case let float as Float: return _TestValue(.number(Double(float)))
        case let bool as Bool: return _TestValue(.bool(bool))
        case let date as Date: return _TestValue(.date(date))
        case let url as URL: return _TestValue(.url(url))
        case let decimal as Decimal: return _TestValue(.number(NSDecimalNumber(decimal: decimal).doubleValue))
        case let entity as any AppEntity: return _TestValue(.entity(await self.entity(entity, depth: depth)))
        case let enumeration as any AppEnum:
            return _TestValue(
                .enumCase(
                    type: TypeNames.short(type(of: enumeration)),
                    rawValue: String(describing: enumeration.rawValue), title: ValueEncoding.text(enumeration)))
        case let list as [Any]:
            var items: [_TestValue] = []
            for item in list { items.append(await self.value(item, depth: depth)) }
            return _TestValue(.list(items))
        case let set as any _IntentSetValue:
            var items: [_TestValue] = []
            for item in set._orderedElements { items.append(await self.value(item, depth: depth)) }
            return _TestValue(.list(items))
        case let union as any _UnionValue:
            return await self.value(union._unionCase.value, depth: depth)
        default:
            return _TestValue(.text(ValueEncoding.text(value), SendableValue(value: value)))
        }
    }

    /// A value as a person reads it.
    static func text(_ value: Any) -> String { ValueEncoding.text(value) }

    static func entity(_ entity: any AppEntity, depth: Int) async -> EntitySnapshot {
        let display = entity.displayRepresentation
        var properties: [String: _TestValue] = [:]
        if depth < 2 {
            for member in Reflection.members(of: entity) {
                switch member {
                case .stored(let name, let property):
                    properties[name] = await value(property.anyValue, depth: depth + 1)
                case .computed(let descriptor) where descriptor.kind == "computed":
                    do {
                        properties[descriptor.name] = await value(try await descriptor.read(entity), depth: depth + 1)
                    } catch {
                        properties[descriptor.name] = _TestValue(
                            .missing(TestingError("\(descriptor.name) could not be read: \(error)")))
                    }
                case .computed:
                    // A deferred property is fetched only when asked for, as the system does.
                    break
                }
            }
        }
        return EntitySnapshot(
            type: TypeNames.short(type(of: entity)), id: entity.id.entityIdentifierString,
            title: display.title.defaultValue, subtitle: display.subtitle?.defaultValue, properties: properties,
            original: SendableValue(value: entity))
    }
}
