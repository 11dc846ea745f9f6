import AppIntentsShared
import Testing

@testable import AppIntents

/// A parameter without a title is titled from its name, as Apple's framework does; the runtime
/// catalog (through the parameter) and the static extractor use the same `GeneratedTitle`, so
/// both metadata producers write one document.
@Suite struct GeneratedTitleTests {
    @Test(arguments: [
        ("numberOfGuests", "Number of Guests"), ("skipExistingRecipes", "Skip Existing Recipes"),
        ("frameRate", "Frame Rate"), ("video", "Video"), ("isOn", "Is on"),
        ("dimensions_percent", "Dimensions Percent"),
        ("URL", "URL"), ("sourceURL", "Source URL"), ("pathToTheFile", "Path to the File"), ("a", "A"), ("", ""),
    ])
    func anUntitledParameterIsTitledFromItsName(_ name: String, _ title: String) {
        #expect(GeneratedTitle.fromPropertyName(name) == title)
        let parameter = IntentParameter<String>()
        parameter.setName(name)
        #expect(parameter.titleText == title)
    }
}

/// A type that declares an assistant schema and names no title or type name of its own is named
/// after the schema, in the same words a parameter's name would give.
@Suite struct SchemaDisplayNameTests {
    @Test(arguments: [
        ("photos.openAsset", "Open Asset"), ("photos.addAssetsToAlbum", "Add Assets to Album"),
        ("browser.openURL", "Open URL"), ("reader.documentKind", "Document Kind"), ("system.search", "Search"),
    ])
    func aSchemaIsNamedInWords(_ id: String, _ name: String) {
        #expect(SchemaCatalog.displayName(of: id) == name)
    }
}
