import Foundation

/// A type that can be a parameter, a property or a result of an intent.
///
/// App code does not conform to this directly: `AppEntity`, `AppEnum` and the supported
/// Foundation types already do.
public protocol _IntentValue: Sendable {
    /// The type a single value is prompted and disambiguated as: `Wrapped` for an optional.
    associatedtype ValueType: Sendable = Self
    /// How the system sees the type.
    static var _valueKind: _IntentValueKind { get }
}

/// How the system sees a value type. Used by the system; not for app code.
public indirect enum _IntentValueKind: Sendable {
    case primitive(_PrimitiveKind)
    case measurement(unit: String, make: @Sendable (Double, String?) -> (any Sendable)?)
    case entity(any AppEntity.Type)
    case enumeration(any AppEnum.Type)
    case array(_IntentValueKind, make: @Sendable ([Any]) -> (any Sendable)?)
    case optional(_IntentValueKind)
    /// A `@UnionValue` enum: one of its cases, each carrying a value of its own kind.
    case union(any _UnionValue.Type)
    /// An `EntityCollection`: identifiers of entities of one type, which the system takes as
    /// given rather than looking each entity up.
    case entityCollection(_EntityCollectionKind)

    /// The kind with optionality removed.
    package var unwrapped: _IntentValueKind {
        if case .optional(let inner) = self { return inner.unwrapped }
        return self
    }

    package var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The entity type of an entity, a list of entities or an entity collection; `nil` otherwise.
    package var entityType: (any AppEntity.Type)? {
        switch self {
        case .entity(let type): type
        case .optional(let inner), .array(let inner, _): inner.entityType
        case .entityCollection(let collection): collection.entityType
        default: nil
        }
    }
}

/// How the system makes an `EntityCollection` (or a value holding one) from identifiers. Used by
/// the system; not for app code.
public struct _EntityCollectionKind: Sendable {
    /// The type of the entities.
    package let entityType: any AppEntity.Type
    /// The name of the entity's `ID` type: `String`, `Int`, `UUID`.
    package let identifierType: String
    /// Whether a text is an identifier of the entity type: whether its `ID` type reads it.
    package let isIdentifier: @Sendable (String) -> Bool
    /// The value for these identifiers, keeping the entities already found for some of them;
    /// `nil` when a text is not an identifier.
    package let make: @Sendable (_ identifiers: [String], _ found: [any AppEntity]) -> (any Sendable)?

    /// The kind of a value that `wrap` makes from a collection of `Entity`.
    package init<Entity: AppEntity, Value: Sendable>(
        _ entity: Entity.Type, wrap: @escaping @Sendable (EntityCollection<Entity>) -> Value
    ) {
        entityType = entity
        identifierType = String(describing: Entity.ID.self)
        isIdentifier = { Entity.ID.entityIdentifier(for: $0) != nil }
        make = { texts, found in
            var identifiers: [Entity.ID] = []
            identifiers.reserveCapacity(texts.count)
            for text in texts {
                guard let identifier = Entity.ID.entityIdentifier(for: text) else { return nil }
                identifiers.append(identifier)
            }
            return wrap(EntityCollection(identifiers: identifiers, keeping: found.compactMap { $0 as? Entity }))
        }
    }
}

/// A value the system reads as an `EntityCollection`. Used by the system; not for app code.
package protocol _EntityCollectionValue: Sendable {
    /// The identifiers, as text.
    var _identifierStrings: [String] { get }
    /// The entity found for each identifier so far, `nil` for one not looked up yet.
    var _knownEntities: [(any AppEntity)?] { get }
}

/// The primitive value types. Used by the system; not for app code.
public enum _PrimitiveKind: String, Sendable, CaseIterable {
    case string = "String"
    case bool = "Bool"
    case int = "Int"
    case double = "Double"
    case decimal = "Decimal"
    case url = "URL"
    case date = "Date"
    case dateComponents = "DateComponents"
    case file = "IntentFile"
    case attributedString = "AttributedString"
    case currency = "IntentCurrencyAmount"
    case person = "IntentPerson"
    case placemark = "CLPlacemark"
    case placeDescriptor = "PlaceDescriptor"
    case recurrenceRule = "Calendar.RecurrenceRule"
    case duration = "Duration"
    case personName = "PersonNameComponents"
    case paymentMethod = "IntentPaymentMethod"
}

extension _IntentValueKind {
    /// The kinds of the primitive types, made once: a case of an indirect enum is a box
    /// allocated each time it is made, and the system asks a parameter's kind on every run.
    fileprivate static let string = _IntentValueKind.primitive(.string)
    fileprivate static let bool = _IntentValueKind.primitive(.bool)
    fileprivate static let int = _IntentValueKind.primitive(.int)
    fileprivate static let double = _IntentValueKind.primitive(.double)
    fileprivate static let decimal = _IntentValueKind.primitive(.decimal)
    fileprivate static let url = _IntentValueKind.primitive(.url)
    fileprivate static let date = _IntentValueKind.primitive(.date)
    fileprivate static let dateComponents = _IntentValueKind.primitive(.dateComponents)
    fileprivate static let attributedString = _IntentValueKind.primitive(.attributedString)
}

