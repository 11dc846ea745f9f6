import AppIntents
import AppIntentsMetadata
import CoreLocation
import Foundation
import GeoToolbox

/// A value App Intents Testing can pass to an intent or read back: text, numbers, dates, URLs,
/// entities and enum cases from earlier runs, lists of them (Apple's `IntentValueExpressing`,
/// iOS 27, from its App Intents type support).
public protocol IntentValueExpressing: Sendable {
    /// The value as an expression the framework evaluates when it needs the value.
    func makeExpression() -> IntentValueExpression
}

/// A value a test reads as a Swift type: `let title: String = try result.value.title`, or gives
/// an intent (Apple's `IntentValueConvertible`).
public protocol IntentValueConvertible: IntentValueExpressing {
    /// The value in a container, as the framework carries it to the app.
    func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer
    /// Makes the Swift value from what a run produced. Used by the framework; not for test code.
    static func _make(from container: IntentValueContainer, at path: String) throws -> Self
}

extension IntentValueConvertible {
    public func makeExpression() -> IntentValueExpression {
        IntentValueExpression(container: makeContainer(context: IntentValueContainer.ConversionContext()))
    }

    /// A type of your own cannot be read back from a run unless it wraps one that can
    /// (`IntentValueConvertibleWrapper`).
    public static func _make(from container: IntentValueContainer, at path: String) throws -> Self {
        throw TestingError(
            "\(path.isEmpty ? "the value" : path) cannot be read as \(Self.self): make it an IntentValueConvertibleWrapper of a type the framework reads"
        )
    }
}

/// A type of your own that wraps a value the framework converts, such as an `AnyAppEntity`, to
/// give it typed members (Apple's `IntentValueConvertibleWrapper`):
///
/// ```swift
/// struct Soup: IntentValueConvertibleWrapper {
///     var baseValue: AnyAppEntity
///     init(baseValue: AnyAppEntity) { self.baseValue = baseValue }
///     var name: String { get throws { try baseValue.name } }
/// }
/// let soup: Soup = try result.value
/// ```
public protocol IntentValueConvertibleWrapper: IntentValueConvertible {
    associatedtype BaseValue: IntentValueConvertible
    /// The value wrapped.
    var baseValue: BaseValue { get }
    /// Wraps `baseValue`; throws when it is not one the wrapper takes.
    init(baseValue: BaseValue) throws
}

extension IntentValueConvertibleWrapper {
    public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        baseValue.makeContainer(context: context)
    }

    public static func _make(from container: IntentValueContainer, at path: String) throws -> Self {
        try Self(baseValue: BaseValue._make(from: container, at: path))
    }
}

/// A value in the form the framework carries it (Apple's `IntentValueContainer`).
public struct IntentValueContainer: IntentValueExpressing, Equatable {
    /// What a conversion may need to know. Nothing, here.
    public struct ConversionContext: Sendable, Hashable {
        public init() {}
    }

    let value: _TestValue

    init(_ value: _TestValue) { self.value = value }

    public func makeExpression() -> IntentValueExpression { IntentValueExpression(container: self) }

    public static func == (lhs: IntentValueContainer, rhs: IntentValueContainer) -> Bool {
        lhs.value.description == rhs.value.description
    }
}

/// A value the framework evaluates when it needs it (Apple's `IntentValueExpression`).
public struct IntentValueExpression: Sendable {
    let container: IntentValueContainer
}

extension IntentValueExpressing {
    /// The value as the framework carries it.
    var testValue: _TestValue { makeExpression().container.value }
}

