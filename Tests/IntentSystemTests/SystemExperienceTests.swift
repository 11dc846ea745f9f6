import AppIntents
import AppIntentsTesting
import Foundation
import Testing

@testable import IntentSystem

/// An in-app search as apps write it: the criteria filled from the person's words.
struct SearchShelfIntent: ShowInAppSearchResultsIntent {
    static let title: LocalizedStringResource = "Search Shelf"
    static let searchScopes: [StringSearchScope] = [.general]
    @Parameter(title: "Search") var criteria: StringSearchCriteria
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Searching the shelf for \(criteria.term).")
    }
}

/// Continues in the app with the bare call, and with a continuation that throws.
struct ShowShelfIntent: ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Show Shelf"
    @Parameter(title: "Jammed", default: false) var jammed: Bool

    struct Jammed: Error, CustomStringConvertible {
        var description: String { "the shelf is jammed" }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if jammed {
            throw needsToContinueInForegroundError("Open the app to unjam it?") { throw Jammed() }
        }
        try await requestToContinueInForeground("Open the app to see the shelf?")
        return .result(dialog: "Here is the shelf.")
    }
}

/// Opens a universal link with the system's `OpenURLIntent`, and says what else went wrong.
struct OpenShelfPageIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Shelf Page"
    @Parameter(title: "Page") var page: String
    func perform() async throws -> some IntentResult & OpensIntent {
        guard page != "offline" else { throw AppIntentError.Unrecoverable.networkFailure }
        guard page != "private" else { throw AppIntentError.UserActionRequired.signin }
        return .result(opensIntent: OpenURLIntent(URL(string: "https://shelf.example/\(page)")!))
    }
}

/// A list of numbers, each in a range.
struct PickShelvesIntent: AppIntent {
    static let title: LocalizedStringResource = "Pick Shelves"
    @Parameter(title: "Shelves", inclusiveRange: (1, 10)) var shelves: [Int]
    func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: shelves.reduce(0, +)) }
}

/// Money in and out, with a tip that may be left out.
struct TipJarIntent: AppIntent {
    static let title: LocalizedStringResource = "Tip Jar"
    @Parameter(title: "Amount") var amount: IntentCurrencyAmount
    @Parameter(title: "Tip") var tip: IntentCurrencyAmount?
    func perform() async throws -> some IntentResult & ReturnsValue<IntentCurrencyAmount> {
        .result(
            value: IntentCurrencyAmount(amount: amount.amount + (tip?.amount ?? 0), currencyCode: amount.currencyCode))
    }
}

let shelfApp = IntentApp(
    name: "Shelf",
    intents: [
        SearchShelfIntent.self, ShowShelfIntent.self, OpenShelfPageIntent.self, PickShelvesIntent.self,
        TipJarIntent.self,
    ])

@Suite struct SystemExperienceTests {
    @Test func aSearchIntentsCriteriaComeFromText() async throws {
        let harness = try await IntentTestHarness(app: shelfApp)
        let run = try await harness.run(SearchShelfIntent.self, ["criteria": "green tea"])
        #expect(run.dialog == "Searching the shelf for green tea.")
        let action = harness.metadata.actions["SearchShelfIntent"]
        #expect(action?.parameters.first?.valueType == .primitive(.string))
        #expect(action?.systemProtocols.contains("ShowInAppSearchResultsIntent") == true)
    }

    @Test func theBareForegroundRequestAsksAndGoesOn() async throws {
        let harness = try await IntentTestHarness(app: shelfApp)
        let run = try await harness.run(ShowShelfIntent.self, answering: [.confirm])
        #expect(run.dialog == "Here is the shelf.")
        #expect(run.asked.map(\.prompt) == ["Open the app to see the shelf?"])
        await #expect(throws: IntentTestFailure.self) {
            try await harness.run(ShowShelfIntent.self, answering: [.decline])
        }
    }

    @Test func aContinuationThatThrowsFailsTheRun() async throws {
        let harness = try await IntentTestHarness(app: shelfApp)
        let failure = await #expect(throws: IntentTestFailure.self) {
            try await harness.run(ShowShelfIntent.self, ["jammed": "true"], answering: [.confirm])
        }
        #expect(failure?.code == .intentFailed)
        #expect(failure?.description.contains("the shelf is jammed") == true)
    }

    @Test func anOpenedLinkIsTheOpenedIntentsValue() async throws {
        let catalog = try await Catalog.build(shelfApp)
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(intent: "OpenShelfPageIntent", inputs: ["page": .text("tea")]),
            interaction: NeverAskInteraction())
        #expect(outcome.opened.map(\.intent) == ["OpenURLIntent"])
        #expect(outcome.opened.first?.valueText == "https://shelf.example/tea")
        #expect(outcome.opened.first?.opensApp == true)
        #expect(catalog.metadata.actions["OpenURLIntent"] == nil, "the system's intent is in no app's catalog")
    }

    @Test(arguments: [("offline", "the intent needs a network connection"), ("private", "the person needs to sign in")])
    func applesPredefinedErrorsSayWhatWentWrong(page: String, message: String) async throws {
        let harness = try await IntentTestHarness(app: shelfApp)
        let failure = await #expect(throws: IntentTestFailure.self) {
            try await harness.run(OpenShelfPageIntent.self, ["page": page])
        }
        #expect(failure?.description.contains(message) == true)
    }

    @Test func aListsRangeHoldsForEachElement() async throws {
        let harness = try await IntentTestHarness(app: shelfApp)
        #expect(try await harness.run(PickShelvesIntent.self, ["shelves": "2, 3"]).valueText == "5")
        let failure = await #expect(throws: IntentTestFailure.self) {
            try await harness.run(PickShelvesIntent.self, ["shelves": "2, 11"])
        }
        #expect(failure?.code == .invalidValue)
        #expect(failure?.description.contains("must be between 1 and 10") == true)
        #expect(harness.metadata.actions["PickShelvesIntent"]?.parameters.first?.range?.maximum == 10)
    }

    @Test func aCurrencyAmountIsReadAsTextOrJSONAndReturnedAsAnObject() async throws {
        let harness = try await IntentTestHarness(app: shelfApp)
        let run = try await harness.run(TipJarIntent.self, ["amount": "12.50 eur", "tip": "EUR 2"])
        #expect(run.valueText == "14.5 EUR")
        #expect(run.valueJSON == #"{"amount":14.5,"currencyCode":"EUR"}"#)
        let alone = try await harness.run(TipJarIntent.self, ["amount": "3 USD"])
        #expect(alone.value(as: IntentCurrencyAmount.self) == IntentCurrencyAmount(amount: 3, currencyCode: "USD"))
        let failure = await #expect(throws: IntentTestFailure.self) {
            try await harness.run(TipJarIntent.self, ["amount": "12 euros"])
        }
        #expect(failure?.code == .invalidValue)
        #expect(failure?.description.contains("such as 12.50 EUR") == true)
        #expect(harness.metadata.actions["TipJarIntent"]?.parameters.first?.valueType == .primitive(.currency))
    }
}

