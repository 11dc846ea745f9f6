import AppIntents
import Foundation
import Testing

@testable import IntentSystem

/// A partial update, as `IntentParameter.valueState` is for: a value given, an explicit `nil`
/// (clear the field) and nothing said (leave it) are three different requests.
struct UpdateChoreIntent: AppIntent {
    static let title: LocalizedStringResource = "Update Chore"
    @Parameter(title: "Note") var note: String?
    @Parameter(title: "Due") var due: Date?
    @Parameter(title: "Priority", default: 1) var priority: Int
    @Parameter(title: "Assignee") var assignee: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if assignee == nil, note == "delegate" { assignee = "Sam" }
        let states = [
            "note " + Self.describe($note.valueState),
            "due " + Self.describe($due.valueState),
            "priority " + Self.describe($priority.valueState),
            "assignee " + Self.describe($assignee.valueState),
        ]
        return .result(dialog: "\(states.joined(separator: ", "))")
    }

    static func describe<Value>(_ state: IntentParameter<Value>.ValueState) -> String {
        switch state {
        case .unset: "unset"
        case .set(let value): "set(\(String(describing: value)))"
        }
    }
}

@Suite struct ValueStateTests {
    func run(_ inputs: [String: IntentInput]) async throws -> String? {
        let catalog = try await Catalog.build(IntentApp(name: "Chores", intents: [UpdateChoreIntent.self]))
        return try await Executor(catalog: catalog).run(
            RunRequest(intent: "UpdateChoreIntent", inputs: inputs), interaction: ScriptedInteraction([])
        ).dialog
    }

    @Test func nothingSaidIsUnsetEvenWithADefault() async throws {
        #expect(try await run([:]) == "note unset, due unset, priority unset, assignee unset")
    }

    @Test func anExplicitNilIsSetToNil() async throws {
        let dialog = try await run(["due": .json(.null), "note": .text("")])
        #expect(dialog == "note set(nil), due set(nil), priority unset, assignee unset")
    }

    @Test func aGivenValueIsSet() async throws {
        let dialog = try await run(["note": .text("mop"), "priority": .text("3")])
        #expect(dialog == "note set(Optional(\"mop\")), due unset, priority set(3), assignee unset")
    }

    @Test func aValueTheIntentSetsIsSet() async throws {
        let dialog = try await run(["note": .text("delegate")])
        #expect(
            dialog == "note set(Optional(\"delegate\")), due unset, priority unset, assignee set(Optional(\"Sam\"))")
    }

    @Test func statesCompare() {
        let note = IntentParameter<String?>(title: "Note")
        #expect(note.valueState == .unset)
        note.wrappedValue = "x"
        #expect(note.valueState == .set("x"))
        #expect(note.valueState != .set(nil))
    }
}
