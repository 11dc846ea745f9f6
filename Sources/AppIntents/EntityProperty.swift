import Foundation

/// `@Property`: an entity property the system can show, filter, sort and index.
@propertyWrapper
public final class EntityProperty<Value: _IntentValue>: @unchecked Sendable {
    private let lock = ValueLock()
    private var storage = ValueCell<Value>()
    /// The title shown to people.
    public let title: LocalizedStringResource?
    /// What the property is, for the system (iOS 27.3's `description:`).
    package let descriptionText: LocalizedStringResource?
    /// The authentication the system asks of a caller before it shows the property's value
    /// (`nil`: the entity type's own `authenticationPolicy`).
    package let authenticationPolicy: IntentAuthenticationPolicy?
    /// Whether system features list the property at all (`nil` is `.default`).
    package let visibility: IntentVisibility?
    /// The Spotlight attribute this property fills, if any.
    package let indexingKeyName: String?

    private init(
        title: LocalizedStringResource?, description: LocalizedStringResource?,
        authenticationPolicy: IntentAuthenticationPolicy?, visibility: IntentVisibility?, indexingKeyName: String?
    ) {
        self.title = title
        self.descriptionText = description
        self.authenticationPolicy = authenticationPolicy
        self.visibility = visibility
        self.indexingKeyName = indexingKeyName
    }

    public convenience init(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        authenticationPolicy: IntentAuthenticationPolicy? = nil, visibility: IntentVisibility? = nil
    ) {
        self.init(
            title: title, description: description, authenticationPolicy: authenticationPolicy,
            visibility: visibility, indexingKeyName: nil)
    }

    public convenience init(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        authenticationPolicy: IntentAuthenticationPolicy? = nil, visibility: IntentVisibility? = nil,
        indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
    ) {
        self.init(
            title: title, description: description, authenticationPolicy: authenticationPolicy,
            visibility: visibility, indexingKeyName: CSSearchableItemAttributeSet.name(of: indexingKey))
    }

    public convenience init(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        authenticationPolicy: IntentAuthenticationPolicy? = nil, visibility: IntentVisibility? = nil,
        customIndexingKey: CSCustomAttributeKey
    ) {
        self.init(
            title: title, description: description, authenticationPolicy: authenticationPolicy,
            visibility: visibility, indexingKeyName: customIndexingKey.keyName)
    }

    public convenience init(
        wrappedValue: Value, title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        authenticationPolicy: IntentAuthenticationPolicy? = nil, visibility: IntentVisibility? = nil
    ) {
        self.init(
            title: title, description: description, authenticationPolicy: authenticationPolicy,
            visibility: visibility, indexingKeyName: nil)
        self.storage.set(wrappedValue)
    }

    public convenience init(
        wrappedValue: Value, title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        authenticationPolicy: IntentAuthenticationPolicy? = nil, visibility: IntentVisibility? = nil,
        indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
    ) {
        self.init(
            title: title, description: description, authenticationPolicy: authenticationPolicy,
            visibility: visibility, indexingKeyName: CSSearchableItemAttributeSet.name(of: indexingKey))
        self.storage.set(wrappedValue)
    }

    public convenience init(
        wrappedValue: Value, title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        authenticationPolicy: IntentAuthenticationPolicy? = nil, visibility: IntentVisibility? = nil,
        customIndexingKey: CSCustomAttributeKey
    ) {
        self.init(
            title: title, description: description, authenticationPolicy: authenticationPolicy,
            visibility: visibility, indexingKeyName: customIndexingKey.keyName)
        self.storage.set(wrappedValue)
    }

    public var wrappedValue: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            if let value = storage.value { return value }
            if let none = Optional<Any>.none as? Value { return none }
            fatalError("@Property '\(title?.defaultValue ?? "?")' was read before it was given a value")
        }
        set {
            lock.lock()
            storage.set(newValue)
            lock.unlock()
        }
    }

    public var projectedValue: EntityProperty<Value> { self }

    deinit { storage.free() }
}

