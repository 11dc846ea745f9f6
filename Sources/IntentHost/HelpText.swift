import Foundation

/// The host's help texts: the overview, and each command's usage and options.
enum HelpText {
    /// `APP --help`.
    static func main(_ context: HostContext) -> String {
        let program = context.program
        let app = context.app
        var lines = [
            "\(app.name) \(app.version): \(app.name)'s App Intents on the command line.",
            "",
            "USAGE: \(program) [OPTIONS] COMMAND [ARGUMENTS]",
            "",
            "COMMANDS:",
        ]
        let width = HostCommands.all.map { $0.name.count }.max() ?? 0
        for command in HostCommands.all {
            lines.append("  " + pad(command.name, width + 2) + command.abstract)
        }
        lines += ["", "OPTIONS:"]
        let store = abbreviated(HostContext.defaultStoreURL(of: app).path)
        lines += table(
            GlobalOptions.specs.map { spec in
                spec.name == "store" ? OptionSpec(spec.name, spec.kind, help: storeHelp(store)) : spec
            })
        lines += [
            "",
            "EXIT CODES:",
            "  0   success",
            "  1   the intent failed, timed out or was cancelled",
            "  2   a value or an answer is needed (--no-input, or no terminal)",
            "  3   the intent needs an authenticated caller (--authenticated)",
            "  64  usage: unknown command, intent, option or parameter, or a bad value",
            "  70  the app could not start (its data file) or an internal error",
            "",
            "See '\(program) help COMMAND' for a command's arguments.",
        ]
        return lines.joined(separator: "\n")
    }

    static func storeHelp(_ path: String) -> String {
        "The app's data file (default: \(path)). Its folder is the app's data directory."
    }

    /// `APP COMMAND --help`.
    static func command(_ command: any HostCommand.Type, program: String) -> String {
        var lines = ["USAGE: \(program) \(command.name) \(command.arguments)".trimmingCharacters(in: .whitespaces)]
        lines += ["", command.abstract]
        if !command.discussion.isEmpty { lines += ["", command.discussion] }
        if !command.options.isEmpty {
            lines += ["", "OPTIONS:"]
            lines += table(command.options)
        }
        lines += ["", "Global options (--store, --authenticated, --json, …): see '\(program) --help'."]
        return lines.joined(separator: "\n")
    }

    /// Options as aligned `  synopsis   help` lines.
    static func table(_ specs: [OptionSpec]) -> [String] {
        let width = min(28, specs.map { $0.synopsis.count }.max() ?? 0)
        return specs.map { spec in
            let synopsis = spec.synopsis
            if synopsis.count > width { return "  \(synopsis)\n  \(pad("", width + 2))\(spec.help)" }
            return "  " + pad(synopsis, width + 2) + spec.help
        }
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    /// `path` with the home folder written as `~`.
    static func abbreviated(_ path: String) -> String {
        guard let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty, home != "/",
            path.hasPrefix(home + "/")
        else { return path }
        return "~" + path.dropFirst(home.count)
    }
}
