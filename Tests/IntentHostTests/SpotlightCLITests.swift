import Foundation
import IntentStore
import SoupShopKit
import TestSupport
import Testing

/// `soupshop index` and `soupshop search`: the menu and the kitchen tasks in Spotlight.
@Suite(.ownThreads) struct SpotlightCLITests {
    /// Search results as (type, id) pairs, best first.
    func ids(_ cli: SoupShopCLI, _ text: String) throws -> [String] {
        let result = try cli.run("search", text, "--json")
        #expect(result.code == 0, "\(result)")
        let object = try #require(try result.json() as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        return results.compactMap { $0["id"] as? String }
    }

    /// Adds a soup to the store's menu (the menu is data, so a test can give it an accent).
    func addSoup(_ cli: SoupShopCLI, id: String, name: String) throws {
        try cli.openStore().putSoup(Soup(id: id, name: name, price: 9.5, isVegetarian: false, calories: 400))
    }

    @Test func indexRebuildsEveryIndexedTypeInBatchesWithClientState() throws {
        let cli = try SoupShopCLI()
        let plain = try cli.run("index")
        #expect(plain.code == 0, "\(plain)")
        #expect(
            plain.stdout == """
                SoupEntity: 24 indexed
                TaskEntity: 3 indexed
                Indexed 27 entities of 2 types in 2 batches (client state: rebuilt 27 entities of 2 types).

                """)
        let json = try cli.run("index", "--batch-size", "10", "--json")
        let summary = try #require(try json.json() as? [String: Any])
        #expect(summary["counts"] as? [String: Int] == ["SoupEntity": 24, "TaskEntity": 3])
        #expect(summary["total"] as? Int == 27)
        #expect(summary["batches"] as? Int == 4, "24 soups in 3 batches of 10, 3 tasks in one")
        #expect(summary["clientState"] as? String == "rebuilt 27 entities of 2 types")
        #expect(try cli.run("index", "--batch-size", "0").code == 64)
    }

    @Test func indexDrawsAProgressBarOnATerminal() throws {
        let cli = try SoupShopCLI()
        let result = try PseudoTerminal.run(cli, ["index", "--batch-size", "12"], steps: [], columns: 60)
        #expect(result.code == 0, "\(result)")
        let output = result.output.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(output.contains("\rSoupEntity [####################--------------------] 12/24"), "\(output)")
        #expect(output.contains("\rSoupEntity [########################################] 24/24\n"))
        #expect(output.contains("\rTaskEntity [########################################] 3/3\n"))
        #expect(output.contains("Indexed 27 entities of 2 types in 3 batches"))
        #expect(!output.contains("SoupEntity: 24 indexed"), "no plain counts on a terminal")
    }

    @Test func searchRanksTitlesAboveKeywordsAndMatchesPrefixes() throws {
        let cli = try SoupShopCLI()
        #expect(try cli.run("index").code == 0)
        let tomato = try ids(cli, "tomato")
        #expect(tomato.first == "tomato", "the shortest title match first: \(tomato)")
        let basil = try #require(tomato.firstIndex(of: "tomato-basil"))
        let gazpacho = try #require(tomato.firstIndex(of: "gazpacho"), "found by its synonym 'cold tomato soup'")
        #expect(basil < gazpacho, "a title match outranks a keyword match: \(tomato)")
        #expect(try ids(cli, "chow").sorted() == ["clam-chowder", "corn-chowder"])
        #expect(try ids(cli, "tom yu") == ["tom-yum"])
        #expect(try ids(cli, "xyzzy").isEmpty)
        let text = try cli.run("search", "tom yum")
        #expect(text.stdout == "Tom Yum — $7.25  (SoupEntity tom-yum)\n")
    }

    @Test func searchIgnoresAccentsBothWays() throws {
        let cli = try SoupShopCLI()
        #expect(try cli.run("intents").code == 0)
        try addSoup(cli, id: "gumbo-creole", name: "Gumbó Créole")
        #expect(try cli.run("index").code == 0)
        #expect(try ids(cli, "gumbo") == ["gumbo", "gumbo-creole"])
        #expect(try ids(cli, "gumbó") == ["gumbo", "gumbo-creole"])
        #expect(try ids(cli, "creole") == ["gumbo-creole"])
        #expect(try ids(cli, "CRÉOLE") == ["gumbo-creole"])
    }

    @Test func hiddenEntitiesAreNeverFoundAndAppCodeKeepsTheIndexCurrent() throws {
        let cli = try SoupShopCLI()
        #expect(try cli.run("index").code == 0)
        #expect(try ids(cli, "stock") == ["stock"])
        #expect(try ids(cli, "bread").isEmpty, "a task that is done is hidden")
        // CompleteTaskIntent indexes the task again: now hidden.
        #expect(try cli.run("run", "CompleteTaskIntent", "--task", "stock").code == 0)
        #expect(try ids(cli, "stock").isEmpty)
        // AddTaskIntent indexes the new task: found without a rebuild.
        let added = try cli.run("run", "AddTaskIntent", "--title", "Skim the pho broth", "--json")
        let value = try #require((try added.json() as? [String: Any])?["value"] as? [String: Any])
        let id = try #require(value["id"] as? String)
        #expect(try ids(cli, "skim") == [id])
        // DeleteTasksIntent removes it from the index.
        #expect(try cli.run("run", "DeleteTasksIntent", "--entities", id, "--yes").code == 0)
        #expect(try ids(cli, "skim").isEmpty)
        let empty = try cli.run("search", "skim")
        #expect(empty.stdout == "No results for 'skim'.\n")
    }

    @Test(arguments: [
        #"tom" OR "*"#, "NEAR(tom sou)", "tom*) AND (", "'; DROP TABLE search_items; --", "^tom", ":",
        String(repeating: "tomato ", count: 2000), "\u{301}tom", "🍅 tomato",
    ])
    func hostileQueriesAreSearchedLiterally(_ query: String) throws {
        let cli = try SoupShopCLI()
        #expect(try cli.run("index").code == 0)
        let result = try cli.run("search", query, "--json")
        #expect(result.code == 0, "\(result)")
        #expect(try ids(cli, "tomato").first == "tomato", "the index is intact")
    }

    /// Items of the app's own sit beside its entities; one whose expiration date has passed is
    /// kept in the store but never shown, and the search asks for more to fill its limit.
    @Test func itemsAreShownUntilTheyExpire() throws {
        let cli = try SoupShopCLI()
        #expect(try cli.run("index").code == 0)
        let system = try SQLiteStore(path: cli.folder.appendingPathComponent("soupshop.sqlite").path)
        func note(_ id: String, expiring: Date) -> SearchRecord {
            SearchRecord(
                entityType: "CSSearchableItem", entityID: id, title: "Broth note \(id)",
                attributes: ["uniqueIdentifier": id, "expirationDate": expiring.formatted(.iso8601)])
        }
        let past = Date(timeIntervalSinceNow: -60)
        try system.upsert(
            (1...5).map { note("old-\($0)", expiring: past) } + [
                note("fresh", expiring: Date(timeIntervalSinceNow: 3600))
            ])
        #expect(try ids(cli, "broth note") == ["fresh"])
        let text = try cli.run("search", "broth", "--limit", "1")
        #expect(text.stdout == "Broth note fresh  (CSSearchableItem fresh)\n")
        #expect(
            try system.count(indexName: "default", entityType: "CSSearchableItem") == 6, "expired items stay stored")
    }

    /// `index ENTITY ID…`: those entities written again, those that are gone removed.
    @Test func indexingSomeEntitiesAgainRemovesTheGoneOnes() throws {
        let cli = try SoupShopCLI()
        #expect(try cli.run("index").code == 0)
        let system = try SQLiteStore(path: cli.folder.appendingPathComponent("soupshop.sqlite").path)
        try system.upsert([SearchRecord(entityType: "SoupEntity", entityID: "stone-soup", title: "Stone soup")])
        #expect(try ids(cli, "stone-soup") == ["stone-soup"])
        let result = try cli.run("index", "soup", "tomato", "stone-soup")
        #expect(result.code == 0, "\(result)")
        #expect(result.stdout == "SoupEntity: 1 indexed, 1 removed (no longer there: stone-soup).\n")
        #expect(try ids(cli, "stone-soup").isEmpty)
        #expect(try ids(cli, "tomato").first == "tomato")
        #expect(try cli.run("index", "SoupEntity").code == 64, "the identifiers are needed")
        let unknown = try cli.run("index", "Stew", "x")
        #expect(unknown.code == 64)
        #expect(unknown.stderr.contains("unknown entity 'Stew'"), "\(unknown.stderr)")
    }

    @Test func searchOnAnEmptyIndexSaysHowToBuildIt() throws {
        let cli = try SoupShopCLI()
        let result = try cli.run("search", "tomato")
        #expect(result.code == 0)
        #expect(result.stdout == "No results for 'tomato'.\n")
        #expect(result.stderr == "hint: the index 'default' is empty; build it with 'soupshop index'\n")
        #expect(try cli.run("search").code == 64)
        #expect(try cli.run("search", "tomato", "--limit", "zero").code == 64)
    }
}
