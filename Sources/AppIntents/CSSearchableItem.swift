import Foundation

/// One item of a Spotlight index: an identifier and the attributes it is found by.
///
/// Apple's lives in CoreSpotlight (`import CoreSpotlight` brings this one), with the App Intents
/// additions that tie an item to an entity. An item tied to an entity is indexed as the entity;
/// any other item as itself, found by its attributes:
///
/// ```swift
/// let item = CSSearchableItem(appEntity: recipe)
/// item.attributeSet.keywords = ["dinner"]
/// let note = CSSearchableItem(uniqueIdentifier: "note-1", domainIdentifier: "account.inbox", attributeSet: set)
/// try await CSSearchableIndex.default().indexSearchableItems([item, note])
/// ```
public final class CSSearchableItem: @unchecked Sendable {
    // @unchecked: mutable like Apple's; app code hands an item to the index once it is filled.

    /// The item's identifier in the app; a new UUID when none was given.
    public var uniqueIdentifier: String
    /// A group of items, such as an account's.
    public var domainIdentifier: String?
    /// What the item is found by; for an item made from an entity, the entity's `attributeSet`.
    public var attributeSet: CSSearchableItemAttributeSet
    /// When the item leaves the index. An item already expired is not indexed; one that expires
    /// later is no longer found from that date (docs/SPOTLIGHT.md).
    public var expirationDate: Date!
    /// Whether the item only updates attributes of one already indexed; the system's index
    /// replaces the entity's record either way.
    public var isUpdate = false

    /// An item with these identifiers and attributes.
    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
    }

    /// An item for `appEntity`: its identifier, and its `attributeSet`, associated with it.
    public convenience init(appEntity: some IndexedEntity) {
        self.init(
            uniqueIdentifier: appEntity.id.entityIdentifierString, domainIdentifier: nil,
            attributeSet: appEntity.attributeSet)
        associateAppEntity(appEntity)
    }

    /// An item for `appEntity` with a `priority` among equally relevant results (iOS 27).
    public convenience init(appEntity: some IndexedEntity, priority: Int) async {
        self.init(appEntity: appEntity)
        associateAppEntity(appEntity, priority: priority)
    }

    /// Ties the item to `appEntity`: the index finds the entity through the item's attributes.
    /// - Parameter priority: Breaks ties between equally relevant results: higher comes first.
    public func associateAppEntity(_ appEntity: some IndexedEntity, priority: Int = 0) {
        attributeSet.associateAppEntity(appEntity, priority: priority)
    }
}

extension CSSearchableItemAttributeSet {
    /// Ties these attributes to `appEntity`: an item made with them is indexed as the entity.
    /// - Parameter priority: Breaks ties between equally relevant results: higher comes first.
    public func associateAppEntity<Entity: IndexedEntity>(_ appEntity: Entity, priority: Int = 0) {
        associatedEntity = (appEntity, priority)
    }
}

/// An item as the system indexes it: the entity if any, the item's identifiers, the attributes the
/// app gave, and when it expires.
/// Used by the system; not for app code.
package struct SpotlightItem: Sendable {
    /// The entity the item stands for; `nil` for an item of the app's own, found by its attributes
    /// alone.
    package var entity: (any IndexedEntity)?
    /// `CSSearchableItem.uniqueIdentifier`.
    package var identifier: String
    /// `CSSearchableItem.domainIdentifier`.
    package var domain: String?
    /// A copy of the item's attributes when it was submitted.
    package var attributes: CSSearchableItemAttributeSet
    package var priority: Int
    package var expirationDate: Date?

    package init(
        entity: (any IndexedEntity)?, identifier: String, domain: String?, attributes: CSSearchableItemAttributeSet,
        priority: Int, expirationDate: Date?
    ) {
        self.entity = entity
        self.identifier = identifier
        self.domain = domain
        self.attributes = attributes
        self.priority = priority
        self.expirationDate = expirationDate
    }
}
