import Foundation

/// An identifier type the system can store in saved shortcuts and pass back as text.
public protocol EntityIdentifierConvertible {
    /// The identifier as text.
    var entityIdentifierString: String { get }
    /// The identifier from its text, or `nil` when the text is not a valid identifier.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

/// As on Apple's SDK; the text is Swift's shortest form that reads back as the same value.
extension Float: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Float? { Float(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
        UUID(uuidString: entityIdentifierString)
    }
}

/// A thing in the app that intents act on: a soup, an order, a task.
///
/// The system finds entities through the type's `defaultQuery`, stores their `id` in saved
/// shortcuts, and shows them with `displayRepresentation`.
public protocol AppEntity: AppValue, Identifiable, DisplayRepresentable
where ID: EntityIdentifierConvertible & Sendable {
    associatedtype DefaultQuery: EntityQuery
    /// The query the system uses to look entities of this type up.
    static var defaultQuery: DefaultQuery { get }
    /// The authentication the system asks of a caller before it shows any of the entity's
    /// properties (iOS 27.3): the least each property asks; a property's own policy may ask more.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
}

extension AppEntity {
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

    public static var _valueKind: _IntentValueKind { .entity(Self.self) }

    /// A short form of `Property`, as in Apple's API: `@Property(title: "Name") var name: String`.
    public typealias Property<Value: _IntentValue> = EntityProperty<Value>
}

/// An entity of which the app has exactly one, like its settings.
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {
    /// The one entity, made by the type's own `init()` (implicit when every stored property has
    /// an initial value); `nil` for a type without one. `UniqueAppEntityProvider()` made without a
    /// closure returns it. Not in Apple's declaration: a type never implements it by name (a
    /// non-final class must be `final` or make its `init()` `required`).
    init?()
}

extension UniqueAppEntity {
    /// A type without an `init()` of its own: `UniqueAppEntityProvider()` cannot make it.
    public init?() { return nil }
}

/// An entity that exists only while an intent runs; the system never looks it up by id.
public protocol TransientAppEntity: AppEntity {
    init()
}

extension TransientAppEntity where DefaultQuery == TransientEntityQuery<Self> {
    public static var defaultQuery: TransientEntityQuery<Self> { TransientEntityQuery() }
}

/// The query of a `TransientAppEntity`: it finds nothing by id.
public struct TransientEntityQuery<Entity: TransientAppEntity>: EntityQuery {
    public init() {}
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

/// An entity the app indexes in Spotlight (`CSSearchableIndex.indexAppEntities`).
public protocol IndexedEntity: AppEntity {
    /// The Spotlight attributes; by default filled from the entity's display representation and
    /// from properties declared with `indexingKey:`.
    var attributeSet: CSSearchableItemAttributeSet { get }
    /// Whether the entity stays out of Spotlight search results (it may still be found by
    /// intents and agents).
    var hideInSpotlight: Bool { get }
}

extension IndexedEntity {
    public var attributeSet: CSSearchableItemAttributeSet { defaultAttributeSet }

    /// The attributes the system fills from the display representation (title, subtitle as the
    /// content description, synonyms as keywords): a start for an `attributeSet` of your own.
    /// A new set each time, so changing it changes nothing else.
    ///
    /// ```swift
    /// var attributeSet: CSSearchableItemAttributeSet {
    ///     let attributes = defaultAttributeSet
    ///     attributes.keywords = ["soup"]
    ///     return attributes
    /// }
    /// ```
    public var defaultAttributeSet: CSSearchableItemAttributeSet {
        let set = CSSearchableItemAttributeSet()
        set.displayName = displayRepresentation.title.defaultValue
        set.title = displayRepresentation.title.defaultValue
        set.contentDescription = displayRepresentation.subtitle?.defaultValue
        set.keywords = displayRepresentation.synonyms.map(\.defaultValue)
        return set
    }

