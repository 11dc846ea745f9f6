// Shapes seen in public apps' Spotlight, search and query code, written here as our own samples:
// this file compiling is the check.
import AppIntents
import CoreSpotlight
import Foundation

/// `defaultAttributeSet` as the start of an entity's own attributes, with thumbnail data.
struct ShelfNoteEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = ShelfNoteQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
    var attributeSet: CSSearchableItemAttributeSet {
        let attributes = defaultAttributeSet
        attributes.keywords = ["note"]
        attributes.thumbnailData = Data([0x89, 0x50])
        return attributes
    }
}

/// Suggestions in sections of plain entities, not `IntentItem`s.
struct ShelfNoteQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ShelfNoteEntity] { identifiers.map(ShelfNoteEntity.init) }
    func suggestedEntities() async throws -> IntentItemCollection<ShelfNoteEntity> {
        .init(sections: [IntentItemSection("Recent", items: [ShelfNoteEntity(id: "a"), ShelfNoteEntity(id: "b")])])
    }
}

/// An app's own type for the query mode, made from Apple's top-level name.
enum ShelfJoin {
    case all, any
    init(_ mode: EntityQueryComparatorMode) {
        switch mode {
        case .and: self = .all
        case .or: self = .any
        }
    }
}

/// Items made from entities and indexed in one call, as apps publish with an expiry.
func publishShelfNotes(_ notes: [ShelfNoteEntity]) async throws {
    let items = notes.map { note in
        let item = CSSearchableItem(appEntity: note)
        item.expirationDate = Date.now.addingTimeInterval(7 * 24 * 60 * 60)
        return item
    }
    try await CSSearchableIndex.default().indexSearchableItems(items)
}

/// A search intent with a criteria parameter declared without a title.
struct FindShelfNotesIntent: ShowInAppSearchResultsIntent {
    static let title: LocalizedStringResource = "Find Notes"
    static let searchScopes: [StringSearchScope] = [.general]
    @Parameter var criteria: StringSearchCriteria
    @MainActor func perform() async throws -> some IntentResult {
        _ = criteria.term
        return .result()
    }
}

/// A track's Spotlight attributes, and a framework's intents named as a package.
struct ShelfTrackEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Track"
    static let defaultQuery = ShelfTrackQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
    var attributeSet: CSSearchableItemAttributeSet {
        let attributes = defaultAttributeSet
        (attributes.artist, attributes.album, attributes.genre) = ("Ada", "Loops", "Jazz")
        attributes.contentCreationDate = Date(timeIntervalSince1970: 0)
        attributes.relatedUniqueIdentifier = "show-1"
        return attributes
    }
}

struct ShelfTrackQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ShelfTrackEntity] {
        identifiers.map(ShelfTrackEntity.init)
    }
}

public struct ShelfKitPackage: AppIntentsPackage {}

struct ShelfAppPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [ShelfKitPackage.self] }
}

/// A widget configuration suggested for the Smart Stack while a show airs.
struct ShowWidgetConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Show"
}

func suggestShowWidget(from start: Date, to end: Date) async throws {
    let relevant = RelevantIntent(
        ShowWidgetConfiguration(), widgetKind: "ShowWidget", relevance: .date(from: start, to: end))
    try await RelevantIntentManager.shared.updateRelevantIntents([relevant])
}

/// A social post's attributes as apps fill them: messaging, dates, a web address, places, people
/// and a custom key given an `NSString`.
struct ShelfPostEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Post"
    static let defaultQuery = ShelfPostQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
    var attributeSet: CSSearchableItemAttributeSet {
        let attributes = defaultAttributeSet
        attributes.authorNames = ["Ada"]
        attributes.url = URL(string: "https://example.com/posts/\(id)")
        attributes.addedDate = Date(timeIntervalSince1970: 0)
        attributes.contentModificationDate = attributes.addedDate
        (attributes.city, attributes.country, attributes.latitude, attributes.longitude) = (
            "Lyon", "France", 45.76, 4.83
        )
        attributes.authors = [CSPerson(displayName: "Ada", handles: ["@ada"], handleIdentifier: "handle")]
        attributes.startDate = Date(timeIntervalSince1970: 60)
        attributes.allDay = false
        attributes.duration = NSNumber(value: 12.5)
        attributes.setValue("long" as NSString, forCustomKey: CSCustomAttributeKey(keyName: "length")!)
        return attributes
    }
}

struct ShelfPostQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ShelfPostEntity] {
        identifiers.map(ShelfPostEntity.init)
    }
}
