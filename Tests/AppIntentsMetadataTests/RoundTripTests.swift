import AppIntentsMetadata
import Foundation
import Testing

/// A document read from any app survives being written and read again (found by metadata-fuzz).
@Suite struct RoundTripTests {
    @Test func anActionWithoutADescriptionReadsAsItIsWritten() throws {
        let text = #"{"actions":{"ShopEntity":{"identifier":"ShopEntity","systemProtocols":["UniqueAppEntity"]}}}"#
        let document = try MetadataBundle.decodeActions(Data(text.utf8))
        let again = try MetadataBundle.decodeActions(try MetadataBundle.encode(document))
        #expect(again == document)
        #expect(MetadataDiff.changes(from: document, to: again).isEmpty)
        #expect(document.actions["ShopEntity"]?.descriptionMetadata?.descriptionText.key == "")
    }
}
