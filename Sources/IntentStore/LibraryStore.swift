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
        guard (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil else {
            throw StoreError(
                .invalidInput, "\(what) must be UTF-8 JSON text",
                input: String(decoding: data.prefix(200), as: UTF8.self))
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
