/// A strict JSON (RFC 8259) parser over UTF-8 bytes, with a nesting limit.
///
/// Written here rather than taken from Foundation so that hostile frames (deep nesting, lone
/// surrogates, huge exponents) get a precise error with an offset instead of undefined behaviour,
/// and so integers stay integers.
package struct JSONParser {
    /// Why a frame is not JSON, and where.
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The byte offset where parsing stopped.
        package var offset: Int
        /// What was expected there.
        package var reason: String
        package var description: String { "\(reason) at byte \(offset)" }
    }

    /// The deepest nesting of arrays and objects accepted.
    package static let maximumDepth = 128

    /// The frame, read through a pointer: an array read in the parser's methods was retained
    /// and released around most reads, a few hundred times a request.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Parses one JSON document; surrounding whitespace is allowed, anything else is an error.
    /// A UTF-8 byte order mark before it is ignored, as RFC 8259 (8.1) allows: a client on
    /// Windows may write one at the start of its stream (error offsets still count it).
    package static func parse(_ bytes: [UInt8]) throws(Failure) -> MCPJSON {
        try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
            var parser = JSONParser(buffer)
            if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { parser.index = 3 }
            parser.skipWhitespace()
            let value = try parser.parseValue()
            parser.skipWhitespace()
            guard parser.index == buffer.count else { throw parser.failure("expected end of document") }
            return value
        }
    }

    /// Parses `text` (convenience for tests and literals).
    package static func parse(_ text: String) throws(Failure) -> MCPJSON {
        try parse(Array(text.utf8))
    }

    private func failure(_ reason: String) -> Failure { Failure(offset: index, reason: reason) }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(Failure) -> MCPJSON {
        guard index < bytes.count else { throw failure("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failure("unexpected character, expected a value")
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: MCPJSON) throws(Failure) -> MCPJSON {
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else {
                throw failure("invalid literal, expected '\(word)'")
            }
            index += 1
        }
        return value
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(Failure) -> MCPJSON {
        try enter()
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object([:])
        }
        // Room for six members at once: a JSON-RPC envelope has four and its params two or
        // three, which an empty dictionary would reach by growing two or three times.
        var members = [String: MCPJSON](minimumCapacity: 6)
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure("expected a string key in object")
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw failure("expected ':' after key")
            }
            index += 1
            skipWhitespace()
            members[key] = try parseValue()
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of input in object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw failure("expected ',' or '}' in object") }
            index += 1
            depth -= 1
            return .object(members)
        }
    }

    private mutating func parseArray() throws(Failure) -> MCPJSON {
        try enter()
        index += 1
        var elements: [MCPJSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of input in array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw failure("expected ',' or ']' in array") }
            index += 1
            depth -= 1
            return .array(elements)
        }
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("invalid hex digit in \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func parseString() throws(Failure) -> String {
        index += 1
        // Most strings have no escape: they are taken from the frame as they are, ASCII without
        // a second look.
        let start = index
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text: String
                if ascii {
                    text = String(decoding: bytes[start..<index], as: UTF8.self)
                } else {
                    guard let valid = String(validating: bytes[start..<index], as: UTF8.self) else {
                        throw failure("string is not valid UTF-8")
                    }
                    text = valid
                }
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        var scalars = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw failure("unterminated string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: scalars, as: UTF8.self) else {
                    throw failure("string is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw failure("unterminated escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append(0x22)
                case UInt8(ascii: "\\"): scalars.append(0x5C)
                case UInt8(ascii: "/"): scalars.append(0x2F)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else { throw failure("lone high surrogate in \\u escape") }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw failure("invalid low surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(code) {
                        throw failure("lone low surrogate in \\u escape")
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw failure("invalid unicode escape") }
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw failure("invalid escape character")
                }
            case 0..<0x20: throw failure("control character in string")
            default:
                scalars.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseNumber() throws(Failure) -> MCPJSON {
        let start = index
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
            throw failure("expected a digit")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
                throw failure("expected a digit after '.'")
            }
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
                throw failure("expected a digit in exponent")
            }
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let value = Int(literal) { return .int(value) }
        guard let value = Double(literal), value.isFinite else {
            throw Failure(offset: start, reason: "number out of range")
        }
        return .double(value)
    }
}

extension MCPJSON {
    /// Parses `text` as JSON.
    package init(parsing text: String) throws(JSONParser.Failure) {
        self = try JSONParser.parse(text)
    }
}
