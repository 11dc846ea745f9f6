import AppIntents
import AppIntentsMetadata
import Foundation
@_spi(Reflection) import Swift

/// Reads declarations by reflection: the `@Parameter`s of an intent, the `@Property`s of an
/// entity.
package enum Reflection {
    /// The parameters of `intent` in declaration order, with their names set.
    package static func parameters(of intent: any AppIntent) -> [(name: String, parameter: any _AnyIntentParameter)] {
        func read<Subject>(_ subject: Subject) -> [(name: String, parameter: any _AnyIntentParameter)] {
            guard let layout = MemberLayout.of(Subject.self) else {
                return mirroredParameters(of: subject)
            }
            return withUnsafeBytes(of: subject) { raw in
                layout.parameters.map { field in
                    let parameter = field.load(raw.baseAddress!)
                    parameter.setName(field.name)
                    return (field.name, parameter)
                }
            }
        }
        return read(intent)
    }

    /// `parameters(of:)` by dynamic casts of every field's value: for the types `MemberLayout`
    /// cannot lay out (classes, enums), and the reference its tests compare with.
    static func mirroredParameters(of intent: Any) -> [(name: String, parameter: any _AnyIntentParameter)] {
        var result: [(String, any _AnyIntentParameter)] = []
        for (label, value) in fields(of: intent) {
            guard let parameter = value as? any _AnyIntentParameter else { continue }
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            parameter.setName(name)
            result.append((name, parameter))
        }
        return result
    }

    /// A property of an entity, stored (`@Property`) or computed (`@ComputedProperty`,
    /// `@DeferredProperty`).
    package enum EntityMember {
        case stored(name: String, property: any _AnyEntityProperty)
        case computed(_AnyEntityPropertyDescriptor)

        package var name: String {
            switch self {
            case .stored(let name, _): name
            case .computed(let descriptor): descriptor.name
            }
        }
    }

    /// The properties of `entity` in declaration order.
    package static func members(of entity: Any) -> [EntityMember] {
        func read<Subject>(_ subject: Subject) -> [EntityMember] {
            guard let layout = MemberLayout.of(Subject.self) else { return mirroredMembers(of: subject) }
            return withUnsafeBytes(of: subject) { raw in layout.members.map { $0.load(raw.baseAddress!) } }
        }
        return read(entity)
    }

    /// Calls `body` with the number of `entity`'s properties, a reader of each by its index in
    /// `members(of:)`, without making the array, and where a stored property's wrapper is in the
    /// entity's bytes (`nil` for a computed property, or for an entity whose type cannot be laid
    /// out): the reference there is valid while `body` runs.
    package static func withMembers<Entity: AppEntity, Result>(
        of entity: Entity,
        _ body: (_ count: Int, _ member: (Int) -> EntityMember, _ wrapper: (Int) -> UnsafeRawPointer?) -> Result
    ) -> Result {
        guard let layout = MemberLayout.of(Entity.self) else {
            let members = mirroredMembers(of: entity)
            return body(members.count, { members[$0] }, { _ in nil })
        }
        return withUnsafeBytes(of: entity) { raw in
            body(
                layout.members.count, { layout.members[$0].load(raw.baseAddress!) },
                { index in layout.members[index].offset.map { raw.baseAddress! + $0 } })
        }
    }

    /// `members(of:)` by dynamic casts of every field's value (see `mirroredParameters(of:)`).
    static func mirroredMembers(of entity: Any) -> [EntityMember] {
        var result: [EntityMember] = []
        for (label, value) in fields(of: entity) {
            if let property = value as? any _AnyEntityProperty {
                result.append(
                    .stored(name: label.hasPrefix("_") ? String(label.dropFirst()) : label, property: property))
            } else if let descriptor = value as? any _EntityPropertyDescribing {
                result.append(.computed(descriptor.erased))
            }
        }
        return result
    }

    /// The stored fields of `value` with their labels, in declaration order.
    ///
    /// `Mirror` looks every field's type up by its mangled name on every call, which cost more than
    /// the rest of a small intent's run. For a struct the fields' names, offsets and types are read
    /// once per type (`FieldLayout`) and each value is loaded at its offset; anything else (a class,
    /// an enum) goes through `Mirror`.
    static func fields(of value: Any) -> [(label: String, value: Any)] {
        func read<Subject>(_ subject: Subject) -> [(label: String, value: Any)] {
            guard let layout = FieldLayout.of(Subject.self) else {
                return Mirror(reflecting: subject).children.compactMap { child in
                    child.label.map { ($0, child.value) }
                }
            }
            return withUnsafeBytes(of: subject) { raw in
                layout.fields.map { field in
                    func load<Field>(_: Field.Type) -> Any { raw.load(fromByteOffset: field.offset, as: Field.self) }
                    return (field.label, load(field.type))
                }
            }
        }
        return read(value)
    }

    /// A property known from the type alone: its name, value kind and whether it is computed.
    package struct DeclaredMember {
        package var name: String
        package var valueKind: _IntentValueKind
        package var isComputed: Bool
    }

    /// The properties of an entity type, read from its type metadata (no instance needed).
    package static func declaredMembers(of type: Any.Type) -> [DeclaredMember] {
        var result: [DeclaredMember] = []
        _ = _forEachField(of: type, options: []) { name, _, fieldType, _ in
            let label = String(cString: name)
            guard let property = fieldType as? any _EntityPropertyType.Type else { return true }
            let computedPrefix = "__appIntentsProperty_"
            if label.hasPrefix(computedPrefix) {
                result.append(
                    DeclaredMember(
                        name: String(label.dropFirst(computedPrefix.count)), valueKind: property.valueKind,
                        isComputed: true))
            } else {
                result.append(
                    DeclaredMember(
                        name: label.hasPrefix("_") ? String(label.dropFirst()) : label, valueKind: property.valueKind,
                        isComputed: false))
            }
            return true
        }
        return result
    }

    /// The name of the parameter or property object `object` among `named`.
    package static func name(of object: AnyObject, among named: [(String, AnyObject)]) -> String? {
        named.first(where: { $0.1 === object })?.0
    }

    /// The metadata type of a value kind, and whether it is optional.
    package static func valueType(of kind: _IntentValueKind) -> (type: ValueType, isOptional: Bool) {
        switch kind {
        case .optional(let inner): (valueType(of: inner).type, true)
        case .primitive(let primitive): (.primitive(PrimitiveType(swiftName: primitive.rawValue) ?? .string), false)
        case .measurement(let unit, _): (.measurement(UnitType(unitClassName: unit) ?? .length), false)
        case .entity(let type): (.entity(typeName: TypeNames.short(type)), false)
        case .enumeration(let type): (.enumeration(identifier: TypeNames.short(type)), false)
        case .array(let element, _): (.array(of: valueType(of: element).type), false)
        // Listed as an array of the entity: what it is given as, and what `[Entity]` lists.
        case .entityCollection(let collection):
            (.array(of: .entity(typeName: TypeNames.short(collection.entityType))), false)
        case .union(let type):
            (
                .union(
                    identifier: TypeNames.short(type),
                    cases: type._cases.map { item in
                        let title = UnionTitles.caseTitle(item.name, in: type)
                        return UnionCase(
                            identifier: item.name, valueType: valueType(of: item.kind).type,
                            title: title == item.name ? nil : title)
                    }),
                false
            )
        }
    }

    /// A literal default as metadata, when it has a literal form (entities have none).
    package static func metadataValue(_ value: Any?) -> MetadataValue? {
        switch value {
        case nil: nil
        case let bool as Bool: .bool(bool)
        case let int as Int: .number(Double(int))
        case let double as Double: .number(double)
        case let decimal as Decimal: .number(NSDecimalNumber(decimal: decimal).doubleValue)
        case let string as String: .string(string)
        case let url as URL: .string(url.absoluteString)
        case let value as any AppEnum: .string(String(describing: value.rawValue))
        case let array as [Any]:
            array.isEmpty ? nil : .array(array.compactMap { metadataValue($0) })
        default: nil
        }
    }
}

