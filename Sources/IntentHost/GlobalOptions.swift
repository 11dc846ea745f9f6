import Foundation

/// The options every command accepts, wherever they stand on the command line.
struct GlobalOptions: Sendable {
    /// `--store PATH`: the app's data file.
    var store: String?
    /// `--system-store PATH|URL`: where the system keeps the app's index, donations and library.
    var systemStore: String?
    /// `--authenticated`: the caller proved who they are.
    var authenticated = false
    /// `--time-limit SECONDS`: how long `perform()` may take.
    var timeLimit: Double?
    /// `--json`: output for machines.
    var json = false
    /// `--no-input`: never ask; a missing value is an error.
    var noInput = false
    /// `--help`, `-h`.
    var help = false
    /// `--version`.
    var version = false

    static let specs: [OptionSpec] = [
        OptionSpec(
            "store", .value(placeholder: "PATH"),
            help: "The app's data file (default: <data directory>/<app>.db). Its folder is the app's data directory."),
        OptionSpec(
            "system-store", .value(placeholder: "PATH|URL"),
            help:
                "The system's database for the app: Spotlight, donations, saved shortcuts, widgets (default: <data directory>/<app>.sqlite; a postgres:// URL shares one store between hosts)."
        ),
        OptionSpec(
            "authenticated", .flag,
            help: "The caller is authenticated: intents that require authentication may run."),
        OptionSpec(
            "time-limit", .value(placeholder: "SECONDS"), help: "How long an intent may take (default: 30)."),
        OptionSpec("json", .flag, help: "Print results and errors as JSON on standard output; never prompt."),
        OptionSpec("no-input", .flag, help: "Never prompt: a missing value is an error (exit code 2)."),
        OptionSpec("help", aliases: ["h"], .flag, help: "Show help for the command."),
        OptionSpec("version", .flag, help: "Show the app's version."),
    ]

    /// Takes the global options out of `tokens`; returns them and the tokens left for the command.
    static func extract(from tokens: [String]) throws -> (GlobalOptions, [String]) {
        let (parsed, rest) = try ArgumentScanner.extract(specs, from: tokens)
        var options = GlobalOptions()
        options.store = try parsed.value("store")
        options.systemStore = try parsed.value("system-store")
        options.authenticated = parsed.has("authenticated")
        options.json = parsed.has("json")
        options.noInput = parsed.has("no-input")
        options.help = parsed.has("help")
        options.version = parsed.has("version")
        if let text = try parsed.value("time-limit") {
            guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
                throw HostError(
                    .usage, "--time-limit expects a number of seconds greater than 0, got '\(text.clipped)'",
                    given: text)
            }
            options.timeLimit = seconds
        }
        if let store = options.store, store.isEmpty {
            throw HostError(.usage, "--store expects a file path, got an empty one", given: store)
        }
        return (options, rest)
    }
}
