internal import AppIntentsShared
import Foundation
import Synchronization

/// An app's string tables, read as `LocalizedStringResource` looks its keys up: each table once,
/// the first time a key of it is asked for.
///
/// A table of a bundle folder is its string catalog (`NAME.xcstrings`, the catalog's source
/// language, as SwiftPM copies it into a resource bundle on Linux), then `NAME.strings` of the
/// folder's development language (`CFBundleDevelopmentRegion` in its `Info.plist`, else the
/// catalog's language, else `en`), then `Base.lproj`'s; a key in several takes the first text.
/// The main bundle is the executable's folder and the SwiftPM resource bundles beside it, in name
/// order. A file that does not read is passed over, as a missing one is: its keys read as their
/// default values.
enum StringTables {
    private struct Source: Hashable {
        /// The bundle folders, first to last.
        var folders: [String]
        var table: String
    }

    private static let loaded = Mutex<[Source: [String: String]]>([:])

    /// The main bundle's `Localizable` table, the one a literal reads: read once, and looked up
    /// without a lock.
    private static let mainTable = table(of: "Localizable", in: mainFolders)
    private static let mainLocalizable: [String: String] = mainTable.texts

    /// Whether the main bundle's `Localizable` table has texts: interpolated literals are looked
    /// up (by the key Apple's tools write for them, `"Ordered %lld soups"`) only then.
    static let mainLocalizableHasTexts = !mainTable.texts.isEmpty || !mainTable.plurals.isEmpty

    /// The main `Localizable` table's text for an interpolated literal: the key is its format
    /// (`"Ordered %lld soups"`), filled in with `arguments`, a plural form chosen by their count.
    static func interpolatedText(format: String, arguments: [StringFormat.Argument]) -> String? {
        if let plural = mainTable.plurals[format] {
            return StringFormat.text(plural, arguments: arguments, language: mainTable.pluralLanguage ?? "en")
        }
        return mainLocalizable[format].map { StringFormat.fill($0, arguments) }
    }

    /// The executable's folder, then the resource bundles SwiftPM builds beside it.
    static let mainFolders: [String] = folders(forMainBundleAt: Bundle.main.bundleURL)

    /// The text of `key` in `table` (`Localizable` when `nil` or empty) of `bundle`, if a table has it.
    static func text(
        for key: String, table: String?, bundle: LocalizedStringResource.BundleDescription
    ) -> String? {
        let name = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
        let folders: [String]
        switch bundle {
        case .main:
            // A literal's case: the main bundle's default table, read once and without a lock.
            if name == "Localizable" { return mainLocalizable.isEmpty ? nil : mainLocalizable[key] }
            folders = mainFolders
        case .forClass(let type):
            let bundle = Bundle(for: type)
            if LocalizedStringResource.BundleDescription(bundle) == .main {
                return text(for: key, table: table, bundle: .main)
            }
            folders = [bundle.bundleURL.path]
        case .atURL(let url):
            folders = [url.path]
        }
        let source = Source(folders: folders, table: name)
        if let texts = loaded.withLock({ $0[source] }) { return texts[key] }
        let texts = texts(of: name, in: folders)
        loaded.withLock { $0[source] = texts }
        return texts[key]
    }

    /// `folder` and the SwiftPM resource bundles in it (`*.resources`), sorted by name.
    static func folders(forMainBundleAt folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return [folder.path]
            + names.filter { $0.hasSuffix(".resources") }.sorted().map {
                folder.appendingPathComponent($0).path
            }
    }

    /// The bundle SwiftPM built for the resources of `module` (`Package_Module.resources` beside
    /// the executable, `Package_Module-tool.resources` for a module it also builds for the host),
    /// else the main bundle: what `#bundle` stands for.
    static func bundle(ofModule module: String) -> Bundle {
        let suffixes = ["_" + module + ".resources", "_" + module + "-tool.resources"]
        for folder in mainFolders.dropFirst() where suffixes.contains(where: folder.hasSuffix) {
            if let bundle = Bundle(url: URL(fileURLWithPath: folder)) { return bundle }
        }
        return .main
    }

    /// Every text of table `name` in `folders`, the first folder's first.
    static func texts(of name: String, in folders: [String]) -> [String: String] {
        table(of: name, in: folders).texts
    }

    /// A table's texts, and those that vary with a count with the language whose plural rules
    /// choose among them.
    struct Table {
        var texts: [String: String] = [:]
        var plurals: [String: StringTableFiles.PluralText] = [:]
        /// The first folder's with counted texts: its development language's when it has a
        /// `.stringsdict`, else its catalog's source language.
        var pluralLanguage: String?
    }

    /// Table `name` in `folders`, a key in several taking the first folder's text.
    static func table(of name: String, in folders: [String]) -> Table {
        var merged = Table()
        for folder in folders {
            let table = table(of: name, in: URL(fileURLWithPath: folder))
            merged.texts.merge(table.texts) { first, _ in first }
            merged.plurals.merge(table.plurals) { first, _ in first }
            merged.pluralLanguage = merged.pluralLanguage ?? table.pluralLanguage
        }
        return merged
    }

    /// Table `name` of one bundle folder: its string catalog, then the development language's
    /// `.strings` and `.stringsdict`, then `Base.lproj`'s.
    private static func table(of name: String, in folder: URL) -> Table {
        let manager = FileManager.default
        var table = Table()
        var catalogLanguage: String?
        if let data = manager.contents(atPath: folder.appendingPathComponent(name + ".xcstrings").path),
            let catalog = StringTableFiles.catalog(data)
        {
            (table.texts, table.plurals, catalogLanguage) = (catalog.texts, catalog.plurals, catalog.language)
        }
        let language = StringTableFiles.developmentRegion(in: folder) ?? catalogLanguage ?? "en"
        var hasStringsDict = false
        for lproj in [language, "Base"] {
            let lprojFolder = folder.appendingPathComponent(lproj + ".lproj")
            if let data = manager.contents(atPath: lprojFolder.appendingPathComponent(name + ".strings").path),
                let strings = StringTableFiles.stringsTable(data)
            {
                table.texts.merge(strings) { first, _ in first }
            }
            if let data = manager.contents(atPath: lprojFolder.appendingPathComponent(name + ".stringsdict").path),
                let plurals = StringTableFiles.stringsDictTexts(data)
            {
                table.plurals.merge(plurals) { first, _ in first }
                hasStringsDict = true
            }
        }
        table.pluralLanguage = hasStringsDict ? language : catalogLanguage
        return table
    }
}

/// The bundle of the module the expression is in: SwiftPM's resource bundle of that module
/// (`Package_Module.resources` beside the executable), else the main bundle. Apple's Foundation
/// declares this macro; Linux's does not.
///
/// ```swift
/// static let title = LocalizedStringResource("Stats", bundle: #bundle)
/// ```
@freestanding(expression)
public macro bundle() -> Bundle = #externalMacro(module: "AppIntentsMacros", type: "BundleMacro")

/// What `#bundle` expands to; not for app code.
public func __moduleBundle(fileID: String) -> Bundle {
    StringTables.bundle(ofModule: String(fileID.prefix { $0 != "/" }))
}
