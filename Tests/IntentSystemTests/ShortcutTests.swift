import AppIntents
import AppIntentsMetadata
import Foundation
import IntentStore
import SoupShopKit
import Testing

@testable import IntentSystem

/// Shortcuts run against the real SoupShop app with its real JSON store in a temporary folder.
@Suite struct ShortcutTests {
    struct Fixture {
        let runner: ShortcutRunner
        let store: SoupStore
    }

    /// Each test has its own store in `folder`, scoped to its task, so tests run side by side.
    func fixture(in folder: URL) async throws -> Fixture {
        let environment = AppEnvironment(dataDirectory: folder, storeURL: folder.appendingPathComponent("shop.db"))
        try await soupShopApp.setUp?(environment)
        let store = try SoupStore(url: environment.storeURL)
        AppDependencyManager.shared.add(dependency: store)
        let catalog = try await Catalog.build(soupShopApp)
        let app = ShortcutApps.App(name: "SoupShop", synonyms: ["Soup Shop"], metadata: catalog.metadata)
        return Fixture(runner: ShortcutRunner(executors: [(app, Executor(catalog: catalog))]), store: store)
    }

    /// Runs `body` with its own dependencies and system hooks, so SoupShop's index and donations
    /// go to the test's own store, whichever suites ran before.
    func withFixture(_ body: (Fixture) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shortcuts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let system = InMemoryStore()
        try await SystemHooks.$scoped.withValue(SystemHooks()) {
            DonationRecorder(store: system, app: "soupshop").installHooks()
            SystemHooks.shared.install(spotlight: SpotlightIndexer(index: system).handler)
            try await AppDependencyManager.$scoped.withValue(AppDependencyManager()) {
                try await body(try await fixture(in: folder))
            }
        }
    }

    func shortcut(_ json: String) throws -> ShortcutFile {
        try ShortcutFile.decode(Data(json.utf8), source: "test.json")
    }

