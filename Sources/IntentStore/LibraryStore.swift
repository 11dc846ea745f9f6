import Foundation

/// A named JSON document: a saved shortcut, a widget configuration, the current focus filter.
package struct LibraryDocument: Sendable, Hashable {
    /// The namespace, e.g. `shortcuts`.
    package var namespace: String
    /// The name, unique in its namespace.
    package var name: String
    /// The document, UTF-8 JSON.
    package var json: Data
    /// When it was last written.
    package var updated: Date
}

/// Named JSON documents grouped in namespaces.
package protocol LibraryStore: Sendable {
    /// Stores `json` under `name` in `namespace`, replacing what was there.
    /// - Throws: `StoreError` `invalidInput` when `json` is not UTF-8 JSON; the stored document is
    ///   then left as it was.
    func put(_ json: Data, name: String, namespace: String) throws
    /// The document, or nil.
    func document(name: String, namespace: String) throws -> LibraryDocument?
    /// Every document of a namespace, sorted by name.
    func documents(namespace: String) throws -> [LibraryDocument]
    /// Deletes a document; returns whether it existed.
    @discardableResult func deleteDocument(name: String, namespace: String) throws -> Bool
}

extension LibraryStore {
    /// Encodes `value` as JSON (sorted keys) and stores it.
    package func put<Value: Encodable>(_ value: Value, name: String, namespace: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try put(try encoder.encode(value), name: name, namespace: namespace)
    }

    /// Decodes a stored document as `type`, or returns nil when there is none.
    package func get<Value: Decodable>(_ type: Value.Type, name: String, namespace: String) throws -> Value? {
        guard let document = try document(name: name, namespace: namespace) else { return nil }
        return try JSONDecoder().decode(type, from: document.json)
    }
}

/// Everything an app's system state needs: the search index, the donations and the library.
package typealias IntentStorage = SearchIndex & DonationStore & LibraryStore

