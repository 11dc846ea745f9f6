/// The conceptual value types intents use: `AppEntity` and `AppEnum` refine it.
///
/// A value has a stable identifier for its type (`PersistentlyIdentifiable`), a name for people
/// (`TypeDisplayRepresentable`), and the system knows how to pass it (`_IntentValue`).
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue, Sendable {}
