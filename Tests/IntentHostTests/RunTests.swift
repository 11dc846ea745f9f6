import Foundation
import TestSupport
import Testing

/// `run`: values as text, JSON output, every exit code, and what happens when a value is missing
/// and nobody can be asked.
@Suite(.ownThreads) struct RunTests {
    @Test func orderPrintsDialogThenValue() throws {
        let cli = try SoupShopCLI()
        let result = try cli.run("run", "OrderSoupIntent", "--soup", "tomato", "--quantity", "2", "--size=large")
        #expect(result.code == 0, "\(result)")
        #expect(result.stdout == "Ordered 2 large Tomato (order A001, $13.50).\nOrder A001: 2 × Tomato\n")
        #expect(result.stderr.isEmpty)
        let orders = try #require(try cli.storeJSON()["orders"] as? [[String: Any]])
        #expect(orders.count == 1)
        #expect(orders.first?["soupID"] as? String == "tomato")
    }

    @Test func soupsResolveByTitleAndSynonymAndKebabCaseNames() throws {
        let cli = try SoupShopCLI()
        let result = try cli.run("run", "OrderSoupIntent", "--soup", "onion soup", "--size", "Bowl")
        #expect(result.stdout.hasPrefix("Ordered 1 large French Onion"), "\(result)")
        let menu = try cli.run("run", "ListMenuIntent", "--vegetarian-only")
        #expect(menu.stdout.hasPrefix("16 soups on the menu.\n"), "\(menu)")
        let all = try cli.run("run", "ListMenuIntent", "--vegetarianOnly", "false")
        #expect(all.stdout.hasPrefix("24 soups on the menu.\n"), "\(all)")
    }

    @Test func anEntityOfTheWrongJSONTypeIsRefusedInGoodEnglish() throws {
        let result = try SoupShopCLI().run(
            "run", "CancelOrderIntent", "--json-input", #"{"order": true}"#, "--no-input")
        #expect(result.code == 64, "\(result)")
        #expect(
            result.stderr.hasPrefix(
                #"error: parameter 'order' expected an Order as an id string or {"id": …}, got 'true'"#), "\(result)")
    }

    @Test func jsonOutputIsTheOutcome() throws {
        let result = try SoupShopCLI().run("run", "OrderSoupIntent", "--soup", "miso", "--json")
        #expect(result.code == 0, "\(result)")
        let object = try #require(try result.json() as? [String: Any])
        #expect(object["intent"] as? String == "OrderSoupIntent")
        #expect(object["dialog"] as? String == "Ordered 1 medium Miso (order A001, $3.75).")
        #expect(object["valueType"] as? String == "OrderEntity")
        let value = try #require(object["value"] as? [String: Any])
        #expect(value["id"] as? String == "A001")
        #expect(value["title"] as? String == "Order A001: 1 × Miso")
    }

    @Test func menuPrintsValueAndSnippet() throws {
        let result = try SoupShopCLI().run("run", "ListMenuIntent", "--vegetarianOnly")
        #expect(result.code == 0)
        #expect(
            result.stdout.hasSuffix(
                """

                SoupShop menu
                Tomato $4.50
                Tomato Basil $5.00
                Minestrone $5.50
                French Onion $6.00
                Corn Chowder $5.50
                and 11 more

                """), "\(result)")
    }

    @Test func snippetIntentPrintsItsSnippet() throws {
        let cli = try SoupShopCLI()
        #expect(try cli.run("run", "ShowOrderStatusIntent").stdout == "[takeoutbag.and.cup.and.straw] No orders yet.\n")
        _ = try cli.run("run", "OrderSoupIntent", "--soup", "pho")
        let status = try cli.run("run", "ShowOrderStatusIntent")
        #expect(
            status.stdout
                == "[takeoutbag.and.cup.and.straw] Order A001: 1 × Pho, preparing\n[ [arrow.clockwise] Refresh ]\n")
    }

