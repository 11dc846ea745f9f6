import AppIntents
import AppIntentsMetadata
import Foundation

/// The queries of one entity type, with their types erased: how the system looks entities up.
package struct EntityLookup: Sendable {
    package let entityType: any AppEntity.Type
    package let queryType: Any.Type
    /// The entities with these identifiers that still exist.
    package let byIdentifiers: @Sendable ([String]) async throws -> [any AppEntity]
    /// The titles of the entities with these identifiers, by identifier, from the query's
    /// `displayRepresentations(for:)` (iOS 27): what the system reads where it only shows them.
    /// An identifier with no entity has none.
    package let titlesByIdentifier: @Sendable ([String]) async throws -> [String: String]
    /// `suggestedEntities()`, or `allEntities()` / `uniqueEntity()` where those exist.
    package let suggested: @Sendable () async throws -> [any AppEntity]
    /// The suggestions in the sections the query put them in (`IntentItemCollection`); one
    /// untitled section when it gave none.
    package let suggestedSections: @Sendable () async throws -> [(title: String?, entities: [any AppEntity])]
    /// `allEntities()` of an `EnumerableEntityQuery`.
    package let all: (@Sendable () async throws -> [any AppEntity])?
    /// `entities(matching:)` of an `EntityStringQuery`.
    package var matching: (@Sendable (String) async throws -> [any AppEntity])? {
        guard let matchingSections else { return nil }
        return { text in try await matchingSections(text).flatMap { $0.entities } }
    }
    /// `entities(matching:)` in the sections the query put them in (`IntentItemCollection`); one
    /// untitled section when it gave none.
    package let matchingSections: (@Sendable (String) async throws -> [(title: String?, entities: [any AppEntity])])?
    /// The `EntityPropertyQuery` side, if the query is one.
    package let properties: PropertyQueryLookup?
    /// The `IndexedEntityQuery` side, if the query is one: the app indexes the type again itself.
    package let reindex: ReindexLookup?
    /// The query protocols the query adopts, sorted.
    package let systemProtocols: [String]

    package static func make<Entity: AppEntity>(_ type: Entity.Type) -> EntityLookup {
        make(typedQuery: Entity.defaultQuery, entityType: type)
    }

    /// The lookup of the query `parameter` declared (`query:`) for the entities it takes, which
    /// stands for their type's `defaultQuery`; `nil` when it declared none.
    package static func declared(by parameter: any _AnyIntentParameter) -> EntityLookup? {
        guard let query = parameter.declaredQuery, let type = parameter.valueKind.entityType else { return nil }
        return make(typedQuery: query, entityType: type)
    }

    private static func make<Query: EntityQuery>(
        typedQuery query: Query, entityType: any AppEntity.Type
    )
        -> EntityLookup
    {
        var protocols = ["EntityQuery"]
        var all: (@Sendable () async throws -> [any AppEntity])?
        var matching: (@Sendable (String) async throws -> [(title: String?, entities: [any AppEntity])])?
        var properties: PropertyQueryLookup?
        if let enumerable = query as? any EnumerableEntityQuery {
            protocols.append("EnumerableEntityQuery")
            all = { try await allEntities(enumerable) }
        }
        if let strings = query as? any EntityStringQuery {
            protocols.append("EntityStringQuery")
            matching = { try await entities(strings, matching: $0) }
        }
        if let propertyQuery = query as? any EntityPropertyQuery {
            protocols.append("EntityPropertyQuery")
            properties = PropertyQueryLookup.make(propertyQuery)
        }
        var reindex: ReindexLookup?
        if let indexed = query as? any IndexedEntityQuery {
            reindex = ReindexLookup.make(indexed)
        }
        var unique: (@Sendable () async throws -> [any AppEntity])?
        if let uniqueQuery = query as? any UniqueAppEntityQuery {
            protocols.append("UniqueAppEntityQuery")
            unique = { [try await uniqueEntity(uniqueQuery)] }
        }
        let sections: @Sendable () async throws -> [(title: String?, entities: [any AppEntity])] = {
            [all, unique] in
            if let unique { return [(nil, try await unique())] }
            let collection: IntentItemCollection<Query.Entity> = try await query.suggestedEntities()
            let grouped = collection.sections.map { section in
                (title: section.title?.defaultValue, entities: section.items.map { $0.value as any AppEntity })
            }
            if grouped.allSatisfy({ $0.entities.isEmpty }), let all { return [(nil, try await all())] }
            return grouped
        }
        let suggested: @Sendable () async throws -> [any AppEntity] = {
            try await sections().flatMap(\.entities)
        }
        return EntityLookup(
            entityType: entityType,
            queryType: Query.self,
            byIdentifiers: { strings in
                let ids = strings.compactMap { Query.Entity.ID.entityIdentifier(for: $0) }
                guard !ids.isEmpty else { return [] }
                return try await query.entities(for: ids).map { $0 as any AppEntity }
            },
            titlesByIdentifier: { strings in
                let ids = strings.compactMap { Query.Entity.ID.entityIdentifier(for: $0) }
                guard !ids.isEmpty else { return [:] }
                var titles: [String: String] = [:]
                for (id, representation) in try await query.displayRepresentations(for: ids) {
                    titles[id.entityIdentifierString] = representation.title.defaultValue
                }
                return titles
            },
            suggested: suggested,
            suggestedSections: sections,
            all: all,
            matchingSections: matching,
            properties: properties,
            reindex: reindex,
            systemProtocols: protocols.sorted())
    }

    private static func allEntities<Q: EnumerableEntityQuery>(_ query: Q) async throws -> [any AppEntity] {
        try await query.allEntities().map { $0 as any AppEntity }
    }

    private static func entities<Q: EntityStringQuery>(
        _ query: Q, matching text: String
    ) async throws
        -> [(title: String?, entities: [any AppEntity])]
    {
        let collection: IntentItemCollection<Q.Entity> = try await query.entities(matching: text)
        return collection.sections.map { section in
            (section.title?.defaultValue, section.items.map { $0.value as any AppEntity })
        }
    }

    private static func uniqueEntity<Q: UniqueAppEntityQuery>(_ query: Q) async throws -> any AppEntity {
        try await query.uniqueEntity()
    }

    /// One entity to reflect on, to learn the type's properties; `nil` when the app has none.
    package func sample() async -> (any AppEntity)? {
        if let entity = try? await suggested().first { return entity }
        if let all, let entity = try? await all().first { return entity }
        return nil
    }
}

