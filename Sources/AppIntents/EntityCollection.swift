import Foundation
import Synchronization

/// The identifiers of entities of one type, for operations on many entities: the system gives
/// a parameter of this type its identifiers without looking each entity up, and the intent asks
/// for the entities only when it needs more than their identifiers.
///
/// ```swift
/// struct DisableAlarmsIntent: AppIntent {
///     static var title: LocalizedStringResource = "Disable Alarms"
///
///     @Parameter(title: "Alarms")
///     var alarms: EntityCollection<AlarmEntity>
///
///     func perform() async throws -> some IntentResult {
///         try await AlarmStore.shared.disable(alarms.identifiers)
///         return .result()
///     }
/// }
/// ```
///
/// `resolvedEntities()` looks the entities up through the entity's `defaultQuery` and keeps them,
/// so asking again (on this collection or a copy of it) asks the query only for identifiers it
/// has not seen. The system lists the type in the metadata as an array of the entity
/// (docs/METADATA.md); on the command line and over MCP it is given as a list of identifiers.
public struct EntityCollection<Entity: AppEntity>: Sendable {
    /// The type without optionality: the collection itself.
    ///
    /// Its `ValueType` is the collection too, not the entity type Apple's SDK gives: in this
    /// project `ValueType` is what a parameter's value is asked for as (what `requestValue()`
    /// returns and `default:` takes), and a collection parameter is asked for as a collection.
    public typealias UnwrappedType = EntityCollection<Entity>

    private var storage: [Entity.ID]
    /// Entities already known by identifier: shared by copies, since an identifier names the same
    /// entity whichever copy asked for it.
    private let known: KnownEntities

    /// Creates a new entity identifier collection.
    ///
    /// - Parameter identifiers: The entity identifiers to add to the collection.
    public init(identifiers: [Entity.ID] = []) {
        storage = identifiers
        known = KnownEntities()
    }

    /// Creates a new entity identifier collection from entities, keeping the entities so
    /// `resolvedEntities()` returns them without a query.
    ///
    /// - Parameter entities: The entities to add to the collection.
    public init(entities: [Entity]) {
        storage = entities.map(\.id)
        known = KnownEntities()
        known.keep(entities)
    }

    /// Identifiers with the entities already found for some of them. Used by the system; not for
    /// app code.
    package init(identifiers: [Entity.ID], keeping entities: [Entity]) {
        storage = identifiers
        known = KnownEntities()
        known.keep(entities)
    }

    /// The entity identifiers in the collection.
    public var identifiers: [Entity.ID] {
        get { storage }
        set { storage = newValue }
    }

    /// The number of entity identifiers in this collection.
    public var count: Int { storage.count }

    /// A Boolean value that indicates whether the collection is empty.
    public var isEmpty: Bool { storage.isEmpty }

    /// Adds the specified entity identifier to the collection.
    public mutating func append(_ identifier: Entity.ID) {
        storage.append(identifier)
    }

    /// Adds the identifier for the specified entity to the collection, and keeps the entity.
    public mutating func append(_ entity: Entity) {
        known.keep([entity])
        storage.append(entity.id)
    }

    /// Adds the identifiers for multiple entities to the collection, and keeps the entities.
    public mutating func append(contentsOf entities: [Entity]) {
        known.keep(entities)
        storage.append(contentsOf: entities.map(\.id))
    }

    /// Adds multiple entity identifiers to the collection.
    public mutating func append(contentsOf identifiers: [Entity.ID]) {
        storage.append(contentsOf: identifiers)
    }

    /// Returns a Boolean value that indicates whether the collection contains the specified
    /// entity identifier.
    public func contains(_ identifier: Entity.ID) -> Bool {
        storage.contains(identifier)
    }

    /// Returns a Boolean value that indicates whether the collection contains the identifier for
    /// the specified entity.
    public func contains(_ entity: Entity) -> Bool {
        storage.contains(entity.id)
    }

    /// Removes an entity's identifier from the collection, wherever it occurs.
    public mutating func remove(_ entity: Entity) {
        remove(entity.id)
    }

    /// Removes the specified entity identifier from the collection, wherever it occurs.
    public mutating func remove(_ identifier: Entity.ID) {
        storage.removeAll { $0 == identifier }
    }

