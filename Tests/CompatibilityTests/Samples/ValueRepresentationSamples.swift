// Entities that stand for a system value (a person, a place) through `ValueRepresentation`, in the
// shapes Apple documents for iOS 26.4: this file compiling is the check (MCPAttachmentTests and
// ShortcutValueRepresentationTests check what the system does with such entities).
import AppIntents
import CoreLocation
import CoreTransferable
import Foundation

/// A member of a club, exported as the person it stands for and made from one.
struct ClubMemberEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Member"
    static let defaultQuery = ClubMemberQuery()
    var id: String
    var name: String
    var email: String?
    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct ClubMemberQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ClubMemberEntity] {
        identifiers.map { ClubMemberEntity(id: $0, name: $0) }
    }
}

extension ClubMemberEntity: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        ValueRepresentation(
            exporting: { member in
                IntentPerson(
                    identifier: .applicationDefined(member.id), name: .displayName(member.name),
                    handle: member.email.map { IntentPerson.Handle(emailAddress: $0) })
            },
            importing: { person in
                ClubMemberEntity(
                    id: UUID().uuidString, name: person.displayRepresentation.title.defaultValue,
                    email: person.handle.map { "\($0.value)" })
            })
        ProxyRepresentation(exporting: \.name)
    }
}

/// A guest, exported as a person only, with the type's full name.
struct GuestEntity: AppEntity, Transferable {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Guest"
    static let defaultQuery = GuestQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }

    static var transferRepresentation: some TransferRepresentation {
        IntentValueRepresentation(
            exporting: { guest in
                IntentPerson(identifier: .applicationDefined(guest.id), name: .displayName(guest.id), handle: nil)
            }
        )
    }
}

struct GuestQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [GuestEntity] { identifiers.map { GuestEntity(id: $0) } }
}

/// A meeting spot whose place is one of its properties, exported through a key path.
struct MeetingSpotEntity: AppEntity, Transferable {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Meeting Spot"
    static let defaultQuery = MeetingSpotQuery()
    var id: String
    @Property var place: CLPlacemark
    var displayRepresentation: DisplayRepresentation { "\(place.name ?? id)" }

    init(id: String, place: CLPlacemark) {
        self.id = id
        self.place = place
    }

    static var transferRepresentation: some TransferRepresentation {
        ValueRepresentation(exporting: \.place)
    }
}

struct MeetingSpotQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [MeetingSpotEntity] { [] }
}

/// A pin made from a place handed to the app, never exported as one.
struct PinEntity: TransientAppEntity, Transferable {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pin"
    @Property var label: String
    var latitude: Double = 0
    var longitude: Double = 0
    var displayRepresentation: DisplayRepresentation { "\(label)" }

    init() { label = "" }

    static var transferRepresentation: some TransferRepresentation {
        IntentValueRepresentation(importing: { (place: CLPlacemark) in
            var pin = PinEntity()
            pin.label = place.name ?? "Pin"
            pin.latitude = place.location?.coordinate.latitude ?? 0
            pin.longitude = place.location?.coordinate.longitude ?? 0
            return pin
        })
    }
}
