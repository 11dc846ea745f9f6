import AppIntents
import AppIntentsMetadata
import Foundation
import Testing

@testable import IntentSystem

/// Widgets, snippet buttons and Focus filters in the system itself, with an orchard app of their
/// own: what is stored, what runs, and what is refused because it would need to ask.
@Suite struct SurfaceSystemTests {
    struct FruitWidgetConfiguration: WidgetConfigurationIntent {
        static var title: LocalizedStringResource { "Fruit Widget" }
        @Parameter(title: "Fruit") var fruit: Fruit
        @Parameter(title: "Count", default: 2) var count: Int
        init() {}
    }

    struct PickFruitIntent: AppIntent {
        static var title: LocalizedStringResource { "Pick Fruit" }
        @Parameter(title: "Fruit") var fruit: Fruit
        @Parameter(title: "Count", default: 1) var count: Int
        init() {}
        init(fruit: Fruit, count: Int) {
            self.fruit = fruit
            self.count = count
        }
        func perform() async throws -> some IntentResult & ProvidesDialog {
            .result(dialog: "Picked \(count) \(fruit.name).")
        }
    }

    struct BasketSnippetIntent: SnippetIntent {
        static var title: LocalizedStringResource { "Basket" }
        init() {}
        func perform() async throws -> some IntentResult & ShowsSnippetView {
            .result(view: Button(intent: PickFruitIntent(fruit: Orchard.fruits[0], count: 3)) { Text("Pick apples") })
        }
    }

    struct ShowBasketIntent: AppIntent {
        static var title: LocalizedStringResource { "Show Basket" }
        init() {}
        func perform() async throws -> some IntentResult & ShowsSnippetIntent {
            .result(snippetIntent: BasketSnippetIntent())
        }
    }

    struct QuietFocus: SetFocusFilterIntent {
        static var title: LocalizedStringResource { "Quiet" }
        @Parameter(title: "Level", default: 1) var level: Int
        init() {}
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Level \(level)") }
        func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Level \(level).") }
    }

    struct FruitFocus: SetFocusFilterIntent {
        static var title: LocalizedStringResource { "Fruit Focus" }
        @Parameter(title: "Fruit") var fruit: Fruit
        init() {}
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Only \(fruit.name)") }
        func perform() async throws -> some IntentResult { .result() }
    }

    static let widgets = [
        IntentWidget(kind: "Fruit", configuration: FruitWidgetConfiguration.self) { configuration in
            VStack {
                Text(configuration.fruit.name)
                Button(intent: PickFruitIntent(fruit: configuration.fruit, count: configuration.count)) {
                    Text("Pick")
                }
                Button(intent: PickFruitIntent()) { Text("Pick any") }
            }
        }
    ]

    static func executor() async throws -> Executor {
        let app = IntentApp(
            name: "Orchard",
            intents: [
                PickFruitIntent.self, ShowBasketIntent.self, BasketSnippetIntent.self, QuietFocus.self, FruitFocus.self,
            ],
            widgets: widgets)
        return Executor(catalog: try await Catalog.build(app))
    }

