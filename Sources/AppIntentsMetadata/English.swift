/// English articles for generated text.
package enum English {
    /// `noun` with "a" or "an" before it: "an Order", "a Soup", "a User".
    package static func withArticle(_ noun: String) -> String {
        (startsWithVowelSound(noun) ? "an " : "a ") + noun
    }

    private static func startsWithVowelSound(_ word: String) -> Bool {
        let lower = word.lowercased()
        guard let first = lower.first else { return false }
        // An initialism is read letter by letter: "an HTML page", "a URL", "a UUID", "an SMS".
        if word.prefix(2).count == 2, word.prefix(2).allSatisfy({ $0.isUppercase }) {
            return "aefhilmnorsx".contains(first)
        }
        // Vowel letters that sound like a consonant, and the silent h.
        for prefix in ["uni", "use", "usu", "uti", "eu", "one", "once"] where lower.hasPrefix(prefix) {
            return false
        }
        for prefix in ["hour", "honest", "honor", "honour", "heir"] where lower.hasPrefix(prefix) { return true }
        return "aeiou".contains(first)
    }
}
