import Foundation

/// A collection of query results: `Array`, or `IntentItemCollection` for results in sections.
public protocol ResultsCollection: RandomAccessCollection, _OptionsResult {
    /// A collection of no results.
    static var empty: Self { get }
}

extension ResultsCollection {
    /// The results, in order (a sectioned collection's items section after section).
    public var items: [Element] { Array(self) }
}

extension Array: ResultsCollection {
    public static var empty: [Element] { [] }
}

/// Looks entities up by identifier and suggests some.
///
/// The system calls `entities(for:)` to turn the ids stored in a saved shortcut back into
/// entities: return only the ones that still exist, never a substitute, and never throw for a
/// missing id.
///
/// A query is also a `DynamicOptionsProvider` (its options are its suggestions), so it can be a
/// parameter's `optionsProvider:`.
public protocol EntityQuery: DynamicOptionsProvider, PersistentlyIdentifiable, _ExecutionTargetsDeclaring, Sendable {
    associatedtype Entity: AppEntity
    associatedtype Result: ResultsCollection = [Entity] where Result.Element == Entity

    init()
    /// The entities with these identifiers that still exist.
    func entities(for identifiers: [Entity.ID]) async throws -> Result
    /// Entities to offer when a person picks a value.
    func suggestedEntities() async throws -> Result
    /// Entities to offer, in titled sections: shown grouped in pickers, disambiguation lists and
    /// agents' choices. By default, one untitled section of `suggestedEntities()`.
    func suggestedEntities() async throws -> IntentItemCollection<Entity>
    /// How the entities with these identifiers are shown, by identifier (iOS 27), for a query that
    /// can say so without making whole entities. By default, those of `entities(for:)`.
    func displayRepresentations(for identifiers: [Entity.ID]) async throws -> [Entity.ID: DisplayRepresentation]
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }

    public func displayRepresentations(
        for identifiers: [Entity.ID]
    ) async throws -> [Entity.ID: DisplayRepresentation] {
        var found: [Entity.ID: DisplayRepresentation] = [:]
        for entity in try await entities(for: identifiers) { found[entity.id] = entity.displayRepresentation }
        return found
    }

    public func suggestedEntities() async throws -> IntentItemCollection<Entity> {
        let plain: Result = try await suggestedEntities()
        return IntentItemCollection(items: plain.map { IntentItem($0) })
    }

    /// The query's options: its suggestions.
    public func results() async throws -> Result {
        try await suggestedEntities()
    }
}

/// A query that also finds entities by text.
///
/// Return an `IntentItemCollection` from `entities(matching:)` to show the matches in titled
/// sections (in disambiguation lists, completion and agents' choices).
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> Result
    /// The matches in titled sections. By default, one untitled section of
    /// `entities(matching:)`.
    func entities(matching string: String) async throws -> IntentItemCollection<Entity>
}

extension EntityStringQuery {
    public func entities(matching string: String) async throws -> IntentItemCollection<Entity> {
        let plain: Result = try await entities(matching: string)
        return IntentItemCollection(items: plain.map { IntentItem($0) })
    }
}

extension EntityStringQuery where Result == [Entity] {
    /// The matches of a query that only gives them in sections, flattened.
    public func entities(matching string: String) async throws -> [Entity] {
        let collection: IntentItemCollection<Entity> = try await entities(matching: string)
        return collection.sections.flatMap { $0.items.map(\.value) }
    }
}

/// A query over a small, fixed set of entities: the system filters `allEntities()` itself.
public protocol EnumerableEntityQuery: EntityQuery {
    /// The description of the "Find" action the system makes for the entity (iOS 17).
    static var findIntentDescription: IntentDescription? { get }
    func allEntities() async throws -> Result
}

extension EnumerableEntityQuery {
    public func suggestedEntities() async throws -> Result { try await allEntities() }
}

extension EntityQuery {
    /// No description of its own for the "Find" action of an enumerable or property query.
    public static var findIntentDescription: IntentDescription? { nil }
}

extension EnumerableEntityQuery where Result == [Entity] {
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        let wanted = Set(identifiers.map(\.entityIdentifierString))
        return try await allEntities().filter { wanted.contains($0.id.entityIdentifierString) }
    }
}

/// The query of a `UniqueAppEntity`: there is exactly one.
public protocol UniqueAppEntityQuery: EnumerableEntityQuery {
    associatedtype Unique: UniqueAppEntity
    func uniqueEntity() async throws -> Unique
}

extension UniqueAppEntityQuery {
    public func entities(for identifiers: [Unique.ID]) async throws -> [Unique] {
        [try await uniqueEntity()]
    }

    /// Every entity there is: the one.
    public func allEntities() async throws -> [Unique] {
        [try await uniqueEntity()]
    }

    public func suggestedEntities() async throws -> [Unique] {
        [try await uniqueEntity()]
    }
}

/// Answers a value query: Visual Intelligence and system search pass an input (text, an
/// image descriptor) and get matching values.
public protocol IntentValueQuery: PersistentlyIdentifiable, _ExecutionTargetsDeclaring, Sendable {
    associatedtype Input: Sendable
    associatedtype Result: Sendable
    init()
    func values(for input: Input) async throws -> Result
}

/// An `IntentValueQuery` input the system makes from a person's text: Media Intents'
/// `AudioSearch`. Used by the system; not for app code.
package protocol _TextSearchInput: Sendable {
    init(searchText: String)
}
