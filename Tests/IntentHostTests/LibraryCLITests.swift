import Foundation
import TestSupport
import Testing

/// The `library` example app on a real terminal and over MCP: progress, continuing in the
/// foreground, sectioned suggestions and summaries chosen by values.
@Suite(.ownThreads) struct LibraryCLITests {
    /// The `library` executable, built next to `soupshop`.
    static let binary = SoupShopCLI.binary.deletingLastPathComponent().appendingPathComponent("library")

    /// Runs `library ARGUMENTS` with the test's data folder; standard output and error together.
    static func run(_ cli: SoupShopCLI, _ arguments: [String]) throws -> CombinedOutput {
        try CombinedOutput.run(binary, arguments, environment: cli.environment(["XDG_DATA_HOME": cli.folder.path]))
    }

    func run(_ cli: SoupShopCLI, _ arguments: [String]) throws -> CombinedOutput {
        try Self.run(cli, arguments)
    }

    func terminal(
        _ cli: SoupShopCLI, _ arguments: [String], _ steps: [PseudoTerminal.Step]
    ) throws
        -> PseudoTerminal.Result
    {
        try PseudoTerminal.run(
            cli, arguments, steps: steps, environment: ["XDG_DATA_HOME": cli.folder.path], binary: Self.binary)
    }

