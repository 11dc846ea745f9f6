import AppIntents
import Foundation
import Testing

@testable import IntentSystem

/// A list parameter's disambiguation answers one element, as an app that asks which of the given
/// fruits is meant writes it.
struct PickOneOfManyIntent: AppIntent {
    static let title: LocalizedStringResource = "Pick One of Many"
    @Parameter(title: "Fruits") var fruits: [Fruit]?
    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let fruits, !fruits.isEmpty else { throw $fruits.needsValueError() }
        let fruit: Fruit = fruits.count == 1 ? fruits[0] : try await $fruits.requestDisambiguation(among: fruits)
        return .result(dialog: "\(fruit.name)")
    }
}

@Suite struct ListDisambiguationTests {
    @Test func aListParametersDisambiguationAnswersOneElement() async throws {
        let catalog = try await Catalog.build(IntentApp(name: "Orchard", intents: [PickOneOfManyIntent.self]))
        let interaction = ScriptedInteraction([.choose(1)])
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(intent: "PickOneOfManyIntent", inputs: ["fruits": .json(.array(["apple", "banana"]))]),
            interaction: interaction)
        #expect(outcome.dialog == "Banana")
        #expect(interaction.asked.map(\.options) == [["Apple", "Banana"]])
        #expect(interaction.asked.map(\.parameter) == ["fruits"])
    }
}
