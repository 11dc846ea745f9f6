import AppIntentsShared
import Foundation
import Testing

@testable import AppIntents

/// How a table's text for an interpolated string is filled in, as Foundation fills a string
/// catalog's: specifiers in order or by position, precision, `%%`, plural forms and substitutions.
@Suite struct StringFormatTests {
    @Test func specifiersTakeTheValuesInOrderOrByPosition() {
        #expect(StringFormat.fill("Ordered %lld bowls of %@", [.int(3), .text("miso")]) == "Ordered 3 bowls of miso")
        #expect(StringFormat.fill("%2$@: %1$lld", [.int(3), .text("miso")]) == "miso: 3")
        #expect(StringFormat.fill("%1$@ costs €%2$.2f", [.text("Miso"), .double(4.5)]) == "Miso costs €4.50")
        #expect(StringFormat.fill("100%% of %@", [.text("orders")]) == "100% of orders")
        // A specifier without a value, and a lone `%`, stay as they are.
        #expect(StringFormat.fill("%@ and %@", [.text("one")]) == "one and %@")
        #expect(StringFormat.fill("50% off", []) == "50% off")
        #expect(StringFormat.fill("%05d", [.int(42)]) == "00042")
        // What `String(format:)` would read more values for, or allocate without bound for, is text.
        #expect(StringFormat.fill("%*d %.9999999f", [.int(1), .double(2)]) == "%*d %.9999999f")
        #expect(StringFormat.fill("%0$@ %99$@ %n", [.text("a")]) == "%0$@ %99$@ %n")
    }

    @Test func pluralCategoriesFollowTheLanguagesRules() {
        #expect(["en", "de", "en-GB"].map { StringFormat.category(1, language: $0) } == ["one", "one", "one"])
        #expect(StringFormat.category(0, language: "en") == "other")
        #expect(StringFormat.category(0, language: "fr") == "one")
        #expect(StringFormat.category(1.5, language: "en") == "other")
        #expect(
            [1, 2, 5, 11, 21, 22, 25].map { StringFormat.category(Double($0), language: "ru") } == [
                "one", "few", "many", "many", "one", "few", "many",
            ])
        #expect(
            [1, 3, 12, 22].map { StringFormat.category(Double($0), language: "pl") } == ["one", "few", "many", "few"])
        #expect(StringFormat.category(1, language: "ja") == "other")
    }

    @Test func aPluralTextPicksItsFormByTheCount() {
        let bowls = StringTableFiles.PluralText(
            forms: ["one": "%lld bowl", "other": "%lld bowls", "zero": "No bowls"], text: nil, substitutions: [:])
        #expect(StringFormat.text(bowls, arguments: [.int(1)], language: "en") == "1 bowl")
        #expect(StringFormat.text(bowls, arguments: [.int(4)], language: "en") == "4 bowls")
        #expect(StringFormat.text(bowls, arguments: [.int(0)], language: "en") == "No bowls")
        let substituted = StringTableFiles.PluralText(
            forms: [:], text: "%#@bowls@ for %@",
            substitutions: [
                "bowls": .init(argument: 1, specifier: "lld", forms: ["one": "%arg bowl", "other": "%arg bowls"])
            ])
        #expect(StringFormat.text(substituted, arguments: [.int(1), .text("Ann")], language: "en") == "1 bowl for Ann")
        #expect(StringFormat.text(substituted, arguments: [.int(2), .text("Bo")], language: "en") == "2 bowls for Bo")
    }

    @Test func aStringsDictsPluralRulesReadAsSubstitutions() throws {
        let table = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>%@ has %lld bowls</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key><string>%@ has %#@bowls@</string>
                <key>bowls</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>lld</string>
                  <key>one</key><string>one bowl</string>
                  <key>other</key><string>%lld bowls</string>
                </dict>
              </dict>
              <key>plain</key><string>Plain</string>
            </dict></plist>
            """
        let texts = try #require(StringTableFiles.stringsDictTexts(Data(table.utf8)))
        #expect(Array(texts.keys) == ["%@ has %lld bowls"])
        let bowls = try #require(texts["%@ has %lld bowls"])
        #expect(bowls.substitutions["bowls"]?.argument == 2)
        #expect(StringFormat.text(bowls, arguments: [.text("Ann"), .int(1)], language: "en") == "Ann has one bowl")
        #expect(StringFormat.text(bowls, arguments: [.text("Bo"), .int(5)], language: "en") == "Bo has 5 bowls")
        #expect(StringTableFiles.stringsDictTexts(Data("not a plist".utf8)) == nil)
    }

    @Test func substitutionsTakeTheirArgumentByOrderOrPosition() {
        #expect(StringTableFiles.substitutionArguments(in: "%#@a@ and %#@b@") == ["a": 1, "b": 2])
        #expect(StringTableFiles.substitutionArguments(in: "100%% of %@: %#@items@") == ["items": 2])
        #expect(StringTableFiles.substitutionArguments(in: "%2$#@items@ for %1$@") == ["items": 2])
        // A variable the table does not define is left as written.
        #expect(StringFormat.fill("%#@nothing@ here", [.int(2)]) == "%#@nothing@ here")
    }

    @Test func aCatalogsCountedTextsRead() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "plain": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Plain"}}}},
              "%lld bowls": {"localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld bowl"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld bowls"}}}}}}},
              "%lld bowls for %@": {"localizations": {"en": {
                "stringUnit": {"state": "translated", "value": "%#@bowls@ for %@"},
                "substitutions": {"bowls": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%arg bowl"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg bowls"}}}}}}}}}}}
            """
        let read = try #require(StringTableFiles.pluralTexts(Data(catalog.utf8)))
        #expect(read.language == "en")
        #expect(read.texts.keys.sorted() == ["%lld bowls", "%lld bowls for %@"])
        #expect(read.texts["%lld bowls"]?.forms == ["one": "%lld bowl", "other": "%lld bowls"])
        #expect(read.texts["%lld bowls for %@"]?.substitutions["bowls"]?.argument == 1)
        #expect(StringTableFiles.pluralTexts(Data("[]".utf8)) == nil)
    }
}
