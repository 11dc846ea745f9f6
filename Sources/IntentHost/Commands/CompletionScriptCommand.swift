import CommandCompletion

/// `APP completion bash|zsh|fish`: a shell completion script for the app's commands, options and
/// intents, generated from the host's own command table.
enum CompletionScriptCommand: HostCommand {
    static let name = "completion"
    static let abstract = "Print a shell completion script (bash, zsh or fish)."
    static let arguments = "bash|zsh|fish"
    static let discussion = """
        Completes the commands, their options, the intents after 'run' and 'describe', option
        values, and an intent's parameter values (enum cases, entities, an options provider's
        options, in the app's sections: zsh and fish show each value's title and section). Load it into the running shell, or install it where the shell looks:
          bash: source <(APP completion bash)
                APP completion bash > ~/.local/share/bash-completion/completions/APP
          zsh:  APP completion zsh > "${fpath[1]}/_APP"
          fish: APP completion fish > ~/.config/fish/completions/APP.fish
        """

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let shell = try positionals(parse(arguments), ["SHELL"], program: context.program)[0]
        do {
            let script = try table(for: context.app, program: context.program).script(for: shell)
            context.console.line(String(script.dropLast()))
            return .success
        } catch {
            throw HostError(
                .usage, "'completion' needs bash, zsh or fish, got '\(shell.clipped)'", given: shell,
                hints: ["usage: \(context.program) completion \(Self.arguments)"])
        }
    }

    static func help(_ arguments: [String], in context: HostContext) async throws -> String {
        HelpText.command(self, program: context.program).replacingOccurrences(of: "APP", with: context.program)
    }

    /// The host's command table as the completion scripts read it.
    static func table(for app: IntentApp, program: String) -> CompletionScript {
        let intents = app.intents.map { String(describing: $0) }.sorted()
        let commands = HostCommands.all.map { command in
            var arguments: [String] = []
            var files = false
            var asksForValues = false
            switch command.name {
            case RunCommand.name, DescribeCommand.name:
                arguments = intents
                asksForValues = true
            case HelpCommand.name: arguments = HostCommands.all.map { $0.name }
            case Self.name: arguments = CompletionScript.shells
            case ShortcutsCommand.name:
                arguments = ["run", "check", "save", "list", "show", "delete"]
                files = true
            default: break
            }
            return CompletionCommand(
                command.name, abstract: command.abstract, options: command.options.map(option), arguments: arguments,
                files: files, asksForValues: asksForValues)
        }
        return CompletionScript(program: program, options: GlobalOptions.specs.map(option), commands: commands)
    }

    private static func option(_ spec: OptionSpec) -> CompletionOption {
        let short = spec.aliases.filter { $0.count == 1 }
        switch spec.kind {
        case .flag, .boolean:
            return CompletionOption(spec.name, short: short, help: spec.help)
        case .value(let placeholder):
            let value: CompletionOption.Value
            if spec.name == "snippet-format" {
                value = .oneOf(["text", "markdown", "html"])
            } else if ["PATH", "FILE", "DIR"].contains(where: placeholder.contains) {
                value = .file
            } else {
                value = .any
            }
            return CompletionOption(spec.name, short: short, help: spec.help, value: value)
        }
    }
}
