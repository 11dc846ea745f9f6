import Foundation

/// A value that is one of several types: an enum whose cases each carry an entity or a value,
/// such as the results of a visual search.
///
/// ```swift
/// @UnionValue enum SearchResult {
///     case landmark(LandmarkEntity)
///     case collection(CollectionEntity)
/// }
/// ```
@attached(extension, conformances: _UnionValue)
public macro UnionValue() = #externalMacro(module: "AppIntentsMacros", type: "UnionValueMacro")

/// A type declared with `@UnionValue`. Conformance is added by the macro; not for app code.
public protocol _UnionValue: _IntentValue {}

extension _UnionValue {
    /// The system sees a union value by the value its case carries.
    public static var _valueKind: _IntentValueKind { .primitive(.string) }

    /// The value the case carries. Used by the system; not for app code.
    package var _unionPayload: Any? { Mirror(reflecting: self).children.first?.value }
}

/// What a person is looking at, passed to an `IntentValueQuery` by visual search: the pixels of
/// an image and the labels the system recognised in it.
public struct SemanticContentDescriptor: Sendable, Hashable {
    /// Labels recognised in the content, most likely first.
    public var labels: [String]
    /// The image's encoded data (PNG or JPEG), if the system passed one.
    public var pixelBuffer: Data?

    public init(labels: [String] = [], pixelBuffer: Data? = nil) {
        self.labels = labels
        self.pixelBuffer = pixelBuffer
    }
}

/// An enum that names how each case is shown without being an `AppEnum` parameter type.
public protocol CaseDisplayRepresentable: Hashable {
    /// How each case is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// An entity's identifier with its type: what the system stores to find an entity again.
public struct EntityIdentifier: Sendable, Hashable, CustomStringConvertible {
    /// The entity type's name.
    public let typeIdentifier: String
    /// The entity's identifier as text.
    public let instanceIdentifier: String

    /// The identifier of `entity`.
    public init<Entity: AppEntity>(for entity: Entity) {
        self.init(for: Entity.self, identifier: entity.id)
    }

    /// The identifier of the entity of type `type` with identifier `identifier`.
    public init<Entity: AppEntity>(for type: Entity.Type, identifier: Entity.ID) {
        typeIdentifier = String(describing: type)
        instanceIdentifier = identifier.entityIdentifierString
    }

    public var description: String { "\(typeIdentifier)/\(instanceIdentifier)" }
}
