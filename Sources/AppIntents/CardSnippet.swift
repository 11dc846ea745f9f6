/// A visual representation the system renders for an entity (iOS 27.3). Not adopted directly:
/// an entity's `snippet` returns a type that conforms, such as `CardSnippet`.
public protocol EntitySnippetContent<Entity> {
    /// The entity type the content represents.
    associatedtype Entity: AppEntity
}

/// An entity that shows itself as a card where the system would show its display representation
/// (iOS 27.3): a Siri response, a conversation transcript; here, a result on the command line and
/// over MCP.
///
/// ```swift
/// extension MessageEntity: SnippetRepresentableEntity {
///     var snippet: some EntitySnippetContent<Self> {
///         CardSnippet(supportedFamilies: [.standard]) { message, context in
///             VStack { Text(message.sender).bold(); Text(message.text) }
///         }
///     }
/// }
/// ```
public protocol SnippetRepresentableEntity: AppEntity {
    associatedtype Body: EntitySnippetContent where Self == Body.Entity
    /// The card the system shows for the entity.
    var snippet: Body { get }
}

/// The space a card is drawn for and how the system shows it (iOS 27.3). A card that does not
/// support the family the system needs is shown by its entity's display representation.
public struct CardSnippetFamily: Hashable, Sendable {
    let name: String

    /// A standard amount of space, as on iPhone: the family every surface here asks for.
    public static var standard: CardSnippetFamily { CardSnippetFamily(name: "standard") }
}

/// What the system tells a card's view builder about where it is drawn (iOS 27.3).
public struct CardSnippetContext: Sendable {
    /// The family to draw the card for.
    public var family: CardSnippetFamily

    package init(family: CardSnippetFamily) {
        self.family = family
    }
}

/// A card's size category (iOS 27.0), replaced by `CardSnippetFamily` in iOS 27.3.
public struct CardSnippetSize: Hashable, Sendable {
    let name: String

    @available(*, deprecated, message: "Use CardSnippetFamily instead")
    public static var small: CardSnippetSize { CardSnippetSize(name: "small") }
    public static var medium: CardSnippetSize { CardSnippetSize(name: "medium") }
}

/// An entity's view as a card (iOS 27.3): a view builder given the entity and the context it is
/// drawn in, for the families it supports.
public struct CardSnippet<Entity: AppEntity, Content: View>: EntitySnippetContent {
    /// The families the card supports.
    public let supportedFamilies: [CardSnippetFamily]
    let content: @MainActor (Entity, CardSnippetContext) -> Content

    /// A card drawn by `content` for each of `supportedFamilies`.
    public init(
        supportedFamilies: [CardSnippetFamily],
        @ViewBuilder content: @escaping @MainActor (Entity, CardSnippetContext) -> Content
    ) {
        self.supportedFamilies = supportedFamilies
        self.content = content
    }
}

/// A card the system can draw. Used by the system; not for app code.
package protocol _EntityCard {
    /// The card's node tree for `entity` in `family`; `nil` when the card does not support the
    /// family (the display representation is shown instead) or `entity` is not its type.
    @MainActor func _node(for entity: any AppEntity, family: CardSnippetFamily) -> ViewNode?
}

extension CardSnippet: _EntityCard {
    @MainActor package func _node(for entity: any AppEntity, family: CardSnippetFamily) -> ViewNode? {
        guard supportedFamilies.contains(family), let entity = entity as? Entity else { return nil }
        return makeViewNode(content(entity, CardSnippetContext(family: family)))
    }
}

extension SnippetRepresentableEntity {
    /// The entity's card in `family`, drawn. Used by the system; not for app code.
    @MainActor package func _cardNode(family: CardSnippetFamily) -> ViewNode? {
        (snippet as? any _EntityCard)?._node(for: self, family: family)
    }
}