/// JSON checks shared by the backends.
enum JSONText {
    /// Throws unless `text` parses as JSON (any value, fragments allowed).
    static func validate(_ data: Data, what: String) throws {
        // Every donation's parameters pass here: the plain shape is checked by a scanner that
        // builds nothing, and anything else by JSONSerialization, which decides.
        if isPlainJSON(data) { return }
        guard (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil else {
            throw StoreError(
                .invalidInput, "\(what) must be UTF-8 JSON text",
                input: String(decoding: data.prefix(200), as: UTF8.self))
        }
    }

    /// Throws unless `text` parses as JSON; the plain shape is checked on the string's own bytes.
    static func validate(_ text: String, what: String) throws {
        var text = text
        if text.withUTF8({ isPlainJSON(UnsafeRawBufferPointer($0)) }) { return }
        try validate(Data(text.utf8), what: what)
    }

    /// Whether `data` is JSON of the plain shape: printable ASCII, strings with no `\u` escape,
    /// nesting at most 32 deep. `false` means "not known to be valid", never "invalid".
    static func isPlainJSON(_ data: Data) -> Bool {
        data.withUnsafeBytes { isPlainJSON($0) }
    }

    /// `isPlainJSON` over bytes in memory.
    static func isPlainJSON(_ raw: UnsafeRawBufferPointer) -> Bool {
        // A block of its own, as the scanner's helpers share its state.
        do {
            let bytes = raw.bindMemory(to: UInt8.self)
            var index = 0
            var depth = 0
            // What each open bracket is, one bit a level (set for an object), innermost lowest;
            // never more than 32 levels.
            var objects: UInt64 = 0
            var innermostIsObject: Bool? { depth == 0 ? nil : objects & 1 == 1 }
            func skipSpace() {
                while index < bytes.count,
                    bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D
                        || bytes[index] == 0x09
                {
                    index += 1
                }
            }
            func string() -> Bool {
                guard index < bytes.count, bytes[index] == 0x22 else { return false }
                index += 1
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    if byte == 0x22 { return true }
                    if byte < 0x20 || byte > 0x7E { return false }
                    if byte == 0x5C {
                        guard index < bytes.count else { return false }
                        switch bytes[index] {
                        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: index += 1
                        default: return false
                        }
                    }
                }
                return false
            }
            func digits() -> Bool {
                let start = index
                while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1 }
                return index > start
            }
            func number() -> Bool {
                if index < bytes.count, bytes[index] == 0x2D { index += 1 }
                guard index < bytes.count else { return false }
                if bytes[index] == 0x30 {
                    index += 1
                } else if !digits() {
                    return false
                }
                if index < bytes.count, bytes[index] == 0x2E {
                    index += 1
                    guard digits() else { return false }
                }
                if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
                    index += 1
                    if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
                    guard digits() else { return false }
                }
                return true
            }
            func literal(_ word: StaticString) -> Bool {
                let count = word.utf8CodeUnitCount
                guard index + count <= bytes.count,
                    memcmp(bytes.baseAddress! + index, word.utf8Start, count) == 0
                else { return false }
                index += count
                return true
            }
            // A value, then after it a comma or the closing bracket, until the outermost value ends.
            while true {
                skipSpace()
                guard index < bytes.count else { return false }
                var opened = false
                switch bytes[index] {
                case 0x7B, 0x5B:
                    let isObject = bytes[index] == 0x7B
                    index += 1
                    depth += 1
                    guard depth <= 32 else { return false }
                    objects = objects << 1 | (isObject ? 1 : 0)
                    skipSpace()
                    guard index < bytes.count else { return false }
                    if bytes[index] == (isObject ? 0x7D : 0x5D) {
                        index += 1
                        depth -= 1
                        objects >>= 1
                    } else {
                        opened = true
                    }
                case 0x22: guard string() else { return false }
                case 0x74: guard literal("true") else { return false }
                case 0x66: guard literal("false") else { return false }
                case 0x6E: guard literal("null") else { return false }
                default: guard number() else { return false }
                }
                if opened, innermostIsObject == true {
                    // An object's first member: its key and colon, then its value.
                    guard string() else { return false }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == 0x3A else { return false }
                    index += 1
                    continue
                }
                if opened { continue }
                // After a value: the end, a comma (then a key in an object) or closing brackets.
                while true {
                    skipSpace()
                    guard let isObject = innermostIsObject else {
                        return index == bytes.count
                    }
                    guard index < bytes.count else { return false }
                    if bytes[index] == 0x2C {
                        index += 1
                        if isObject {
                            skipSpace()
                            guard string() else { return false }
                            skipSpace()
                            guard index < bytes.count, bytes[index] == 0x3A else { return false }
                            index += 1
                        }
                        break
                    }
                    guard bytes[index] == (isObject ? 0x7D : 0x5D) else { return false }
                    index += 1
                    depth -= 1
                    objects >>= 1
                }
            }
        }
    }

    /// Encodes strings as a JSON array quickly (the hot path of indexing).
    static func array(_ values: [String]) -> String {
        var out = "["
        for (index, value) in values.enumerated() {
            if index > 0 { out += "," }
            appendQuoted(value, to: &out)
        }
        return out + "]"
    }

    /// Encodes a string dictionary as a JSON object with sorted keys.
    static func object(_ values: [String: String]) -> String {
        var out = "{"
        for (index, key) in values.keys.sorted().enumerated() {
            if index > 0 { out += "," }
            appendQuoted(key, to: &out)
            out += ":"
            appendQuoted(values[key]!, to: &out)
        }
        return out + "}"
    }

    /// Decodes a JSON array of strings; the hand-written path covers what `array(_:)` writes and
    /// keeps result decoding off JSONDecoder's slow path, which would dominate a fast query.
    static func decodeArray(_ text: String) -> [String] {
        if text == "[]" { return [] }
        if let values = parseStringArray(text) { return values }
        return (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
    }

    /// Parses `["a","b\"c"]` with the escapes `appendQuoted` writes; nil for anything else.
    private static func parseStringArray(_ text: String) -> [String]? {
        var scalars = text.unicodeScalars.makeIterator()
        guard scalars.next() == "[" else { return nil }
        var values: [String] = []
        while true {
            guard let opening = scalars.next() else { return nil }
            if opening == "]" && values.isEmpty { return scanEnd(&scalars) ? values : nil }
            guard opening == "\"" else { return nil }
            var value = String.UnicodeScalarView()
            while true {
                guard let scalar = scalars.next() else { return nil }
                if scalar == "\"" { break }
                if scalar != "\\" {
                    value.append(scalar)
                    continue
                }
                switch scalars.next() {
                case "\"": value.append("\"")
                case "\\": value.append("\\")
                case "/": value.append("/")
                case "n": value.append("\n")
                case "r": value.append("\r")
                case "t": value.append("\t")
                case "u":
                    var hex = ""
                    for _ in 0..<4 { if let digit = scalars.next() { hex.unicodeScalars.append(digit) } }
                    guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else { return nil }
                    value.append(scalar)
                default: return nil
                }
            }
            values.append(String(value))
            switch scalars.next() {
            case ",": continue
            case "]": return scanEnd(&scalars) ? values : nil
            default: return nil
            }
        }
    }

    private static func scanEnd(_ scalars: inout String.UnicodeScalarView.Iterator) -> Bool { scalars.next() == nil }

    static func decodeObject(_ text: String) -> [String: String] {
        if text == "{}" { return [:] }
        return (try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))) ?? [:]
    }

    private static func appendQuoted(_ value: String, to out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
