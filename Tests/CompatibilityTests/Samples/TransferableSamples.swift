// Entities that adopt `Transferable`, as apps write them beside their App Intents: this file
// compiling is the check (TransferableTests in AppIntentsTests checks what exporting does).
import AppIntents
import CoreTransferable
import Foundation

struct ShelfCardEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Card"
    static let defaultQuery = ShelfCardQuery()
    let id: String
    var text: String?
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct ShelfCardQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ShelfCardEntity] {
        identifiers.map { ShelfCardEntity(id: $0) }
    }
}

extension ShelfCardEntity: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .json) { card in
            try JSONEncoder().encode(["id": card.id, "text": card.text ?? ""])
        }
        ProxyRepresentation(exporting: { card in card.text ?? "Card \(card.id)" })
    }
}

struct ShelfLabel: Codable, Transferable {
    var title: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
            .suggestedFileName("label.txt")
        FileRepresentation(exportedContentType: .plainText) { label in
            SentTransferredFile(URL(fileURLWithPath: "/tmp/\(label.title).txt"))
        }
        .exportingCondition { !$0.title.isEmpty }
        .visibility(.ownProcess)
    }
}
