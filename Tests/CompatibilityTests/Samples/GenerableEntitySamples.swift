// iOS 27.3's generable entities in the shape Apple's documentation gives them: a transient entity
// whose properties describe themselves, so a model can make one from a person's request instead
// of finding one through a query, and a tool intent that takes it. Written for this project in
// those shapes.

import AppIntents
import Foundation

@AppEntity(.generable)
struct FlightSearchEntity: TransientAppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Flight Search" }

    @Property(title: "Origin", description: "The airport code the trip starts from, such as SFO")
    var origin: String
    @Property(title: "Destination", description: "The airport code the trip ends at")
    var destination: String
    @Property(title: "Passengers", description: "How many people travel")
    var passengers: Int?
    @Property(title: "Nonstop", description: "Whether to show only flights without a stop")
    var nonstop: Bool?

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(origin) to \(destination)") }

    init() {}
}

@AppEntity([AppEntityTraits.generable])
struct HotelStayEntity: TransientAppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Hotel Stay" }
    @Property(title: "City", description: "Where to stay") var city: String = ""
    @Property(title: "Nights", description: "How many nights") var nights: Int = 1
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(nights) nights in \(city)") }
    init() {}
}

@AppIntent(.tool)
struct SearchFlightsIntent: AppIntent {
    static let title: LocalizedStringResource = "Search Flights"
    @Parameter(title: "Search") var search: FlightSearchEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let people = search.passengers ?? 1
        return .result(
            dialog:
                "Searching \(search.origin) to \(search.destination) for \(people) \(search.nonstop == true ? "nonstop" : "")"
        )
    }
}
