import AppIntentsMetadata
import Foundation
import IntentPhrases
import Testing

/// The phrase engine compiled from a document in the shape Apple's tools write (our fixture):
/// its `autoShortcuts`, enum cases and `negativePhrases`.
@Suite struct AppleShapedMetadataTests {
    static func kettle() throws -> PhraseApp {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AppIntentsMetadataTests/Fixtures/shortcuts.actionsdata")
        let document = try MetadataBundle.decodeActions(try Data(contentsOf: file), source: file.path)
        return PhraseApp(name: "Kettle", actions: document)
    }

    @Test func phrasesAndEnumCasesMatch() throws {
        let engine = try Fixtures.engine(try Self.kettle())
        let match = try #require(engine.match("Make black tea in Kettle").first)
        #expect(match.actionIdentifier == "BoilWaterIntent")
        #expect(match.parameter == "kind")
        #expect(match.value?.id == "0")
        #expect(match.value?.title == "Black")
        #expect(engine.match("Boil water with Kettle").map(\.shortcutIndex) == [0])
        #expect(engine.match("Heat Kettle").map(\.shortcutIndex) == [1])
    }

    @Test func negativePhrasesDoNotMatch() throws {
        let engine = try Fixtures.engine(try Self.kettle())
        #expect(engine.match("Boil an egg with Kettle").isEmpty)
    }
}