/// A value as App Intents Testing carries it between a test and the app's intents.
struct _TestValue: Sendable, CustomStringConvertible {
    indirect enum Kind: Sendable {
        case null
        case string(String)
        case number(Double)
        case bool(Bool)
        case date(Date)
        case url(URL)
        case list([_TestValue])
        case entity(EntitySnapshot)
        case enumCase(type: String, rawValue: String, title: String)
        /// Any other value, by its text, with the value itself (an `IntentCurrencyAmount`, a
        /// `DateComponents`) for a test that reads it as its own type.
        case text(String, SendableValue?)
        /// A path that led nowhere: the error it throws when the value is read or passed on.
        case missing(TestingError)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    var description: String {
        switch kind {
        case .null: "nil"
        case .string(let text): "\"\(text)\""
        case .number(let number):
            number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let bool): String(bool)
        case .date(let date): ISO8601DateFormatter().string(from: date)
        case .url(let url): url.absoluteString
        case .list(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .entity(let entity): "\(entity.type)(\(entity.id))"
        case .enumCase(let type, let rawValue, _): "\(type).\(rawValue)"
        case .text(let text, _): text
        case .missing(let error): "<\(error.description)>"
        }
    }

    /// What the kind is called in an error.
    var kindName: String {
        switch kind {
        case .null: "nil"
        case .string: "String"
        case .number: "a number"
        case .bool: "Bool"
        case .date: "Date"
        case .url: "URL"
        case .list: "an array"
        case .entity(let entity): entity.type
        case .enumCase(let type, _, _): type
        case .text: "a value"
        case .missing: "nothing"
        }
    }

    /// The value, or the error of a path that led nowhere.
    func checked() throws -> _TestValue {
        if case .missing(let error) = kind { throw error }
        return self
    }

    /// The value as a run's input: text is resolved as the command line resolves it (an entity
    /// by id, then its string query, then by title; an enum by raw value or title), an entity
    /// from an earlier run by its id.
    func input() throws -> IntentInput? {
        switch try checked().kind {
        case .null: return nil
        case .string(let text), .text(let text, _): return .text(text)
        case .number(let number): return .json(.number(number))
        case .bool(let bool): return .json(.bool(bool))
        case .date(let date): return .text(ISO8601DateFormatter().string(from: date))
        case .url(let url): return .text(url.absoluteString)
        case .entity(let entity):
            guard !entity.id.isEmpty else {
                throw TestingError(
                    "passing a transient entity (\(entity.type)) to an intent is not supported yet: pass its properties as parameters"
                )
            }
            return .json(.object(["id": .string(entity.id)]))
        case .enumCase(_, let rawValue, _): return .json(.string(rawValue))
        case .list(let items): return .json(.array(try items.map { try $0.json() }))
        case .missing(let error): throw error
        }
    }

    private func json() throws -> JSONValue {
        switch try checked().kind {
        case .null: .null
        case .string(let text), .text(let text, _): .string(text)
        case .number(let number): .number(number)
        case .bool(let bool): .bool(bool)
        case .date(let date): .string(ISO8601DateFormatter().string(from: date))
        case .url(let url): .string(url.absoluteString)
        case .entity(let entity): .object(["id": .string(entity.id)])
        case .enumCase(_, let rawValue, _): .string(rawValue)
        case .list(let items): .array(try items.map { try $0.json() })
        case .missing(let error): throw error
        }
    }

    /// The member `name` of an entity (its properties, `id`, and `displayRepresentation`'s
    /// title as `title` when it has no property of that name).
    func member(_ name: String, at path: String) -> _TestValue {
        let here = path.isEmpty ? name : "\(path).\(name)"
        switch kind {
        case .missing: return self
        case .entity(let entity):
            if let value = entity.properties[name] { return value }
            if name == "id" { return _TestValue(.string(entity.id)) }
            if name == "title" || name == "displayTitle" { return _TestValue(.string(entity.title)) }
            let names = (["id", "title"] + entity.properties.keys.sorted()).joined(separator: ", ")
            return _TestValue(
                .missing(TestingError("\(entity.type) has no property '\(name)' (\(here)); it has \(names)")))
        default:
            return _TestValue(
                .missing(TestingError("\(here): \(description) is \(kindName), which has no property '\(name)'")))
        }
    }

    /// The property `name` of the entity `type` as a test reads it without a type: `nil` when
    /// it has no value or no such property.
    func optionalProperty(_ name: String, of type: String) -> (any IntentValueExpressing)? {
        let property = member(name, at: type)
        if case .missing = property.kind { return nil }
        return property.isNull ? nil : IntentValueContainer(property)
    }

    /// The property `name` of the entity `type` as `T`.
    func property<T: IntentValueConvertible>(_ name: String, of type: String) throws -> T {
        try T._make(from: IntentValueContainer(member(name, at: type)), at: "\(type).\(name)")
    }

    /// The property `name` of the entity `type`, to go further.
    func propertyPath(_ name: String, of type: String) -> DynamicPropertyPath {
        DynamicPropertyPath(value: member(name, at: type), path: "\(type).\(name)")
    }

    /// The element at `index` of a list.
    func element(_ index: Int, at path: String) -> _TestValue {
        let here = "\(path)[\(index)]"
        switch kind {
        case .missing: return self
        case .list(let items):
            guard items.indices.contains(index) else {
                return _TestValue(.missing(TestingError("\(here): index out of range; the array has \(items.count)")))
            }
            return items[index]
        default:
            return _TestValue(.missing(TestingError("\(here): \(description) is \(kindName), not an array")))
        }
    }

    func mismatch(_ expected: String, at path: String) -> TestingError {
        TestingError("\(path.isEmpty ? "the value" : path) is \(description) (\(kindName)), not \(expected)")
    }
}

/// An entity as a run returned it: its type, id, title and properties, read when the run ended.
struct EntitySnapshot: Sendable {
    var type: String
    var id: String
    var title: String
    var subtitle: String?
    var properties: [String: _TestValue]
    /// The entity itself, when a run or a query returned it (not a reference), for exporting.
    var original: SendableValue? = nil
}

/// An error of App Intents Testing: a name that is not in the app, a value of another type, a run
/// that failed.
public struct TestingError: Error, Sendable, CustomStringConvertible, LocalizedError {
    public let description: String

    init(_ description: String) { self.description = description }

    public var errorDescription: String? { description }
}

// MARK: - Values a test writes

extension String: IntentValueConvertible {
    public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        IntentValueContainer(_TestValue(.string(self)))
    }

