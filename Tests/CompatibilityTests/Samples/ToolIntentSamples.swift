// Tool intents (iOS 27.3) in the shapes of Apple's documentation of `ToolIntent`,
// `AppIntentTraits`, `AppIntent(_:)` and `AppIntent(_:schema:)`, written here as our own samples:
// the trait alone, as a list and spelled out, on an intent and on a type the macro makes one, the
// schema form, and a conformance. This file compiling is the check; IntentSystemTests'
// ToolIntentTests registers the same shapes and AppIntentsLintTests' ToolIntentExtractionTests
// extracts them.
import AppIntents
import Foundation

/// A flight search a person asks for in one sentence ("Find flights to Oslo on Friday").
@AppIntent(.tool)
struct SearchFlights: AppIntent {
    static let title: LocalizedStringResource = "Search Flights"
    static let description = IntentDescription("Searches flights to a city on a day.")

    @Parameter(title: "Destination", description: "The city to fly to") var destination: String
    @Parameter(title: "Date", description: "The day to fly") var date: Date

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Three flights to \(destination).")
    }
}

/// A type with no parameter may leave `AppIntent` out: the conformance the macro adds makes it
/// one. (`@Parameter` needs the type to declare `AppIntent` itself, as Apple asks.)
@AppIntent(.tool)
struct RepeatLastSearch {
    static let title: LocalizedStringResource = "Repeat Last Search"
    func perform() async throws -> some IntentResult { .result() }
}

/// The traits as a list, and spelled out with their type.
@AppIntent([.tool])
struct AddLuggageIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Luggage"
    @Parameter(title: "Bags") var bags: Int
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(AppIntentTraits.tool)
struct ChooseSeatIntent: AppIntent {
    static let title: LocalizedStringResource = "Choose Seat"
    @Parameter(title: "Seat") var seat: String
    func perform() async throws -> some IntentResult { .result() }
}

/// Availability on the type is the conformance's too.
@available(iOS 27.3, macOS 27.3, visionOS 27.3, *)
@AppIntent(.tool)
struct ShareItineraryIntent: AppIntent {
    static let title: LocalizedStringResource = "Share Itinerary"
    func perform() async throws -> some IntentResult { .result() }
}

/// A journal entry written by Siri: everything `@AppIntent(schema:)` adds, and `ToolIntent`.
@AppIntent(.tool, schema: .journal.createEntry)
struct CreateEntryIntent {
    var title: String?
    var message: AttributedString

    func perform() async throws -> some IntentResult { .result() }
}

/// A conformance without the macro.
struct CheckBagStatusIntent: ToolIntent {
    static let title: LocalizedStringResource = "Check Bag Status"
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Your bag is on board.") }
}

/// `AppIntentTraits` is a set: each trait at most once.
let travelTraits: AppIntentTraits = [.tool, .tool]
let travelTraitsHoldTool: Bool =
    travelTraits.contains(.tool) && travelTraits == .tool && !AppIntentTraits().contains(.tool)

/// The sample types are tools to the type checker too.
let toolIntentSamples: [any ToolIntent.Type] = [
    SearchFlights.self, RepeatLastSearch.self, AddLuggageIntent.self, ChooseSeatIntent.self, CreateEntryIntent.self,
    CheckBagStatusIntent.self,
]
