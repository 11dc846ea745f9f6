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
        /// The languages to read the table in, most wanted first; empty for the development
        /// language's.
        var languages: [String]
    }

    private static let loaded = Mutex<[Source: [String: String]]>([:])

    /// The language the app's texts are read in (`APPINTENTS_LANGUAGE`, a language tag such as
    /// `fr` or `pt-BR`, or a locale name such as `fr_FR.UTF-8`), most specific first; empty when
    /// unset: the development language's texts. `LANG` is not read: a server's locale is its
    /// host's, not that of the people the app answers.
    static let processLanguages: [String] =
        ProcessInfo.processInfo.environment["APPINTENTS_LANGUAGE"]
        .map { StringTableFiles.languageCandidates($0.trimmingCharacters(in: .whitespaces)) } ?? []

    /// The languages to read a resource in: its `locale`'s when it names one, else the process's.
    /// `Locale.current` stands for the process's (on Linux it does not follow the environment).
    static func languages(for locale: Locale?) -> [String] {
        guard let locale, !locale.identifier.isEmpty, locale.identifier != Locale.current.identifier else {
            return processLanguages
        }
        return StringTableFiles.languageCandidates(locale.identifier)
    }

    /// The main bundle's `Localizable` table, the one a literal reads: read once, and looked up
    /// without a lock.
    private static let mainTable = table(of: "Localizable", in: mainFolders, languages: processLanguages)
    private static let mainLocalizable: [String: String] = mainTable.texts

    /// Whether the main bundle's `Localizable` table has texts: interpolated literals are looked
    /// up (by the key Apple's tools write for them, `"Ordered %lld soups"`) only then.
    static let mainLocalizableHasTexts = !mainTable.texts.isEmpty || !mainTable.plurals.isEmpty

    /// The main `Localizable` table's text for an interpolated literal: the key is its format
    /// (`"Ordered %lld soups"`), filled in with `arguments`, a plural form chosen by their count.
    static func interpolatedText(format: String, arguments: [StringFormat.Argument]) -> String? {
        if let plural = mainTable.plurals[format] {
            let language = mainTable.pluralLanguages[format] ?? mainTable.pluralLanguage ?? "en"
            return StringFormat.text(plural, arguments: arguments, language: language)
        }
        return mainLocalizable[format].map { StringFormat.fill($0, arguments) }
    }

    /// The executable's folder, then the resource bundles SwiftPM builds beside it.
    static let mainFolders: [String] = folders(forMainBundleAt: Bundle.main.bundleURL)

    /// The text of `key` in `table` (`Localizable` when `nil` or empty) of `bundle`, if a table has it.
    static func text(
        for key: String, table: String?, bundle: LocalizedStringResource.BundleDescription,
        languages: [String] = processLanguages
    ) -> String? {
        let name = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
        let folders: [String]
        switch bundle {
        case .main:
            // A literal's case: the main bundle's default table, read once and without a lock.
            if name == "Localizable", languages == processLanguages {
                return mainLocalizable.isEmpty ? nil : mainLocalizable[key]
            }
            folders = mainFolders
        case .forClass(let type):
            let bundle = Bundle(for: type)
            if LocalizedStringResource.BundleDescription(bundle) == .main {
                return text(for: key, table: table, bundle: .main, languages: languages)
            }
            folders = [bundle.bundleURL.path]
        case .atURL(let url):
            folders = [url.path]
        }
        let source = Source(folders: folders, table: name, languages: languages)
        if let texts = loaded.withLock({ $0[source] }) { return texts[key] }
        let texts = self.table(of: name, in: folders, languages: languages).texts
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
        /// The language of a counted text where it is not `pluralLanguage`'s: a translation's (and,
        /// once folders are merged, each text's own folder's).
        var pluralLanguages: [String: String] = [:]
    }

    /// Table `name` in `folders` read in the first of `languages` each text has (the development
    /// language's otherwise), a key in several folders taking the first folder's text.
    static func table(of name: String, in folders: [String], languages: [String] = []) -> Table {
        var merged = Table()
        for folder in folders {
            let table = table(of: name, in: URL(fileURLWithPath: folder), languages: languages)
            merged.texts.merge(table.texts) { first, _ in first }
            for (key, plural) in table.plurals where merged.plurals[key] == nil {
                merged.plurals[key] = plural
                merged.pluralLanguages[key] = table.pluralLanguages[key] ?? table.pluralLanguage
            }
            merged.pluralLanguage = merged.pluralLanguage ?? table.pluralLanguage
        }
        return merged
    }

    /// Table `name` of one bundle folder: its string catalog (each key in the first of
    /// `languages` it is translated into, else its source language), then the `.strings` and
    /// `.stringsdict` of those languages' `.lproj` folders, of the development language's and of
    /// `Base.lproj`, a key in several taking the first text.
    private static func table(of name: String, in folder: URL, languages: [String]) -> Table {
        let manager = FileManager.default
        var table = Table()
        var catalogLanguage: String?
        if let data = manager.contents(atPath: folder.appendingPathComponent(name + ".xcstrings").path),
            let catalog = StringTableFiles.catalog(data, preferring: languages)
        {
            (table.texts, table.plurals, catalogLanguage) = (catalog.texts, catalog.plurals, catalog.language)
            table.pluralLanguages = catalog.pluralLanguages.filter { $0.value != catalog.language }
        }
        let development = StringTableFiles.developmentRegion(in: folder) ?? catalogLanguage ?? "en"
        let wanted = lprojFolders(in: folder, for: languages).filter { $0 != development }
        var hasStringsDict = false
        for lproj in wanted + [development, "Base"] {
            let isWanted = wanted.contains(lproj)
            let lprojFolder = folder.appendingPathComponent(lproj + ".lproj")
            if let data = manager.contents(atPath: lprojFolder.appendingPathComponent(name + ".strings").path),
                let strings = StringTableFiles.stringsTable(data)
            {
                // A text in a wanted language comes before the catalog's text in its source one.
                table.texts.merge(strings) { current, new in isWanted ? new : current }
            }
            if let data = manager.contents(atPath: lprojFolder.appendingPathComponent(name + ".stringsdict").path),
                let plurals = StringTableFiles.stringsDictTexts(data)
            {
                for (key, plural) in plurals {
                    if isWanted {
                        // Unless the catalog had it in a wanted language already.
                        guard table.pluralLanguages[key] == nil else { continue }
                        table.plurals[key] = plural
                        table.pluralLanguages[key] = lproj
                    } else if table.plurals[key] == nil {
                        table.plurals[key] = plural
                    }
                }
                hasStringsDict = hasStringsDict || !isWanted
            }
        }
        table.pluralLanguage = hasStringsDict ? development : catalogLanguage
        return table
    }

    /// The `.lproj` folders of `languages` that `folder` has, spelled as the folder spells them
    /// (`pt-BR.lproj`, `pt_BR.lproj`), most wanted first.
    private static func lprojFolders(in folder: URL, for languages: [String]) -> [String] {
        guard !languages.isEmpty else { return [] }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }
        var found: [String] = []
        for language in languages.map(StringTableFiles.languageTag) {
            for name in names where StringTableFiles.languageTag(name) == language && !found.contains(name) {
                found.append(name)
            }
        }
        return found
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
