import CommandCompletion
import Foundation
import TestSupport
import Testing

@testable import AppIntentsLint

/// `appintents completion bash|zsh|fish`, the bash script run in a real bash.
@Suite(.ownThreads) struct CompletionScriptTests {
    /// `complete WORD…` in `script` prints the candidates for the last word.
    func bash(_ script: String) throws -> String {
        let outcome = AppIntentsCommand.run(["completion", "bash"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("appintents.bash")
        try Data(outcome.standardOutput.utf8).write(to: file)
        let result = try CombinedOutput.run(
            URL(fileURLWithPath: "/bin/bash"),
            [
                "--norc", "--noprofile", "-c",
                """
                source \(file.path) || exit 1
                complete() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _appintents; echo "${COMPREPLY[*]}"; }
                \(script)
                """,
            ], directory: folder)
        #expect(result.code == 0, "\(result.output)")
        return result.output
    }

    @Test func bashCompletesCommandsSubcommandsOptionsAndFiles() throws {
        let output = try bash(
            """
            builtin complete -p appintents
            complete appintents ""
            complete appintents met
            complete appintents metadata d
            complete appintents metadata diff --f
            complete appintents lint --format s
            complete appintents lint --format json Sou
            complete appintents --v
            """)
        #expect(
            output == """
                complete -F _appintents appintents
                lint rules metadata completion
                metadata
                diff
                --format
                sarif
                Sources
                --version

                """)
    }

    @Test func zshAndFishScriptsNameEveryCommand() {
        let zsh = AppIntentsCommand.run(["completion", "zsh"])
        #expect(zsh.status == 0)
        #expect(zsh.standardOutput.hasPrefix("#compdef appintents\n"))
        #expect(zsh.standardOutput.contains("commands=('extract:Write Metadata.appintents from source alone'"))
        let fish = AppIntentsCommand.run(["completion", "fish"])
        #expect(fish.status == 0)
        let reporters = "-l reporter -x -a 'xcode text json sarif github-actions-logging markdown'"
        #expect(fish.standardOutput.contains(reporters))
    }

    @Test func badShellsAreUsageErrors() {
        let unknown = AppIntentsCommand.run(["completion", "tcsh"])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.hasPrefix("error: unknown shell 'tcsh': expected one of bash, zsh, fish\n"))
        let missing = AppIntentsCommand.run(["completion"])
        #expect(missing.status == 64)
        #expect(missing.standardError.hasPrefix("error: missing <shell>: bash, zsh or fish\n"))
    }

    @Test func helpAllShowsEveryCommandsHelp() {
        let outcome = AppIntentsCommand.run(["help", "--all"])
        #expect(outcome.status == 0)
        let usages = outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("USAGE: appintents ") }
        #expect(
            usages.map { $0.split(separator: " ").dropFirst(2).prefix(2).joined(separator: " ") } == [
                "<command> [options]", "lint [<path>...]", "rules [<rule>]", "metadata <subcommand>",
                "metadata extract", "metadata show", "metadata diff", "completion bash|zsh|fish",
            ])
    }

    @Test func versionIsThePackageVersion() {
        let outcome = AppIntentsCommand.run(["--version"])
        #expect(outcome.standardOutput == "appintents 0.1.0\n")
    }
}

/// The completion table and the parsers agree: every option the table offers is accepted, and
/// every option a command's help lists is in the table.
@Suite(.ownThreads) struct CompletionTableTests {
    static let commands: [(path: [String], help: String)] = [
        (["lint"], HelpText.lint), (["rules"], HelpText.rules), (["metadata", "extract"], HelpText.extract),
        (["metadata", "show"], HelpText.show), (["metadata", "diff"], HelpText.diff),
        (["completion"], HelpText.completion),
    ]

    func options(at path: [String]) -> [CompletionOption] {
        var commands = AppIntentsCommand.completionTable.commands
        var options: [CompletionOption] = []
        for name in path {
            guard let command = commands.first(where: { $0.name == name }) else { return [] }
            options = command.options
            commands = command.subcommands
        }
        return options
    }

    @Test(arguments: commands.map(\.path))
    func everyOfferedOptionIsAccepted(_ path: [String]) {
        for option in options(at: path) {
            let value: [String]
            switch option.value {
            case .oneOf(let words)?: value = [words[0]]
            case .file?, .any?: value = ["x"]
            case nil: value = []
            }
            let outcome = AppIntentsCommand.run(path + ["--\(option.name)"] + value + ["--help"])
            #expect(
                outcome.status == 0,
                "appintents \(path.joined(separator: " ")) --\(option.name): \(outcome.standardError)")
        }
    }

    @Test(arguments: commands)
    func everyDocumentedOptionIsOffered(_ path: [String], _ help: String) throws {
        let documented = Set(
            help.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "[" || $0 == "]" || $0 == "," })
                .filter { $0.hasPrefix("--") && $0.count > 2 }
                .map { String($0.dropFirst(2).prefix { $0.isLetter || $0 == "-" }) }
        )
        .subtracting(["help"])
        #expect(Set(options(at: path).map(\.name)) == documented, "appintents \(path.joined(separator: " "))")
    }
}
