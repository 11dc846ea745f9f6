import AppIntentsMetadata
import Foundation
import TestSupport
import Testing

/// `metadata show` and `metadata diff` on what an iOS build produces: a Metadata.appintents, an
/// .app with extensions, an .ipa; through the built executable.
@Suite(.ownThreads) struct MetadataInputTests {
    static let fixtures = Reviewer.root.appendingPathComponent("Tests/AppIntentsMetadataTests/Fixtures")

    /// A temporary folder, removed afterwards.
    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "metadata-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// Puts `fixture` at `folder/relative/Metadata.appintents/extract.actionsdata`.
    func place(_ fixture: String, in folder: URL, at relative: String) throws {
        let bundle = folder.appendingPathComponent(relative).appendingPathComponent("Metadata.appintents")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent(fixture + ".actionsdata"),
            to: bundle.appendingPathComponent("extract.actionsdata"))
    }

    /// `zip -r NAME.ipa Payload` in `folder`.
    func zip(_ folder: URL, into name: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/zip")
        process.arguments = ["-qr", name, "Payload"]
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func reorderedCasesOfAnIntBackedEnumAreBreaking() throws {
        let enumeration = { (cases: String) in
            """
            import AppIntents

            enum RepeatMode: Int, AppEnum {
            \(cases)
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Repeat"
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.single: "One", .all: "All", .off: "Off"]
            }

            struct SetRepeatIntent: AppIntent {
                static let title: LocalizedStringResource = "Set repeat"
                @Parameter(title: "Mode") var mode: RepeatMode
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        }
        try withFolder { folder in
            for (version, cases) in [
                ("v1", "    case single\n    case all\n    case off"),
                ("v2", "    case all\n    case single\n    case off"),
            ] {
                let source = folder.appendingPathComponent("\(version)/Repeat.swift")
                try FileManager.default.createDirectory(
                    at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
                try enumeration(cases).write(to: source, atomically: true, encoding: .utf8)
                let run = try Reviewer.run(
                    ["metadata", "extract", version, "--output", "out-\(version)", "--module", "Player"],
                    in: folder.path)
                #expect(run.status == 0, "\(run.error)")
            }
            let diff = try Reviewer.run(["metadata", "diff", "out-v1", "out-v2"], in: folder.path)
            #expect(diff.status == 1)
            #expect(
                diff.output.contains(
                    "breaking: enum RepeatMode: raw value '0' now means \"All\" (it meant \"One\"; \"All\" was '1')"),
                "\(diff.output)")
            #expect(diff.output.hasSuffix("2 changes: 2 breaking, 0 safe\n"))
        }
    }

    @Test func showJSONPrintsTheDocumentAsRead() throws {
        let file = Self.fixtures.appendingPathComponent("unknown-members.actionsdata")
        let run = try Reviewer.run(["metadata", "show", "--json", file.path], in: "/")
        #expect(run.status == 0, "\(run.error)")
        #expect(try JSONValue.parse(run.output) == JSONValue.parse(String(contentsOf: file, encoding: .utf8)))
    }

    @Test func anAppShowsItsOwnMetadataAndEachExtensions() throws {
        try withFolder { folder in
            try place("shortcuts", in: folder, at: "Kettle.app")
            try place("system-protocols", in: folder, at: "Kettle.app/PlugIns/KettleWidgets.appex")
            let run = try Reviewer.run(["metadata", "show", "Kettle.app"], in: folder.path)
            #expect(run.status == 0, "\(run.error)")
            #expect(
                run.output.hasPrefix("== Metadata.appintents\nMetadata: format 3.0, written by xcode-tools 17C528\n"))
            #expect(run.output.contains("\n== PlugIns/KettleWidgets.appex/Metadata.appintents\n"))
            #expect(run.output.contains("  KettleControlConfiguration \"Kettle Control\""))
            let json = try Reviewer.run(["metadata", "show", "--json", "Kettle.app"], in: folder.path)
            let document = try JSONValue.parse(json.output)
            #expect(
                document.objectValue.map { Set($0.keys) } == [
                    "Metadata.appintents", "PlugIns/KettleWidgets.appex/Metadata.appintents",
                ])
        }
    }

    @Test func twoIPAsAreComparedBundleByBundle() throws {
        try withFolder { folder in
            let old = folder.appendingPathComponent("old")
            let new = folder.appendingPathComponent("new")
            try place("shortcuts", in: old, at: "Payload/Kettle.app")
            try place("system-protocols", in: old, at: "Payload/Kettle.app/PlugIns/KettleWidgets.appex")
            try place("shortcuts", in: new, at: "Payload/Kettle.app")
            try zip(old, into: "Kettle.ipa")
            try zip(new, into: "Kettle.ipa")
            let show = try Reviewer.run(["metadata", "show", "new/Kettle.ipa"], in: folder.path)
            #expect(show.status == 0, "\(show.error)")
            #expect(show.output.contains("  BoilWaterIntent \"Boil Water\""))
            let diff = try Reviewer.run(["metadata", "diff", "old/Kettle.ipa", "new/Kettle.ipa"], in: folder.path)
            #expect(diff.status == 1)
            #expect(
                diff.output.contains(
                    "breaking: PlugIns/KettleWidgets.appex/Metadata.appintents removed; saved shortcuts that use its intents break"
                ),
                "\(diff.output)")
            let same = try Reviewer.run(["metadata", "diff", "old/Kettle.ipa", "old/Kettle.ipa"], in: folder.path)
            #expect(same.status == 0)
            #expect(same.output == "no changes\n")
        }
    }

    @Test func whatIsNotMetadataIsAClearError() throws {
        try withFolder { folder in
            try "not a zip".write(to: folder.appendingPathComponent("Broken.ipa"), atomically: true, encoding: .utf8)
            let broken = try Reviewer.run(["metadata", "show", "Broken.ipa"], in: folder.path)
            #expect(broken.status == 2)
            #expect(broken.error.contains("Broken.ipa: not a zip archive"), "\(broken.error)")
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Empty.app"), withIntermediateDirectories: true)
            let empty = try Reviewer.run(["metadata", "show", "Empty.app"], in: folder.path)
            #expect(empty.status == 2)
            #expect(empty.error.contains("Empty.app: no Metadata.appintents inside"), "\(empty.error)")
        }
    }
}
