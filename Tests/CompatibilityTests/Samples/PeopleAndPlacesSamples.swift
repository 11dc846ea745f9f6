// People, places and payment methods as public apps' intents use them (a place parameter read
// for its coordinates and time zone, a place returned from a geocoder, a person built for a
// message's author, a person in a union value), written here as our own samples. This file
// compiling is the check; IntentSystemTests' PeopleAndPlacesTests runs them.
import AppIntents
import CoreLocation
import Foundation

/// A place parameter read for its coordinates, time zone and names; asked again when it has
/// no location; a shortcut of the SiriKit intent it replaced carries over.
struct DaylightIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "DaylightTimeIntent"
    static let title: LocalizedStringResource = "Get Daylight"
    static let description = IntentDescription("How long the day is at a place")

    @Parameter(title: "Date") var date: Date
    @Parameter(title: "Location") var location: CLPlacemark

    static var parameterSummary: some ParameterSummary {
        Summary("Get the daylight on \(\.$date) in \(\.$location)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        guard let coordinate = location.location?.coordinate else {
            throw $location.needsValueError("Which place do you want the daylight for?")
        }
        let zone = location.timeZone ?? .autoupdatingCurrent
        let place = location.locality ?? location.name ?? "there"
        let text = "\(place) (\(coordinate.latitude), \(coordinate.longitude)) in \(zone.identifier)"
        return .result(value: text, dialog: "\(text)")
    }
}

/// An optional place among other parameters, declared without a title; its location handed on
/// as a `CLLocation?`.
struct LogWorkoutIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Workout"
    @Parameter(title: "Exercise") var exercise: String
    @Parameter var location: CLPlacemark?
    @Parameter(title: "Where", displayStyle: .city) var city: CLPlacemark?

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let summary = WorkoutLog.record(exercise, at: location?.location)
        let known = location.map { CLPlacemark(placemark: $0) }
        return .result(value: summary + (known?.country.map { " in \($0)" } ?? ""))
    }
}

enum WorkoutLog {
    static func record(_ exercise: String, at location: CLLocation?) -> String {
        guard let location else { return exercise }
        let gym = CLLocation(latitude: 48.8584, longitude: 2.2945)
        let valid = CLLocationCoordinate2DIsValid(location.coordinate)
        return "\(exercise), \(Int(location.distance(from: gym))) m from the gym\(valid ? "" : " (unknown place)")"
    }
}

/// A place returned from an intent, found by reverse geocoding a coordinate.
struct NodePlaceIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Node Place"
    @Parameter(title: "Latitude") var latitude: Double
    @Parameter(title: "Longitude") var longitude: Double

    func perform() async throws -> some IntentResult & ReturnsValue<CLPlacemark> {
        let location = CLLocation(latitude: latitude, longitude: longitude)
        do {
            let placemarks = try await CLGeocoder().reverseGeocodeLocation(location)
            guard let placemark = placemarks.first else { throw NodePlaceError.noPlace }
            return .result(value: placemark)
        } catch CLError.network {
            throw NodePlaceError.offline
        }
    }
}

enum NodePlaceError: Error, CustomLocalizedStringResourceConvertible {
    case noPlace, offline
    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .noPlace: "No place is known there"
        case .offline: "Places cannot be looked up offline"
        }
    }
}

/// An entity with a place among its properties, a wrapped one and a plain one.
struct RideEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Ride"
    static let defaultQuery = RideQuery()
    let id: UUID
    @Property(title: "Start") var start: CLPlacemark?
    var finish: CLPlacemark?
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(start?.name ?? "Ride")", subtitle: "\(finish?.locality ?? "")")
    }
}

struct RideQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [RideEntity] { [] }
}

/// A message's author: a person the app defines, shown by the person's own representation.
struct AuthorEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Author"
    static let defaultQuery = AuthorQuery()
    var id: String
    var person: IntentPerson
    var displayRepresentation: DisplayRepresentation { person.displayRepresentation }

    static let support = AuthorEntity(
        id: "support",
        person: IntentPerson(
            identifier: .applicationDefined("support"), name: .displayName("Support"),
            handle: IntentPerson.Handle(applicationDefined: "support")))
}

struct AuthorQuery: EntityQuery {
    func entities(for identifiers: [AuthorEntity.ID]) async throws -> [AuthorEntity] {
        identifiers.contains(AuthorEntity.support.id) ? [.support] : []
    }
    func suggestedEntities() async throws -> [AuthorEntity] { [.support] }
}

/// A person or a name, as a playlist's owner.
@UnionValue enum MixtapeOwner {
    case person(IntentPerson)
    case name(String)
}

struct MixtapeEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mixtape"
    static let defaultQuery = MixtapeQuery()
    let id: Int
    var title: String
    var owner: MixtapeOwner?
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
}

struct MixtapeQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [MixtapeEntity] { [] }
}

/// People as parameters, with Apple's pickers, and every way of making one.
struct ShareWithPersonIntent: AppIntent {
    static let title: LocalizedStringResource = "Share Note"
    @Parameter(title: "With") var recipient: IntentPerson
    @Parameter(title: "Copy To", mode: .email) var copy: IntentPerson?
    @Parameter(title: "Also") var others: [IntentPerson]?

    func perform() async throws -> some IntentResult & ReturnsValue<IntentPerson> & ProvidesDialog {
        let reach: String
        switch recipient.handle?.value {
        case .emailAddress(let address)?: reach = "mail \(address)"
        case .phoneNumber(let number)?: reach = "text \(number)"
        case .applicationDefined(let id)?: reach = "message \(id)"
        case nil: reach = "tell"
        }
        if case .contact(let contact) = recipient.identifier, recipient.isMe {
            throw $recipient.needsValueError("Share with someone else than \(contact)")
        }
        let ada = IntentPerson(
            identifier: .contact("ABC-123"),
            name: .components(PersonNameComponents(givenName: "Ada", familyName: "Lovelace")),
            handle: .init(phoneNumber: "+44 20 7946 0000", label: .mobile),
            aliases: [.init(emailAddress: "ada@example.com", label: .work), .init(.applicationDefined("ada"))],
            isMe: false, image: .init(systemName: "person.crop.circle"))
        let card = try await ada.exported(as: .vCard)
        let unknown = IntentPerson(handle: IntentPerson.Handle(emailAddress: "someone@example.com"))
        return .result(value: unknown, dialog: "\(reach) (\(card.count) bytes for \(ada.displayRepresentation.title))")
    }
}

/// A payment method as a parameter and as a value an intent makes.
struct PayInvoiceIntent: AppIntent {
    static let title: LocalizedStringResource = "Pay Invoice"
    @Parameter(title: "Amount") var amount: IntentCurrencyAmount
    @Parameter(title: "Pay With") var method: IntentPaymentMethod

    func perform() async throws -> some IntentResult & ReturnsValue<IntentPaymentMethod> & ProvidesDialog {
        let fallback = IntentPaymentMethod(
            type: .applePay, name: "Apple Pay", identificationHint: nil, icon: .init(systemName: "creditcard"))
        let used = method.paymentType == .unknown ? fallback : method
        return .result(
            value: used, dialog: "Paid \(amount.amount) with \(used.name ?? "card") \(used.identificationHint ?? "")")
    }
}