    /// Retrieves and returns the entity instances for each identifier in the collection, in the
    /// collection's order.
    ///
    /// Entities the collection was made with, or found by an earlier call, are returned as they
    /// are; the others are asked of the entity's `defaultQuery` (`entities(for:)`) in one call,
    /// each once, and kept.
    ///
    /// - Returns: An array of resolved entities.
    /// - Throws: An `AppIntentError` naming the identifiers the query did not find, or what the
    ///   query threw.
    public func resolvedEntities() async throws -> [Entity] {
        var found = known.entities(for: storage)
        // Each identifier not found yet, once, in the collection's order.
        var asked = Set<Entity.ID>()
        let missing = storage.filter { found[$0] == nil && asked.insert($0).inserted }
        if !missing.isEmpty {
            let fetched = try await Self.fetch(missing)
            known.keep(fetched)
            for entity in fetched { found[entity.id] = entity }
        }
        let absent = storage.filter { found[$0] == nil }
        guard absent.isEmpty else {
            let type = Entity.typeDisplayRepresentation.name.defaultValue
            let listed = absent.prefix(5).map { "'\($0.entityIdentifierString)'" }.joined(separator: ", ")
            let more = absent.count > 5 ? " and \(absent.count - 5) more" : ""
            let which = absent.count == 1 ? "the identifier \(listed) (it" : "the identifiers \(listed)\(more) (they"
            throw AppIntentError(
                code: .unrecoverable, description: "no \(type) was found for \(which) may have been deleted)")
        }
        return storage.map { found[$0]! }
    }

    /// The entities with these identifiers that the entity's query finds.
    private static func fetch(_ identifiers: [Entity.ID]) async throws -> [Entity] {
        func ask<Query: EntityQuery>(_ query: Query) async throws -> [Entity] {
            // The default query's entity is the entity itself in every app; the casts make that
            // known to the compiler, which `AppEntity` does not require.
            let ids = identifiers.compactMap { $0 as? Query.Entity.ID }
            return try await query.entities(for: ids).compactMap { $0 as? Entity }
        }
        return try await ask(Entity.defaultQuery)
    }

    /// How Apple's SDK builds the type's parameter resolver (a `ResolverSpecification`), which
    /// this project does not have: the system resolves a collection from its identifiers itself.
    @available(
        *, unavailable,
        message:
            "ResolverSpecification is not supported yet: the system resolves an EntityCollection from its identifiers"
    )
    public typealias Specification = Never

    /// How Apple's SDK builds the type's parameter resolver (a `ResolverSpecification`), which
    /// this project does not have: the system resolves a collection from its identifiers itself.
    @available(
        *, unavailable,
        message:
            "ResolverSpecification is not supported yet: the system resolves an EntityCollection from its identifiers"
    )
    public static var defaultResolverSpecification: Never { fatalError("not supported") }
}

extension EntityCollection {
    /// Entities by identifier, behind a lock: filled by `init(entities:)`, `append` and
    /// `resolvedEntities()`, read by any copy of the collection.
    private final class KnownEntities: Sendable {
        private let entities = Mutex<[Entity.ID: Entity]>([:])

        init() {}

        func keep(_ found: [Entity]) {
            guard !found.isEmpty else { return }
            entities.withLock { known in
                for entity in found { known[entity.id] = entity }
            }
        }

        func entities(for identifiers: [Entity.ID]) -> [Entity.ID: Entity] {
            entities.withLock { known in
                var found: [Entity.ID: Entity] = [:]
                for id in identifiers { found[id] = known[id] }
                return found
            }
        }
    }

}

extension EntityCollection: _EntityCollectionValue {
    package var _identifierStrings: [String] { storage.map(\.entityIdentifierString) }

    package var _knownEntities: [(any AppEntity)?] {
        let found = known.entities(for: storage)
        return storage.map { found[$0] }
    }
}

extension EntityCollection: Equatable {
    /// Two collections are equal when they hold the same identifiers in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage == rhs.storage
    }
}

extension EntityCollection: Collection {
    public typealias Element = Entity.ID
    public typealias Index = Int

    public var startIndex: Int { storage.startIndex }
    public var endIndex: Int { storage.endIndex }
    public subscript(position: Int) -> Entity.ID { storage[position] }
    public func index(after index: Int) -> Int { storage.index(after: index) }
}

extension EntityCollection: ExpressibleByArrayLiteral {
    /// A collection of the identifiers written: `["morning", "weekend"]`.
    public init(arrayLiteral identifiers: Entity.ID...) {
        self.init(identifiers: identifiers)
    }
}

extension EntityCollection: _IntentValue {
    /// Given as a list of identifiers, which the system does not look up one by one.
    public static var _valueKind: _IntentValueKind {
        .entityCollection(_EntityCollectionKind(Entity.self) { $0 })
    }
}
