import CoreLocation
import CoreTransferable

/// A value type the system itself knows, which an app's entity can be converted to and from with
/// an `IntentValueRepresentation`: `IntentPerson`, `CLPlacemark`, `PlaceDescriptor`. Not for app code.
public protocol _SystemIntentValue: _IntentValue {}

extension IntentPerson: _SystemIntentValue {}
extension CLPlacemark: _SystemIntentValue {}

/// A transfer representation that converts an app's entity to a system value (a person, a place)
/// and back, as in Apple's framework. Inside an entity it is also spelled `ValueRepresentation`.
///
/// ```swift
/// extension ContactEntity: Transferable {
///     static var transferRepresentation: some TransferRepresentation {
///         ValueRepresentation(
///             exporting: { contact in
///                 IntentPerson(
///                     identifier: .applicationDefined(contact.id), name: .displayName(contact.name),
///                     handle: IntentPerson.Handle(emailAddress: contact.email))
///             },
///             importing: { person in ContactEntity(person: person) })
///     }
/// }
/// ```
///
/// The system shows what an entity exports beside it (an agent sees the person a returned contact
/// stands for), and gives it to a parameter of the system type when a shortcut passes the entity on.
public struct IntentValueRepresentation<Item: Transferable, IntentValue: _IntentValue & Sendable>:
    TransferRepresentation, ValueConvertingRepresentation
{
    public typealias Body = Never
    private let conversion: ValueConversion<Item>

    private init(
        exporting: (@Sendable (Item) async throws -> IntentValue)?,
        importing: (@Sendable (IntentValue) async throws -> Item)?
    ) {
        var export: (@Sendable (Item) async throws -> any Sendable)?
        if let exporting {
            export = { item in try await exporting(item) }
        }
        var `import`: (@Sendable (any Sendable) async throws -> Item)?
        if let importing {
            `import` = { value in
                guard let value = value as? IntentValue else {
                    throw TransferError("\(Item.self) imports \(IntentValue.self), and was given \(type(of: value))")
                }
                return try await importing(value)
            }
        }
        conversion = ValueConversion(valueType: IntentValue.self, export: export, import: `import`)
    }

    package func conversion<Wanted>(as item: Wanted.Type) -> ValueConversion<Wanted> {
        guard let cast = conversion as? ValueConversion<Wanted> else {
            preconditionFailure("a representation of \(Item.self) was asked for a conversion of \(Wanted.self)")
        }
        return cast
    }
}

extension IntentValueRepresentation where IntentValue: _SystemIntentValue {
    /// Exports the entity as a system value. A key path to a property of the system type works
    /// too: `ValueRepresentation(exporting: \.place)`.
    /// - Parameter exporting: Makes the system value from the entity.
    public init(exporting: @escaping @Sendable (Item) async throws -> IntentValue) {
        self.init(exporting: exporting, importing: nil)
    }

    /// Exports the entity as a system value, and makes an entity from one.
    /// - Parameters:
    ///   - exporting: Makes the system value from the entity.
    ///   - importing: Makes an entity from the system value.
    public init(
        exporting: @escaping @Sendable (Item) async throws -> IntentValue,
        importing: @escaping @Sendable (IntentValue) async throws -> Item
    ) {
        self.init(exporting: Optional(exporting), importing: Optional(importing))
    }

    /// Makes an entity from a system value; the entity is never exported as one.
    /// - Parameter importing: Makes an entity from the system value.
    public init(importing: @escaping @Sendable (IntentValue) async throws -> Item) {
        self.init(exporting: nil, importing: importing)
    }
}

extension IntentValueRepresentation where IntentValue == IntentPerson {
    /// Exports the entity as a person.
    /// - Parameter exporting: Makes the person from the entity.
    public init(exporting: @escaping @Sendable (Item) async throws -> IntentPerson) {
        self.init(exporting: exporting, importing: nil)
    }
}

extension AppEntity {
    /// `IntentValueRepresentation`, as an entity's `transferRepresentation` spells it.
    public typealias ValueRepresentation<Item: Transferable, IntentValue: _IntentValue & Sendable> =
        IntentValueRepresentation<Item, IntentValue>
}
