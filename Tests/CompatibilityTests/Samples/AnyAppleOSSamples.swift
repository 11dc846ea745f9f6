// Availability as iOS 27 code writes it: `anyAppleOS`, one version for every Apple platform, on
// a union value, an intent and a check at run time. Swift 6.3 reads it with the experimental
// feature `AnyAppleOSAvailability` (this target's swiftSettings); on Linux, as on any platform
// the `*` covers, the declarations are available and the check holds.
import AppIntents
import Foundation

@available(anyAppleOS 27.0, *)
@UnionValue
enum ParcelDestination {
    case locker(String)
    case address(String)
}

@available(anyAppleOS 27.0, *)
struct SendParcelIntent: AppIntent {
    static let title: LocalizedStringResource = "Send Parcel"
    @Parameter(title: "Destination") var destination: ParcelDestination

    static var parameterSummary: some ParameterSummary {
        Summary("Send a parcel to the \(\.$destination.type) \(\.$destination.value)")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let place =
            switch destination {
            case .locker(let name): "locker \(name)"
            case .address(let text): text
            }
        return .result(dialog: "Sent to \(place).")
    }
}

/// The parcel intent where the system has iOS 27's API, else none.
func parcelIntentType() -> (any AppIntent.Type)? {
    if #available(anyAppleOS 27.0, *) {
        return SendParcelIntent.self
    }
    return nil
}
