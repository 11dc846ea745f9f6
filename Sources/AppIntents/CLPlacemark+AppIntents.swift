import CoreLocation
import Foundation

/// A place is an intent value, as in Apple's framework (whose conformance is also declared in
/// AppIntents): `@Parameter var location: CLPlacemark`, `ReturnsValue<CLPlacemark>`, an entity's
/// `@Property var location: CLPlacemark?`. The app imports CoreLocation itself.
///
/// Given on the command line as `48.8584,2.2945` or `Eiffel Tower @ 48.8584,2.2945`, by agents as
/// `{"latitude": 48.8584, "longitude": 2.2945, "name": "Eiffel Tower"}` (docs/CLI.md).
extension CLPlacemark: _IntentValue {
    public static var _valueKind: _IntentValueKind { .primitive(.placemark) }
}

extension IntentParameter {
    /// Which part of a place Shortcuts and Siri Suggestions show.
    public enum PlacemarkDisplayStyle: Hashable, Sendable {
        /// The place's name.
        case name
        /// The full address.
        case address
        /// The city.
        case city
    }
}

/// The `displayStyle:` forms of `@Parameter` for a place, as in Apple's framework.
extension IntentParameter where Value.ValueType == CLPlacemark {
    /// A place, shown in Shortcuts the way `displayStyle` says:
    /// `@Parameter(title: "Where", displayStyle: .city) var place: CLPlacemark`.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: CLPlacemark? = nil,
        displayStyle: PlacemarkDisplayStyle,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        options.placemarkDisplayStyle = displayStyle
    }

    /// A place, shown the way `displayStyle` says, among the options a provider supplies.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: CLPlacemark? = nil,
        displayStyle: PlacemarkDisplayStyle,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: some DynamicOptionsProvider
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
        options.placemarkDisplayStyle = displayStyle
    }

    /// How Shortcuts shows the place; `nil` when the parameter did not say.
    public var displayStyle: PlacemarkDisplayStyle? { options.placemarkDisplayStyle }
}
