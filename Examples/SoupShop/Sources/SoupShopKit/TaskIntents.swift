import AppIntents
import CoreSpotlight
import Foundation

/// Marks a kitchen task done; asks which one when none is given.
public struct CompleteTaskIntent: AppIntent {
    public static var title: LocalizedStringResource { "Complete Task" }
    public static var description: IntentDescription? { IntentDescription("Mark a kitchen task as done.") }

    @Parameter(title: "Task", requestDisambiguationDialog: "Which task is done?")
    public var task: TaskEntity?

    @Dependency var store: SoupStore

    public static var parameterSummary: some ParameterSummary {
        Summary("Complete \(\.$task)")
    }

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<TaskEntity> & ProvidesDialog {
        let chosen: TaskEntity
        if let task {
            chosen = task
        } else {
            let open = try store.tasks.filter { !$0.isComplete }.map(TaskEntity.init)
            guard !open.isEmpty else {
                // With no task left at all there is nothing to mark, and nothing to return.
                throw SoupStoreError("there is no open kitchen task: every task is done (add one with AddTaskIntent)")
            }
            chosen = try await $task.requestDisambiguation(among: open, dialog: "Which task is done?")
        }
        let done = try store.completeTask(chosen.id)
        // Indexed again, so Spotlight hides it from now on.
        try await CSSearchableIndex.default().indexAppEntities([TaskEntity(done)])
        return .result(value: TaskEntity(done), dialog: "Done: \(done.title).")
    }
}

/// Adds a kitchen task.
public struct AddTaskIntent: AppIntent {
    public static var title: LocalizedStringResource { "Add Task" }
    public static var description: IntentDescription? { IntentDescription("Add a kitchen task.") }

    @Parameter(title: "Title", requestValueDialog: "What needs doing?") public var title: String

    @Dependency var store: SoupStore

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<TaskEntity> & ProvidesDialog {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw $title.needsValueError("The title can't be empty. What needs doing?") }
        let task = try store.addTask(title: trimmed)
        try await CSSearchableIndex.default().indexAppEntities([TaskEntity(task)])
        return .result(value: TaskEntity(task), dialog: "Added “\(task.title)”.")
    }
}

/// Deletes kitchen tasks, after asking.
public struct DeleteTasksIntent: DeleteIntent {
    public static var title: LocalizedStringResource { "Delete Tasks" }
    public static var description: IntentDescription? { IntentDescription("Delete kitchen tasks.") }

    @Parameter(title: "Tasks") public var entities: [TaskEntity]

    @Dependency var store: SoupStore

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let titles = entities.map(\.title).joined(separator: ", ")
        try await requestConfirmation(actionName: .delete, dialog: "Delete \(titles)?")
        let count = try store.deleteTasks(entities.map(\.id))
        // Gone from Spotlight, and no longer suggested.
        try await CSSearchableIndex.default().deleteAppEntities(
            identifiedBy: entities.map(\.id), ofType: TaskEntity.self)
        for task in entities {
            try await IntentDonationManager.shared.deleteDonations(matching: .entityIdentifier(task.id))
        }
        return .result(dialog: "Deleted \(count) task\(count == 1 ? "" : "s").")
    }
}
