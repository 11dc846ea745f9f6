import Foundation

/// A match before it is turned into a `PhraseMatch`.
struct RawMatch: Sendable {
    var app: Int32
    var phrase: Int32
    /// Value index in the phrase's slot; -1 when the parameter's title was said or there is no slot.
    var value: Int32
    var synonym: Int32
    var confidence: Double
    var leniency: PhraseMatch.Leniency
}

/// What one phrase attempt may forgive.
struct Allowance {
    /// Template element not required (a filler word the utterance dropped), or -1.
    var skippedElement = -1
    /// Whether one word of five letters or more may be one edit off.
    var misspelling = false
    var confidence = 1.0
    var leniency = PhraseMatch.Leniency.exact
}

extension PhraseEngine {
    /// Every way `utterance` matches a registered phrase, best first.
    ///
    /// Order: confidence (exact first), then matches with their value before matches whose
    /// value was left out, then app registration order, shortcut index and value order. Several
    /// candidates mean the caller disambiguates; a nil `value` on a phrase with a parameter (the
    /// parameter's title was said instead of a value) means the caller asks for it; a confidence
    /// below 1 means the caller confirms.
    ///
    /// - Parameter utterance: What was said or typed, any length or content.
    /// - Returns: The candidates; empty when nothing matches.
    package func match(_ utterance: String) -> [PhraseMatch] {
        var raw: [RawMatch] = []
        let text = TextNormalizer.normalize(utterance, maxTokens: maxTokens + (options.flexible ? 1 : 0))
        guard !text.tokens.isEmpty, !text.truncated else { return [] }
        text.bytes.withUnsafeBufferPointer { bytes in
            text.tokens.withUnsafeBufferPointer { tokens in
                if tokens.count <= maxTokens { matchExact(bytes, tokens, into: &raw) }
                if raw.isEmpty && options.flexible { matchFlexible(bytes, tokens, into: &raw) }
                if !raw.isEmpty { dropNegatives(bytes, tokens, from: &raw) }
            }
        }
        return finish(raw)
    }

    /// The best candidate, or nil; see `match(_:)`.
    package func bestMatch(_ utterance: String) -> PhraseMatch? {
        match(utterance).first
    }

    private func matchExact(
        _ bytes: UnsafeBufferPointer<UInt8>, _ tokens: UnsafeBufferPointer<Token>, into raw: inout [RawMatch]
    ) {
        if let refs = firstWordIndex[tokens[0].hash] {
            for ref in refs where ref.mayMatch(tokens) { attempt(ref, bytes, tokens, Allowance(), into: &raw) }
        }
        if let refs = lastWordIndex[tokens[tokens.count - 1].hash] {
            for ref in refs where ref.mayMatch(tokens) { attempt(ref, bytes, tokens, Allowance(), into: &raw) }
        }
    }

    /// Tries one phrase, with each of its app's names, against the whole utterance.
    func attempt(
        _ ref: PhraseRef, _ bytes: UnsafeBufferPointer<UInt8>, _ tokens: UnsafeBufferPointer<Token>,
        _ allowance: Allowance, into raw: inout [RawMatch]
    ) {
        // Fields are read through the arrays' accessors rather than by copying the whole
        // `CompiledApp`, whose many arrays would each be retained and released per attempt.
        let appIndex = Int(ref.app)
        let phrase = apps[appIndex].phrases[Int(ref.phrase)]
        let literals = phrase.literalCount - (allowance.skippedElement >= 0 ? 1 : 0)
        apps[appIndex].wordBytes.withUnsafeBufferPointer { words in
            for name in apps[appIndex].names {
                let fixed = literals + name.count
                let spanLength = tokens.count - fixed
                guard phrase.slot >= 0 ? spanLength > 0 : spanLength == 0 else { continue }
                var misspelled: (expected: Word, heard: Token)? = nil
                func same(_ token: Token, _ word: Word) -> Bool {
                    if Self.equal(token, word, bytes, words) { return true }
                    guard allowance.misspelling, misspelled == nil,
                        Self.oneEdit(expected: word, heard: token, bytes, words)
                    else { return false }
                    misspelled = (word, token)
                    return true
                }
                var position = 0
                var spanStart = -1
                var matched = true
                for (index, element) in phrase.elements.enumerated() where index != allowance.skippedElement {
                    switch element {
                    case .word(let word):
                        matched = same(tokens[position], word)
                        position += 1
                    case .applicationName:
                        for word in name where matched {
                            matched = same(tokens[position], word)
                            position += 1
                        }
                    case .slot:
                        spanStart = position
                        position += spanLength
                    }
                    if !matched { break }
                }
                guard matched else { continue }
                var found = allowance
                if let misspelled {
                    found.confidence = PhraseEngine.misspellingConfidence
                    found.leniency = .misspelling(
                        expected: String(
                            decoding: words[Int(misspelled.expected.start)..<Int(misspelled.expected.end)],
                            as: UTF8.self),
                        heard: String(
                            decoding: bytes[Int(misspelled.heard.start)..<Int(misspelled.heard.end)], as: UTF8.self))
                }
                if phrase.slot < 0 {
                    raw.append(
                        RawMatch(
                            app: ref.app, phrase: ref.phrase, value: -1, synonym: -1, confidence: found.confidence,
                            leniency: found.leniency))
                    continue
                }
                matchSlot(
                    apps[appIndex].slots[phrase.slot], ref, bytes, tokens, spanStart..<(spanStart + spanLength),
                    found, oneEditLeft: allowance.misspelling && misspelled == nil, into: &raw)
            }
        }
    }

