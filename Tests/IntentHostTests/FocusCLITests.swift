import Foundation
import TestSupport
import Testing

/// `focus`: SoupShop's Kitchen Focus filter turned on and off through the real executable, and
/// the menu honouring it.
@Suite(.ownThreads) struct FocusCLITests {
    @Test func settingTheFilterStoresItAndTheMenuHonoursIt() throws {
        let cli = try SoupShopCLI()
        #expect(try cli.run("focus").stdout == "No Focus filter is set. Set one with 'soupshop focus set FILTER'.\n")
        #expect(try cli.run("run", "ListMenuIntent").stdout.hasPrefix("24 soups on the menu.\n"))
        let set = try cli.run("focus", "set", "Kitchen Focus", "--vegetarian-only")
        #expect(set.code == 0, "\(set)")
        #expect(set.stdout == "Focus set: Kitchen Focus: Vegetarian menu only (vegetarianOnly = true)\n")
        #expect(try cli.run("focus").stdout == "Kitchen Focus: Vegetarian menu only (vegetarianOnly = true)\n")
        let json = try #require(try cli.run("focus", "--json").json() as? [String: Any])
        #expect(json["intent"] as? String == "KitchenFocusFilter")
        #expect((json["values"] as? [String: Any])?["vegetarianOnly"] as? Bool == true)
        #expect(try cli.run("run", "ListMenuIntent").stdout.hasPrefix("16 soups on the menu.\n"))
        // An explicit choice still wins over the filter.
        #expect(try cli.run("run", "ListMenuIntent", "--vegetarianOnly", "false").stdout.hasPrefix("24 soups"))
    }

    @Test func clearingPerformsTheFilterWithItsDefaultsAndForgetsIt() throws {
        let cli = try SoupShopCLI()
        _ = try cli.run("focus", "set", "kitchen", "--vegetarianOnly")
        let cleared = try cli.run("focus", "clear")
        #expect(cleared.code == 0, "\(cleared)")
        #expect(cleared.stdout == "Focus cleared: Kitchen Focus.\n")
        #expect(try cli.run("run", "ListMenuIntent").stdout.hasPrefix("24 soups on the menu.\n"))
        #expect(try cli.run("focus").stdout.hasPrefix("No Focus filter is set."))
        #expect(try cli.run("focus", "clear").stdout == "No Focus filter was set.\n")
    }

    @Test func aBadValueOrNameChangesNothing() throws {
        let cli = try SoupShopCLI()
        _ = try cli.run("focus", "set", "KitchenFocusFilter", "--vegetarianOnly")
        let bad = try cli.run("focus", "set", "Kitchen Focus", "--vegetarianOnly", "maybe")
        #expect(bad.code == 64, "\(bad)")
        let unknown = try cli.run("focus", "set", "Kitchn")
        #expect(unknown.code == 64)
        #expect(unknown.stderr.hasPrefix("error: unknown focus filter 'Kitchn'."), "\(unknown)")
        #expect(try cli.run("focus").stdout == "Kitchen Focus: Vegetarian menu only (vegetarianOnly = true)\n")
    }

    @Test func filtersListsTheFocusFilters() throws {
        let result = try SoupShopCLI().run("focus", "filters")
        #expect(
            result.stdout == """
                KitchenFocusFilter: Kitchen Focus
                  --vegetarianOnly [true|false]  Vegetarian only: Bool, default false

                """)
    }
}
