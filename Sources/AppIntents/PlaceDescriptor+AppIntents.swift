import GeoToolbox

/// A place as GeoToolbox describes it is an intent value, as in Apple's framework (whose
/// conformance is also declared in AppIntents): an entity's `@Property var place: PlaceDescriptor`,
/// `@Parameter var place: PlaceDescriptor`, `ReturnsValue<PlaceDescriptor>`, and the system value an
/// entity exports or imports with `ValueRepresentation`. The app imports GeoToolbox itself.
///
/// Given on the command line as `1 Main St, Springfield`, `48.8584,2.2945` or
/// `Office @ 1 Main St, Springfield`, by agents as `{"commonName": "Office", "address": "…"}` or with
/// `latitude` and `longitude` (docs/CLI.md).
extension PlaceDescriptor: _IntentValue, _SystemIntentValue {
    public static var _valueKind: _IntentValueKind { .primitive(.placeDescriptor) }
}
