import AppIntentsMetadata
import Foundation
import SoupShopKit
import TestSupport
import Testing

@testable import IntentHost

/// `metadata --output DIR`: Apple's Metadata.appintents, complete and readable back.
@Suite(.ownThreads) struct MetadataTests {
    @Test func writesEveryDeclarationOfSoupShop() throws {
        let cli = try SoupShopCLI()
        let output = cli.folder.appendingPathComponent("out")
        let result = try cli.run("metadata", "--output", output.path)
        #expect(result.code == 0, "\(result)")
        let bundle = output.appendingPathComponent("Metadata.appintents")
        #expect(
            result.stdout
                == "Wrote \(bundle.path) (15 intents, 4 entities, 5 queries, 1 enum, 4 App Shortcuts)\n")
        let data = try Data(contentsOf: bundle.appendingPathComponent("extract.actionsdata"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let actions = try #require(json["actions"] as? [String: Any])
        #expect(
            Set(actions.keys) == [
                "AddTaskIntent", "CancelOrderIntent", "ClearOrderHistoryIntent", "CompleteTaskIntent",
                "DeleteTasksIntent", "FavoriteControlConfiguration", "KitchenFocusFilter", "SoupOfTheDayConfiguration",
                "ListMenuIntent", "OpenSoupIntent", "OrderFavoriteIntent", "OrderSoupIntent",
                "OrderStatusSnippetIntent",
                "ShowOrderStatusIntent", "ToggleFavoriteIntent",
            ])
        let entities = try #require(json["entities"] as? [String: Any])
        #expect(Set(entities.keys) == ["OrderEntity", "ShopEntity", "SoupEntity", "TaskEntity"])
        let queries = try #require(json["queries"] as? [String: Any])
        #expect(Set(queries.keys) == ["OrderQuery", "ShopQuery", "SoupQuery", "SoupValueQuery", "TaskQuery"])
        let enums = try #require(json["enums"] as? [[String: Any]])
        #expect(enums.map { $0["identifier"] as? String } == ["SoupSize"])
        let shortcuts = try #require(json["autoShortcuts"] as? [[String: Any]])
        #expect(
            shortcuts.map { $0["actionIdentifier"] as? String } == [
                "OrderSoupIntent", "ListMenuIntent", "CompleteTaskIntent", "ShowOrderStatusIntent",
            ])
        let version = try Data(contentsOf: bundle.appendingPathComponent("version.json"))
        let versionJSON = try #require(try JSONSerialization.jsonObject(with: version) as? [String: String])
        #expect(versionJSON["version"] == MetadataFormat.formatVersion)
    }

    @Test func readingItBackGivesTheCatalogsModel() async throws {
        let cli = try SoupShopCLI()
        let output = cli.folder.appendingPathComponent("out")
        #expect(try cli.run("metadata", "--output", output.path).code == 0)
        let read = try MetadataBundle.read(from: output)
        // The same document, printed by the same catalog on standard output.
        let printed = try cli.run("metadata")
        let document = try MetadataBundle.decodeActions(Data(printed.stdout.utf8))
        #expect(read.actions == document)
        // And the catalog built here, in this process, from a fresh store of its own.
        let store = cli.folder.appendingPathComponent("in-process.json")
        try await soupShopApp.setUp?(AppEnvironment(dataDirectory: cli.folder, storeURL: store))
        let catalog = try await Catalog.build(soupShopApp)
        // An intent without a description has none in the file either, as in Apple's files.
        #expect(read.actions.actions == catalog.metadata.actions)
        #expect(read.actions.enums == catalog.metadata.enums)
        #expect(read.actions.queries == catalog.metadata.queries)
        #expect(read.actions.autoShortcuts == catalog.metadata.autoShortcuts)
        #expect(Set(read.actions.entities.keys) == Set(catalog.metadata.entities.keys))
    }

    @Test func metadataIntoAFileFailsClearly() throws {
        let cli = try SoupShopCLI()
        let file = cli.folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let result = try cli.run("metadata", "--output", file.appendingPathComponent("sub").path)
        #expect(result.code == 70, "\(result)")
        #expect(result.stderr.hasPrefix("error: \(file.path)/sub/Metadata.appintents: cannot write metadata"))
        #expect(try Data(contentsOf: file) == Data("x".utf8))
    }

    @Test func shortcutPhrasesExpandEnumParametersToEachValue() {
        let size = ParameterMetadata(name: "size", title: "Size", valueType: .enumeration(identifier: "SoupSize"))
        let soup = ParameterMetadata(name: "soup", title: "Soup", valueType: .entity(typeName: "SoupEntity"))
        let action = ActionMetadata(
            identifier: "OrderSoupIntent", fullyQualifiedTypeName: "SoupShopKit.OrderSoupIntent", title: "Order Soup",
            parameters: [soup, size])
        let sizes = EnumMetadata(
            identifier: "SoupSize", fullyQualifiedTypeName: "SoupShopKit.SoupSize", displayTypeName: "Size",
            cases: ["small", "large"].map {
                EnumCaseMetadata(
                    identifier: $0,
                    displayRepresentation: DisplayRepresentationMetadata(title: LocalizedText($0.capitalized)))
            })
        let shortcut = AutoShortcutMetadata(
            actionIdentifier: "OrderSoupIntent",
            phraseTemplates: ["Order a ${size} ${soup} from ${applicationName}", "${applicationName} ${size}"])
        let expander = PhraseExpander(
            appName: "SoupShop",
            metadata: ActionsData(actions: [action], enums: [sizes], autoShortcuts: [shortcut]))
        #expect(
            expander.phrases(of: shortcut) == [
                "Order a Small <Soup> from SoupShop", "Order a Large <Soup> from SoupShop", "SoupShop Small",
                "SoupShop Large",
            ])
    }
}