    @Test func progressIsDrawnAsABarOnATerminal() throws {
        let result = try terminal(try SoupShopCLI(), ["run", "SyncCatalogueIntent"], [])
        #expect(result.code == 0, "\(result)")
        for step in 1...4 {
            #expect(
                result.output.contains("SyncCatalogueIntent [") && result.output.contains(" \(step)/4"), "\(result)")
        }
        #expect(result.output.contains("Synced 4 shelves."), "\(result)")
    }

    @Test func ctrlCCancelsALongRunningExportAndItsHandlerCleansUp() throws {
        let cli = try SoupShopCLI()
        // 1,000 shelves of 20 ms: the export runs far longer than the test waits for its bar.
        let stopped = try terminal(
            cli, ["run", "ExportCatalogueIntent", "--shelves", "1000", "--millisecondsPerShelf", "20"],
            [.init(expect: "ExportCatalogueIntent [", send: nil, signal: SIGINT)])
        #expect(stopped.code == 1, "\(stopped)")
        #expect(stopped.output.contains("Export stopped (you cancelled it); the partial export was removed."))
        #expect(stopped.output.contains("ExportCatalogueIntent was cancelled"), "\(stopped)")
        let done = try terminal(cli, ["run", "ExportCatalogueIntent", "--shelves", "2"], [])
        #expect(done.code == 0 && done.output.contains("Exported 2 shelves."), "\(done)")
        // What the intent says of its progress follows the bar.
        #expect(done.output.contains("] 2/2 shelf 2 of 2"), "\(done)")
    }

    @Test func continuingInTheForegroundIsAskedThenTheRunGoesOn() throws {
        let cli = try SoupShopCLI()
        let agreed = try terminal(
            cli, ["run", "RepairCatalogueIntent"], [.init(expect: "Open Library to repair the catalogue?", send: "y")])
        #expect(agreed.code == 0, "\(agreed)")
        #expect(agreed.output.contains("Continued in Library."), "\(agreed)")
        let asked = try terminal(
            cli, ["run", "RepairCatalogueIntent", "--force"],
            [.init(expect: "Continue the repair in Library?", send: "y")])
        #expect(asked.output.contains("Repaired in the app."), "\(asked)")
        let declined = try terminal(
            cli, ["run", "RepairCatalogueIntent"], [.init(expect: "Open Library to repair the catalogue?", send: "n")])
        #expect(declined.code == 1, "\(declined)")
        #expect(declined.output.contains("RepairCatalogueIntent was cancelled"), "\(declined)")
    }

    @Test func suggestionsAreListedInTheQuerysSections() throws {
        let result = try terminal(
            try SoupShopCLI(), ["run", "BorrowBookIntent"], [.init(expect: "Number or text>", send: "3")])
        #expect(result.code == 0, "\(result)")
        // Without the terminal's bold and reset codes.
        let plain = result.output.replacingOccurrences(of: "\u{1B}[1m", with: "")
            .replacingOccurrences(of: "\u{1B}[0m", with: "")
        let lines = plain.components(separatedBy: .newlines).map { $0.trimmingCharacters(in: .whitespaces) }
        let listed = lines.filter { $0.hasSuffix(":") || $0.first?.isNumber == true }
        #expect(
            Array(listed.prefix(5)) == ["Science fiction:", "1. Dune", "2. Solaris", "Classics:", "3. Emma"],
            "\(result)")
        #expect(result.output.contains("Borrowed Emma."), "\(result)")
    }

    @Test(arguments: [
        ([String](), "Summary: List the shelf by <Order> (also: <Limit>)"),
        (["--order", "author"], "Summary: List <Limit> books by author"),
        (["--isPublic", "true", "--order", "author"], "Summary: Publish the shelf by <Order>"),
    ])
    func describeShowsTheSummaryTheValuesChoose(_ values: [String], _ expected: String) throws {
        let result = try run(try SoupShopCLI(), ["describe", "ListShelfIntent"] + values)
        #expect(result.code == 0, "\(result.output)")
        #expect(result.output.components(separatedBy: "\n").contains(expected), "\(result.output)")
    }

    @Test func describeListsEverySummaryTheValuesMayChoose() throws {
        let cli = try SoupShopCLI()
        let result = try run(cli, ["describe", "ListShelfIntent"])
        let lines = result.output.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "Summaries, the first that applies:") else {
            Issue.record("no summaries in \(result.output)")
            return
        }
        #expect(
            Array(lines[(start + 1)...].prefix(3)) == [
                "  When Public is true: Publish the shelf by <Order>",
                "  When Order is author: List <Limit> books by author",
                "  Otherwise: List the shelf by <Order> (also: <Limit>)",
            ], "\(result.output)")
        let json = try run(cli, ["--json", "describe", "ListShelfIntent"])
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let summaries = object?["summaries"] as? [[String: Any]] ?? []
        #expect(
            summaries.map { $0["formatString"] as? String } == [
                "Publish the shelf by ${order}", "List ${limit} books by author", "List the shelf by ${order}",
            ])
        let when = summaries.first?["when"] as? [[String: Any]]
        #expect(when?.first?["parameter"] as? String == "isPublic")
        #expect(when?.first?["value"] as? String == "true")
        // A plain summary has no branches to list.
        #expect(!(try run(cli, ["describe", "BorrowBookIntent"]).output.contains("Summaries")))
    }

    @Test func describeRefusesAValueThatDoesNotResolve() throws {
        let result = try run(try SoupShopCLI(), ["describe", "ListShelfIntent", "--order", "colour"])
        #expect(result.code == 64, "\(result.output)")
        #expect(result.output.contains("parameter 'order' expected one of title, author, shelf, got 'colour'"))
    }

    @Test func undoInAnotherProcessSaysWhereUndosLive() throws {
        let cli = try SoupShopCLI()
        #expect(try run(cli, ["run", "ReserveBookIntent", "--book", "dune"]).code == 0)
        let undo = try run(cli, ["undo"])
        #expect(undo.code == 64, "\(undo.output)")
        #expect(undo.output.contains("error: nothing to undo: no undoable intent has run in this process"))
        #expect(undo.output.contains("it lives only in the process that ran the intent"), "\(undo.output)")
        #expect(undo.output.contains("'library mcp' (its 'undo' tool)"), "\(undo.output)")
    }

    @Test func aUnionValueIsDescribedByItsCasesAndGivenAsCaseColonValue() throws {
        let cli = try SoupShopCLI()
        let described = try run(cli, ["describe", "RecommendIntent"])
        #expect(
            described.output.contains(
                #"Item: Recommendation (book:BookEntity "Book from the Catalogue" | note:String "Free Note"), required"#
            ),
            "\(described.output)")
        #expect(
            try run(cli, ["run", "RecommendIntent", "--item", "book:dune"]).output == "Recommended the book Dune.\n")
        #expect(
            try run(cli, ["run", "RecommendIntent", "--item", "book:Dune"]).output == "Recommended the book Dune.\n")
        #expect(try run(cli, ["run", "RecommendIntent", "--item", "note:read it"]).output == "Recommended: read it.\n")
        let ambiguous = try run(cli, ["run", "RecommendIntent", "--item", "dune"])
        #expect(ambiguous.code == 64)
        #expect(
            ambiguous.output.contains(
                "error: parameter 'item' expected one of book:VALUE, note:VALUE (or {\"CASE\": VALUE} in JSON); several cases take it (book, note), got 'dune'"
            ), "\(ambiguous.output)")
        #expect(
            try run(cli, ["run", "RecommendIntent", "--item", #"{"book": "emma"}"#]).output
                == "Recommended the book Emma.\n")
        let twoCases = try run(cli, ["run", "RecommendIntent", "--item", #"{"book": "emma", "note": "x"}"#])
        #expect(twoCases.output.contains("expected an object with one member naming the case"), "\(twoCases.output)")
        let missing = try run(cli, ["run", "RecommendIntent", "--item", "book:nothing"])
        #expect(missing.code != 0, "\(missing.output)")
        let asked = try run(cli, ["run", "RecommendIntent", "--no-input"])
        #expect(asked.output.contains("hint: pass it with --item <book:…|note:…>"), "\(asked.output)")
    }
}
