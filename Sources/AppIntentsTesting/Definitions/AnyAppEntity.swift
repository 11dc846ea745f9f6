import AppIntents
import AppIntentsMetadata
import CoreTransferable
import Foundation
import IntentStore
import IntentSystem
import UniformTypeIdentifiers

/// A definition whose values a test can check and convert to (Apple's `AppIntentTypeDefinition`):
/// `try result.value.as(definitions.entities["SoupEntity"])`.
public protocol AppIntentTypeDefinition: Sendable {
    associatedtype Instance: IntentValueConvertible
    /// Throws when `value` is not of this definition's type.
    func isInstance(_ value: Instance) throws
}

/// An entity type of the app under test, found by name: its queries, and its Spotlight records
/// (Apple's App Intents Testing, iOS 27).
public struct AppEntityDefinition: AppIntentTypeDefinition, Equatable {
    let session: TestSession
    /// The entity's type name.
    public let typeIdentifier: String
    /// The bundle identifier of the app under test.
    public var bundleIdentifier: String { session.bundleIdentifier }

    /// A reference to the entity with this identifier, to pass to an intent; resolved by the
    /// entity's query when the intent runs. Its properties have no values until then.
    public func makeReference(identifier: String) -> AnyAppEntity {
        AnyAppEntity(
            value: _TestValue(
                .entity(EntitySnapshot(type: typeIdentifier, id: identifier, title: identifier, properties: [:]))),
            bundleIdentifier: bundleIdentifier)
    }

    /// Every entity of the type (an `EnumerableEntityQuery`'s `allEntities()`).
    public func allEntities() async throws -> [AnyAppEntity] {
        let (harness, lookup) = try await resolve()
        guard let all = lookup.all else {
            throw TestingError("\(typeIdentifier)'s query is not an EnumerableEntityQuery: it cannot list every entity")
        }
        return try await snapshots(harness) { try await all() }
    }

    /// The query's `entities(for:)`: the entities with these identifiers that exist.
    public func entities<Identifier: EntityIdentifierConvertible>(
        identifiers: [Identifier]
    ) async throws -> [AnyAppEntity] {
        let (harness, lookup) = try await resolve()
        let strings = identifiers.map(\.entityIdentifierString)
        return try await snapshots(harness) { try await lookup.byIdentifiers(strings) }
    }

    /// The query's `entities(matching:)` (an `EntityStringQuery`), as Shortcuts' search field calls it.
    public func entities(matching string: String) async throws -> [AnyAppEntity] {
        let (harness, lookup) = try await resolve()
        guard let matching = lookup.matching else {
            throw TestingError("\(typeIdentifier)'s query is not an EntityStringQuery: it has no entities(matching:)")
        }
        return try await snapshots(harness) { try await matching(string) }
    }

    /// The query's `suggestedEntities()`, as a picker shows them first.
    public func suggestedEntities() async throws -> [AnyAppEntity] {
        let (harness, lookup) = try await resolve()
        return try await snapshots(harness) { try await lookup.suggested() }
    }

    /// The entities of this type that Spotlight finds for `userQuery` in what the app indexed
    /// (`CSSearchableIndex.indexAppEntities`, `IndexedEntity`), best first, read through the
    /// entity's query; every indexed entity of the type when `userQuery` is `nil`.
    public func spotlightQuery(_ userQuery: String? = nil) async throws -> [AnyAppEntity] {
        let (harness, lookup) = try await resolve()
        let identifiers: [String]
        if let userQuery {
            identifiers = try harness.searchIndex.search(SearchQuery(userQuery, entityType: typeIdentifier, limit: 100))
                .map(\.record.entityID)
        } else {
            identifiers = harness.searchIndex.records(entityType: typeIdentifier).map(\.entityID)
        }
        guard !identifiers.isEmpty else { return [] }
        let found = try await snapshots(harness) { try await lookup.byIdentifiers(identifiers) }
        // In the index's order, each once.
        return identifiers.compactMap { id in found.first { $0.identifier.instanceIdentifier == id } }
    }

    /// The entities of this type that the app's views on screen are annotated with. Not
    /// supported yet: the host has no views, so this always throws.
    public func viewAnnotations() async throws -> [ViewAnnotation] {
        throw TestingError(
            "viewAnnotations() is not supported yet: the host has no views, so no view annotates \(typeIdentifier)")
    }

