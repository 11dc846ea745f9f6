import AppIntents
import Foundation
import Testing

@testable import IntentSystem

/// A card shown with a question.
struct OrderCard: View {
    var soup: String
    var body: some View {
        VStack {
            Text("\(soup) soup").bold()
            Text("2 bowls, 9.00 EUR")
        }
    }
}

struct ConfirmWithCardIntent: AppIntent {
    static let title: LocalizedStringResource = "Confirm With Card"
    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(dialog: "Order it?", showDialogAsPrompt: false) { OrderCard(soup: "Tomato") }
        return .result(dialog: "Ordered.")
    }
}

struct ChooseWithCardIntent: AppIntent {
    static let title: LocalizedStringResource = "Choose With Card"
    @Parameter(title: "With View") var withView: Bool
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let options = [Option(title: "Small"), Option(title: "Large")]
        let chosen =
            withView
            ? try await requestChoice(between: options, view: OrderCard(soup: "Leek"))
            : try await requestChoice(between: options)
        return .result(dialog: "\(chosen.title.defaultValue).")
    }
}

struct ConfirmSoupIntent: AppIntent {
    static let title: LocalizedStringResource = "Confirm Soup"
    @Parameter(title: "Soup") var soup: String
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let confirmed = try await $soup.requestConfirmation(for: soup, dialog: "This one?") { OrderCard(soup: soup) }
        return .result(dialog: confirmed ? "Yes." : "No.")
    }
}

/// `needsDisambiguationError(among:)`: the system asks which, sets it, and performs again.
struct PickBowlIntent: AppIntent {
    static let title: LocalizedStringResource = "Pick Bowl"
    @Parameter(title: "Bowl") var bowl: String?
    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let bowl else { throw $bowl.needsDisambiguationError(among: ["Small", "Large"], dialog: "Which bowl?") }
        return .result(dialog: "A \(bowl.lowercased()) bowl.")
    }
}

/// `needsValueError()` is Apple's `AppIntentError`, and `needsToContinueInForegroundError()`
/// (iOS 26) is one on any intent.
struct NeedsThingsIntent: AppIntent {
    static let title: LocalizedStringResource = "Needs Things"
    static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]
    @Parameter(title: "Note") var note: String?
    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let note else {
            let error: AppIntentError = $note.needsValueError("What note?")
            throw error
        }
        if note == "app" { throw needsToContinueInForegroundError("Open the app to finish?") }
        return .result(dialog: "Noted: \(note).")
    }
}

@Suite struct QuestionsAndRequestErrorsTests {
    static let app = IntentApp(
        name: "Questions",
        intents: [
            ConfirmWithCardIntent.self, ChooseWithCardIntent.self, ConfirmSoupIntent.self, PickBowlIntent.self,
            NeedsThingsIntent.self,
        ])

    func run(
        _ intent: String, _ inputs: [String: IntentInput] = [:], answers: [ScriptedInteraction.Answer]
    ) async throws -> (Outcome, [ScriptedInteraction.Asked]) {
        let interaction = ScriptedInteraction(answers)
        let outcome = try await Executor(catalog: try await Catalog.build(Self.app)).run(
            RunRequest(intent: intent, inputs: inputs), interaction: interaction)
        return (outcome, interaction.asked)
    }

    @Test func aConfirmationShowsItsViewAndContinuesByDefault() async throws {
        let (outcome, asked) = try await run("ConfirmWithCardIntent", answers: [.confirm(true)])
        #expect(outcome.dialog == "Ordered.")
        #expect(asked.map(\.prompt) == ["Order it?"])
        #expect(asked.first?.actionName == "Continue")
        #expect(asked.first?.snippet?.contains("Tomato soup") == true)
        #expect(asked.first?.snippet?.contains("2 bowls, 9.00 EUR") == true)
        await #expect(throws: IntentSystemError.self) {
            _ = try await run("ConfirmWithCardIntent", answers: [.confirm(false)])
        }
    }

    @Test func aChoiceNeedsNoDialogAndMayShowAView() async throws {
        let (plain, plainAsked) = try await run(
            "ChooseWithCardIntent", ["withView": .text("false")], answers: [.chooseTitle("Large")])
        #expect(plain.dialog == "Large.")
        #expect(plainAsked.first?.prompt == "Choose one." && plainAsked.first?.snippet == nil)
        let (shown, shownAsked) = try await run(
            "ChooseWithCardIntent", ["withView": .text("true")], answers: [.choose(0)])
        #expect(shown.dialog == "Small.")
        #expect(shownAsked.first?.snippet?.contains("Leek soup") == true)
    }

    @Test func aParametersConfirmationShowsItsView() async throws {
        let (outcome, asked) = try await run("ConfirmSoupIntent", ["soup": .text("Pea")], answers: [.confirm(true)])
        #expect(outcome.dialog == "Yes.")
        #expect(asked.first?.parameter == "soup" && asked.first?.snippet?.contains("Pea soup") == true)
    }

    @Test func aDisambiguationErrorAsksWhichSetsItAndPerformsAgain() async throws {
        let (outcome, asked) = try await run("PickBowlIntent", answers: [.chooseTitle("Large")])
        #expect(outcome.dialog == "A large bowl.")
        #expect(outcome.performCount == 2)
        #expect(asked.map(\.kind) == ["disambiguation"] && asked.first?.options == ["Small", "Large"])
        #expect(asked.first?.prompt == "Which bowl?")
    }

    @Test func aValueErrorIsAnAppIntentErrorThatAsksAndPerformsAgain() async throws {
        let (outcome, asked) = try await run("NeedsThingsIntent", answers: [.value(.text("milk"))])
        #expect(outcome.dialog == "Noted: milk.")
        #expect(asked.map(\.prompt) == ["What note?"])
        let error = NeedsThingsIntent().$note.needsValueError()
        #expect(error.code == .needsValue && error.localizedStringResource.defaultValue == error.description)
    }

    @Test func anyIntentMayAskToContinueInTheApp() async throws {
        let (outcome, asked) = try await run("NeedsThingsIntent", ["note": .text("app")], answers: [.confirm(true)])
        #expect(outcome.opensApp)
        #expect(outcome.dialog == "Continued in Questions.")
        #expect(asked.map(\.prompt) == ["Open the app to finish?"])
        await #expect(throws: IntentSystemError.self) {
            _ = try await run("NeedsThingsIntent", ["note": .text("app")], answers: [.confirm(false)])
        }
    }

    @Test func apiDefaultsAsApplesAre() {
        #expect(
            AppIntentError.PermissionRequired.location() == AppIntentError.PermissionRequired.location(precise: false))
        let parameter = NeedsThingsIntent().$note
        #expect(parameter.isOptional && parameter.defaultValue == nil)
        #expect(!ConfirmSoupIntent().$soup.isOptional)
    }
}
