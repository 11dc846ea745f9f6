import IntentPhrases
import Testing

@Suite struct FlexibleMatchingTests {
    let flexible: PhraseEngine
    let exact: PhraseEngine

    init() throws {
        flexible = try Fixtures.engine(Fixtures.soupShop(), options: .init(flexible: true))
        exact = try Fixtures.engine(Fixtures.soupShop())
    }

    @Test func offByDefault() {
        #expect(!PhraseEngine.Options().flexible)
        #expect(exact.match("Show SoupShop menu").isEmpty)
        #expect(exact.match("Order clam chowdr in SoupShop").isEmpty)
    }

    @Test func exactStaysExactInFlexibleMode() {
        #expect(flexible.match("Order clam chowder in SoupShop").map(\.summary) == ["SoupShop#0:clam@1.0"])
    }

    @Test func droppedFillerWord() throws {
        let match = try #require(flexible.match("Show SoupShop menu").first)
        #expect(match.summary == "SoupShop#1:-@0.8")
        #expect(match.leniency == .missingWord("the"))
        #expect(match.confidence < 1)
        // "menu" is not a filler word: leaving it out does not match.
        #expect(flexible.match("Show the SoupShop").isEmpty)
    }

    @Test func addedFillerWord() throws {
        let match = try #require(flexible.match("Please order clam chowder in SoupShop").first)
        #expect(match.summary == "SoupShop#0:clam@0.8")
        #expect(match.leniency == .extraWord("please"))
        #expect(flexible.match("Order clam chowder in SoupShop tonight").isEmpty)
    }

    @Test func misspelledLiteralWord() throws {
        let match = try #require(flexible.match("What's on the menu in SoupShopp").first)
        #expect(match.summary == "SoupShop#1:-@0.7")
        #expect(match.leniency == .misspelling(expected: "soupshop", heard: "soupshopp"))
    }

    @Test func misspelledValueWord() throws {
        let match = try #require(flexible.match("Order clam chowdr in SoupShop").first)
        #expect(match.summary == "SoupShop#0:clam@0.7")
        #expect(match.leniency == .misspelling(expected: "chowder", heard: "chowdr"))
        #expect(flexible.match("Get minestorne from SoupShop").first?.value?.id == "minestrone")
        #expect(flexible.match("Get italian suop from SoupShop").isEmpty)  // "soup" has four letters
        #expect(flexible.match("Get tomato bazil from SoupShop").first?.value?.id == "tomato-basil")
        #expect(flexible.match("Make it lareg in SoupShop").first?.value?.id == "large")
    }

    @Test func shortWordsAreNotForgiven() {
        #expect(flexible.match("Show the SoupShop mena").isEmpty)  // "menu" has four letters
        #expect(flexible.match("Make it cap in SoupShop").isEmpty)  // "cup" has three letters
    }

    @Test func onlyOneDifference() {
        #expect(flexible.match("Please show SoupShop menu").isEmpty)
        #expect(flexible.match("Order clam chowdr in SoupShopp").isEmpty)
    }

    @Test func negativePhrasesStillNeverMatch() throws {
        let engine = try Fixtures.engine(
            Fixtures.soupShop(negativePhrases: ["Show ${applicationName} menu"]), options: .init(flexible: true))
        #expect(engine.match("Show SoupShop menu").isEmpty)
        #expect(engine.match("Show the SoupShop menu").map(\.summary) == ["SoupShop#1:-@1.0"])
        // Flexible variants of a negative phrase are blocked like the phrase itself.
        let pizza = try Fixtures.engine(
            Fixtures.soupShop(negativePhrases: ["Order pizza in ${applicationName}"]), options: .init(flexible: true))
        #expect(pizza.match("Order pizza in SoupShop").isEmpty)
        #expect(pizza.match("Please order pizza in SoupShop").isEmpty)
        #expect(pizza.match("Order pizza SoupShop").isEmpty)
        #expect(pizza.match("Order pizza in SoupShopp").isEmpty)
        #expect(pizza.match("Please order tomato in SoupShop").first?.value?.id == "tomato")
    }

    /// A title of 130,000 characters (anyone may add one) once made compiling a flexible engine
    /// quadratic in its length (a minute and more). A long title is found exactly; a misspelling is
    /// forgiven only in titles of up to `oneEditMaxWords` words, so the cost per title is bounded.
    @Test func aVeryLongTitleIsMatchedExactlyAndCostsLittle() throws {
        let long = (0..<20_000).map { "chowder\($0 % 97)" }.joined(separator: " ").prefix(130_000)
        let values = Fixtures.soups + [PhraseValue(id: "long", title: String(long))]
        let engine = try Fixtures.engine(
            Fixtures.soupShop(values: [Fixtures.soupKey: values]), options: .init(flexible: true))
        #expect(engine.match("Order clam chowdr in SoupShop").map(\.summary) == ["SoupShop#0:clam@0.7"])
        #expect(engine.match("Order \(long) in SoupShop").map(\.summary) == ["SoupShop#0:long@1.0"])
        #expect(engine.match("Order x\(long) in SoupShop").isEmpty)
    }
}
