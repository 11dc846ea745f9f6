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
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let language = object["sourceLanguage"] as? String,
            let strings = object["strings"] as? [String: Any]
        else { return nil }
        var texts: [String: String] = [:]
        for (key, entry) in strings {
            let localization = ((entry as? [String: Any])?["localizations"] as? [String: Any])?[language]
            if let text = localization.flatMap(unitText) { texts[key] = text }
        }
        return (language, texts)
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
