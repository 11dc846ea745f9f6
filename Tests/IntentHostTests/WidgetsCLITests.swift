import Foundation
import TestSupport
import Testing

/// `widgets`: SoupShop's "Soup of the Day" widget and "Favorite" control, configured, drawn and
/// pressed through the real executable; nothing a widget does may prompt.
@Suite(.ownThreads) struct WidgetsCLITests {
    @Test func listingShowsEachKindWithItsParameters() throws {
        let result = try SoupShopCLI().run("widgets")
        #expect(result.code == 0, "\(result)")
        #expect(
            result.stdout == """
                SoupOfTheDay (widget, configured by SoupOfTheDayConfiguration)
                  --soup <soup>          Soup: SoupEntity, required
                  --quantity <quantity>  Quantity: Int, default 1, 1…20

                FavoriteToggle (control, configured by FavoriteControlConfiguration)
                  --soup <soup>  Soup: SoupEntity, optional

                """)
        let json = try #require(try SoupShopCLI().run("widgets", "--json").json() as? [[String: Any]])
        #expect(json.map { $0["kind"] as? String } == ["SoupOfTheDay", "FavoriteToggle"])
        #expect(json.map { $0["family"] as? String } == ["widget", "control"])
        let parameters = try #require(json.first?["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["name"] as? String } == ["soup", "quantity"])
    }

    @Test func aValidConfigurationIsStoredAndDrawn() throws {
        let cli = try SoupShopCLI()
        let configured = try cli.run("widgets", "configure", "SoupOfTheDay", "--soup", "miso", "--quantity", "2")
        #expect(configured.code == 0, "\(configured)")
        #expect(configured.stdout == "Configured SoupOfTheDay: quantity = 2, soup = miso.\n")
        let shown = try cli.run("widgets", "show", "soupoftheday")
        #expect(shown.code == 0, "\(shown)")
        #expect(
            shown.stdout == """
                [cup.and.saucer]  Miso                                                     $3.75
                Miso: 90 calories, vegetarian
                [ Order 2 ] [ Order another ]

                1. Order 2
                2. Order another

                """)
        let json = try #require(try cli.run("widgets", "show", "SoupOfTheDay", "--json").json() as? [String: Any])
        #expect(json["actions"] as? [String] == ["Order 2", "Order another"])
        #expect((json["values"] as? [String: Any])?["quantity"] as? Int == 2)
        // In HTML, each button carries its tool and the values it was built with.
        let html = try cli.run("widgets", "show", "SoupOfTheDay", "--snippet-format", "html").stdout
        #expect(
            html.contains(
                "<button data-intent=\"SoupShopKit.OrderSoupIntent\" data-tool=\"OrderSoupIntent\" "
                    + "data-arguments=\"{&quot;quantity&quot;:2,&quot;soup&quot;:&quot;miso&quot;}\"><span>Order 2</span></button>"
            ), "\(html)")
    }

    @Test func aConfigurationMissingARequiredValueIsRefusedAndNothingIsStored() throws {
        let cli = try SoupShopCLI()
        let missing = try cli.run("widgets", "configure", "SoupOfTheDay", "--quantity", "3")
        #expect(missing.code == 2, "\(missing)")
        #expect(
            missing.stderr.hasPrefix(
                "error: SoupOfTheDay: 'soup' needs a value and a widget cannot ask; give --soup (parameter soup, SoupEntity)\nhint: pass it with --soup tomato\n"
            ), "\(missing)")
        #expect(!missing.stderr.contains("terminal"))
        let outOfRange = try cli.run("widgets", "configure", "SoupOfTheDay", "--soup", "miso", "--quantity", "30")
        #expect(outOfRange.code == 64)
        #expect(outOfRange.stderr.contains("must be between 1 and 20, got 30"), "\(outOfRange)")
        let unknownSoup = try cli.run("widgets", "configure", "SoupOfTheDay", "--soup", "motor oil")
        #expect(unknownSoup.code == 64, "\(unknownSoup)")
        let shown = try cli.run("widgets", "show", "SoupOfTheDay")
        #expect(shown.code == 64)
        #expect(
            shown.stderr.hasPrefix(
                "error: SoupOfTheDay is not configured; configure it with 'soupshop widgets configure SoupOfTheDay --PARAMETER VALUE'"
            ), "\(shown)")
    }

    @Test func anUnknownKindIsAnsweredWithTheClosest() throws {
        let result = try SoupShopCLI().run("widgets", "configure", "SoupOfTheDy", "--soup", "miso")
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("error: unknown widget or control 'SoupOfTheDy'. Did you mean 'SoupOfTheDay'?"))
    }

    @Test func hostileNamesAreClippedAndChangeNothing() throws {
        let cli = try SoupShopCLI()
        _ = try cli.run("widgets", "configure", "SoupOfTheDay", "--soup", "miso")
        let before = try cli.storeState()
        let long = String(repeating: "<script>", count: 2_000)
        for arguments in [
            ["widgets", "configure", long], ["widgets", "press", "SoupOfTheDay", long],
            ["widgets", "configure", "SoupOfTheDay", "--soup", long], ["focus", "set", long],
            ["widgets", "configure", "SoupOfTheDay", "--json-input", "[1, 2"],
        ] {
            let result = try cli.run(arguments)
            #expect(result.code == 64, "\(arguments.prefix(3)): \(result.code)")
            #expect(result.stderr.hasPrefix("error: "))
            #expect(result.stderr.count < 1_000, "the error echoes the whole input: \(result.stderr.count) characters")
        }
        #expect(try cli.storeState() == before)
        #expect(try cli.run("widgets", "show", "SoupOfTheDay").code == 0)
    }

    @Test func pressingAButtonRunsItsIntentWithItsValues() throws {
        let cli = try SoupShopCLI()
        _ = try cli.run("widgets", "configure", "SoupOfTheDay", "--soup", "miso", "--quantity", "2")
        let pressed = try cli.run("widgets", "press", "SoupOfTheDay", "Order 2")
        #expect(pressed.code == 0, "\(pressed)")
        #expect(
            pressed.stdout
                == "Pressed 'Order 2' (OrderSoupIntent).\nOrdered 2 medium Miso (order A001, $7.50).\nOrder A001: 2 × Miso\n"
        )
        let orders = try #require(try cli.storeJSON()["orders"] as? [[String: Any]])
        #expect(orders.map { $0["soupID"] as? String } == ["miso"])
        #expect(orders.first?["quantity"] as? Int == 2)
    }

    @Test func aButtonWhoseIntentWouldAskIsRefusedAndNothingRuns() throws {
        let cli = try SoupShopCLI()
        _ = try cli.run("widgets", "configure", "SoupOfTheDay", "--soup", "miso")
        let before = try cli.storeState()
        let pressed = try cli.run("widgets", "press", "SoupOfTheDay", "2")
        #expect(pressed.code == 2, "\(pressed)")
        #expect(
            pressed.stderr.hasPrefix(
                "error: pressing 'Order another' would need to ask: Which soup would you like?; a widget cannot prompt, so OrderSoupIntent was not run"
            ), "\(pressed)")
        #expect(!pressed.stderr.contains("pass it with"))
        #expect(try cli.storeState() == before)
        let json = try cli.run("widgets", "press", "SoupOfTheDay", "Order another", "--json").jsonError()
        #expect(json["code"] as? String == "needsInput")
        #expect((json["request"] as? [String: Any])?["parameter"] as? String == "soup")
        let unknown = try cli.run("widgets", "press", "SoupOfTheDay", "Dance")
        #expect(unknown.code == 64)
        #expect(
            unknown.stderr.hasPrefix(
                "error: SoupOfTheDay has no button 'Dance'; its buttons: 1. Order 1, 2. Order another"), "\(unknown)")
    }

    @Test func aControlWithoutValuesTogglesItsDefaultSoup() throws {
        let cli = try SoupShopCLI()
        let configured = try cli.run("widgets", "configure", "FavoriteToggle")
        #expect(configured.stdout == "Configured FavoriteToggle.\n", "\(configured)")
        #expect(try cli.run("widgets", "show", "FavoriteToggle").stdout.hasPrefix("[x] [star] Favorite Tomato\n"))
        let pressed = try cli.run("widgets", "press", "FavoriteToggle", "1")
        #expect(pressed.code == 0, "\(pressed)")
        #expect(pressed.stdout.hasSuffix("Removed Tomato from your favourites.\n"))
        #expect(try cli.storeJSON()["favorites"] as? [String] == [])
        #expect(try cli.run("widgets", "show", "FavoriteToggle").stdout.hasPrefix("[ ] [star] Favorite Tomato\n"))
    }
}
