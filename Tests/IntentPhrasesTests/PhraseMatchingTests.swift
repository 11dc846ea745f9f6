import AppIntentsMetadata
import IntentPhrases
import Testing

@Suite struct PhraseMatchingTests {
    @Test func parameterValueResolvesToItsId() throws {
        let engine = try Fixtures.engine(Fixtures.soupShop())
        let matches = engine.match("Order clam chowder in SoupShop")
        #expect(matches.count == 1)
        let match = try #require(matches.first)
        #expect(match.app == "SoupShop")
        #expect(match.shortcutIndex == 0)
        #expect(match.actionIdentifier == "OrderSoupIntent")
        #expect(match.phrase == "Order ${soup} in ${applicationName}")
        #expect(match.parameter == "soup")
        #expect(match.value == PhraseMatch.Value(id: "clam", title: "Clam Chowder", heard: "Clam Chowder"))
        #expect(match.confidence == 1.0)
        #expect(match.leniency == .exact)
    }

    @Test func phraseWithoutParameter() throws {
        let engine = try Fixtures.engine(Fixtures.soupShop())
        let match = try #require(engine.match("What's on the menu in SoupShop").first)
        #expect(match.summary == "SoupShop#1:-@1.0")
        #expect(match.parameter == nil)
        #expect(engine.match("¿WHAT’S ON THE MENU IN SOUPSHOP?").map(\.summary) == ["SoupShop#1:-@1.0"])
    }

    @Test func appNameSynonymMatches() throws {
        let engine = try Fixtures.engine(Fixtures.soupShop())
        #expect(engine.match("Show the Soup Shop menu").map(\.summary) == ["SoupShop#1:-@1.0"])
        #expect(engine.match("Show the Soup Shoppe menu").isEmpty)
    }

    @Test func valueSynonymMatchesAndReportsWhatWasSaid() throws {
        let engine = try Fixtures.engine(Fixtures.soupShop())
        let match = try #require(engine.match("Get italian soup from SoupShop").first)
        #expect(match.value?.id == "minestrone")
        #expect(match.value?.title == "Minestrone")
        #expect(match.value?.heard == "Italian Soup")
    }

    @Test func valueThatIsAPrefixOfAnotherValue() throws {
        let engine = try Fixtures.engine(Fixtures.soupShop())
        #expect(engine.match("Get tomato from SoupShop").map(\.summary) == ["SoupShop#0:tomato@1.0"])
        #expect(engine.match("Get tomato basil from SoupShop").map(\.summary) == ["SoupShop#0:tomato-basil@1.0"])
        #expect(engine.match("Get basil from SoupShop").isEmpty)
        #expect(engine.match("Get tomato basil soup from SoupShop").isEmpty)
    }

    @Test func everyLiteralWordAndNoExtraWord() throws {
        let engine = try Fixtures.engine(Fixtures.soupShop())
        #expect(engine.match("Show SoupShop menu").isEmpty)
        #expect(engine.match("Show the SoupShop menu please").isEmpty)
        #expect(engine.match("Please show the SoupShop menu").isEmpty)
        #expect(engine.match("Order in SoupShop").isEmpty)
        #expect(engine.match("Order lobster in SoupShop").isEmpty)
    }

    @Test func nonASCIIValuesInAnyNormalForm() throws {
        let engine = try Fixtures.engine(Fixtures.soupShop())
        #expect(engine.match("Get Phở Bò from SoupShop").first?.value?.id == "pho")
        #expect(engine.match("GET PHỞ BÒ FROM SOUPSHOP!").first?.value?.id == "pho")
        let decomposed = "Get Pho\u{31B}\u{309} Bo\u{300} from SoupShop"
        #expect(engine.match(decomposed).first?.value?.id == "pho")
    }

