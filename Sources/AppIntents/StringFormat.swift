internal import AppIntentsShared
import Foundation

/// How a table's text for an interpolated string is filled in: its format specifiers (`%@`,
/// `%lld`, `%.1f`, `%2$@`) take the interpolated values, and a plural form or substitution
/// (`%#@bowls@`) is chosen by its count, as Foundation does with a string catalog's texts.
enum StringFormat {
    /// An interpolated value, as its format specifier takes it.
    enum Argument: Sendable, Hashable {
        case int(Int)
        case double(Double)
        case text(String)

        var number: Double? {
            switch self {
            case .int(let value): Double(value)
            case .double(let value): value
            case .text: nil
            }
        }
    }

    /// The text of `plural` for `arguments`: the form the first number's plural category picks
    /// (in `language`), then filled in.
    static func text(
        _ plural: StringTableFiles.PluralText, arguments: [Argument], language: String
    ) -> String? {
        var text = plural.text
        if !plural.forms.isEmpty {
            let count = arguments.lazy.compactMap(\.number).first ?? 0
            text = form(plural.forms, count: count, language: language)
        }
        guard let text else { return nil }
        return fill(text, arguments, substitutions: plural.substitutions, language: language)
    }

    /// `format` with its specifiers replaced by `arguments`, in order or by position (`%2$@`); a
    /// specifier without an argument is left as it is.
    static func fill(
        _ format: String, _ arguments: [Argument],
        substitutions: [String: StringTableFiles.PluralText.Substitution] = [:], language: String = "en"
    ) -> String {
        let characters = Array(format.unicodeScalars)
        var result = String.UnicodeScalarView()
        var next = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "%", index + 1 < characters.count else {
                result.append(character)
                index += 1
                continue
            }
            var cursor = index + 1
            if characters[cursor] == "%" {
                result.append("%")
                index = cursor + 1
                continue
            }
            // `%N$…`: a position.
            var position: Int?
            var digits = cursor
            while digits < characters.count, ("0"..."9").contains(characters[digits]) { digits += 1 }
            if digits > cursor, digits < characters.count, characters[digits] == "$" {
                position = Int(String(String.UnicodeScalarView(characters[cursor..<digits])))
                cursor = digits + 1
            }
            // `%#@name@` (or `%2$#@name@`): a substitution, which takes its own argument.
            if characters.indices.contains(cursor + 1), characters[cursor] == "#", characters[cursor + 1] == "@",
                let close = characters[(cursor + 2)...].firstIndex(of: "@")
            {
                let name = String(String.UnicodeScalarView(characters[(cursor + 2)..<close]))
                if let substitution = substitutions[name], arguments.indices.contains(substitution.argument - 1) {
                    let argument = arguments[substitution.argument - 1]
                    let chosen = form(substitution.forms, count: argument.number ?? 0, language: language) ?? ""
                    // A catalog's form names its value `%arg`; a `.stringsdict`'s has its own specifier.
                    let filled =
                        chosen.contains("%arg")
                        ? chosen.replacingOccurrences(
                            of: "%arg", with: render(argument, specifier: "%" + substitution.specifier))
                        : fill(chosen, [argument], language: language)
                    result.append(contentsOf: filled.unicodeScalars)
                } else {
                    // A variable the table does not define, or a value it has not: left as written.
                    result.append(contentsOf: characters[index...close])
                }
                if position == nil { next += 1 }
                index = close + 1
                continue
            }
            let start = cursor
            while cursor < characters.count, "-+ 0#.123456789".unicodeScalars.contains(characters[cursor]) {
                cursor += 1
            }
            let flags = String(String.UnicodeScalarView(characters[start..<cursor]))
            while cursor < characters.count, "hlqLztj".unicodeScalars.contains(characters[cursor]) { cursor += 1 }
            // A width or precision past three digits is not a text's: written as it is, not filled.
            let isSpecifier = flags.split(whereSeparator: { !$0.isNumber }).allSatisfy { $0.count <= 3 }
            guard isSpecifier, cursor < characters.count,
                "@dDiuUxXoOfFeEgGcsaA".unicodeScalars.contains(characters[cursor])
            else {
                result.append(character)
                index += 1
                continue
            }
            let slot = position.map { $0 - 1 } ?? next
            if position == nil { next += 1 }
            if arguments.indices.contains(slot) {
                let specifier = "%" + flags + String(characters[cursor])
                result.append(contentsOf: render(arguments[slot], specifier: specifier).unicodeScalars)
            } else {
                result.append(contentsOf: characters[index...cursor])
            }
            index = cursor + 1
        }
        return String(result)
    }

    /// One value written as `specifier` says (`%@`, `%d`, `%.1f`; length modifiers dropped).
    private static func render(_ argument: Argument, specifier: String) -> String {
        let conversion = specifier.last ?? "@"
        let flags = String(specifier.dropFirst().dropLast().filter { !"hlqLztj".contains($0) })
        switch (argument, conversion) {
        case (.text(let text), _): return text
        case (.int(let value), "d"), (.int(let value), "i"), (.int(let value), "D"), (.int(let value), "u"),
            (.int(let value), "U"):
            return flags.isEmpty ? String(value) : String(format: "%" + flags + "ld", value)
        case (.int(let value), "x"), (.int(let value), "X"), (.int(let value), "o"), (.int(let value), "O"):
            return String(format: "%" + flags + "l" + String(conversion).lowercased(), value)
        case (.int(let value), "@"): return String(value)
        case (.int(let value), _): return String(format: "%" + flags + String(conversion), Double(value))
        case (.double(let value), "@"): return String(describing: value)
        case (.double(let value), "d"), (.double(let value), "i"), (.double(let value), "u"):
            return String(Int(value))
        case (.double(let value), _): return String(format: "%" + flags + String(conversion), value)
        }
    }

    /// The form of `forms` for `count`: `zero` when there is one and the count is 0, else the
    /// language's plural category, else `other`.
    private static func form(_ forms: [String: String], count: Double, language: String) -> String? {
        if count == 0, let zero = forms["zero"] { return zero }
        return forms[category(count, language: language)] ?? forms["other"]
    }

    /// The plural category of `count` in `language` (CLDR's rules for integers, for the languages
    /// whose rules are one of these; `other` for a fraction and for the rest).
    static func category(_ count: Double, language: String) -> String {
        guard count.rounded() == count, abs(count) < 1e15 else { return "other" }
        let n = abs(Int(count))
        let base = language.prefix { $0 != "-" && $0 != "_" }.lowercased()
        let tens = n % 100
        let ones = n % 10
        switch base {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km":
            return "other"
        case "fr", "hy", "kab":
            return n <= 1 ? "one" : "other"
        case "pt" where language.lowercased() != "pt-pt" && language.lowercased() != "pt_pt":
            return n <= 1 ? "one" : "other"
        case "ru", "uk", "be":
            if ones == 1 && tens != 11 { return "one" }
            if (2...4).contains(ones) && !(12...14).contains(tens) { return "few" }
            return "many"
        case "pl":
            if n == 1 { return "one" }
            if (2...4).contains(ones) && !(12...14).contains(tens) { return "few" }
            return "many"
        case "cs", "sk":
            if n == 1 { return "one" }
            return (2...4).contains(n) ? "few" : "other"
        default:
            return n == 1 ? "one" : "other"
        }
    }
}
