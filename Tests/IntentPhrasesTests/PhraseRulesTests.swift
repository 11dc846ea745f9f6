import AppIntentsMetadata
import Testing

@testable import IntentPhrases

@Suite struct PhraseRulesTests {
    func errors(_ app: PhraseApp, limits: PhraseEngine.Limits = .apple) -> [PhraseRuleError] {
        PhraseEngine.check(app, options: .init(limits: limits))
    }

    func single(_ shortcut: AutoShortcutMetadata) -> PhraseApp {
        Fixtures.soupShop(shortcuts: [shortcut])
    }

    @Test func theFixtureIsValid() {
        #expect(errors(Fixtures.soupShop()) == [])
    }

    @Test func applicationNameMustOccurExactlyOnce() throws {
        let missing = errors(single(Fixtures.shortcut("ShowMenuIntent", "Show the menu")))
        #expect(missing.map(\.code) == [.applicationNameCount])
        let error = try #require(missing.first)
        #expect(error.app == "SoupShop")
        #expect(error.shortcutIndex == 0)
        #expect(error.actionIdentifier == "ShowMenuIntent")
        #expect(error.phrase == "Show the menu")
        #expect(error.message.contains("0 times"))
        #expect(error.description.contains("app 'SoupShop', shortcut 0 (ShowMenuIntent), phrase 'Show the menu'"))

        let twice = errors(single(Fixtures.shortcut("ShowMenuIntent", "${applicationName} menu in ${applicationName}")))
        #expect(twice.map(\.code) == [.applicationNameCount])
        #expect(twice.first?.message.contains("2 times") == true)
    }

    @Test func atMostOneParameterPerPhrase() {
        let found = errors(single(Fixtures.shortcut("OrderSoupIntent", "Order ${soup} ${size} in ${applicationName}")))
        #expect(found.map(\.code) == [.tooManyParameters])
        #expect(found.first?.phrase == "Order ${soup} ${size} in ${applicationName}")
    }

