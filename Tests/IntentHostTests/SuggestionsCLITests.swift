import Foundation
import SoupShopKit
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Donations recorded by `soupshop run` and by the app, and `soupshop suggestions`.
@Suite(.ownThreads) struct SuggestionsCLITests {
    func suggestions(_ cli: SoupShopCLI) throws -> [[String: Any]] {
        let result = try cli.run("suggestions", "--json")
        #expect(result.code == 0, "\(result)")
        return try #require(try result.json() as? [[String: Any]])
    }

    func soupID(_ item: [String: Any]) -> String? {
        ((item["parameters"] as? [String: Any])?["soup"] as? [String: Any])?["id"] as? String
    }

    @Test func everySuccessfulRunIsDonatedAndRankedByFrequency() throws {
        let cli = try SoupShopCLI()
        #expect(try cli.suggestionsText() == "No suggestions yet: they come from the intents you run.\n")
        for _ in 0..<3 { #expect(try cli.run("run", "OrderSoupIntent", "--soup", "miso").code == 0) }
        #expect(try cli.run("run", "ListMenuIntent").code == 0)
        #expect(try cli.run("run", "OrderSoupIntent", "--soup", "nonexistent").code == 64)
        let items = try suggestions(cli)
        #expect(items.map { $0["intent"] as? String } == ["OrderSoupIntent", "ListMenuIntent"])
        #expect(items.first?["donations"] as? Int == 3, "the failed run was not donated")
        #expect(soupID(items[0]) == "miso")
        #expect(items.first?["title"] as? String == "Order Miso", "shown by OrderSoupIntent's prediction")
        #expect(items.first?["subtitle"] as? String == "$3.75")
        let text = try cli.suggestionsText()
        #expect(
            text == """
                1. Order Miso — $3.75  (OrderSoupIntent, 3 times)
                2. Show Menu  (ListMenuIntent, once)
                Run one again with 'soupshop suggestions run N'.

                """)
    }

    @Test func appCodeDonatesAndSuggestionsRunAgain() throws {
        let cli = try SoupShopCLI()
        // Adding a favourite donates an order of it (SoupShop's ToggleFavoriteIntent).
        #expect(try cli.run("run", "ToggleFavoriteIntent", "--soup", "gumbo").code == 0)
        let items = try suggestions(cli)
        let order = try #require(items.first { $0["intent"] as? String == "OrderSoupIntent" }, "\(items)")
        #expect(soupID(order) == "gumbo")
        #expect(order["title"] as? String == "Order Gumbo")
        #expect(items.contains { $0["intent"] as? String == "ToggleFavoriteIntent" })
        let rank = try #require(order["rank"] as? Int)
        let run = try cli.run("suggestions", "run", String(rank))
        #expect(run.code == 0, "\(run)")
        #expect(run.stdout.hasPrefix("Ordered 1 medium Gumbo (order A001, $8.00)."))
        let orders = try #require(try cli.storeJSON()["orders"] as? [[String: Any]])
        #expect(orders.map { $0["soupID"] as? String } == ["gumbo"])
        #expect(try cli.run("suggestions", "run", "99").code == 64)
        #expect(try cli.run("suggestions", "walk", "1").code == 64)
    }

