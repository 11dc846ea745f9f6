import AppIntentsShared
import Foundation
import Testing

@testable import AppIntents

/// A bundle folder written as Xcode and SwiftPM lay one out: a string catalog, `.strings` tables of
/// the development language and of `Base.lproj`, and an `Info.plist` naming the language. The
/// folder is removed when the value goes.
final class StringTableBundle {
    let url: URL

    init(language: String = "en") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("string-tables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try write(
            "Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>\(language)</string></dict></plist>
            """)
        try write(
            "Localizable.xcstrings",
            """
            {
              "sourceLanguage" : "\(language)",
              "strings" : {
                "intent.title.order" : { "localizations" : {
                  "\(language)" : { "stringUnit" : { "state" : "translated", "value" : "Order Soup" } },
                  "fr" : { "stringUnit" : { "state" : "translated", "value" : "Commander une soupe" } } } },
                "soups.count" : { "localizations" : { "\(language)" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld soup" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld soups" } } } } } } },
                "untranslated.key" : { }
              },
              "version" : "1.0"
            }
            """)
        try write(
            "\(language).lproj/Orders.strings",
            "/* An order's words. */\n\"dialog.done\" = \"Your soup is on its way.\";\n")
        try write(
            "Base.lproj/Orders.strings", "\"dialog.done\" = \"Base text\";\n\"dialog.base-only\" = \"Only in Base\";\n")
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}

/// Keys looked up in an app's string tables when a `LocalizedStringResource` is made, as iOS looks
/// them up when it shows the text; apps name the bundle as Apple's API lets them.
@Suite struct StringTablesTests {
    @Test func aKeyReadsItsCatalogTextInTheSourceLanguage() throws {
        let bundle = try StringTableBundle()
        let title = LocalizedStringResource("intent.title.order", bundle: .atURL(bundle.url))
        #expect(title.key == "intent.title.order")
        #expect(title.defaultValue == "Order Soup")
        #expect(String(localized: title) == "Order Soup")
        #expect(title.bundle == .atURL(bundle.url))
        // A plural's `other` form; a key without a text in the language reads as its default.
        #expect(LocalizedStringResource("soups.count", bundle: .atURL(bundle.url)).defaultValue == "%lld soups")
        #expect(
            LocalizedStringResource("untranslated.key", defaultValue: "Fallback", bundle: .atURL(bundle.url))
                .defaultValue == "Fallback")
    }

    @Test func aTableOfStringsFilesReadsTheDevelopmentLanguageThenBase() throws {
        let bundle = try StringTableBundle()
        let done = LocalizedStringResource("dialog.done", table: "Orders", bundle: .atURL(bundle.url))
        #expect(done.defaultValue == "Your soup is on its way.")
        #expect(done.table == "Orders")
        #expect(
            LocalizedStringResource("dialog.base-only", table: "Orders", bundle: .atURL(bundle.url)).defaultValue
                == "Only in Base")
        // The key is in another table than the one named: not found, so the default value.
        #expect(
            LocalizedStringResource("dialog.done", defaultValue: "Default", bundle: .atURL(bundle.url)).defaultValue
                == "Default")
    }

    @Test func theDevelopmentLanguageIsTheBundles() throws {
        let bundle = try StringTableBundle(language: "de")
        try bundle.write("en.lproj/Orders.strings", "\"dialog.done\" = \"English\";\n")
        #expect(
            LocalizedStringResource("dialog.done", table: "Orders", bundle: .atURL(bundle.url)).defaultValue
                == "Your soup is on its way.")
        #expect(LocalizedStringResource("intent.title.order", bundle: .atURL(bundle.url)).defaultValue == "Order Soup")
    }

    @Test func aKeyNoTableHasReadsAsItsDefaultValueOrItself() throws {
        let bundle = try StringTableBundle()
        #expect(LocalizedStringResource("Plain words", bundle: .atURL(bundle.url)).defaultValue == "Plain words")
        #expect(
            LocalizedStringResource(
                "missing.key", defaultValue: "\(placeholder: .int) Notes", bundle: .atURL(bundle.url)
            )
            .defaultValue == "%lld Notes")
        let nowhere = URL(fileURLWithPath: "/nonexistent/bundle")
        #expect(
            LocalizedStringResource("intent.title.order", bundle: .atURL(nowhere)).defaultValue == "intent.title.order")
    }

    @Test func aTableThatDoesNotReadIsPassedOver() throws {
        let bundle = try StringTableBundle()
        try bundle.write("Broken.xcstrings", "{ \"sourceLanguage\": \"en\", \"strings\": [1, 2")
        try bundle.write("en.lproj/Broken.strings", "\"unterminated = ;")
        let resource = LocalizedStringResource("intent.title.order", table: "Broken", bundle: .atURL(bundle.url))
        #expect(resource.defaultValue == "intent.title.order")
        #expect(LocalizedStringResource("intent.title.order", bundle: .atURL(bundle.url)).defaultValue == "Order Soup")
    }

    /// Apple's other spellings: a `Bundle`, `String(localized:)` with a table and bundle or a
    /// default value, and `String.LocalizationValue` as the key's type.
    @Test func theSameKeysThroughEveryInitializer() throws {
        let tables = try StringTableBundle()
        let bundle = try #require(Bundle(url: tables.url))
        #expect(LocalizedStringResource("intent.title.order", bundle: bundle).defaultValue == "Order Soup")
        #expect(String(localized: "dialog.done", table: "Orders", bundle: bundle) == "Your soup is on its way.")
        #expect(
            String(localized: "missing.key", defaultValue: "Can't send email", bundle: bundle, comment: "")
                == "Can't send email")
        #expect(String(localized: "intent.title.order", defaultValue: "Order", bundle: bundle) == "Order Soup")
        let key: String.LocalizationValue = "intent.title.order"
        #expect(LocalizedStringResource(key, bundle: .atURL(tables.url)).defaultValue == "Order Soup")
        #expect(
            String(localized: String.LocalizationValue("dialog.done"), table: "Orders", bundle: bundle)
                == "Your soup is on its way.")
        // The main bundle given as a `Bundle` is `.main`.
        #expect(LocalizedStringResource("k", bundle: Bundle.main).bundle == .main)
        var resource = LocalizedStringResource("Hello")
        resource.locale = Locale(identifier: "fr")
        #expect(resource.locale.identifier == "fr")
        #expect(String(localized: resource) == "Hello")
    }

    /// A snippet's `Text` reads a key as SwiftUI's does, from a table and a bundle.
    @Test @MainActor func aSnippetsTextReadsItsKey() throws {
        let tables = try StringTableBundle()
        let bundle = try #require(Bundle(url: tables.url))
        #expect(Text("dialog.done", tableName: "Orders", bundle: bundle).content == "Your soup is on its way.")
        #expect(Text("intent.title.order", bundle: bundle, comment: "A title.").content == "Order Soup")
        #expect(Text("Plain words").content == "Plain words")
        #expect(Text(verbatim: "intent.title.order").content == "intent.title.order")
    }

    /// The main bundle stands for the app: the executable's folder, then SwiftPM's resource
    /// bundles beside it, in name order; the first folder with a key gives its text.
    @Test func theMainBundleIsTheExecutablesFolderAndTheResourceBundlesBesideIt() throws {
        let main = try StringTableBundle()
        let first = try StringTableBundle()
        try FileManager.default.moveItem(at: first.url, to: main.url.appendingPathComponent("Shop_ShopKit.resources"))
        let second = try StringTableBundle()
        try second.write(
            "Localizable.xcstrings",
            #"{"sourceLanguage": "en", "strings": {"only.second": {"localizations": {"en": {"stringUnit": {"value": "Second"}}}}, "intent.title.order": {"localizations": {"en": {"stringUnit": {"value": "Shadowed"}}}}}}"#
        )
        try FileManager.default.moveItem(at: second.url, to: main.url.appendingPathComponent("Shop_Widgets.resources"))
        try FileManager.default.createDirectory(
            at: main.url.appendingPathComponent("Other.bundle"), withIntermediateDirectories: true)
        let folders = StringTables.folders(forMainBundleAt: main.url)
        #expect(
            folders.map { URL(fileURLWithPath: $0).lastPathComponent } == [
                main.url.lastPathComponent, "Shop_ShopKit.resources", "Shop_Widgets.resources",
            ])
        let texts = StringTables.texts(of: "Localizable", in: folders)
        #expect(texts["intent.title.order"] == "Order Soup")
        #expect(texts["only.second"] == "Second")
    }

    @Test func aResourceEncodesItsKeyTextAndTableAsBefore() throws {
        let bundle = try StringTableBundle()
        let resource = LocalizedStringResource("dialog.done", table: "Orders", bundle: .atURL(bundle.url))
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(resource)) as? [String: String]
        #expect(object == ["key": "dialog.done", "defaultValue": "Your soup is on its way.", "table": "Orders"])
        let decoded = try JSONDecoder().decode(LocalizedStringResource.self, from: JSONEncoder().encode(resource))
        #expect(decoded.defaultValue == "Your soup is on its way." && decoded.bundle == .main)
    }

    /// A resource made for a locale reads its language's texts (the catalog's translation, that
    /// language's `.strings`), a regional locale its language's when the region has none, and the
    /// development language's where a text is not translated.
    @Test func aResourceForALocaleReadsItsLanguage() throws {
        let bundle = try StringTableBundle()
        try bundle.write("fr.lproj/Orders.strings", "\"dialog.done\" = \"Votre soupe arrive.\";\n")
        let french = Locale(identifier: "fr")
        #expect(
            LocalizedStringResource("intent.title.order", locale: french, bundle: .atURL(bundle.url)).defaultValue
                == "Commander une soupe")
        #expect(
            LocalizedStringResource(
                "intent.title.order", locale: Locale(identifier: "fr_CA"), bundle: .atURL(bundle.url)
            ).defaultValue == "Commander une soupe")
        #expect(
            LocalizedStringResource("dialog.done", table: "Orders", locale: french, bundle: .atURL(bundle.url))
                .defaultValue == "Votre soupe arrive.")
        // Not translated into French: the development language's, then Base's.
        #expect(
            LocalizedStringResource("soups.count", locale: french, bundle: .atURL(bundle.url)).defaultValue
                == "%lld soups")
        #expect(
            LocalizedStringResource("dialog.base-only", table: "Orders", locale: french, bundle: .atURL(bundle.url))
                .defaultValue == "Only in Base")
        // A language the app has no texts in reads the development language's.
        #expect(
            LocalizedStringResource("intent.title.order", locale: Locale(identifier: "ja"), bundle: .atURL(bundle.url))
                .defaultValue == "Order Soup")
        let tables = try #require(Bundle(url: bundle.url))
        #expect(String(localized: "intent.title.order", bundle: tables, locale: french) == "Commander une soupe")
        // `Locale.current`, which apps pass as it is, stands for the process's language.
        #expect(
            LocalizedStringResource("intent.title.order", locale: .current, bundle: .atURL(bundle.url)).defaultValue
                == "Order Soup")
    }

    /// A counted text translated into a language is chosen among by that language's plural rules
    /// (French counts 0 as one), one that is not by the source language's.
    @Test func aTranslatedCountedTextKeepsItsLanguage() throws {
        let bundle = try StringTableBundle()
        try bundle.write(
            "Counts.xcstrings",
            #"""
            {"sourceLanguage": "en", "strings": {
              "%lld bowls": {"localizations": {
                "en": {"variations": {"plural": {"one": {"stringUnit": {"value": "%lld bowl"}}, "other": {"stringUnit": {"value": "%lld bowls"}}}}},
                "fr": {"variations": {"plural": {"one": {"stringUnit": {"value": "%lld bol"}}, "other": {"stringUnit": {"value": "%lld bols"}}}}}}},
              "%lld cups": {"localizations": {
                "en": {"variations": {"plural": {"one": {"stringUnit": {"value": "%lld cup"}}, "other": {"stringUnit": {"value": "%lld cups"}}}}}}}}}
            """#)
        let french = StringTables.table(of: "Counts", in: [bundle.url.path], languages: ["fr"])
        let bowls = try #require(french.plurals["%lld bowls"])
        let bowlsLanguage = try #require(french.pluralLanguages["%lld bowls"])
        #expect(bowlsLanguage == "fr")
        #expect(StringFormat.text(bowls, arguments: [.int(0)], language: bowlsLanguage) == "0 bol")
        let cups = try #require(french.plurals["%lld cups"])
        let cupsLanguage = try #require(french.pluralLanguages["%lld cups"])
        #expect(cupsLanguage == "en")
        #expect(StringFormat.text(cups, arguments: [.int(0)], language: cupsLanguage) == "0 cups")
        let english = StringTables.table(of: "Counts", in: [bundle.url.path])
        #expect(english.plurals["%lld bowls"]?.forms["one"] == "%lld bowl")
    }

    /// `APPINTENTS_LANGUAGE` (and a locale's identifier) names a language as a tag or as a POSIX
    /// locale; the languages tried are the tag's, then its language's alone.
    @Test func aLanguageIsReadAsATagOrALocaleName() {
        #expect(StringTableFiles.languageCandidates("fr") == ["fr"])
        #expect(StringTableFiles.languageCandidates("pt-BR") == ["pt-BR", "pt"])
        #expect(StringTableFiles.languageCandidates("fr_FR.UTF-8") == ["fr-FR", "fr"])
        #expect(StringTableFiles.languageCandidates("de_DE@euro") == ["de-DE", "de"])
        #expect(StringTableFiles.languageCandidates("C.UTF-8").isEmpty)
        #expect(StringTableFiles.languageCandidates("").isEmpty)
        #expect(StringTableFiles.languageTag("pt_BR") == StringTableFiles.languageTag("pt-br"))
    }

    /// `#bundle` in a module without resources is the main bundle.
    @Test func theModuleBundleOfAModuleWithoutResourcesIsTheMainBundle() {
        #expect(__moduleBundle(fileID: "NoSuchModule/File.swift").bundleURL == Bundle.main.bundleURL)
        #expect(#bundle.bundleURL == Bundle.main.bundleURL)
    }
}
