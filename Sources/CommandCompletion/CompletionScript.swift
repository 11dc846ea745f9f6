/// Shell completion scripts generated from a command table, so `appintents` and every `IntentApp`
/// host complete exactly the commands and options they accept.
///
/// ```swift
/// let table = CompletionScript(program: "appintents", options: [...], commands: [...])
/// print(try table.script(for: "bash"))
/// ```
public struct CompletionScript: Sendable {
    /// The executable's name, as the shell sees it.
    public var program: String
    /// Options accepted anywhere on the command line.
    public var options: [CompletionOption]
    /// Options accepted before the first command only (`--version`).
    public var rootOptions: [CompletionOption]
    /// The commands (the first word).
    public var commands: [CompletionCommand]

    public init(
        program: String, options: [CompletionOption], rootOptions: [CompletionOption] = [],
        commands: [CompletionCommand]
    ) {
        self.program = program
        self.options = options
        self.rootOptions = rootOptions
        self.commands = commands
    }

    /// The shells a script is written for.
    public static let shells = ["bash", "zsh", "fish"]

    /// The script for `shell` (`bash`, `zsh` or `fish`).
    /// - Throws: ``UnknownShell`` naming the shell and the ones supported.
    public func script(for shell: String) throws(UnknownShell) -> String {
        switch shell {
        case "bash": return bash()
        case "zsh": return zsh()
        case "fish": return fish()
        default: throw UnknownShell(shell: shell)
        }
    }

    /// Where the script is usually installed for `shell`, under a prefix such as `/usr/local`.
    public func installPath(for shell: String) -> String? {
        switch shell {
        case "bash": "share/bash-completion/completions/\(program)"
        case "zsh": "share/zsh/site-functions/_\(program)"
        case "fish": "share/fish/vendor_completions.d/\(program).fish"
        default: nil
        }
    }

    /// Every command path with its command, depth first: `[]` is the program itself.
    var paths: [(path: [String], command: CompletionCommand)] {
        var result: [(path: [String], command: CompletionCommand)] = [
            ([], CompletionCommand(program, abstract: "", options: rootOptions, subcommands: commands))
        ]
        func visit(_ command: CompletionCommand, _ prefix: [String]) {
            let path = prefix + [command.name]
            result.append((path, command))
            for subcommand in command.subcommands { visit(subcommand, path) }
        }
        for command in commands { visit(command, []) }
        return result
    }

    /// The shell function's name: `_appintents`, `_my_app` for `my-app`.
    var functionName: String {
        "_" + String(program.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// The hidden command a script calls for the values of a command that `asksForValues`.
    public static let valuesCommand = "__complete"

    /// The command paths whose option values are asked of the program, as `case` patterns.
    var askingPatterns: [String] {
        paths.filter(\.command.asksForValues).map { "\"\($0.path.joined(separator: " "))\"" }
    }

    /// Every spelling of an option that takes a value, anywhere: the word after it is its value.
    var valueSpellings: [String] {
        var spellings: [String] = []
        for option in options + paths.flatMap(\.command.options) where option.takesValue {
            for spelling in option.spellings where !spellings.contains(spelling) { spellings.append(spelling) }
        }
        return spellings
    }
}

/// One command: its name, what it completes after it, and its subcommands.
public struct CompletionCommand: Sendable {
    public var name: String
    /// One line, shown by zsh and fish next to the name.
    public var abstract: String
    public var options: [CompletionOption]
    public var subcommands: [CompletionCommand]
    /// Words offered as arguments (intent names, shells).
    public var arguments: [String]
    /// Whether arguments are file names.
    public var files: Bool
    /// Whether the value after an option the table does not list (an intent's `--PARAMETER`)
    /// is asked of the program: `PROGRAM __complete WORD…` with the words after the program up
    /// to the one being completed prints one `value<TAB>title<TAB>section` line per candidate,
    /// in the order to show them; `noValues` when a value goes there but none is known; or
    /// nothing, and the script completes as it would without asking.
    public var asksForValues: Bool

    /// The line `PROGRAM __complete` prints for a value it has no candidates for: an empty value.
    public static let noValues = "\t"

    public init(
        _ name: String, abstract: String, options: [CompletionOption] = [], subcommands: [CompletionCommand] = [],
        arguments: [String] = [], files: Bool = false, asksForValues: Bool = false
    ) {
        self.name = name
        self.abstract = abstract
        self.options = options
        self.subcommands = subcommands
        self.arguments = arguments
        self.files = files
        self.asksForValues = asksForValues
    }
}

/// One option: `--format` with its values, `-h`/`--help`.
public struct CompletionOption: Sendable {
    /// The long name without dashes.
    public var name: String
    /// One-letter spellings without the dash.
    public var short: [String]
    public var help: String
    public var value: Value?

    /// What follows an option that takes a value.
    public enum Value: Sendable {
        /// One of these words.
        case oneOf([String])
        /// A file or folder name.
        case file
        /// Anything (a number, a URL).
        case any
    }

    public init(_ name: String, short: [String] = [], help: String, value: Value? = nil) {
        self.name = name
        self.short = short
        self.help = help
        self.value = value
    }

    var takesValue: Bool { value != nil }
    var spellings: [String] { ["--\(name)"] + short.map { "-\($0)" } }
}

/// A shell we write no script for.
public struct UnknownShell: Error, CustomStringConvertible, Sendable {
    public let shell: String
    public var description: String {
        "unknown shell '\(shell)': expected one of \(CompletionScript.shells.joined(separator: ", "))"
    }
}

// MARK: - Quoting

extension String {
    /// In single quotes for bash, zsh and fish (fish reads `\'` inside single quotes).
    func singleQuoted(fish: Bool = false) -> String {
        var quoted = "'"
        for character in self {
            switch character {
            case "'": quoted += fish ? "\\'" : "'\\''"
            case "\\" where fish: quoted += "\\\\"
            default: quoted.append(character)
            }
        }
        return quoted + "'"
    }
}
