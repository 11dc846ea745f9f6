import AppIntents
import AppIntentsMetadata
import Foundation
import Testing

@testable import IntentSystem

/// The citrus fruits only: a query a parameter names instead of `Fruit`'s default one.
struct CitrusQuery: EntityStringQuery {
    static let citrus: Set<String> = ["blood-orange", "orange"]
    func entities(for identifiers: [String]) async throws -> [Fruit] {
        Orchard.fruits.filter { identifiers.contains($0.id) && Self.citrus.contains($0.id) }
    }
    func suggestedEntities() async throws -> [Fruit] { Orchard.fruits.filter { Self.citrus.contains($0.id) } }
    func entities(matching string: String) async throws -> [Fruit] {
        try await suggestedEntities().filter { $0.name.lowercased().contains(string.lowercased()) }
    }
}

struct SqueezeIntent: AppIntent {
    static let title: LocalizedStringResource = "Squeeze"
    @Parameter(title: "Fruit", query: CitrusQuery()) var fruit: Fruit
    @Parameter(title: "Extras", size: 2, query: CitrusQuery()) var extras: [Fruit]?
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(([fruit] + (extras ?? [])).map(\.name).joined(separator: ", "))")
    }
}

struct PaintIntent: AppIntent {
    static let title: LocalizedStringResource = "Paint"
    @Parameter(title: "Shade", supportedValues: [.red, .blue]) var shade: Shade
    @Parameter(title: "Fruit", supportedValues: [Orchard.fruits[0], Orchard.fruits[2]]) var fruit: Fruit?
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(shade.rawValue) \(fruit?.name ?? "-")")
    }
}

struct OrchardShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: SqueezeIntent(), phrases: ["Squeeze \(\.$fruit) in \(.applicationName)"], shortTitle: "Squeeze",
            systemImageName: "drop")
        AppShortcut(
            intent: PaintIntent(), phrases: ["Paint \(\.$shade) in \(.applicationName)"], shortTitle: "Paint",
            systemImageName: "paintbrush")
    }
}

@Suite struct ParameterQueryTests {
    let catalog: Catalog

    init() async throws {
        catalog = try await Catalog.build(IntentApp(name: "Orchard", intents: [SqueezeIntent.self, PaintIntent.self]))
    }

    func run(
        _ intent: String, _ inputs: [String: IntentInput], answers: [ScriptedInteraction.Answer] = []
    )
        async throws -> Outcome
    {
        try await Executor(catalog: catalog).run(
            RunRequest(intent: intent, inputs: inputs), interaction: ScriptedInteraction(answers))
    }

    @Test func aParametersQueryFindsItsEntities() async throws {
        #expect(try await run("SqueezeIntent", ["fruit": .text("blood")]).dialog == "Blood Orange")
        #expect(try await run("SqueezeIntent", ["fruit": .text("orange")]).dialog == "Orange")
        let both = try await run("SqueezeIntent", ["fruit": .text("orange"), "extras": .text("blood-orange")])
        #expect(both.dialog == "Orange, Blood Orange")
    }

    @Test func anEntityOutsideTheParametersQueryIsNotFound() async throws {
        // The default query knows the banana; the parameter's query does not, by id or by title.
        let byID = await #expect(throws: IntentSystemError.self) {
            _ = try await run("SqueezeIntent", ["fruit": .json(.string("banana"))])
        }
        #expect(byID?.code == .notFound)
        #expect(byID?.message.hasPrefix("parameter 'fruit': no Fruit has the id 'banana'") == true)
        // What it suggests instead comes from the parameter's query too.
        let suggested = Set(byID?.candidates ?? [])
        #expect(suggested.isSubset(of: CitrusQuery.citrus))
        let byTitle = await #expect(throws: IntentSystemError.self) {
            _ = try await run("SqueezeIntent", ["extras": .text("banana"), "fruit": .text("orange")])
        }
        #expect(byTitle?.message.contains("no Fruit matches 'banana'") == true)
    }

    @Test func theParametersQueryGivesItsChoices() async throws {
        let choices = ValueChoices(catalog: catalog)
        #expect(
            try await choices.choices(action: "SqueezeIntent", parameter: "fruit").map(\.id) == [
                "blood-orange", "orange",
            ])
        #expect(
            try await choices.choices(action: "SqueezeIntent", parameter: "extras").map(\.id) == [
                "blood-orange", "orange",
            ])
    }

    @Test func onlySupportedEnumCasesAreTaken() async throws {
        #expect(try await run("PaintIntent", ["shade": .text("navy")]).dialog == "blue -")
        let refused = await #expect(throws: IntentSystemError.self) {
            _ = try await run("PaintIntent", ["shade": .text("green")])
        }
        #expect(refused?.code == .invalidValue)
        #expect(refused?.message.contains("expected one of red, blue, got 'green'") == true)
        let choices = try await ValueChoices(catalog: catalog).choices(action: "PaintIntent", parameter: "shade")
        #expect(choices.map(\.id) == ["red", "blue"])
    }

    @Test func onlySupportedEntitiesAreTaken() async throws {
        #expect(try await run("PaintIntent", ["shade": .text("red"), "fruit": .text("banana")]).dialog == "red Banana")
        let refused = await #expect(throws: IntentSystemError.self) {
            _ = try await run("PaintIntent", ["shade": .text("red"), "fruit": .json(.string("orange"))])
        }
        #expect(refused?.code == .invalidValue)
        #expect(
            refused?.message
                == "parameter 'fruit' takes only the Fruit values apple, banana; 'orange' (Orange) is not one of them")
        // "ap" matches Apple and Apricot; only Apple is supported, so nothing is asked.
        #expect(try await run("PaintIntent", ["shade": .text("red"), "fruit": .text("ap")]).dialog == "red Apple")
        let choices = try await ValueChoices(catalog: catalog).choices(action: "PaintIntent", parameter: "fruit")
        #expect(choices.map(\.id) == ["apple", "banana"])
    }

    /// App Shortcut phrases name the values a person may say: the parameter's own query's
    /// entities, and only its supported cases.
    @Test func phrasesNameOnlyTheValuesTheParameterTakes() async throws {
        let app = IntentApp(
            name: "Orchard", intents: [SqueezeIntent.self, PaintIntent.self], shortcuts: OrchardShortcuts.self)
        let phrases = try await PhraseSystem(catalog: try await Catalog.build(app))
        let said = phrases.expandedPhrases()
        #expect(said.contains("Squeeze Blood Orange in Orchard") && said.contains("Squeeze Orange in Orchard"))
        #expect(!said.contains("Squeeze Banana in Orchard"))
        #expect(said.contains("Paint Red in Orchard") && !said.contains("Paint Green in Orchard"))
        #expect(phrases.match("Paint Green in Orchard").isEmpty)
        #expect(phrases.match("Squeeze Banana in Orchard").isEmpty)
        #expect(phrases.match("Paint Blue in Orchard").first?.value?.id == "blue")
    }

    @Test func supportedValuesAreInTheMetadata() throws {
        let parameters = try #require(catalog.metadata.actions["PaintIntent"]?.parameters)
        #expect(parameters.map(\.supportedValues) == [["red", "blue"], ["apple", "banana"]])
        #expect(catalog.metadata.actions["SqueezeIntent"]?.parameters.map(\.supportedValues) == [nil, nil])
    }
}
