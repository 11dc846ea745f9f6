import Foundation
import TestSupport
import Testing

/// The `library` app's sections (`IntentItemCollection`) on the command line: in the lists a
/// terminal prompt shows and in shell completion, where bash keeps their order and zsh and fish
/// also show each value's title and section.
@Suite(.ownThreads) struct LibrarySectionTests {
    func terminal(
        _ cli: SoupShopCLI, _ arguments: [String], _ steps: [PseudoTerminal.Step]
    ) throws
        -> PseudoTerminal.Result
    {
        try PseudoTerminal.run(
            cli, arguments, steps: steps, environment: ["XDG_DATA_HOME": cli.folder.path],
            binary: LibraryCLITests.binary)
    }

    /// The section headings and numbered lines of a terminal's output, without styling.
    static func listed(_ output: String) -> [String] {
        let plain = output.replacingOccurrences(of: "\u{1B}[1m", with: "").replacingOccurrences(
            of: "\u{1B}[0m", with: "")
        return plain.components(separatedBy: .newlines).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { ($0.hasSuffix(":") && !$0.contains("?")) || $0.first?.isNumber == true }
    }

    @Test func aDisambiguationListShowsTheSectionsOfEntitiesMatching() throws {
        // "a" matches Solaris and Emma; entities(matching:) puts them on their shelves.
        let result = try terminal(
            try SoupShopCLI(), ["run", "BorrowBookIntent", "--book", "a"], [.init(expect: "Number>", send: "2")])
        #expect(result.code == 0, "\(result)")
        #expect(result.output.contains("Which book do you mean?"), "\(result)")
        #expect(
            Array(Self.listed(result.output).prefix(4)) == ["Science fiction:", "1. Solaris", "Classics:", "2. Emma"],
            "\(result)")
        #expect(result.output.contains("Borrowed Emma."), "\(result)")
    }

    @Test func anOptionsProvidersSectionsHeadItsOptions() throws {
        let result = try terminal(
            try SoupShopCLI(), ["run", "ReserveRoomIntent"], [.init(expect: "Number or text>", send: "3")])
        #expect(result.code == 0, "\(result)")
        #expect(
            Array(Self.listed(result.output).prefix(5)) == [
                "Quiet:", "1. Reading Room", "2. Archive", "Group work:", "3. Seminar",
            ], "\(result)")
        #expect(result.output.contains("Reserved the Seminar."), "\(result)")
    }

    @Test func withoutATerminalTheCandidatesAreNamedBySection() throws {
        let cli = try SoupShopCLI()
        func run(_ arguments: [String]) throws -> CombinedOutput { try LibraryCLITests.run(cli, arguments) }
        let ambiguous = try run(["--no-input", "run", "BorrowBookIntent", "--book", "a"])
        #expect(ambiguous.code == 2)
        #expect(
            ambiguous.output.contains(
                "error: needs input: Which book do you mean? (parameter book: Science fiction: Solaris; Classics: Emma)"
            ),
            "\(ambiguous.output)")
        let missing = try run(["--no-input", "run", "BorrowBookIntent"])
        #expect(missing.output.contains("hint: for example: Science fiction: Dune, Solaris; Classics: Emma"))
        let json = try run(["--json", "run", "BorrowBookIntent", "--book", "a"])
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let request = (object?["error"] as? [String: Any])?["request"] as? [String: Any]
        #expect(request?["options"] as? [String] == ["Solaris", "Emma"], "\(json.output)")
        #expect(request?["sections"] as? [String] == ["Science fiction", "Classics"], "\(json.output)")
    }

    // MARK: Completion

    /// Runs `shell` with `arguments`, the library's directory first on `PATH`.
    func shell(_ path: String, _ arguments: [String], in cli: SoupShopCLI) throws -> String {
        var environment = cli.environment(["XDG_DATA_HOME": cli.folder.path])
        environment["PATH"] =
            LibraryCLITests.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let result = try CombinedOutput.run(
            URL(fileURLWithPath: path), arguments, environment: environment, directory: cli.folder)
        #expect(result.code == 0, "\(result.output)")
        return result.output
    }

    /// The completion script for `shell`, written to a file.
    func script(_ shell: String, in cli: SoupShopCLI) throws -> URL {
        let file = cli.folder.appendingPathComponent("library.\(shell)")
        try Data(try self.shell(LibraryCLITests.binary.path, ["completion", shell], in: cli).utf8).write(to: file)
        return file
    }

    @Test func theValuesCommandPrintsValuesTitlesAndSectionsInOrder() throws {
        let cli = try SoupShopCLI()
        let library = LibraryCLITests.binary.path
        #expect(
            try shell(library, ["__complete", "run", "BorrowBookIntent", "--book", ""], in: cli) == """
                dune\tDune\tScience fiction
                solaris\tSolaris\tScience fiction
                emma\tEmma\tClassics

                """)
        // A typed word goes to entities(matching:), whose sections are kept.
        #expect(
            try shell(library, ["__complete", "--json", "run", "BorrowBookIntent", "--book", "e"], in: cli) == """
                dune\tDune\tScience fiction
                emma\tEmma\tClassics

                """)
        #expect(
            try shell(library, ["__complete", "describe", "ListShelfIntent", "--order", "a"], in: cli)
                == "author\tAuthor\t\n")
        // A parameter's value the app suggests nothing for (a number, or no case that starts so):
        // a lone tab, so that the script offers nothing rather than the intents' names.
        #expect(try shell(library, ["__complete", "run", "ListShelfIntent", "--limit", ""], in: cli) == "\t\n")
        #expect(try shell(library, ["__complete", "run", "ListShelfIntent", "--order", "z"], in: cli) == "\t\n")
        // Not a parameter's value: nothing, and the script completes as usual.
        #expect(try shell(library, ["__complete", "run", "RepairCatalogueIntent", "--force", ""], in: cli) == "")
        #expect(try shell(library, ["__complete", "run", "BorrowBookIntent", "--yes", ""], in: cli) == "")
        #expect(
            try shell(library, ["__complete", "run", "NoSuchIntent", "--book", ""], in: cli).hasSuffix(
                "'NoSuchIntent'.\n"))
    }

    @Test func bashCompletesValuesInTheAppsOrder() throws {
        let cli = try SoupShopCLI()
        let file = try script("bash", in: cli)
        let output = try shell(
            "/bin/bash",
            [
                "--norc", "--noprofile", "-c",
                """
                source \(file.path) || exit 1
                complete() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _library; echo "${COMPREPLY[*]}"; }
                complete library run BorrowBookIntent --book ""
                complete library run ReserveRoomIntent --room ""
                complete library run ListShelfIntent --order ""
                complete library run ListShelfIntent --limit ""
                complete library run Borr
                """,
            ], in: cli)
        // Nothing for the limit: a number, not an intent's name.
        #expect(
            output == """
                dune solaris emma
                Reading\\ Room Archive Seminar
                title author shelf

                BorrowBookIntent

                """)
    }

    @Test func zshGroupsValuesUnderTheirSections() throws {
        let cli = try SoupShopCLI()
        let file = try script("zsh", in: cli)
        // `compadd` stands in for zsh's: it prints the group, heading and values it was given.
        let output = try shell(
            "/usr/bin/zsh",
            [
                "-f", "-c",
                """
                compdef() { : }
                compadd() { print -r -- "compadd $*"; }
                source \(file.path) || exit 1
                words=(library run BorrowBookIntent --book ''); CURRENT=5; _library
                words=(library run ListShelfIntent --order ''); CURRENT=5; _library
                words=(library run ListShelfIntent --limit ''); CURRENT=5; _library; print -r -- "limit: $?"
                """,
            ], in: cli)
        #expect(
            output == """
                compadd -V Science fiction -X Science fiction -l -d descriptions -- dune solaris
                compadd -V Classics -X Classics -l -d descriptions -- emma
                compadd -V values -l -d descriptions -- title author shelf
                limit: 0

                """)
    }

    @Test func fishShowsEachValuesSectionAndTitle() throws {
        let cli = try SoupShopCLI()
        let file = try script("fish", in: cli)
        let output = try shell(
            "/usr/bin/fish",
            [
                "--no-config", "-c",
                """
                source \(file.path); or exit 1
                complete -C 'library run BorrowBookIntent --book '
                complete -C 'library run ListShelfIntent --limit '
                complete -C 'library run Borr'
                """,
            ], in: cli)
        #expect(
            output == """
                dune\tScience fiction — Dune
                solaris\tScience fiction — Solaris
                emma\tClassics — Emma
                BorrowBookIntent

                """)
    }
}
