import AppIntents
import Foundation
import IntentStore

/// Turns an `IndexedEntity` into the record the search index stores.
///
/// - title: the display representation's title (what people see in results);
/// - subtitle: the display representation's subtitle;
/// - keywords: the synonyms, then the attribute set's `keywords` and `alternateNames`;
/// - contentDescription: the attribute set's (a property with `indexingKey: \.contentDescription`
///   replaces the default, which is the subtitle);
/// - attributes: every text attribute of the attribute set, after the `indexingKey:` properties
///   were written into it;
/// - hidden: `hideInSpotlight`.
package enum SearchRecordMapper {
    /// The record of `entity` in `indexName`, with `attributeSet` (a searchable item's, which the
    /// record's properties are written into) in place of the entity's own.
    package static func record(
        for entity: any IndexedEntity, indexName: String = SearchRecord.defaultIndexName, priority: Int = 0,
        attributeSet: CSSearchableItemAttributeSet? = nil
    ) async -> SearchRecord {
        let set = attributeSet ?? entity.attributeSet
        var propertyKeywords: [String] = []
        let entityType = type(of: entity)
        // The index answers searches from anyone: only what every caller may see goes in.
        for member in Reflection.members(of: entity) where EntityDisclosure.showsEveryone(member, of: entityType) {
            var key: String?
            var value: (any Sendable)?
            switch member {
            case .stored(_, let property):
                key = property.indexingKeyName
                if key != nil { value = property.anyValue }
            case .computed(let descriptor):
                key = descriptor.indexingKey
                // A deferred property is fetched only when asked for; indexing asks for it.
                if key != nil, let read = try? await descriptor.read(entity) { value = read }
            }
            guard let key, let value else { continue }
            let text = ValueEncoding.text(value)
            guard !text.isEmpty else { continue }
            if key == "keywords" || key == "alternateNames" {
                propertyKeywords.append(text)
            } else {
                set.set(text, forKey: key)
            }
        }
        let display = entity.displayRepresentation
        var keywords: [String] = []
        for word in display.synonyms.map(\.defaultValue) + (set.keywords ?? []) + (set.alternateNames ?? [])
            + propertyKeywords
        where !word.isEmpty && !keywords.contains(word) {
            keywords.append(word)
        }
        return SearchRecord(
            indexName: indexName, entityType: TypeNames.short(type(of: entity)),
            entityID: entity.id.entityIdentifierString, title: display.title.defaultValue,
            subtitle: display.subtitle?.defaultValue, keywords: keywords, contentDescription: set.contentDescription,
            attributes: attributes(of: set), isHiddenInSpotlight: entity.hideInSpotlight, priority: priority)
    }

    /// The type a record of an item with no entity has: Apple's class name, which no Swift type
    /// of an app's can have beside it.
    package static let itemType = "CSSearchableItem"

    /// The record of an item that stands for no entity: the item's identifier, and what its
    /// attributes say: the title (else the display name, else the identifier), the keywords and
    /// alternate names, the description.
    package static func record(
        forItem identifier: String, attributeSet set: CSSearchableItemAttributeSet,
        indexName: String = SearchRecord.defaultIndexName
    ) -> SearchRecord {
        var keywords: [String] = []
        for word in (set.keywords ?? []) + (set.alternateNames ?? []) where !word.isEmpty && !keywords.contains(word) {
            keywords.append(word)
        }
        let title = [set.title, set.displayName].compactMap { $0 }.first { !$0.isEmpty } ?? identifier
        return SearchRecord(
            indexName: indexName, entityType: itemType, entityID: identifier, title: title,
            keywords: keywords,
            contentDescription: set.contentDescription, attributes: attributes(of: set))
    }

    /// The attributes a record keeps: the text ones, then the addresses, rating and content type.
    private static func attributes(of set: CSSearchableItemAttributeSet) -> [String: String] {
        var attributes = set.textAttributes
        if let keywordText = attributes["keywords"], keywordText.isEmpty { attributes["keywords"] = nil }
        if let url = set.contentURL { attributes["contentURL"] = url.absoluteString }
        if let url = set.thumbnailURL { attributes["thumbnailURL"] = url.absoluteString }
        if let url = set.url { attributes["url"] = url.absoluteString }
        if let rating = set.rating { attributes["rating"] = rating.stringValue }
        if let contentType = set.contentType { attributes["contentType"] = contentType }
        return attributes
    }
}
