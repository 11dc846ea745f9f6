import Foundation

/// An error from Core Location: a code, and what went wrong.
///
/// `catch CLError.network` matches by code, as with Apple's.
public struct CLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure it is; the raw values are Apple's.
    public enum Code: Int, Sendable, Hashable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case geocodeFoundNoResult = 8
        case geocodeFoundPartialResult = 9
        case geocodeCanceled = 10
    }

    public let code: Code
    /// What went wrong, for people.
    public let description: String

    package init(_ code: Code, _ description: String) {
        self.code = code
        self.description = description
    }

    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    public static var geocodeFoundPartialResult: Code { .geocodeFoundPartialResult }
    public static var geocodeCanceled: Code { .geocodeCanceled }
}

extension CLError.Code {
    /// Whether `error` is a `CLError` with this code: `catch CLError.network`.
    public static func ~= (code: CLError.Code, error: any Error) -> Bool {
        (error as? CLError)?.code == code
    }
}