    @Test func severalShortcutsAreAllCandidatesInOrder() throws {
        let engine = try Fixtures.engine(Fixtures.soupShop())
        // "Tomato" is both a soup (shortcut 0) and a drink (shortcut 3).
        #expect(
            engine.match("Order tomato in SoupShop").map(\.summary) == [
                "SoupShop#0:tomato@1.0", "SoupShop#3:tomato-juice@1.0",
            ])
        #expect(engine.match("Order lemonade in SoupShop").map(\.summary) == ["SoupShop#3:lemonade@1.0"])
    }

    @Test func severalValuesAreAllCandidatesInOrder() throws {
        var values = Fixtures.soups
        values.append(PhraseValue(id: "roma", title: "Roma Tomato", synonyms: ["Tomato"]))
        let engine = try Fixtures.engine(Fixtures.soupShop(values: [Fixtures.soupKey: values]))
        let matches = engine.match("Get tomato from SoupShop")
        #expect(matches.map(\.summary) == ["SoupShop#0:tomato@1.0", "SoupShop#0:roma@1.0"])
        #expect(matches.map { $0.value?.heard } == ["Tomato", "Tomato"])
    }

    @Test func severalAppsAreAllCandidatesInRegistrationOrder() throws {
        let other = Fixtures.soupShop(id: "SoupCorner", name: "Soup Corner", synonyms: ["Soup Shop"])
        let engine = try Fixtures.engine(Fixtures.soupShop(), other)
        #expect(engine.match("Show the Soup Shop menu").map(\.summary) == ["SoupShop#1:-@1.0", "SoupCorner#1:-@1.0"])
        #expect(engine.match("Show the Soup Corner menu").map(\.summary) == ["SoupCorner#1:-@1.0"])
        #expect(engine.match("Show the SoupShop menu").map(\.summary) == ["SoupShop#1:-@1.0"])
    }

    @Test func parameterTitleInPlaceOfAValueMatchesWithoutValue() throws {
        let engine = try Fixtures.engine(Fixtures.soupShop())
        let match = try #require(engine.match("Get soup from SoupShop").first)
        #expect(match.summary == "SoupShop#0:-@1.0")
        #expect(match.parameter == "soup")
        #expect(match.value == nil)
        // The enum's display type name works too.
        #expect(engine.match("Make it soup size in SoupShop").map(\.summary) == ["SoupShop#2:-@1.0"])
        let strict = try Fixtures.engine(Fixtures.soupShop(), options: .init(matchesParameterTitle: false))
        #expect(strict.match("Get soup from SoupShop").isEmpty)
    }

    @Test func aValueNamedLikeTheParameterWins() throws {
        var values = Fixtures.soups
        values.append(PhraseValue(id: "house", title: "Soup"))
        let engine = try Fixtures.engine(Fixtures.soupShop(values: [Fixtures.soupKey: values]))
        #expect(engine.match("Get soup from SoupShop").map(\.summary) == ["SoupShop#0:house@1.0"])
    }

    @Test func enumCasesComeFromTheMetadata() throws {
        let engine = try Fixtures.engine(Fixtures.soupShop())
        #expect(engine.match("Make it large in SoupShop").map(\.summary) == ["SoupShop#2:large@1.0"])
        #expect(engine.match("Make it a cup in SoupShop").isEmpty)
        let match = try #require(engine.match("Make it cup in SoupShop").first)
        #expect(match.value?.id == "small")
        #expect(match.value?.heard == "Cup")
    }

    @Test func givenEnumValuesReplaceTheMetadataCases() throws {
        let sizeKey = ParameterKey(action: "SetSizeIntent", parameter: "size")
        let engine = try Fixtures.engine(
            Fixtures.soupShop(values: [sizeKey: [PhraseValue(id: "huge", title: "Huge")]]))
        #expect(engine.match("Make it huge in SoupShop").first?.value?.id == "huge")
        #expect(engine.match("Make it large in SoupShop").isEmpty)
    }

    @Test func negativePhrasesNeverMatch() throws {
        let engine = try Fixtures.engine(
            Fixtures.soupShop(negativePhrases: [
                "Order pizza in ${applicationName}", "What's on the menu in ${applicationName}",
            ]))
        #expect(engine.match("Order pizza in SoupShop").isEmpty)
        #expect(engine.match("Order pizza in Soup Shop").isEmpty)
        #expect(engine.match("what’s on the menu in soupshop?").isEmpty)
        #expect(engine.match("Get pizza from SoupShop").first?.value?.id == "pizza")
        #expect(engine.match("Show the SoupShop menu").map(\.summary) == ["SoupShop#1:-@1.0"])
    }

    @Test func negativePhrasesOfOneAppLeaveOthersAlone() throws {
        let picky = Fixtures.soupShop(negativePhrases: ["Show the Soup Shop menu"])
        let other = Fixtures.soupShop(id: "SoupCorner", name: "Soup Corner", synonyms: ["Soup Shop"])
        let engine = try Fixtures.engine(picky, other)
        #expect(engine.match("Show the Soup Shop menu").map(\.summary) == ["SoupCorner#1:-@1.0"])
    }

    @Test func updatingOneAppsValuesLeavesTheRestCompiled() throws {
        let other = Fixtures.soupShop(id: "SoupCorner", name: "Soup Corner", synonyms: [])
        var engine = try Fixtures.engine(Fixtures.soupShop(), other)
        try engine.updateParameterValues(
            app: "SoupShop",
            [Fixtures.soupKey: [PhraseValue(id: "gazpacho", title: "Gazpacho", synonyms: ["Cold Soup"])]])
        #expect(engine.match("Order gazpacho in SoupShop").map(\.summary) == ["SoupShop#0:gazpacho@1.0"])
        #expect(engine.match("Get cold soup from SoupShop").first?.value?.id == "gazpacho")
        #expect(engine.match("Order clam chowder in SoupShop").isEmpty)
        #expect(engine.match("Order clam chowder in Soup Corner").first?.value?.id == "clam")
        // Slots not named keep their values.
        #expect(engine.match("Order lemonade in SoupShop").first?.value?.id == "lemonade")
        #expect(engine.parameterValues(app: "SoupShop", Fixtures.soupKey)?.map(\.id) == ["gazpacho"])
    }

    @Test func updatesThatBreakARuleLeaveTheEngineUnchanged() throws {
        var engine = try Fixtures.engine(Fixtures.soupShop())
        let unknownApp = registrationError {
            try engine.updateParameterValues(app: "Nope", [Fixtures.soupKey: []])
        }
        #expect(unknownApp?.errors.map(\.code) == [.unknownApp])
        let unknownSlot = registrationError {
            try engine.updateParameterValues(
                app: "SoupShop", [ParameterKey(action: "ShowMenuIntent", parameter: "soup"): []])
        }
        #expect(unknownSlot?.errors.map(\.code) == [.unknownParameter])
        let tooMany = (0..<600).map { PhraseValue(id: "s\($0)", title: "Soup \($0)") }
        let overLimit = registrationError {
            try engine.updateParameterValues(app: "SoupShop", [Fixtures.soupKey: tooMany])
        }
        #expect(overLimit?.errors.map(\.code) == [.tooManyPhrases])
        #expect(engine.match("Order clam chowder in SoupShop").first?.value?.id == "clam")
        #expect(engine.match("Order soup 5 in SoupShop").isEmpty)
    }

    @Test func registeringAgainReplacesAndRemovingForgets() throws {
        var engine = try Fixtures.engine(Fixtures.soupShop())
        try engine.register(
            Fixtures.soupShop(shortcuts: [Fixtures.shortcut("ShowMenuIntent", "Open the ${applicationName} menu")]))
        #expect(engine.appIdentifiers == ["SoupShop"])
        #expect(engine.match("Show the SoupShop menu").isEmpty)
        #expect(engine.match("Open the SoupShop menu").map(\.summary) == ["SoupShop#0:-@1.0"])
        let removed = engine.removeApp("SoupShop")
        let removedAgain = engine.removeApp("SoupShop")
        #expect(removed)
        #expect(!removedAgain)
        #expect(engine.match("Open the SoupShop menu").isEmpty)
    }

    @Test func phraseStartingWithItsParameter() throws {
        let app = Fixtures.soupShop(shortcuts: [Fixtures.shortcut("OrderSoupIntent", "${soup} from ${applicationName}")]
        )
        let engine = try Fixtures.engine(app)
        #expect(engine.match("Tomato basil from Soup Shop").map(\.summary) == ["SoupShop#0:tomato-basil@1.0"])
        #expect(engine.match("Tomato basil from").isEmpty)
    }

    @Test func appNameAnywhereInThePhrase() throws {
        let app = Fixtures.soupShop(shortcuts: [
            Fixtures.shortcut("OrderSoupIntent", "${applicationName} order ${soup}"),
            Fixtures.shortcut("ShowMenuIntent", "${applicationName}"),
        ])
        let engine = try Fixtures.engine(app)
        #expect(engine.match("Soup Shop order clam chowder").map(\.summary) == ["SoupShop#0:clam@1.0"])
        #expect(engine.match("soupshop").map(\.summary) == ["SoupShop#1:-@1.0"])
    }
}