/// What the system reads from an entity property. Used by the system; not for app code.
package protocol _AnyEntityProperty: AnyObject {
    var titleText: String? { get }
    var descriptionText: LocalizedStringResource? { get }
    var authenticationPolicy: IntentAuthenticationPolicy? { get }
    var visibility: IntentVisibility? { get }
    var indexingKeyName: String? { get }
    var valueKind: _IntentValueKind { get }
    var anyValue: (any Sendable)? { get }
    /// Sets the value from one the system resolved (a generable entity's properties); `false`
    /// when `value` is not of the property's type.
    func assignAny(_ value: (any Sendable)?) -> Bool
}

/// The value type of an entity property type, known without an instance. Used by the system.
package protocol _EntityPropertyType {
    static var valueKind: _IntentValueKind { get }
}

extension EntityProperty: _EntityPropertyType {
    package static var valueKind: _IntentValueKind { Value._valueKind }
}

extension _EntityPropertyDescriptor: _EntityPropertyType {
    package static var valueKind: _IntentValueKind {
        (Value.self as? any _IntentValue.Type)?._valueKind ?? .primitive(.string)
    }
}

extension EntityProperty: _AnyEntityProperty {
    package var titleText: String? { title?.defaultValue }
    package var valueKind: _IntentValueKind { Value._valueKind }
    package var anyValue: (any Sendable)? {
        lock.lock()
        defer { lock.unlock() }
        return storage.value
    }

    package func assignAny(_ value: (any Sendable)?) -> Bool {
        let typed: Value
        if let value {
            guard let direct = value as? Value else { return false }
            typed = direct
        } else if let none = Optional<Any>.none as? Value {
            typed = none
        } else {
            return false
        }
        lock.lock()
        storage.set(typed)
        lock.unlock()
        return true
    }

    /// `anyValue` as its own type: read without a box or a cast.
    package var storedValue: Value? {
        lock.lock()
        defer { lock.unlock() }
        return storage.value
    }
}

/// Describes a `@ComputedProperty` or `@DeferredProperty`; generated by those macros as a stored
/// peer, so the system finds it by reflecting an entity. Not for app code.
public struct _EntityPropertyDescriptor<Value: Sendable>: Sendable, Hashable, Codable {
    public let name: String
    public let title: LocalizedStringResource?
    package let description: LocalizedStringResource?
    package let authenticationPolicy: IntentAuthenticationPolicy?
    package let visibility: IntentVisibility?
    public let indexingKey: String?
    public let kind: String
    package let valueKind: _IntentValueKind
    package let read: @Sendable (Any) async throws -> (any Sendable)?

    public init<Entity>(
        name: String, title: LocalizedStringResource?, description: LocalizedStringResource? = nil,
        authenticationPolicy: IntentAuthenticationPolicy? = nil, visibility: IntentVisibility? = nil,
        indexingKey: String?, kind: String,
        valueKind: _IntentValueKind, get: @escaping @Sendable (Entity) async throws -> Value
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.authenticationPolicy = authenticationPolicy
        self.visibility = visibility
        self.indexingKey = indexingKey
        self.kind = kind
        self.valueKind = valueKind
        self.read = { entity in
            guard let entity = entity as? Entity else { return nil }
            return try await get(entity)
        }
    }

    /// The descriptor without its value type, as the system reads it.
    package var erased: _AnyEntityPropertyDescriptor {
        _AnyEntityPropertyDescriptor(
            name: name, title: title, description: description, authenticationPolicy: authenticationPolicy,
            visibility: visibility, indexingKey: indexingKey, kind: kind, valueKind: valueKind, read: read)
    }

    // The descriptor is metadata, not data: it never makes two entities differ, and it is not
    // encoded, so an entity's synthesized conformances are unaffected.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
    public func encode(to encoder: any Encoder) throws {}
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "a property descriptor is not decoded"))
    }
}

