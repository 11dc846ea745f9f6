// iOS 26.4 and 27's execution controls in the shapes public apps write them: where an intent or a
// query may run (`allowedExecutionTargets`), a long task that reports progress
// (`LongRunningIntent`), a cleanup that learns why it was cancelled (`CancellableIntent`), and
// the App Schema `system.searchInApp` intent. Written for this project in those shapes.

import AppIntents
import Foundation

struct RoomEntity: AppEntity {
    static let defaultQuery = RoomQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Room" }
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct RoomQuery: EntityStringQuery {
    // The rooms live in the main app's connection, so resolution runs there too.
    static var allowedExecutionTargets: IntentExecutionTargets { .main }

    func entities(for identifiers: [String]) async throws -> [RoomEntity] { identifiers.map(RoomEntity.init) }
    func entities(matching string: String) async throws -> [RoomEntity] { [RoomEntity(id: string)] }
}

struct RaiseVolumeIntent: AppIntent {
    static let title: LocalizedStringResource = "Raise Volume"
    static var supportedModes: IntentModes { .background }
    static var allowedExecutionTargets: IntentExecutionTargets { [.main, .appIntentsExtension] }

    func perform() async throws -> some IntentResult { .result() }
}

struct WidgetVolumeIntent: AppIntent {
    static let title: LocalizedStringResource = "Widget Volume"
    static let allowedExecutionTargets: ExecutionTargets = .widgetKitExtension

    func perform() async throws -> some IntentResult { .result() }
}

/// Plays a long mix into a room: reports progress while it waits for the speaker, and says why
/// it stopped when it is cancelled.
struct PlayMixIntent: AudioPlaybackIntent, LongRunningIntent, CancellableIntent {
    static let title: LocalizedStringResource = "Play Mix"
    static var allowedExecutionTargets: IntentExecutionTargets { .main }

    @Parameter(title: "Room") var room: RoomEntity

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let spoken = try await performBackgroundTask(options: .requiresGPU) {
            self.progress.totalUnitCount = 1
            self.progress.completedUnitCount = 0
            self.progress.localizedDescription = "Waiting for the speaker"
            let started = Date()
            let ticker = Task { @MainActor in
                while !Task.isCancelled {
                    self.progress.localizedAdditionalDescription =
                        "Waiting: \(Int(Date().timeIntervalSince(started))) seconds"
                    try await Task.sleep(for: .seconds(5))
                }
            }
            defer { ticker.cancel() }
            self.progress.completedUnitCount = 1
            return "Playing in \(room.id)"
        } onCancel: { reason in
            print("mix stopped: \(String(describing: reason))")
        }
        return .result(dialog: IntentDialog(stringLiteral: spoken))
    }
}

/// A cleanup without the long-running extension.
struct ImportNotesIntent: CancellableIntent {
    static let title: LocalizedStringResource = "Import Notes"

    func perform() async throws -> some IntentResult {
        try await withIntentCancellationHandler {
            try await Task.sleep(for: .milliseconds(1))
        } onCancel: { reason in
            if reason == .timeout { print("import timed out") } else if reason == .userCancelled { print("stopped") }
        }
        return .result()
    }
}

@AppIntent(schema: .system.searchInApp)
struct FindRoomsIntent: ShowInAppSearchResultsIntent {
    static let isAssistantOnly = true
    static let searchScopes: [StringSearchScope] = [.general]
    static var allowedExecutionTargets: IntentExecutionTargets { .main }

    var criteria: StringSearchCriteria

    @MainActor
    func perform() async throws -> some IntentResult {
        _ = criteria.term
        return .result()
    }
}

/// The same schema adopted by a plain `AppIntent` whose criteria is an explicit parameter.
@AppIntent(schema: .system.searchInApp)
struct SearchRoomNotesIntent: AppIntent {
    static let title: LocalizedStringResource = "Search Room Notes"
    static let searchScopes: [StringSearchScope] = [.general]

    @Parameter(title: "Criteria")
    var criteria: StringSearchCriteria

    func perform() async throws -> some IntentResult { .result() }
}
