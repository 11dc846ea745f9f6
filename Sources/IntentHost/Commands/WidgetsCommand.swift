import AppIntentsMetadata
import Foundation
import IntentStore

/// `APP widgets [configure|show|press]`: the app's widgets and controls, their stored
/// configurations, and their buttons.
enum WidgetsCommand: HostCommand {
    static let name = "widgets"
    static let abstract = "List the widgets and controls; configure, show and press them."
    static let arguments = "[configure KIND [--PARAMETER VALUE …] | show KIND | press KIND ACTION]"
    static let discussion = """
        Without arguments: every widget and control with its configuration intent and the
        parameters it takes.

        configure KIND  Checks the values against the configuration intent and stores them as
                        KIND's configuration. Nothing is asked: every value must be given or
                        have a default.
        show KIND       KIND drawn with its stored configuration, and its numbered buttons.
        press KIND ACTION
                        Presses the button or toggle ACTION (its label or number) of KIND's
                        stored configuration: its intent runs with the values it was built with.
                        An intent that would need to ask anything is refused (exit code 2).
        --snippet-format text|markdown|html chooses how 'show' draws the widget.
        """
    static let options = [
        OptionSpec(
            "snippet-format", .value(placeholder: "FORMAT"), help: "show: draw as text, markdown or html.")
    ]

