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

/// An enum whose cases have URLs: one template, or one for each case.
enum SettingsPane: String, AppEnum, URLRepresentableEnum {
    case general, privacy
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Settings Pane"
    static let caseDisplayRepresentations: [SettingsPane: DisplayRepresentation] = [
        .general: "General", .privacy: "Privacy",
    ]
    static var urlRepresentation: URLRepresentation { URLRepresentation("https://example.com/settings/\(.rawValue)") }
}

enum HelpSection: String, AppEnum, URLRepresentableEnum {
    case faq, contact
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Help Section"
    static let caseDisplayRepresentations: [HelpSection: DisplayRepresentation] = [.faq: "FAQ", .contact: "Contact"]
    static var urlRepresentation: URLRepresentation {
        URLRepresentation([.faq: "https://example.com/faq", .contact: "https://example.com/about/contact"])
    }
}

/// An intent whose URL carries an enum case.
struct OpenSettingsIntent: URLRepresentableIntent {
    static let title: LocalizedStringResource = "Open Settings"
    static var urlRepresentation: URLRepresentation { "https://example.com/open-settings/\(\.$pane)" }
    @Parameter(title: "Pane") var pane: SettingsPane
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Showing \(pane.rawValue).") }
}

/// An `OpenIntent` over a URL-representable entity needs no template of its own.
struct OpenRecipeIntent: OpenIntent, URLRepresentableIntent {
    static let title: LocalizedStringResource = "Open Recipe"
    @Parameter(title: "Recipe") var target: Recipe
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Opened \(target.id).") }
}

@Suite struct URLRepresentationTests {
    static let app = IntentApp(
        name: "Kitchen", intents: [OpenHelpPageIntent.self, OpenRecipeIntent.self, OpenSettingsIntent.self])

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

    @Test func enumCasesHaveURLsAndAnIntentURLCarriesACase() async throws {
        #expect(SettingsPane.privacy.url == "https://example.com/settings/privacy")
        #expect(SettingsPane.general.urlRepresentationParameter == "general")
        #expect(HelpSection.faq.url == "https://example.com/faq")
        #expect(HelpSection.contact.url == "https://example.com/about/contact")
        let catalog = try await Catalog.build(Self.app)
        let route = try URLRouter(catalog: catalog).route("https://example.com/open-settings/privacy")
        #expect(route.intent == "OpenSettingsIntent" && route.inputs == ["pane": "privacy"])
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(intent: route.intent, inputs: route.inputs.mapValues(IntentInput.text)),
            interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Showing privacy.")
    }
}
