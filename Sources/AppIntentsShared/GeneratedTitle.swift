/// The title Apple's framework gives a parameter declared without one, from its property name:
/// `numberOfGuests` is "Number of Guests". The framework (the runtime catalog) and the static
/// extractor both title parameters with it, so both metadata producers write the same text.
package enum GeneratedTitle {
    private static let minorWords: Set<String> = [
        "a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to",
    ]

    /// Words split at each lowercase-to-uppercase step and each underscore, each capitalized but
    /// the short joining words after the first.
    package static func fromPropertyName(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        for character in name {
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let last = current.last, !last.isUppercase {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.enumerated().map { index, word in
            let lower = word.lowercased()
            if index > 0, minorWords.contains(lower) { return lower }
            return word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }
}
