import Foundation

/// The values one parameter slot can take, hashed by their normalised words.
///
/// Keys (a value's title and each synonym, normalised) live in one byte arena; an open-addressing
/// table maps a key's span hash to its entry, and each entry chains the values it names (several
/// values may share a title). Lookups take the utterance's bytes directly, so matching a slot
/// allocates nothing.
struct SlotTable: Sendable {
    /// The values, in the order given.
    private(set) var values: [PhraseValue] = []
    /// The parameter's own title and type name, normalised: saying one of them in place of a value
    /// ("Get soup from SoupShop") matches with no value.
    private(set) var placeholderKeys: [[UInt8]] = []
    /// The texts `placeholderKeys` were made from.
    private(set) var placeholderSource: [String] = []
    /// The largest number of words in a key.
    private(set) var maxWords = 0
    /// The longest word of a key, in scalars (bounds one-edit lookups).
    private var maxWordScalars = 0

    private var arena: [UInt8] = []
    private var keyStart: [Int32] = []
    private var keyEnd: [Int32] = []
    private var keyHash: [UInt64] = []
    private var keyWords: [Int32] = []
    private var table: [Int32] = []
    // Chains of (value, synonym) per key: head/tail per key, next per reference.
    private var head: [Int32] = []
    private var tail: [Int32] = []
    private var refValue: [Int32] = []
    private var refSynonym: [Int32] = []
    private var refNext: [Int32] = []
    /// Symmetric-deletion index for one-edit lookups; built only for flexible engines.
    private var deletions: [UInt64: Int32] = [:]
    private var deletionKey: [Int32] = []
    private var deletionNext: [Int32] = []

    init(values: [PhraseValue], placeholders: [String], flexible: Bool) {
        self.values = values
        placeholderSource = placeholders
        for placeholder in placeholders {
            let normalized = TextNormalizer.normalize(placeholder)
            guard !normalized.tokens.isEmpty, !placeholderKeys.contains(normalized.bytes) else { continue }
            placeholderKeys.append(normalized.bytes)
            maxWords = max(maxWords, normalized.tokens.count)
        }
        var capacity = 16
        while capacity < values.count * 2 + values.count / 2 { capacity <<= 1 }
        table = Array(repeating: -1, count: capacity)
        for (valueIndex, value) in values.enumerated() {
            insert(value.title, value: valueIndex, synonym: -1)
            for (synonymIndex, synonym) in value.synonyms.enumerated() {
                insert(synonym, value: valueIndex, synonym: synonymIndex)
            }
        }
        if flexible { buildDeletions() }
    }

    var keyCount: Int { keyStart.count }

    private mutating func insert(_ text: String, value: Int, synonym: Int) {
        let normalized = TextNormalizer.normalize(text)
        guard !normalized.tokens.isEmpty else { return }
        let hash = normalized.spanHash(0..<normalized.tokens.count)
        let key =
            normalized.bytes.withUnsafeBufferPointer { find(hash: hash, bytes: $0) }
            ?? addKey(normalized, hash: hash)
        // A title and a synonym of one value may normalise alike: keep one reference. A value's
        // keys are inserted one after another, so an earlier reference of it is the chain's tail
        // (checking only the tail keeps thousands of values under one title linear).
        if tail[key] >= 0 && refValue[Int(tail[key])] == Int32(value) { return }
        let ref = Int32(refValue.count)
        refValue.append(Int32(value))
        refSynonym.append(Int32(synonym))
        refNext.append(-1)
        if head[key] < 0 { head[key] = ref } else { refNext[Int(tail[key])] = ref }
        tail[key] = ref
    }

    private mutating func addKey(_ normalized: NormalizedText, hash: UInt64) -> Int {
        let key = keyStart.count
        keyStart.append(Int32(arena.count))
        arena.append(contentsOf: normalized.bytes)
        keyEnd.append(Int32(arena.count))
        keyHash.append(hash)
        keyWords.append(Int32(normalized.tokens.count))
        maxWords = max(maxWords, normalized.tokens.count)
        head.append(-1)
        tail.append(-1)
        if keyStart.count * 2 > table.count { grow() }
        place(key)
        return key
    }

