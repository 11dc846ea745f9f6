import AppIntents
import AppIntentsMetadata
import AppIntentsShared
import CoreLocation
import Foundation

/// A `CLPlacemark` from text or JSON, and back to JSON. No name is looked up (there is no
/// geocoder here): a place is given by its coordinates, with the names it should carry.
///
/// Text: `48.8584,2.2945` or `Eiffel Tower @ 48.8584,2.2945`. JSON: that text, or
/// `{"latitude", "longitude", "name", "locality", "country", …}` with `CLPlacemark`'s names.
extension Primitives {
    /// The placemark's text members, by their JSON (and `CLPlacemark`) names, in
    /// `ValueForms.Placemark.names`' order.
    static let placemarkNames: [(key: String, value: KeyPath<CLPlacemark, String?> & Sendable)] = [
        ("name", \.name), ("thoroughfare", \.thoroughfare), ("subThoroughfare", \.subThoroughfare),
        ("locality", \.locality), ("subLocality", \.subLocality), ("administrativeArea", \.administrativeArea),
        ("subAdministrativeArea", \.subAdministrativeArea), ("postalCode", \.postalCode),
        ("isoCountryCode", \.isoCountryCode), ("country", \.country), ("inlandWater", \.inlandWater),
        ("ocean", \.ocean),
    ]

    static func placemark(_ input: IntentInput, parameter: ParameterMetadata) throws -> CLPlacemark {
        do {
            switch input {
            case .json(.object(let members)): return try placemark(members)
            default:
                guard let text = text(of: input) else { throw ValueProblem("") }
                return try placemark(text: text)
            }
        } catch let problem as ValueProblem {
            throw mismatch(parameter, input, ValueForms.Placemark.form, problem)
        }
    }

    static func placemark(text: String) throws -> CLPlacemark {
        var name: String?
        var coordinates = Substring(text)
        if let at = text.lastIndex(of: "@") {
            name = text[..<at].trimmingCharacters(in: .whitespaces)
            coordinates = text[text.index(after: at)...]
            guard name?.isEmpty == false else { throw ValueProblem("the name before '@' is empty") }
        }
        let numbers = coordinates.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard numbers.count == 2, let latitude = Double(numbers[0]), let longitude = Double(numbers[1]) else {
            throw ValueProblem("")
        }
        return CLPlacemark(location: try location(latitude, longitude), name: name)
    }

    private static func placemark(_ members: [String: JSONValue]) throws -> CLPlacemark {
        try onlyKnown(
            members, Set(placemarkNames.map(\.key) + ["latitude", "longitude", "areasOfInterest", "timeZone"]))
        guard case .number(let latitude)? = members["latitude"], case .number(let longitude)? = members["longitude"]
        else { throw ValueProblem("latitude and longitude must both be numbers") }
        var names: [String: String] = [:]
        for (key, _) in placemarkNames { names[key] = try string(members, key) }
        var areas: [String]?
        if let list = members["areasOfInterest"] {
            let texts = list.arrayValue?.compactMap(\.stringValue)
            guard let texts, texts.count == list.arrayValue?.count else {
                throw ValueProblem("areasOfInterest is not a list of text")
            }
            areas = texts
        }
        var timeZone: TimeZone?
        if let identifier = try string(members, "timeZone") {
            guard let zone = TimeZone(identifier: identifier) else {
                throw ValueProblem("timeZone '\(identifier)' is not a time zone identifier such as Europe/Paris")
            }
            timeZone = zone
        }
        return CLPlacemark(
            location: try location(latitude, longitude), name: names["name"], thoroughfare: names["thoroughfare"],
            subThoroughfare: names["subThoroughfare"], locality: names["locality"], subLocality: names["subLocality"],
            administrativeArea: names["administrativeArea"], subAdministrativeArea: names["subAdministrativeArea"],
            postalCode: names["postalCode"], isoCountryCode: names["isoCountryCode"], country: names["country"],
            inlandWater: names["inlandWater"], ocean: names["ocean"], areasOfInterest: areas, timeZone: timeZone)
    }

    /// A location at the coordinates, which must be on the earth.
    private static func location(_ latitude: Double, _ longitude: Double) throws -> CLLocation {
        let point = try coordinate(latitude, longitude)
        return CLLocation(latitude: point.latitude, longitude: point.longitude)
    }

    /// Coordinates on the earth: a place's and a place descriptor's.
    static func coordinate(_ latitude: Double, _ longitude: Double) throws -> CLLocationCoordinate2D {
        guard latitude.isFinite, (-90...90).contains(latitude) else {
            throw ValueProblem("latitude \(numberText(latitude)) is not within -90...90")
        }
        guard longitude.isFinite, (-180...180).contains(longitude) else {
            throw ValueProblem("longitude \(numberText(longitude)) is not within -180...180")
        }
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// `{"latitude", "longitude", "name", …}`: the coordinates and every name the place has,
    /// what `placemark(_:parameter:)` reads back.
    static func json(_ placemark: CLPlacemark) -> JSONValue {
        var object: [String: JSONValue] = [:]
        if let coordinate = placemark.location?.coordinate {
            object["latitude"] = .number(coordinate.latitude)
            object["longitude"] = .number(coordinate.longitude)
        }
        for (key, value) in placemarkNames { object[key] = placemark[keyPath: value].map(JSONValue.string) }
        if let areas = placemark.areasOfInterest { object["areasOfInterest"] = .array(areas.map(JSONValue.string)) }
        if let zone = placemark.timeZone { object["timeZone"] = .string(zone.identifier) }
        return .object(object)
    }

    /// `Eiffel Tower @ 48.8584,2.2945`: the text form it is given in, named by its name (else its
    /// city, else its country).
    static func text(_ placemark: CLPlacemark) -> String {
        let name = placemark.name ?? placemark.locality ?? placemark.country
        guard let coordinate = placemark.location?.coordinate else { return name ?? "" }
        let point = "\(numberText(coordinate.latitude)),\(numberText(coordinate.longitude))"
        return name.map { "\($0) @ \(point)" } ?? point
    }
}
