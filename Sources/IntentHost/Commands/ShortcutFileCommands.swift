import AppIntentsMetadata
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `APP shortcuts run FILE` and `APP shortcuts check FILE`: saved multi-step shortcuts.
enum ShortcutFileCommands {
    /// Reads a shortcut file (or `-` for standard input), refusing hostile files clearly.
    static func load(_ path: String) throws -> ShortcutFile {
        let data =
            path == "-"
            ? try BoundedInput.readAll(STDIN_FILENO, source: "standard input") : try BoundedInput.readFile(path)
        do {
            return try ShortcutFile.decode(data, source: path == "-" ? "standard input" : path)
        } catch let error as ShortcutFileError {
            throw HostError(
                .usage, error.description, given: path, hints: ["the format is described in docs/SHORTCUTS.md"])
        }
    }

    static func apps(_ context: HostContext, metadata: ActionsData) -> ShortcutApps {
        ShortcutApps([.init(name: context.app.name, synonyms: context.app.synonyms, metadata: metadata)])
    }

    /// Lists every problem — against the metadata, the caller's authentication, and the saved
    /// entities as the app has them now (gone, or under another title) — exit 1 when there is one.
    static func check(_ shortcut: ShortcutFile, in context: HostContext) async throws -> ExitCode {
        let executor = try await context.executor()
        var problems = ShortcutChecker(
            apps: apps(context, metadata: executor.catalog.metadata), caller: context.caller,
            conversions: SystemValueConversions(catalogs: [executor.catalog])
        ).check(shortcut)
        problems += try await runner(executor, in: context).changedEntities(of: shortcut).map(\.problem)
        if context.console.json {
            context.console.json(
                .object([
                    "shortcut": .string(shortcut.name), "ok": .bool(problems.isEmpty),
                    "problems": .array(
                        problems.map { .object(["location": .string($0.location), "message": .string($0.message)]) }),
                ]))
        } else if problems.isEmpty {
            context.console.line("\(shortcut.name): ok (\(shortcut.actions.count) actions)")
        } else {
            context.console.line(
                (["\(shortcut.name): \(problems.count) problem\(problems.count == 1 ? "" : "s")"]
                    + problems.map { "  \($0)" }).joined(separator: "\n"))
        }
        return problems.isEmpty ? .success : .intentFailed
    }

    static func runner(_ executor: Executor, in context: HostContext) -> ShortcutRunner {
        ShortcutRunner(
            executors: [
                (
                    .init(name: context.app.name, synonyms: context.app.synonyms, metadata: executor.catalog.metadata),
                    executor
                )
            ],
            caller: context.caller, askForStaleEntities: context.mayAsk)
    }

    /// Runs the shortcut, printing each action's dialog, or fails naming the action.
    static func run(
        _ shortcut: ShortcutFile, input: String?, confirmAll: Bool, in context: HostContext
    ) async throws
        -> ExitCode
    {
        let runner = runner(try await context.executor(), in: context)
        let report: ShortcutReport
        do {
            report = try await runner.run(
                shortcut, input: input.map(IntentInput.text), interaction: context.interaction(confirmAll: confirmAll))
        } catch let error as ShortcutRunError {
            var failure = IntentSystemError(
                [.needsInput, .notAuthorized].contains(error.underlying.code) ? error.underlying.code : .intentFailed,
                error.description, parameter: error.underlying.parameter, given: error.underlying.given,
                candidates: error.underlying.candidates)
            failure.pendingRequest = error.underlying.pendingRequest
            throw failure
        }
        if context.console.json {
            context.console.json(
                .object([
                    "shortcut": .string(shortcut.name),
                    "steps": .array(
                        report.steps.map { step in
                            .object([
                                "action": .string(step.location), "title": .string(step.title),
                                "dialog": step.dialog.map(JSONValue.string) ?? .null,
                                "value": step.valueText.map(JSONValue.string) ?? .null,
                            ])
                        }),
                    "output": report.output.json,
                ]))
        } else {
            let lines = report.steps.map { step -> String in
                let said = step.dialog ?? step.valueText ?? "done"
                return "\(step.location) \(step.title): \(said)"
            }
            context.console.line(lines.isEmpty ? "\(shortcut.name): nothing to run" : lines.joined(separator: "\n"))
        }
        return .success
    }
}
