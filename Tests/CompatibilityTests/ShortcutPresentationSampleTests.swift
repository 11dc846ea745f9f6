import AppIntents
import Foundation
import Testing

/// What the shortcut samples keep: the presentation's collections, the negative phrases, an
/// image's framing and size, and the dialog a result with an Action button intent ends with.
@Suite struct ShortcutPresentationSampleTests {
    @Test func theShortcutsKeepTheirPresentationAndNegativePhrases() throws {
        let shortcuts = RoutineShortcuts.appShortcuts
        #expect(shortcuts.count == 2)
        #expect(shortcuts[0].optionsCollections.map(\.title.defaultValue) == ["Routines"])
        #expect(shortcuts[0].optionsCollections.first?.systemImageName == "list.bullet")
        #expect(shortcuts[1].shortTitle == nil && shortcuts[1].systemImageName == nil)
        #expect(
            RoutineShortcuts.negativePhrases.phrases.map(\.template) == [
                "Cancel my ${applicationName} membership", "Delete ${applicationName}",
            ])
    }

    @Test func imagesKeepTheirFramingAndSize() {
        let image = Routine(id: "Leg Day").displayRepresentation.image
        #expect(image?.displayStyle == .circular && image?.isTemplate == false)
        #expect(routineCover.size?.width == 64 && routineCover.size?.height == 48)
        #expect(DisplayRepresentation.Image(systemName: "star").isTemplate)
    }

    @Test func aResultNamingTheActionButtonsIntentEndsWithItsDialog() async throws {
        let intent = StartRoutineIntent()
        intent.routine = Routine(id: "Push Day")
        let result = try #require(try await intent.perform() as? any _AnyIntentResult)
        #expect(result._dialog?.full == "Started Push Day.")
        #expect(intent.$distance.defaultValue == Measurement(value: 5, unit: UnitLength.kilometers))
    }
}