    public static func _make(from container: IntentValueContainer, at path: String) throws -> String {
        let value = container.value
        switch try value.checked().kind {
        case .string(let text), .text(let text, _): return text
        case .enumCase(_, let rawValue, _): return rawValue
        case .url(let url): return url.absoluteString
        default: throw value.mismatch("String", at: path)
        }
    }
}

extension Int: IntentValueConvertible {
    public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        IntentValueContainer(_TestValue(.number(Double(self))))
    }

    public static func _make(from container: IntentValueContainer, at path: String) throws -> Int {
        let value = container.value
        if case .number(let number) = try value.checked().kind, let int = Int(exactly: number) { return int }
        throw value.mismatch("Int", at: path)
    }
}

extension Double: IntentValueConvertible {
    public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        IntentValueContainer(_TestValue(.number(self)))
    }

    public static func _make(from container: IntentValueContainer, at path: String) throws -> Double {
        let value = container.value
        if case .number(let number) = try value.checked().kind { return number }
        throw value.mismatch("Double", at: path)
    }
}

extension Bool: IntentValueConvertible {
    public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        IntentValueContainer(_TestValue(.bool(self)))
    }

    public static func _make(from container: IntentValueContainer, at path: String) throws -> Bool {
        let value = container.value
        if case .bool(let bool) = try value.checked().kind { return bool }
        throw value.mismatch("Bool", at: path)
    }
}

extension Date: IntentValueConvertible {
    public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        IntentValueContainer(_TestValue(.date(self)))
    }

    public static func _make(from container: IntentValueContainer, at path: String) throws -> Date {
        let value = container.value
        switch try value.checked().kind {
        case .date(let date): return date
        case .string(let text): if let date = ISO8601DateFormatter().date(from: text) { return date }
        default: break
        }
        throw value.mismatch("Date", at: path)
    }
}

extension URL: IntentValueConvertible {
    public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        IntentValueContainer(_TestValue(.url(self)))
    }

    public static func _make(from container: IntentValueContainer, at path: String) throws -> URL {
        let value = container.value
        switch try value.checked().kind {
        case .url(let url): return url
        case .string(let text): if let url = URL(string: text) { return url }
        default: break
        }
        throw value.mismatch("URL", at: path)
    }
}

extension Array: IntentValueExpressing where Element: IntentValueConvertible {}

extension Array: IntentValueConvertible where Element: IntentValueConvertible {
    public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        IntentValueContainer(_TestValue(.list(map { $0.makeContainer(context: context).value })))
    }

    public static func _make(from container: IntentValueContainer, at path: String) throws -> [Element] {
        let value = container.value
        guard case .list(let items) = try value.checked().kind else { throw value.mismatch("an array", at: path) }
        return try items.enumerated().map { index, item in
            try Element._make(from: IntentValueContainer(item), at: "\(path)[\(index)]")
        }
    }
}

extension Optional: IntentValueExpressing where Wrapped: IntentValueConvertible {}

extension Optional: IntentValueConvertible where Wrapped: IntentValueConvertible {
    public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        map { $0.makeContainer(context: context) } ?? IntentValueContainer(_TestValue(.null))
    }

    public static func _make(from container: IntentValueContainer, at path: String) throws -> Wrapped? {
        if case .null = try container.value.checked().kind { return nil }
        return try Wrapped._make(from: container, at: path)
    }
}

extension Set: IntentValueExpressing where Element: IntentValueConvertible {}

extension Set: IntentValueConvertible where Element: IntentValueConvertible {
    public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        IntentValueContainer(_TestValue(.list(map { $0.makeContainer(context: context).value })))
    }

    public static func _make(from container: IntentValueContainer, at path: String) throws -> Set<Element> {
        Set(try [Element]._make(from: container, at: path))
    }
}

/// A value kept as it is, for a test that reads it as its own type.
struct SendableValue: @unchecked Sendable {
    // @unchecked: the values kept are the app's intent values, Sendable by App Intents' rules.
    let value: Any
}

/// Types the framework passes as their text and reads back as themselves.
protocol KeptValue: IntentValueConvertible {}

extension KeptValue {
    public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        IntentValueContainer(_TestValue(.text(Snapshots.text(self), SendableValue(value: self))))
    }

    public static func _make(from container: IntentValueContainer, at path: String) throws -> Self {
        let value = try container.value.checked()
        if case .text(_, let kept?) = value.kind, let typed = kept.value as? Self { return typed }
        throw value.mismatch("\(Self.self)", at: path)
    }
}

extension DateComponents: KeptValue {}
extension Decimal: KeptValue {}
extension IntentCurrencyAmount: KeptValue {}
extension IntentPerson: KeptValue {}
extension IntentPaymentMethod: KeptValue {}
extension IntentFile: KeptValue {}
extension AttributedString: KeptValue {}
extension CLPlacemark: KeptValue {}
extension PlaceDescriptor: KeptValue {}
extension Calendar.RecurrenceRule: KeptValue {}
extension Duration: KeptValue {}
extension PersonNameComponents: KeptValue {}