    @Test func aConfigurationKeepsGivenAndDefaultValuesWithEntitiesById() async throws {
        let system = WidgetSystem(executor: try await Self.executor(), widgets: Self.widgets)
        let configuration = try await system.configure("fruit", inputs: ["fruit": .text("pomme")])
        #expect(configuration.kind == "Fruit")
        #expect(configuration.intent == "FruitWidgetConfiguration")
        #expect(
            configuration.values == [
                "fruit": .object(["id": .string("apple"), "title": .string("Apple")]), "count": .number(2),
            ])
        let (node, actions) = try await system.render(configuration)
        #expect(node.plainText == "Apple Pick Pick any")
        #expect(actions.map(\.label) == ["Pick", "Pick any"])
    }

    @Test func aMissingValueIsRefusedBecauseAWidgetCannotAsk() async throws {
        let system = WidgetSystem(executor: try await Self.executor(), widgets: Self.widgets)
        let error = await #expect(throws: IntentSystemError.self) {
            try await system.configure("Fruit", inputs: ["count": .text("4")])
        }
        #expect(error?.code == .needsInput)
        #expect(error?.message == "Fruit: 'fruit' needs a value and a widget cannot ask; give --fruit")
    }

    @Test func pressingRunsTheButtonsIntentOrRefusesOneThatWouldAsk() async throws {
        let system = WidgetSystem(executor: try await Self.executor(), widgets: Self.widgets)
        let configuration = try await system.configure("Fruit", inputs: ["fruit": .text("banana")])
        let (pressed, outcome) = try await system.press(configuration, action: "pick", caller: .none)
        #expect(pressed.label == "Pick")
        #expect(outcome.dialog == "Picked 2 Banana.")
        let error = await #expect(throws: IntentSystemError.self) {
            try await system.press(configuration, action: "2", caller: .none)
        }
        #expect(error?.code == .needsInput)
        #expect(error?.parameter == "fruit")
        #expect(error?.message.hasSuffix("a widget cannot prompt, so PickFruitIntent was not run") == true)
    }

    @Test func aSnippetButtonRunsAndTheSnippetIntentDrawsAgain() async throws {
        let executor = try await Self.executor()
        let outcome = try await executor.run(RunRequest(intent: "ShowBasketIntent"), interaction: NeverAskInteraction())
        #expect(outcome.snippetIntent is BasketSnippetIntent)
        let press = try await executor.press(
            "Pick apples", in: outcome, caller: .none, interaction: NeverAskInteraction())
        #expect(press.outcome.dialog == "Picked 3 Apple.")
        #expect(press.refreshed == outcome.snippet)
        #expect(press.action.intent is PickFruitIntent)
    }

    /// The intent a button built from `intent` carries.
    @MainActor static func reference(_ intent: PickFruitIntent) throws -> IntentReference {
        guard case .button(_, let reference) = makeViewNode(Button(intent: intent) { Text("Pick") }) else {
            throw CancellationError()
        }
        return reference
    }

    @Test func aButtonsArgumentsAreItsToolsArguments() async throws {
        let reference = try await Self.reference(PickFruitIntent(fruit: Orchard.fruits[2], count: 5))
        #expect(reference.identifier == "PickFruitIntent")
        #expect(reference.arguments == JSONValue.object(["fruit": .string("banana"), "count": .number(5)]))
        #expect(try await Self.reference(PickFruitIntent()).arguments == JSONValue.object([:]))
    }

    @Test func aFocusFilterIsPerformedAndResetWithItsDefaults() async throws {
        let focus = FocusSystem(executor: try await Self.executor())
        #expect(focus.filters.map(\.identifier) == ["FruitFocus", "QuietFocus"])
        let (state, outcome) = try await focus.set(
            "quiet", inputs: ["level": .text("3")], caller: .none, interaction: NeverAskInteraction())
        #expect(
            state == FocusState(intent: "QuietFocus", title: "Quiet", summary: "Level 3", values: ["level": .number(3)])
        )
        #expect(outcome.dialog == "Level 3.")
        let reset = try await focus.clear(state, caller: .none)
        #expect(reset?.dialog == "Level 1.")
    }

    @Test func aFilterWithoutDefaultsIsOnlyForgotten() async throws {
        let focus = FocusSystem(executor: try await Self.executor())
        let (state, _) = try await focus.set(
            "Fruit Focus", inputs: ["fruit": .text("orange")], caller: .none, interaction: NeverAskInteraction())
        #expect(state.summary == "Only Orange")
        #expect(try await focus.clear(state, caller: .none) == nil)
        let error = await #expect(throws: IntentSystemError.self) {
            try await focus.set("Loud", inputs: [:], caller: .none, interaction: NeverAskInteraction())
        }
        #expect(error?.code == .notFound)
    }
}
