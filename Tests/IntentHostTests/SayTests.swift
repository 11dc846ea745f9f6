import Foundation
import TestSupport
import Testing

/// Siri through the real binary: `say` and bare phrases, with SoupShop's App Shortcut phrases.
@Suite(.ownThreads) struct SayTests {
    typealias Step = PseudoTerminal.Step

    @Test(arguments: [
        ["order tomato in SoupShop"], ["say", "Order Tomato Basil from Soup Shop"],
        ["say", "SoupShop", "order", "pho"],
        ["Order chicken soup in SoupShop!"], ["ORDER TOMATO IN SOUPSHOP"],
    ])
    func aPhraseRunsItsShortcut(arguments: [String]) throws {
        let cli = try SoupShopCLI()
        let result = try cli.run(arguments)
        #expect(result.code == 0, "\(result)")
        #expect(result.stdout.hasPrefix("Ordered 1 medium "), "\(result)")
        let orders = try #require(try cli.storeJSON()["orders"] as? [[String: Any]])
        #expect(orders.count == 1)
    }

    @Test func theValueHeardIsTheOneOrdered() throws {
        let cli = try SoupShopCLI()
        // "Chicken soup" is a synonym of Chicken Noodle; "Tomato" must not match "Tomato Basil".
        _ = try cli.run("Order chicken soup in SoupShop")
        _ = try cli.run("Order tomato from SoupShop")
        let orders = try #require(try cli.storeJSON()["orders"] as? [[String: Any]])
        #expect(orders.compactMap { $0["soupID"] as? String } == ["chicken-noodle", "tomato"])
    }

    @Test func aPhraseWithoutItsValueAsksForIt() throws {
        let cli = try SoupShopCLI()
        let result = try cli.run("Order soup from SoupShop", "--json")
        #expect(result.code == 2, "\(result)")
        let error = try result.jsonError()
        #expect(error["code"] as? String == "needsInput")
        #expect((error["request"] as? [String: Any])?["parameter"] as? String == "soup")
        let answered = try PseudoTerminal.run(
            cli, ["Order soup from SoupShop"], steps: [Step(expect: "Number or text> ", send: "miso")])
        #expect(answered.output.contains("Ordered 1 medium Miso"), "\(answered)")
    }

    @Test func unknownAndNegativePhrasesDoNotRun() throws {
        let cli = try SoupShopCLI()
        let typo = try cli.run("order tomatoe in SoupShop")
        #expect(typo.code == 64)
        #expect(
            typo.stderr.hasPrefix(
                "error: no App Shortcut of SoupShop matches 'order tomatoe in SoupShop'. Did you mean 'Order Tomato in SoupShop'?"
            ), "\(typo)")
        let negative = try cli.run("Cancel my SoupShop subscription")
        #expect(negative.code == 64, "\(negative)")
        let orders = try cli.storeJSON()["orders"] as? [Any]
        #expect(orders?.isEmpty == true)
    }

    @Test func aFlexibleMatchAsksToConfirmFirst() throws {
        let cli = try SoupShopCLI()
        let refused = try cli.run("say", "order tomatoe in SoupShop", "--flexible", "--yes")
        #expect(refused.code == 2, "\(refused)")
        #expect(refused.stderr.hasPrefix("error: needs input: Do you want to order soup?"), "\(refused)")
        let confirmed = try PseudoTerminal.run(
            cli, ["say", "order tomatoe in SoupShop", "--flexible"], steps: [Step(expect: "[y/N] ", send: "y")])
        #expect(confirmed.code == 0, "\(confirmed)")
        #expect(confirmed.output.contains("Ordered 1 medium Tomato"))
    }

    @Test func hostileUtterancesGetAClearError() throws {
        let cli = try SoupShopCLI()
        for utterance in [
            " ", "?!?! ...", String(repeating: "soup ", count: 20_000), "order \u{FFFD}\u{0} in SoupShop",
        ] {
            let result = try cli.run("say", utterance)
            #expect(result.code == 64, "\(result.code) for \(utterance.prefix(20))")
            #expect(result.stderr.hasPrefix("error: no App Shortcut of SoupShop matches"))
            #expect(result.stderr.count < 2_000)
        }
        #expect(try cli.run("say").code == 64)
    }

    @Test func everyExpandedPhraseIsListed() throws {
        let result = try SoupShopCLI().run("shortcuts", "--phrases")
        let phrases = result.stdout.split(separator: "\n").map(String.init)
        #expect(phrases.contains("Order Tomato in SoupShop"))
        #expect(phrases.contains("SoupShop order Vichyssoise"))
        #expect(phrases.contains("Complete Chop the onions in SoupShop"))
        #expect(phrases.contains("Where is my SoupShop order"))
        #expect(phrases.count == 24 * 3 + 1 + 2 + 3 + 1 + 1)
    }
}
