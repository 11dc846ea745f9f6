import AppIntents
import Foundation
import Testing

@testable import IntentSystem

/// An intent declared as a class, as some apps write it (`final class OpenChatsIntent: AppIntent`).
final class RenameShelfIntent: AppIntent, @unchecked Sendable {
    static let title: LocalizedStringResource = "Rename Shelf"
    static let openAppWhenRun = false
    @Parameter(title: "Name") var name: String
    @Parameter(title: "Shade") var shade: Shade?

    required init() {}

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(name) \(shade?.rawValue ?? "-")")
    }
}

@Suite struct ClassIntentTests {
    @Test func aClassIntentRunsWithItsParameters() async throws {
        let catalog = try await Catalog.build(IntentApp(name: "Shelves", intents: [RenameShelfIntent.self]))
        #expect(catalog.metadata.actions["RenameShelfIntent"]?.parameters.map(\.name) == ["name", "shade"])
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(intent: "RenameShelfIntent", inputs: ["name": .text("Top"), "shade": .text("navy")]),
            interaction: ScriptedInteraction([]))
        #expect(outcome.dialog == "Top blue")
    }
}