/// `systemContext.currentMode` compared with the modes `IntentModes.Current` names, as Apple's
/// overview of the type writes it.
@Suite struct CurrentModeTests {
    struct WhereAmIIntent: AppIntent {
        static let title: LocalizedStringResource = "Where Am I"
        func perform() async throws -> some IntentResult & ProvidesDialog {
            let mode = systemContext.currentMode
            return .result(
                dialog:
                    "background: \(mode == .background), foreground: \(mode == .foreground), may come forward: \(mode.canContinueInForeground)"
            )
        }
    }

    @Test func aRunIsInTheBackgroundWhetherOrNotItMayComeForward() async throws {
        let executor = Executor(
            catalog: try await Catalog.build(IntentApp(name: "Modes", intents: [WhereAmIIntent.self])))
        let asking = try await executor.run(RunRequest(intent: "WhereAmIIntent"), interaction: ScriptedInteraction([]))
        #expect(asking.dialog == "background: true, foreground: false, may come forward: true")
        let silent = try await executor.run(RunRequest(intent: "WhereAmIIntent"), interaction: NeverAskInteraction())
        #expect(silent.dialog == "background: true, foreground: false, may come forward: false")
        #expect(IntentModes.Current.background != IntentModes.Current.foreground)
    }

    /// iOS 27's locale and voice-only context, and the Action button's timestamp.
    struct HowAmIHeardIntent: AppIntent {
        static let title: LocalizedStringResource = "How Am I Heard"
        func perform() async throws -> some IntentResult & ProvidesDialog {
            let context = systemContext
            return .result(
                dialog:
                    "locale: \(context.locale.identifier), voice only: \(context.isVoiceOnly), timestamp: \(context.preciseTimestamp.map { "\($0)" } ?? "none")"
            )
        }
    }

    @Test func aRunIsInTheProcesssLocaleWithAScreen() async throws {
        let executor = Executor(
            catalog: try await Catalog.build(IntentApp(name: "Modes", intents: [HowAmIHeardIntent.self])))
        let outcome = try await executor.run(
            RunRequest(intent: "HowAmIHeardIntent"), interaction: NeverAskInteraction())
        #expect(outcome.dialog == "locale: \(Locale.current.identifier), voice only: false, timestamp: none")
    }
}

/// iOS 27's `RunSystemShortcutIntent`: a widget's button compiles as Apple's example writes it,
/// and running it says that running a person's configured action is not supported yet.
@Suite struct RunSystemShortcutTests {
    struct LauncherConfigurationIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Launcher"
        @Parameter(title: "Shortcut") var shortcut: SystemShortcut?
        init() {}
        var buttonIntent: RunSystemShortcutIntent {
            shortcut.map { RunSystemShortcutIntent(shortcut: $0) } ?? RunSystemShortcutIntent()
        }
    }

    @Test func runningAPersonsConfiguredActionIsNotSupportedYet() async throws {
        let executor = Executor(
            catalog: try await Catalog.build(IntentApp(name: "Launcher", intents: [RunSystemShortcutIntent.self])))
        let error = await #expect(throws: IntentSystemError.self) {
            try await executor.run(
                RunRequest(intent: "RunSystemShortcutIntent", inputs: ["shortcut": .text("Morning Routine")]),
                interaction: NeverAskInteraction())
        }
        #expect(
            error?.message.contains(
                "running 'Morning Routine' from a widget's button (RunSystemShortcutIntent) is not supported yet")
                == true,
            "\(error?.message ?? "")")
        let configuration = LauncherConfigurationIntent()
        configuration.shortcut = SystemShortcut(_intentString: "Open Maps")
        #expect(configuration.buttonIntent.shortcut?.description == "Open Maps")
    }
}
