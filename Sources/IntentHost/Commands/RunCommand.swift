import AppIntentsMetadata
import Foundation

/// `APP run INTENT --PARAMETER VALUE …`: runs one intent and prints what it said and returned.
enum RunCommand: HostCommand {
    static let name = "run"
    static let abstract = "Run an intent."
    static let arguments =
        "INTENT [--PARAMETER VALUE …] [--json-input JSON] [--yes] [--snippet-format FORMAT] [--press LABEL]"
    static let discussion = """
        Parameters are given by name, as --soup tomato or --soup=tomato, and are resolved as text
        is: an entity by its id, then by its title or a synonym; an enum by its value or title.
        A list parameter takes the option again or values separated by commas. A Bool parameter
        may be given alone (--vegetarianOnly) for true. Names may also be written in kebab case
        (--vegetarian-only). 'APP run INTENT --help' shows an intent's parameters.

        A missing value is asked for on a terminal; with --no-input or --json, or without a
        terminal, the run stops with exit code 2 and says which value is needed.

        A snippet is printed as text at the terminal's width, or as Markdown or HTML with
        --snippet-format. --press LABEL then presses the snippet's button with that label (or
        number), runs its intent, and prints the snippet again as its snippet intent draws it now.
        """
    static let options = [
        OptionSpec(
            "json-input", .value(placeholder: "JSON"),
            help: "Parameters as a JSON object, resolved strictly: '{\"soup\": {\"id\": \"tomato\"}}'."),
        OptionSpec("yes", aliases: ["y"], .flag, help: "Answer yes when the intent asks for confirmation."),
        OptionSpec(
            "snippet-format", .value(placeholder: "FORMAT"), help: "How to print a snippet: text, markdown or html."),
        OptionSpec(
            "press", .value(placeholder: "LABEL"),
            help: "Then press the snippet's button with this label (or number) and show the snippet again."),
    ]

