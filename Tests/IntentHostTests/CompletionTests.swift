import Foundation
import TestSupport
import Testing

/// `soupshop completion bash|zsh|fish`: the scripts come from the host's command table, and the
/// bash one completes in a real bash.
@Suite(.ownThreads) struct CompletionTests {
    /// Runs `script` in a non-interactive bash after loading `soupshop completion bash`, and
    /// returns what it printed. `complete WORD…` prints the candidates for the last word.
    func bash(_ script: String) throws -> String {
        let cli = try SoupShopCLI()
        let completion = try cli.run(["completion", "bash"], store: false)
        #expect(completion.code == 0, "\(completion)")
        let file = cli.folder.appendingPathComponent("soupshop.bash")
        try Data(completion.stdout.utf8).write(to: file)
        let result = try CombinedOutput.run(
            URL(fileURLWithPath: "/bin/bash"),
            [
                "--norc", "--noprofile", "-c",
                """
                source \(file.path) || exit 1
                complete() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _soupshop; echo "${COMPREPLY[*]}"; }
                \(script)
                """,
            ], directory: cli.folder)
        #expect(result.code == 0, "\(result.output)")
        return result.output
    }

    @Test func bashRegistersTheFunction() throws {
        #expect(try bash("builtin complete -p soupshop") == "complete -F _soupshop soupshop\n")
    }

    @Test func bashCompletesCommandsIntentsOptionsAndValues() throws {
        let output = try bash(
            """
            complete soupshop ru
            complete soupshop run OrderSoupI
            complete soupshop --json run Cancel
            complete soupshop run OrderSoupIntent --snippet-format m
            complete soupshop mcp --gr
            complete soupshop compl
            complete soupshop completion ""
            touch lunch.json
            complete soupshop --store lun
            complete soupshop shortcuts ch
            """)
        #expect(
            output == """
                run
                OrderSoupIntent
                CancelOrderIntent
                markdown
                --grant-authentication
                completion
                bash zsh fish
                lunch.json
                check

                """)
    }

    @Test func everyShellHasAScript() throws {
        let cli = try SoupShopCLI()
        let zsh = try cli.run(["completion", "zsh"], store: false)
        #expect(zsh.code == 0)
        #expect(zsh.stdout.hasPrefix("#compdef soupshop\n"))
        #expect(zsh.stdout.contains("'run:Run an intent.'"))
        let fish = try cli.run(["completion", "fish"], store: false)
        #expect(fish.code == 0)
        #expect(fish.stdout.contains("complete -c soupshop -n '__fish_use_subcommand' -a 'run' -d 'Run an intent.'"))
        #expect(fish.stdout.contains("-a 'AddTaskIntent CancelOrderIntent"))
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let cli = try SoupShopCLI()
        let result = try cli.run(["completion", "tcsh"], store: false)
        #expect(result.code == 64)
        #expect(result.stderr.contains("'completion' needs bash, zsh or fish, got 'tcsh'"), "\(result)")
        let missing = try cli.run(["completion"], store: false)
        #expect(missing.code == 64)
        #expect(missing.stderr.contains("'completion' needs SHELL"), "\(missing)")
    }

    @Test func helpAllShowsEveryCommandsHelp() throws {
        let cli = try SoupShopCLI()
        let result = try cli.run(["help", "--all"], store: false)
        #expect(result.code == 0, "\(result)")
        let usages = result.stdout.split(separator: "\n").filter { $0.hasPrefix("USAGE: soupshop ") }
        let commands = usages.dropFirst().map { $0.split(separator: " ")[2] }
        #expect(
            commands == [
                "intents", "describe", "run", "say", "undo", "shortcuts", "find", "lookup", "open", "search", "index",
                "suggestions", "widgets", "focus", "mcp", "metadata", "completion", "help", "version",
            ])
        #expect(try cli.run(["help", "--all", "run"], store: false).code == 64)
    }
}