/// The `EntityPropertyQuery` side of a query, erased.
package struct PropertyQueryLookup: Sendable {
    /// Each filterable property: its object reader and comparator names.
    package let describe: @Sendable (any AppEntity) -> [(property: String, comparators: [String])]
    /// The sortable properties' names.
    package let sortable: @Sendable (any AppEntity) -> [String]
    /// The type of a property of a related entity (`entityProvider:`), by the name it is
    /// listed under; `nil` for the entity's own properties and for an unknown name.
    package let relatedKind: @Sendable (_ sample: any AppEntity, _ name: String) -> _IntentValueKind?
    /// Runs the query: filters as (property, comparator, typed value), a mode, sorts as
    /// (property, ascending), a limit.
    package let find:
        @Sendable (
            _ sample: any AppEntity, _ filters: [(String, String, Any)], _ mode: EntityQueryComparatorMode,
            _ sorts: [(String, Bool)], _ limit: Int?
        ) async throws -> [any AppEntity]

    static func make<Q: EntityPropertyQuery>(_ query: Q) -> PropertyQueryLookup {
        let properties = Q.properties.properties
        let sorting = Q.sortingOptions.keyPaths
        @Sendable func named(_ sample: any AppEntity) -> [(String, AnyObject)] {
            Reflection.members(of: sample).compactMap { member in
                if case .stored(let name, let property) = member { return (name, property as AnyObject) }
                return nil
            }
        }
        /// A property's name among the members of the entity it belongs to: the entity's own,
        /// or the related one its `entityProvider` gives.
        @Sendable func name(
            of property: ErasedQueryProperty<Q.Entity, Q.ComparatorMappingType>, in entity: Q.Entity,
            ownNames: [(String, AnyObject)]
        ) -> String? {
            guard let object = property.object(entity) else { return nil }
            if let own = Reflection.name(of: object, among: ownNames) { return own }
            guard let owner = property.owner(entity) as? any AppEntity else { return nil }
            return Reflection.name(of: object, among: named(owner))
        }
        return PropertyQueryLookup(
            describe: { sample in
                guard let entity = sample as? Q.Entity else { return [] }
                let names = named(sample)
                return properties.compactMap { property in
                    name(of: property, in: entity, ownNames: names).map { ($0, property.comparators.map(\.name)) }
                }
            },
            sortable: { sample in
                guard let entity = sample as? Q.Entity else { return [] }
                let names = named(sample)
                return sorting.compactMap { option in
                    option.object(entity).flatMap { Reflection.name(of: $0, among: names) }
                }
            },
            relatedKind: { sample, wanted in
                guard let entity = sample as? Q.Entity else { return nil }
                let names = named(sample)
                for property in properties {
                    guard let object = property.object(entity), Reflection.name(of: object, among: names) == nil,
                        name(of: property, in: entity, ownNames: names) == wanted
                    else { continue }
                    return (object as? any _AnyEntityProperty)?.valueKind
                }
                return nil
            },
            find: { sample, filters, mode, sorts, limit in
                guard let entity = sample as? Q.Entity else { return [] }
                let names = named(sample)
                func property(_ wanted: String) -> ErasedQueryProperty<Q.Entity, Q.ComparatorMappingType>? {
                    properties.first { property in
                        name(of: property, in: entity, ownNames: names) == wanted
                    }
                }
                var comparators: [Q.ComparatorMappingType] = []
                for (name, comparatorName, value) in filters {
                    guard let property = property(name),
                        let comparator = property.comparators.first(where: { $0.name == comparatorName })
                    else {
                        throw IntentSystemError(
                            .invalidValue, "property '\(name)' does not support the comparison '\(comparatorName)'",
                            parameter: name, given: comparatorName)
                    }
                    guard let mapped = comparator.map(value) else {
                        throw IntentSystemError(
                            .invalidValue, "property '\(name)': the value \(value) does not fit", parameter: name)
                    }
                    comparators.append(mapped)
                }
                var sortedBy: [EntityQuerySort<Q.Entity>] = []
                for (name, ascending) in sorts {
                    guard
                        let option = sorting.first(where: {
                            $0.object(entity).flatMap { Reflection.name(of: $0, among: names) } == name
                        })
                    else {
                        throw IntentSystemError(.invalidValue, "cannot sort by '\(name)'", parameter: name, given: name)
                    }
                    sortedBy.append(EntityQuerySort(by: option.keyPath, order: ascending ? .ascending : .descending))
                }
                return try await query.entities(matching: comparators, mode: mode, sortedBy: sortedBy, limit: limit)
                    .map { $0 as any AppEntity }
            })
    }
}

/// An `IndexedEntityQuery` with its types erased: the app puts the type's entities back in its
/// index itself.
package struct ReindexLookup: Sendable {
    /// `reindexAllEntities(indexDescription:)`.
    package let all: @Sendable () async throws -> Void
    /// `reindexEntities(for:indexDescription:)`, given identifier strings; those that are no
    /// identifier of the type are left out.
    package let some: @Sendable ([String]) async throws -> Void

    static func make<Query: IndexedEntityQuery>(_ query: Query) -> ReindexLookup {
        ReindexLookup(
            all: { try await query.reindexAllEntities(indexDescription: CSSearchableIndexDescription()) },
            some: { strings in
                let ids = strings.compactMap { Query.Entity.ID.entityIdentifier(for: $0) }
                guard !ids.isEmpty else { return }
                try await query.reindexEntities(for: ids, indexDescription: CSSearchableIndexDescription())
            })
    }
}
