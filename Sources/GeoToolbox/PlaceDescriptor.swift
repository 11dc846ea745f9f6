public import CoreLocation

/// What identifies a place for a mapping service: an address or a coordinate, a name, and the
/// services' own identifiers for it, as Apple's GeoToolbox has it. The App Schema family names it
/// (`reminders.locationTrigger`'s `place`).
///
/// ```swift
/// let office = PlaceDescriptor(representations: [.address("1 Main St, Springfield")], commonName: "Office")
/// ```
public struct PlaceDescriptor: Sendable, Equatable, Codable, CustomStringConvertible {
    /// How the place is referenced in common mapping terms, the most fitting first.
    public let representations: [PlaceRepresentation]
    /// The place's publicly known name, such as "City Hall"; nil for a place without one.
    public let commonName: String?
    /// The mapping services' own identifiers for the place.
    public let supportingRepresentations: [SupportingPlaceRepresentation]

    /// A descriptor of `representations`, named `commonName`.
    public init(
        representations: [PlaceRepresentation], commonName: String?,
        supportingRepresentations: [SupportingPlaceRepresentation] = []
    ) {
        self.representations = representations
        self.commonName = commonName
        self.supportingRepresentations = supportingRepresentations
    }

    /// The first address among the representations.
    public var address: String? {
        representations.lazy.compactMap { if case .address(let address) = $0 { address } else { nil } }.first
    }

    /// The first coordinate among the representations.
    public var coordinate: CLLocationCoordinate2D? {
        representations.lazy.compactMap { if case .coordinate(let coordinate) = $0 { coordinate } else { nil } }.first
    }

    /// The identifier `service` gives the place, from `serviceIdentifiers`.
    public func serviceIdentifier(for service: String) -> String? {
        for case .serviceIdentifiers(let identifiers) in supportingRepresentations {
            if let identifier = identifiers[service] { return identifier }
        }
        return nil
    }

    /// The name, else the address, else the coordinate.
    public var description: String {
        if let commonName { return commonName }
        if let address { return address }
        if let coordinate { return "\(coordinate.latitude), \(coordinate.longitude)" }
        return "PlaceDescriptor"
    }
}

extension PlaceDescriptor {
    /// A place in common mapping terms.
    public enum PlaceRepresentation: Sendable, Equatable, Codable {
        /// A full address, as used for post.
        case address(String)
        /// A latitude and longitude.
        case coordinate(CLLocationCoordinate2D)

        public static func == (lhs: Self, rhs: Self) -> Bool {
            switch (lhs, rhs) {
            case (.address(let left), .address(let right)): left == right
            case (.coordinate(let left), .coordinate(let right)):
                left.latitude == right.latitude && left.longitude == right.longitude
            default: false
            }
        }

        // `{"address": "…"}` or `{"coordinate": {"latitude": …, "longitude": …}}`: the coordinate
        // by its two degrees, since `CLLocationCoordinate2D` is not `Codable`.
        private enum CodingKeys: String, CodingKey { case address, coordinate }
        private enum DegreeKeys: String, CodingKey { case latitude, longitude }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let address = try container.decodeIfPresent(String.self, forKey: .address) {
                self = .address(address)
                return
            }
            let degrees = try container.nestedContainer(keyedBy: DegreeKeys.self, forKey: .coordinate)
            self = .coordinate(
                CLLocationCoordinate2D(
                    latitude: try degrees.decode(Double.self, forKey: .latitude),
                    longitude: try degrees.decode(Double.self, forKey: .longitude)))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .address(let address): try container.encode(address, forKey: .address)
            case .coordinate(let coordinate):
                var degrees = container.nestedContainer(keyedBy: DegreeKeys.self, forKey: .coordinate)
                try degrees.encode(coordinate.latitude, forKey: .latitude)
                try degrees.encode(coordinate.longitude, forKey: .longitude)
            }
        }
    }

    /// A place in a mapping service's own terms.
    public enum SupportingPlaceRepresentation: Sendable, Equatable, Codable {
        /// The place's identifier at each service, by the service's name.
        case serviceIdentifiers([String: String])
    }
}
