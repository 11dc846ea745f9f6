import AppIntents
import Foundation
@_exported import UniformTypeIdentifiers

@_exported import struct AppIntents.CSCustomAttributeKey
@_exported import class AppIntents.CSSearchableIndexDescription
@_exported import class AppIntents.CSSearchableItem
@_exported import class AppIntents.CSSearchableItemAttributeSet
@_exported import protocol AppIntents.IndexedEntity

/// A Spotlight index: where an app puts its entities so people find them by searching.
///
/// The same calls as Apple's CoreSpotlight; the system keeps the index (see docs/SPOTLIGHT.md).
///
/// ```swift
/// try await CSSearchableIndex.default().indexAppEntities(soups.map(SoupEntity.init))
/// try await CSSearchableIndex.default().deleteAppEntities(identifiedBy: ["gumbo"], ofType: SoupEntity.self)
/// ```
///
/// Between `beginBatch()` and `endBatch(withClientState:)` changes are collected and committed
/// together with the client state: all of them or none.
public final class CSSearchableIndex: @unchecked Sendable {
    /// The index's name; `"default"` for ``default()``.
    public let name: String
    // Guards `batch`; the index may be shared between tasks.
    private let lock = NSLock()
    private var batch: SpotlightBatch?

    private static let shared = CSSearchableIndex(name: "default")

    /// The app's default index.
    public class func `default`() -> CSSearchableIndex { shared }

    /// An index of its own, kept apart from the default one (searched by naming it).
    public init(name: String) {
        self.name = name
    }

    /// An index of its own; the protection class is accepted for source compatibility and ignored.
    public convenience init(name: String, protectionClass: FileProtectionType?) {
        self.init(name: name)
    }

    /// Whether the system keeps an index for this app: true when a host runs the app.
    public class func isIndexingAvailable() -> Bool {
        SystemHooks.shared.spotlightHandler != nil
    }

    /// Adds entities to the index, or replaces the ones with the same ids.
    ///
    /// Each entity is indexed with its display representation (title, subtitle, synonyms), the
    /// properties declared with `indexingKey:`, its `attributeSet` and `hideInSpotlight`.
    /// - Parameter priority: Breaks ties between equally relevant results: higher comes first.
    public func indexAppEntities<T: IndexedEntity>(_ entities: [T], priority: Int = 0) async throws {
        try await submit(.index(entities.map { $0 as any IndexedEntity }, priority: priority), "indexAppEntities")
    }

    /// Adds items to the index, or replaces the ones with the same identifiers.
    ///
    /// An item tied to an entity (`CSSearchableItem(appEntity:)`, `associateAppEntity(_:priority:)`)
    /// is indexed as that entity, found by the item's attributes; any other item is indexed as
    /// itself: found by its title, display name, keywords and description, and shown by them. An
    /// item whose expiration date has passed is removed instead, and one that expires later stops
    /// being found at that date.
    public func indexSearchableItems(_ items: [CSSearchableItem]) async throws {
        let indexed = items.map { item in
            let associated = item.attributeSet.associatedEntity
            return SpotlightItem(
                entity: associated?.entity, identifier: item.uniqueIdentifier,
                domain: item.domainIdentifier ?? item.attributeSet.domainIdentifier,
                attributes: item.attributeSet.copy(),
                priority: associated?.priority ?? 0, expirationDate: item.expirationDate)
        }
        try await submit(.indexItems(indexed), "indexSearchableItems")
    }