    /// A query for every entity of the type, to hand on; run it with `allEntities()`.
    public func allEntitiesQuery() -> AnyEntityQuery { AnyEntityQuery(entity: typeIdentifier, kind: "all") }
    /// A query for the entities with these identifiers, to hand on.
    public func entityQuery<Identifier: EntityIdentifierConvertible>(identifiers: [Identifier]) -> AnyEntityQuery {
        AnyEntityQuery(
            entity: typeIdentifier,
            kind: "identifiers:" + identifiers.map(\.entityIdentifierString).joined(separator: ","))
    }
    /// A query for the entities matching `string`, to hand on.
    public func entityQuery(matching string: String) -> AnyEntityQuery {
        AnyEntityQuery(entity: typeIdentifier, kind: "matching:" + string)
    }
    /// A query for the suggested entities, to hand on.
    public func suggestedEntitiesQuery() -> AnyEntityQuery { AnyEntityQuery(entity: typeIdentifier, kind: "suggested") }

    /// An entity made from a file (`AnyAppEntity.exported(as:)`) through its `Transferable`
    /// representations.
    public func resolved(from file: IntentFile) async throws -> AnyAppEntity {
        let (harness, type) = try await transferableType()
        @Sendable func make<Item: Transferable>(_ type: Item.Type) async throws -> SendableValue {
            SendableValue(value: try await Item(importing: file.data, contentType: file.type))
        }
        let made = try await harness.scoped { try await make(type) }
        return try await anyEntity(made)
    }

    /// An entity made from the system value its `ValueRepresentation` imports.
    public func resolved<T: _SystemIntentValue & IntentValueConvertible>(from value: T) async throws -> AnyAppEntity {
        let (harness, type) = try await transferableType()
        let given = SendableValue(value: value)
        @Sendable func make<Item: Transferable>(_ type: Item.Type) async throws -> SendableValue? {
            for conversion in Item.valueConversions() where conversion.valueType == T.self {
                if let make = conversion.import, let value = given.value as? T {
                    return SendableValue(value: try await make(value))
                }
            }
            return nil
        }
        guard let made = try await harness.scoped({ try await make(type) }) else {
            throw TestingError("\(typeIdentifier) imports no \(T.self) (it has no ValueRepresentation importing one)")
        }
        return try await anyEntity(made)
    }

    private func transferableType() async throws -> (IntentTestHarness, any Transferable.Type) {
        let (harness, lookup) = try await resolve()
        guard let type = lookup.entityType as? any Transferable.Type else {
            throw TestingError("\(typeIdentifier) is not Transferable: nothing can be imported as one")
        }
        return (harness, type)
    }

    private func anyEntity(_ made: SendableValue) async throws -> AnyAppEntity {
        guard let entity = made.value as? any AppEntity else {
            throw TestingError("\(typeIdentifier)'s import did not make an entity")
        }
        return AnyAppEntity(
            value: _TestValue(.entity(await Snapshots.entity(entity, depth: 0))), bundleIdentifier: bundleIdentifier)
    }

    public func isInstance(_ value: AnyAppEntity) throws {
        guard value.identifier.entityType.persistentIdentifier == typeIdentifier else {
            throw TestingError(
                "\(value.identifier.entityType.persistentIdentifier) \(value.identifier.instanceIdentifier) is not \(typeIdentifier)"
            )
        }
    }

    public static func == (lhs: AppEntityDefinition, rhs: AppEntityDefinition) -> Bool {
        lhs.session === rhs.session && lhs.typeIdentifier == rhs.typeIdentifier
    }

    private func resolve() async throws -> (IntentTestHarness, EntityLookup) {
        let harness = try await session.running()
        do {
            return (harness, try harness.entityLookup(typeIdentifier))
        } catch {
            throw TestingError(
                "\(session.bundleIdentifier) has no entity named '\(typeIdentifier)'."
                    + nearest(typeIdentifier, among: Array(harness.metadata.entities.keys)))
        }
    }

    private func snapshots(
        _ harness: IntentTestHarness, _ fetch: @escaping @Sendable () async throws -> [any AppEntity]
    ) async throws -> [AnyAppEntity] {
        let entities = try await harness.scoped { try await fetch().map { SendableValue(value: $0) } }
        var result: [AnyAppEntity] = []
        for entity in entities {
            guard let entity = entity.value as? any AppEntity else { continue }
            result.append(
                AnyAppEntity(
                    value: _TestValue(.entity(await Snapshots.entity(entity, depth: 0))),
                    bundleIdentifier: bundleIdentifier))
        }
        return result
    }
}

