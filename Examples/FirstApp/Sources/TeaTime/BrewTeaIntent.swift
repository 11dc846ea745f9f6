import AppIntents
import IntentHost

enum Tea: String, AppEnum {
    case green, black, mint

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Tea" }
    static var caseDisplayRepresentations: [Tea: DisplayRepresentation] {
        [.green: "Green", .black: "Black", .mint: DisplayRepresentation(title: "Mint", synonyms: ["peppermint"])]
    }

    /// How long this tea steeps, in minutes.
    var minutes: Int {
        switch self {
        case .green: 2
        case .black: 4
        case .mint: 6
        }
    }
}

struct BrewTeaIntent: AppIntent {
    static var title: LocalizedStringResource { "Brew Tea" }
    static var description: IntentDescription? { IntentDescription("Start brewing a cup of tea.") }

    @Parameter(title: "Tea", requestValueDialog: "Which tea?")
    var tea: Tea

    @Parameter(title: "Cups", default: 1, inclusiveRange: (1, 4))
    var cups: Int

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        let cupsText = cups == 1 ? "1 cup" : "\(cups) cups"
        return .result(
            value: tea.minutes, dialog: "Brewing \(cupsText) of \(tea.rawValue) tea: ready in \(tea.minutes) minutes.")
    }
}

struct TeaShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BrewTeaIntent(),
            phrases: ["Brew \(\.$tea) in \(.applicationName)", "Make tea with \(.applicationName)"],
            shortTitle: "Brew Tea", systemImageName: "cup.and.saucer")
    }
}

let teaTime = IntentApp(name: "TeaTime", intents: [BrewTeaIntent.self], enums: [Tea.self], shortcuts: TeaShortcuts.self)
