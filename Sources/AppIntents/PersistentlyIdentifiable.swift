/// A type with an identifier that stays the same across releases: intents and queries.
///
/// The system stores it (for example as an intent's activity type), so it must not change when
/// the type is renamed; by default it is the type's name.
///
/// ```swift
/// let activityType = OpenLandmarkIntent.persistentIdentifier   // "OpenLandmarkIntent"
/// ```
public protocol PersistentlyIdentifiable {
    /// The identifier; the type's name unless the type gives its own.
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    public static var persistentIdentifier: String { String(describing: Self.self) }
}
