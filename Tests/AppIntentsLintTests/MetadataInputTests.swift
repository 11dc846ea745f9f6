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

    /// Writes `text` at `folder/relative`, making the folders on the way.
    func write(_ data: Data, in folder: URL, at relative: String) throws {
        let file = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    /// The summary shows the texts the bundle's compiled string tables give the document's keys,
    /// in its development language, in an .app and in an .ipa; `--json` keeps the keys, as
    /// Apple's file has them.
    @Test func showPrintsTheTextsOfTheBundlesStringTables() throws {
        try withFolder { folder in
            try place("shortcuts", in: folder, at: "Payload/Kettle.app")
            let table = try PropertyListSerialization.data(
                fromPropertyList: ["Boil Water": "Boil the Water", "Tea Kind": "Kind of Tea"], format: .binary,
                options: 0)
            try write(table, in: folder, at: "Payload/Kettle.app/en.lproj/Localizable.strings")
            try write(
                Data(#""Boil water with ${applicationName}" = "Boil some water with ${applicationName}";"#.utf8),
                in: folder, at: "Payload/Kettle.app/en.lproj/AppShortcuts.strings")
            try write(
                Data(#""Boil Water" = "Faire bouillir";"#.utf8), in: folder,
                at: "Payload/Kettle.app/fr.lproj/Localizable.strings")
            let show = try Reviewer.run(["metadata", "show", "Payload/Kettle.app"], in: folder.path)
            #expect(show.status == 0, "\(show.error)")
            #expect(
                show.output.contains("Texts: en, from en.lproj/Localizable.strings, en.lproj/AppShortcuts.strings\n"),
                "\(show.output)")
            #expect(show.output.contains("  BoilWaterIntent \"Boil the Water\""))
            #expect(show.output.contains("    Boil some water with ${applicationName}\n"))
            #expect(show.output.contains("  TeaKind \"Kind of Tea\" (Int)"))
            // A key no table has is shown as it is.
            #expect(show.output.contains("    Make ${kind} tea in ${applicationName}\n"))
            let json = try Reviewer.run(["metadata", "show", "--json", "Payload/Kettle.app"], in: folder.path)
            let fixture = Self.fixtures.appendingPathComponent("shortcuts.actionsdata")
            #expect(try JSONValue.parse(json.output) == JSONValue.parse(String(contentsOf: fixture, encoding: .utf8)))
            try zip(folder, into: "Kettle.ipa")
            let ipa = try Reviewer.run(["metadata", "show", "Kettle.ipa"], in: folder.path)
            #expect(ipa.status == 0, "\(ipa.error)")
            #expect(ipa.output.contains("  BoilWaterIntent \"Boil the Water\""), "\(ipa.output)")
        }
    }

    /// An app's source: a keyed title, parameter and summary whose texts are in its string catalog,
    /// and an entity property without a title. What `metadata extract` writes shows the keys; with
    /// `--strings` the summary shows the catalog's texts.
    @Test func showTakesTheTextsOfTheSourcesCatalogs() throws {
        let source = #"""
            import AppIntents
            struct RowEntity: AppEntity {
                static let typeDisplayRepresentation = TypeDisplayRepresentation(
                    name: LocalizedStringResource("label.text.row-name", defaultValue: "Row", table: "AppIntents"))
                static let defaultQuery = RowQuery()
                var id: String
                @Property(title: LocalizedStringResource("label.text.topic", comment: "Topic")) var topic: String?
                @Property var dueDate: Date?
                @Property(title: LocalizedStringResource("label.text.note", defaultValue: "Note")) var note: String?
                var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: topic ?? "") }
            }
            struct RowQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [RowEntity] { [] }
            }
            struct RemoveRowsIntent: AppIntent {
                static let title = LocalizedStringResource("intent.title.remove-rows", comment: "Remove Rows")
                @Parameter(title: LocalizedStringResource("intent.parameter.rows", comment: "Rows"))
                var rows: [RowEntity]
                static var parameterSummary: some ParameterSummary {
                    Summary("intent.summary.remove-\(\.$rows)")
                }
                func perform() async throws -> some IntentResult { .result() }
            }
            """#
        let catalog = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "intent.title.remove-rows": {"comment": "Remove Rows",
                "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Remove Rows"}}}},
              "intent.parameter.rows": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Rows"}}}},
              "intent.summary.remove-${rows}": {
                "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Remove ${rows}"}}}},
              "label.text.topic": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Topic"}}}}
            }}
            """#
        try withFolder { folder in
            try write(Data(source.utf8), in: folder, at: "Outline/Intents.swift")
            try write(Data(catalog.utf8), in: folder, at: "Outline/Resources/Localizable.xcstrings")
            try write(
                Data(#""label.text.row-name" = "Row";"#.utf8), in: folder,
                at: "Outline/Resources/en.lproj/AppIntents.strings")
            let extract = try Reviewer.run(
                ["metadata", "extract", "Outline", "--output", "build"], in: folder.path)
            #expect(extract.status == 0, "\(extract.error)")
            let keys = try Reviewer.run(["metadata", "show", "build"], in: folder.path)
            #expect(keys.output.contains("  RemoveRowsIntent \"intent.title.remove-rows\"\n"), "\(keys.output)")
            #expect(keys.output.contains("    note: String? \"label.text.note\"\n"), "\(keys.output)")
            let show = try Reviewer.run(["metadata", "show", "build", "--strings", "Outline"], in: folder.path)
            #expect(show.status == 0, "\(show.error)")
            let expected = [
                "Texts: en, from Resources/Localizable.xcstrings, Resources/en.lproj/AppIntents.strings, default values in source\n",
                "  RemoveRowsIntent \"Remove Rows\"\n", "    summary: Remove ${rows}\n",
                "    rows: [RowEntity], required \"Rows\"\n", "  RowEntity \"Row\", query RowQuery\n",
                "    topic: String? \"Topic\"\n", "    dueDate: Date? \"Due Date\"\n",
                // A key no catalog has, with a default value in the source.
                "    note: String? \"Note\"\n",
            ]
            for line in expected { #expect(show.output.contains(line), "\(line)\n\(show.output)") }
            let missing = try Reviewer.run(["metadata", "show", "build", "--strings", "Nowhere"], in: folder.path)
            #expect(missing.status == 2)
            #expect(missing.error.contains("Nowhere: no such file or folder"), "\(missing.error)")
            try write(Data("{".utf8), in: folder, at: "Broken/Localizable.xcstrings")
            let broken = try Reviewer.run(["metadata", "show", "build", "--strings", "Broken"], in: folder.path)
            #expect(broken.status == 2)
            #expect(broken.error.contains("Broken/Localizable.xcstrings: not a string catalog"), "\(broken.error)")
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
