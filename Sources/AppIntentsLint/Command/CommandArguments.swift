/// A mistake in how a command was called: exit 64, with the bad argument named.
struct UsageError: Error {
    let message: String
    /// The command whose help explains the fix (`lint`, `metadata diff`).
    let command: String
}

/// The parsed arguments of one command.
struct CommandArguments {
    var positionals: [String] = []
    var options: [String: String] = [:]
    var flags: Set<String> = []

    /// Parses `--option value`, `--option=value`, flags and positionals; `--` ends options.
    /// `aliases` names options by a short spelling (`-o` for `--output`).
    static func parse(
        _ arguments: [String], command: String, options: Set<String>, flags: Set<String> = [],
        aliases: [String: String] = [:]
    ) throws -> CommandArguments {
        var result = CommandArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                result.flags.insert("--help")
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if let long = aliases[name] { name = long }
            if options.contains(name) {
                if let inlineValue {
                    result.options[name] = inlineValue
                } else if index < arguments.count {
                    result.options[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "option '\(name)' needs a value", command: command)
                }
            } else if flags.contains(name), inlineValue == nil {
                result.flags.insert(name)
            } else {
                let known = Array(options) + Array(flags) + ["--help"]
                let hint = Suggest.closest(to: name, in: known).map { ". Did you mean '\($0)'?" } ?? ""
                throw UsageError(
                    message: "unknown option '\(name)' for 'appintents \(command)'\(hint)", command: command)
            }
        }
        return result
    }

    /// The value of `--reporter` (or its alias `--format`), checked against the known reporters.
    func reporter(command: String) throws -> String {
        let reporter = options["--reporter"]
        let format = options["--format"]
        if let reporter, let format, reporter != format {
            throw UsageError(
                message: "--reporter '\(reporter)' and --format '\(format)' disagree; --format is an alias, give one",
                command: command)
        }
        let value = reporter ?? format ?? "xcode"
        guard AppIntentsCommand.reporters.contains(value) else {
            let option = reporter == nil ? "--format" : "--reporter"
            throw UsageError(
                message:
                    "'\(value)' is not a reporter for \(option); expected \(AppIntentsCommand.reporters.joined(separator: ", "))",
                command: command)
        }
        return value
    }

    /// The value of `--format`, checked against the allowed ones.
    func format(_ allowed: [String], command: String) throws -> String {
        let value = options["--format"] ?? allowed[0]
        guard allowed.contains(value) else {
            throw UsageError(
                message: "'\(value)' is not a format for --format; expected \(allowed.joined(separator: ", "))",
                command: command)
        }
        return value
    }
}
