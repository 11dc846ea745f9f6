// Intent kinds, written from Apple's documentation.
import AppIntents

struct RecordTimerIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Start Timer"
    func perform() async throws -> some IntentResult { .result() }
}

struct PlayPlaylistIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Playlist"
    func perform() async throws -> some IntentResult { .result() }
}

struct LegacyOrderIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "OrderCoffeeIntent"
    static let title: LocalizedStringResource = "Order Coffee"
    func perform() async throws -> some IntentResult { .result() }
}

struct SetLightsIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Set Lights"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct SyncLibraryIntent: AppIntent, ProgressReportingIntent {
    static let title: LocalizedStringResource = "Sync Library"
    func perform() async throws -> some IntentResult {
        progress.totalUnitCount = 3
        for _ in 0..<3 { progress.completedUnitCount += 1 }
        return .result()
    }
}

struct EditInAppIntent: AppIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Edit in App"
    @Parameter(title: "Draft") var draft: String

    func perform() async throws -> some IntentResult {
        if draft.isEmpty {
            throw needsToContinueInForegroundError("Finish the draft in the app.", alwaysConfirm: false) {}
        }
        if systemContext.currentMode.canContinueInForeground {
            try await continueInForeground("Open the editor?", alwaysConfirm: true)
        }
        return .result()
    }
}

/// The 26 spelling of a foreground-continuable intent: `supportedModes` with a foreground mode.
struct ReviewDraftIntent: AppIntent {
    static let title: LocalizedStringResource = "Review Draft"
    static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]
    static let later: IntentModes.ForegroundMode = .deferred

    func perform() async throws -> some IntentResult {
        let mode: IntentModes.Current = systemContext.currentMode
        if mode == .background, mode.canContinueInForeground {
            try await continueInForeground("Open the draft?", alwaysConfirm: false)
        }
        return .result()
    }
}

final class Shelf: @unchecked Sendable {
    var books: [String] = ["Dune"]
}

struct RemoveBookIntent: UndoableIntent {
    static let title: LocalizedStringResource = "Remove Book"
    static let shelf = Shelf()

    func perform() async throws -> some IntentResult {
        let keep = Option(title: "Keep a copy", style: .default)
        let choice = try await requestChoice(between: [.cancel, keep], dialog: "Remove the book?")
        let removed = Self.shelf.books.removeLast()
        await undoManager?.registerUndo(withTarget: Self.shelf) { $0.books.append(removed) }
        await undoManager?.setActionName(choice.title == "Keep a copy" ? "Remove Copy" : "Remove Book")
        return .result()
    }
}

struct OpenBookIntent: OpenIntent, TargetContentProvidingIntent {
    static let title: LocalizedStringResource = "Open Book"
    @Parameter(title: "Book") var target: BookEntity
}

enum LibraryPage: String, AppEnum {
    case shelf, search
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Page"
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.shelf: "Shelf", .search: "Search"]
}

struct OpenPageIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Page"
    @Parameter(title: "Page", default: .shelf) var target: LibraryPage
}

struct OpenWebsiteIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Website"
    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "https://example.com")!))
    }
}

struct ConfirmSearchIntent: AppIntent {
    static let title: LocalizedStringResource = "Search Library"
    func perform() async throws -> some IntentResult {
        try await requestConfirmation(actionName: .search, snippetIntent: BookSnippetIntent())
        try await requestConfirmation()
        _ = AppIntentError.UserActionRequired.confirmation
        return .result()
    }
}

let bookActivityType = OpenBookIntent.persistentIdentifier
