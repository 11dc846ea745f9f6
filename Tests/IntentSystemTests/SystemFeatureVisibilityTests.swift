import AppIntents
import AppIntentsMetadata
import Foundation
import IntentStore
import Synchronization
import Testing

@testable import IntentSystem

// A chores app with one intent of each visibility: offered everywhere, hidden from system
// features (`isDiscoverable = false`, run from the app's own interface and widgets), and offered
// to the assistant only (`isAssistantOnly`). Apple: system features (Siri, Spotlight, Shortcuts)
// cannot access a hidden intent, and App Shortcuts require a discoverable one.

/// How many times each chore intent has run, to show a refused shortcut ran nothing.
let choreRuns = Mutex<[String]>([])

struct AddChoreIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Chore"
    func perform() async throws -> some IntentResult & ProvidesDialog {
        choreRuns.withLock { $0.append("add") }
        return .result(dialog: "Added a chore.")
    }
}

struct RefreshChoresIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Chores"
    static var isDiscoverable: Bool { false }
    func perform() async throws -> some IntentResult & ProvidesDialog {
        choreRuns.withLock { $0.append("refresh") }
        return .result(dialog: "Refreshed.")
    }
}

@AppIntent(schema: .journal.createEntry)
struct NoteChoreIntent {
    static let isAssistantOnly = true
    var message: AttributedString
    func perform() async throws -> some IntentResult & ProvidesDialog {
        choreRuns.withLock { $0.append("note") }
        return .result(dialog: "Noted.")
    }
}

struct ChoreShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddChoreIntent(), phrases: ["Add a chore in \(.applicationName)"], shortTitle: "Add",
            systemImageName: "plus")
        AppShortcut(
            intent: RefreshChoresIntent(), phrases: ["Refresh \(.applicationName)"], shortTitle: "Refresh",
            systemImageName: "arrow.clockwise")
    }
}

@Suite(.serialized) struct SystemFeatureVisibilityTests {
    static let app = IntentApp(
        name: "Chores", intents: [AddChoreIntent.self, RefreshChoresIntent.self, NoteChoreIntent.self],
        shortcuts: ChoreShortcuts.self)

    @Test func theCatalogRecordsEachVisibility() async throws {
        let catalog = try await Catalog.build(Self.app)
        let actions = catalog.metadata.actions
        #expect(actions["AddChoreIntent"]?.isDiscoverable == true)
        #expect(actions["AddChoreIntent"]?.visibilityMetadata.assistantOnly == false)
        #expect(actions["RefreshChoresIntent"]?.isDiscoverable == false)
        #expect(actions["NoteChoreIntent"]?.visibilityMetadata.assistantOnly == true)
        // The metadata keeps both App Shortcuts, as Apple's build writes them.
        #expect(catalog.metadata.autoShortcuts.map(\.actionIdentifier) == ["AddChoreIntent", "RefreshChoresIntent"])
    }

    /// Siri hears the discoverable intent's phrase and never the hidden one's.
    @Test func aHiddenIntentsAppShortcutIsNeverHeard() async throws {
        let phrases = try await PhraseSystem(catalog: try await Catalog.build(Self.app))
        #expect(phrases.match("Add a chore in Chores").first?.actionIdentifier == "AddChoreIntent")
        #expect(phrases.match("Refresh Chores").isEmpty)
        #expect(phrases.expandedPhrases() == ["Add a chore in Chores"])
        let error = await #expect(throws: IntentSystemError.self) {
            _ = try await phrases.request(for: "Refresh Chores", interaction: NeverAskInteraction(), caller: .none)
        }
        // Nor is the hidden phrase offered as the closest one that can be said.
        #expect(error?.code == .notFound)
        #expect(error?.candidates.contains("Refresh Chores") == false)
        #expect(error?.message.contains("Did you mean") == false, "\(error?.message ?? "")")
    }

    /// Shortcuts cannot use an intent that is hidden or for the assistant only: `check` says so,
    /// and a shortcut that uses one runs nothing at all.
    @Test func aShortcutCannotUseAHiddenOrAssistantOnlyIntent() async throws {
        let catalog = try await Catalog.build(Self.app)
        let app = ShortcutApps.App(name: "Chores", synonyms: [], metadata: catalog.metadata)
        let file = try ShortcutFile.decode(
            Data(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "Morning", "actions": [
                  {"app": "Chores", "intent": "AddChoreIntent"},
                  {"app": "Chores", "intent": "RefreshChoresIntent"},
                  {"app": "Chores", "intent": "NoteChoreIntent", "parameters": {"message": {"literal": "milk"}}}]}
                """.utf8), source: "morning.json")
        let problems = ShortcutChecker(apps: ShortcutApps([app])).check(file)
        #expect(
            problems.map(\.description) == [
                "action 2: RefreshChoresIntent is hidden from Shortcuts (isDiscoverable = false): only the app itself and its widgets run it",
                "action 3: NoteChoreIntent is offered to the assistant only (isAssistantOnly), not to Shortcuts",
            ])
        #expect(problems.allSatisfy { !$0.isTheFilesOwn })

        choreRuns.withLock { $0 = [] }
        let runner = ShortcutRunner(executors: [(app, Executor(catalog: catalog))])
        let error = await #expect(throws: IntentSystemError.self) {
            _ = try await runner.run(file, input: nil, interaction: NeverAskInteraction())
        }
        #expect(error?.message.hasPrefix("the shortcut 'Morning' no longer matches the app; nothing was run") == true)
        #expect(choreRuns.withLock { $0 }.isEmpty)

        // The intents themselves still run where the app runs them.
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(intent: "RefreshChoresIntent", inputs: [:]), interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Refreshed.")
    }

    /// Every run is donated, but Siri Suggestions offer only what system features may show,
    /// read from a real SQLite file.
    @Test func suggestionsOfferOnlyIntentsSystemFeaturesMayShow() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("visibility-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteStore(path: folder.appendingPathComponent("system.sqlite").path)
        let catalog = try await Catalog.build(Self.app)
        let recorder = DonationRecorder(store: store, app: "chores")
        let executor = Executor(
            catalog: catalog,
            donations: { run in
                do { try recorder.record(run) } catch { Issue.record(error) }
            })
        for _ in 0..<3 {
            _ = try await executor.run(
                RunRequest(intent: "RefreshChoresIntent", inputs: [:]), interaction: NeverAskInteraction())
            _ = try await executor.run(
                RunRequest(intent: "NoteChoreIntent", inputs: ["message": .text("milk")]),
                interaction: NeverAskInteraction())
        }
        _ = try await executor.run(
            RunRequest(intent: "AddChoreIntent", inputs: [:]), interaction: NeverAskInteraction())
        store.flushDonations()
        let donated = try store.donations(matching: DonationFilter(app: "chores"))
        #expect(donated.count == 7)
        let list = SuggestionList(catalog: catalog, store: store, app: "chores")
        let suggestions = try await list.suggestions(limit: 1)
        #expect(suggestions.map(\.intent) == ["AddChoreIntent"])
    }
}
