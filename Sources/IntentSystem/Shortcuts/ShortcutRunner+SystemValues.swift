import AppIntents
import AppIntentsMetadata
import CoreTransferable

/// An output passed on across a `ValueRepresentation`: an entity to a parameter of the system
/// type it exports (a contact to a person parameter), and a system value to a parameter of an
/// entity type that imports it (a person to a contact parameter).
extension ShortcutRunner {
    /// The system values the apps' entity types export and import.
    package var conversions: SystemValueConversions {
        SystemValueConversions(catalogs: executors.map(\.executor.catalog))
    }

    /// What a passed value becomes for one parameter.
    enum Passed {
        /// An input the executor resolves, as for any other value.
        case input(IntentInput)
        /// An entity the parameter's type made from a system value, assigned as is.
        case entity(any Sendable)
    }

    /// `value` for `parameter`, converted when a representation of either side says how.
    static func passed(
        _ value: ShortcutValue, to parameter: ParameterMetadata, catalog: Catalog
    ) async throws -> Passed {
        switch parameter.valueType {
        case .primitive(let wanted):
            if let item = value.value as? any Transferable,
                let exported = try await exported(item, as: wanted)
            {
                return .input(.json(await ValueEncoding.json(exported, kind: nil)))
            }
        case .entity(let typeName):
            if let system = value.value as? any _SystemIntentValue,
                let type = try catalog.entity(typeName).entityType as? any Transferable.Type,
                let entity = try await imported(system, as: type)
            {
                return .entity(entity)
            }
        default: break
        }
        return .input(input(from: value))
    }

    /// The item as the system value of `primitive` it exports, if one of its representations does.
    private static func exported<Item: Transferable>(
        _ item: Item, as primitive: PrimitiveType
    ) async throws
        -> (any Sendable)?
    {
        for conversion in Item.valueConversions() {
            guard let export = conversion.export, Self.primitive(of: conversion.valueType) == primitive else {
                continue
            }
            return try await export(item)
        }
        return nil
    }

    /// A `type` made from `value`, if one of its representations imports values of its type.
    private static func imported<Item: Transferable>(
        _ value: any Sendable, as type: Item.Type
    ) async throws
        -> (any Sendable)?
    {
        for conversion in Item.valueConversions() {
            guard let make = conversion.import, conversion.valueType == Swift.type(of: value) else { continue }
            return try await make(value)
        }
        return nil
    }

    /// The primitive kind a system value's type is (`IntentPerson` is `.person`), if it is one.
    static func primitive(of type: any Sendable.Type) -> PrimitiveType? {
        guard case .primitive(let kind)? = (type as? any _IntentValue.Type)?._valueKind else { return nil }
        return PrimitiveType(swiftName: kind.rawValue)
    }

    /// A new intent of `identifier` with `entities` assigned to the parameters they are named
    /// for; nil when there are none.
    static func prefilled(
        _ identifier: String, with entities: [String: any Sendable], catalog: Catalog
    ) throws -> (any AppIntent)? {
        guard !entities.isEmpty else { return nil }
        let intent = try catalog.intentType(identifier).init()
        for (name, parameter) in Reflection.parameters(of: intent) {
            if let entity = entities[name] { try parameter.assign(entity) }
        }
        return intent
    }
}

/// Which entity types export, and which import, which system values: `MemberEntity` exports
/// `IntentPerson`.
package struct SystemValueConversions: Sendable {
    package struct Pair: Hashable, Sendable {
        package var entity: String
        package var value: PrimitiveType
    }

    package var exports: Set<Pair> = []
    package var imports: Set<Pair> = []

    package init() {}

    /// The conversions of the entity types of `catalogs`.
    package init(catalogs: [Catalog]) {
        for catalog in catalogs {
            for (name, lookup) in catalog.entities {
                guard let type = lookup.entityType as? any Transferable.Type else { continue }
                add(type, named: name)
            }
        }
    }

    private mutating func add<Item: Transferable>(_ type: Item.Type, named name: String) {
        for conversion in Item.valueConversions() {
            guard let value = ShortcutRunner.primitive(of: conversion.valueType) else { continue }
            if conversion.export != nil { exports.insert(Pair(entity: name, value: value)) }
            if conversion.import != nil { imports.insert(Pair(entity: name, value: value)) }
        }
    }
}
