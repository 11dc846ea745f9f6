import Foundation
import TestSupport
import Testing

/// `find` (Shortcuts' Find action) and `shortcuts run/check FILE` through the real binary.
@Suite(.ownThreads) struct FindAndShortcutFileTests {
    @Test func findFiltersSortsAndLimits() throws {
        let cli = try SoupShopCLI()
        let result = try cli.run("find", "soup", "--where", "name contains chowder", "--sort", "price:desc")
        #expect(result.code == 0, "\(result)")
        #expect(result.stdout == "Clam Chowder — $7.50  (clam-chowder)\nCorn Chowder — $5.50  (corn-chowder)\n")
        let cheap = try cli.run(
            "find", "Soup", "--where", "price < 5", "--where", "isVegetarian is false", "--any", "--sort", "name",
            "--limit", "3", "--json")
        let object = try #require(try cheap.json() as? [String: Any])
        let ids = (object["results"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(ids == ["avgolemono", "black-bean", "chicken-noodle"])
        let tasks = try cli.run("find", "task", "--where", "isComplete is true")
        #expect(tasks.stdout == "Bake the bread — Done  (bread)\n")
    }

    @Test(arguments: [
        (
            ["find", "soup", "--where", "calories contains 1"],
            "error: 'calories' does not support 'contains' (it supports lessThan, greaterThan)"
        ),
        (["find", "soup", "--where", "name resembles x"], "error: 'name resembles x': no comparison found"),
        (["find", "soup", "--limit", "0"], "error: --limit takes a positive whole number, got '0'"),
        (["find", "broth"], "error: unknown entity 'broth'."),
    ])
    func findRefusesWhatTheQueryDoesNotSupport(arguments: [String], message: String) throws {
        let result = try SoupShopCLI().run(arguments)
        #expect(result.code == 64, "\(result)")
        #expect(result.stderr.hasPrefix(message), "\(result)")
    }

    static let lunch = """
        {"format": "appintents-shortcut", "version": 1, "name": "Lunch",
         "actions": [
           {"id": "order", "app": "SoupShop", "intent": "OrderSoupIntent",
            "parameters": {"soup": {"entity": {"type": "SoupEntity", "id": "tomato", "title": "Tomato"}},
                           "quantity": {"literal": 2}}},
           {"id": "favourite", "app": "SoupShop", "intent": "ToggleFavoriteIntent",
            "parameters": {"soup": {"entity": {"type": "SoupEntity", "id": "pho", "title": "Pho"}}}}]}
        """

    func write(_ text: String, in cli: SoupShopCLI) throws -> String {
        let path = cli.folder.appendingPathComponent("shortcut-\(UUID().uuidString).json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aTwoActionShortcutRuns() throws {
        let cli = try SoupShopCLI()
        let file = try write(Self.lunch, in: cli)
        let check = try cli.run("shortcuts", "check", file)
        #expect(check.stdout == "Lunch: ok (2 actions)\n", "\(check)")
        let run = try cli.run("shortcuts", "run", file)
        #expect(run.code == 0, "\(run)")
        #expect(
            run.stdout
                == "action 1 (order) Order Soup: Ordered 2 medium Tomato (order A001, $9.00).\naction 2 (favourite) Toggle Favorite: Added Pho to your favourites.\n"
        )
        let favorites = try cli.storeJSON()["favorites"] as? [String]
        #expect(favorites == ["tomato", "pho"])
    }

    @Test func aStaleIdStopsTheRunAfterWhatAlreadyRan() throws {
        let cli = try SoupShopCLI()
        let file = try write(Self.lunch.replacingOccurrences(of: "\"pho\"", with: "\"bouillabaisse\""), in: cli)
        let run = try cli.run("shortcuts", "run", file, "--json")
        #expect(run.code == 1, "\(run)")
        let error = try run.jsonError()
        #expect(
            error["message"] as? String
                == "action 2 (favourite) failed: parameter 'soup': the Soup with id 'bouillabaisse' (saved as 'Pho') no longer exists (already ran: action 1 (order) Order Soup)"
        )
    }

    @Test func anOutdatedShortcutIsRefusedByCheckAndRunBeforeAnythingRuns() throws {
        let cli = try SoupShopCLI()
        let outdated = Self.lunch.replacingOccurrences(of: "\"quantity\"", with: "\"count\"")
            .replacingOccurrences(of: "\"literal\": 2", with: "\"literal\": 2, \"x\": 1")
        let file = try write(outdated, in: cli)
        let check = try cli.run("shortcuts", "check", file)
        #expect(check.code == 1)
        #expect(
            check.stdout.contains("action 1 (order): OrderSoupIntent has no parameter 'count' any more."), "\(check)")
        let run = try cli.run("shortcuts", "run", file)
        #expect(run.code == 64)
        #expect(
            run.stderr.hasPrefix("error: the shortcut 'Lunch' no longer matches the app; nothing was run"), "\(run)")
        let orders = try cli.storeJSON()["orders"] as? [Any]
        #expect(orders?.isEmpty == true)
    }

    @Test func hostileShortcutFilesGetAClearError() throws {
        let cli = try SoupShopCLI()
        for (text, message) in [
            ("{not json", "not a JSON object"),
            (String(repeating: "{\"a\":", count: 200), "nested more than 64 levels"),
            ("{\"format\": \"appintents-shortcut\", \"version\": 2}", "version 2 is not supported"),
        ] {
            let result = try cli.run("shortcuts", "check", try write(text, in: cli))
            #expect(result.code == 64)
            #expect(result.stderr.contains(message), "\(result)")
        }
        let missing = try cli.run("shortcuts", "run", cli.folder.appendingPathComponent("none.json").path)
        #expect(missing.stderr.contains("no such file"), "\(missing)")
    }

    @Test func theLibrarySavesListsShowsRunsAndDeletes() throws {
        let cli = try SoupShopCLI()
        let file = try write(Self.lunch, in: cli)
        #expect(
            try cli.run("shortcuts", "list").stdout
                == "No saved shortcuts. Save one with 'soupshop shortcuts save FILE'.\n")
        #expect(
            try cli.run("shortcuts", "save", file, "--name", "Lunch order").stdout
                == "Saved 'Lunch order' (2 actions).\n")
        #expect(try cli.run("shortcuts", "list").stdout == "Lunch order  (2 actions)\n")
        let shown = try cli.run("shortcuts", "show", "Lunch order")
        #expect(shown.stdout.contains("\"intent\" : \"OrderSoupIntent\""), "\(shown)")
        let run = try cli.run("shortcuts", "run", "Lunch order")
        #expect(run.code == 0, "\(run)")
        #expect(run.stdout.hasPrefix("action 1 (order) Order Soup: Ordered 2 medium Tomato"))
        let typo = try cli.run("shortcuts", "run", "Lunch ordr")
        #expect(typo.code == 64)
        #expect(
            typo.stderr.hasPrefix("error: no saved shortcut named 'Lunch ordr'. Did you mean 'Lunch order'?"), "\(typo)"
        )
        #expect(try cli.run("shortcuts", "delete", "Lunch order").stdout == "Deleted 'Lunch order'.\n")
        #expect(try cli.run("shortcuts", "delete", "Lunch order").code == 64)
        // The system's database sits beside the app's data file.
        #expect(FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("soupshop.sqlite").path))
    }

    @Test func anOutdatedShortcutIsNotSaved() throws {
        let cli = try SoupShopCLI()
        let file = try write(Self.lunch.replacingOccurrences(of: "\"quantity\"", with: "\"count\""), in: cli)
        let result = try cli.run("shortcuts", "save", file)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("error: 'Lunch' was not saved; it does not match SoupShop"), "\(result)")
        #expect(try cli.run("shortcuts", "list").stdout.hasPrefix("No saved shortcuts"))
    }

    @Test func aForeignSystemStoreIsRefusedUntouched() throws {
        let cli = try SoupShopCLI()
        let foreign = cli.folder.appendingPathComponent("soupshop.sqlite")
        let bytes = Data("not a database at all".utf8)
        try bytes.write(to: foreign)
        let result = try cli.run("shortcuts", "list")
        #expect(result.code == 70, "\(result)")
        #expect(result.stderr.hasPrefix("error: the system store could not be opened"), "\(result)")
        #expect(try Data(contentsOf: foreign) == bytes)
    }
}