/// A computed entity property the system lists and can index.
///
/// ```swift
/// @ComputedProperty(indexingKey: \.contentDescription)
/// var summary: String { "\(name) -- a delicious recipe" }
/// ```
@attached(peer, names: prefixed(__appIntentsProperty_))
public macro ComputedProperty(
    title: LocalizedStringResource? = nil,
    description: LocalizedStringResource? = nil,
    authenticationPolicy: IntentAuthenticationPolicy? = nil,
    visibility: IntentVisibility? = nil,
    indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>? = nil
) = #externalMacro(module: "AppIntentsMacros", type: "ComputedPropertyMacro")

/// A computed entity property indexed under a Spotlight custom attribute.
///
/// ```swift
/// @ComputedProperty(customIndexingKey: CSCustomAttributeKey(keyName: "com_example_continent")!)
/// var continent: String { place.continent }
/// ```
@attached(peer, names: prefixed(__appIntentsProperty_))
public macro ComputedProperty(
    title: LocalizedStringResource? = nil,
    description: LocalizedStringResource? = nil,
    authenticationPolicy: IntentAuthenticationPolicy? = nil,
    visibility: IntentVisibility? = nil,
    customIndexingKey: CSCustomAttributeKey
) = #externalMacro(module: "AppIntentsMacros", type: "ComputedPropertyMacro")

/// An entity property fetched only when asked for, indexed under a Spotlight custom attribute.
@attached(peer, names: prefixed(__appIntentsProperty_))
public macro DeferredProperty(
    title: LocalizedStringResource? = nil,
    description: LocalizedStringResource? = nil,
    authenticationPolicy: IntentAuthenticationPolicy? = nil,
    visibility: IntentVisibility? = nil,
    customIndexingKey: CSCustomAttributeKey
) = #externalMacro(module: "AppIntentsMacros", type: "DeferredPropertyMacro")

/// An entity property fetched only when asked for (an `async` getter).
@attached(peer, names: prefixed(__appIntentsProperty_))
public macro DeferredProperty(
    title: LocalizedStringResource? = nil,
    description: LocalizedStringResource? = nil,
    authenticationPolicy: IntentAuthenticationPolicy? = nil,
    visibility: IntentVisibility? = nil,
    indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>? = nil
) = #externalMacro(module: "AppIntentsMacros", type: "DeferredPropertyMacro")

/// How an entity property is available to system features (iOS 27.3): `.default` lists it to
/// people and to the model, `.internal` keeps it to the app and its extensions.
///
/// ```swift
/// @Property(title: "Tax ID", visibility: .internal)
/// var taxID: String
/// ```
public struct IntentVisibility: Sendable, Hashable {
    private enum Level: Sendable, Hashable {
        case everywhere, app
    }

    private let level: Level

    private init(_ level: Level) { self.level = level }

    /// Available to the app and to system features such as Siri and Shortcuts.
    public static var `default`: IntentVisibility { IntentVisibility(.everywhere) }
    /// Limited to the app and its extensions: system features do not list the property.
    public static var `internal`: IntentVisibility { IntentVisibility(.app) }

    /// Whether system features leave the property out. Used by the system.
    package var isInternal: Bool { level == .app }
}

/// A computed property's descriptor with its value type erased. Used by the system.
package struct _AnyEntityPropertyDescriptor: Sendable {
    package let name: String
    package let title: LocalizedStringResource?
    package let description: LocalizedStringResource?
    package let authenticationPolicy: IntentAuthenticationPolicy?
    package let visibility: IntentVisibility?
    package let indexingKey: String?
    package let kind: String
    package let valueKind: _IntentValueKind
    package let read: @Sendable (Any) async throws -> (any Sendable)?
}

/// Reads a descriptor of any value type. Used by the system.
package protocol _EntityPropertyDescribing {
    var erased: _AnyEntityPropertyDescriptor { get }
}

extension _EntityPropertyDescriptor: _EntityPropertyDescribing {}
