import AppIntentsMetadata
import Foundation
import IntentStore

/// `APP shortcuts save/list/show/delete`: the library of saved shortcuts, kept in the system store.
enum ShortcutLibraryCommands {
    static let namespace = "shortcuts"

    /// Checks a shortcut file and saves it under its name (or `name`).
    static func save(_ path: String, name: String?, in context: HostContext) async throws -> ExitCode {
        var shortcut = try ShortcutFileCommands.load(path)
        if let name { shortcut.name = name }
        guard !shortcut.name.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw HostError(.usage, "the shortcut has no name; pass --name NAME", given: path)
        }
        let catalog = try await context.catalog()
        let problems = ShortcutChecker(
            apps: ShortcutFileCommands.apps(context, metadata: catalog.metadata),
            conversions: SystemValueConversions(catalogs: [catalog])
        ).check(shortcut)
        if !problems.isEmpty {
            throw IntentSystemError(
                .invalidValue,
                "'\(shortcut.name)' was not saved; it does not match \(context.app.name):\n"
                    + problems.map { "  \($0)" }.joined(separator: "\n"),
                given: path)
        }
        try context.storage().put(try shortcut.encoded(), name: shortcut.name, namespace: namespace)
        if context.console.json {
            context.console.json(
                .object(["saved": .string(shortcut.name), "actions": .number(Double(shortcut.actions.count))]))
        } else {
            context.console.line("Saved '\(shortcut.name)' (\(shortcut.actions.count) actions).")
        }
        return .success
    }

    static func list(in context: HostContext) throws -> ExitCode {
        let documents = try context.storage().documents(namespace: namespace)
        let shortcuts = documents.compactMap { document -> (String, ShortcutFile?) in
            (document.name, try? ShortcutFile.decode(document.json, source: document.name))
        }
        if context.console.json {
            context.console.json(
                .array(
                    shortcuts.map { name, file in
                        .object([
                            "name": .string(name), "actions": file.map { .number(Double($0.actions.count)) } ?? .null,
                        ])
                    }))
        } else if shortcuts.isEmpty {
            context.console.line("No saved shortcuts. Save one with '\(context.program) shortcuts save FILE'.")
        } else {
            context.console.line(
                shortcuts.map { name, file in
                    "\(name)  (\(file.map { "\($0.actions.count) actions" } ?? "unreadable"))"
                }.joined(separator: "\n"))
        }
        return .success
    }

    /// The saved shortcut named `name`, or an error with the closest names.
    static func load(_ name: String, in context: HostContext) throws -> ShortcutFile {
        let storage = try context.storage()
        guard let document = try storage.document(name: name, namespace: namespace) else {
            let names = try storage.documents(namespace: namespace).map(\.name)
            throw IntentSystemError(
                .notFound,
                "no saved shortcut named '\(name.clipped)'." + Suggestions.didYouMean(name, among: names),
                given: name, candidates: Suggestions.closest(to: name, among: names))
        }
        do {
            return try ShortcutFile.decode(document.json, source: "saved shortcut '\(name)'")
        } catch let error as ShortcutFileError {
            throw HostError(.internal, error.description, given: name)
        }
    }

    static func show(_ name: String, in context: HostContext) throws -> ExitCode {
        let shortcut = try load(name, in: context)
        context.console.line(String(decoding: try shortcut.encoded(), as: UTF8.self))
        return .success
    }

    static func delete(_ name: String, in context: HostContext) throws -> ExitCode {
        guard try context.storage().deleteDocument(name: name, namespace: namespace) else {
            _ = try load(name, in: context)
            return .usage
        }
        if context.console.json {
            context.console.json(.object(["deleted": .string(name)]))
        } else {
            context.console.line("Deleted '\(name)'.")
        }
        return .success
    }
}
