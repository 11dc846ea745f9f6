import Foundation
import IntentStore
import SoupShopKit
import TestSupport
import Testing

/// Saved references — a shortcut's entities, a widget's configuration, the Focus record — checked
/// against the app as it is now: an entity under another title may be another record, so it is
/// reported and never used without asking; what a stored record names is only run if it is
/// what the record may name.
@Suite(.ownThreads) struct StaleReferenceTests {
    /// A shortcut that completes the task saved as `title`, then clears the order history.
    static func shortcut(task id: String, title: String, clear: Bool = false) -> String {
        let clearAction =
            clear ? #", {"app": "SoupShop", "intent": "ClearOrderHistoryIntent", "parameters": {}}"# : ""
        return """
            {"format": "appintents-shortcut", "version": 1, "name": "Pans", "actions": [
              {"id": "done", "app": "SoupShop", "intent": "CompleteTaskIntent",
               "parameters": {"task": {"entity": {"type": "TaskEntity", "id": "\(id)", "title": "\(title)"}}}}\(clearAction)]}
            """
    }

    func savedShortcut(_ cli: SoupShopCLI, clear: Bool = false) throws -> (file: String, task: String) {
        let task = try cli.openStore().addTask(title: "Wash pans")
        let file = cli.folder.appendingPathComponent("pans.json").path
        try Data(Self.shortcut(task: task.id, title: "Wash pans", clear: clear).utf8).write(
            to: URL(fileURLWithPath: file))
        return (file, task.id)
    }

