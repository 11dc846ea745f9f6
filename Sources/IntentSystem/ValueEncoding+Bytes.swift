import AppIntents
import AppIntentsMetadata
import CoreLocation
import Foundation
import GeoToolbox

extension ValueEncoding {
    /// `value` as compact JSON bytes, written as it is read: what `json(_:kind:)` gives, as the
    /// MCP server serializes it (`CompactJSON`, keys sorted), with no tree built and no `await`
    /// per value.
    ///
    /// With a declared type, an entity where the type declares one is written as one flat object
    /// (the shape a tool's structured content has): its properties, with `id` (always the
    /// identifier) and the display `title` and `subtitle` beside them where no property has those
    /// names; arrays and union cases are followed as the type declares them. Anywhere else an
    /// entity is `{id, type, title, subtitle, properties}` as `entityJSON(_:)` gives it.
    ///
    /// A `@ComputedProperty` is read through an `async` getter: a value holding entities with
    /// such properties is written twice, the second time with their computed values read in
    /// between. `nil` when a computed value itself holds such an entity: encode those with
    /// `json(_:kind:)`.
    package static func bytes(_ value: Any?, flattening declared: ValueType? = nil) async -> [UInt8]? {
        await written(value, declared)?.out
    }

    /// `bytes(_:flattening:)` and `text(_:)` at once: an entity's title, and those of an array of
    /// entities, are the display representations the bytes were written with.
    package static func bytesAndText(
        _ value: Any?, flattening declared: ValueType? = nil
    ) async -> (bytes: [UInt8], text: String)? {
        guard let writer = await written(value, declared) else { return nil }
        guard let value else { return (writer.out, "") }
        switch ValueShape.of(value) {
        case .entity:
            if let title = writer.topTitle { return (writer.out, title) }
        case .array where !writer.titles.contains(nil), .entities where !writer.titles.contains(nil):
            return (writer.out, joined(writer.titles))
        default: break
        }
        return (writer.out, text(value))
    }

    /// The titles, each there, separated by commas: their bytes copied once into a string made
    /// at its final size (appending to a string, title by title, costs more than the copy).
    private static func joined(_ titles: [String?]) -> String {
        var size = max(0, titles.count - 1) * 2
        for title in titles { size += title!.utf8.count }
        return String(unsafeUninitializedCapacity: size) { buffer in
            var at = 0
            for (index, title) in titles.enumerated() {
                if index > 0 {
                    buffer[at] = UInt8(ascii: ",")
                    buffer[at + 1] = UInt8(ascii: " ")
                    at += 2
                }
                for byte in title!.utf8 {
                    buffer[at] = byte
                    at += 1
                }
            }
            return at
        }
    }

    private static func written(_ value: Any?, _ declared: ValueType?) async -> ValueWriter? {
        var first = ValueWriter(computed: [])
        guard first.write(value, declared: declared) else { return nil }
        if first.pending.isEmpty { return first }
        var tables: [[String: any Sendable]] = []
        for (entity, members) in first.pending {
            var table: [String: any Sendable] = [:]
            // Only what the caller may see is computed: a withheld getter is never called.
            let entityType = type(of: entity)
            for member in members where EntityDisclosure.shows(member, of: entityType) {
                guard case .computed(let descriptor) = member, descriptor.kind == "computed" else { continue }
                if let read = try? await descriptor.read(entity) { table[descriptor.name] = read }
            }
            tables.append(table)
        }
        var second = ValueWriter(computed: tables)
        guard second.write(value, declared: declared), second.pending.isEmpty else { return nil }
        return second
    }
}

/// Writes values for `ValueEncoding.bytes(_:flattening:)`; every case reads the value as
/// `ValueEncoding.json(_:kind:)` does, in the same order of casts.
private struct ValueWriter {
    var out: [UInt8] = []
    /// The computed properties' values of the entities that have them, in the order they are
    /// met; the ones met beyond these are `pending`, their values written as `null` meanwhile.
    let computed: [[String: any Sendable]]
    private var met = 0
    private(set) var pending: [(any AppEntity, [Reflection.EntityMember])] = []
    /// How deep in computed values the writer is: the entities met there are not counted, so an
    /// entity with computed properties there cannot be written.
    private var inComputed = 0
    /// How many arrays, entities and union cases the writer is in.
    private var level = 0
    /// The display title of the value when it is an entity, and of each element of the value
    /// when it is an array (`nil` for an element that is not an entity).
    private(set) var topTitle: String?
    private(set) var titles: [String?] = []
    private var element = 0
    /// The plan of the entity type written last: the elements of an array of entities share one.
    private var lastPlan: (type: ObjectIdentifier, plan: EntityPlan)?

