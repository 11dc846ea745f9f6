import Foundation
import IntentPhrases
import Testing
import XCTest

@Suite struct HostileInputTests {
    let engine: PhraseEngine
    let flexible: PhraseEngine

    init() throws {
        engine = try Fixtures.engine(Fixtures.soupShop())
        flexible = try Fixtures.engine(Fixtures.soupShop(), options: .init(flexible: true))
    }

    @Test func emptyAndBlank() {
        for text in ["", " ", "\t\n", "\u{3000}\u{2028}"] {
            #expect(engine.match(text).isEmpty)
            #expect(flexible.match(text).isEmpty)
        }
    }

    @Test func onlyPunctuation() {
        #expect(engine.match("?!.,;:¿¡").isEmpty)
        #expect(engine.match("... ??? !!!").isEmpty)
        #expect(flexible.match("... ??? !!!").isEmpty)
    }

    @Test func oneMegabyteIsRejectedQuickly() {
        let big = String(repeating: "order tomato in soupshop ", count: 42_000)
        #expect(big.utf8.count > 1_000_000)
        #expect(engine.match(big).isEmpty)
        #expect(flexible.match(big).isEmpty)
        let oneWord = String(repeating: "a", count: 1_048_576)
        #expect(engine.match(oneWord).isEmpty)
        #expect(engine.match("Order \(oneWord) in SoupShop").isEmpty)
        #expect(flexible.match("Order \(oneWord) in SoupShop").isEmpty)
    }

    @Test func invalidUTF8DecodedLeniently() {
        let bytes: [UInt8] = Array("Order ".utf8) + [0xFF, 0xFE, 0xC3] + Array(" in SoupShop".utf8)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\u{FFFD}"))
        #expect(engine.match(text).isEmpty)
        #expect(flexible.match(text).isEmpty)
        let valid = String(decoding: Array("Order tomato in SoupShop".utf8) + [0x80], as: UTF8.self)
        #expect(engine.match(valid).isEmpty)  // the replacement character is a word of its own
    }

    @Test func controlCharactersAndNulls() {
        #expect(engine.match("Order\u{0}tomato in SoupShop").isEmpty)
        #expect(
            engine.match("Order tomato in SoupShop\u{1F}").map(\.summary) == [
                "SoupShop#0:tomato@1.0", "SoupShop#3:tomato-juice@1.0",
            ])
    }

    @Test func placeholderTextInAnUtteranceIsJustWords() {
        #expect(engine.match("Order ${soup} in ${applicationName}").isEmpty)
        #expect(engine.match("Show the ${applicationName} menu").isEmpty)
    }

    @Test func hostileValuesDoNotBreakRegistration() throws {
        let values = [
            PhraseValue(id: "empty", title: ""),
            PhraseValue(id: "punct", title: "?!"),
            PhraseValue(id: "huge", title: String(repeating: "x", count: 100_000)),
            PhraseValue(id: "ok", title: "Tomato"),
        ]
        let engine = try Fixtures.engine(Fixtures.soupShop(values: [Fixtures.soupKey: values]))
        #expect(engine.match("Order tomato in SoupShop").first?.value?.id == "ok")
        #expect(engine.match("Order ?! in SoupShop").isEmpty)
        #expect(engine.match("Order \(String(repeating: "X", count: 100_000)) in SoupShop").first?.value?.id == "huge")
    }

    @Test func thousandsOfValuesUnderOneTitleAreAllCandidates() throws {
        let values = (0..<20_000).map { PhraseValue(id: "t\($0)", title: "Tomato", synonyms: ["TOMATO!"]) }
        let engine = try Fixtures.engine(
            Fixtures.soupShop(values: [Fixtures.soupKey: values]), options: .init(limits: .unlimited))
        let matches = engine.match("Get tomato from SoupShop")
        #expect(matches.count == 20_000)
        #expect(matches.first?.value?.id == "t0")
        #expect(matches.last?.value?.id == "t19999")
    }

    @Test func titleAndSynonymThatNormaliseAlikeGiveOneCandidate() throws {
        let values = [PhraseValue(id: "tomato", title: "Tomato", synonyms: ["TOMATO!", "tomato"])]
        let engine = try Fixtures.engine(Fixtures.soupShop(values: [Fixtures.soupKey: values]))
        #expect(engine.match("Get tomato from SoupShop").map(\.summary) == ["SoupShop#0:tomato@1.0"])
    }

    @Test func manyValuesMatchByWholeKey() throws {
        let values = (0..<200_000).map { PhraseValue(id: "v\($0)", title: "Soup number \($0)") }
        let engine = try Fixtures.engine(
            Fixtures.soupShop(values: [Fixtures.soupKey: values]), options: .init(limits: .unlimited))
        #expect(engine.match("Order soup number 199999 in SoupShop").first?.value?.id == "v199999")
        #expect(engine.match("Order soup number 200000 in SoupShop").isEmpty)
        #expect(engine.match("Order soup number in SoupShop").isEmpty)
    }
}

/// Keeps XCTest's closing summary line meaningful next to Swift Testing's.
final class PhraseEngineSmokeTests: XCTestCase {
    func testSoupShopOrder() throws {
        let engine = try Fixtures.engine(Fixtures.soupShop())
        XCTAssertEqual(engine.match("Order minestrone in SoupShop").first?.value?.id, "minestrone")
    }
}
