import AppIntentsMetadata
import Foundation
import IntentStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `APP index`: rebuilds the Spotlight index from the app's queries.
enum IndexCommand: HostCommand {
    static let name = "index"
    static let abstract = "Rebuild the Spotlight index from the app's entity queries."
    static let arguments = "[ENTITY ID...] [--batch-size N]"
    static let discussion = """
        Every IndexedEntity type is indexed again: all its entities when its query is enumerable,
        else its suggested entities; what the type had in the index before is replaced. A type
        whose query is an IndexedEntityQuery indexes itself (reindexAllEntities). Records are
        written in batches, each committed with a client state saying how far the rebuild got. A
        progress bar is drawn on a terminal; otherwise a line per type is printed.

        Given an entity type and identifiers, only those entities are indexed again, and those
        that no longer exist are removed (an IndexedEntityQuery does it: reindexEntities).
        """
    static let options = [
        OptionSpec("batch-size", .value(placeholder: "N"), help: "Entities per batch (default 100).")
    ]

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let parsed = try parse(arguments)
        if let type = parsed.positionals.first {
            return try await refresh(type, identifiers: Array(parsed.positionals.dropFirst()), in: context)
        }
        var batchSize = 100
        if let text = try parsed.value("batch-size") {
            guard let value = Int(text), value > 0, value <= 100_000 else {
                throw HostError(
                    .usage, "--batch-size takes a whole number from 1 to 100000, got '\(text.clipped)'", given: text)
            }
            batchSize = value
        }
        let catalog = try await context.catalog()
        let storage = try context.installSystemHooks()
        let console = context.console
        let bar = !console.json && isatty(STDOUT_FILENO) == 1
        let summary = try await SpotlightIndexer(index: storage).rebuild(catalog, batchSize: batchSize) {
            type, done, total in
            if bar {
                console.overwriteLine(progressLine(type, done: done, total: total, width: console.width))
                if done == total { console.prompt("\n") }
            } else if !console.json, done == total {
                console.line("\(type): \(total) indexed")
            }
        }
        let state = String(decoding: summary.clientState, as: UTF8.self)
        if console.json {
            console.json(
                .object([
                    "counts": .object(summary.counts.mapValues { .number(Double($0)) }),
                    "total": .number(Double(summary.total)), "batches": .number(Double(summary.batches)),
                    "clientState": .string(state),
                ]))
        } else if summary.counts.isEmpty {
            console.line("\(context.app.name) declares no IndexedEntity types; nothing to index.")
        } else {
            console.line(
                "Indexed \(summary.total) entities of \(summary.counts.count) types in \(summary.batches) batches "
                    + "(client state: \(state)).")
        }
        return .success
    }

    /// `APP index ENTITY ID…`: those entities again.
    static func refresh(_ name: String, identifiers: [String], in context: HostContext) async throws -> ExitCode {
        let catalog = try await context.catalog()
        let type = try FindCommand.entity(named: name, in: catalog.metadata).identifier
        guard !identifiers.isEmpty else {
            throw HostError(
                .usage,
                "'index \(type)' needs the identifiers of the entities to index again: "
                    + "\(context.program) index \(type) ID...", hints: ["see '\(context.program) index --help'"])
        }
        let storage = try context.installSystemHooks()
        let summary = try await SpotlightIndexer(index: storage).refresh(catalog, type: type, identifiers: identifiers)
        let console = context.console
        if console.json {
            console.json(
                .object([
                    "type": .string(type), "byQuery": .bool(summary.byQuery),
                    "indexed": .number(Double(summary.indexed)),
                    "removed": .array(summary.removed.map(JSONValue.string)),
                ]))
        } else if summary.byQuery {
            console.line("\(type): its query indexed \(identifiers.count) identifiers again.")
        } else {
            var line = "\(type): \(summary.indexed) indexed"
            if !summary.removed.isEmpty {
                line +=
                    ", \(summary.removed.count) removed (no longer there: \(summary.removed.joined(separator: ", ")))"
            }
            console.line(line + ".")
        }
        return .success
    }

    /// `SoupEntity [##########----------]  12/24`, fitted to `width`.
    static func progressLine(_ type: String, done: Int, total: Int, width: Int) -> String {
        let counts = " \(done)/\(total)"
        let room = max(10, min(40, width - type.count - counts.count - 4))
        let filled = total == 0 ? room : room * done / total
        return "\(type) [" + String(repeating: "#", count: filled) + String(repeating: "-", count: room - filled)
            + "]" + counts
    }
}