    init(computed: [[String: any Sendable]]) {
        self.computed = computed
        out.reserveCapacity(1024)
    }

    /// The computed values of `entity`, met now.
    private mutating func table(
        for entity: some AppEntity, _ members: () -> [Reflection.EntityMember], _ plan: EntityPlan
    ) -> [String: any Sendable]? {
        guard plan.awaits else { return [:] }
        guard inComputed == 0 else { return nil }
        defer { met += 1 }
        if met < computed.count { return computed[met] }
        pending.append((entity, members()))
        return [:]
    }

    mutating func write(_ value: Any?, declared: ValueType?) -> Bool {
        guard let value else {
            null()
            return true
        }
        switch value {
        case let string as String:
            CompactJSON.writeString(string, to: &out)
            return true
        case let int as Int:
            CompactJSON.writeNumber(Double(int), to: &out)
            return true
        case let bool as Bool:
            out.append(contentsOf: (bool ? "true" : "false").utf8)
            return true
        case let double as Double:
            CompactJSON.writeNumber(double, to: &out)
            return true
        default: break
        }
        switch ValueShape.of(value) {
        case .entity(let type):
            func open<Entity: AppEntity>(_: Entity.Type) -> Bool { entity(value as! Entity, declared: declared) }
            return open(type)
        case .entities(let type):
            func open<Entity: AppEntity>(_: Entity.Type) -> Bool {
                array(value as! [Entity], declared: declared) { $0.entity($1, declared: $2) }
            }
            return open(type)
        case .array: return array(value as! [Any], declared: declared) { $0.write($1, declared: $2) }
        case .other: break
        }
        if let optional = value as? any _OptionalValue, optional._isNil {
            null()
            return true
        }
        switch value {
        case let entity as any AppEntity: return self.entity(entity, declared: declared)
        case let enumeration as any AppEnum: string(String(describing: enumeration.rawValue))
        case let decimal as Decimal: CompactJSON.writeNumber(NSDecimalNumber(decimal: decimal).doubleValue, to: &out)
        case let money as IntentCurrencyAmount:
            out.append(contentsOf: #"{"amount":"#.utf8)
            CompactJSON.writeNumber(NSDecimalNumber(decimal: money.amount).doubleValue, to: &out)
            out.append(contentsOf: #","currencyCode":"#.utf8)
            string(money.currencyCode)
            out.append(UInt8(ascii: "}"))
        case let person as IntentPerson: json(Primitives.json(person))
        case let placemark as CLPlacemark: json(Primitives.json(placemark))
        case let place as PlaceDescriptor: json(Primitives.json(place))
        case let rule as Calendar.RecurrenceRule: string(Primitives.text(rule))
        case let duration as Duration: CompactJSON.writeNumber(Primitives.seconds(duration), to: &out)
        case let name as PersonNameComponents: json(Primitives.json(name))
        case let method as IntentPaymentMethod: json(Primitives.json(method))
        case let url as URL: string(url.absoluteString)
        case let date as Date: string(ISO8601DateFormatter().string(from: date))
        case let components as DateComponents: string(ValueEncoding.componentsText(components))
        case let file as IntentFile:
            out.append(contentsOf: #"{"filename":"#.utf8)
            string(file.filename)
            out.append(contentsOf: #","size":"#.utf8)
            CompactJSON.writeNumber(Double(file.data.count), to: &out)
            out.append(UInt8(ascii: "}"))
        case let text as AttributedString: string(String(text.characters))
        case let measurement as Measurement<Dimension>: self.measurement(measurement.value, measurement.unit.symbol)
        case let array as [Any]: return self.array(array, declared: declared) { $0.write($1, declared: $2) }
        case let set as any _IntentSetValue:
            return self.array(set._orderedElements, declared: declared) { $0.write($1, declared: $2) }
        case let collection as any _EntityCollectionValue:
            let items = Array(zip(collection._identifierStrings, collection._knownEntities))
            return self.array(items, declared: declared) { writer, item, member in
                if let entity = item.1 { return writer.entity(entity, declared: member) }
                writer.out.append(contentsOf: #"{"id":"#.utf8)
                writer.string(item.0)
                writer.out.append(UInt8(ascii: "}"))
                return true
            }
        case let union as any _UnionValue:
            let (name, payload) = union._unionCase
            var payloadType: ValueType?
            if case .union(_, let cases)? = declared { payloadType = cases.first { $0.identifier == name }?.valueType }
            out.append(UInt8(ascii: "{"))
            string(name)
            out.append(UInt8(ascii: ":"))
            level += 1
            defer { level -= 1 }
            guard write(payload, declared: payloadType) else { return false }
            out.append(UInt8(ascii: "}"))
        default:
            if let measurement = MeasurementBox(value) {
                self.measurement(measurement.value, measurement.symbol)
            } else {
                string(String(describing: value))
            }
        }
        return true
    }

    mutating func entity(_ entity: some AppEntity, declared: ValueType?) -> Bool {
        let display = entity.displayRepresentation
        if level == 0 {
            topTitle = display.title.defaultValue
        } else if level == 1, !titles.isEmpty {
            titles[element] = display.title.defaultValue
        }
        level += 1
        defer { level -= 1 }
        let flat = if case .entity? = declared { true } else { false }
        return Reflection.withMembers(of: entity) { count, member, wrapper in
            let members = { (0..<count).map(member) }
            return flat
                ? flatEntity(entity, display, member, wrapper, members)
                : systemEntity(entity, display, member, wrapper, members)
        }
    }

    mutating func array<Element>(
        _ array: [Element], declared: ValueType?, _ write: (inout ValueWriter, Element, ValueType?) -> Bool
    ) -> Bool {
        var member: ValueType?
        if case .array(let declaredMember)? = declared { member = declaredMember }
        let top = level == 0
        if top { titles = Array(repeating: nil, count: array.count) }
        level += 1
        defer { level -= 1 }
        out.append(UInt8(ascii: "["))
        // By index: the element type may be known only at run time, and an enumerated sequence
        // of it builds tuple metadata.
        for index in 0..<array.count {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            if top { element = index }
            guard write(&self, array[index], member) else { return false }
        }
        out.append(UInt8(ascii: "]"))
        return true
    }

    mutating func null() { out.append(contentsOf: "null".utf8) }

    /// A value the system builds as a `JSONValue` (a person, a place), written as the MCP server
    /// writes one: compact, keys sorted.
    mutating func json(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let bool): out.append(contentsOf: (bool ? "true" : "false").utf8)
        case .number(let number): CompactJSON.writeNumber(number, to: &out)
        case .string(let text): string(text)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                json(item)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                string(key)
                out.append(UInt8(ascii: ":"))
                json(members[key]!)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Writes the value of the `EntityProperty` of `scalar`'s type at `object`, or `null` when it
    /// has none (as `write` has it).
    private mutating func writeScalar(_ scalar: EntityPlan.Scalar, _ object: UnsafeRawPointer) {
        func value<Value: _IntentValue>(_: Value.Type) -> Value? {
            Unmanaged<EntityProperty<Value>>.fromOpaque(object)._withUnsafeGuaranteedRef { $0.storedValue }
        }
        switch scalar {
        case .string:
            guard let string = value(String.self) else { return null() }
            CompactJSON.writeString(string, to: &out)
        case .int:
            guard let int = value(Int.self) else { return null() }
            CompactJSON.writeNumber(Double(int), to: &out)
        case .double:
            guard let double = value(Double.self) else { return null() }
            CompactJSON.writeNumber(double, to: &out)
        case .bool:
            guard let bool = value(Bool.self) else { return null() }
            out.append(contentsOf: (bool ? "true" : "false").utf8)
        }
    }

    mutating func string(_ value: String) { CompactJSON.writeString(value, to: &out) }

    mutating func measurement(_ value: Double, _ unit: String) {
        out.append(contentsOf: #"{"unit":"#.utf8)
        string(unit)
        out.append(contentsOf: #","value":"#.utf8)
        CompactJSON.writeNumber(value, to: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// `{"id":…,"properties":{…},"subtitle":…,"title":…,"type":…}`, as `entityJSON(_:)`.
    private mutating func systemEntity(
        _ entity: some AppEntity, _ display: DisplayRepresentation, _ member: (Int) -> Reflection.EntityMember,
        _ wrapper: (Int) -> UnsafeRawPointer?,
        _ members: () -> [Reflection.EntityMember]
    ) -> Bool {
        let plan = plan(of: entity, members)
        guard let table = table(for: entity, members, plan) else { return false }
        out.append(contentsOf: #"{"id":"#.utf8)
        string(entity.id.entityIdentifierString)
        out.append(contentsOf: #","properties":{"#.utf8)
        let caller = plan.isGated ? EntityDisclosure.caller : .deviceOwner
        var first = true
        for index in plan.sorted where plan.needed[index] <= caller {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            guard property(index, member, wrapper, plan.properties[index], table) else { return false }
        }
        out.append(UInt8(ascii: "}"))
        if let subtitle = display.subtitle?.defaultValue {
            out.append(contentsOf: #","subtitle":"#.utf8)
            string(subtitle)
        }
        out.append(contentsOf: #","title":"#.utf8)
        string(display.title.defaultValue)
        out.append(contentsOf: #","type":"#.utf8)
        string(plan.typeName)
        out.append(UInt8(ascii: "}"))
        return true
    }

    /// The properties with `id`, `title` and `subtitle` beside them, as
    /// `ToolCatalog.structuredValue(_:as:)` flattens `entityJSON(_:)`.
    private mutating func flatEntity(
        _ entity: some AppEntity, _ display: DisplayRepresentation, _ member: (Int) -> Reflection.EntityMember,
        _ wrapper: (Int) -> UnsafeRawPointer?,
        _ members: () -> [Reflection.EntityMember]
    ) -> Bool {
        let plan = plan(of: entity, members)
        guard let table = table(for: entity, members, plan) else { return false }
        let subtitle = display.subtitle?.defaultValue
        let caller = plan.isGated ? EntityDisclosure.caller : .deviceOwner
        out.append(UInt8(ascii: "{"))
        var first = true
        for key in plan.flat {
            if case .subtitle = key, subtitle == nil { continue }
            if case .member(let index) = key, plan.needed[index] > caller { continue }
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            switch key {
            case .id:
                out.append(contentsOf: #""id":"#.utf8)
                string(entity.id.entityIdentifierString)
            case .title:
                out.append(contentsOf: #""title":"#.utf8)
                string(display.title.defaultValue)
            case .subtitle:
                out.append(contentsOf: #""subtitle":"#.utf8)
                string(subtitle!)
            case .member(let index):
                guard property(index, member, wrapper, plan.properties[index], table) else { return false }
            }
        }
        out.append(UInt8(ascii: "}"))
        return true
    }

    private mutating func plan(of entity: some AppEntity, _ members: () -> [Reflection.EntityMember]) -> EntityPlan {
        let type = ObjectIdentifier(Swift.type(of: entity))
        if let lastPlan, lastPlan.type == type { return lastPlan.plan }
        let plan = EntityPlan.of(Swift.type(of: entity), members: members)
        lastPlan = (type, plan)
        return plan
    }

    /// `"name":value`, as `properties(of:)` writes it: a stored entity by reference
    /// (`{id, title}`), so cycles cannot recurse; a computed value in full.
    mutating func property(
        _ index: Int, _ member: (Int) -> Reflection.EntityMember, _ wrapper: (Int) -> UnsafeRawPointer?,
        _ known: EntityPlan.Property, _ table: [String: any Sendable]
    ) -> Bool {
        out.append(contentsOf: known.key)
        // A string, number or bool property read as one: its class is known (`EntityPlan`), so
        // there is neither a box nor a cast, and read in place, so the wrapper is not retained.
        if let scalar = known.scalar, let address = wrapper(index) {
            writeScalar(scalar, address.load(as: UnsafeRawPointer.self))
            return true
        }
        guard case .stored(_, let property) = member(index) else {
            inComputed += 1
            defer { inComputed -= 1 }
            return write(table[known.name], declared: nil)
        }
        // The same, for an entity read through `Mirror`.
        if let scalar = known.scalar {
            writeScalar(scalar, UnsafeRawPointer(Unmanaged.passUnretained(property as AnyObject).toOpaque()))
            return true
        }
        let value = property.anyValue
        if known.mayBeEntity, let nested = value as? any AppEntity {
            out.append(contentsOf: #"{"id":"#.utf8)
            string(nested.id.entityIdentifierString)
            out.append(contentsOf: #","title":"#.utf8)
            string(ValueEncoding.text(nested))
            out.append(UInt8(ascii: "}"))
            return true
        }
        return write(value, declared: nil)
    }
}

/// What writing an entity type's instances needs, worked out from its first instance: the
/// properties' names in sorted order (with the flat form's `id`, `title` and `subtitle` among
/// them), which of them can hold an entity, and whether any is read with an `await`.
private final class EntityPlan: @unchecked Sendable {
    // @unchecked: immutable after init.
    struct Property {
        var name: String
        /// `"name":`, as written before the property's value.
        var key: [UInt8]
        /// Only a property whose kind is an entity (or may be: arrays, unions, optionals of
        /// them) is cast to one; a cast to a protocol looks the conformance up.
        var mayBeEntity: Bool
        /// The scalar the property holds, when it is an `EntityProperty` of exactly that type.
        var scalar: Scalar?
    }

    enum Scalar {
        case string, int, double, bool
    }

    enum FlatKey {
        case id, title, subtitle
        case member(Int)
    }

    let typeName: String
    /// By member index; deferred members are not in `sorted`.
    let properties: [Property]
    /// The member indexes to write, sorted by name, the last of equal names kept.
    let sorted: [Int]
    let flat: [FlatKey]
    /// A `@ComputedProperty` is read through an `async` getter.
    let awaits: Bool
    /// By member index: what a caller must have proved to see it (`EntityDisclosure`).
    let needed: [CallerAuthentication]
    /// Whether any member asks a caller for authentication, so the bound caller is read.
    let isGated: Bool

    private init(_ type: any AppEntity.Type, members: [Reflection.EntityMember]) {
        typeName = TypeNames.short(type)
        var properties: [Property] = []
        var lastIndex: [String: Int] = [:]
        var awaits = false
        needed = members.map { EntityDisclosure.needed(for: $0, of: type) }
        isGated = needed.contains { $0 > .none }
        for (index, member) in members.enumerated() {
            // A property the app keeps to itself is never written.
            if member.isInternal {
                properties.append(Property(name: member.name, key: [], mayBeEntity: false, scalar: nil))
                continue
            }
            switch member {
            case .stored(let name, let property):
                let scalar: Scalar? =
                    switch ObjectIdentifier(Swift.type(of: property)) {
                    case ObjectIdentifier(EntityProperty<String>.self): .string
                    case ObjectIdentifier(EntityProperty<Int>.self): .int
                    case ObjectIdentifier(EntityProperty<Double>.self): .double
                    case ObjectIdentifier(EntityProperty<Bool>.self): .bool
                    default: nil
                    }
                properties.append(
                    Property(
                        name: name, key: Self.key(name), mayBeEntity: Self.mayBeEntity(property.valueKind),
                        scalar: scalar))
                lastIndex[name] = index
            case .computed(let descriptor):
                properties.append(
                    Property(name: descriptor.name, key: Self.key(descriptor.name), mayBeEntity: false, scalar: nil))
                // A deferred property is fetched only when asked for: not written.
                if descriptor.kind == "computed" {
                    awaits = true
                    lastIndex[descriptor.name] = index
                }
            }
        }
        self.properties = properties
        self.awaits = awaits
        let sorted = lastIndex.sorted { $0.key < $1.key }
        self.sorted = sorted.map(\.value)
        var flat: [(String, FlatKey)] = sorted.map { ($0.key, .member($0.value)) }
        flat.removeAll { $0.0 == "id" }
        flat.append(("id", .id))
        if lastIndex["title"] == nil { flat.append(("title", .title)) }
        if lastIndex["subtitle"] == nil { flat.append(("subtitle", .subtitle)) }
        self.flat = flat.sorted { $0.0 < $1.0 }.map(\.1)
    }

    private static func key(_ name: String) -> [UInt8] {
        var key: [UInt8] = []
        CompactJSON.writeString(name, to: &key)
        key.append(UInt8(ascii: ":"))
        return key
    }

    private static func mayBeEntity(_ kind: _IntentValueKind) -> Bool {
        switch kind.unwrapped {
        case .primitive, .enumeration, .measurement: false
        case .entity, .array, .union, .optional, .entityCollection: true
        }
    }

    private static let cache = TypeCache<EntityPlan>()

    static func of(_ type: any AppEntity.Type, members: () -> [Reflection.EntityMember]) -> EntityPlan {
        cache.value(for: type) { EntityPlan(type, members: members()) }
    }
}