/// An entity query to hand on (Apple's `AnyEntityQuery`); run queries with the definition's
/// `entities(…)` methods.
public struct AnyEntityQuery: Sendable, Equatable {
    let entity: String
    let kind: String
}

/// The type of an entity: its type name within the app (Apple's `AttributedTypeIdentifier`).
public struct AttributedTypeIdentifier: Sendable, Hashable {
    /// The entity's type name, such as `SoupEntity`.
    public let persistentIdentifier: String
    /// The app's bundle identifier.
    public let bundleIdentifier: String?

    public init(persistentIdentifier: String, bundleIdentifier: String? = nil) {
        self.persistentIdentifier = persistentIdentifier
        self.bundleIdentifier = bundleIdentifier
    }
}

/// An entity's identity: its type and its identifier (Apple's `AttributedEntityIdentifier`).
public struct AttributedEntityIdentifier: Sendable, Hashable {
    public let entityType: AttributedTypeIdentifier
    /// The entity's `id`, as text.
    public let instanceIdentifier: String

    public init(entityType: AttributedTypeIdentifier, instanceIdentifier: String) {
        self.entityType = entityType
        self.instanceIdentifier = instanceIdentifier
    }
}

/// An entity's identity (Apple's `AppEntityIdentifier`).
public struct AppEntityIdentifier: Sendable, Hashable {
    public let entityType: AttributedTypeIdentifier
    public let instanceIdentifier: String

    public init(entityType: AttributedTypeIdentifier, instanceIdentifier: String) {
        self.entityType = entityType
        self.instanceIdentifier = instanceIdentifier
    }
}

/// An entity a query or a run returned, or a reference made from an identifier: read its
/// properties by name, pass it to an intent.
@dynamicMemberLookup
public struct AnyAppEntity: Sendable, Equatable, IntentValueConvertible {
    var value: _TestValue
    let bundleIdentifier: String?

    init(value: _TestValue, bundleIdentifier: String?) {
        self.value = value
        self.bundleIdentifier = bundleIdentifier
    }

    public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        IntentValueContainer(value)
    }

    public static func _make(from container: IntentValueContainer, at path: String) throws -> AnyAppEntity {
        let value = try container.value.checked()
        guard case .entity = value.kind else { throw value.mismatch("an entity", at: path) }
        return AnyAppEntity(value: value, bundleIdentifier: nil)
    }

    private var snapshot: EntitySnapshot {
        if case .entity(let snapshot) = value.kind { return snapshot }
        return EntitySnapshot(type: "", id: "", title: "", properties: [:])
    }

    /// The entity's identity: `entity.identifier.instanceIdentifier` is its `id` as text.
    public var identifier: AttributedEntityIdentifier {
        get {
            AttributedEntityIdentifier(
                entityType: AttributedTypeIdentifier(
                    persistentIdentifier: snapshot.type, bundleIdentifier: bundleIdentifier),
                instanceIdentifier: snapshot.id)
        }
        set {
            var changed = snapshot
            changed.type = newValue.entityType.persistentIdentifier
            changed.id = newValue.instanceIdentifier
            value = _TestValue(.entity(changed))
        }
    }

    /// A property by name, or `nil` when it has no value.
    public subscript(dynamicMember identifier: String) -> (any IntentValueExpressing)? {
        value.optionalProperty(identifier, of: snapshot.type)
    }

    /// A property by name as `T`: `let title: String = try entity.title`.
    public subscript<T: IntentValueConvertible>(dynamicMember identifier: String) -> T {
        get throws { try value.property(identifier, of: snapshot.type) }
    }

    /// A property by name, to go further: `try entity.profile.name`.
    public subscript(dynamicMember identifier: String) -> DynamicPropertyPath {
        value.propertyPath(identifier, of: snapshot.type)
    }

    /// The entity exported as a file through its `Transferable` representations: as
    /// `contentType`, or its first when `nil`.
    public func exported(as contentType: UTType? = nil) async throws -> IntentFile {
        let item = try transferable()
        func export<Item: Transferable>(_ item: Item) async throws -> IntentFile {
            guard let type = contentType ?? Item.exportedContentTypes().first else {
                throw TestingError("\(snapshot.type) exports no content type")
            }
            let data = try await item.exported(as: type)
            let name = snapshot.id + (type.preferredFilenameExtension.map { ".\($0)" } ?? "")
            return IntentFile(data: data, filename: name, type: type)
        }
        return try await export(item)
    }

    /// The entity exported as the system value its `ValueRepresentation` gives (an
    /// `IntentPerson`, a `CLPlacemark`, a `PlaceDescriptor`).
    public func exported<T: _SystemIntentValue & IntentValueConvertible>(as type: T.Type) async throws -> T {
        let item = try transferable()
        func export<Item: Transferable>(_ item: Item) async throws -> T? {
            for conversion in Item.valueConversions() where conversion.valueType == T.self {
                if let export = conversion.export { return try await export(item) as? T }
            }
            return nil
        }
        guard let value = try await export(item) else {
            throw TestingError("\(snapshot.type) exports no \(T.self) (it has no ValueRepresentation exporting one)")
        }
        return value
    }

    private func transferable() throws -> any Transferable {
        guard let original = snapshot.original?.value else {
            throw TestingError(
                "\(snapshot.type) \(snapshot.id) is a reference: resolve it with a query or a run before exporting it")
        }
        guard let item = original as? any Transferable else {
            throw TestingError("\(snapshot.type) is not Transferable: it has nothing to export")
        }
        return item
    }

    public static func == (lhs: AnyAppEntity, rhs: AnyAppEntity) -> Bool {
        lhs.snapshot.type == rhs.snapshot.type && lhs.snapshot.id == rhs.snapshot.id
    }
}

