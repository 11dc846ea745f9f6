import AppIntents
import AppIntentsMetadata
import AppIntentsShared

/// iOS 27's `OwnershipProvidingEntity`: before an intent deletes or updates an entity that is shared
/// or public, the system asks the person, saying so, as it does on Apple platforms. A person who
/// declines cancels the run; where nobody can be asked the run stops for confirmation, as for any
/// `requestConfirmation` (over MCP, the confirmation argument or elicitation).
extension RunContext {
    /// Asks for confirmation when the intent acts on shared or public entities; throws the
    /// cancellation when the person declines.
    func confirmSharedEntities() async throws {
        guard let verb = Self.sensitiveVerb(action) else { return }
        var shared: [(title: String, ownership: EntityOwnership)] = []
        for (_, parameter) in parameters {
            guard let value = parameter.currentValue else { continue }
            let values: [Any] = (value as? [Any]) ?? [value]
            for case let entity as any OwnershipProvidingEntity in values where !entity.ownership.isEmpty {
                shared.append((entity.displayRepresentation.title.defaultValue, entity.ownership))
            }
        }
        guard !shared.isEmpty else { return }
        let prompt = ConfirmationPrompt(
            parameter: nil, value: nil, dialog: IntentDialog(stringLiteral: Self.question(shared, verb: verb)),
            actionName: Self.deletes(action) ? .delete : .set, conditions: [])
        guard try await requestConfirmation(prompt) else { throw Executor.cancelled(action.identifier) }
    }

    /// Whether the intent deletes: a `DeleteIntent`, or a schema of either family that deletes.
    static func deletes(_ action: ActionMetadata) -> Bool {
        action.adopts("DeleteIntent")
            || action.assistantDefinedSchemas.contains { SchemaCatalog.byID[$0]?.deletes ?? false }
    }

    /// The verb for an intent that deletes or updates what it is given (`delete`, `change`), or nil
    /// for any other: an update is a schema named `update…` or `edit…` (`reminders.updateReminder`,
    /// `messages.editSentMessage`).
    static func sensitiveVerb(_ action: ActionMetadata) -> String? {
        if deletes(action) { return "delete" }
        let updates = action.assistantDefinedSchemas.contains { id in
            let name = id.split(separator: ".").last ?? ""
            return name.hasPrefix("update") || name.hasPrefix("edit")
        }
        return updates ? "change" : nil
    }

    /// “Summer” is shared with others. Do you want to delete it?
    static func question(_ shared: [(title: String, ownership: EntityOwnership)], verb: String) -> String {
        func kind(_ ownership: EntityOwnership) -> String {
            switch (ownership.contains(.shared), ownership.contains(.public)) {
            case (true, true): "shared with others and public"
            case (false, true): "public"
            default: "shared with others"
            }
        }
        if shared.count == 1, let only = shared.first {
            return "“\(only.title)” is \(kind(only.ownership)). Do you want to \(verb) it?"
        }
        let all = shared.reduce(EntityOwnership()) { $0.union($1.ownership) }
        let quoted = shared.map { "“\($0.title)”" }
        let titles = quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "")
        return
            "\(titles) are \(all == .public ? "public" : all == .shared ? "shared with others" : "shared with others or public"). Do you want to \(verb) them?"
    }
}
