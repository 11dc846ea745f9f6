import Foundation
import TestSupport
import Testing

/// Inputs that once crashed or hung SoupShop, each through the real binary: every one now gets
/// a clear answer and leaves the store as it was.
@Suite(.ownThreads) struct CrashRegressionTests {
    typealias Step = PseudoTerminal.Step

    @Test func completingATaskWhenNoneIsLeftIsAnError() throws {
        let cli = try SoupShopCLI()
        let store = try cli.openStore()
        _ = try store.deleteTasks(try store.tasks.map(\.id))
        let result = try cli.run("run", "CompleteTaskIntent")
        #expect(result.code == 1, "\(result)")
        #expect(result.stderr.contains("there is no open kitchen task"), "\(result)")
        // With tasks that are all done, the same answer.
        _ = try store.completeTask(try store.addTask(title: "Wash pans").id)
        let done = try cli.run("run", "CompleteTaskIntent")
        #expect(done.code == 1, "\(done)")
        #expect(try cli.openStore().tasks.map(\.isComplete) == [true])
    }

    @Test func theSmallestIntegerAsAWidgetButtonIsNoButton() throws {
        let cli = try SoupShopCLI()
        _ = try cli.run("widgets", "configure", "SoupOfTheDay", "--soup", "miso")
        let before = try cli.storeState()
        for number in ["-9223372036854775808", "0", "9223372036854775807"] {
            let pressed = try cli.run("widgets", "press", "SoupOfTheDay", number)
            #expect(pressed.code == 64, "\(pressed)")
            #expect(pressed.stderr.hasPrefix("error: "), "\(pressed)")
        }
        #expect(try cli.storeState() == before)
    }

    @Test func theSmallestIntegerAtANumberedPromptIsAskedAgain() throws {
        let cli = try SoupShopCLI()
        let result = try PseudoTerminal.run(
            cli, ["run", "OrderSoupIntent"],
            steps: [
                Step(expect: "Number or text> ", send: "chicken"),
                Step(expect: "Number> ", send: "-9223372036854775808"),
                Step(expect: "Please enter a number from 1 to 3", send: "2"),
            ])
        #expect(result.code == 0, "\(result)")
        #expect(result.output.contains("Ordered 1 medium Chicken Tortilla"))
    }

    /// At the first prompt a number outside the list is text, not an index: no overflow.
    @Test func theSmallestIntegerAtAValuePromptIsTextAndAskedAgain() throws {
        let cli = try SoupShopCLI()
        let result = try PseudoTerminal.run(
            cli, ["run", "OrderSoupIntent"],
            steps: [
                Step(expect: "Number or text> ", send: "-9223372036854775808"),
                Step(expect: "Number or text> ", send: "tomato"),
            ])
        #expect(result.code == 0, "\(result)")
        #expect(result.output.contains("Ordered 1 medium Tomato"), "\(result)")
    }

    @Test func anEmptySortPropertyIsAUsageError() throws {
        let cli = try SoupShopCLI()
        for sort in ["", ":", ":desc"] {
            let result = try cli.run("find", "Soup", "--sort", sort)
            #expect(result.code == 64, "\(result)")
            #expect(
                result.stderr.hasPrefix("error: --sort needs a property, as PROPERTY or PROPERTY:desc"), "\(result)")
        }
    }

    /// `yes | soupshop shortcuts run -`: endless input is refused once it passes the limit.
    @Test func endlessStandardInputIsRefusedAtItsLimit() throws {
        let cli = try SoupShopCLI()
        let endless = ["/bin/sh", "-c", "yes | \"$@\"", "sh"]
        let result = try cli.run(
            ["--store", cli.store.path, "shortcuts", "run", "-"], store: false, launcher: endless)
        #expect(result.code == 64, "\(result)")
        #expect(
            result.stderr.hasPrefix("error: standard input: more than 1 MiB; a shortcut file is at most that large"),
            "\(result)")
    }

    /// A title of 100,000 characters (anyone may add a task) once made `say --flexible` run for
    /// minutes: compiling it was quadratic in its length.
    @Test func aVeryLongTitleKeepsFlexibleMatchingQuick() throws {
        let cli = try SoupShopCLI()
        let title = (0..<14_000).map { "word\($0)" }.joined(separator: " ").prefix(100_000)
        _ = try cli.openStore().addTask(title: String(title))
        let result = try cli.run("say", "--flexible", "Complete Chop the onions in SoupShop")
        #expect(result.code == 0, "\(result)")
        #expect(result.stdout.contains("Done: Chop the onions."), "\(result)")
    }
}
