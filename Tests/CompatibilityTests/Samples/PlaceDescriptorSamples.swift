// GeoToolbox's `PlaceDescriptor` as an intent value, in the shapes Apple's documentation of
// `IntentValueRepresentation` gives (a transient entity exporting the place it holds by key path,
// an entity exporting and importing one through closures) and as an intent's parameter and
// result. Written here as our own samples; this file compiling is the check, IntentSystemTests'
// PlaceDescriptorTests runs the same shapes, and AppIntentsLintTests extracts this file.
import AppIntents
import CoreLocation
import Foundation
import GeoToolbox

/// A place found by a search, handed on as the system's place.
struct FoundSpotEntity: TransientAppEntity, Transferable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Spot" }

    @Property(title: "Place") var place: PlaceDescriptor
    @Property(title: "Rating") var rating: Int

    var displayRepresentation: DisplayRepresentation { "\(place.commonName ?? "Spot")" }

    init() {}

    static var transferRepresentation: some TransferRepresentation {
        ValueRepresentation(exporting: \.place)
    }
}

/// A café that is a place for the system, and that a place can name.
struct CafeEntity: AppEntity, Transferable {
    static let defaultQuery = CafeQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Café" }

    var id: String
    var name: String
    var street: String
    var coordinate: CLLocationCoordinate2D

    var displayRepresentation: DisplayRepresentation { "\(name)" }

    static var transferRepresentation: some TransferRepresentation {
        IntentValueRepresentation(
            exporting: { cafe in
                PlaceDescriptor(
                    representations: [.address(cafe.street), .coordinate(cafe.coordinate)], commonName: cafe.name,
                    supportingRepresentations: [.serviceIdentifiers(["com.example.cafes": cafe.id])])
            },
            importing: { place in
                guard let coordinate = place.coordinate else { throw CafeError.noCoordinate }
                return CafeEntity(
                    id: place.serviceIdentifier(for: "com.example.cafes") ?? "new", name: place.commonName ?? "Café",
                    street: place.address ?? "", coordinate: coordinate)
            })
    }
}

enum CafeError: Error { case noCoordinate }

struct CafeQuery: EntityQuery {
    func entities(for identifiers: [CafeEntity.ID]) async throws -> [CafeEntity] { [] }
}

/// A place in and out: the meeting point, module-qualified as some apps write it.
struct SetMeetingPointIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Meeting Point"

    @Parameter(title: "Meeting Point") var point: GeoToolbox.PlaceDescriptor
    @Parameter(title: "Alternatives") var alternatives: [PlaceDescriptor]?

    func perform() async throws -> some IntentResult & ReturnsValue<PlaceDescriptor> & ProvidesDialog {
        .result(value: point, dialog: "Meeting at \(point.commonName ?? point.address ?? "the point")")
    }
}
