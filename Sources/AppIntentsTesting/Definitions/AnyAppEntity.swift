import AppIntents
import AppIntentsMetadata
import Foundation
import IntentStore
import IntentSystem

/// An entity type of the app under test, found by name: its queries, and its Spotlight records
/// (Apple's App Intents Testing, iOS 27).
public struct AppEntityDefinition: Sendable {
    let session: TestSession
    /// The entity's type name.
    public let name: String

    /// A reference to the entity with this identifier, to pass to an intent. It is resolved by
    /// the entity's query when the intent runs.
    public func makeReference(identifier: String) -> AnyAppEntity {
        AnyAppEntity(
            value: _TestValue(.entity(EntitySnapshot(type: name, id: identifier, title: identifier, properties: [:]))))
    }

    /// The query's `entities(matching:)` (an `EntityStringQuery`), as Shortcuts' search field calls it.
    public func entities(matching text: String) async throws -> [AnyAppEntity] {
        let (harness, lookup) = try await resolve()
        guard let matching = lookup.matching else {
            throw TestingError("\(name)'s query is not an EntityStringQuery: it has no entities(matching:)")
        }
        return try await snapshots(harness) { try await matching(text) }
    }

    /// The query's `entities(for:)`: the entities with these identifiers that exist.
    public func entities(for identifiers: [String]) async throws -> [AnyAppEntity] {
        let (harness, lookup) = try await resolve()
        return try await snapshots(harness) { try await lookup.byIdentifiers(identifiers) }
    }

    /// The query's `suggestedEntities()`, as a picker shows them first.
    public func suggestedEntities() async throws -> [AnyAppEntity] {
        let (harness, lookup) = try await resolve()
        return try await snapshots(harness) { try await lookup.suggested() }
    }

    /// The entities of this type that Spotlight finds for `text` in what the app indexed
    /// (`CSSearchableIndex.indexAppEntities`, `IndexedEntity`), best first, read through the
    /// entity's query.
    public func spotlightQuery(_ text: String) async throws -> [AnyAppEntity] {
        let (harness, lookup) = try await resolve()
        let hits = try harness.searchIndex.search(SearchQuery(text, entityType: name, limit: 100))
        let identifiers = hits.map(\.record.entityID)
        guard !identifiers.isEmpty else { return [] }
        let found = try await snapshots(harness) { try await lookup.byIdentifiers(identifiers) }
        // In the index's order, each once.
        return identifiers.compactMap { id in found.first { $0.identifier == id } }
    }

    /// The entities of this type that the app's views on screen are annotated with. Not
    /// supported yet: the host has no views, so this always throws.
    public func viewAnnotations() async throws -> [ViewAnnotation] {
        throw TestingError(
            "viewAnnotations() is not supported yet: the host has no views, so no view annotates \(name)")
    }

    private func resolve() async throws -> (IntentTestHarness, EntityLookup) {
        let harness = try await session.running()
        do {
            return (harness, try harness.entityLookup(name))
        } catch {
            throw TestingError(
                "\(session.bundleIdentifier) has no entity named '\(name)'."
                    + nearest(name, among: Array(harness.metadata.entities.keys)))
        }
    }

    private func snapshots(
        _ harness: IntentTestHarness, _ fetch: @escaping @Sendable () async throws -> [any AppEntity]
    ) async throws -> [AnyAppEntity] {
        let entities = try await harness.scoped { try await fetch().map(SendableEntity.init) }
        var result: [AnyAppEntity] = []
        for entity in entities {
            result.append(AnyAppEntity(value: _TestValue(.entity(await Snapshots.entity(entity.entity, depth: 0)))))
        }
        return result
    }
}

/// An entity value handed across the harness's task boundary.
private struct SendableEntity: @unchecked Sendable {
    // @unchecked: app entities are Sendable by Apple's protocol; the existential is read-only here.
    let entity: any AppEntity
}

/// An entity a query or a run returned, or a reference made from an identifier: read its
/// properties by name, pass it to an intent.
@dynamicMemberLookup
public struct AnyAppEntity: Sendable, IntentValueConvertible {
    let value: _TestValue

    public var _testValue: _TestValue { value }

    public static func _make(from value: _TestValue, at path: String) throws -> AnyAppEntity {
        guard case .entity = try value.checked().kind else { throw value.mismatch("an entity", at: path) }
        return AnyAppEntity(value: value)
    }

    private var snapshot: EntitySnapshot? {
        if case .entity(let snapshot) = value.kind { return snapshot }
        return nil
    }

    /// The entity's identifier, as text.
    public var identifier: String { snapshot?.id ?? "" }

    /// The entity's type name.
    public var typeName: String { snapshot?.type ?? "" }

    /// The title of its display representation.
    public var displayTitle: String { snapshot?.title ?? "" }

    /// A property by name, or `nil` when it has no value.
    public subscript(dynamicMember identifier: String) -> (any IntentValueExpressing)? {
        let member = value.member(identifier, at: typeName)
        if case .missing = member.kind { return nil }
        return member.isNull ? nil : StoredValue(_testValue: member)
    }

    /// A property by name as `T`: `let title: String = try entity.title`.
    public subscript<T: IntentValueConvertible>(dynamicMember identifier: String) -> T {
        get throws { try T._make(from: value.member(identifier, at: typeName), at: "\(typeName).\(identifier)") }
    }

    /// A property by name, to go further: `try entity.profile.name`.
    public subscript(dynamicMember identifier: String) -> DynamicPropertyPath {
        DynamicPropertyPath(value: value.member(identifier, at: typeName), path: "\(typeName).\(identifier)")
    }
}

/// An entity a view on screen is annotated with. The host has no views: see
/// `AppEntityDefinition.viewAnnotations()`.
public struct ViewAnnotation: Sendable {
    /// The entity the view shows.
    public let entity: AnyAppEntity
}

/// An enum of the app under test, found by name.
public struct AppEnumDefinition: Sendable {
    let session: TestSession
    /// The enum's type name.
    public let name: String

    /// The case with this raw value, to pass to an intent. A raw value the enum does not have is
    /// reported when the intent runs.
    public func makeCase(_ rawValue: String) -> AnyAppEnum {
        AnyAppEnum(value: _TestValue(.enumCase(type: name, rawValue: rawValue, title: rawValue)))
    }
}

/// An enum case a test made or a run returned.
public struct AnyAppEnum: Sendable, IntentValueConvertible, Equatable {
    let value: _TestValue

    public var _testValue: _TestValue { value }

    public static func _make(from value: _TestValue, at path: String) throws -> AnyAppEnum {
        guard case .enumCase = try value.checked().kind else { throw value.mismatch("an enum case", at: path) }
        return AnyAppEnum(value: value)
    }

    /// The case's raw value.
    public var rawValue: String {
        if case .enumCase(_, let rawValue, _) = value.kind { return rawValue }
        return ""
    }

    /// The case's title (its display representation).
    public var displayTitle: String {
        if case .enumCase(_, _, let title) = value.kind { return title }
        return ""
    }

    public static func == (lhs: AnyAppEnum, rhs: AnyAppEnum) -> Bool { lhs.rawValue == rhs.rawValue }
}
