import AppIntents
import AppIntentsMetadata
import Testing

@testable import IntentSystem

/// A result's declared protocols choose among the `.result(…)` factories, as in Apple's
/// framework: where a snippet is promised, `.result(dialog:)` is `.result(dialog:view:)` with its
/// default empty view, so branches that show a snippet and branches that do not share one type.
/// The empty defaults show nothing on any surface.
@Suite struct ResultShapeTests {
    struct PlateSnippetIntent: SnippetIntent {
        static var title: LocalizedStringResource { "Plate" }
        init() {}
        func perform() async throws -> some IntentResult & ShowsSnippetView { .result(view: Text("A full plate")) }
    }

    struct ServeIntent: AppIntent {
        static var title: LocalizedStringResource { "Serve" }
        @Parameter(title: "Show the plate", default: false) var show: Bool
        init() {}
        func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
            if show { return .result(dialog: "Served.", view: Text("A full plate")) }
            return .result(dialog: "Served.")
        }
    }

    struct ServeWithCardIntent: AppIntent {
        static var title: LocalizedStringResource { "Serve With Card" }
        @Parameter(title: "Show the card", default: false) var show: Bool
        init() {}
        func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetIntent {
            if show { return .result(dialog: "Served.", snippetIntent: PlateSnippetIntent()) }
            return .result(dialog: "Served.")
        }
    }

    struct ClearIntent: AppIntent {
        static var title: LocalizedStringResource { "Clear" }
        init() {}
        func perform() async throws -> some IntentResult & ShowsSnippetView { .result() }
    }

    static func executor() async throws -> Executor {
        let app = IntentApp(
            name: "Canteen",
            intents: [ServeIntent.self, ServeWithCardIntent.self, ClearIntent.self, PlateSnippetIntent.self])
        return Executor(catalog: try await Catalog.build(app))
    }

    @Test func theDeclaredProtocolsAreTheMetadatasOutputFlags() async throws {
        let actions = try await Self.executor().catalog.metadata.actions
        #expect(actions["ServeIntent"]?.outputFlags == OutputFlags.providesDialog | OutputFlags.showsSnippetView)
        #expect(
            actions["ServeWithCardIntent"]?.outputFlags == OutputFlags.providesDialog | OutputFlags.showsSnippetIntent)
        #expect(actions["ClearIntent"]?.outputFlags == OutputFlags.showsSnippetView)
    }

    @Test func theDefaultEmptyViewShowsNothing() async throws {
        let executor = try await Self.executor()
        let plain = try await executor.run(RunRequest(intent: "ServeIntent"), interaction: NeverAskInteraction())
        #expect(plain.dialog == "Served.")
        #expect(plain.snippet == nil)
        let shown = try await executor.run(
            RunRequest(intent: "ServeIntent", inputs: ["show": .text("true")]), interaction: NeverAskInteraction())
        #expect(shown.dialog == "Served.")
        #expect(shown.snippet?.plainText == "A full plate")
        let cleared = try await executor.run(RunRequest(intent: "ClearIntent"), interaction: NeverAskInteraction())
        #expect(cleared.snippet == nil)
        #expect(cleared.dialog == nil)
    }

    @Test func theDefaultEmptySnippetIntentShowsNothing() async throws {
        let executor = try await Self.executor()
        let plain = try await executor.run(
            RunRequest(intent: "ServeWithCardIntent"), interaction: NeverAskInteraction())
        #expect(plain.dialog == "Served.")
        #expect(plain.snippetIntent == nil)
        #expect(plain.snippet == nil)
        let shown = try await executor.run(
            RunRequest(intent: "ServeWithCardIntent", inputs: ["show": .text("true")]),
            interaction: NeverAskInteraction())
        #expect(shown.snippetIntent is PlateSnippetIntent)
        #expect(shown.snippet?.plainText == "A full plate")
    }
}
