import Foundation

/// A JSON value as MCP messages carry it.
///
/// Integers and fractional numbers are kept apart so that ids and `Int` arguments round-trip
/// exactly. Objects serialize with sorted keys, which makes every message the server writes
/// byte-for-byte reproducible (snapshots, signatures).
package enum MCPJSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([MCPJSON])
    case object([String: MCPJSON])

    /// The member `key` of an object, or `nil`.
    package subscript(key: String) -> MCPJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, if this is one.
    package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The object's members, if this is an object.
    package var objectValue: [String: MCPJSON]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements, if this is an array.
    package var arrayValue: [MCPJSON]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The number as a `Double`, if this is a number.
    package var doubleValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// The number as an `Int`, if this is an integer (or a fractional number with no fraction).
    package var intValue: Int? {
        switch self {
        case .int(let value): value
        case .double(let value) where value.rounded() == value && abs(value) < 9e15: Int(value)
        default: nil
        }
    }

    /// The bool, if this is one.
    package var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The JSON type's name as JSON Schema spells it: `object`, `integer`, `string`, …
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .int: "integer"
        case .double: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

extension MCPJSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral,
    ExpressibleByFloatLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(floatLiteral value: Double) { self = .double(value) }
    package init(arrayLiteral elements: MCPJSON...) { self = .array(elements) }
    package init(nilLiteral: ()) { self = .null }
    package init(dictionaryLiteral elements: (String, MCPJSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

// MARK: - Serialization

extension MCPJSON {
    /// The compact UTF-8 encoding, object keys sorted.
    package var serialized: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out)
        return out
    }

    /// The compact encoding as a `String`.
    package var text: String { String(decoding: serialized, as: UTF8.self) }

    private func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): out.append(contentsOf: String(value).utf8)
        case .double(let value):
            if !value.isFinite {
                out.append(contentsOf: "null".utf8)
            } else if value.rounded() == value && abs(value) < 1e15 {
                out.append(contentsOf: String(Int(value)).utf8)
            } else {
                out.append(contentsOf: "\(value)".utf8)
            }
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                element.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            // The members sorted by key, not the keys then a lookup of each: no hashing.
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                member.value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func writeString(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            // Most strings need no escape: copy runs of plain bytes at once.
            var start = 0
            for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                start = index + 1
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                case 0x22, 0x5C: out.append(byte)
                default:
                    out.append(contentsOf: "u00".utf8)
                    out.append(hexDigits[Int(byte >> 4)])
                    out.append(hexDigits[Int(byte & 0xF)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