    private func matchSlot(
        _ slot: SlotTable, _ ref: PhraseRef, _ bytes: UnsafeBufferPointer<UInt8>, _ tokens: UnsafeBufferPointer<Token>,
        _ span: Range<Int>, _ allowance: Allowance, oneEditLeft: Bool, into raw: inout [RawMatch]
    ) {
        func valueless() {
            raw.append(
                RawMatch(
                    app: ref.app, phrase: ref.phrase, value: -1, synonym: -1, confidence: allowance.confidence,
                    leniency: allowance.leniency))
        }
        var hash = TextNormalizer.spanSeed
        for index in span { hash = TextNormalizer.combine(hash, tokens[index].hash) }
        let start = Int(tokens[span.lowerBound].start)
        let spanBytes = UnsafeBufferPointer(rebasing: bytes[start..<Int(tokens[span.upperBound - 1].end)])
        if let key = slot.find(hash: hash, bytes: spanBytes) {
            slot.forEachValue(ofKey: key) { value, synonym in
                raw.append(
                    RawMatch(
                        app: ref.app, phrase: ref.phrase, value: Int32(value), synonym: Int32(synonym),
                        confidence: allowance.confidence, leniency: allowance.leniency))
            }
            return
        }
        if options.matchesParameterTitle && slot.isPlaceholder(spanBytes) { return valueless() }
        guard oneEditLeft, span.count <= slot.maxWords else { return }
        let heard = span.map {
            Array(String(decoding: bytes[Int(tokens[$0].start)..<Int(tokens[$0].end)], as: UTF8.self).unicodeScalars)
        }
        for key in slot.keysOneEditAway(from: heard) {
            let expected = SlotTable.words(slot.keyText(key))
            let pair = zip(expected, heard).first { $0.0 != $0.1 }!
            slot.forEachValue(ofKey: key) { value, synonym in
                raw.append(
                    RawMatch(
                        app: ref.app, phrase: ref.phrase, value: Int32(value), synonym: Int32(synonym),
                        confidence: PhraseEngine.misspellingConfidence,
                        leniency: .misspelling(
                            expected: String(String.UnicodeScalarView(pair.0)),
                            heard: String(String.UnicodeScalarView(pair.1)))))
            }
        }
    }

    @inline(__always)
    static func equal(
        _ token: Token, _ word: Word, _ bytes: UnsafeBufferPointer<UInt8>, _ words: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard token.hash == word.hash else { return false }
        let length = Int(word.end - word.start)
        return token.count == length
            && memcmp(bytes.baseAddress! + Int(token.start), words.baseAddress! + Int(word.start), length) == 0
    }

    static func oneEdit(
        expected word: Word, heard token: Token, _ bytes: UnsafeBufferPointer<UInt8>,
        _ words: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        // One edit changes a word by at most one scalar of at most four bytes.
        guard token.count <= Int(word.end - word.start) + 4 else { return false }
        let expectedBytes = UnsafeBufferPointer(rebasing: words[Int(word.start)..<Int(word.end)])
        let heardBytes = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
        if expectedBytes.allSatisfy({ $0 < 0x80 }) && heardBytes.allSatisfy({ $0 < 0x80 }) {
            return expectedBytes.count >= 5 && EditDistance.isOneEdit(expectedBytes, heardBytes)
        }
        let expected = Array(String(decoding: expectedBytes, as: UTF8.self).unicodeScalars)
        guard expected.count >= 5 else { return false }
        return EditDistance.isOneEdit(expected, Array(String(decoding: heardBytes, as: UTF8.self).unicodeScalars))
    }

    /// Removes the matches of every app whose negative phrases the utterance says: exactly, or,
    /// for a flexible match, with the same kind of difference flexible mode forgives.
    private func dropNegatives(
        _ bytes: UnsafeBufferPointer<UInt8>, _ tokens: UnsafeBufferPointer<Token>, from raw: inout [RawMatch]
    ) {
        var checked: [[Int32]: Bool] = [:]
        raw.removeAll { match in
            let lenient = match.leniency != .exact
            let key = [match.app, lenient ? 1 : 0]
            if let negative = checked[key] { return negative }
            let negative = saysNegative(app: Int(match.app), lenient: lenient, bytes, tokens)
            checked[key] = negative
            return negative
        }
    }