    @Test func aStaleEntityIsReportedNeverReplaced() throws {
        let cli = try SoupShopCLI()
        #expect(try cli.run("intents").code == 0)
        try cli.openStore().putSoup(
            Soup(id: "seasonal", name: "Seasonal", price: 5.0, isVegetarian: true, calories: 100))
        #expect(try cli.run("run", "OrderSoupIntent", "--soup", "seasonal").code == 0)
        // The season ends: the soup leaves the menu.
        try cli.openStore().removeSoup("seasonal")
        let listed = try cli.suggestionsText()
        #expect(
            listed.contains(
                "stale: parameter 'soup': the Soup with id 'seasonal' (saved as 'Seasonal') no longer exists"),
            "\(listed)")
        let before = try cli.storeState()
        let run = try cli.run("suggestions", "run", "1")
        #expect(run.code == 64, "\(run)")
        #expect(
            run.stderr.hasPrefix(
                "error: parameter 'soup': the Soup with id 'seasonal' (saved as 'Seasonal') no longer exists"))
        #expect(try cli.storeState() == before, "no other soup was ordered")
    }

    @Test func toolCallsOverMCPAreDonatedToo() throws {
        let cli = try SoupShopCLI()
        let input =
            [
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}"#,
                #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
                #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"OrderSoupIntent","arguments":{"soup":"pho"}}}"#,
            ].joined(separator: "\n") + "\n"
        let served = try cli.run(["mcp"], input: input)
        #expect(served.stdout.contains("Ordered 1 medium Pho"), "\(served)")
        let items = try suggestions(cli)
        #expect(items.count == 1)
        #expect(items.first?["title"] as? String == "Order Pho")
    }

    /// The donation of a call is written in a batch, after the answer; a server stopped by
    /// `SIGTERM` right after answering writes it before it ends.
    @Test func anMCPServerStoppedBySIGTERMKeepsTheDonationOfItsLastCall() throws {
        let cli = try SoupShopCLI()
        let started = try cli.start(["--store", cli.store.path, "mcp"])
        let (process, input, output) = (started.process, started.input, started.output)
        let requests =
            [
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}"#,
                #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
                #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"OrderSoupIntent","arguments":{"soup":"miso"}}}"#,
            ].joined(separator: "\n") + "\n"
        input.fileHandleForWriting.write(Data(requests.utf8))
        var answers = ""
        while !answers.contains(#""id":2"#) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            answers += String(decoding: chunk, as: UTF8.self)
        }
        #expect(answers.contains("Ordered 1 medium Miso"), "\(answers)")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        // Ended by the signal, as before, with the input still open.
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        let items = try suggestions(cli)
        #expect(items.map { $0["title"] as? String } == ["Order Miso"])
    }

    @Test func anUnusableSystemStoreWarnsButNeverFailsARun() throws {
        let cli = try SoupShopCLI()
        let file = cli.folder.appendingPathComponent("plain-file")
        try Data("not a folder".utf8).write(to: file)
        let path = file.appendingPathComponent("system.sqlite").path
        let menu = try cli.run("--system-store", path, "run", "ListMenuIntent")
        #expect(menu.code == 0, "\(menu)")
        #expect(menu.stderr.hasPrefix("warning: ListMenuIntent ran but was not remembered for suggestions: "))
        // App code that indexes is told why: SoupShop's AddTaskIntent indexes the new task.
        let add = try cli.run("--system-store", path, "run", "AddTaskIntent", "--title", "Peel")
        #expect(add.code == 1, "\(add)")
        #expect(add.stderr.hasPrefix("error: AddTaskIntent failed: the system store could not be opened"))
        #expect(try Data(contentsOf: file) == Data("not a folder".utf8))
    }

    @Test func deletingTasksDeletesTheirDonations() throws {
        let cli = try SoupShopCLI()
        #expect(try cli.run("run", "CompleteTaskIntent", "--task", "onions").code == 0)
        #expect(try cli.run("run", "OrderSoupIntent", "--soup", "miso").code == 0)
        #expect(try suggestions(cli).count == 2)
        // DeleteTasksIntent calls deleteDonations(matching: .entityIdentifier(id)) for each task.
        #expect(try cli.run("run", "DeleteTasksIntent", "--entities", "onions", "--yes").code == 0)
        let left = try suggestions(cli).compactMap { $0["intent"] as? String }
        #expect(left.sorted() == ["DeleteTasksIntent", "OrderSoupIntent"], "\(left)")
    }
}

extension SoupShopCLI {
    /// `soupshop suggestions` as text.
    func suggestionsText() throws -> String {
        let result = try run("suggestions")
        #expect(result.code == 0, "\(result)")
        return result.stdout
    }
}