/// The stored fields of a struct type: labels, byte offsets and types, read once per type from
/// its metadata.
struct FieldLayout: @unchecked Sendable {
    // @unchecked: `Any.Type` is an immutable metatype.
    struct Field {
        var label: String
        var offset: Int
        var type: Any.Type
    }

    var fields: [Field]

    private static let cache = TypeCache<FieldLayout?>()

    /// The layout of `type`, or `nil` when it is not a struct (read those with `Mirror`).
    static func of(_ type: Any.Type) -> FieldLayout? {
        cache.value(for: type) { read(type) }
    }

    private static func read(_ type: Any.Type) -> FieldLayout? {
        // A class's fields are not in the reference's bytes; `_forEachField` refuses the kinds it
        // cannot lay out (existentials, functions).
        guard !(type is AnyClass) else { return nil }
        var fields: [Field] = []
        let complete = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            fields.append(Field(label: String(cString: name), offset: offset, type: fieldType))
            return true
        }
        // An enum "completes" with no fields; Mirror shows its case (and an empty struct costs
        // Mirror nothing).
        return complete && !fields.isEmpty ? FieldLayout(fields: fields) : nil
    }
}

/// Where the parameters of an intent type and the properties of an entity type sit in an
/// instance, with a reader for each that knows its type: worked out once per type, so reading
/// them takes no dynamic cast (which looked every field's conformance up, on every run).
struct MemberLayout: @unchecked Sendable {
    // @unchecked: the readers are pure functions of an instance's bytes.
    struct Parameter {
        var name: String
        var load: (UnsafeRawPointer) -> any _AnyIntentParameter
    }