    private mutating func place(_ key: Int) {
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: keyHash[key]) & mask
        while table[slot] >= 0 { slot = (slot + 1) & mask }
        table[slot] = Int32(key)
    }

    private mutating func grow() {
        table = Array(repeating: -1, count: table.count * 2)
        for key in 0..<keyStart.count { place(key) }
    }

    /// The key whose bytes are `bytes` (with span hash `hash`), if any.
    func find(hash: UInt64, bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        return arena.withUnsafeBufferPointer { arena in
            while true {
                let key = Int(table[slot])
                if key < 0 { return nil }
                if keyHash[key] == hash {
                    let start = Int(keyStart[key])
                    let length = Int(keyEnd[key]) - start
                    if length == bytes.count
                        && (length == 0 || memcmp(arena.baseAddress! + start, bytes.baseAddress!, length) == 0)
                    {
                        return key
                    }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Calls `body` with (value index, synonym index or -1) for each value the key names.
    @inline(__always)
    func forEachValue(ofKey key: Int, _ body: (Int, Int) -> Void) {
        var cursor = head[key]
        while cursor >= 0 {
            body(Int(refValue[Int(cursor)]), Int(refSynonym[Int(cursor)]))
            cursor = refNext[Int(cursor)]
        }
    }

    /// Whether `bytes` is the parameter's own title or type name.
    func isPlaceholder(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        placeholderKeys.contains { $0.elementsEqual(bytes) }
    }

    // MARK: One-edit lookups

    /// The most words a key may have to be found with a misspelling, and the longest word that
    /// may be misspelled. Indexing a key costs (words × letters) hashes of the key, so without a
    /// bound one long title (anyone may add a task) makes compiling quadratic in its length; a
    /// longer key still matches exactly.
    static let oneEditMaxWords = 12
    static let oneEditMaxWordScalars = 32

    /// Keys with one word of five letters or more one edit away from the same word of `words`
    /// (all other words equal), found through symmetric deletion and then verified.
    func keysOneEditAway(from words: [[Unicode.Scalar]]) -> [Int] {
        // A word longer than every key word by two or more cannot be one edit away.
        guard !deletions.isEmpty, !words.isEmpty, words.count <= min(maxWords, Self.oneEditMaxWords),
            words.allSatisfy({ $0.count <= maxWordScalars + 1 })
        else { return [] }
        var candidates: [Int] = []
        func collect(_ hash: UInt64) {
            var cursor = deletions[hash] ?? -1
            while cursor >= 0 {
                let key = Int(deletionKey[Int(cursor)])
                if !candidates.contains(key) { candidates.append(key) }
                cursor = deletionNext[Int(cursor)]
            }
        }
        collect(Self.hash(words, skipping: nil))
        for (wordIndex, word) in words.enumerated() where word.count >= 5 {
            for position in word.indices { collect(Self.hash(words, skipping: (wordIndex, position))) }
        }
        return candidates.filter { key in
            let keyWords = Self.words(String(decoding: arena[Int(keyStart[key])..<Int(keyEnd[key])], as: UTF8.self))
            guard keyWords.count == words.count else { return false }
            var edits = 0
            for (expected, heard) in zip(keyWords, words) where expected != heard {
                guard expected.count >= 5, EditDistance.isOneEdit(expected, heard) else { return false }
                edits += 1
            }
            return edits == 1
        }
    }

    /// The text of key `key`.
    func keyText(_ key: Int) -> String {
        String(decoding: arena[Int(keyStart[key])..<Int(keyEnd[key])], as: UTF8.self)
    }

    static func words(_ text: String) -> [[Unicode.Scalar]] {
        text.split(separator: " ").map { Array($0.unicodeScalars) }
    }

    private mutating func buildDeletions() {
        for key in 0..<keyStart.count where keyWords[key] <= Self.oneEditMaxWords {
            let words = Self.words(keyText(key))
            maxWordScalars = max(maxWordScalars, min(Self.oneEditMaxWordScalars, words.map(\.count).max() ?? 0))
            addDeletion(Self.hash(words, skipping: nil), key: key)
            for (wordIndex, word) in words.enumerated()
            where word.count >= 5 && word.count <= Self.oneEditMaxWordScalars {
                for position in word.indices {
                    addDeletion(Self.hash(words, skipping: (wordIndex, position)), key: key)
                }
            }
        }
    }

    private mutating func addDeletion(_ hash: UInt64, key: Int) {
        let entry = Int32(deletionKey.count)
        deletionKey.append(Int32(key))
        deletionNext.append(deletions[hash] ?? -1)
        deletions[hash] = entry
    }

    /// A hash of the words with one scalar left out (or none).
    private static func hash(_ words: [[Unicode.Scalar]], skipping skip: (word: Int, position: Int)?) -> UInt64 {
        var hash = TextNormalizer.spanSeed
        for (wordIndex, word) in words.enumerated() {
            var wordHash = TextNormalizer.hashSeed
            for (position, scalar) in word.enumerated() where !(skip?.word == wordIndex && skip?.position == position) {
                wordHash = (wordHash ^ UInt64(scalar.value)) &* TextNormalizer.hashPrime
            }
            hash = TextNormalizer.combine(hash, wordHash)
        }
        return hash
    }
}
