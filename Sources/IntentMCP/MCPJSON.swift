import AppIntentsMetadata
import Foundation

/// A JSON value as MCP messages carry it.
///
/// Integers and fractional numbers are kept apart so that ids and `Int` arguments round-trip
/// exactly. Objects serialize with sorted keys, which makes every message the server writes
/// byte-for-byte reproducible (snapshots, signatures).
///
/// `raw` is a value already serialized (a tool's result value, encoded once and given both as
/// text and as structured content): it is written verbatim and compares by its bytes.
package enum MCPJSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([MCPJSON])
    case object([String: MCPJSON])
    case raw(Raw)

    /// Compact JSON text as the writer below makes it (sorted keys), kept as bytes.
    package struct Raw: Hashable, Sendable {
        package var bytes: [UInt8]
        /// `bytes` must be one complete JSON value; nothing checks it here.
        package init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// The bytes parsed back into a tree.
        package var parsed: MCPJSON { (try? JSONParser.parse(bytes)) ?? .null }
    }

    /// The member `key` of an object, or `nil`.
    package subscript(key: String) -> MCPJSON? {
        if case .object(let members) = self { return members[key] }
        if case .raw(let raw) = self { return raw.parsed[key] }
        return nil
    }

    /// The string, if this is one.
    package var stringValue: String? {
        if case .string(let value) = self { return value }
        if case .raw(let raw) = self, raw.bytes.first == UInt8(ascii: "\"") { return raw.parsed.stringValue }
        return nil
    }

    /// The object's members, if this is an object.
    package var objectValue: [String: MCPJSON]? {
        if case .object(let members) = self { return members }
        if case .raw(let raw) = self { return raw.parsed.objectValue }
        return nil
    }

    /// The elements, if this is an array.
    package var arrayValue: [MCPJSON]? {
        if case .array(let elements) = self { return elements }
        if case .raw(let raw) = self { return raw.parsed.arrayValue }
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
        case .raw(let raw):
            switch raw.bytes.first {
            case UInt8(ascii: "{"): "object"
            case UInt8(ascii: "["): "array"
            case UInt8(ascii: "\""): "string"
            case UInt8(ascii: "t"), UInt8(ascii: "f"): "boolean"
            case UInt8(ascii: "n"), nil: "null"
            default: raw.parsed.typeName
            }
        }
    }
}

extension MCPJSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByFloatLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(floatLiteral value: Double) { self = .double(value) }
    package init(arrayLiteral elements: MCPJSON...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, MCPJSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

// MARK: - Serialization

extension MCPJSON {
    /// The compact UTF-8 encoding, object keys sorted.
    package var serialized: [UInt8] {
        if case .raw(let raw) = self { return raw.bytes }
        var out: [UInt8] = []
        // Room for most answers (a tool result with ten entities is about 2 KB): growing by doubling
        // from a small buffer cost a copy at each step.
        out.reserveCapacity(2048)
        write(to: &out)
        return out
    }

    /// The compact encoding as a `String`.
    package var text: String { String(decoding: serialized, as: UTF8.self) }

    /// Appends the compact encoding to `out`.
    func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): CompactJSON.writeInt(value, to: &out)
        case .double(let value):
            if !value.isFinite {
                out.append(contentsOf: "null".utf8)
            } else if value.rounded() == value && abs(value) < 1e15 {
                CompactJSON.writeInt(Int(value), to: &out)
            } else {
                out.append(contentsOf: "\(value)".utf8)
            }
        case .string(let value): CompactJSON.writeString(value, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                element.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members) where members.count > 16:
            out.append(UInt8(ascii: "{"))
            // The members sorted by key, not the keys then a lookup of each: no hashing.
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                CompactJSON.writeString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                member.value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            // A small object's members' positions sorted by key in room on the stack, by
            // insertion: neither an array of the members nor a lookup of each key.
            withUnsafeTemporaryAllocation(of: Dictionary<String, MCPJSON>.Index.self, capacity: members.count) {
                order in
                var count = 0
                var position = members.startIndex
                while position != members.endIndex {
                    // Insertion: shift the later keys up, put this one in its place.
                    let key = members[position].key
                    var at = count
                    while at > 0, key < members[order[at - 1]].key {
                        order[at] = order[at - 1]
                        at -= 1
                    }
                    order[at] = position
                    count += 1
                    members.formIndex(after: &position)
                }
                for index in 0..<count {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    let member = members[order[index]]
                    CompactJSON.writeString(member.key, to: &out)
                    out.append(UInt8(ascii: ":"))
                    member.value.write(to: &out)
                }
            }
            out.append(UInt8(ascii: "}"))
        case .raw(let raw): out.append(contentsOf: raw.bytes)
        }
    }
}
