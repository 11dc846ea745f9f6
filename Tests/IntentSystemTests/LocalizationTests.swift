import AppIntents
import Foundation
import Testing

@testable import IntentSystem

/// An intent whose texts are keys of the app's string tables, which SwiftPM copies into the
/// target's resource bundle beside the executable (`Resources/Localizable.xcstrings`,
/// `Resources/en.lproj/Orders.strings`).
struct LocalizedOrderIntent: AppIntent {
    static let title: LocalizedStringResource = "localization-test.intent.title"
    static let description = IntentDescription(
        LocalizedStringResource("localization-test.intent.description", table: "Orders"))

    @Parameter(title: LocalizedStringResource("localization-test.parameter.size", table: "Orders"))
    var size: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "localization-test.dialog.done")
    }
}

/// What a person reads of an intent whose texts are keys: the development language's texts of the
/// app's tables, in the catalog everything downstream reads and in a run's dialog.
@Suite struct LocalizationTests {
    @Test func anIntentsKeysReadAsTheTablesTexts() async throws {
        let catalog = try await Catalog.build(IntentApp(name: "Soups", intents: [LocalizedOrderIntent.self]))
        let action = try #require(catalog.metadata.actions["LocalizedOrderIntent"])
        #expect(action.title.key == "Order a Soup")
        #expect(action.descriptionMetadata?.descriptionText.key == "Orders a soup in the size you choose.")
        #expect(action.parameters.map(\.title.key) == ["Bowl Size"])
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(intent: "LocalizedOrderIntent", inputs: ["size": .text("large")]),
            interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Your soup is on its way.")
    }

    /// `#bundle` in a module with resources is SwiftPM's bundle of them, as `Bundle.module` is.
    @Test func theModuleBundleIsTheModulesResourceBundle() {
        #expect(#bundle.bundleURL.standardizedFileURL == Bundle.module.bundleURL.standardizedFileURL)
        #expect(String(localized: "localization-test.intent.title", bundle: #bundle) == "Order a Soup")
        #expect(
            LocalizedStringResource(
                "localization-test.parameter.size", table: "Orders", bundle: .atURL(Bundle.module.bundleURL)
            )
            .defaultValue == "Bowl Size")
    }
}

/// An intent whose dialog interpolates values, with the app's catalog giving the text by the key
/// Apple's tools write for it (`"%@ ordered %lld bowls"`), in plural forms.
struct LocalizedBowlsIntent: AppIntent {
    static let title: LocalizedStringResource = "Order Bowls"
    @Parameter(title: "Name") var name: String
    @Parameter(title: "Bowls") var bowls: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "localization test: \(name) ordered \(bowls) bowls")
    }
}

@Suite struct InterpolatedLocalizationTests {
    @Test func anInterpolatedDialogReadsItsPluralFormFromTheCatalog() async throws {
        let catalog = try await Catalog.build(IntentApp(name: "Soups", intents: [LocalizedBowlsIntent.self]))
        for (bowls, dialog) in [(1, "Ann ordered a bowl"), (3, "Ann ordered 3 bowls")] {
            let outcome = try await Executor(catalog: catalog).run(
                RunRequest(intent: "LocalizedBowlsIntent", inputs: ["name": .text("Ann"), "bowls": .text("\(bowls)")]),
                interaction: NeverAskInteraction())
            #expect(outcome.dialog == dialog)
        }
    }

    @Test func substitutionsPositionsAndPrecisionAreFilledIn() {
        let name = "Bo"
        for (count, text) in [(1, "one bowl for Bo (catalog)"), (4, "4 bowls for Bo (catalog)")] {
            let resource: LocalizedStringResource = "localization test: \(count) bowls for \(name)"
            #expect(resource.defaultValue == text)
        }
        let price = 4.5
        #expect(String(localized: "localization test: \(name) costs \(price)") == "localization test: Bo is €4.50")
        // A `.stringsdict` of the development language, as apps kept plural rules before catalogs.
        for (count, text) in [(1, "one jar"), (6, "6 jars")] {
            let resource: LocalizedStringResource = "localization test: \(count) jars"
            #expect(resource.defaultValue == "localization test: \(text) (stringsdict)")
        }
        // A string the catalog does not have reads as written.
        #expect(
            LocalizedStringResource("localization test: \(name) is away").defaultValue
                == "localization test: Bo is away")
    }
}
