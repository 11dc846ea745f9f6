import Foundation
import TestSupport
import Testing

/// Prompts on a real pseudo-terminal: values, choices, confirmations, end of input.
@Suite(.ownThreads) struct TerminalTests {
    typealias Step = PseudoTerminal.Step

    @Test func missingSoupIsAskedWithNumberedSuggestions() throws {
        let cli = try SoupShopCLI()
        let result = try PseudoTerminal.run(
            cli, ["run", "OrderSoupIntent", "--quantity", "2"],
            steps: [Step(expect: "Number or text> ", send: "4")])
        #expect(result.code == 0, "\(result)")
        #expect(result.output.contains("Which soup would you like?"))
        #expect(result.output.contains(" 4. Chicken Noodle"))
        #expect(result.output.contains("Ordered 2 medium Chicken Noodle (order A001, $12.00)."))
        let orders = try #require(try cli.storeJSON()["orders"] as? [[String: Any]])
        #expect(orders.first?["soupID"] as? String == "chicken-noodle")
    }

    @Test func ambiguousAnswerIsDisambiguatedByNumber() throws {
        let cli = try SoupShopCLI()
        let result = try PseudoTerminal.run(
            cli, ["run", "OrderSoupIntent"],
            steps: [
                Step(expect: "Number or text> ", send: "chicken"),
                Step(expect: "Number> ", send: "9"),
                Step(expect: "Please enter a number from 1 to 3", send: "2"),
            ])
        #expect(result.code == 0, "\(result)")
        #expect(result.output.contains("Which soup do you mean?"))
        #expect(result.output.contains("Ordered 1 medium Chicken Tortilla"))
    }

    @Test func confirmationIsAnsweredYesOrNo() throws {
        let cli = try SoupShopCLI()
        _ = try cli.run("run", "OrderSoupIntent", "--soup", "pho")
        let declined = try PseudoTerminal.run(
            cli, ["run", "CancelOrderIntent", "--order", "A001"], steps: [Step(expect: "[y/N] ", send: "n")])
        #expect(declined.code == 1, "\(declined)")
        #expect(declined.output.contains("Cancel Order A001: 1 × Pho?"))
        #expect(declined.output.contains("cancelled"))
        #expect((try cli.storeJSON()["orders"] as? [[String: Any]])?.first?["status"] as? String == "preparing")
        let accepted = try PseudoTerminal.run(
            cli, ["run", "CancelOrderIntent", "--order", "A001"], steps: [Step(expect: "[y/N] ", send: "yes")])
        #expect(accepted.code == 0, "\(accepted)")
        #expect(accepted.output.contains("Cancelled order A001."))
        #expect((try cli.storeJSON()["orders"] as? [[String: Any]])?.first?["status"] as? String == "cancelled")
    }

    @Test func openTaskIsChosenFromTheList() throws {
        let cli = try SoupShopCLI()
        let result = try PseudoTerminal.run(
            cli, ["run", "CompleteTaskIntent"], steps: [Step(expect: "Number> ", send: "Chop the onions")])
        #expect(result.code == 0, "\(result)")
        #expect(result.output.contains("Which task is done?"))
        #expect(result.output.contains("1. Make the vegetable stock"))
        #expect(result.output.contains("Done: Chop the onions."))
    }

    @Test func needsValueErrorIsAskedAndPerformRunsAgain() throws {
        let cli = try SoupShopCLI()
        _ = try cli.run("run", "ToggleFavoriteIntent", "--soup", "tomato")
        let result = try PseudoTerminal.run(
            cli, ["run", "OrderFavoriteIntent"], steps: [Step(expect: "Number or text> ", send: "gazpacho")])
        #expect(result.code == 0, "\(result)")
        #expect(result.output.contains("You have no favourites yet. Which soup?"))
        #expect(result.output.contains("Ordered your favourite, Gazpacho."))
    }

    @Test func endOfInputCancelsCleanly() throws {
        let cli = try SoupShopCLI()
        let result = try PseudoTerminal.run(
            cli, ["run", "AddTaskIntent"], steps: [Step(expect: "> ", send: nil)])
        #expect(result.code == 1, "\(result)")
        #expect(result.output.contains("What needs doing?"))
        #expect(result.output.contains("AddTaskIntent was cancelled: no answer (end of input)"))
        #expect((try cli.storeJSON()["tasks"] as? [Any])?.count == 3, "no task was added")
    }

    @Test func noInputDoesNotPromptOnATerminal() throws {
        let cli = try SoupShopCLI()
        let result = try PseudoTerminal.run(cli, ["run", "OrderSoupIntent", "--no-input"], steps: [])
        #expect(result.code == 2, "\(result)")
        #expect(!result.output.contains("Number or text>"))
        #expect(result.output.contains("needs input: Which soup would you like? (parameter soup, SoupEntity)"))
    }

    @Test func coloursOnATerminalUnlessNoColor() throws {
        let cli = try SoupShopCLI()
        let coloured = try PseudoTerminal.run(cli, ["intents"], steps: [])
        #expect(coloured.output.contains("\u{1B}[1mAddTaskIntent"), "\(coloured)")
        let plain = try PseudoTerminal.run(cli, ["intents"], steps: [], environment: ["NO_COLOR": "1"])
        #expect(!plain.output.contains("\u{1B}["), "\(plain)")
        let json = try PseudoTerminal.run(cli, ["intents", "--json"], steps: [])
        #expect(!json.output.contains("\u{1B}["), "\(json)")
    }

    @Test func snippetWrapsAtTheTerminalWidth() throws {
        let cli = try SoupShopCLI()
        _ = try cli.run("run", "OrderSoupIntent", "--soup", "pho")
        let wide = try PseudoTerminal.run(cli, ["run", "ShowOrderStatusIntent"], steps: [], columns: 100)
        #expect(wide.output.contains("[takeoutbag.and.cup.and.straw] Order A001: 1 × Pho, preparing\r\n"), "\(wide)")
        let narrow = try PseudoTerminal.run(cli, ["run", "ShowOrderStatusIntent"], steps: [], columns: 32)
        #expect(
            narrow.output.contains("[takeoutbag.and.cup.and.straw]\r\nOrder A001: 1 × Pho, preparing\r\n"), "\(narrow)")
        let piped = try cli.run(["run", "ShowOrderStatusIntent"], environment: ["COLUMNS": "32"])
        #expect(piped.stdout.hasPrefix("[takeoutbag.and.cup.and.straw]\nOrder A001: 1 × Pho, preparing\n"), "\(piped)")
    }
}
