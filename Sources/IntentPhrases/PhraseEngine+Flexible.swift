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

    /// Runs when nothing matched exactly: every phrase is tried with one forgiven difference.
    /// Slower than exact matching (no word index), and only reached by utterances that miss.
    func matchFlexible(
        _ bytes: UnsafeBufferPointer<UInt8>, _ tokens: UnsafeBufferPointer<Token>, into raw: inout [RawMatch]
    ) {
        let fillerTokens = tokens.indices.filter {
            Self.fillerWords.contains(
                String(decoding: bytes[Int(tokens[$0].start)..<Int(tokens[$0].end)], as: UTF8.self))
        }
        for (appIndex, app) in apps.enumerated() {
            for (phraseIndex, phrase) in app.phrases.enumerated() {
                let ref = PhraseRef(app: Int32(appIndex), phrase: Int32(phraseIndex))
                if tokens.count <= maxTokens {
                    attempt(ref, bytes, tokens, Allowance(misspelling: true), into: &raw)
                }
                // A filler word of the phrase left out.
                for (index, element) in phrase.elements.enumerated() {
                    guard case .word(let word) = element else { continue }
                    let text = String(decoding: app.wordBytes[Int(word.start)..<Int(word.end)], as: UTF8.self)
                    guard Self.fillerWords.contains(text) else { continue }
                    attempt(
                        ref, bytes, tokens,
                        Allowance(
                            skippedElement: index, confidence: Self.fillerConfidence, leniency: .missingWord(text)),
                        into: &raw)
                }
            }
        }
        // A filler word added.
        for extra in fillerTokens {
            var fewer = Array(tokens)
            fewer.remove(at: extra)
            let text = String(decoding: bytes[Int(tokens[extra].start)..<Int(tokens[extra].end)], as: UTF8.self)
            let allowance = Allowance(confidence: Self.fillerConfidence, leniency: .extraWord(text))
            fewer.withUnsafeBufferPointer { fewer in
                guard !fewer.isEmpty, fewer.count <= maxTokens else { return }
                for (appIndex, app) in apps.enumerated() {
                    for phraseIndex in app.phrases.indices {
                        attempt(
                            PhraseRef(app: Int32(appIndex), phrase: Int32(phraseIndex)), bytes, fewer, allowance,
                            into: &raw)
                    }
                }
            }
        }
    }
}
