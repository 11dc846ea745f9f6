import Testing

@testable import IntentPhrases

@Suite struct NormalizationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var expected: String
        var testDescription: String { "'\(input)' → '\(expected)'" }
    }

    @Test(arguments: [
        Case(input: "Order Tomato Soup", expected: "order tomato soup"),
        Case(input: "  ORDER\t tomato \n soup  ", expected: "order tomato soup"),
        Case(input: "¿Order tomato soup?!", expected: "order tomato soup"),
        Case(input: "¡Hola! ¿qué tal?", expected: "hola qué tal"),
        Case(input: "Order, tomato; soup: now...", expected: "order tomato soup now"),
        Case(input: "What’s on the menu", expected: "what's on the menu"),
        Case(input: "e.g. 3.5 a.m.", expected: "e.g 3.5 a.m"),
        Case(input: "Pho\u{0302} Bo\u{0300}", expected: "phô bò"),
        Case(input: "STRAẞE Maße", expected: "strasse masse"),
        Case(input: "ΣΟΦΟΣ σοφος", expected: "σοφοσ σοφοσ"),
        Case(input: "ﬁsh", expected: "fish"),
        Case(input: "a , b ... c", expected: "a b c"),
        Case(input: "don't-stop", expected: "don't-stop"),
    ])
    func normalisesAsTheCorpusRulesSay(_ example: Case) {
        #expect(TextNormalizer.normalize(example.input).string == example.expected)
    }

    @Test func nfdAndNfcGiveTheSameWords() {
        let composed = TextNormalizer.normalize("Crème Brûlée")
        let decomposed = TextNormalizer.normalize("Cre\u{300}me Bru\u{302}le\u{301}e")
        #expect(composed.bytes == decomposed.bytes)
        #expect(composed.tokens.map(\.hash) == decomposed.tokens.map(\.hash))
    }

    @Test func onlyPunctuationAndSpacesHasNoWords() {
        #expect(TextNormalizer.normalize(" ?! ... ¿¡ ,;: ").tokens.isEmpty)
        #expect(TextNormalizer.normalize("").tokens.isEmpty)
    }

    @Test func stopsAtTheWordLimit() {
        let text = TextNormalizer.normalize("one two three four", maxTokens: 2)
        #expect(text.truncated)
        #expect(text.tokens.count == 2)
        #expect(!TextNormalizer.normalize("one two", maxTokens: 2).truncated)
    }

    @Test func sameWordSameHashWhateverTheSurroundings() {
        let a = TextNormalizer.normalize("tomato")
        let b = TextNormalizer.normalize("Order TOMATO, please")
        #expect(a.tokens[0].hash == b.tokens[1].hash)
        #expect(a.tokens[0].hash != b.tokens[0].hash)
    }
}

@Suite struct EditDistanceTests {
    @Test func oneEditKinds() {
        func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }
        #expect(EditDistance.isOneEdit(scalars("tomato"), scalars("tomatto")))  // insertion
        #expect(EditDistance.isOneEdit(scalars("tomato"), scalars("tomto")))  // deletion
        #expect(EditDistance.isOneEdit(scalars("tomato"), scalars("tomata")))  // substitution
        #expect(EditDistance.isOneEdit(scalars("tomato"), scalars("otmato")))  // transposition
        #expect(EditDistance.isOneEdit(scalars("crème"), scalars("creme")))
        #expect(!EditDistance.isOneEdit(scalars("tomato"), scalars("tomato")))
        #expect(!EditDistance.isOneEdit(scalars("tomato"), scalars("potata")))
        #expect(!EditDistance.isOneEdit(scalars("tomato"), scalars("tomatoes")))
        #expect(!EditDistance.isOneEdit(scalars("tomato"), scalars("otmtao")))
    }
}
