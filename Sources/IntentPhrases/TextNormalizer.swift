import Foundation

/// One word of a normalised text: its bytes in `NormalizedText.bytes` and their hash.
struct Token: Sendable, Hashable {
    var start: Int32
    var end: Int32
    var hash: UInt64

    var count: Int { Int(end - start) }
}

/// A text after normalisation: casefolded UTF-8 words separated by single spaces.
struct NormalizedText: Sendable {
    var bytes: [UInt8] = []
    var tokens: [Token] = []
    /// Set when the text has more words than the caller's limit; `tokens` is then incomplete.
    var truncated = false

    /// The normalised text as a string (words joined by one space).
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The text of the words `range`, joined by one space.
    func text(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return String(
            decoding: bytes[Int(tokens[range.lowerBound].start)..<Int(tokens[range.upperBound - 1].end)], as: UTF8.self)
    }

    /// The hash of the words `range` taken together (see `TextNormalizer.spanHash`).
    func spanHash(_ range: Range<Int>) -> UInt64 {
        var hash = TextNormalizer.spanSeed
        for index in range { hash = TextNormalizer.combine(hash, tokens[index].hash) }
        return hash
    }
}

/// The matching rules' normalisation, shared by phrases, names, values and utterances.
///
/// Unicode NFC; U+2019 becomes `'`; whitespace separates words and runs collapse; `. , ? ! ; : ¿ ¡`
/// at a word's start or end are dropped (a word of only those disappears); then each word is
/// casefolded. This is `norm()` of the benchmark corpus's reference matcher, word by word.
enum TextNormalizer {
    static let spanSeed: UInt64 = 0x243F_6A88_85A3_08D3

