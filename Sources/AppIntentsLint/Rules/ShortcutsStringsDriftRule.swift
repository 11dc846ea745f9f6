import AppIntentsMetadata
import Foundation
internal import SwiftSyntax

/// Apple's build error: a phrase's translation in `AppShortcuts.strings` or `.xcstrings` must keep
/// `${applicationName}` and may use only the phrase's own parameters.
///
/// Compared within one app (sibling Xcode projects are apps of their own). A key that is no phrase
/// is `shortcuts-strings-unused`; a phrase missing from a `.xcstrings` is not reported, since
/// Xcode adds App Shortcut phrases to the string catalog when it builds.
struct ShortcutsStringsDriftRule: Rule {
    static let description = RuleDescription(
        id: "shortcuts-strings-drift", severity: .error,
        summary:
            "Every translation in AppShortcuts.strings/.xcstrings keeps ${applicationName} and uses only its phrase's parameters.",
        triggering: [
            RuleExample(
                PhraseExamples.provider(#""Order soup in \(.applicationName)""#),
                resources: [
                    "fr.lproj/AppShortcuts.strings": """
                    "Order soup in ${applicationName}" = ↓"Commander une soupe";
                    """
                ]),
            RuleExample(
                PhraseExamples.provider(#""Order soup in \(.applicationName)""#),
                resources: [
                    "AppShortcuts.xcstrings": """
                    {"sourceLanguage": "en", "version": "1.0", "strings": {
                      "Order soup in ${applicationName}": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": ↓"Suppe ${soup} in ${applicationName}"}}}}
                    }}
                    """
                ]),
            // Xcode keys an App Shortcut by its first phrase and translates all its phrases as a set.
            RuleExample(
                PhraseExamples.provider(#""Order soup in \(.applicationName)", "Get soup from \(.applicationName)""#),
                resources: [
                    "AppShortcuts.xcstrings": """
                    {"sourceLanguage": "en", "version": "1.0", "strings": {
                      "Order soup in ${applicationName}": {"localizations": {"de": {"stringSet": {"state": "translated", "values": [
                        "Suppe in ${applicationName} bestellen", ↓"Suppe holen"]}}}}
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
            // A set may use the parameters of any phrase of its App Shortcut.
            RuleExample(
                PhraseExamples.provider(
                    #""Order soup in \(.applicationName)", "Order \(\.$soup) in \(.applicationName)""#),
                resources: [
                    "AppShortcuts.xcstrings": """
                    {"sourceLanguage": "en", "version": "1.0", "strings": {
                      "Order soup in ${applicationName}": {"localizations": {"fr": {"stringSet": {"state": "translated", "values": [
                        "Commander une soupe dans ${applicationName}", "Commander ${soup} dans ${applicationName}"]}}}}
                    }}
                    """
                ]),
            // Xcode adds a new phrase to the string catalog when it builds.
            RuleExample(
                PhraseExamples.provider(#""Order soup in \(.applicationName)""#),
                resources: ["AppShortcuts.xcstrings": #"{"sourceLanguage": "en", "version": "1.0", "strings": {}}"#]),
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for scope in PhraseCatalogs.scopes(model) {
            for catalog in scope.catalogs {
                for entry in PhraseCatalogs.entries(catalog) where scope.known.contains(entry.key) {
                    // A set translates every phrase of the key's App Shortcut, so it may use the
                    // parameters of any of them.
                    let keyParameters =
                        entry.isPhraseSet
                        ? scope.shortcutParameters[entry.key, default: []] : Set(Placeholders.names(in: entry.key))
                    for translation in entry.translations {
                        let names = Placeholders.names(in: translation.value)
                        if !names.contains("applicationName") {
                            reporter.report(
                                "translation '\(translation.value)' of '\(entry.key)' loses ${applicationName}",
                                inResource: catalog, offset: translation.offset, anchor: scope.anchor)
                        } else if let stray = names.first(where: {
                            $0 != "applicationName" && !keyParameters.contains($0)
                        }) {
                            let owner = entry.isPhraseSet ? "App Shortcut of" : "phrase"
                            reporter.report(
                                "translation '\(translation.value)' uses ${\(stray)}, which the \(owner) '\(entry.key)' does not have",
                                inResource: catalog, offset: translation.offset, anchor: scope.anchor)
                        }
                    }
                }
            }
        }
    }
}

/// A key of `AppShortcuts.strings` or `.xcstrings` that is no phrase in code: its translation is
/// never used, and the phrase it once translated has none. Apple's build accepts it.
struct ShortcutsStringsUnusedRule: Rule {
    static let description = RuleDescription(
        id: "shortcuts-strings-unused", severity: .warning,
        summary:
            "A key in AppShortcuts.strings/.xcstrings that is no phrase in code is an unused translation: the phrase it translated changed.",
        triggering: [
            RuleExample(
                PhraseExamples.provider(#""Order soup in \(.applicationName)""#),
                resources: [
                    "fr.lproj/AppShortcuts.strings": """
                    "Order soup in ${applicationName}" = "Commander une soupe dans ${applicationName}";
                    ↓"Order a soup in ${applicationName}" = "Commander une soupe dans ${applicationName}";
                    """
                ])
        ],
        nonTriggering: [
            RuleExample(
                PhraseExamples.provider(#""Order soup in \(.applicationName)""#),
                resources: [
                    "fr.lproj/AppShortcuts.strings": """
                    "Order soup in ${applicationName}" = "Commander une soupe dans ${applicationName}";
                    """
                ])
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for scope in PhraseCatalogs.scopes(model) {
            for catalog in scope.catalogs {
                for entry in PhraseCatalogs.entries(catalog) where !scope.known.contains(entry.key) {
                    reporter.report(
                        "'\(entry.key)' in \(URL(fileURLWithPath: catalog.path).lastPathComponent) matches no phrase in code; update or remove it",
                        inResource: catalog, offset: entry.keyOffset, anchor: scope.anchor)
                }
            }
        }
    }
}

/// The phrase catalogs of each app with the phrases its code declares.
enum PhraseCatalogs {
    struct Scope {
        var catalogs: [ResourceFile]
        /// Every phrase template of the app's providers.
        var known: Set<String>
        /// The parameters of each phrase's App Shortcut (of all its phrases), by phrase template.
        var shortcutParameters: [String: Set<String>] = [:]
        /// Where a finding in a catalog is also anchored: the app's first provider.
        var anchor: (ParsedFile, TokenSyntax)
    }

    /// Whether a resource is a phrase catalog.
    static func isPhraseCatalog(_ path: String) -> Bool {
        path.hasSuffix("AppShortcuts.strings") || path.hasSuffix("AppShortcuts.xcstrings")
    }

    /// Each app with catalogs and a provider; an app without a provider in the linted code has
    /// nothing to compare against.
    static func scopes(_ model: AppModel) -> [Scope] {
        let catalogs = Dictionary(grouping: model.resources.filter { isPhraseCatalog($0.path) }, by: \.appScope)
        var scopes: [Scope] = []
        for app in catalogs.keys.sorted() {
            var known: Set<String> = []
            var parameters: [String: Set<String>] = [:]
            var anchor: (ParsedFile, TokenSyntax)?
            for provider in model.providers {
                guard let file = provider.primary?.file, file.appScope == app else { continue }
                if anchor == nil, let token = provider.nameToken { anchor = (file, token) }
                for shortcut in model.shortcuts(of: provider) {
                    let templates = shortcut.phrases.map(\.template)
                    known.formUnion(templates)
                    let names = Set(templates.flatMap { Placeholders.names(in: $0) })
                    for template in templates { parameters[template, default: []].formUnion(names) }
                }
            }
            guard let anchor else { continue }
            scopes.append(
                Scope(catalogs: catalogs[app]!, known: known, shortcutParameters: parameters, anchor: anchor))
        }
        return scopes
    }

    static func entries(_ catalog: ResourceFile) -> [CatalogEntry] {
        catalog.path.hasSuffix(".xcstrings") ? XCStrings.entries(catalog.text) : StringsFile.entries(catalog.text)
    }
}

/// One key of a phrase catalog with its translations and where they are in the file.
struct CatalogEntry {
    let key: String
    let keyOffset: Int
    let translations: [(value: String, offset: Int)]
    /// Whether the translations are a string catalog's `stringSet`: Xcode keys an App Shortcut by
    /// its first phrase and translates all of its phrases as one set of values.
    var isPhraseSet = false
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
            var isPhraseSet = false
            if let entry = strings[key] as? [String: Any], let localizations = entry["localizations"] as? [String: Any]
            {
                for language in localizations.keys.sorted() {
                    guard let localization = localizations[language] as? [String: Any] else { continue }
                    var values: [String] = []
                    if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
                        values.append(value)
                    }
                    if let set = localization["stringSet"] as? [String: Any], let members = set["values"] as? [String] {
                        values += members
                        isPhraseSet = true
                    }
                    for value in values {
                        let valueOffset = offset(of: "\"" + escaped(value) + "\"", in: text) ?? keyOffset
                        translations.append((value, valueOffset))
                    }
                }
            }
            return CatalogEntry(key: key, keyOffset: keyOffset, translations: translations, isPhraseSet: isPhraseSet)
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