    @Test func jsonInputResolvesStrictly() throws {
        let cli = try SoupShopCLI()
        let result = try cli.run(
            "run", "OrderSoupIntent", "--json-input", #"{"soup": {"id": "lentil"}, "quantity": 3}"#)
        #expect(result.code == 0, "\(result)")
        #expect(result.stdout.hasPrefix("Ordered 3 medium Lentil"))
        // JSON input is an id, never a title.
        let byTitle = try cli.run("run", "OrderSoupIntent", "--json-input", #"{"soup": "Lentil"}"#)
        #expect(byTitle.code == 64, "\(byTitle)")
    }

    @Test func missingValueWithoutTerminalIsAStructuredNeedsInput() throws {
        let result = try SoupShopCLI().run("run", "OrderSoupIntent")
        #expect(result.code == 2, "\(result)")
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "error: needs input: Which soup would you like? (parameter soup, SoupEntity)")
        #expect(lines.contains("hint: pass it with --soup tomato"))
    }

    @Test func noInputStopsEvenWithAnswersWaiting() throws {
        let result = try SoupShopCLI().run(["run", "AddTaskIntent", "--no-input"], input: "Wash up\n")
        #expect(result.code == 2, "\(result)")
        #expect(result.stderr.hasPrefix("error: needs input: What needs doing? (parameter title, String)\n"))
        #expect(result.stderr.contains("hint: pass it with --title <title>"))
    }

    @Test func needsInputAsJSONCarriesTheQuestion() throws {
        let result = try SoupShopCLI().run("run", "OrderSoupIntent", "--json")
        #expect(result.code == 2)
        let error = try result.jsonError()
        #expect(error["code"] as? String == "needsInput")
        #expect(error["message"] as? String == "needs input: Which soup would you like? (parameter soup, SoupEntity)")
        #expect(error["parameter"] as? String == "soup")
        let request = try #require(error["request"] as? [String: String])
        #expect(
            request == [
                "kind": "value", "parameter": "soup", "prompt": "Which soup would you like?", "type": "SoupEntity",
            ])
    }

    @Test func ambiguousSoupNeedsInputWithTheOptions() throws {
        let result = try SoupShopCLI().run("run", "OrderSoupIntent", "--soup", "chicken", "--json")
        #expect(result.code == 2)
        let request = try #require(try result.jsonError()["request"] as? [String: Any])
        #expect(request["kind"] as? String == "disambiguation")
        #expect(request["options"] as? [String] == ["Chicken Noodle", "Chicken Tortilla", "Avgolemono"])
    }

    @Test func completeTaskAsksWhichOpenTask() throws {
        let cli = try SoupShopCLI()
        let asked = try cli.run("run", "CompleteTaskIntent", "--json")
        #expect(asked.code == 2)
        let request = try #require(try asked.jsonError()["request"] as? [String: Any])
        #expect(request["prompt"] as? String == "Which task is done?")
        #expect(request["options"] as? [String] == ["Make the vegetable stock", "Chop the onions"])
        let done = try cli.run("run", "CompleteTaskIntent", "--task", "onions")
        #expect(done.stdout == "Done: Chop the onions.\nChop the onions\n", "\(done)")
    }

    @Test func confirmationNeedsYesWithoutTerminal() throws {
        let cli = try SoupShopCLI()
        _ = try cli.run("run", "OrderSoupIntent", "--soup", "ramen")
        let refused = try cli.run("run", "CancelOrderIntent", "--order", "A001")
        #expect(refused.code == 2, "\(refused)")
        #expect(refused.stderr.hasPrefix("error: needs input: Cancel Order A001: 1 × Ramen?\n"))
        #expect(refused.stderr.contains("hint: pass --yes to confirm"))
        #expect((try cli.storeJSON()["orders"] as? [[String: Any]])?.first?["status"] as? String == "preparing")
        let confirmed = try cli.run("run", "CancelOrderIntent", "--order", "A001", "--yes")
        #expect(confirmed.code == 0)
        #expect(confirmed.stdout == "Cancelled order A001.\n")
        #expect((try cli.storeJSON()["orders"] as? [[String: Any]])?.first?["status"] as? String == "cancelled")
    }

