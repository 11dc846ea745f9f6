import Foundation
import TestSupport
import Testing

/// `intents`, `describe` and `shortcuts`, as text and as JSON.
@Suite(.ownThreads) struct ListingTests {
    static let discoverable = [
        "AddTaskIntent", "CancelOrderIntent", "ClearOrderHistoryIntent", "CompleteTaskIntent", "DeleteTasksIntent",
        "ListMenuIntent",
        "OpenSoupIntent", "OrderFavoriteIntent", "OrderSoupIntent", "ShowOrderStatusIntent", "ToggleFavoriteIntent",
    ]

    @Test func intentsListsEveryDiscoverableIntentWithItsTitle() throws {
        let cli = try SoupShopCLI()
        let result = try cli.run("intents")
        #expect(result.code == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.prefix(Self.discoverable.count).map { String($0.split(separator: " ")[0]) } == Self.discoverable)
        #expect(lines.contains { $0.hasPrefix("OrderSoupIntent") && $0.contains("Order Soup: Place a soup order.") })
        #expect(lines.contains { $0.hasPrefix("ClearOrderHistoryIntent") && $0.contains("requires authentication") })
        #expect(!result.stdout.contains("OrderStatusSnippetIntent"))
        #expect(lines.last == "(4 more not discoverable; 'soupshop intents --all' lists them)")
        #expect(!result.stdout.contains("\u{1B}["), "no colours when stdout is a pipe")
    }

    @Test func intentsAllIncludesHiddenOnes() throws {
        let result = try SoupShopCLI().run("intents", "--all")
        #expect(result.stdout.contains("OrderStatusSnippetIntent"))
    }

    @Test func intentsJSONDescribesEachIntent() throws {
        let result = try SoupShopCLI().run("intents", "--json")
        #expect(result.code == 0)
        let list = try #require(try result.json() as? [[String: Any]])
        #expect(list.map { $0["identifier"] as? String } == Self.discoverable)
        let order = try #require(list.first { $0["identifier"] as? String == "OrderSoupIntent" })
        #expect(order["parameters"] as? [String] == ["soup", "quantity", "size"])
        #expect(order["returns"] as? String == "OrderEntity")
        #expect(order["authentication"] as? String == "alwaysAllowed")
        let clear = try #require(list.first { $0["identifier"] as? String == "ClearOrderHistoryIntent" })
        #expect(clear["authentication"] as? String == "requiresAuthentication")
    }

    @Test func describeShowsParametersDefaultsRangesAndSummary() throws {
        let result = try SoupShopCLI().run("describe", "OrderSoupIntent")
        #expect(result.code == 0, "\(result)")
        #expect(
            result.stdout == """
                OrderSoupIntent: Order Soup
                Place a soup order.

                Summary: Order <Quantity> <Soup> (also: <Size>)
                Parameters:
                  --soup <soup>          Soup: SoupEntity, required
                  --quantity <quantity>  Quantity: Int, default 1, 1…20
                  --size <size>          Size: SoupSize (small, medium, large), default medium
                Returns: OrderEntity
                Authentication: none

                Run it: soupshop run OrderSoupIntent --soup <soup> [--quantity <quantity>] [--size <size>]

                """)
    }

    @Test func describeAcceptsTheNameWithoutIntentInAnyCase() throws {
        let cli = try SoupShopCLI()
        let short = try cli.run("describe", "ordersoup")
        #expect(short.code == 0)
        #expect(short.stdout.hasPrefix("OrderSoupIntent: Order Soup"))
    }

    @Test func describeShowsAuthenticationAndNoValue() throws {
        let result = try SoupShopCLI().run("describe", "ClearOrderHistoryIntent")
        #expect(result.stdout.contains("Parameters: none"))
        #expect(result.stdout.contains("Returns: no value"))
        #expect(result.stdout.contains("Authentication: requires authentication (--authenticated)"))
    }

    @Test func describeJSON() throws {
        let result = try SoupShopCLI().run("describe", "OrderSoupIntent", "--json")
        let object = try #require(try result.json() as? [String: Any])
        #expect(object["summary"] as? String == "Order <Quantity> <Soup>")
        #expect(object["returns"] as? String == "OrderEntity")
        let parameters = try #require(object["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["name"] as? String } == ["soup", "quantity", "size"])
        #expect(parameters[0]["required"] as? Bool == true)
        #expect(parameters[0]["prompt"] as? String == "Which soup would you like?")
        #expect(parameters[1]["default"] as? String == "1")
        #expect(parameters[1]["minimum"] as? Double == 1)
        #expect(parameters[1]["maximum"] as? Double == 20)
        let cases = try #require(parameters[2]["cases"] as? [[String: String]])
        #expect(cases.map { $0["value"] } == ["small", "medium", "large"])
    }

    @Test func describeUnknownIntentSuggestsTheClosest() throws {
        let result = try SoupShopCLI().run("describe", "OrderSop")
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("error: unknown intent 'OrderSop'. Did you mean 'OrderSoupIntent'?\n"))
    }

    @Test func shortcutsExpandThePhrases() throws {
        let result = try SoupShopCLI().run("shortcuts")
        #expect(result.code == 0, "\(result)")
        #expect(
            result.stdout == """
                Order Soup (OrderSoupIntent)
                  "Order <Soup> in SoupShop"
                  "Order <Soup> from SoupShop"
                  "Order soup from SoupShop"
                  "SoupShop order <Soup>"

                Menu (ListMenuIntent)
                  "Show the SoupShop menu"
                  "What's on the menu at SoupShop"

                Complete Task (CompleteTaskIntent)
                  "Complete <Task> in SoupShop"
                  "Complete a task in SoupShop"

                Order Status (ShowOrderStatusIntent)
                  "Where is my SoupShop order"

                Not for
                  "Cancel my SoupShop subscription"

                """)
    }

    @Test func shortcutsJSONKeepsTemplatesBesidePhrases() throws {
        let result = try SoupShopCLI().run("shortcuts", "--json")
        let object = try #require(try result.json() as? [String: Any])
        let shortcuts = try #require(object["shortcuts"] as? [[String: Any]])
        #expect(
            shortcuts.map { $0["intent"] as? String } == [
                "OrderSoupIntent", "ListMenuIntent", "CompleteTaskIntent", "ShowOrderStatusIntent",
            ])
        #expect((shortcuts[0]["templates"] as? [String])?.first == "Order ${soup} in ${applicationName}")
        #expect((shortcuts[0]["phrases"] as? [String])?.first == "Order <Soup> in SoupShop")
        #expect(object["negativePhrases"] as? [String] == ["Cancel my SoupShop subscription"])
    }
}
