import AppIntentsMetadata
import Foundation
internal import SwiftSyntax

/// Apple's build error: the phrase catalogs (`AppShortcuts.strings`, `AppShortcuts.xcstrings`) are
/// keyed by the phrases in code; a key no phrase has, or a translation that loses the app name,
/// fails the build or silently drops the phrase.
struct ShortcutsStringsDriftRule: Rule {
    static let description = RuleDescription(
        id: "shortcuts-strings-drift", severity: .error,
        summary:
            "AppShortcuts.strings/.xcstrings must match the phrases in code: every key a phrase, every translation with ${applicationName}.",
        triggering: [
            RuleExample(
                PhraseExamples.provider(#""Order soup in \(.applicationName)""#),
                resources: [
                    "fr.lproj/AppShortcuts.strings": """
                    "Order soup in ${applicationName}" = ↓"Commander une soupe";
                    ↓"Order a soup in ${applicationName}" = "Commander une soupe dans ${applicationName}";
                    """
                ]),
            RuleExample(
                PhraseExamples.provider(#"↓"Order soup in \(.applicationName)""#),
                resources: [
                    "AppShortcuts.xcstrings": """
                    {"sourceLanguage": "en", "version": "1.0", "strings": {
                      ↓"Get soup in ${applicationName}": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Suppe in ${applicationName}"}}}}
                    }}
                    """
                ]),
        ],
        nonTriggering: [
            RuleExample(
                PhraseExamples.provider(#""Order soup in \(.applicationName)""#),
                resources: [
                    "fr.lproj/AppShortcuts.strings": """
                    /* Order */
                    "Order soup in ${applicationName}" = "Commander une soupe dans ${applicationName}";
                    """
                ]),
            RuleExample(
                PhraseExamples.provider(#""Order \(\.$soup) in \(.applicationName)""#),
                resources: [
                    "AppShortcuts.xcstrings": """
                    {"sourceLanguage": "en", "version": "1.0", "strings": {
                      "Order ${soup} in ${applicationName}": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Commander ${soup} dans ${applicationName}"}}}}
                    }}
                    """
                ]),
        ])

    /// Whether a resource is a phrase catalog this rule reads.
    static func isPhraseCatalog(_ path: String) -> Bool {
        path.hasSuffix("AppShortcuts.strings") || path.hasSuffix("AppShortcuts.xcstrings")
    }

    func check(_ model: AppModel, _ reporter: Reporter) {
        let catalogs = model.resources.filter { Self.isPhraseCatalog($0.path) }
        guard !catalogs.isEmpty else { return }
        var phrases: [(template: String, phrase: PhraseDecl, file: ParsedFile)] = []
        var anchor: (ParsedFile, TokenSyntax)?
        for provider in model.providers {
            if anchor == nil, let token = provider.nameToken, let file = provider.primary?.file {
                anchor = (file, token)
            }
            for shortcut in model.shortcuts(of: provider) {
                phrases += shortcut.phrases.map { ($0.template, $0, shortcut.file) }
            }
        }
        // Without a provider in the linted code there is nothing to compare against.
        guard let anchor else { return }
        let known = Set(phrases.map(\.template))
        for catalog in catalogs {
            let entries =
                catalog.path.hasSuffix(".xcstrings")
                ? XCStrings.entries(catalog.text) : StringsFile.entries(catalog.text)
            for entry in entries {
                if !known.contains(entry.key) {
                    reporter.report(
                        "'\(entry.key)' in \(URL(fileURLWithPath: catalog.path).lastPathComponent) matches no phrase in code; update or remove it",
                        inResource: catalog, offset: entry.keyOffset, anchor: anchor)
                    continue
                }
                let keyParameters = Set(Placeholders.names(in: entry.key))
                for translation in entry.translations {
                    let names = Placeholders.names(in: translation.value)
                    if !names.contains("applicationName") {
                        reporter.report(
                            "translation '\(translation.value)' of '\(entry.key)' loses ${applicationName}",
                            inResource: catalog,
                            offset: translation.offset, anchor: anchor)
                    } else if let stray = names.first(where: { $0 != "applicationName" && !keyParameters.contains($0) })
                    {
                        reporter.report(
                            "translation '\(translation.value)' uses ${\(stray)}, which the phrase '\(entry.key)' does not have",
                            inResource: catalog, offset: translation.offset, anchor: anchor)
                    }
                }
            }
            if catalog.path.hasSuffix(".xcstrings") {
                let keys = Set(entries.map(\.key))
                for item in phrases where !keys.contains(item.template) {
                    reporter.report(
                        "phrase \"\(item.template)\" is missing from \(URL(fileURLWithPath: catalog.path).lastPathComponent); the catalog is out of date",
                        at: item.phrase.literal, in: item.file)
                }
            }
        }
    }
}

/// One key of a phrase catalog with its translations and where they are in the file.
struct CatalogEntry {
    let key: String
    let keyOffset: Int
    let translations: [(value: String, offset: Int)]
}

/// The old `"key" = "value";` strings format.
enum StringsFile {
    static func entries(_ text: String) -> [CatalogEntry] {
        let bytes = Array(text.utf8)
        var index = 0
        var entries: [CatalogEntry] = []

        func skipSpaceAndComments() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        index += 1
                    }
                    index = min(index + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else {
                    return
                }
            }
        }

        func quoted() -> (String, Int)? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let start = index
            index += 1
            var value: [UInt8] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    value.append(bytes[index] == UInt8(ascii: "n") ? 0x0A : bytes[index])
                } else {
                    value.append(bytes[index])
                }
                index += 1
            }
            guard index < bytes.count else { return nil }
            index += 1
            return (String(decoding: value, as: UTF8.self), start)
        }

        while index < bytes.count {
            skipSpaceAndComments()
            guard let (key, keyOffset) = quoted() else { break }
            skipSpaceAndComments()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { break }
            index += 1
            skipSpaceAndComments()
            guard let (value, valueOffset) = quoted() else { break }
            skipSpaceAndComments()
            if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
            entries.append(CatalogEntry(key: key, keyOffset: keyOffset, translations: [(value, valueOffset)]))
        }
        return entries
    }
}

/// Xcode's JSON string catalog.
enum XCStrings {
    static func entries(_ text: String) -> [CatalogEntry] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let strings = object["strings"] as? [String: Any]
        else { return [] }
        return strings.keys.sorted().map { key in
            let keyOffset = offset(of: "\"" + escaped(key) + "\"", in: text) ?? 0
            var translations: [(String, Int)] = []
            if let entry = strings[key] as? [String: Any], let localizations = entry["localizations"] as? [String: Any]
            {
                for language in localizations.keys.sorted() {
                    guard let localization = localizations[language] as? [String: Any],
                        let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String
                    else { continue }
                    let valueOffset = offset(of: "\"" + escaped(value) + "\"", in: text) ?? keyOffset
                    translations.append((value, valueOffset))
                }
            }
            return CatalogEntry(key: key, keyOffset: keyOffset, translations: translations)
        }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    private static func offset(of needle: String, in text: String) -> Int? {
        guard let range = text.range(of: needle) else { return nil }
        return text.utf8.distance(
            from: text.utf8.startIndex, to: range.lowerBound.samePosition(in: text.utf8) ?? text.utf8.startIndex)
    }
}
