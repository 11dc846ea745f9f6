/// Whether an entity is shared with collaborators, public, or both (iOS 27): an option set.
///
/// ```swift
/// var ownership: EntityOwnership { [.shared, .public] }
/// ```
public struct EntityOwnership: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A person shares the entity with specific collaborators.
    public static let shared = EntityOwnership(rawValue: 1 << 0)
    /// The entity is data a person shares publicly.
    public static let `public` = EntityOwnership(rawValue: 1 << 1)
}

/// An entity that tells the system who else it belongs to (iOS 27), so the system asks for
/// confirmation, saying so, before an intent deletes or updates one that is shared or public.
///
/// ```swift
/// @AppEntity(schema: .photos.album)
/// struct AlbumEntity: OwnershipProvidingEntity {
///     var isSharedWithFamily: Bool
///     var ownership: EntityOwnership { isSharedWithFamily ? .shared : [] }
/// }
/// ```
public protocol OwnershipProvidingEntity: AppEntity {
    /// The entity's sharing: empty for one only its owner has.
    var ownership: EntityOwnership { get }
}
