import AppIntents
import Foundation
import Testing

@testable import IntentSystem

/// An intent a URL stands for, as Apple's documentation writes one (iOS 18).
struct OpenHelpPageIntent: URLRepresentableIntent {
    static let title: LocalizedStringResource = "Open Help Page"
    static var urlRepresentation: URLRepresentation { "https://example.com/help/\(\.$topic)/\(\.$page)" }
    @Parameter(title: "Topic") var topic: String
    @Parameter(title: "Page") var page: Int
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Help on \(topic), page \(page).")
    }
}

struct Recipe: URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
    static let defaultQuery = RecipeQuery()
    static var urlRepresentation: URLRepresentation { "https://example.com/recipes/\(.id)" }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct RecipeQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Recipe] { identifiers.map(Recipe.init(id:)) }
}

/// An `OpenIntent` over a URL-representable entity needs no template of its own.
struct OpenRecipeIntent: OpenIntent, URLRepresentableIntent {
    static let title: LocalizedStringResource = "Open Recipe"
    @Parameter(title: "Recipe") var target: Recipe
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Opened \(target.id).") }
}

@Suite struct URLRepresentationTests {
    static let app = IntentApp(name: "Kitchen", intents: [OpenHelpPageIntent.self, OpenRecipeIntent.self])

    @Test func templatesNameTheParametersTheyInterpolate() {
        #expect(OpenHelpPageIntent.urlTemplate == "https://example.com/help/{topic}/{page}")
        #expect(Recipe.urlTemplate == "https://example.com/recipes/{id}")
        #expect(OpenRecipeIntent.urlTemplate == "https://example.com/recipes/{target}")
        #expect(Recipe(id: "soup").urlRepresentationParameter == "soup")
    }

    @Test func aURLRunsTheIntentItStandsForWithItsValues() async throws {
        let catalog = try await Catalog.build(Self.app)
        let router = URLRouter(catalog: catalog)
        let help = try router.route("https://example.com/help/ordering%20soup/3")
        #expect(help.entity == nil && help.intent == "OpenHelpPageIntent")
        #expect(help.inputs == ["topic": "ordering soup", "page": "3"])
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(intent: help.intent, inputs: help.inputs.mapValues(IntentInput.text)),
            interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Help on ordering soup, page 3.")

        let recipe = try router.route("https://example.com/recipes/pho")
        #expect(recipe.entity == "Recipe" && recipe.intent == "OpenRecipeIntent" && recipe.inputs == ["target": "pho"])

        let error = #expect(throws: IntentSystemError.self) { try router.route("https://example.com/about") }
        #expect(error?.message.contains("https://example.com/help/{topic}/{page}") == true, "\(error?.message ?? "")")
    }
}
