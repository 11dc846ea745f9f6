import Foundation

/// How text becomes search terms, the same way for every backend.
///
/// A term is a run of letters and digits, folded to lower case without diacritics (what FTS5's
/// `unicode61 remove_diacritics 2` tokenizer does). Everything else separates terms, so a query
/// can hold quotes, `*`, `NEAR(`, `AND` or SQL and still mean only its words.
enum SearchText {
    /// Lower case, diacritics removed.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The folded terms of `text`, in order, repeats kept.
    static func terms(_ text: String) -> [String] {
        var terms: [String] = []
        var current = ""
        for character in fold(text) {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                terms.append(current)
                current = ""
            }
        }
        if !current.isEmpty { terms.append(current) }
        return terms
    }

    /// The query terms: at most 32 distinct terms of at most 64 characters each, so that a pasted
    /// novel cannot become a query that takes minutes.
    static func queryTerms(_ text: String) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for term in terms(text) where result.count < 32 {
            let term = String(term.prefix(64))
            if seen.insert(term).inserted { result.append(term) }
        }
        return result
    }

    /// An FTS5 MATCH expression: every term as a quoted prefix phrase (`"soup"* "tom"*`), so FTS5
    /// syntax in the input is never interpreted. Nil when the text has no terms.
    static func fts5Query(_ text: String) -> String? {
        let terms = queryTerms(text)
        guard !terms.isEmpty else { return nil }
        return terms.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }.joined(separator: " ")
    }

    /// A `to_tsquery('simple', …)` expression: every term quoted as a prefix lexeme, joined by `&`.
    static func tsQuery(_ text: String) -> String? {
        let terms = queryTerms(text)
        guard !terms.isEmpty else { return nil }
        return terms.map { "'" + $0.replacingOccurrences(of: "'", with: "''") + "':*" }.joined(separator: " & ")
    }
}
