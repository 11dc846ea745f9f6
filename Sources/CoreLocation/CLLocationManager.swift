/// Location updates from the device's hardware, which a Linux machine does not have.
///
/// Declared so that a use says why it does not compile; an intent that needs a place takes a
/// `CLPlacemark` parameter instead.
@available(*, unavailable, message: "CLLocationManager: location services are not supported on Linux yet")
public final class CLLocationManager {}
