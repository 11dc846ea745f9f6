import Foundation
import TestSupport
import Testing

/// Snippets through the real executable: the order status snippet (a snippet intent with a
/// button) as text, Markdown and HTML, its button pressed, and the snippet intent performed
/// again without changing anything.
@Suite(.ownThreads) struct SnippetCLITests {
    struct Rendering: CustomTestStringConvertible, Sendable {
        let format: String
        var testDescription: String { format }
    }

    @Test(arguments: [Rendering(format: "text"), Rendering(format: "markdown"), Rendering(format: "html")])
    func theSnippetRendersIn(_ rendering: Rendering) throws {
        let cli = try SoupShopCLI()
        _ = try cli.run("run", "OrderSoupIntent", "--soup", "tomato")
        let result = try cli.run("run", "ShowOrderStatusIntent", "--snippet-format", rendering.format)
        #expect(result.code == 0, "\(result)")
        try Snapshot.assert(result.stdout, named: "snippet-order-status-\(rendering.format)")
    }

    @Test func textFollowsTheTerminalWidth() throws {
        let cli = try SoupShopCLI()
        _ = try cli.run("run", "OrderSoupIntent", "--soup", "tomato")
        let narrow = try cli.run("run", "ShowOrderStatusIntent", environment: ["COLUMNS": "24"])
        #expect(narrow.stdout.split(separator: "\n").allSatisfy { $0.count <= 24 }, "\(narrow)")
        #expect(narrow.stdout.contains("Tomato,"))
    }

    @Test func jsonCarriesTheSnippetInTheChosenFormat() throws {
        let cli = try SoupShopCLI()
        let object = try #require(
            try cli.run("run", "ListMenuIntent", "--snippet-format", "markdown", "--json").json() as? [String: Any])
        #expect((object["snippet"] as? String)?.hasPrefix("**SoupShop menu**\n\nTomato $4\\.50") == true, "\(object)")
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let result = try SoupShopCLI().run("run", "ListMenuIntent", "--snippet-format", "yaml")
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("error: unknown snippet format 'yaml'; use one of text, markdown, html"))
    }

    @Test func pressingASnippetButtonRunsItsIntentAndReloadsWithoutChangingState() throws {
        let cli = try SoupShopCLI()
        _ = try cli.run("run", "OrderSoupIntent", "--soup", "miso")
        let before = try cli.storeState()
        let result = try cli.run("run", "ShowOrderStatusIntent", "--press", "refresh")
        #expect(result.code == 0, "\(result)")
        #expect(
            result.stdout == """
                [takeoutbag.and.cup.and.straw] Order A001: 1 × Miso, preparing
                [ [arrow.clockwise] Refresh ]

                Pressed 'Refresh':
                [takeoutbag.and.cup.and.straw] Order A001: 1 × Miso, preparing
                [ [arrow.clockwise] Refresh ]

                Snippet now:
                [takeoutbag.and.cup.and.straw] Order A001: 1 × Miso, preparing
                [ [arrow.clockwise] Refresh ]

                """)
        #expect(try cli.storeState() == before, "performing the snippet intent again changed the store")
        let json = try #require(
            try cli.run("run", "ShowOrderStatusIntent", "--press", "1", "--json").json() as? [String: Any])
        #expect((json["pressed"] as? [String: Any])?["label"] as? String == "Refresh")
        #expect((json["snippet"] as? String)?.contains("Order A001: 1 × Miso, preparing") == true)
    }

    @Test func pressingAButtonThatIsNotThereNamesTheButtons() throws {
        let cli = try SoupShopCLI()
        _ = try cli.run("run", "OrderSoupIntent", "--soup", "miso")
        let result = try cli.run("run", "ShowOrderStatusIntent", "--press", "Reorder")
        #expect(result.code == 64)
        #expect(
            result.stderr.hasPrefix(
                "error: the snippet of ShowOrderStatusIntent has no button 'Reorder'; its buttons: 1. Refresh"))
        let none = try cli.run("run", "ListMenuIntent", "--press", "1")
        #expect(none.stderr.hasPrefix("error: the snippet of ListMenuIntent has no button '1'; it has none"))
    }
}
