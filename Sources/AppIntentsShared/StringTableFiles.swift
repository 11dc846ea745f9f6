import Foundation

/// How Apple's string tables read: a `.strings` file and an Xcode string catalog (`.xcstrings`).
/// The framework looks an app's keys up in them at run time (`LocalizedStringResource`), and the
/// reviewer reads them to show an extracted document's texts (`metadata show --strings`).
package enum StringTableFiles {
    /// A `.strings` file's keys and texts: the text format (`"key" = "text";`, UTF-8 or UTF-16)
    /// or a binary property list, as Xcode compiles a bundle's tables; `nil` when it is neither.
    package static func stringsTable(_ data: Data) -> [String: String]? {
        if data.isEmpty { return [:] }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        return plist.compactMapValues { $0 as? String }
    }

    /// A `.xcstrings` catalog's source language and each key's text in it: its string unit, or the
    /// `other` case of its variations (plural, device); a key without one is left out. `nil` when
    /// the data is not a catalog (JSON with `sourceLanguage` and `strings`).
    package static func stringCatalog(_ data: Data) -> (language: String, texts: [String: String])? {
        catalog(data).map { ($0.language, $0.texts) }
    }

    /// A `.xcstrings` catalog read once: its source language, each key's text
    /// (`stringCatalog`) and the keys whose text varies with a count (`pluralTexts`).
    package static func catalog(
        _ data: Data
    ) -> (language: String, texts: [String: String], plurals: [String: PluralText])? {
        catalog(data, preferring: []).map { ($0.language, $0.texts, $0.plurals) }
    }

    /// A `.xcstrings` catalog's texts in the first of `languages` (`["pt-BR", "pt"]`) each key is
    /// translated into, else in its source language, with the language each counted text's forms
    /// are in (their plural rules are that language's). `nil` when the data is not a catalog.
    package static func catalog(
        _ data: Data, preferring languages: [String]
    ) -> (
        language: String, texts: [String: String], plurals: [String: PluralText], pluralLanguages: [String: String]
    )? {
        guard let (language, localizations) = localizations(data, in: languages) else { return nil }
        var texts: [String: String] = [:]
        var plurals: [String: PluralText] = [:]
        var pluralLanguages: [String: String] = [:]
        for (key, found) in localizations {
            texts[key] = unitText(found.localization)
            if let plural = pluralText(found.localization) {
                plurals[key] = plural
                pluralLanguages[key] = found.language
            }
        }
        return (language, texts, plurals, pluralLanguages)
    }

    /// A catalog's source language and each key's localization: in the first of `languages` it
    /// has one for (matched without regard to case and to `-` or `_`), else in the source
    /// language. `nil` when the data is not a catalog (JSON with `sourceLanguage` and `strings`).
    private static func localizations(
        _ data: Data, in languages: [String]
    ) -> (language: String, localizations: [String: (language: String, localization: Any)])? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let source = object["sourceLanguage"] as? String,
            let strings = object["strings"] as? [String: Any]
        else { return nil }
        let wanted = languages.map(languageTag)
        return (
            source,
            strings.compactMapValues { entry -> (language: String, localization: Any)? in
                guard let all = (entry as? [String: Any])?["localizations"] as? [String: Any] else { return nil }
                for language in wanted {
                    if let match = all.first(where: { languageTag($0.key) == language }),
                        unitText(match.value) != nil || pluralText(match.value) != nil
                    {
                        return (match.key, match.value)
                    }
                }
                return all[source].map { (source, $0) }
            }
        )
    }

    /// A language tag compared as catalogs and `.lproj` folders spell it: `pt_BR` is `pt-br`.
    package static func languageTag(_ language: String) -> String {
        language.replacingOccurrences(of: "_", with: "-").lowercased()
    }

    /// The languages to try for `language`, most specific first: `pt-BR` gives `pt-BR` and `pt`;
    /// an encoding or modifier (`fr_FR.UTF-8`, `de_DE@euro`) is left out.
    package static func languageCandidates(_ language: String) -> [String] {
        let bare = String(language.prefix { $0 != "." && $0 != "@" }).replacingOccurrences(of: "_", with: "-")
        guard !bare.isEmpty, bare != "C", bare != "POSIX" else { return [] }
        var candidates = [bare]
        let parts = bare.split(separator: "-")
        if parts.count > 1 { candidates.append(String(parts[0])) }
        return candidates
    }

    /// The text of a localization: `stringUnit.value`, else the `other` variation's.
    private static func unitText(_ localization: Any) -> String? {
        guard let localization = localization as? [String: Any] else { return nil }
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            return value
        }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        for kind in variations.keys.sorted() {
            if let cases = variations[kind] as? [String: Any], let other = cases["other"], let text = unitText(other) {
                return text
            }
        }
        return nil
    }

    /// A catalog key's texts that depend on a count: the plural forms of its source-language
    /// text, and the substitutions (`%#@bowls@`) its text names, each with its own forms.
    package struct PluralText: Sendable, Hashable {
        /// Each plural category's text (`zero`, `one`, `two`, `few`, `many`, `other`); empty when
        /// the text itself has no forms, only substitutions.
        package var forms: [String: String]
        /// The text when it has no forms of its own (`"%#@bowls@ of %@"`).
        package var text: String?
        /// Each substitution by name: the argument it counts (from 1), its format specifier
        /// (`lld`), and its forms, in which `%arg` stands for the argument.
        package var substitutions: [String: Substitution]

        package init(forms: [String: String], text: String?, substitutions: [String: Substitution]) {
            self.forms = forms
            self.text = text
            self.substitutions = substitutions
        }

        package struct Substitution: Sendable, Hashable {
            package var argument: Int
            package var specifier: String
            package var forms: [String: String]

            package init(argument: Int, specifier: String, forms: [String: String]) {
                self.argument = argument
                self.specifier = specifier
                self.forms = forms
            }
        }
    }

    /// The keys of a `.xcstrings` catalog whose source-language text varies with a count: plural
    /// variations, or substitutions with plural variations. `nil` when the data is not a catalog.
    package static func pluralTexts(_ data: Data) -> (language: String, texts: [String: PluralText])? {
        catalog(data).map { ($0.language, $0.plurals) }
    }

    /// A localization's counted text: its plural forms and its substitutions that have them;
    /// `nil` when it has neither.
    private static func pluralText(_ localization: Any) -> PluralText? {
        guard let localization = localization as? [String: Any] else { return nil }
        var substitutions: [String: PluralText.Substitution] = [:]
        for (name, value) in localization["substitutions"] as? [String: Any] ?? [:] {
            guard let value = value as? [String: Any], let forms = pluralForms(value), !forms.isEmpty else {
                continue
            }
            substitutions[name] = PluralText.Substitution(
                argument: (value["argNum"] as? Int) ?? 1, specifier: (value["formatSpecifier"] as? String) ?? "lld",
                forms: forms)
        }
        let forms = pluralForms(localization) ?? [:]
        guard !forms.isEmpty || !substitutions.isEmpty else { return nil }
        let text = (localization["stringUnit"] as? [String: Any])?["value"] as? String
        return PluralText(forms: forms, text: text, substitutions: substitutions)
    }

    /// The keys of a `.stringsdict` table (the property list apps kept plural rules in before
    /// string catalogs) as counted texts: each key's `NSStringLocalizedFormatKey` text, and its
    /// `NSStringPluralRuleType` variables as substitutions, each taking the argument its
    /// `%#@name@` stands at in that text. `nil` when the data is not a property list of keys.
    package static func stringsDictTexts(_ data: Data) -> [String: PluralText]? {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        var texts: [String: PluralText] = [:]
        for (key, entry) in plist {
            guard let entry = entry as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String
            else { continue }
            let positions = substitutionArguments(in: format)
            var substitutions: [String: PluralText.Substitution] = [:]
            for (name, variable) in entry {
                guard let variable = variable as? [String: Any],
                    variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType",
                    let argument = positions[name]
                else { continue }
                let forms = variable.filter { pluralCategories.contains($0.key) }.compactMapValues { $0 as? String }
                guard !forms.isEmpty else { continue }
                substitutions[name] = PluralText.Substitution(
                    argument: argument, specifier: (variable["NSStringFormatValueTypeKey"] as? String) ?? "lld",
                    forms: forms)
            }
            guard !substitutions.isEmpty else { continue }
            texts[key] = PluralText(forms: [:], text: format, substitutions: substitutions)
        }
        return texts
    }

    private static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// The argument (from 1) each `%#@name@` of `format` takes: its position when it gives one
    /// (`%2$#@name@`), else the next, counting the other specifiers before it (`%%` takes none).
    package static func substitutionArguments(in format: String) -> [String: Int] {
        var arguments: [String: Int] = [:]
        var next = 1
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                rest = rest.dropFirst()
                continue
            }
            var position: Int?
            let digits = rest.prefix(while: \.isNumber)
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                position = Int(digits)
                rest = rest.dropFirst(digits.count + 1)
            }
            if rest.hasPrefix("#@"), let close = rest.dropFirst(2).firstIndex(of: "@") {
                arguments[String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])] = position ?? next
                rest = rest[rest.index(after: close)...]
            }
            if position == nil { next += 1 }
        }
        return arguments
    }

    /// The texts of a localization's `plural` variations, by category.
    private static func pluralForms(_ localization: [String: Any]) -> [String: String]? {
        guard let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] else {
            return nil
        }
        return plural.compactMapValues { form in
            ((form as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
        }
    }

    /// `CFBundleDevelopmentRegion` from the `Info.plist` in `folder`, if it has one.
    package static func developmentRegion(in folder: URL) -> String? {
        let file = folder.appendingPathComponent("Info.plist")
        guard let data = FileManager.default.contents(atPath: file.path),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let region = plist["CFBundleDevelopmentRegion"] as? String, !region.isEmpty
        else { return nil }
        return region
    }
}
