import AppIntentsMetadata
import Foundation

/// `APP metadata [--output DIR]`: the app's `Metadata.appintents`, as Apple's tools write it.
enum MetadataCommand: HostCommand {
    static let name = "metadata"
    static let abstract = "Write Metadata.appintents (extract.actionsdata and version.json)."
    static let arguments = "[--output DIR]"
    static let discussion = """
        With --output, writes DIR/Metadata.appintents/extract.actionsdata and version.json (DIR may
        also name the Metadata.appintents folder itself). Without it, prints extract.actionsdata.
        """
    static let options = [
        OptionSpec(
            "output", aliases: ["o"], .value(placeholder: "DIR"), help: "The folder to write Metadata.appintents in.")
    ]

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let parsed = try parse(arguments)
        _ = try positionals(parsed, [], program: context.program)
        let metadata = try await context.catalog().metadata
        let console = context.console
        guard let output = try parsed.value("output") else {
            console.line(String(decoding: try MetadataBundle.encode(metadata), as: UTF8.self))
            return .success
        }
        let written: URL
        do {
            written = try MetadataBundle(actions: metadata).write(to: URL(fileURLWithPath: output))
        } catch {
            throw HostError(.unwritable, String(describing: error), given: output)
        }
        let counts: [(String, String, Int)] = [
            ("intents", "intent", metadata.actions.count), ("entities", "entity", metadata.entities.count),
            ("queries", "query", metadata.queries.count), ("enums", "enum", metadata.enums.count),
            ("shortcuts", "App Shortcut", metadata.autoShortcuts.count),
        ]
        if console.json {
            var object: [String: JSONValue] = ["path": .string(written.path)]
            for (name, _, count) in counts { object[name] = .number(Double(count)) }
            console.json(.object(object))
        } else {
            let summary = counts.map { "\($0.2) " + ($0.2 == 1 ? $0.1 : $0.0 == "shortcuts" ? "App Shortcuts" : $0.0) }
                .joined(separator: ", ")
            console.line("Wrote \(written.path) (\(summary))")
        }
        return .success
    }
}