    static func help(_ arguments: [String], in context: HostContext) async throws -> String {
        guard let intent = arguments.first(where: { !$0.hasPrefix("-") }) else {
            return HelpText.command(self, program: context.program).replacingOccurrences(
                of: "'APP ", with: "'\(context.program) ")
        }
        let action = try await context.action(named: intent)
        let text = ActionText(action: action, metadata: try await context.catalog().metadata)
        var lines = [
            "USAGE: \(context.program) run \(action.identifier) "
                + (action.parameters.map(text.usage) + [
                    "[--json-input JSON]", "[--yes]", "[--snippet-format FORMAT]", "[--press LABEL]",
                ]).joined(separator: " "),
            "",
        ]
        lines += text.body
        lines += ["", "OPTIONS:"] + HelpText.table(options)
        lines += ["", "Global options (--store, --authenticated, --json, …): see '\(context.program) --help'."]
        return lines.joined(separator: "\n")
    }

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        guard let intent = arguments.first, !intent.hasPrefix("-") else {
            throw HostError(
                .usage, "'run' needs an intent first: \(context.program) run \(Self.arguments)",
                hints: ["list the intents with '\(context.program) intents'"])
        }
        let action = try await context.action(named: intent)
        let parsed = try parseParameters(Array(arguments.dropFirst()), of: action)
        let inputs = try Self.inputs(parsed, action: action)
        let yes = parsed.has("yes")
        let format = try SnippetFormat.named(try parsed.value("snippet-format"))
        let press = try parsed.value("press")
        let asks = !context.options.noInput && !context.console.json && Terminal.isInteractive
        let interaction: any Interaction =
            asks ? TerminalInteraction(console: context.console, confirmAll: yes) : NonInteractive(confirmAll: yes)
        let executor = try await context.executor()
        let request = RunRequest(
            intent: action.identifier, inputs: inputs,
            caller: context.caller, surface: .commandLine)
        let outcome = try await Interrupt.cancelling { try await executor.run(request, interaction: interaction) }
        let printer = OutcomePrinter(console: context.console, format: format)
        guard let press else {
            printer.print(outcome)
            return .success
        }
        let pressed = try await executor.press(
            press, in: outcome, caller: context.caller, interaction: interaction)
        printPress(pressed, after: outcome, printer: printer, in: context)
        return .success
    }

    /// Prints the first outcome, what the pressed button did, and the refreshed snippet; with
    /// `--json`, one object `{outcome, pressed: {label, outcome}, snippet}`.
    static func printPress(
        _ pressed: SnippetPress, after outcome: Outcome, printer: OutcomePrinter, in context: HostContext
    ) {
        let console = context.console
        let renderer = SnippetRenderer(width: console.width)
        if console.json {
            console.json(
                .object([
                    "outcome": printer.json(outcome, renderer: renderer),
                    "pressed": .object([
                        "label": .string(pressed.action.label),
                        "outcome": printer.json(pressed.outcome, renderer: renderer),
                    ]),
                    "snippet": pressed.refreshed.map { .string(printer.format.render($0, with: renderer)) } ?? .null,
                ]))
            return
        }
        var lines = printer.lines(outcome, renderer: renderer)
        lines += ["", console.styled("Pressed '\(pressed.action.label)':", .bold)]
        lines += printer.lines(pressed.outcome, renderer: renderer)
        if let refreshed = pressed.refreshed {
            lines += ["", console.styled("Snippet now:", .bold), printer.format.render(refreshed, with: renderer)]
        }
        console.line(lines.joined(separator: "\n"))
    }

    /// Parses the tokens after the intent's name: its parameters and the command's options.
    static func parseParameters(
        _ tokens: [String], of action: ActionMetadata, options: [OptionSpec] = RunCommand.options
    ) throws -> ParsedArguments {
        var specs = action.parameters.map { parameter -> OptionSpec in
            let kebab = ActionText.kebab(parameter.name)
            let isBool = parameter.valueType == .primitive(.bool)
            return OptionSpec(
                parameter.name, aliases: kebab == parameter.name ? [] : [kebab],
                isBool ? .boolean : .value(placeholder: Failure.placeholder(parameter)), help: parameter.title.key)
        }
        specs += options
        let parsed = try ArgumentScanner.parse(tokens, specs: specs) { spelling in
            unknownParameter(spelling, action: action, options: options)
        }
        if let extra = parsed.positionals.first {
            throw HostError(
                .usage,
                "unexpected argument '\(extra.clipped)': parameters are given by name, as --PARAMETER VALUE",
                given: extra,
                hints: [
                    "the parameters of \(action.identifier): "
                        + (action.parameters.isEmpty
                            ? "none" : action.parameters.map { "--\($0.name)" }.joined(separator: ", "))
                ])
        }
        return parsed
    }

    static func unknownParameter(
        _ spelling: String, action: ActionMetadata, options: [OptionSpec] = RunCommand.options
    ) -> IntentSystemError {
        let names = action.parameters.map(\.name)
        let closest = Suggestions.closest(to: spelling, among: names + options.map(\.name))
        return IntentSystemError(
            .unknownParameter,
            "\(action.identifier) has no parameter '\(spelling.clipped)'."
                + (closest.first.map { " Did you mean '--\($0)'?" } ?? "")
                + (names.isEmpty ? " It takes none." : " Its parameters: \(names.joined(separator: ", "))."),
            parameter: spelling, given: "--\(spelling)", candidates: closest)
    }

    /// The raw inputs by parameter name: option values as text (a list's values joined by commas)
    /// and `--json-input`'s members as JSON.
    static func inputs(_ parsed: ParsedArguments, action: ActionMetadata) throws -> [String: IntentInput] {
        var inputs: [String: IntentInput] = [:]
        for parameter in action.parameters {
            let values = parsed.options.filter { $0.name == parameter.name }.compactMap(\.value)
            guard !values.isEmpty else { continue }
            if values.count > 1, !parameter.valueType.isArray {
                throw HostError(
                    .usage, "--\(parameter.name) was given \(values.count) times; it takes one value",
                    given: values.joined(separator: ", "))
            }
            inputs[parameter.name] = .text(values.joined(separator: ","))
        }
        guard let text = try parsed.value("json-input") else { return inputs }
        let json: JSONValue
        do {
            json = try JSONValue.parse(text)
        } catch {
            throw HostError(
                .usage, "--json-input is not valid JSON: \(text.clipped)", given: text,
                hints: ["give an object of parameter names and values: '{\"soup\": {\"id\": \"tomato\"}}'"])
        }
        guard case .object(let members) = json else {
            throw HostError(
                .usage,
                "--json-input expects a JSON object of parameter names and values, got \(text.clipped)",
                given: text)
        }
        for (name, value) in members.sorted(by: { $0.key < $1.key }) {
            if inputs[name] != nil {
                throw HostError(
                    .usage, "'\(name.clipped)' was given both as --\(name.clipped) and in --json-input; give it once",
                    given: name)
            }
            inputs[name] = .json(value)
        }
        return inputs
    }
}
