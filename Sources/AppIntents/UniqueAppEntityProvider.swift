/// The query of a `UniqueAppEntity`: `static let defaultQuery = UniqueAppEntityProvider { Settings.current }`,
/// or `UniqueAppEntityProvider<Self>()` for an entity its own `init()` makes.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
    private let provider: (@Sendable () async throws -> Entity)?

    /// A query that returns what `provider` returns.
    public init(_ provider: @escaping @Sendable () async throws -> Entity) {
        self.provider = provider
    }

    /// A query that returns `Entity()`, as Apple's samples write for an entity whose values are
    /// all computed (`UniqueAppEntityProvider<Self>()`).
    ///
    /// The entity type needs an `init()` (implicit when every stored property has an initial
    /// value); asking for the entity of a type without one throws `UniqueEntityProviderError`.
    public init() {
        provider = nil
    }

    public func uniqueEntity() async throws -> Entity {
        if let provider { return try await provider() }
        guard let entity = Entity() else { throw UniqueEntityProviderError(entity: String(describing: Entity.self)) }
        return entity
    }
}

/// Thrown when a `UniqueAppEntityProvider()` made without a closure is asked for an entity whose
/// type has no `init()`.
public struct UniqueEntityProviderError: Error, CustomStringConvertible, Sendable {
    /// The entity type.
    public let entity: String
    public var description: String {
        "UniqueAppEntityProvider<\(entity)>() makes the entity with \(entity)(), which \(entity) does not have: "
            + "give every stored property an initial value, add init(), or write "
            + "`UniqueAppEntityProvider { \(entity)(…) }` as the defaultQuery"
    }
}
