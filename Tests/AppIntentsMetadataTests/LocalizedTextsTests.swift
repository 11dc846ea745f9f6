import AppIntentsMetadata
import Foundation
import Testing

/// The texts of an app's string tables, which `metadata show` prints where the document holds
/// keys: a built bundle's compiled tables, or the catalogs of its source.
@Suite struct LocalizedTextsTests {
    /// A temporary folder with `files` (text, or data for a binary table), removed afterwards.
    func withFiles(_ files: [String: Data], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("texts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, data) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        try body(folder)
    }

    static func binary(_ table: [String: String]) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: table, format: .binary, options: 0)
    }

    @Test func aBundleReadsItsDevelopmentLanguagesTablesLocalizableFirst() throws {
        let files: [String: Data] = [
            "Outline.app/Info.plist": try Self.binary(["CFBundleDevelopmentRegion": "de"]),
            // Compiled tables: UTF-16 text with a comment, and a binary property list.
            "Outline.app/de.lproj/Localizable.strings":
                "/* Edit Rows */\n\"intent.title.edit-rows\" = \"Zeilen bearbeiten\";\n".data(using: .utf16)!,
            "Outline.app/de.lproj/AppIntents.strings": try Self.binary([
                "intent.title.edit-rows": "Overridden", "label.text.row-name": "Zeile",
            ]),
            "Outline.app/Base.lproj/Localizable.strings": Data("\"only.in.base\" = \"Basis\";".utf8),
            "Outline.app/en.lproj/Localizable.strings": Data("\"intent.title.edit-rows\" = \"Edit Rows\";".utf8),
            "Outline.app/de.lproj/Broken.strings": Data("not a table".utf8),
        ]
        try withFiles(files) { folder in
            let texts = LocalizedTexts.inBundle(folder.appendingPathComponent("Outline.app"))
            #expect(texts.language == "de")
            #expect(
                texts.tables == [
                    "de.lproj/Localizable.strings", "de.lproj/AppIntents.strings", "Base.lproj/Localizable.strings",
                ])
            #expect(texts.text(for: "intent.title.edit-rows") == "Zeilen bearbeiten")
            #expect(texts.text(for: "label.text.row-name") == "Zeile")
            #expect(texts.text(for: "only.in.base") == "Basis")
            // A literal title is its own key.
            #expect(texts.readable(LocalizedText("Open Outline")) == "Open Outline")
            #expect(texts.readable(LocalizedText("label.text.row-name")) == "Zeile")
        }
    }

    @Test func aBundleWithoutADeclaredRegionReadsEnglish() throws {
        let files: [String: Data] = [
            "A.app/fr.lproj/Localizable.strings": Data("\"k\" = \"Ouvrir\";".utf8),
            "A.app/en.lproj/Localizable.strings": Data("\"k\" = \"Open\";".utf8),
        ]
        try withFiles(files) { folder in
            let texts = LocalizedTexts.inBundle(folder.appendingPathComponent("A.app"))
            #expect(texts.language == "en" && texts.text(for: "k") == "Open")
            #expect(LocalizedTexts.inBundle(folder).count == 0)
        }
    }

    @Test func catalogsGiveTheirSourceLanguagesTexts() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "intent.title.edit-rows": {"comment": "Edit Rows", "localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Zeilen bearbeiten"}},
                "en": {"stringUnit": {"state": "translated", "value": "Edit Rows"}}}},
              "intent.summary.set-${detail}-of-${rows}": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Set ${detail} of ${rows}"}}}},
              "label.count-%lld": {"localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld row"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld rows"}}}}}}},
              "Open Outline": {}
            }}
            """
        let files: [String: Data] = [
            "Sources/App/Resources/Localizable.xcstrings": Data(catalog.utf8),
            "Sources/App/Resources/en.lproj/AppIntents.strings": Data("\"label.text.row-name\" = \"Row\";".utf8),
            "Sources/App/Resources/ja.lproj/AppIntents.strings": Data("\"label.text.row-name\" = \"行\";".utf8),
            "Sources/App/.build/Other.xcstrings": Data("not JSON".utf8),
        ]
        try withFiles(files) { folder in
            let texts = try LocalizedTexts.inCatalogs(at: folder.appendingPathComponent("Sources"))
            #expect(texts.language == "en")
            #expect(
                texts.tables == ["App/Resources/Localizable.xcstrings", "App/Resources/en.lproj/AppIntents.strings"])
            #expect(texts.text(for: "intent.title.edit-rows") == "Edit Rows")
            #expect(texts.text(for: "intent.summary.set-${detail}-of-${rows}") == "Set ${detail} of ${rows}")
            #expect(texts.text(for: "label.count-%lld") == "%lld rows")
            #expect(texts.text(for: "label.text.row-name") == "Row")
            #expect(texts.text(for: "Open Outline") == nil)
            // One file given by name.
            let one = try LocalizedTexts.inCatalogs(
                at: folder.appendingPathComponent("Sources/App/Resources/ja.lproj/AppIntents.strings"))
            #expect(one.text(for: "label.text.row-name") == "行")
            // Texts given first win over a bundle's.
            #expect(texts.merging(one).text(for: "label.text.row-name") == "Row")
            #expect(one.merging(texts).text(for: "intent.title.edit-rows") == "Edit Rows")
        }
    }

    @Test func whatIsNoCatalogIsAnErrorNamingTheFile() throws {
        let files: [String: Data] = [
            "Bad/Localizable.xcstrings": Data("{\"strings\": 3}".utf8),
            "Worse/en.lproj/Localizable.strings": Data("\"unterminated = ".utf8),
            "notes.txt": Data("hello".utf8),
        ]
        try withFiles(files) { folder in
            let cases: [(String, String)] = [
                ("Bad", "Bad/Localizable.xcstrings: not a string catalog"),
                ("Worse", "Worse/en.lproj/Localizable.strings: not a strings file"),
                ("notes.txt", "notes.txt: not a string catalog (expected a .xcstrings or .strings file)"),
                ("missing", "missing: no such file or folder"),
            ]
            for (path, message) in cases {
                let error = #expect(throws: MetadataError.self) {
                    try LocalizedTexts.inCatalogs(at: folder.appendingPathComponent(path))
                }
                #expect(error?.description.contains(message) == true, "\(String(describing: error))")
            }
        }
    }
}
