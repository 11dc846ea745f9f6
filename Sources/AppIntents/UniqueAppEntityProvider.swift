/// The query of a `UniqueAppEntity`, made from a closure that returns the one entity:
/// `static let defaultQuery = UniqueAppEntityProvider { Settings.current }`.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
    private let provider: (@Sendable () async throws -> Entity)?

    /// A query that returns what `provider` returns.
    public init(_ provider: @escaping @Sendable () async throws -> Entity) {
        self.provider = provider
    }

    /// A query with no provider: asking it for the entity throws an error that says to pass one.
    public init() {
        provider = nil
    }

    public func uniqueEntity() async throws -> Entity {
        guard let provider else { throw UniqueEntityProviderError(entity: String(describing: Entity.self)) }
        return try await provider()
    }

}

/// Thrown when a `UniqueAppEntityProvider()` made without a closure is asked for its entity.
public struct UniqueEntityProviderError: Error, CustomStringConvertible, Sendable {
    /// The entity type.
    public let entity: String
    public var description: String {
        "UniqueAppEntityProvider<\(entity)>() has no way to make the entity: "
            + "write `UniqueAppEntityProvider { \(entity)(…) }` as the defaultQuery"
    }
}
