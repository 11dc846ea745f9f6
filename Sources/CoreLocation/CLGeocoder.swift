import Foundation

/// Turns coordinates into place names and back, with Apple's geocoding service.
///
/// There is no geocoding service here: every request fails with `CLError.network`, as one does
/// on a device without a connection, so code that handles that error (as an intent must) runs
/// unchanged and says why it has no place.
///
/// ```swift
/// do {
///     let placemarks = try await CLGeocoder().reverseGeocodeLocation(location)
/// } catch CLError.network {
///     // offline, or on Linux
/// }
/// ```
public final class CLGeocoder: Sendable {
    public init() {}

    /// Whether a request is under way: never, as none is sent.
    public var isGeocoding: Bool { false }

    /// The places at `location`.
    /// - Throws: `CLError` with code `.network`: geocoding is not supported on Linux yet.
    public func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        throw Self.unsupported("reverseGeocodeLocation(_:)")
    }

    /// The places at `location`, with their names in `locale`.
    /// - Throws: `CLError` with code `.network`: geocoding is not supported on Linux yet.
    public func reverseGeocodeLocation(
        _ location: CLLocation, preferredLocale locale: Locale?
    ) async throws -> [CLPlacemark] {
        throw Self.unsupported("reverseGeocodeLocation(_:preferredLocale:)")
    }

    /// `reverseGeocodeLocation(_:)` with a completion handler, called once with the error.
    public func reverseGeocodeLocation(
        _ location: CLLocation, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void
    ) {
        completionHandler(nil, Self.unsupported("reverseGeocodeLocation(_:completionHandler:)"))
    }

    /// The places an address names.
    /// - Throws: `CLError` with code `.network`: geocoding is not supported on Linux yet.
    public func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        throw Self.unsupported("geocodeAddressString(_:)")
    }

    /// `geocodeAddressString(_:)` with a completion handler, called once with the error.
    public func geocodeAddressString(
        _ addressString: String, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void
    ) {
        completionHandler(nil, Self.unsupported("geocodeAddressString(_:completionHandler:)"))
    }

    /// Stops a request under way: there is none.
    public func cancelGeocode() {}

    private static func unsupported(_ call: String) -> CLError {
        CLError(.network, "CLGeocoder.\(call): geocoding is not supported on Linux yet")
    }
}