    @Test func literalEntityAndOutputBindingsFlowThroughTwoActions() async throws {
        try await withFixture { fixture in
            let file = try shortcut(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "Lunch", "actions": [
                  {"id": "order", "app": "SoupShop", "intent": "OrderSoupIntent",
                   "parameters": {"soup": {"entity": {"type": "SoupEntity", "id": "tomato", "title": "Tomato"}},
                                  "quantity": {"literal": 2}, "size": {"literal": "large"}}},
                  {"id": "cancel", "app": "Soup Shop", "intent": "CancelOrderIntent",
                   "parameters": {"order": {"output": "order"}}}]}
                """)
            let report = try await fixture.runner.run(
                file, input: nil, interaction: ScriptedInteraction([.confirm(true)]))
            #expect(
                report.steps.map(\.dialog) == ["Ordered 2 large Tomato (order A001, $13.50).", "Cancelled order A001."])
            #expect(try fixture.store.orders.map(\.status) == ["cancelled"])
        }
    }

    @Test func inputPropertyOfOutputAndAskBindings() async throws {
        try await withFixture { fixture in
            let file = try shortcut(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "Task", "input": {"description": "a title"},
                 "actions": [
                  {"id": "add", "app": "SoupShop", "intent": "AddTaskIntent", "parameters": {"title": {"input": true}}},
                  {"id": "again", "app": "SoupShop", "intent": "AddTaskIntent", "parameters": {"title": {"output": "add", "property": "title"}}},
                  {"id": "asked", "app": "SoupShop", "intent": "AddTaskIntent", "parameters": {"title": {"ask": true}}}]}
                """)
            let script = ScriptedInteraction([.value("Wash up")])
            let report = try await fixture.runner.run(file, input: .text("Peel potatoes"), interaction: script)
            #expect(report.steps.map(\.valueText) == ["Peel potatoes", "Peel potatoes", "Wash up"])
            #expect(script.asked.map(\.prompt) == ["What needs doing?"])
        }
    }

    @Test func repeatEachAndIfOtherwise() async throws {
        try await withFixture { fixture in
            let file = try shortcut(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "Cheap soups", "actions": [
                  {"id": "cheap", "find": {"app": "SoupShop", "entity": "SoupEntity",
                     "filters": [{"property": "price", "comparator": "lessThan", "value": 4.8}], "sort": [{"property": "price"}]}},
                  {"repeat": {"over": {"output": "cheap"}, "actions": [
                    {"if": {"value": {"repeatItem": true, "property": "isVegetarian"}, "comparison": "equals", "to": {"literal": true},
                      "then": [{"app": "SoupShop", "intent": "ToggleFavoriteIntent", "parameters": {"soup": {"repeatItem": true}}}],
                      "otherwise": []}}]}}]}
                """)
            let report = try await fixture.runner.run(file, input: nil, interaction: NeverAskInteraction())
            // Miso 3.75, Tomato 4.50 (already a favourite: removed), Lentil 4.75, Split Pea 4.75.
            #expect(report.steps.first?.valueText == "Miso, Tomato, Lentil, Split Pea")
            #expect(Set(try fixture.store.favorites) == ["miso", "lentil", "split-pea"])
            let condition = try shortcut(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "If", "actions": [
                  {"id": "o", "app": "SoupShop", "intent": "OrderSoupIntent", "parameters": {"soup": {"entity": {"id": "pho"}}}},
                  {"if": {"value": {"output": "o", "property": "total"}, "comparison": "greaterThan", "to": {"literal": 100},
                    "then": [{"app": "SoupShop", "intent": "AddTaskIntent", "parameters": {"title": {"literal": "big order"}}}],
                    "otherwise": [{"app": "SoupShop", "intent": "AddTaskIntent", "parameters": {"title": {"literal": "small order"}}}]}}]}
                """)
            let second = try await fixture.runner.run(condition, input: nil, interaction: NeverAskInteraction())
            #expect(second.steps.last?.location == "action 2 > otherwise action 1")
            #expect(try fixture.store.tasks.last?.title == "small order")
        }
    }

    @Test(arguments: [
        ("name", "contains", JSONValue.string("chowder"), ["Clam Chowder", "Corn Chowder"]),
        ("name", "equalTo", .string("miso"), ["Miso"]),
        ("name", "hasPrefix", .string("chicken"), ["Chicken Noodle", "Chicken Tortilla"]),
        ("price", "greaterThan", .number(8.4), ["Pho", "Ramen"]),
        ("calories", "lessThan", .number(125), ["Gazpacho", "Miso"]),
        ("isVegetarian", "equalTo", .bool(false), ["Avgolemono", "Chicken Noodle"]),
    ])
    func findUsesTheDeclaredComparators(
        property: String, comparator: String, value: JSONValue, expected: [String]
    ) async throws {
        try await withFixture { fixture in
            let finder = EntityFinder(catalog: fixture.runner.executors[0].executor.catalog)
            let found = try await finder.find(
                FindStep(
                    app: "SoupShop", entity: "SoupEntity",
                    filters: [FindFilter(property: property, comparator: comparator, value: value)],
                    mode: "all", sort: [FindSort(property: "name", order: "ascending")], limit: nil))
            let titles = found.map { $0.displayRepresentation.title.defaultValue }
            #expect(Array(titles.prefix(expected.count)) == expected)
            #expect(titles.count >= expected.count)
        }
    }

    @Test func findOnAnEnumerableQueryIsFilteredByTheSystem() async throws {
        try await withFixture { fixture in
            let finder = EntityFinder(catalog: fixture.runner.executors[0].executor.catalog)
            for (comparator, value, expected) in [
                ("equalTo", JSONValue.bool(false), ["Make the vegetable stock", "Chop the onions"]),
                ("notEqualTo", .bool(false), ["Bake the bread"]),
            ] {
                let found = try await finder.find(
                    FindStep(
                        app: "SoupShop", entity: "TaskEntity",
                        filters: [FindFilter(property: "isComplete", comparator: comparator, value: value)],
                        mode: "all", sort: nil, limit: nil))
                #expect(found.map { $0.displayRepresentation.title.defaultValue } == expected)
            }
            let any = try await finder.find(
                FindStep(
                    app: "SoupShop", entity: "TaskEntity",
                    filters: [
                        FindFilter(property: "title", comparator: "hasPrefix", value: "bake"),
                        FindFilter(property: "title", comparator: "hasSuffix", value: "onions"),
                    ],
                    mode: "any", sort: [FindSort(property: "title", order: "descending")], limit: 1))
            #expect(any.map { $0.displayRepresentation.title.defaultValue } == ["Chop the onions"])
        }
    }

    @Test func whereClausesParseAsPeopleTypeThem() throws {
        #expect(
            try FindFilter.parse("name contains tomato")
                == FindFilter(property: "name", comparator: "contains", value: "tomato"))
        #expect(
            try FindFilter.parse("price < 5")
                == FindFilter(property: "price", comparator: "lessThan", value: .number(5)))
        #expect(
            try FindFilter.parse("name begins with \"chicken n\"")
                == FindFilter(property: "name", comparator: "hasPrefix", value: "chicken n"))
        #expect(
            try FindFilter.parse("isVegetarian is true")
                == FindFilter(property: "isVegetarian", comparator: "equalTo", value: .bool(true)))
        #expect(throws: IntentSystemError.self) { try FindFilter.parse("tomato") }
        #expect(throws: IntentSystemError.self) { try FindFilter.parse("name resembles tomato") }
    }

    @Test func staleEntityStopsTheRunNamingActionParameterIdAndTitle() async throws {
        try await withFixture { fixture in
            let file = try shortcut(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "Old", "actions": [
                  {"id": "first", "app": "SoupShop", "intent": "AddTaskIntent", "parameters": {"title": {"literal": "ok"}}},
                  {"id": "gone", "app": "SoupShop", "intent": "OrderSoupIntent",
                   "parameters": {"soup": {"entity": {"type": "SoupEntity", "id": "bouillabaisse", "title": "Bouillabaisse"}}}}]}
                """)
            let error = await #expect(throws: ShortcutRunError.self) {
                _ = try await fixture.runner.run(file, input: nil, interaction: NeverAskInteraction())
            }
            #expect(error?.location == "action 2 (gone)")
            #expect(error?.underlying.code == .staleIdentifier)
            #expect(
                error?.description
                    == "action 2 (gone) failed: parameter 'soup': the Soup with id 'bouillabaisse' (saved as 'Bouillabaisse') no longer exists (already ran: action 1 (first) Add Task)"
            )
            #expect(try fixture.store.orders.isEmpty)
        }
    }

    @Test func shortcutSavedAgainstOlderMetadataIsRefusedBeforeAnythingRuns() async throws {
        try await withFixture { fixture in
            let file = try shortcut(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "Old", "actions": [
                  {"id": "task", "app": "SoupShop", "intent": "AddTaskIntent", "parameters": {"title": {"literal": "first"}}},
                  {"id": "order", "app": "SoupShop", "intent": "OrderSoupIntent",
                   "parameters": {"soupp": {"entity": {"id": "tomato"}}, "size": {"literal": "extraLarge"}, "quantity": {"literal": "two"}}},
                  {"app": "SoupShop", "intent": "OrderSoupIntent", "parameters": {"soup": {"entity": {"type": "DrinkEntity", "id": "tea"}}}},
                  {"app": "SoupShop", "intent": "BakeBreadIntent"}]}
                """)
            let problems = ShortcutChecker(apps: fixture.runner.apps).check(file).map(\.description)
            #expect(
                problems == [
                    "action 2 (order): parameter 'quantity': \"two\" does not fit Int",
                    "action 2 (order): parameter 'size': SoupSize has no case 'extraLarge' any more (cases: small, medium, large)",
                    "action 2 (order): OrderSoupIntent has no parameter 'soupp' any more. Did you mean 'soup'?",
                    "action 3: parameter 'soup' now takes SoupEntity, not DrinkEntity",
                    "action 4: SoupShop has no intent 'BakeBreadIntent' any more.",
                ])
            let error = await #expect(throws: IntentSystemError.self) {
                _ = try await fixture.runner.run(file, input: nil, interaction: NeverAskInteraction())
            }
            #expect(error?.message.hasPrefix("the shortcut 'Old' no longer matches the app; nothing was run") == true)
            #expect(try fixture.store.tasks.count == 3)
        }
    }

    @Test func aShortcutWithMistakesOfItsOwnIsNotCalledOutOfDate() async throws {
        try await withFixture { fixture in
            // Nothing here depends on the app's version: no app would accept it.
            let file = try shortcut(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "Typo", "actions": [
                  {"id": "task", "app": "SoupShop", "intent": "AddTaskIntent", "parameters": {"title": {"literal": "first"}}},
                  {"find": {"app": "SoupShop", "entity": "SoupEntity", "limit": 0}},
                  {"app": "SoupShop", "intent": "AddTaskIntent", "parameters": {"title": {"output": "tsak"}}}]}
                """)
            let problems = ShortcutChecker(apps: fixture.runner.apps).check(file)
            #expect(
                problems.map(\.description) == [
                    "action 2: limit must be at least 1",
                    "action 3: refers to the output of 'tsak', which is not an earlier action",
                ])
            #expect(problems.allSatisfy { $0.isTheFilesOwn })
            // A Find without filters is a Find of everything, not a mistake.
            guard case .find(let find) = file.actions[1] else {
                Issue.record("action 2 is not a find")
                return
            }
            #expect(find.filters.isEmpty)
            let error = await #expect(throws: IntentSystemError.self) {
                _ = try await fixture.runner.run(file, input: nil, interaction: NeverAskInteraction())
            }
            #expect(error?.message.hasPrefix("the shortcut 'Typo' is not a valid shortcut; nothing was run:\n") == true)
            #expect(try fixture.store.tasks.count == 3)

            // With the app's changes as well, both are said.
            let mixed = try shortcut(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "Both", "actions": [
                  {"app": "SoupShop", "intent": "BakeBreadIntent"},
                  {"find": {"app": "SoupShop", "entity": "SoupEntity", "filters": [], "limit": 0}}]}
                """)
            let both = await #expect(throws: IntentSystemError.self) {
                _ = try await fixture.runner.run(mixed, input: nil, interaction: NeverAskInteraction())
            }
            #expect(
                both?.message.hasPrefix(
                    "the shortcut 'Both' has mistakes of its own and no longer matches the app; nothing was run:\n")
                    == true)
        }
    }

    @Test(arguments: [
        ("{", "test.json: not a JSON object (expected a shortcut file)"),
        ("[]", "test.json: not a JSON object (expected a shortcut file)"),
        ("{\"format\": \"other\", \"version\": 1}", "test.json: \"format\" must be \"appintents-shortcut\""),
        (
            "{\"format\": \"appintents-shortcut\", \"version\": 9}",
            "test.json: shortcut format version 9 is not supported (this tool reads version 1)"
        ),
        (
            "{\"format\": \"appintents-shortcut\", \"version\": 1, \"name\": \"x\", \"actions\": [{\"app\": \"A\"}]}",
            "test.json: at actions.[0]: an action needs one of intent, find, details, repeat, if"
        ),
        (String(repeating: "[", count: 100_000), "test.json: nested more than 64 levels deep"),
    ])
    func hostileFilesGetAClearError(text: String, message: String) {
        #expect(throws: ShortcutFileError.self) { try ShortcutFile.decode(Data(text.utf8), source: "test.json") }
        do {
            _ = try ShortcutFile.decode(Data(text.utf8), source: "test.json")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test func aMillionIterationLoopIsBoundedByTheStepLimit() async throws {
        try await withFixture { fixture in
            let thousand = "[" + (0..<1000).map(String.init).joined(separator: ",") + "]"
            let file = try shortcut(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "Loop", "actions": [
                  {"repeat": {"over": {"literal": \(thousand)}, "actions": [
                    {"repeat": {"over": {"literal": \(thousand)}, "actions": [
                      {"if": {"value": {"repeatItem": true}, "comparison": "equals", "to": {"literal": -1}, "then": []}}]}}]}}]}
                """)
            let error = await #expect(throws: ShortcutRunError.self) {
                _ = try await fixture.runner.run(file, input: nil, interaction: NeverAskInteraction())
            }
            #expect(error?.underlying.message == "the shortcut ran more than 10000 actions; it was stopped")
        }
    }

    @Test func aFileRoundTripsThroughItsEncoding() throws {
        let file = ShortcutFile(
            name: "Round",
            actions: [
                .intent(
                    IntentStep(
                        id: "a", app: "SoupShop", intent: "OrderSoupIntent",
                        parameters: ["soup": .ask, "quantity": .literal(.number(2))]))
            ])
        #expect(try ShortcutFile.decode(file.encoded(), source: "x") == file)
    }
}
