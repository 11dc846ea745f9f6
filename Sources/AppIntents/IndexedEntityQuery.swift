import Foundation

/// A query that puts its entities back in Spotlight when the system asks: `APP index` calls
/// `reindexAllEntities(indexDescription:)` for the type in place of reading its entities itself,
/// and `APP index TYPE ID…` calls `reindexEntities(for:indexDescription:)`.
///
/// ```swift
/// struct PhotoQuery: IndexedEntityQuery {
///     func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {
///         try await CSSearchableIndex.default().indexAppEntities(library.all.map(PhotoEntity.init))
///     }
///     func reindexEntities(for identifiers: [PhotoEntity.ID], indexDescription: CSSearchableIndexDescription)
///         async throws
///     {
///         try await CSSearchableIndex.default().indexAppEntities(library.photos(identifiers).map(PhotoEntity.init))
///     }
/// }
/// ```
public protocol IndexedEntityQuery: EntityQuery where Entity: IndexedEntity {
    /// Indexes every entity of the type again, in the app's index.
    func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws
    /// Indexes these entities again; one that no longer exists should be deleted from the index.
    func reindexEntities(for identifiers: [Entity.ID], indexDescription: CSSearchableIndexDescription) async throws
}

/// What the system says of the index it asks an app to fill again (`IndexedEntityQuery`).
public final class CSSearchableIndexDescription: Sendable, CustomStringConvertible {
    /// The index's file protection class; `nil` for the default. The system's index here has none.
    public let protectionClass: FileProtectionType?

    public init() {
        self.protectionClass = nil
    }

    public var description: String { "CSSearchableIndexDescription(protectionClass: none)" }
}
