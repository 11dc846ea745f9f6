// The App Schema maps domain (iOS 27) in the shapes of Apple's examples for its intents: a
// navigation started from a transport mode, an origin and destinations that are places or names,
// and a set of route preferences, returning the session or nil; waypoints changed; an incident
// reported; an ETA shared with a person. Written here as our own samples; this file compiling is
// the check.
import AppIntents
import Foundation
import GeoToolbox

@AppEnum(schema: .maps.transportType)
enum TravelMode: String {
    case driving, walking
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.driving: "Driving", .walking: "Walking"]
}

@AppEnum(schema: .maps.navigationPreferences)
enum RoutePreference: String {
    case avoidTolls, avoidHighways
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .avoidTolls: "Avoid Tolls", .avoidHighways: "Avoid Highways",
    ]
}

@AppEnum(schema: .maps.incident)
enum RoadIncident: String {
    case accident, hazard
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.accident: "Accident", .hazard: "Hazard"]
}

@UnionValue
enum RouteStop {
    case place(PlaceDescriptor)
    case name(String)
}

@AppEntity(schema: .maps.navigationSession)
struct DriveSession {
    static let defaultQuery = DriveSessionQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "DriveSession" }
}

struct DriveSessionQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [DriveSession] { [] }
    func entities(matching string: String) async throws -> [DriveSession] { [] }
}

@AppIntent(schema: .maps.startNavigation)
struct StartTrip {
    var transportationType: TravelMode
    var origin: RouteStop
    var destinations: [RouteStop]
    var preferences: Set<RoutePreference>
    func perform() async throws -> some ReturnsValue<DriveSession?> {
        destinations.isEmpty ? .result(value: nil) : .result(value: DriveSession(id: "drive"))
    }
}

@AppIntent(schema: .maps.updateNavigationWaypoints)
struct ChangeStops {
    var navigation: DriveSession
    var waypoints: [RouteStop]
    func perform() async throws -> some ReturnsValue<DriveSession> { .result(value: navigation) }
}

@AppIntent(schema: .maps.reportIncident)
struct ReportRoadIncident {
    var incident: RoadIncident
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(schema: .maps.shareETA)
struct ShareArrival {
    var person: IntentPerson
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(schema: .maps.stopShareETA)
struct StopSharingArrival {
    var person: IntentPerson?
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(schema: .maps.stopNavigation)
struct EndTrip {
    var navigation: DriveSession
    func perform() async throws -> some IntentResult { .result() }
}
