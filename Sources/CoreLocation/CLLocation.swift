import Foundation

/// A latitude or longitude in degrees (Apple's `CLLocationDegrees`).
public typealias CLLocationDegrees = Double
/// A distance in meters (Apple's `CLLocationDistance`).
public typealias CLLocationDistance = Double
/// An accuracy in meters; negative when the value it qualifies is not known.
public typealias CLLocationAccuracy = Double
/// A speed in meters per second; negative when not known.
public typealias CLLocationSpeed = Double
/// A direction in degrees from true north; negative when not known.
public typealias CLLocationDirection = Double

/// A point on the earth: a latitude and a longitude in degrees (WGS 84).
///
/// As in Apple's CoreLocation it is neither `Equatable` nor `Codable`, so an app's own
/// conformances compile unchanged; compare `latitude` and `longitude`.
public struct CLLocationCoordinate2D: Sendable {
    /// Degrees north of the equator (south is negative), from -90 to 90.
    public var latitude: CLLocationDegrees
    /// Degrees east of the prime meridian (west is negative), from -180 to 180.
    public var longitude: CLLocationDegrees

    /// The coordinate 0, 0.
    public init() {
        latitude = 0
        longitude = 0
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// The coordinate Apple's API returns where there is none: both degrees out of range.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether `coordinate` lies on the earth: a latitude within ±90 and a longitude within ±180.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

/// `CLLocationCoordinate2D(latitude:longitude:)`, in the C spelling apps also use.
public func CLLocationCoordinate2DMake(
    _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// A position on the earth with how precisely it is known and when it was taken.
///
/// ```swift
/// let tower = CLLocation(latitude: 48.8584, longitude: 2.2945)
/// let meters = tower.distance(from: CLLocation(latitude: 48.8606, longitude: 2.3376))
/// ```
///
/// Immutable, as Apple's is. There is no location hardware here: a location comes from the
/// app, or from a place an intent was given (`CLPlacemark.location`).
public final class CLLocation: Sendable, Hashable, CustomStringConvertible {
    public let coordinate: CLLocationCoordinate2D
    /// Meters above sea level.
    public let altitude: CLLocationDistance
    /// The radius, in meters, the coordinate is within; negative when the coordinate is not valid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// How precise `altitude` is, in meters; negative when the altitude is not known.
    public let verticalAccuracy: CLLocationAccuracy
    /// Meters per second; negative when not known.
    public let speed: CLLocationSpeed
    /// Degrees from true north; negative when not known.
    public let course: CLLocationDirection
    public let timestamp: Date

    /// A location at `latitude`, `longitude`, taken now, with no altitude, speed or course.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
            horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
            verticalAccuracy: verticalAccuracy, course: -1, speed: -1, timestamp: timestamp)
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
    }

    /// The distance in meters to `location` along the earth's surface.
    ///
    /// Measured on a sphere of the earth's mean radius (6,371,008.8 m, the haversine formula);
    /// Apple's measures on the ellipsoid, which differs by at most about 0.5%.
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let (lat1, lat2) = (coordinate.latitude * .pi / 180, location.coordinate.latitude * .pi / 180)
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    /// `<+48.85840000,+2.29450000> +/- 0.00m (speed -1.00 mps / course -1.00) @ …`, as Apple's reads.
    public var description: String {
        func degrees(_ value: Double) -> String { String(format: "%+.8f", value) }
        let speedText = String(format: "%.2f", speed)
        let courseText = String(format: "%.2f", course)
        let accuracy = String(format: "%.2f", horizontalAccuracy)
        return
            "<\(degrees(coordinate.latitude)),\(degrees(coordinate.longitude))> +/- \(accuracy)m (speed \(speedText) mps / course \(courseText)) @ \(timestamp)"
    }

    public static func == (lhs: CLLocation, rhs: CLLocation) -> Bool {
        lhs.coordinate.latitude == rhs.coordinate.latitude && lhs.coordinate.longitude == rhs.coordinate.longitude
            && lhs.altitude == rhs.altitude && lhs.horizontalAccuracy == rhs.horizontalAccuracy
            && lhs.verticalAccuracy == rhs.verticalAccuracy && lhs.speed == rhs.speed && lhs.course == rhs.course
            && lhs.timestamp == rhs.timestamp
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(coordinate.latitude)
        hasher.combine(coordinate.longitude)
        hasher.combine(timestamp)
    }
}
