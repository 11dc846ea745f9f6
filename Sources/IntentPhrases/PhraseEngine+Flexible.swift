extension PhraseEngine {
    /// Confidence of a match that forgave a missing or extra filler word.
    package static let fillerConfidence = 0.8
    /// Confidence of a match that forgave one misspelled word.
    package static let misspellingConfidence = 0.7

    /// Words the flexible mode lets an utterance drop from a phrase or add to it (English).
    package static let fillerWords: Set<String> = [
        "a", "an", "the", "my", "to", "in", "for", "of", "from", "with", "at", "on", "me", "some", "please", "now",
        "just", "quickly", "really", "again", "can", "you", "hey",
    ]

    /// The longest utterance, in words, the flexible mode forgives a difference in. Trying every
    /// left-out word costs (words × words) per phrase, so the bound keeps one utterance's cost
    /// linear in its length; a longer utterance still matches exactly.
    package static let flexibleMaxTokens = 48

    /// Runs when nothing matched exactly: every phrase is tried with one forgiven difference.
    /// Slower than exact matching (no word index), and only reached by utterances that miss.
    func matchFlexible(
        _ bytes: UnsafeBufferPointer<UInt8>, _ tokens: UnsafeBufferPointer<Token>, into raw: inout [RawMatch]
    ) {
        guard tokens.count <= Self.flexibleMaxTokens else { return }
        for ref in allPhrases {
            if tokens.count <= maxTokens && ref.mayHave(tokens.count) {
                attempt(ref, bytes, tokens, Allowance(misspelling: true), into: &raw)
            }
            // A filler word of the phrase left out: the utterance has one word fewer.
            guard ref.mayHave(tokens.count, slack: 1) else { continue }
            for (index, text) in apps[Int(ref.app)].phrases[Int(ref.phrase)].fillers {
                attempt(
                    ref, bytes, tokens,
                    Allowance(skippedElement: index, confidence: Self.fillerConfidence, leniency: .missingWord(text)),
                    into: &raw)
            }
        }
        // A filler word added: the utterance without it must match exactly.
        for extra in tokens.indices {
            let text = String(decoding: bytes[Int(tokens[extra].start)..<Int(tokens[extra].end)], as: UTF8.self)
            guard Self.fillerWords.contains(text) else { continue }
            var fewer = Array(tokens)
            fewer.remove(at: extra)
            let allowance = Allowance(confidence: Self.fillerConfidence, leniency: .extraWord(text))
            fewer.withUnsafeBufferPointer { fewer in
                guard !fewer.isEmpty else { return }
                for ref in allPhrases where ref.mayMatch(fewer) {
                    attempt(ref, bytes, fewer, allowance, into: &raw)
                }
            }
        }
    }
}
