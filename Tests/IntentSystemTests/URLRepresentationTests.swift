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

/// An entity whose URL also carries a property, as apps write one with a folder in the path.
struct Note: URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = NoteQuery()
    static var urlRepresentation: URLRepresentation { "https://example.com/\(\.$folder)/notes/\(.id)" }
    var id: Int
    @Property(title: "Folder") var folder: String
    init(id: Int, folder: String) {
        self.id = id
        self.folder = folder
    }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Note \(id)") }
}

struct NoteQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [Note] { identifiers.map { Note(id: $0, folder: "Work") } }
}

struct OpenNoteIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Note"
    @Parameter(title: "Note") var target: Note
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Opened note \(target.id).") }
}

/// An entity whose URL is one of its properties, whole: the system finds the entity by it.
struct ConcertHall: URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Concert Hall"
    static let defaultQuery = ConcertHallQuery()
    static var urlRepresentation: URLRepresentation { "\(\.$webPage)" }
    var id: String
    @Property(title: "Web Page") var webPage: URL
    init(id: String, webPage: String) {
        self.id = id
        self.webPage = URL(string: webPage)!
    }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct ConcertHallQuery: EnumerableEntityQuery {
    static let venues = [
        ConcertHall(id: "hall", webPage: "https://venues.example/the-hall?city=Lyon"),
        ConcertHall(id: "arena", webPage: "https://arena.example/"),
    ]
    func allEntities() async throws -> [ConcertHall] { Self.venues }
    func entities(for identifiers: [String]) async throws -> [ConcertHall] {
        Self.venues.filter { identifiers.contains($0.id) }
    }
}

struct OpenConcertHallIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Concert Hall"
    @Parameter(title: "Hall") var target: ConcertHall
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Opened \(target.id).") }
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
        #expect(Note.urlTemplate == "https://example.com/{property}/notes/{id}")
        #expect(ConcertHall.urlTemplate == "{property}")
    }

    @Test func anEntitysURLWritesItsIdentifierAndProperties() {
        #expect(Recipe(id: "pho bo").url == "https://example.com/recipes/pho%20bo")
        #expect(Note(id: 7, folder: "Work/Home").url == "https://example.com/Work%2FHome/notes/7")
        #expect(
            ConcertHall(id: "hall", webPage: "https://venues.example/the-hall?city=Lyon").url
                == "https://venues.example/the-hall?city=Lyon")
    }

    @Test func aURLOfPropertiesFindsItsEntityAmongThoseItsQueryLists() async throws {
        let app = IntentApp(name: "Places", intents: [OpenNoteIntent.self, OpenConcertHallIntent.self])
        let catalog = try await Catalog.build(app)
        let router = URLRouter(catalog: catalog)
        let note = try await router.route("https://example.com/Work/notes/12")
        #expect(note.entity == "Note" && note.intent == "OpenNoteIntent" && note.inputs == ["target": "12"])
        let venue = try await router.route("https://venues.example/the-hall?city=Lyon")
        // A property URL with a query of its own takes more items after it, and a fragment.
        #expect(
            try await router.route("https://venues.example/the-hall?city=Lyon&utm_medium=qr#map").inputs == [
                "target": "hall"
            ])
        await #expect(throws: IntentSystemError.self) {
            try await router.route("https://venues.example/the-hall?city=Nice")
        }
        #expect(
            venue.entity == "ConcertHall" && venue.intent == "OpenConcertHallIntent"
                && venue.inputs == ["target": "hall"])
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(intent: venue.intent, inputs: venue.inputs.mapValues { IntentInput.json(.string($0)) }),
            interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Opened hall.")
        let error = await #expect(throws: IntentSystemError.self) {
            try await router.route("https://venues.example/elsewhere")
        }
        #expect(error?.message.contains("{property}") == true, "\(error?.message ?? "")")
    }

    @Test func aURLRunsTheIntentItStandsForWithItsValues() async throws {
        let catalog = try await Catalog.build(Self.app)
        let router = URLRouter(catalog: catalog)
        let help = try await router.route("https://example.com/help/ordering%20soup/3")
        #expect(help.entity == nil && help.intent == "OpenHelpPageIntent")
        #expect(help.inputs == ["topic": "ordering soup", "page": "3"])
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(intent: help.intent, inputs: help.inputs.mapValues(IntentInput.text)),
            interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Help on ordering soup, page 3.")

        let recipe = try await router.route("https://example.com/recipes/pho")
        #expect(recipe.entity == "Recipe" && recipe.intent == "OpenRecipeIntent" && recipe.inputs == ["target": "pho"])

        // What a link picks up on its way (a fragment, tracking query items, a trailing slash)
        // still names the same recipe; another path does not.
        for picked in [
            "https://example.com/recipes/pho#steps", "https://example.com/recipes/pho?utm_source=mail",
            "https://example.com/recipes/pho/", "https://example.com/recipes/pho/?ref=share#top",
        ] {
            #expect(try await router.route(picked).inputs == ["target": "pho"], "\(picked)")
        }
        await #expect(throws: IntentSystemError.self) {
            try await router.route("https://example.com/recipes/pho/steps")
        }

        let error = await #expect(throws: IntentSystemError.self) {
            try await router.route("https://example.com/about")
        }
        #expect(error?.message.contains("https://example.com/help/{topic}/{page}") == true, "\(error?.message ?? "")")
    }

    @Test func enumCasesHaveURLsAndAnIntentURLCarriesACase() async throws {
        #expect(SettingsPane.privacy.url == "https://example.com/settings/privacy")
        #expect(SettingsPane.general.urlRepresentationParameter == "general")
        #expect(HelpSection.faq.url == "https://example.com/faq")
        #expect(HelpSection.contact.url == "https://example.com/about/contact")
        let catalog = try await Catalog.build(Self.app)
        let route = try await URLRouter(catalog: catalog).route("https://example.com/open-settings/privacy")
        #expect(route.intent == "OpenSettingsIntent" && route.inputs == ["pane": "privacy"])
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(intent: route.intent, inputs: route.inputs.mapValues(IntentInput.text)),
            interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Showing privacy.")
    }
}
