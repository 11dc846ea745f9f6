import AppIntentsMetadata
import Foundation
import Testing

@testable import AppIntentsLint

/// `metadata show` reads every fixture in Apple's shape and summarises its actions.
@Suite struct FixtureShowTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let fixture: String
        let shows: String
        var testDescription: String { fixture }
    }

    @Test(arguments: [
        Case(fixture: "summary", shows: "    summary: Boil to ${temperature} degrees (+ note)\n"),
        Case(fixture: "type-specific-metadata", shows: "    level: Int = 3 in 1...10 \"Level\"\n"),
        Case(fixture: "entity", shows: "  TeaEntity \"Tea\", query TeaQuery; IndexedEntity\n"),
        Case(
            fixture: "query",
            shows:
                "  TeaQuery → TeaEntity [EntityPropertyQuery, EntityQuery, EntityStringQuery]; filters origin(equalTo,contains)"
        ),
        Case(fixture: "enum", shows: "  TeaKind \"Tea Kind\" (Int): 0 \"Black\", 1 \"Green\"\n"),
        Case(fixture: "descriptions", shows: "  DescaleIntent \"Descale\" — Removes limescale from the kettle\n"),
        Case(fixture: "value-kinds", shows: "    file: IntentFile, required \"File\"\n"),
        Case(fixture: "system-protocols", shows: "    dialog; opens the app; OpenIntent\n"),
        Case(fixture: "older-tools", shows: "    minutes: Int in 1...10, required \"Minutes\"\n"),
        Case(fixture: "measurement", shows: "    duration: Measurement<UnitDuration>? \"Duration\"\n"),
        Case(
            fixture: "files-and-progress",
            shows: "filters label(equalTo,contains,hasSuffix,hasPrefix), added(lessThan,greaterThan); sorts by added\n"),
        Case(fixture: "array-capabilities", shows: "    cups: [Int], required \"Cups\"\n"),
        Case(
            fixture: "shortcuts", shows: "  BoilWaterIntent \"Boil\" [flame]\n    Boil water with ${applicationName}\n"),
        Case(fixture: "unknown-members", shows: "  FutureIntent \"Future\"\n    mood: futureKind, required \"Mood\"\n"),
    ])
    func showsEachFixture(_ item: Case) throws {
        let file = Reviewer.root.appendingPathComponent(
            "Tests/AppIntentsMetadataTests/Fixtures/\(item.fixture).actionsdata")
        let run = AppIntentsCommand.run(["metadata", "show", file.path])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains(item.shows), "\(run.standardOutput)")
    }
}
