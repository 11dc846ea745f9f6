import Foundation

/// One change to a Spotlight index, as app code asked for it through `CSSearchableIndex`.
/// Used by the system; not for app code.
package enum SpotlightChange: Sendable {
    /// `indexAppEntities(_:priority:)`.
    case index([any IndexedEntity], priority: Int)
    /// `indexSearchableItems(_:)`: items, each with its own attributes, tied to an entity or not.
    case indexItems([SpotlightItem])
    /// `deleteAppEntities(identifiedBy:ofType:)`: the ids as entity identifier strings.
    case delete(entityIDs: [String], ofType: any IndexedEntity.Type)
    /// `deleteAppEntities(ofType:)`.
    case deleteAllOfType(any IndexedEntity.Type)
    /// `deleteAllSearchableItems()`.
    case deleteAll
    /// `deleteSearchableItems(withIdentifiers:)` and `deleteSearchableItems(withDomainIdentifiers:)`.
    case deleteItems(identifiers: [String], domains: [String])
}

/// Changes to one named index, applied together. Used by the system; not for app code.
package struct SpotlightBatch: Sendable {
    /// The index's name; `"default"` for `CSSearchableIndex.default()`.
    package var indexName: String
    /// The changes, in the order app code made them.
    package var changes: [SpotlightChange]

    /// Creates a batch.
    package init(indexName: String, changes: [SpotlightChange] = []) {
        self.indexName = indexName
        self.changes = changes
    }
}

/// What the system does with Spotlight requests. Used by the system; not for app code.
package struct SpotlightHandler: Sendable {
    /// Applies a batch, with the client state to store when not nil, in one transaction; when
    /// `expectedClientState` is not nil, only if the stored state equals it.
    package var apply:
        @Sendable (SpotlightBatch, _ clientState: Data?, _ expectedClientState: Data?) async throws -> Void
    /// The client state stored by the last batch of the named index, or nil.
    package var clientState: @Sendable (_ indexName: String) async throws -> Data?

    /// Creates a handler.
    package init(
        apply: @escaping @Sendable (SpotlightBatch, Data?, Data?) async throws -> Void,
        clientState: @escaping @Sendable (String) async throws -> Data?
    ) {
        self.apply = apply
        self.clientState = clientState
    }
}
