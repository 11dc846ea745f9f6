/// Swift's mangled names of nominal types, as `_mangledTypeName(T.self)` returns them and Apple's
/// tools write them: `8SoupShop15OrderSoupIntentV`, `5Radio04MuteA6IntentV`.
///
/// The static extractor cannot ask the compiler, so this implements the compiler's identifier
/// mangling: each identifier as its length and text, where a word (a run starting at an
/// uppercase letter after a lowercase one, or after `_`) already seen earlier in the name is
/// replaced by a letter naming it (`0` opens such an identifier, a capital letter marks the
/// last replacement); an identifier seen whole before is a substitution (`AA`); each type is
/// followed by its kind (`V` struct, `O` enum, `C` class). Identifiers outside ASCII (which the
/// compiler encodes with Punycode) are not supported and get the nominal form of `of(_:)`.
public enum MangledName {
    /// What kind of declaration a nominal type is.
    public enum Kind: String, Sendable, Hashable {
        case structure = "V"
        case enumeration = "O"
        case `class` = "C"
    }

    /// The mangled name of `module.path…`, each path element with its kind, outermost first.
    public static func swift(module: String, path: [(name: String, kind: Kind)]) -> String {
        guard (module.utf8 + path.flatMap { $0.name.utf8 }).allSatisfy({ $0 < 0x80 }) else {
            return of(([module] + path.map(\.name)).joined(separator: "."))
        }
        var mangler = Mangler()
        mangler.appendIdentifier(module)
        for element in path {
            mangler.appendIdentifier(element.name)
            mangler.buffer.append(contentsOf: element.kind.rawValue.utf8)
            mangler.substitutions += 1
        }
        return String(decoding: mangler.buffer, as: UTF8.self)
    }

    /// The nominal part of a mangled name without word substitutions or kinds
    /// (`8SoupShop15OrderSoupIntent`): what files written before this project mangled wrote.
    public static func of(_ fullyQualifiedTypeName: String) -> String {
        fullyQualifiedTypeName.split(separator: ".").map { "\($0.utf8.count)\($0)" }.joined()
    }
}

/// The compiler's `Mangler` for identifiers (swift/lib/Basic/Mangler.cpp, ManglingUtils.h).
private struct Mangler {
    var buffer: [UInt8] = []
    /// Words found so far: their start in `buffer` (or, while the identifier being mangled is
    /// not yet written, in that identifier) and length.
    var words: [(start: Int, length: Int)] = []
    var stringSubstitutions: [String: Int] = [:]
    var substitutions = 0
    static let maxWords = 26

    mutating func appendIdentifier(_ identifier: String) {
        if let index = stringSubstitutions[identifier] {
            buffer.append(UInt8(ascii: "A"))
            buffer.append(UInt8(ascii: "A") + UInt8(index))
            return
        }
        stringSubstitutions[identifier] = substitutions
        substitutions += 1
        mangle(Array(identifier.utf8))
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    private static func isUpper(_ c: UInt8) -> Bool { c >= 0x41 && c <= 0x5A }
    private static func isWordStart(_ c: UInt8) -> Bool { !isDigit(c) && c != 0x5F && c != 0 }
    private static func isWordEnd(_ c: UInt8, after previous: UInt8) -> Bool {
        c == 0x5F || c == 0 || (!isUpper(previous) && isUpper(c))
    }

    private mutating func mangle(_ ident: [UInt8]) {
        let wordsInBuffer = words.count
        var replacements: [(start: Int, word: Int?)] = []
        var wordStart: Int?
        for position in 0...ident.count {
            let c: UInt8 = position < ident.count ? ident[position] : 0
            if let start = wordStart, Self.isWordEnd(c, after: ident[position - 1]) {
                let word = ident[start..<position]
                func lookup(in text: [UInt8], _ range: Range<Int>) -> Int? {
                    range.first { text[words[$0].start..<words[$0].start + words[$0].length].elementsEqual(word) }
                }
                if let index = lookup(in: buffer, 0..<wordsInBuffer) ?? lookup(in: ident, wordsInBuffer..<words.count) {
                    replacements.append((start, index))
                } else if word.count >= 2, words.count < Self.maxWords {
                    words.append((start, word.count))
                }
                wordStart = nil
            }
            if wordStart == nil, Self.isWordStart(c) { wordStart = position }
        }
        if replacements.isEmpty {
            let offset = buffer.count + String(ident.count).utf8.count
            buffer.append(contentsOf: String(ident.count).utf8)
            buffer.append(contentsOf: ident)
            for index in wordsInBuffer..<words.count { words[index].start += offset }
            return
        }
        buffer.append(UInt8(ascii: "0"))
        replacements.append((ident.count, nil))
        var position = 0
        var placed = wordsInBuffer
        for (index, replacement) in replacements.enumerated() {
            if position < replacement.start {
                buffer.append(contentsOf: String(replacement.start - position).utf8)
                while position < replacement.start {
                    if placed < words.count, words[placed].start == position {
                        words[placed].start = buffer.count
                        placed += 1
                    }
                    buffer.append(ident[position])
                    position += 1
                }
            }
            guard let word = replacement.word else { continue }
            position += words[word].length
            if index < replacements.count - 2 {
                buffer.append(UInt8(ascii: "a") + UInt8(word))
            } else {
                buffer.append(UInt8(ascii: "A") + UInt8(word))
                if position == ident.count { buffer.append(UInt8(ascii: "0")) }
            }
        }
    }
}