/// An entity a view on screen is annotated with. The host has no views: see
/// `AppEntityDefinition.viewAnnotations()`.
public struct ViewAnnotation: Sendable, Equatable {
    /// The entity the view shows.
    public let entity: AnyAppEntity
    /// Whether the view is selected.
    public let isSelected: Bool
}

/// An enum of the app under test, found by name.
public struct AppEnumDefinition: AppIntentTypeDefinition {
    let session: TestSession
    /// The enum's type name.
    public let typeIdentifier: String

    /// The case with this raw value, to pass to an intent. A raw value the enum does not have is
    /// reported when the intent runs.
    public func makeCase(_ rawValue: String) -> AnyAppEnum {
        AnyAppEnum(typeIdentifier: typeIdentifier, rawValue: rawValue)
    }

    public func isInstance(_ value: AnyAppEnum) throws {
        guard value.typeIdentifier == typeIdentifier else {
            throw TestingError("\(value) is not a case of \(typeIdentifier)")
        }
    }
}

/// An enum case a test made or a run returned.
public struct AnyAppEnum: Sendable, Equatable, CustomStringConvertible, IntentValueConvertible {
    /// The enum's type name.
    public var typeIdentifier: String
    /// The case's raw value.
    public var rawValue: String
    /// The case's title, when a run returned it.
    var title: String?

    public init(typeIdentifier: String, rawValue: String) {
        self.typeIdentifier = typeIdentifier
        self.rawValue = rawValue
    }

    /// A case whose raw value is not text: `AnyAppEnum(typeIdentifier: "Rating", value: 3)`.
    public init(typeIdentifier: String, value: any LosslessStringConvertible) {
        self.init(typeIdentifier: typeIdentifier, rawValue: value.description)
    }

    /// The raw value as `T`: `try size.as(String.self) == "large"`.
    public func `as`<T: LosslessStringConvertible>(_ type: T.Type) throws -> T {
        guard let value = T(rawValue) else {
            throw TestingError("\(typeIdentifier).\(rawValue): the raw value is not \(T.self)")
        }
        return value
    }

    public var description: String { "\(typeIdentifier).\(rawValue)" }

    public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        IntentValueContainer(_TestValue(.enumCase(type: typeIdentifier, rawValue: rawValue, title: title ?? rawValue)))
    }

    public static func _make(from container: IntentValueContainer, at path: String) throws -> AnyAppEnum {
        let value = try container.value.checked()
        guard case .enumCase(let type, let rawValue, let title) = value.kind else {
            throw value.mismatch("an enum case", at: path)
        }
        var made = AnyAppEnum(typeIdentifier: type, rawValue: rawValue)
        made.title = title
        return made
    }

    public static func == (lhs: AnyAppEnum, rhs: AnyAppEnum) -> Bool {
        lhs.typeIdentifier == rhs.typeIdentifier && lhs.rawValue == rhs.rawValue
    }
}
