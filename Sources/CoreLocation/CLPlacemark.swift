import Foundation

/// A place: a location with the names people use for it (a street address, a city, a country).
///
/// An intent receives one for a `CLPlacemark` parameter, read the way apps read Apple's:
///
/// ```swift
/// @Parameter(title: "Location") var location: CLPlacemark
///
/// func perform() async throws -> some IntentResult & ReturnsValue<String> {
///     guard let coordinate = location.location?.coordinate else { throw $location.needsValueError() }
///     return .result(value: "\(location.locality ?? location.name ?? "There"): \(coordinate.latitude)")
/// }
/// ```
///
/// Immutable, as Apple's is; `init(placemark:)` copies one. The system makes the placemarks an
/// intent is given from coordinates and names (docs/CLI.md); it looks no names up, so the
/// members are those that were given.
public final class CLPlacemark: Sendable, Hashable, CustomStringConvertible {
    /// Where the place is.
    public let location: CLLocation?
    /// The place's name: a point of interest, a building, or a street address.
    public let name: String?
    /// The street.
    public let thoroughfare: String?
    /// The house number.
    public let subThoroughfare: String?
    /// The city.
    public let locality: String?
    /// The neighborhood or district.
    public let subLocality: String?
    /// The state or province.
    public let administrativeArea: String?
    /// The county or region within the administrative area.
    public let subAdministrativeArea: String?
    public let postalCode: String?
    /// The ISO 3166-1 alpha-2 country code: `FR`, `US`.
    public let isoCountryCode: String?
    /// The country's name.
    public let country: String?
    /// A lake, river or sea the place is in.
    public let inlandWater: String?
    public let ocean: String?
    /// Larger areas the place belongs to: a park, a campus.
    public let areasOfInterest: [String]?
    public let timeZone: TimeZone?

    /// A copy of `placemark`.
    public convenience init(placemark: CLPlacemark) {
        self.init(
            location: placemark.location, name: placemark.name, thoroughfare: placemark.thoroughfare,
            subThoroughfare: placemark.subThoroughfare, locality: placemark.locality,
            subLocality: placemark.subLocality, administrativeArea: placemark.administrativeArea,
            subAdministrativeArea: placemark.subAdministrativeArea, postalCode: placemark.postalCode,
            isoCountryCode: placemark.isoCountryCode, country: placemark.country, inlandWater: placemark.inlandWater,
            ocean: placemark.ocean, areasOfInterest: placemark.areasOfInterest, timeZone: placemark.timeZone)
    }

    /// A placemark with these members; the system makes the ones it hands to intents with it.
    /// Apple's SDK has no public initializer of this kind (its placemarks come from a geocoder,
    /// from Intents' `init(location:name:postalAddress:)` or from MapKit).
    package init(
        location: CLLocation?, name: String? = nil, thoroughfare: String? = nil, subThoroughfare: String? = nil,
        locality: String? = nil, subLocality: String? = nil, administrativeArea: String? = nil,
        subAdministrativeArea: String? = nil, postalCode: String? = nil, isoCountryCode: String? = nil,
        country: String? = nil, inlandWater: String? = nil, ocean: String? = nil, areasOfInterest: [String]? = nil,
        timeZone: TimeZone? = nil
    ) {
        self.location = location
        self.name = name
        self.thoroughfare = thoroughfare
        self.subThoroughfare = subThoroughfare
        self.locality = locality
        self.subLocality = subLocality
        self.administrativeArea = administrativeArea
        self.subAdministrativeArea = subAdministrativeArea
        self.postalCode = postalCode
        self.isoCountryCode = isoCountryCode
        self.country = country
        self.inlandWater = inlandWater
        self.ocean = ocean
        self.areasOfInterest = areasOfInterest
        self.timeZone = timeZone
    }

    /// The place's postal address as a `CNPostalAddress` (Contacts).
    @available(
        *, unavailable, message: "CLPlacemark.postalAddress: the Contacts framework is not supported on Linux yet"
    )
    public var postalAddress: Never { fatalError("unavailable") }

    /// `Eiffel Tower, Paris, France @ <+48.85840000,+2.29450000>`: the names it has, then where it is.
    public var description: String {
        let names = [name, locality, administrativeArea, country].compactMap { $0 }
        var parts = names.isEmpty ? "" : names.joined(separator: ", ")
        if let location {
            let coordinate = String(
                format: "<%+.8f,%+.8f>", location.coordinate.latitude, location.coordinate.longitude)
            parts += parts.isEmpty ? coordinate : " @ \(coordinate)"
        }
        return parts
    }

    public static func == (lhs: CLPlacemark, rhs: CLPlacemark) -> Bool {
        lhs.location == rhs.location && lhs.name == rhs.name && lhs.thoroughfare == rhs.thoroughfare
            && lhs.subThoroughfare == rhs.subThoroughfare && lhs.locality == rhs.locality
            && lhs.subLocality == rhs.subLocality && lhs.administrativeArea == rhs.administrativeArea
            && lhs.subAdministrativeArea == rhs.subAdministrativeArea && lhs.postalCode == rhs.postalCode
            && lhs.isoCountryCode == rhs.isoCountryCode && lhs.country == rhs.country
            && lhs.inlandWater == rhs.inlandWater && lhs.ocean == rhs.ocean
            && lhs.areasOfInterest == rhs.areasOfInterest && lhs.timeZone == rhs.timeZone
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(name)
        hasher.combine(locality)
    }
}
