import AppIntentsMetadata
import Testing

@testable import AppIntents

/// A parameter without a title is titled from its name the same way by the runtime (AppIntents'
/// `ParameterTitle`) and by the static extractor (`GeneratedTitle`), so both metadata producers
/// write one document.
@Suite struct GeneratedTitleTests {
    @Test(arguments: [
        ("numberOfGuests", "Number of Guests"), ("skipExistingRecipes", "Skip Existing Recipes"),
        ("frameRate", "Frame Rate"), ("video", "Video"), ("isOn", "Is on"),
        ("dimensions_percent", "Dimensions Percent"),
        ("URL", "URL"), ("sourceURL", "Source URL"), ("pathToTheFile", "Path to the File"), ("a", "A"), ("", ""),
    ])
    func bothMakeTheSameTitle(_ name: String, _ title: String) {
        #expect(ParameterTitle.fromName(name) == title)
        #expect(GeneratedTitle.fromPropertyName(name) == title)
    }
}
