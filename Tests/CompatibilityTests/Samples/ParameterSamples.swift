// @Parameter forms, written from Apple's documentation.
import AppIntents

struct PlanTripIntent: AppIntent {
    static let title: LocalizedStringResource = "Plan Trip"

    @Parameter var numberOfGuests: Int
    @Parameter(description: "Where the trip ends.") var destination: String?
    @Parameter(title: "Notes", inputConnectionBehavior: .connectToPreviousIntentResult) var notes: String?
    @Parameter(title: "Return", displayName: .init(true: "Round trip", false: "One way")) var roundTrip: Bool
    @Parameter(
        title: "Message",
        inputOptions: String.IntentInputOptions(
            keyboardType: .emailAddress, capitalizationType: .words, multiline: false, autocorrect: false))
    var message: String?
    @Parameter(title: "Leaves", kind: .date) var leaves: Date?
    @Parameter(title: "Stops", size: 3) var stops: [String]
    @Parameter(title: "Wait", defaultValue: 30, defaultUnit: .minutes, supportsNegativeNumbers: false)
    var wait: Measurement<UnitDuration>
    @Parameter(title: "Book", optionsProvider: BookQuery()) var book: BookEntity?
    @Parameter(title: "Shelf", optionsProvider: ShelfOptions()) var shelf: String?

    func perform() async throws -> some IntentResult { .result() }
}

struct ShelfOptions: DynamicOptionsProvider {
    @IntentParameterDependency<PlanTripIntent>(\.$book) var trip

    func results() async throws -> [String] {
        guard let trip else { return ["Any shelf"] }
        return ["Shelf of \(trip.book.title)"]
    }
}
