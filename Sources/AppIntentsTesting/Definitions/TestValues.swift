import AppIntents
import AppIntentsMetadata
import Foundation

/// A value App Intents Testing can pass to an intent or read back: text, numbers, dates, URLs,
/// entities and enum cases from earlier runs, lists of them (Apple's `IntentValueExpressing`,
/// iOS 27).
public protocol IntentValueExpressing: Sendable {
    /// The value as the framework carries it. Used by the framework; not for test code.
    var _testValue: _TestValue { get }
}

/// A value a test reads as a Swift type: `let title: String = try result.value.title` (Apple's
/// `IntentValueConvertible`).
public protocol IntentValueConvertible: IntentValueExpressing {
    /// Makes the Swift value from what a run produced. Used by the framework; not for test code.
    static func _make(from value: _TestValue, at path: String) throws -> Self
}

/// A value as App Intents Testing carries it between a test and the app's intents. Used by the
/// framework; not for test code.
public struct _TestValue: Sendable, CustomStringConvertible {
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
        /// Any other value, by its text.
        case text(String)
        /// A path that led nowhere: the error it throws when the value is read or passed on.
        case missing(TestingError)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    public var description: String {
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
        case .text(let text): text
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
        case .null: nil
        case .string(let text), .text(let text): .text(text)
        case .number(let number): .json(.number(number))
        case .bool(let bool): .json(.bool(bool))
        case .date(let date): .text(ISO8601DateFormatter().string(from: date))
        case .url(let url): .text(url.absoluteString)
        case .entity(let entity): .json(.object(["id": .string(entity.id)]))
        case .enumCase(_, let rawValue, _): .json(.string(rawValue))
        case .list(let items): .json(.array(try items.map { try $0.json() }))
        case .missing(let error): throw error
        }
    }

    private func json() throws -> JSONValue {
        switch try checked().kind {
        case .null: .null
        case .string(let text), .text(let text): .string(text)
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
    public var _testValue: _TestValue { _TestValue(.string(self)) }
    public static func _make(from value: _TestValue, at path: String) throws -> String {
        switch try value.checked().kind {
        case .string(let text), .text(let text): return text
        case .enumCase(_, let rawValue, _): return rawValue
        case .url(let url): return url.absoluteString
        default: throw value.mismatch("String", at: path)
        }
    }
}

extension Int: IntentValueConvertible {
    public var _testValue: _TestValue { _TestValue(.number(Double(self))) }
    public static func _make(from value: _TestValue, at path: String) throws -> Int {
        if case .number(let number) = try value.checked().kind, let int = Int(exactly: number) { return int }
        throw value.mismatch("Int", at: path)
    }
}

extension Double: IntentValueConvertible {
    public var _testValue: _TestValue { _TestValue(.number(self)) }
    public static func _make(from value: _TestValue, at path: String) throws -> Double {
        if case .number(let number) = try value.checked().kind { return number }
        throw value.mismatch("Double", at: path)
    }
}

extension Bool: IntentValueConvertible {
    public var _testValue: _TestValue { _TestValue(.bool(self)) }
    public static func _make(from value: _TestValue, at path: String) throws -> Bool {
        if case .bool(let bool) = try value.checked().kind { return bool }
        throw value.mismatch("Bool", at: path)
    }
}

extension Date: IntentValueConvertible {
    public var _testValue: _TestValue { _TestValue(.date(self)) }
    public static func _make(from value: _TestValue, at path: String) throws -> Date {
        switch try value.checked().kind {
        case .date(let date): return date
        case .string(let text): if let date = ISO8601DateFormatter().date(from: text) { return date }
        default: break
        }
        throw value.mismatch("Date", at: path)
    }
}

extension URL: IntentValueConvertible {
    public var _testValue: _TestValue { _TestValue(.url(self)) }
    public static func _make(from value: _TestValue, at path: String) throws -> URL {
        switch try value.checked().kind {
        case .url(let url): return url
        case .string(let text): if let url = URL(string: text) { return url }
        default: break
        }
        throw value.mismatch("URL", at: path)
    }
}

extension Array: IntentValueExpressing where Element: IntentValueExpressing {
    public var _testValue: _TestValue { _TestValue(.list(map(\._testValue))) }
}

extension Array: IntentValueConvertible where Element: IntentValueConvertible {
    public static func _make(from value: _TestValue, at path: String) throws -> [Element] {
        guard case .list(let items) = try value.checked().kind else { throw value.mismatch("an array", at: path) }
        return try items.enumerated().map { index, item in try Element._make(from: item, at: "\(path)[\(index)]") }
    }
}

extension Optional: IntentValueExpressing where Wrapped: IntentValueExpressing {
    public var _testValue: _TestValue { map(\._testValue) ?? _TestValue(.null) }
}

extension Optional: IntentValueConvertible where Wrapped: IntentValueConvertible {
    public static func _make(from value: _TestValue, at path: String) throws -> Wrapped? {
        if case .null = try value.checked().kind { return nil }
        return try Wrapped._make(from: value, at: path)
    }
}
