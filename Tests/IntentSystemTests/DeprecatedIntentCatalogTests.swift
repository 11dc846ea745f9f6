import AppIntents
import AppIntentsMetadata
import Testing

@testable import IntentSystem

/// A deprecated intent stays in the catalog; its metadata says it is deprecated.
@Suite struct DeprecatedIntentCatalogTests {
    struct FindNotesIntent: AppIntent {
        static let title: LocalizedStringResource = "Find Notes"
        init() {}
        func perform() async throws -> some IntentResult { .result() }
    }

    struct GetNotesIntent: DeprecatedAppIntent {
        static var deprecation: IntentDeprecation<FindNotesIntent> {
            .init(message: "Use Find Notes.", replacedBy: FindNotesIntent.self)
        }
        static let title: LocalizedStringResource = "Get Notes"
        init() {}
        func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: "notes") }
    }

    @Test func theCatalogListsItAsDeprecated() async throws {
        let app = IntentApp(name: "Notes", intents: [GetNotesIntent.self, FindNotesIntent.self])
        let catalog = try await Catalog.build(app)
        #expect(catalog.metadata.actions["GetNotesIntent"]?.systemProtocols.contains("DeprecatedAppIntent") == true)
        #expect(catalog.metadata.actions["FindNotesIntent"]?.systemProtocols.contains("DeprecatedAppIntent") == false)
        let type = try catalog.intentType("GetNotesIntent")
        #expect(
            (type as? any DeprecatedAppIntent.Type)?._deprecationText == "Use Find Notes. Replaced by FindNotesIntent.")
    }
}