    public var hideInSpotlight: Bool { false }
}

/// A placeholder in an entity's URL representation: `.id` or a property name.
public struct URLRepresentationToken: Sendable, Hashable {
    public var name: String
    public init(_ name: String) { self.name = name }
    public static let id = URLRepresentationToken("id")
    /// An enum case's raw value, in an `EnumURLRepresentation`.
    public static let rawValue = URLRepresentationToken("rawValue")
}

/// Spotlight's attribute set: what an indexed item is found by.
///
/// Apple's lives in CoreSpotlight; this carries the attributes App Intents fills, so
/// `indexingKey: \.contentDescription` type-checks.
public final class CSSearchableItemAttributeSet: @unchecked Sendable {
    public var title: String?
    public var displayName: String?
    public var contentDescription: String?
    public var keywords: [String]?
    public var alternateNames: [String]?
    public var textContent: String?
    public var comment: String?
    public var identifier: String?
    public var namedLocation: String?
    public var thumbnailURL: URL?
    /// The thumbnail's image data. The system's index keeps text attributes and URLs, not image
    /// data: results show `thumbnailURL`.
    public var thumbnailData: Data?
    public var contentURL: URL?
    public var rating: NSNumber?
    public var contentType: String?
    /// The artist of music or other media.
    public var artist: String?
    /// The album a track belongs to.
    public var album: String?
    /// The genre of music or other media.
    public var genre: String?
    /// When the content was made.
    public var contentCreationDate: Date?
    /// The identifier of a searchable item this one is related to.
    public var relatedUniqueIdentifier: String?
    /// Values of custom attributes, by key name.
    package var customValues: [String: String] = [:]
    /// The values of the attributes declared in `CSSearchableItemAttributeSet+Attributes.swift`,
    /// by name.
    package var storedAttributes: [String: Any] = [:]
    /// The entity `associateAppEntity(_:priority:)` tied these attributes to.
    package var associatedEntity: (entity: any IndexedEntity, priority: Int)?

    public init() {}

    /// A set with the same attributes, so the index's changes to it stay out of the app's.
    package func copy() -> CSSearchableItemAttributeSet {
        let copy = CSSearchableItemAttributeSet()
        (copy.title, copy.displayName, copy.contentDescription) = (title, displayName, contentDescription)
        (copy.keywords, copy.alternateNames, copy.textContent) = (keywords, alternateNames, textContent)
        (copy.comment, copy.identifier, copy.namedLocation) = (comment, identifier, namedLocation)
        (copy.thumbnailURL, copy.thumbnailData, copy.contentURL) = (thumbnailURL, thumbnailData, contentURL)
        (copy.rating, copy.contentType, copy.customValues) = (rating, contentType, customValues)
        (copy.artist, copy.album, copy.genre) = (artist, album, genre)
        (copy.contentCreationDate, copy.relatedUniqueIdentifier) = (contentCreationDate, relatedUniqueIdentifier)
        (copy.associatedEntity, copy.storedAttributes) = (associatedEntity, storedAttributes)
        return copy
    }

    /// Sets a custom attribute's value (`nil` removes it).
    public func setValue(_ value: String?, forCustomKey key: CSCustomAttributeKey) {
        customValues[key.keyName] = value
    }

    /// A custom attribute's value.
    public func value(forCustomKey key: CSCustomAttributeKey) -> String? {
        customValues[key.keyName]
    }

    public init(contentType: UTType) {
        self.contentType = contentType.identifier
    }

    /// The text attributes by name, as the index stores them.
    package var textAttributes: [String: String] {
        var attributes: [String: String] = [:]
        for (name, value) in [
            ("title", title), ("displayName", displayName), ("contentDescription", contentDescription),
            ("textContent", textContent), ("comment", comment), ("namedLocation", namedLocation),
            ("artist", artist), ("album", album), ("genre", genre),
        ] {
            if let value { attributes[name] = value }
        }
        if let keywords { attributes["keywords"] = keywords.joined(separator: " ") }
        if let alternateNames { attributes["alternateNames"] = alternateNames.joined(separator: " ") }
        for name in Self.otherTextAttributeNames {
            switch storedAttributes[name] {
            case let text as String: attributes[name] = text
            case let texts as [String] where !texts.isEmpty: attributes[name] = texts.joined(separator: " ")
            default: continue
            }
        }
        attributes.merge(customValues) { known, _ in known }
        return attributes
    }

