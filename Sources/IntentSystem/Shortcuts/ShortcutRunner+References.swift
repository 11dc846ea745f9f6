import AppIntents
import AppIntentsMetadata

/// The entities a shortcut saved by id, looked up in the apps as they are now: before a run, and
/// for `shortcuts check`. An entity that resolves under another title than the one saved may be
/// another record (an id reused, a record edited), so it is reported and confirmed first.
extension ShortcutRunner {
    /// One saved entity that is not as it was saved.
    package struct ChangedEntity: Sendable, Hashable {
        package var location: String
        package var id: String
        /// The entity no longer exists (a run stops at its action, or asks for another one).
        package var isMissing: Bool
        package var message: String

        package var problem: ShortcutProblem { ShortcutProblem(location: location, message: message) }
    }

    /// Every saved entity of `shortcut` that is gone or now has another title, in order.
    package func changedEntities(of shortcut: ShortcutFile) async throws -> [ChangedEntity] {
        var changed: [ChangedEntity] = []
        try await collect(shortcut.actions, prefix: "", into: &changed)
        return changed
    }

    private func collect(
        _ actions: [ShortcutAction], prefix: String, into changed: inout [ChangedEntity]
    )
        async throws
    {
        for (index, action) in actions.enumerated() {
            let location = "\(prefix)action \(index + 1)" + (action.id.map { " (\($0))" } ?? "")
            switch action {
            case .intent(let step):
                guard let (_, executor) = try? executor(for: step.app),
                    let metadata = executor.catalog.metadata.actions[step.intent]
                else { continue }
                for (name, binding) in step.parameters.sorted(by: { $0.key < $1.key }) {
                    guard case .entity(_, let id, let savedTitle) = binding,
                        case .entity(let typeName)? = metadata.parameter(named: name)?.valueType.memberType,
                        let lookup = try? executor.catalog.entity(typeName)
                    else { continue }
                    let display = lookup.entityType.typeDisplayRepresentation.name.defaultValue
                    // Only the title is shown, so the query is asked for display representations.
                    guard let now = try await lookup.titlesByIdentifier([id])[id] else {
                        changed.append(
                            ChangedEntity(
                                location: location, id: id, isMissing: true,
                                message: "parameter '\(name)': the \(display) with id '\(Resolver.clip(id))'"
                                    + (savedTitle.map { " (saved as '\(Resolver.clip($0))')" } ?? "")
                                    + " no longer exists"))
                        continue
                    }
                    if let savedTitle, savedTitle != now {
                        changed.append(
                            ChangedEntity(
                                location: location, id: id, isMissing: false,
                                message: "parameter '\(name)': the \(display) saved as '\(Resolver.clip(savedTitle))' "
                                    + "is now '\(Resolver.clip(now))' (id '\(Resolver.clip(id))'); a run asks first"))
                    }
                }
            case .repeatEach(let step):
                try await collect(step.actions, prefix: location + " > repeat ", into: &changed)
            case .conditional(let step):
                try await collect(step.then, prefix: location + " > then ", into: &changed)
                try await collect(step.otherwise ?? [], prefix: location + " > otherwise ", into: &changed)
            case .find, .details:
                continue
            }
        }
    }
}
