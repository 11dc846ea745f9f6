import Foundation

/// Reads the command line, finds the command, runs it, and turns every error into a message and
/// an exit code.
struct Host {
    let app: IntentApp
    var environment: [String: String] = ProcessInfo.processInfo.environment

    /// Runs one command line (without the program name) and returns the exit code.
    func run(_ tokens: [String]) async -> ExitCode {
        let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? app.name
        if tokens.first == CompleteValuesCommand.name {
            return await CompleteValuesCommand.run(Array(tokens.dropFirst()), app: app, program: program)
        }
        let options: GlobalOptions
        let rest: [String]
        do {
            (options, rest) = try GlobalOptions.extract(from: tokens)
        } catch {
            let console = Console(json: tokens.contains("--json"), environment: environment)
            return fail(error, console: console)
        }
        let console = Console(json: options.json, environment: environment)
        let context = HostContext(app: app, program: program, options: options, console: console)
        do {
            if options.version, !options.help { return try await VersionCommand.run([], in: context) }
            guard let name = rest.first else {
                console.line(HelpText.main(context))
                return .success
            }
            // A first word that is no command but a phrase ("order tomato soup in SoupShop") is said.
            // Entities' properties are shown as the command's caller may see them.
            return try await EntityDisclosure.$caller.withValue(context.caller) {
                if HostCommands.named(name) == nil, name.contains(" ") {
                    return try await SayCommand.run(rest, in: context)
                }
                guard let command = HostCommands.named(name) else { throw unknownCommand(name, program: program) }
                let arguments = Array(rest.dropFirst())
                if options.help {
                    console.line(try await command.help(arguments, in: context))
                    return .success
                }
                return try await command.run(arguments, in: context)
            }
        } catch {
            return fail(error, console: console)
        }
    }

    private func fail(_ error: any Error, console: Console) -> ExitCode {
        let failure = Failure(error)
        console.report(failure)
        return failure.exitCode
    }

    private func unknownCommand(_ name: String, program: String) -> HostError {
        let names = HostCommands.all.map { $0.name }
        let closest = Suggestions.closest(to: name, among: names)
        var hints = ["commands: \(names.joined(separator: ", ")); see '\(program) --help'"]
        if name.hasPrefix("-") {
            return HostError(
                .unknownOption,
                "unknown option '\(name.clipped)'."
                    + (Suggestions.closest(to: name, among: GlobalOptions.specs.map { "--\($0.name)" }).first.map {
                        " Did you mean '\($0)'?"
                    } ?? ""),
                given: name, hints: ["see '\(program) --help'"])
        }
        if name.first?.isUppercase == true {
            hints.insert("to run an intent: \(program) run \(name.clipped)", at: 0)
        }
        return HostError(
            .unknownCommand,
            "unknown command '\(name.clipped)'." + (closest.first.map { " Did you mean '\($0)'?" } ?? ""),
            given: name, candidates: closest, hints: hints)
    }
}