    @Test func authenticationIsRequiredAndExitsThree() throws {
        let cli = try SoupShopCLI()
        _ = try cli.run("run", "OrderSoupIntent", "--soup", "gumbo")
        let refused = try cli.run("run", "ClearOrderHistoryIntent")
        #expect(refused.code == 3)
        #expect(
            refused.stderr.hasPrefix("error: ClearOrderHistoryIntent requires an authenticated caller; it was not run"))
        #expect((try cli.storeJSON()["orders"] as? [Any])?.count == 1, "nothing was deleted")
        let json = try cli.run("run", "ClearOrderHistoryIntent", "--json")
        #expect(try json.jsonError()["code"] as? String == "notAuthorized")
        let allowed = try cli.run("--authenticated", "run", "ClearOrderHistoryIntent")
        #expect(allowed.code == 0)
        #expect(allowed.stdout == "Deleted 1 orders.\n")
    }

    @Test func needsValueErrorAsksAfterTheFavoritesAreGone() throws {
        let cli = try SoupShopCLI()
        let favourite = try cli.run("run", "OrderFavoriteIntent")
        #expect(favourite.stdout.hasPrefix("Ordered your favourite, Tomato."), "\(favourite)")
        #expect(try cli.run("run", "ToggleFavoriteIntent", "--soup", "tomato").code == 0)
        let asked = try cli.run("run", "OrderFavoriteIntent")
        #expect(asked.code == 2, "\(asked)")
        #expect(
            asked.stderr.hasPrefix(
                "error: needs input: You have no favourites yet. Which soup? (parameter soup, SoupEntity)"))
    }

    @Test func blankTitleIsAskedAgainByTheIntent() throws {
        // Blank text is "no value" to the resolver; as JSON it reaches perform(), which asks again.
        let result = try SoupShopCLI().run("run", "AddTaskIntent", "--json-input", #"{"title": "   "}"#)
        #expect(result.code == 2, "\(result)")
        #expect(result.stderr.hasPrefix("error: needs input: The title can't be empty. What needs doing?"))
        let blank = try SoupShopCLI().run("run", "AddTaskIntent", "--title", "   ")
        #expect(blank.code == 64, "\(blank)")
        #expect(blank.stderr.hasPrefix("error: parameter 'title'"))
    }

    struct BadArguments: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var code: Int32
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let badArguments: [BadArguments] = [
        .init(arguments: ["runn"], code: 64, message: "error: unknown command 'runn'. Did you mean 'run'?"),
        .init(arguments: ["run"], code: 64, message: "error: 'run' needs an intent first"),
        .init(
            arguments: ["run", "OrderSop"], code: 64,
            message: "error: unknown intent 'OrderSop'. Did you mean 'OrderSoupIntent'?"),
        .init(
            arguments: ["run", "OrderSoupIntent", "--sop", "tomato"], code: 64,
            message: "error: OrderSoupIntent has no parameter 'sop'. Did you mean '--soup'?"),
        .init(
            arguments: ["run", "OrderSoupIntent", "--soup", "tomato", "--quantity", "30"], code: 64,
            message: "error: parameter 'quantity' must be between 1 and 20, got 30"),
        .init(
            arguments: ["run", "OrderSoupIntent", "--soup", "tomato", "--quantity", "two"], code: 64,
            message: "error: parameter 'quantity' expected a whole number"),
        .init(
            arguments: ["run", "OrderSoupIntent", "--soup", "tomato", "--size", "huge"], code: 64,
            message: "error: parameter 'size' expected one of small, medium, large, got 'huge'."),
        .init(
            arguments: ["run", "OrderSoupIntent", "--soup", "lobster bisque"], code: 64,
            message: "error: parameter 'soup': no Soup matches 'lobster bisque'."),
        .init(
            arguments: ["run", "OrderSoupIntent", "--soup", "tomato", "--soup", "miso"], code: 64,
            message: "error: --soup was given 2 times; it takes one value"),
        .init(arguments: ["run", "OrderSoupIntent", "--soup"], code: 64, message: "error: --soup needs a value"),
        .init(
            arguments: ["run", "OrderSoupIntent", "tomato"], code: 64,
            message: "error: unexpected argument 'tomato': parameters are given by name"),
        .init(
            arguments: ["run", "OrderSoupIntent", "--json-input", "{soup"], code: 64,
            message: "error: --json-input is not valid JSON"),
        .init(
            arguments: ["run", "OrderSoupIntent", "--json-input", "[1]"], code: 64,
            message: "error: --json-input expects a JSON object"),
        .init(
            arguments: ["run", "OrderSoupIntent", "--json-input", #"{"sop": 1}"#], code: 64,
            message: "error: OrderSoupIntent has no parameter 'sop'."),
        .init(
            arguments: ["run", "CancelOrderIntent", "--order", "Z999"], code: 64,
            message: "error: parameter 'order': no Order matches 'Z999'."),
        .init(
            arguments: ["--time-limit", "soon", "intents"], code: 64, message: "error: --time-limit expects a number"),
        .init(
            arguments: ["--stor", "x", "intents"], code: 64,
            message: "error: unknown option '--stor'. Did you mean '--store'?"),
        .init(
            arguments: ["intents", "--al"], code: 64,
            message: "error: unknown option '--al' for 'intents'. Did you mean '--all'?"),
        .init(arguments: ["intents", "--json=yes"], code: 64, message: "error: --json takes no value"),
        .init(arguments: ["describe"], code: 64, message: "error: 'describe' needs INTENT"),
        .init(
            arguments: ["describe", "A", "B"], code: 64,
            message: "error: 'describe' takes INTENT, but 'B' was also given"),
    ]

    @Test(arguments: badArguments)
    func badArgumentsExitWithUsage(_ test: BadArguments) throws {
        let result = try SoupShopCLI().run(test.arguments)
        #expect(result.code == test.code, "\(result)")
        #expect(result.stderr.hasPrefix(test.message), "\(result)")
        #expect(result.stdout.isEmpty)
    }

    @Test func badArgumentsAsJSONNameCodeAndCandidates() throws {
        let result = try SoupShopCLI().run("run", "OrderSoupIntent", "--soup", "tomatto", "--json")
        #expect(result.code == 64)
        #expect(result.stderr.isEmpty)
        let error = try result.jsonError()
        #expect(error["code"] as? String == "notFound")
        #expect(error["parameter"] as? String == "soup")
        #expect((error["candidates"] as? [String])?.first == "Tomato")
        let unknown = try SoupShopCLI().run("--json", "bogus")
        #expect(try unknown.jsonError()["code"] as? String == "unknownCommand")
    }
}