    struct Member {
        var load: (UnsafeRawPointer) -> Reflection.EntityMember
        /// Where a stored property's wrapper (a class reference) sits; `nil` for a computed one.
        var offset: Int?
    }

    var parameters: [Parameter] = []
    var members: [Member] = []

    private static let cache = TypeCache<MemberLayout?>()

    /// The layout of `type`, or `nil` when `FieldLayout` cannot lay it out.
    static func of(_ type: Any.Type) -> MemberLayout? {
        cache.value(for: type) { FieldLayout.of(type).map(Self.init) }
    }

    private init(_ layout: FieldLayout) {
        for field in layout.fields {
            let name = field.label.hasPrefix("_") ? String(field.label.dropFirst()) : field.label
            if let type = field.type as? any _AnyIntentParameter.Type {
                parameters.append(Parameter(name: name, load: Self.reader(type, at: field.offset)))
            }
            if let type = field.type as? any _AnyEntityProperty.Type {
                let load = Self.propertyReader(type, at: field.offset)
                members.append(Member(load: { .stored(name: name, property: load($0)) }, offset: field.offset))
            } else if let type = field.type as? any _EntityPropertyDescribing.Type {
                members.append(Member(load: Self.descriptorReader(type, at: field.offset), offset: nil))
            }
        }
    }

    private static func reader<Field: _AnyIntentParameter>(
        _: Field.Type, at offset: Int
    ) -> (UnsafeRawPointer)
        -> any _AnyIntentParameter
    {
        { $0.load(fromByteOffset: offset, as: Field.self) }
    }

    private static func propertyReader<Field: _AnyEntityProperty>(
        _: Field.Type, at offset: Int
    ) -> (
        UnsafeRawPointer
    ) -> any _AnyEntityProperty {
        { $0.load(fromByteOffset: offset, as: Field.self) }
    }

    private static func descriptorReader<Field: _EntityPropertyDescribing>(
        _: Field.Type, at offset: Int
    ) -> (
        UnsafeRawPointer
    ) -> Reflection.EntityMember {
        { .computed($0.load(fromByteOffset: offset, as: Field.self).erased) }
    }
}