    /// Sets the attribute named `name` (as written after `indexingKey: \.`).
    package func set(_ value: String, forKey name: String) {
        switch name {
        case "title": title = value
        case "displayName": displayName = value
        case "contentDescription": contentDescription = value
        case "textContent": textContent = value
        case "comment": comment = value
        case "namedLocation": namedLocation = value
        case "artist": artist = value
        case "album": album = value
        case "genre": genre = value
        case "keywords": keywords = (keywords ?? []) + [value]
        case "alternateNames": alternateNames = (alternateNames ?? []) + [value]
        case _ where Self.otherTextListAttributeNames.contains(name):
            storedAttributes[name] = (storedAttributes[name] as? [String] ?? []) + [value]
        case _ where Self.otherTextAttributeNames.contains(name): storedAttributes[name] = value
        default: customValues[name] = value
        }
    }

    /// The attribute name a key path names, for the key paths App Intents accepts.
    package static func name(of keyPath: PartialKeyPath<CSSearchableItemAttributeSet>) -> String? {
        let known: [(PartialKeyPath<CSSearchableItemAttributeSet>, String)] = [
            (\.title, "title"), (\.displayName, "displayName"), (\.contentDescription, "contentDescription"),
            (\.keywords, "keywords"), (\.alternateNames, "alternateNames"), (\.textContent, "textContent"),
            (\.comment, "comment"), (\.namedLocation, "namedLocation"), (\.identifier, "identifier"),
            (\.artist, "artist"), (\.album, "album"), (\.genre, "genre"),
        ]
        if let name = known.first(where: { $0.0 == keyPath })?.1 { return name }
        return otherTextKeyPaths.first(where: { $0.0 == keyPath })?.1
    }
}

/// The key of a Spotlight custom attribute: `CSCustomAttributeKey(keyName: "com_example_continent")!`.
///
/// Apple's lives in CoreSpotlight (and `import CoreSpotlight` brings this one). A key name is
/// letters, digits and underscores, not starting with a digit and not with `com_apple_`.
public struct CSCustomAttributeKey: Sendable, Hashable {
    /// The key's name.
    public let keyName: String
    /// Whether Spotlight searches the attribute's text.
    public let isSearchable: Bool
    /// Whether people may find an item by this attribute's value without typing its start.
    public let searchableByDefault: Bool
    /// Whether values are unique per item.
    public let isUnique: Bool
    /// Whether the attribute holds several values.
    public let isMultiValued: Bool

    /// A key, or `nil` when `keyName` is not a valid key name.
    public init?(
        keyName: String, searchable: Bool = true, searchableByDefault: Bool = false, unique: Bool = false,
        multiValued: Bool = false
    ) {
        guard let first = keyName.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first),
            !keyName.hasPrefix("com_apple_"),
            keyName.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" })
        else { return nil }
        self.keyName = keyName
        self.isSearchable = searchable
        self.searchableByDefault = searchableByDefault
        self.isUnique = unique
        self.isMultiValued = multiValued
    }
}

extension TransientAppEntity {
    /// A transient entity is never looked up, so its identifier is its type's name.
    public var id: String { String(describing: Self.self) }
}

extension UniqueAppEntity {
    /// There is one entity, so its identifier is its type's name.
    public var id: String { String(describing: Self.self) }

    /// There is one entity, so it is shown by its type's name (Apple's samples declare none).
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: Self.typeDisplayRepresentation.name)
    }
}
