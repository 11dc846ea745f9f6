import AppIntents
import Foundation
import Testing

@testable import IntentSystem

// iOS 27.3's card snippets in a messaging app's shape: a message entity drawn as a card with its
// sender, its text and a button that marks it read; a note whose card supports no family the
// system asks for; an intent that shows its own view beside the entity it returns.

struct CardMessageEntity: SnippetRepresentableEntity {
    static let defaultQuery = CardMessageQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Message" }
    var id: String
    var sender: String
    var text: String
    var displayRepresentation: DisplayRepresentation { "\(sender): \(text)" }

    var snippet: some EntitySnippetContent<Self> {
        CardSnippet(supportedFamilies: [.standard]) { message, context in
            VStack {
                HStack {
                    Text(message.sender).bold()
                    Spacer()
                    Text(context.family == .standard ? "Standard card" : "Other card")
                }
                Text(message.text)
                Button("Mark as Read", intent: MarkMessageReadIntent(message: message))
            }
        }
    }
}

struct CardMessageQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CardMessageEntity] {
        identifiers.map { CardMessageEntity(id: $0, sender: "Ada", text: "Lunch at noon?") }
    }
}

/// A card written with a structural opaque type, for no family the system asks for.
struct CardNoteEntity: SnippetRepresentableEntity {
    static let defaultQuery = CardNoteQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Note" }
    var id: String
    var displayRepresentation: DisplayRepresentation { "Note \(id)" }
    var snippet: CardSnippet<Self, some View> {
        CardSnippet(supportedFamilies: []) { note, _ in Text("Card of \(note.id)") }
    }
}

struct CardNoteQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CardNoteEntity] { identifiers.map(CardNoteEntity.init) }
}

struct MarkMessageReadIntent: AppIntent {
    static let title: LocalizedStringResource = "Mark Message Read"
    @Parameter(title: "Message") var message: CardMessageEntity
    init() {}
    init(message: CardMessageEntity) { self.message = message }
    func perform() async throws -> some IntentResult { .result() }
}

struct ShowLatestMessageIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Latest Message"
    func perform() async throws -> some IntentResult & ReturnsValue<CardMessageEntity> {
        .result(value: CardMessageEntity(id: "m1", sender: "Ada", text: "Lunch at noon?"))
    }
}

struct ShowNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Note"
    func perform() async throws -> some IntentResult & ReturnsValue<CardNoteEntity> {
        .result(value: CardNoteEntity(id: "n1"))
    }
}

struct ShowMessageThreadIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Message Thread"
    func perform() async throws -> some IntentResult & ReturnsValue<CardMessageEntity> & ShowsSnippetView {
        .result(value: CardMessageEntity(id: "m2", sender: "Grace", text: "On my way")) { Text("Thread with Grace") }
    }
}

@Suite struct CardSnippetTests {
    static let app = IntentApp(
        name: "Messages",
        intents: [
            MarkMessageReadIntent.self, ShowLatestMessageIntent.self, ShowNoteIntent.self,
            ShowMessageThreadIntent.self,
        ],
        entities: [CardMessageEntity.self, CardNoteEntity.self])

    func run(_ intent: String) async throws -> Outcome {
        try await Executor(catalog: try await Catalog.build(Self.app)).run(
            RunRequest(intent: intent, inputs: [:]), interaction: NeverAskInteraction())
    }

    @Test func aReturnedEntityIsShownByItsCardInTheStandardFamily() async throws {
        let outcome = try await run("ShowLatestMessageIntent")
        let card = try #require(outcome.snippet)
        #expect(
            SnippetRenderer(width: 40).text(card) == """
                Ada                        Standard card
                Lunch at noon?
                [ Mark as Read ]
                """)
        #expect(outcome.valueText == "Ada: Lunch at noon?")
        // The card's button runs its intent with the entity, as a snippet's does.
        guard case .vertical(let rows) = card, case .button(_, let reference)? = rows.last else {
            Issue.record("no button in \(card)")
            return
        }
        let pressed = try #require(reference.intent as? MarkMessageReadIntent)
        #expect(pressed.message.id == "m1")
    }

    @Test func aCardWithoutTheFamilyLeavesTheDisplayRepresentation() async throws {
        let outcome = try await run("ShowNoteIntent")
        #expect(outcome.snippet == nil)
        #expect(outcome.valueText == "Note n1")
    }

    @Test func aViewTheIntentShowsComesBeforeTheCard() async throws {
        let outcome = try await run("ShowMessageThreadIntent")
        #expect(outcome.snippet.map { SnippetRenderer().text($0) } == "Thread with Grace")
    }
}