    private func saysNegative(
        app: Int, lenient: Bool, _ bytes: UnsafeBufferPointer<UInt8>, _ tokens: UnsafeBufferPointer<Token>
    ) -> Bool {
        guard !apps[app].negatives.isEmpty else { return false }
        let fillerTokens =
            lenient
            ? tokens.indices.filter {
                Self.fillerWords.contains(
                    String(decoding: bytes[Int(tokens[$0].start)..<Int(tokens[$0].end)], as: UTF8.self))
            } : []
        return apps[app].wordBytes.withUnsafeBufferPointer { words in
            for phrase in apps[app].negatives {
                for name in apps[app].names {
                    if Self.says(phrase, name, bytes, tokens, words, skip: -1, misspelling: lenient) { return true }
                    guard lenient else { continue }
                    for (index, _) in phrase.fillers
                    where Self.says(phrase, name, bytes, tokens, words, skip: index, misspelling: false) {
                        return true
                    }
                    for extra in fillerTokens {
                        var fewer = Array(tokens)
                        fewer.remove(at: extra)
                        let said = fewer.withUnsafeBufferPointer {
                            Self.says(phrase, name, bytes, $0, words, skip: -1, misspelling: false)
                        }
                        if said { return true }
                    }
                }
            }
            return false
        }
    }

    /// Whether `tokens` say the slot-less `phrase` with app name `name`, leaving out element
    /// `skip` (or none) and forgiving one misspelled long word when `misspelling` is set.
    private static func says(
        _ phrase: CompiledPhrase, _ name: [Word], _ bytes: UnsafeBufferPointer<UInt8>,
        _ tokens: UnsafeBufferPointer<Token>, _ words: UnsafeBufferPointer<UInt8>, skip: Int, misspelling: Bool
    ) -> Bool {
        var position = 0
        var editLeft = misspelling
        for (index, element) in phrase.elements.enumerated() where index != skip {
            let expected: [Word]
            switch element {
            case .word(let word): expected = [word]
            case .applicationName: expected = name
            case .slot: return false
            }
            for word in expected {
                guard position < tokens.count else { return false }
                if !equal(tokens[position], word, bytes, words) {
                    guard editLeft, oneEdit(expected: word, heard: tokens[position], bytes, words) else { return false }
                    editLeft = false
                }
                position += 1
            }
        }
        return position == tokens.count
    }

    /// Orders, removes duplicates (one candidate per app, shortcut and value) and builds results.
    private func finish(_ raw: [RawMatch]) -> [PhraseMatch] {
        guard !raw.isEmpty else { return [] }
        var ordered = raw
        if ordered.count > 1 {
            ordered.sort { a, b in
                if a.confidence != b.confidence { return a.confidence > b.confidence }
                let aComplete = a.value >= 0 || apps[Int(a.app)].phrases[Int(a.phrase)].slot < 0
                let bComplete = b.value >= 0 || apps[Int(b.app)].phrases[Int(b.phrase)].slot < 0
                if aComplete != bComplete { return aComplete }
                if a.app != b.app { return a.app < b.app }
                let aShortcut = apps[Int(a.app)].phrases[Int(a.phrase)].shortcut
                let bShortcut = apps[Int(b.app)].phrases[Int(b.phrase)].shortcut
                if aShortcut != bShortcut { return aShortcut < bShortcut }
                if a.value != b.value { return a.value < b.value }
                return a.phrase < b.phrase
            }
        }
        var seen: Set<[Int32]> = []
        var results: [PhraseMatch] = []
        results.reserveCapacity(ordered.count)
        for match in ordered {
            let app = apps[Int(match.app)]
            let phrase = app.phrases[Int(match.phrase)]
            if ordered.count > 1 && !seen.insert([match.app, Int32(phrase.shortcut), match.value]).inserted {
                continue
            }
            var value: PhraseMatch.Value?
            if match.value >= 0 {
                let item = app.slots[phrase.slot].values[Int(match.value)]
                value = PhraseMatch.Value(
                    id: item.id, title: item.title,
                    heard: match.synonym < 0 ? item.title : item.synonyms[Int(match.synonym)])
            }
            results.append(
                PhraseMatch(
                    app: app.id, shortcutIndex: phrase.shortcut,
                    actionIdentifier: app.actionIdentifiers[phrase.shortcut],
                    phrase: phrase.template, parameter: phrase.parameter, value: value, confidence: match.confidence,
                    leniency: match.leniency))
        }
        return results
    }
}
