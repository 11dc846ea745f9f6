// App Shortcuts as workout and reading apps built with Apple's SDK write them: a parameter
// presentation with a summary and collections of options, negative phrases from their builder,
// images framed in a circle or sized, amounts in a set of currencies, distances in a unit, and a
// workout whose result names the Action button's next intent.
import AppIntents
import Foundation

struct Routine: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Routine"
    static let defaultQuery = RoutineQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(id)", image: .init(named: "routine-\(id)", isTemplate: nil, displayStyle: .circular))
    }
}

struct RoutineQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Routine] { identifiers.map(Routine.init(id:)) }
    func suggestedEntities() async throws -> [Routine] { ["Push Day", "Leg Day"].map(Routine.init(id:)) }
}

struct PauseRoutineIntent: AppIntent {
    static let title: LocalizedStringResource = "Pause Routine"
    func perform() async throws -> some IntentResult { .result() }
}

struct StartRoutineIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Routine"
    @Parameter(title: "Routine") var routine: Routine
    @Parameter(title: "Distance", defaultValue: 5, unit: UnitLength.kilometers, unitAdjustForLocale: true)
    var distance: Measurement<UnitLength>?
    @Parameter(title: "Pace", defaultValue: 6, defaultUnit: UnitDuration.minutes, defaultUnitAdjustForLocale: false)
    var pace: Measurement<UnitDuration>?
    @Parameter(title: "Entry Fee", currencyCodes: ["EUR", "USD"]) var fee: IntentCurrencyAmount?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(actionButtonIntent: PauseRoutineIntent(), dialog: "Started \(routine.id).")
    }
}

struct RoutineShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartRoutineIntent(),
            phrases: ["Start \(\.$routine) in \(.applicationName)", "\(\.$routine) with \(.applicationName)"],
            shortTitle: "Start Routine",
            systemImageName: "figure.run",
            parameterPresentation: ParameterPresentation(
                for: \.$routine,
                summary: Summary("Start \(\.$routine)"),
                optionsCollections: {
                    OptionsCollection(RoutineQuery(), title: "Routines", systemImageName: "list.bullet")
                }
            )
        )
        AppShortcut(
            intent: PauseRoutineIntent(), phrases: ["Pause my routine in \(.applicationName)"], shortTitle: nil,
            systemImageName: nil)
    }

    /// The same presentation in Apple's long names.
    static let spelledOut = AppShortcutParameterPresentation(
        for: \StartRoutineIntent.$routine,
        summary: AppShortcutParameterPresentationSummary("Begin \(\.$routine)"),
        optionsCollections: {
            AppShortcutOptionsCollection(RoutineQuery(), title: "Routines", systemImageName: "list.bullet")
        })

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Cancel my \(.applicationName) membership"
            "Delete \(.applicationName)"
        }
    }
}

/// A cover sized as a remote image is.
let routineCover = DisplayRepresentation.Image(
    url: URL(string: "https://example.com/cover.png")!, width: 64, height: 48)