    @Test func aRenamedEntityIsReportedByCheckAndAskedBeforeTheRun() throws {
        let cli = try SoupShopCLI()
        let (file, task) = try savedShortcut(cli)
        #expect(try cli.run("shortcuts", "check", file).stdout == "Pans: ok (1 actions)\n")
        _ = try cli.openStore().renameTask(task, to: "Buy milk")
        let check = try cli.run("shortcuts", "check", file)
        #expect(check.code == 1, "\(check)")
        #expect(
            check.stdout == """
                Pans: 1 problem
                  action 1 (done): parameter 'task': the Task saved as 'Wash pans' is now 'Buy milk' (id '\(task)'); a run asks first

                """)
        let refused = try cli.run("shortcuts", "run", file)
        #expect(refused.code == 2, "\(refused)")
        #expect(
            refused.stderr.hasPrefix("error: needs input: The shortcut 'Pans' uses entities saved under other titles:"))
        #expect(try cli.openStore().tasks(["\(task)"]).first?.isComplete == false, "it ran without asking")
        let confirmed = try cli.run("shortcuts", "run", file, "--yes")
        #expect(confirmed.code == 0, "\(confirmed)")
        #expect(confirmed.stdout == "action 1 (done) Complete Task: Done: Buy milk.\n")
    }

    @Test func aPersonAnsweringNoStopsTheRunBeforeAnythingRuns() throws {
        let cli = try SoupShopCLI()
        let (file, task) = try savedShortcut(cli)
        _ = try cli.openStore().renameTask(task, to: "Buy milk")
        let result = try PseudoTerminal.run(
            cli, ["shortcuts", "run", file], steps: [.init(expect: "[y/N]", send: "n")])
        #expect(result.code != 0, "\(result)")
        #expect(result.output.contains("the Task saved as 'Wash pans' is now 'Buy milk'"), "\(result)")
        #expect(try cli.openStore().tasks([task]).first?.isComplete == false)
    }

    @Test func aMissingEntityIsReportedByCheckAndStopsTheRun() throws {
        let cli = try SoupShopCLI()
        let (file, task) = try savedShortcut(cli)
        _ = try cli.openStore().deleteTasks([task])
        let check = try cli.run("shortcuts", "check", file)
        #expect(check.code == 1, "\(check)")
        #expect(check.stdout.contains("the Task with id '\(task)' (saved as 'Wash pans') no longer exists"), "\(check)")
        let run = try cli.run("shortcuts", "run", file, "--yes")
        #expect(run.code == 1, "\(run)")
        #expect(run.stderr.contains("no longer exists"), "\(run)")
    }

    /// The shortcut's pre-check knows what each action needs: nothing is ordered, completed or
    /// cleared when a later action would be refused.
    @Test func authenticationIsPartOfTheCheckAndNothingRunsWithoutIt() throws {
        let cli = try SoupShopCLI()
        let (file, task) = try savedShortcut(cli, clear: true)
        let check = try cli.run("shortcuts", "check", file)
        #expect(check.code == 1, "\(check)")
        #expect(check.stdout.contains("action 2: ClearOrderHistoryIntent requires an authenticated caller"), "\(check)")
        #expect(try cli.run("--authenticated", "shortcuts", "check", file).code == 0)
        let run = try cli.run("shortcuts", "run", file)
        #expect(run.code == 3, "\(run)")
        #expect(run.stderr.hasPrefix("error: the shortcut 'Pans' needs a caller it does not have; nothing was run"))
        #expect(try cli.openStore().tasks([task]).first?.isComplete == false, "action 1 ran before the refusal")
        let authenticated = try cli.run("--authenticated", "shortcuts", "run", file)
        #expect(authenticated.code == 0, "\(authenticated)")
    }

    @Test func aWidgetConfiguredWithARenamedEntityIsNotUsed() throws {
        let cli = try SoupShopCLI()
        #expect(try cli.run("widgets", "configure", "SoupOfTheDay", "--soup", "miso").code == 0)
        try cli.openStore().putSoup(Soup(id: "miso", name: "Mystery", price: 9, isVegetarian: false, calories: 1))
        let before = try cli.storeState()
        for arguments in [["widgets", "show", "SoupOfTheDay"], ["widgets", "press", "SoupOfTheDay", "1"]] {
            let result = try cli.run(arguments)
            #expect(result.code == 64, "\(result)")
            #expect(
                result.stderr.hasPrefix(
                    "error: SoupOfTheDay: Parameter 'soup': the Soup saved as 'Miso' is now 'Mystery' (id 'miso'). "
                        + "A widget cannot ask, so it was not used; configure it again with --soup"), "\(result)")
        }
        #expect(try cli.storeState() == before, "an order was placed")
        #expect(try cli.run("widgets", "configure", "SoupOfTheDay", "--soup", "miso").code == 0)
        #expect(try cli.run("widgets", "press", "SoupOfTheDay", "1").code == 0)
    }

    @Test func aSuggestionOfARenamedEntityAsksFirst() throws {
        let cli = try SoupShopCLI()
        #expect(try cli.run("run", "OrderSoupIntent", "--soup", "miso").code == 0)
        try cli.openStore().putSoup(Soup(id: "miso", name: "Mystery", price: 9, isVegetarian: false, calories: 1))
        let run = try cli.run("suggestions", "run", "1")
        #expect(run.code == 2, "\(run)")
        #expect(run.stderr.contains("the Soup saved as 'Miso' is now 'Mystery' (id 'miso'). Use it?"), "\(run)")
        #expect(try cli.openStore().orders.count == 1, "it ordered without asking")
        let confirmed = try cli.run("suggestions", "run", "1", "--yes")
        #expect(confirmed.code == 0, "\(confirmed)")
        #expect(try cli.openStore().orders.count == 2)
    }

    /// A Focus record names the intent `focus clear` performs: one that is not a Focus filter
    /// (anyone may write the record) is refused, and the record is forgotten.
    @Test func focusClearRunsOnlyAFocusFiltersOwnIntent() throws {
        let cli = try SoupShopCLI()
        #expect(try cli.run("run", "OrderSoupIntent", "--soup", "miso").code == 0)
        let system = try SQLiteStore(path: cli.folder.appendingPathComponent("soupshop.sqlite").path)
        let record = #"{"intent": "ClearOrderHistoryIntent", "title": "Kitchen Focus", "summary": "x", "values": {}}"#
        try system.put(Data(record.utf8), name: "current", namespace: "focus")
        let result = try cli.run("--authenticated", "focus", "clear")
        #expect(result.code == 64, "\(result)")
        #expect(
            result.stderr.hasPrefix(
                "error: the stored Focus record names 'ClearOrderHistoryIntent', which is not one of the app's Focus "
                    + "filters (KitchenFocusFilter); it was not run"), "\(result)")
        #expect(try cli.openStore().orders.count == 1, "the order history was cleared")
        #expect(try cli.run("focus").stdout.hasPrefix("No Focus filter is set."))
    }
}