    @Test func onlyEntityAndEnumParameters() {
        let primitive = errors(
            single(Fixtures.shortcut("OrderSoupIntent", "Order ${quantity} soups in ${applicationName}")))
        #expect(primitive.map(\.code) == [.unsupportedParameterType])
        #expect(primitive.first?.message.contains("Int") == true)
        let array = errors(single(Fixtures.shortcut("OrderSoupIntent", "Add ${toppings} in ${applicationName}")))
        #expect(array.map(\.code) == [.unsupportedParameterType])
        #expect(array.first?.message.contains("[Topping]") == true)
        #expect(
            errors(single(Fixtures.shortcut("OrderSoupIntent", "Order a ${size} soup in ${applicationName}"))) == [])
    }

    @Test func parameterMustBelongToTheAction() {
        let found = errors(single(Fixtures.shortcut("ShowMenuIntent", "Show ${soup} in ${applicationName}")))
        #expect(found.map(\.code) == [.unknownParameter])
        #expect(found.first?.message.contains("parameters: none") == true)
    }

    @Test func actionMustExist() {
        let found = errors(single(Fixtures.shortcut("RefundIntent", "Refund me in ${applicationName}")))
        #expect(found.map(\.code) == [.unknownAction])
        #expect(found.first?.actionIdentifier == "RefundIntent")
    }

    @Test func malformedPlaceholders() {
        let unclosed = errors(single(Fixtures.shortcut("ShowMenuIntent", "Show ${applicationName menu")))
        #expect(unclosed.map(\.code) == [.malformedPlaceholder])
        let badName = errors(single(Fixtures.shortcut("ShowMenuIntent", "Show ${app name} in ${applicationName}")))
        #expect(badName.map(\.code) == [.malformedPlaceholder])
        #expect(badName.first?.message.contains("${app name}") == true)
    }

    @Test func atMostTenShortcutsPerApp() {
        let eleven = (0..<11).map { Fixtures.shortcut("ShowMenuIntent", "Show menu \($0) in ${applicationName}") }
        #expect(errors(Fixtures.soupShop(shortcuts: eleven)).map(\.code) == [.tooManyShortcuts])
        #expect(errors(Fixtures.soupShop(shortcuts: Array(eleven.prefix(10)))) == [])
        #expect(errors(Fixtures.soupShop(shortcuts: eleven), limits: .unlimited) == [])
    }

    @Test func atMostAThousandPhrasesAfterExpansion() {
        let values = (0..<500).map { PhraseValue(id: "s\($0)", title: "Soup \($0)") }
        // 2 phrases × 500 soups + 2 menu phrases + 2 sizes + 2 drinks = 1,006.
        let app = Fixtures.soupShop(values: [
            Fixtures.soupKey: values, Fixtures.drinkKey: [.init(id: "a", title: "A"), .init(id: "b", title: "B")],
        ])
        let found = errors(app)
        #expect(found.map(\.code) == [.tooManyPhrases])
        #expect(found.first?.message.contains("1006") == true)
        let fewer = Fixtures.soupShop(values: [
            Fixtures.soupKey: Array(values.prefix(497)), Fixtures.drinkKey: [.init(id: "a", title: "A")],
        ])
        #expect(errors(fewer) == [])  // 994 + 2 + 2 + 1 = 999
    }

    @Test func duplicatePhrasesAcrossShortcuts() throws {
        let found = errors(
            Fixtures.soupShop(shortcuts: [
                Fixtures.shortcut("ShowMenuIntent", "Show the ${applicationName} menu"),
                Fixtures.shortcut("OrderSoupIntent", "Order ${soup} in ${applicationName}"),
                Fixtures.shortcut("ShowMenuIntent", "show the  ${applicationName} MENU!"),
            ]))
        let error = try #require(found.first)
        #expect(found.count == 1)
        #expect(error.code == .duplicatePhrase)
        #expect(error.shortcutIndex == 2)
        #expect(error.phrase == "show the  ${applicationName} MENU!")
        #expect(error.message.contains("shortcut 0"))
    }

    @Test func everyErrorIsReportedAndNothingIsRegistered() throws {
        let broken = Fixtures.soupShop(
            shortcuts: [
                Fixtures.shortcut("ShowMenuIntent", "Show the menu", "Menu ${soup} in ${applicationName}"),
                Fixtures.shortcut("OrderSoupIntent", "Order ${quantity} in ${applicationName}"),
            ], id: "Broken", name: "Broken")
        var engine = try Fixtures.engine(Fixtures.soupShop(id: "Other", name: "Other"))
        let error = registrationError { try engine.register(broken) }
        #expect(error?.errors.map(\.code) == [.applicationNameCount, .unknownParameter, .unsupportedParameterType])
        #expect(engine.appIdentifiers == ["Other"])
        #expect(engine.match("Order tomato in Other").first?.app == "Other")
        #expect(engine.match("Show the menu").isEmpty)

        let atOnce = registrationError {
            _ = try PhraseEngine(apps: [Fixtures.soupShop(), broken])
        }
        #expect(atOnce?.errors.count == 3)
        #expect(atOnce?.errors.allSatisfy { $0.app == "Broken" } == true)
    }

    @Test func emptyApplicationNameIsAnError() {
        #expect(errors(Fixtures.soupShop(name: " ?! ")).map(\.code) == [.emptyApplicationName])
        #expect(errors(Fixtures.soupShop(synonyms: [""])).map(\.code) == [.emptyApplicationName])
    }

    @Test func negativePhrasesMayNameOnlyTheApp() {
        let found = errors(Fixtures.soupShop(negativePhrases: ["Order ${soup} pizza in ${applicationName}", "?!"]))
        #expect(found.map(\.code) == [.unknownParameter, .emptyPhrase])
    }

    @Test func twoAppsUnderOneIdentifier() {
        let error = registrationError {
            _ = try PhraseEngine(apps: [Fixtures.soupShop(), Fixtures.soupShop()])
        }
        #expect(error?.errors.map(\.code) == [.unknownApp])
    }
}