extension String: _IntentValue { public static var _valueKind: _IntentValueKind { .string } }
extension Bool: _IntentValue { public static var _valueKind: _IntentValueKind { .bool } }
extension Int: _IntentValue { public static var _valueKind: _IntentValueKind { .int } }
extension Double: _IntentValue { public static var _valueKind: _IntentValueKind { .double } }
extension Decimal: _IntentValue { public static var _valueKind: _IntentValueKind { .decimal } }
extension URL: _IntentValue { public static var _valueKind: _IntentValueKind { .url } }
extension Date: _IntentValue { public static var _valueKind: _IntentValueKind { .date } }
extension DateComponents: _IntentValue { public static var _valueKind: _IntentValueKind { .dateComponents } }
extension AttributedString: _IntentValue { public static var _valueKind: _IntentValueKind { .attributedString } }

extension Measurement: _IntentValue where UnitType: Dimension {
    public static var _valueKind: _IntentValueKind {
        .measurement(
            unit: String(describing: UnitType.self),
            make: { value, symbol in
                let unit: UnitType
                if let symbol, let match = MeasurementUnits.unit(symbol: symbol, of: UnitType.self) {
                    unit = match
                } else if symbol == nil {
                    unit = UnitType.baseUnit()
                } else {
                    return nil
                }
                return Measurement(value: value, unit: unit)
            })
    }
}

extension Array: _IntentValue where Element: _IntentValue {
    public static var _valueKind: _IntentValueKind {
        .array(
            Element._valueKind,
            make: { items in
                var result: [Element] = []
                for item in items {
                    guard let element = item as? Element else { return nil }
                    result.append(element)
                }
                return result
            })
    }
}

/// A set of values: given and shown as a list (a value given twice counts once), as
/// `audio.playAudio`'s `playbackAttributes: Set<PlaybackAttributes>` has it.
extension Set: _IntentValue where Element: _IntentValue {
    public static var _valueKind: _IntentValueKind {
        .array(
            Element._valueKind,
            make: { items in
                var result = Set<Element>()
                for item in items {
                    guard let element = item as? Element else { return nil }
                    result.insert(element)
                }
                return result
            })
    }
}

/// A set as the system lists it. Used by the system; not for app code.
package protocol _IntentSetValue {
    /// The elements in an order that does not change from run to run: an enum's in the order of
    /// its cases, any other's by their text.
    var _orderedElements: [any Sendable] { get }
}

extension Set: _IntentSetValue where Element: _IntentValue {
    package var _orderedElements: [any Sendable] {
        if let cases = Element.self as? any CaseIterable.Type {
            func inOrder<Cases: CaseIterable>(_: Cases.Type) -> [any Sendable] {
                Cases.allCases.compactMap { $0 as? Element }.filter(contains)
            }
            return inOrder(cases)
        }
        return sorted { String(describing: $0) < String(describing: $1) }
    }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public typealias ValueType = Wrapped.ValueType
    public static var _valueKind: _IntentValueKind { .optional(Wrapped._valueKind) }
}

/// Units a `Measurement` parameter accepts, by symbol.
package enum MeasurementUnits {
    package static func unit<U: Dimension>(symbol: String, of type: U.Type) -> U? {
        let candidates: [Dimension] =
            switch type {
            case is UnitLength.Type:
                [UnitLength]([.meters, .kilometers, .centimeters, .millimeters, .miles, .yards, .feet, .inches])
            case is UnitMass.Type: [UnitMass]([.kilograms, .grams, .milligrams, .pounds, .ounces])
            case is UnitTemperature.Type: [UnitTemperature]([.celsius, .fahrenheit, .kelvin])
            case is UnitDuration.Type: [UnitDuration]([.seconds, .minutes, .hours, .milliseconds])
            case is UnitVolume.Type: [UnitVolume]([.liters, .milliliters, .cups, .gallons, .fluidOunces])
            case is UnitSpeed.Type: [UnitSpeed]([.metersPerSecond, .kilometersPerHour, .milesPerHour, .knots])
            case is UnitEnergy.Type: [UnitEnergy]([.joules, .kilojoules, .calories, .kilocalories])
            default: []
            }
        let wanted = symbol.lowercased()
        return candidates.first(where: { $0.symbol.lowercased() == wanted }) as? U
    }
}

/// A file passed to or returned from an intent.
public struct IntentFile: _IntentValue, Hashable {
    public var data: Data
    public var filename: String
    public var type: UTType?
    public var fileURL: URL?
    /// Whether the system removes the file once the intent completes. Kept; the system here
    /// removes no file an app hands it.
    public var removedOnCompletion = false

    public init(data: Data, filename: String, type: UTType? = nil) {
        self.data = data
        self.filename = filename
        self.type = type
    }

    public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
        self.fileURL = fileURL
        self.filename = filename ?? fileURL.lastPathComponent
        self.data = (try? Data(contentsOf: fileURL)) ?? Data()
        self.type = type
    }

    public static var _valueKind: _IntentValueKind { .primitive(.file) }
}

/// An amount of money in a currency: `IntentCurrencyAmount(amount: 12.5, currencyCode: "EUR")`.
///
/// Given on the command line as `12.50 EUR` (or `EUR 12.50`), by agents as
/// `{"amount": 12.5, "currencyCode": "EUR"}`.
public struct IntentCurrencyAmount: _IntentValue, Hashable, Sendable, CustomStringConvertible {
    /// How much.
    public var amount: Decimal
    /// The ISO 4217 code: `EUR`, `USD`.
    public var currencyCode: String

    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }

    public static var _valueKind: _IntentValueKind { .primitive(.currency) }

    /// `12.5 EUR`.
    public var description: String { "\(amount) \(currencyCode)" }
}