    /// Removes the items with these identifiers, whether they stand for entities or not.
    public func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
        try await submit(.deleteItems(identifiers: identifiers, domains: []), "deleteSearchableItems")
    }

    /// ``deleteSearchableItems(withIdentifiers:)``, calling `completionHandler` with its error (or
    /// nil) when done.
    public func deleteSearchableItems(
        withIdentifiers identifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        complete(completionHandler) { try await self.deleteSearchableItems(withIdentifiers: identifiers) }
    }

    /// Removes the items of these domains and of their subdomains: `account` removes the items of
    /// `account` and of `account.inbox`.
    public func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
        try await submit(.deleteItems(identifiers: [], domains: domainIdentifiers), "deleteSearchableItems")
    }

    /// ``deleteSearchableItems(withDomainIdentifiers:)``, calling `completionHandler` with its
    /// error (or nil) when done.
    public func deleteSearchableItems(
        withDomainIdentifiers domainIdentifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        complete(completionHandler) { try await self.deleteSearchableItems(withDomainIdentifiers: domainIdentifiers) }
    }

    /// ``deleteAllSearchableItems()``, calling `completionHandler` with its error (or nil) when done.
    public func deleteAllSearchableItems(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        complete(completionHandler) { try await self.deleteAllSearchableItems() }
    }

    private func complete(
        _ completionHandler: (@Sendable ((any Error)?) -> Void)?, _ work: @escaping @Sendable () async throws -> Void
    ) {
        Task {
            do {
                try await work()
                completionHandler?(nil)
            } catch {
                completionHandler?(error)
            }
        }
    }

    /// ``indexSearchableItems(_:)``, calling `completionHandler` with its error (or nil) when done.
    public func indexSearchableItems(
        _ items: [CSSearchableItem], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        complete(completionHandler) { try await self.indexSearchableItems(items) }
    }

    /// Removes the entities of `type` with these ids.
    public func deleteAppEntities<T: IndexedEntity>(
        identifiedBy identifiers: [T.ID], ofType type: T.Type
    )
        async throws
    {
        try await submit(
            .delete(entityIDs: identifiers.map(\.entityIdentifierString), ofType: type), "deleteAppEntities")
    }

    /// Removes every entity of `type`.
    public func deleteAppEntities<T: IndexedEntity>(ofType type: T.Type) async throws {
        try await submit(.deleteAllOfType(type), "deleteAppEntities")
    }

    /// Removes everything this index holds.
    public func deleteAllSearchableItems() async throws {
        try await submit(.deleteAll, "deleteAllSearchableItems")
    }

    /// Starts collecting changes; ``endBatch(withClientState:)`` commits them.
    public func beginBatch() {
        lock.withLock {
            if batch == nil { batch = SpotlightBatch(indexName: name) }
        }
    }

    /// Commits the changes made since ``beginBatch()`` together with `clientState`, which
    /// ``fetchLastClientState()`` returns from then on.
    /// - Throws: `CSIndexError` `.invalidClientState` when no batch was begun; the system's error
    ///   when the commit fails (nothing is applied then).
    public func endBatch(withClientState clientState: Data) async throws {
        try await commit(clientState: clientState)
    }

    /// Commits the current batch only if the stored client state is still `expectedClientState`
    /// (nil or empty: no state stored yet).
    /// - Throws: the system's `clientStateMismatch` error when another writer changed the state;
    ///   nothing is applied then.
    public func endBatch(expectedClientState: Data?, newClientState: Data) async throws {
        try await commit(clientState: newClientState, expected: expectedClientState ?? Data())
    }

    /// The client state of the last committed batch; empty when none was stored.
    public func fetchLastClientState() async throws -> Data {
        let handler = try Self.handler("fetchLastClientState")
        return try await handler.clientState(name) ?? Data()
    }

    private func commit(clientState: Data, expected: Data? = nil) async throws {
        let handler = try Self.handler("endBatch")
        let pending = lock.withLock {
            defer { batch = nil }
            return batch
        }
        guard let pending else {
            throw CSIndexError(.invalidClientState, "endBatch was called without beginBatch() on index '\(name)'")
        }
        try await handler.apply(pending, clientState, expected)
    }

    private func submit(_ change: SpotlightChange, _ request: String) async throws {
        let handler = try Self.handler(request)
        let collected = lock.withLock {
            guard batch != nil else { return false }
            batch?.changes.append(change)
            return true
        }
        if collected { return }
        try await handler.apply(SpotlightBatch(indexName: name, changes: [change]), nil, nil)
    }

    private static func handler(_ request: String) throws -> SpotlightHandler {
        guard let handler = SystemHooks.shared.spotlightHandler else {
            throw CSIndexError(
                .indexUnavailable,
                "\(request) needs the system's index, but no host is running this app "
                    + "(run it through IntentHost, or install an index in tests)")
        }
        return handler
    }
}

/// An error of a Spotlight index.
public struct CSIndexError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, for code.
    public enum Code: Int, Sendable {
        /// No system keeps an index for this app.
        case indexUnavailable = -1000
        /// An item could not be indexed.
        case invalidItem = -1001
        /// A batch was committed without being begun, or its client state was refused.
        case invalidClientState = -1002
        /// The request is not supported.
        case indexingUnsupported = -1005
    }

    /// What went wrong, for code.
    public let code: Code
    /// What went wrong, for people.
    public let message: String

    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
