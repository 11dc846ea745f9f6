internal import AppIntentsShared
import Foundation

/// The texts an app's string tables give its keys in one language: what a person reads where the
/// metadata document holds a key (`{"key": "intent.title.open"}` is "Open Outline").
///
/// Apple's `extract.actionsdata` keeps each text as its key only; the text is in the bundle's
/// string tables (`en.lproj/Localizable.strings`, compiled from a `.xcstrings` catalog) or, for a
/// document extracted from source, in the app's catalogs. A literal title is its own key, so a
/// key no table has is shown as it is.
public struct LocalizedTexts: Sendable, Equatable {
    /// The language of the texts (`en`); `nil` when nothing was read.
    public private(set) var language: String?
    /// The tables read, first to last, as paths relative to where they were looked for
    /// (`en.lproj/Localizable.strings`); a key in several takes the first one's text.
    public private(set) var tables: [String] = []
    private var texts: [String: String] = [:]

    /// No texts: every key reads as itself.
    public init() {}

    /// `texts` by key, in `language`, read from `source` (a table's path, or what else gave them).
    public init(_ texts: [String: String], language: String?, from source: String) {
        self.language = language
        self.tables = texts.isEmpty ? [] : [source]
        self.texts = texts
    }

    /// How many keys have a text.
    public var count: Int { texts.count }

    /// The text of `key`, if a table has it.
    public func text(for key: String) -> String? { texts[key] }

    /// What a person reads for `text`: its key's text, else the key (for a literal, the text).
    public func readable(_ text: LocalizedText) -> String { texts[text.key] ?? text.key }

    /// These texts, then `other`'s for the keys these lack.
    public func merging(_ other: LocalizedTexts) -> LocalizedTexts {
        var merged = self
        merged.language = language ?? other.language
        merged.tables += other.tables
        merged.texts.merge(other.texts) { mine, _ in mine }
        return merged
    }

    private mutating func add(_ table: [String: String], from path: String) {
        tables.append(path)
        texts.merge(table) { first, _ in first }
    }
}

extension LocalizedTexts {
    /// The string tables of the bundle whose resources are in `folder` (an `.app` or `.appex`, or
    /// `Contents/Resources` of a macOS bundle): every `.strings` file of its development language
    /// (`CFBundleDevelopmentRegion` in its `Info.plist`, else `en`), `Localizable` first, then
    /// `Base.lproj`'s for the keys those lack. A table that does not read is passed over: the
    /// summary falls back to keys.
    public static func inBundle(_ folder: URL) -> LocalizedTexts {
        let manager = FileManager.default
        let folders = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        let languages = folders.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }
        guard !languages.isEmpty else { return LocalizedTexts() }
        let declared = developmentRegion(near: folder)
        let language =
            [declared, "en", "English"].compactMap { $0 }.first(where: languages.contains)
            ?? languages.filter { $0 != "Base" }.sorted().first ?? "Base"
        var texts = LocalizedTexts()
        texts.language = language == "Base" ? declared ?? language : language
        for name in language == "Base" || !languages.contains("Base") ? [language] : [language, "Base"] {
            for table in tableNames(in: folder.appendingPathComponent(name + ".lproj")) {
                let path = name + ".lproj/" + table
                guard let data = manager.contents(atPath: folder.appendingPathComponent(path).path),
                    let entries = StringTableFiles.stringsTable(data)
                else { continue }
                texts.add(entries, from: path)
            }
        }
        return texts
    }

    /// The string catalogs at `url`, for a document extracted from source: a `.xcstrings` or
    /// `.strings` file, or a folder searched for them (`.build`, `.git` and hidden folders left
    /// out). A `.xcstrings` gives each key's text in its source language; a `.strings` file counts
    /// when it is in that language's `.lproj` (or `Base.lproj`), `en` when no catalog names one.
    ///
    /// - Throws: `MetadataError` naming the path when it does not exist, or naming a file that is
    ///   not a string catalog or strings file.
    public static func inCatalogs(at url: URL) throws -> LocalizedTexts {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw MetadataError(
                code: .notFound,
                description:
                    "\(url.path): no such file or folder (expected a .xcstrings or .strings file, or a folder of them)")
        }
        // Relative paths under a folder; a file given by name is the one path "".
        let files: [String]
        if isDirectory.boolValue {
            files = catalogFiles(under: url)
        } else {
            guard url.pathExtension == "xcstrings" || url.pathExtension == "strings" else {
                throw MetadataError(
                    code: .unreadable,
                    description: "\(url.path): not a string catalog (expected a .xcstrings or .strings file)")
            }
            files = [""]
        }
        let path = { (relative: String) in relative.isEmpty ? url.path : url.appendingPathComponent(relative).path }
        var texts = LocalizedTexts()
        var strings: [(String, [String: String])] = []
        for relative in files {
            let file = path(relative)
            guard let data = FileManager.default.contents(atPath: file) else {
                throw MetadataError(code: .unreadable, description: "\(file): cannot read the file")
            }
            let shown = relative.isEmpty ? url.lastPathComponent : relative
            if file.hasSuffix(".xcstrings") {
                guard let catalog = StringTableFiles.stringCatalog(data) else {
                    throw MetadataError(
                        code: .invalid,
                        description:
                            "\(file): not a string catalog (expected Xcode's JSON with \"sourceLanguage\" and \"strings\")"
                    )
                }
                texts.language = texts.language ?? catalog.language
                texts.add(catalog.texts, from: shown)
            } else {
                guard let table = StringTableFiles.stringsTable(data) else {
                    throw MetadataError(
                        code: .invalid,
                        description:
                            "\(file): not a strings file (expected \"key\" = \"text\"; lines or a property list)")
                }
                strings.append((shown, table))
            }
        }
        let language = texts.language ?? "en"
        texts.language = texts.language ?? (strings.isEmpty ? nil : language)
        for (shown, table) in strings {
            let folder = (shown as NSString).deletingLastPathComponent
            let lproj = (folder as NSString).lastPathComponent
            // A file given by name is read whatever folder it is in.
            guard !isDirectory.boolValue || lproj == language + ".lproj" || lproj == "Base.lproj" else { continue }
            texts.add(table, from: shown)
        }
        return texts
    }

    /// `CFBundleDevelopmentRegion` from the `Info.plist` beside `folder` or one level up (a macOS
    /// bundle keeps it in `Contents`, its resources in `Contents/Resources`).
    private static func developmentRegion(near folder: URL) -> String? {
        StringTableFiles.developmentRegion(in: folder)
            ?? StringTableFiles.developmentRegion(in: folder.deletingLastPathComponent())
    }

    /// The `.strings` files of an `.lproj` folder, `Localizable.strings` first.
    private static func tableNames(in folder: URL) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".strings") }
        return names.sorted { a, b in
            a == "Localizable.strings" || (b != "Localizable.strings" && a < b)
        }
    }

    /// The `.xcstrings` and `.strings` files under `root`, relative to it, sorted.
    private static func catalogFiles(under root: URL) -> [String] {
        let skipped: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if skipped.contains(name) || name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            guard name.hasSuffix(".xcstrings") || name.hasSuffix(".strings"),
                enumerator.fileAttributes?[.type] as? FileAttributeType != .typeDirectory
            else { continue }
            found.append(relative)
        }
        return found.sorted()
    }
}