    /// Normalises `text`, stopping after `maxTokens` words (`truncated` is then set).
    static func normalize(_ text: String, maxTokens: Int = .max) -> NormalizedText {
        var result = NormalizedText()
        var text = text
        text.makeContiguousUTF8()  // a no-op for native strings; bridged ones are copied once
        let wasASCII =
            text.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
                guard buffer.allSatisfy({ $0 < 0x80 }) else { return false }
                normalizeASCII(buffer, maxTokens: maxTokens, into: &result)
                return true
            } ?? false
        if !wasASCII { normalizeUnicode(text, maxTokens: maxTokens, into: &result) }
        return result
    }

    // MARK: ASCII

    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) || (byte >= 0x1C && byte <= 0x1F)
    }

    private static func isASCIIEdgePunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ";"),
            UInt8(ascii: ":"):
            true
        default: false
        }
    }

    private static func normalizeASCII(
        _ input: UnsafeBufferPointer<UInt8>, maxTokens: Int, into result: inout NormalizedText
    ) {
        result.bytes.reserveCapacity(input.count)
        var index = 0
        let count = input.count
        while index < count {
            while index < count && isASCIISpace(input[index]) { index += 1 }
            var wordStart = index
            while index < count && !isASCIISpace(input[index]) { index += 1 }
            var wordEnd = index
            while wordStart < wordEnd && isASCIIEdgePunctuation(input[wordStart]) { wordStart += 1 }
            while wordEnd > wordStart && isASCIIEdgePunctuation(input[wordEnd - 1]) { wordEnd -= 1 }
            guard wordStart < wordEnd else { continue }
            if result.tokens.count == maxTokens {
                result.truncated = true
                return
            }
            if !result.tokens.isEmpty { result.bytes.append(0x20) }
            let start = result.bytes.count
            var hash = hashSeed
            for byte in input[wordStart..<wordEnd] {
                let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                result.bytes.append(lower)
                hash = (hash ^ UInt64(lower)) &* hashPrime
            }
            result.tokens.append(Token(start: Int32(start), end: Int32(result.bytes.count), hash: finish(hash)))
        }
    }

    // MARK: Unicode

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        // Python's str.isspace(), which the reference `\s` follows, adds U+001C…U+001F.
        scalar.properties.isWhitespace || (scalar.value >= 0x1C && scalar.value <= 0x1F)
    }

    private static func isEdgePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ".", ",", "?", "!", ";", ":", "\u{BF}", "\u{A1}": true
        default: false
        }
    }

    private static func normalizeUnicode(_ text: String, maxTokens: Int, into result: inout NormalizedText) {
        let composed = text.precomposedStringWithCanonicalMapping
        result.bytes.reserveCapacity(composed.utf8.count)
        var word: [Unicode.Scalar] = []
        func flush() -> Bool {
            defer { word.removeAll(keepingCapacity: true) }
            var low = 0
            var high = word.count
            while low < high && isEdgePunctuation(word[low]) { low += 1 }
            while high > low && isEdgePunctuation(word[high - 1]) { high -= 1 }
            guard low < high else { return true }
            if result.tokens.count == maxTokens {
                result.truncated = true
                return false
            }
            if !result.tokens.isEmpty { result.bytes.append(0x20) }
            let start = result.bytes.count
            for scalar in word[low..<high] { caseFold(scalar, into: &result.bytes) }
            var hash = hashSeed
            for byte in result.bytes[start...] { hash = (hash ^ UInt64(byte)) &* hashPrime }
            result.tokens.append(Token(start: Int32(start), end: Int32(result.bytes.count), hash: finish(hash)))
            return true
        }
        for scalar in composed.unicodeScalars {
            if isSpace(scalar) {
                if !flush() { return }
            } else {
                word.append(scalar == "\u{2019}" ? "'" : scalar)
            }
        }
        _ = flush()
    }

    /// Appends the full case folding of `scalar` (Unicode CaseFolding.txt, statuses C and F, as
    /// Python's `str.casefold()`): the lowercase mapping, except where folding differs from it.
    static func caseFold(_ scalar: Unicode.Scalar, into bytes: inout [UInt8]) {
        let value = scalar.value
        if value < 0x80 {
            bytes.append(value >= 0x41 && value <= 0x5A ? UInt8(value | 0x20) : UInt8(value))
            return
        }
        let folded: String
        switch value {
        case 0xDF, 0x1E9E: folded = "ss"
        case 0x17F: folded = "s"
        case 0xB5: folded = "\u{3BC}"
        case 0x345, 0x1FBE: folded = "\u{3B9}"
        case 0x3C2: folded = "\u{3C3}"
        case 0x3D0: folded = "\u{3B2}"
        case 0x3D1: folded = "\u{3B8}"
        case 0x3D5: folded = "\u{3C6}"
        case 0x3D6: folded = "\u{3C0}"
        case 0x3F0: folded = "\u{3BA}"
        case 0x3F1: folded = "\u{3C1}"
        case 0x3F5: folded = "\u{3B5}"
        case 0x1E9B: folded = "\u{1E61}"
        case 0x149: folded = "\u{2BC}n"
        case 0x1F0: folded = "j\u{30C}"
        case 0xFB00: folded = "ff"
        case 0xFB01: folded = "fi"
        case 0xFB02: folded = "fl"
        case 0xFB03: folded = "ffi"
        case 0xFB04: folded = "ffl"
        case 0xFB05, 0xFB06: folded = "st"
        // Cherokee folds to its uppercase letters.
        case 0x13A0...0x13F5: folded = String(scalar)
        case 0x13F8...0x13FD: folded = String(Unicode.Scalar(value - 8)!)
        case 0xAB70...0xABBF: folded = String(Unicode.Scalar(value - 0xAB70 + 0x13A0)!)
        default: folded = scalar.properties.lowercaseMapping
        }
        bytes.append(contentsOf: folded.utf8)
    }

    // MARK: Hashing

    static let hashSeed: UInt64 = 0xCBF2_9CE4_8422_2325
    static let hashPrime: UInt64 = 0x0000_0100_0000_01B3

    /// A word's hash over its normalised bytes (FNV-1a, then a final mix).
    static func wordHash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash = hashSeed
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* hashPrime }
        return finish(hash)
    }

    @inline(__always)
    static func finish(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Folds one more word hash into a span hash; order-sensitive.
    @inline(__always)
    static func combine(_ span: UInt64, _ word: UInt64) -> UInt64 {
        finish(span &* 0x9E37_79B9_7F4A_7C15 ^ word)
    }
}
