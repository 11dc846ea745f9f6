/// One option a command accepts: its name, whether it takes a value, and its help line.
struct OptionSpec: Sendable {
    enum Kind: Sendable {
        /// `--json`: present or not.
        case flag
        /// `--store PATH` or `--store=PATH`.
        case value(placeholder: String)
        /// `--vegetarianOnly`, `--vegetarianOnly false`: a Bool parameter, true when given alone.
        case boolean
    }

    /// The long name without dashes: `store`.
    var name: String
    /// Other spellings, without dashes (`h` for `-h`, `vegetarian-only`).
    var aliases: [String]
    var kind: Kind
    var help: String

    init(_ name: String, aliases: [String] = [], _ kind: Kind, help: String) {
        self.name = name
        self.aliases = aliases
        self.kind = kind
        self.help = help
    }

    /// `--store PATH`, `-h, --help`.
    var synopsis: String {
        let short = aliases.filter { $0.count == 1 }.map { "-\($0), " }.joined()
        switch kind {
        case .flag: return "\(short)--\(name)"
        case .value(let placeholder): return "\(short)--\(name) \(placeholder)"
        case .boolean: return "\(short)--\(name) [true|false]"
        }
    }

    /// Whether `spelling` (without dashes) names this option.
    func matches(_ spelling: String) -> Bool {
        spelling == name || aliases.contains(spelling)
    }
}

/// Options and positional arguments of one command, in the order given.
struct ParsedArguments: Sendable {
    var positionals: [String] = []
    /// Each option given, by its spec's name, with its value (`nil` for a flag).
    var options: [(name: String, value: String?)] = []

    func has(_ name: String) -> Bool {
        options.contains { $0.name == name }
    }

    /// The value of an option that may be given once.
    func value(_ name: String) throws -> String? {
        let given = options.filter { $0.name == name }
        if given.count > 1 {
            throw HostError(.usage, "--\(name) was given \(given.count) times; give it once", given: "--\(name)")
        }
        return given.first?.value
    }
}

/// Splits a command line into options (by spec) and positional arguments.
enum ArgumentScanner {
    /// `--name=value` → (`name`, `value`); `--name` → (`name`, nil); `-h` → (`h`, nil);
    /// anything else (a value, `-5`, `-`) → nil.
    static func option(_ token: String) -> (name: String, inline: String?)? {
        if token.hasPrefix("--"), token.count > 2 {
            let body = token.dropFirst(2)
            if let equals = body.firstIndex(of: "=") {
                return (String(body[..<equals]), String(body[body.index(after: equals)...]))
            }
            return (String(body), nil)
        }
        if token.count == 2, token.hasPrefix("-"), let letter = token.last, letter.isLetter {
            return (String(letter), nil)
        }
        return nil
    }

    /// Takes the options in `specs` out of `tokens`, wherever they stand, and returns them with
    /// the tokens left over. Tokens after `--` are left as they are.
    static func extract(
        _ specs: [OptionSpec], from tokens: [String]
    ) throws -> (parsed: ParsedArguments, rest: [String]) {
        var parsed = ParsedArguments()
        var rest: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token == "--" {
                rest.append(contentsOf: tokens[(index - 1)...])
                break
            }
            guard let (spelling, inline) = option(token), let spec = specs.first(where: { $0.matches(spelling) })
            else {
                rest.append(token)
                continue
            }
            parsed.options.append((spec.name, try value(of: spec, inline: inline, tokens: tokens, index: &index)))
        }
        return (parsed, rest)
    }

    /// Parses every token against `specs`; an option not in them is an error that names the
    /// closest ones. After `--`, every token is positional.
    static func parse(
        _ tokens: [String], specs: [OptionSpec], unknown: (String) -> any Error
    ) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token == "--" {
                parsed.positionals.append(contentsOf: tokens[index...])
                break
            }
            guard let (spelling, inline) = option(token) else {
                parsed.positionals.append(token)
                continue
            }
            guard let spec = specs.first(where: { $0.matches(spelling) }) else { throw unknown(spelling) }
            parsed.options.append((spec.name, try value(of: spec, inline: inline, tokens: tokens, index: &index)))
        }
        return parsed
    }

    private static func value(
        of spec: OptionSpec, inline: String?, tokens: [String], index: inout Int
    ) throws
        -> String?
    {
        switch spec.kind {
        case .flag:
            if let inline {
                throw HostError(
                    .usage, "--\(spec.name) takes no value, got '\(inline.clipped)'", given: "--\(spec.name)=\(inline)")
            }
            return nil
        case .value(let placeholder):
            if let inline { return inline }
            guard index < tokens.count, !tokens[index].hasPrefix("--") else {
                throw HostError(
                    .usage, "--\(spec.name) needs a value: --\(spec.name) \(placeholder)", given: "--\(spec.name)",
                    hints: ["a value that starts with '--' is given as --\(spec.name)=VALUE"])
            }
            index += 1
            return tokens[index - 1]
        case .boolean:
            if let inline { return inline }
            if index < tokens.count, Self.booleanWords.contains(tokens[index].lowercased()) {
                index += 1
                return tokens[index - 1]
            }
            return "true"
        }
    }

    static let booleanWords: Set<String> = ["true", "false", "yes", "no", "on", "off", "1", "0"]

    /// An "unknown option" error that suggests the closest of `specs`.
    static func unknownOption(_ spelling: String, among specs: [OptionSpec], context: String) -> HostError {
        let names = specs.map(\.name)
        let closest = Suggestions.closest(to: spelling, among: names)
        let known = specs.map { "--\($0.name)" }.joined(separator: ", ")
        let shown = spelling.count == 1 ? "-\(spelling)" : "--\(spelling.clipped)"
        return HostError(
            .unknownOption,
            "unknown option '\(shown)' for \(context)."
                + (closest.first.map { " Did you mean '--\($0)'?" } ?? ""),
            given: shown, candidates: closest.map { "--\($0)" },
            hints: specs.isEmpty ? [] : ["its options: \(known)"])
    }
}
