import AppIntentsMetadata
import Foundation
internal import SwiftSyntax

/// The default values an app's source gives its keys: `LocalizedStringResource("label.text.row-name",
/// defaultValue: "Row", table: "AppIntents")` gives `label.text.row-name` the text "Row", the text
/// Apple's framework shows when no table has the key.
///
/// Apple's `extract.actionsdata` (and ours, extracted from source) keeps only the key, so
/// `metadata show --strings SOURCES` reads them here, after the catalogs' texts.
enum DefaultValueTexts {
    /// The default values in the Swift files under `folder`; the first a key is given wins.
    ///
    /// - Throws: `InputError` when the folder cannot be read.
    static func collect(under folder: String) throws -> LocalizedTexts {
        var texts: [String: String] = [:]
        for source in try SourceCollector.collect(paths: [folder]).swift {
            let file = ParsedFile(path: source.path, text: source.text)
            guard file.refusal == nil else { continue }
            let finder = CallFinder(names: ["LocalizedStringResource"])
            finder.walk(file.tree)
            for call in finder.calls {
                guard let first = call.arguments.first, first.label == nil,
                    let key = Literals.string(first.expression),
                    let value = Literals.format(call.arguments.argument("defaultValue")),
                    texts[key] == nil
                else { continue }
                texts[key] = value
            }
        }
        return LocalizedTexts(texts, language: nil, from: "default values in source")
    }
}
