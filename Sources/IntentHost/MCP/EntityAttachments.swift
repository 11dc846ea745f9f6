import AppIntents
import Foundation
import IntentMCP

/// The other forms a returned entity offers an agent, from its `Transferable` representations:
/// an image it exports (PNG, JPEG, GIF or WebP) as an image block, else text it exports as a text
/// block, when that text says more than the entity's title. Only representations any app may
/// receive (`visibility(.all)`, the default) are offered. An entity that exports a system value
/// (`ValueRepresentation(exporting:)`: a person, a place) also gives that value as a text block,
/// `IntentPerson: {…}`, in the JSON an intent returning the value gives.
enum EntityAttachments {
    /// At most this many attachments a result: a search returning a hundred entities does not
    /// send a hundred images.
    static let limit = 10
    /// Larger images and texts are left out.
    static let imageByteLimit = 1 << 20
    static let textByteLimit = 64 << 10

    static let imageTypes: [(type: UTType, mimeType: String)] = [
        (.png, "image/png"), (.jpeg, "image/jpeg"), (.gif, "image/gif"), (.webP, "image/webp"),
    ]

    /// The attachments of a run's returned value: an entity, or a list of them. A value of
    /// another kind costs one failed cast: a list is not opened to look at its elements.
    static func of(_ value: (any Sendable)?) async -> [ToolAttachment] {
        if let entity = value as? any AppEntity & Transferable {
            return await attachments(of: entity)
        }
        guard let list = value as? any TransferableEntityList else { return [] }
        return await list.attachments()
    }

    /// The entity's image, else its text, then the system value it exports; nothing of a form it
    /// does not offer or whose representation fails (the result does not need it).
    fileprivate static func attachments<Item: AppEntity & Transferable>(of item: Item) async -> [ToolAttachment] {
        let first = await forms(of: item, titled: item.displayRepresentation.title.defaultValue, all: false)
        return first + (await systemValue(of: item).map { [$0] } ?? [])
    }

    /// Every form one entity offers: its image, its text and its system value, for
    /// `resources/read` of the entity.
    static func all(of entity: any AppEntity) async -> [ToolAttachment] {
        guard let item = entity as? any AppEntity & Transferable else { return [] }
        let forms = await forms(of: item, titled: entity.displayRepresentation.title.defaultValue, all: true)
        return forms + (await systemValue(of: item).map { [$0] } ?? [])
    }

    /// The system value the item exports, as `IntentPerson: {"name":"Ada Lovelace",…}`: the type,
    /// then the JSON an intent returning that value gives.
    private static func systemValue<Item: Transferable>(of item: Item) async -> ToolAttachment? {
        guard let value = try? await item.exportedValue() else { return nil }
        let json = await ValueEncoding.json(value, kind: nil)
        let text = "\(type(of: value)): \(json)"
        return text.utf8.count <= textByteLimit ? .text(text) : nil
    }

    /// The image it exports (the first of the types above), then its text unless that is its
    /// title; with `all` false, only the first of them.
    private static func forms<Item: Transferable>(
        of item: Item, titled title: String, all: Bool
    ) async
        -> [ToolAttachment]
    {
        var forms: [ToolAttachment] = []
        let offered = Item.exportedContentTypes(visibility: .all)
        for (type, mimeType) in imageTypes where offered.contains(where: { $0.conforms(to: type) }) {
            guard let data = try? await item.exported(as: type, visibility: .all), data.count <= imageByteLimit else {
                continue
            }
            forms.append(.image(base64: data.base64EncodedString(), mimeType: mimeType))
            if !all { return forms }
            break
        }
        if offered.contains(where: { $0.conforms(to: .plainText) }),
            let data = try? await item.exported(as: .plainText, visibility: .all), data.count <= textByteLimit,
            let text = String(data: data, encoding: .utf8), !text.isEmpty, text != title
        {
            forms.append(.text(text))
        }
        return forms
    }
}

/// A list of entities that are `Transferable`, whose attachments are those of its first elements.
private protocol TransferableEntityList {
    func attachments() async -> [ToolAttachment]
}

extension Array: TransferableEntityList where Element: AppEntity & Transferable {
    fileprivate func attachments() async -> [ToolAttachment] {
        var attachments: [ToolAttachment] = []
        for entity in self where attachments.count < EntityAttachments.limit {
            attachments += await EntityAttachments.attachments(of: entity)
        }
        return [ToolAttachment](attachments.prefix(EntityAttachments.limit))
    }
}