    /// The library namespace configurations are kept in, one document per kind.
    static let namespace = "widgets"

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let system = WidgetSystem(executor: try await context.executor(), widgets: context.app.widgets)
        guard let subcommand = arguments.first, !subcommand.hasPrefix("-") else {
            _ = try parse(arguments)
            return try await list(system, in: context)
        }
        switch subcommand {
        case "configure":
            return try await configure(Array(arguments.dropFirst()), system: system, in: context)
        case "show":
            let parsed = try parse(arguments)
            let kind = try positionals(parsed, ["show", "KIND"], program: context.program)[1]
            let format = try SnippetFormat.named(try parsed.value("snippet-format"))
            return try await show(kind, format: format, system: system, in: context)
        case "press":
            let parsed = try parse(arguments)
            let names = try positionals(parsed, ["press", "KIND", "ACTION"], program: context.program)
            return try await press(names[1], action: names[2], system: system, in: context)
        default:
            throw HostError(
                .usage,
                "unknown widgets command '\(subcommand.clipped)'."
                    + Suggestions.didYouMean(subcommand, among: ["configure", "show", "press"]),
                given: subcommand, hints: ["usage: \(context.program) widgets \(Self.arguments)"])
        }
    }

    static func list(_ system: WidgetSystem, in context: HostContext) async throws -> ExitCode {
        let metadata = try await context.catalog().metadata
        let entries = system.widgets.map { widget in
            (widget, metadata.actions[TypeNames.short(widget.configuration)])
        }
        if context.console.json {
            context.console.json(
                .array(
                    entries.map { widget, action in
                        .object([
                            "kind": .string(widget.kind),
                            "family": .string(widget.family.rawValue),
                            "configuration": .string(TypeNames.short(widget.configuration)),
                            "parameters": .array(
                                action.map { action in
                                    action.parameters.map(ActionText(action: action, metadata: metadata).parameterJSON)
                                } ?? []),
                        ])
                    }))
            return .success
        }
        if entries.isEmpty {
            context.console.line("\(context.app.name) has no widgets or controls.")
            return .success
        }
        var lines: [String] = []
        for (widget, action) in entries {
            if !lines.isEmpty { lines.append("") }
            lines.append(
                "\(widget.kind) (\(widget.family.rawValue), configured by \(TypeNames.short(widget.configuration)))")
            guard let action else { continue }
            if action.parameters.isEmpty {
                lines.append("  no parameters")
            } else {
                lines += ActionText(action: action, metadata: metadata).parameterLines
            }
        }
        context.console.line(lines.joined(separator: "\n"))
        return .success
    }

    static func configure(_ tokens: [String], system: WidgetSystem, in context: HostContext) async throws -> ExitCode {
        guard let kind = tokens.first, !kind.hasPrefix("-") else {
            throw HostError(
                .usage, "'widgets configure' needs a kind: \(context.program) widgets configure KIND --PARAMETER VALUE",
                hints: ["list the kinds with '\(context.program) widgets'"])
        }
        let widget = try system.widget(kind)
        let action = try await context.catalog().action(TypeNames.short(widget.configuration))
        let parsed = try RunCommand.parseParameters(
            Array(tokens.dropFirst()), of: action, options: RunCommand.options.filter { $0.name == "json-input" })
        let configuration = try await noPrompts(hint: nil) {
            try await system.configure(kind, inputs: try RunCommand.inputs(parsed, action: action))
        }
        try context.storage().put(configuration, name: configuration.kind, namespace: namespace)
        if context.console.json {
            context.console.json(
                .object([
                    "configured": .string(configuration.kind), "intent": .string(configuration.intent),
                    "values": .object(configuration.values),
                ]))
        } else {
            let values = configuration.values.keys.sorted().map { "\($0) = \(display(configuration.values[$0]!))" }
            context.console.line(
                "Configured \(configuration.kind)" + (values.isEmpty ? "." : ": \(values.joined(separator: ", ")).")
            )
        }
        return .success
    }

    /// Runs `body`; a `needsInput` failure is reported without the hints about terminals (a
    /// widget never asks), and for a button without the hints on passing the value (a button's
    /// values cannot be given on the command line).
    static func noPrompts<T>(hint: String?, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as IntentSystemError where error.code == .needsInput {
            var failure = Failure(error)
            failure.hints.removeAll {
                $0.contains("terminal")
                    || (hint != nil && ($0.hasPrefix("pass it with") || $0.hasPrefix("for example")))
            }
            if let hint { failure.hints.append(hint) }
            throw failure
        }
    }

    /// A stored value as people read it: an entity by its identifier, text without quotes.
    static func display(_ value: JSONValue) -> String {
        if let id = value["id"]?.stringValue { return id }
        if let text = value.stringValue { return text }
        if let list = value.arrayValue { return list.map(display).joined(separator: ", ") }
        return value.description
    }

    /// The stored configuration of `kind`, or an error saying how to make one.
    static func stored(_ kind: String, system: WidgetSystem, in context: HostContext) throws -> WidgetConfiguration {
        let widget = try system.widget(kind)
        let document: WidgetConfiguration?
        do {
            document = try context.storage().get(WidgetConfiguration.self, name: widget.kind, namespace: namespace)
        } catch let error as DecodingError {
            throw HostError(
                .internal, "the stored configuration of \(widget.kind) is unreadable: \(error)", given: widget.kind,
                hints: ["configure it again with '\(context.program) widgets configure \(widget.kind) …'"])
        }
        guard let document else {
            throw IntentSystemError(
                .notFound,
                "\(widget.kind) is not configured; configure it with "
                    + "'\(context.program) widgets configure \(widget.kind) --PARAMETER VALUE'",
                given: widget.kind)
        }
        return document
    }

    static func show(
        _ kind: String, format: SnippetFormat, system: WidgetSystem, in context: HostContext
    )
        async throws -> ExitCode
    {
        let configuration = try stored(kind, system: system, in: context)
        let (node, actions) = try await system.render(configuration)
        let renderer = SnippetRenderer(width: context.console.width)
        let drawn = format.render(node, with: renderer)
        if context.console.json {
            context.console.json(
                .object([
                    "kind": .string(configuration.kind), "values": .object(configuration.values),
                    "view": .string(drawn), "actions": .array(actions.map { .string($0.label) }),
                ]))
            return .success
        }
        var lines = [drawn]
        if !actions.isEmpty {
            lines.append("")
            lines += actions.enumerated().map { index, action in
                "\(index + 1). \(action.label)\(action.isToggle ? " (toggle)" : "")"
            }
        }
        context.console.line(lines.joined(separator: "\n"))
        return .success
    }

    static func press(
        _ kind: String, action: String, system: WidgetSystem, in context: HostContext
    ) async throws
        -> ExitCode
    {
        let configuration = try stored(kind, system: system, in: context)
        let (pressed, outcome) = try await noPrompts(
            hint: "run the intent itself with '\(context.program) run', or configure a button that carries every value"
        ) {
            try await system.press(configuration, action: action, caller: context.caller)
        }
        if context.console.json {
            context.console.json(
                .object([
                    "pressed": .string(pressed.label), "kind": .string(configuration.kind),
                    "outcome": outcome.json(renderer: SnippetRenderer(width: context.console.width)),
                ]))
        } else {
            let printer = OutcomePrinter(console: context.console)
            let lines = printer.lines(outcome, renderer: SnippetRenderer(width: context.console.width))
            context.console.line(
                (["Pressed '\(pressed.label)' (\(outcome.intent))."] + lines).joined(separator: "\n"))
        }
        return .success
    }
}
