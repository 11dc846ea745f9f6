import AppIntents

/// Which of an entity's properties the system shows, and to whom (iOS 27.3): never a property the
/// app keeps to itself (`visibility: .internal`), and a property that asks for authentication (its
/// own `authenticationPolicy`, or at least its entity type's) only to a caller who has it.
///
/// Every surface that shows entities (a run's outcome, the command line's output, MCP's results,
/// resources and completions, saved shortcuts, Spotlight's records) goes through
/// `ValueEncoding` or asks `shows(_:of:)`, so one rule holds everywhere. A property withheld
/// from a caller is left out, as if the entity did not have it.
package enum EntityDisclosure {
    /// The caller the system is showing entities to. Surfaces bind theirs, and a run binds its
    /// request's; where nothing is bound, the caller has proved nothing.
    @TaskLocal package static var caller: CallerAuthentication = .none

    /// What a caller must have proved for `policy`.
    package static func needed(_ policy: IntentAuthenticationPolicy?) -> CallerAuthentication {
        CallerAuthentication(policy: policy?.rawValue ?? 0)
    }

    /// What a caller must have proved to see `member` of an entity of `type`: the stricter of
    /// the property's policy and its type's.
    package static func needed(for member: Reflection.EntityMember, of type: any AppEntity.Type) -> CallerAuthentication
    {
        max(needed(type.authenticationPolicy), needed(member.authenticationPolicy))
    }

    /// Whether `member` of an entity of `type` is listed to `caller` (the bound one by default).
    package static func shows(
        _ member: Reflection.EntityMember, of type: any AppEntity.Type, to caller: CallerAuthentication = caller
    ) -> Bool {
        !member.isInternal && caller >= needed(for: member, of: type)
    }

    /// Whether system features list `member` at all to anyone, whatever they proved: what a
    /// record kept for every caller (a Spotlight record) may hold.
    package static func showsEveryone(_ member: Reflection.EntityMember, of type: any AppEntity.Type) -> Bool {
        shows(member, of: type, to: .none)
    }
}

extension Reflection.EntityMember {
    /// The property's own authentication policy (`nil`: its entity type's).
    package var authenticationPolicy: IntentAuthenticationPolicy? {
        switch self {
        case .stored(_, let property): property.authenticationPolicy
        case .computed(let descriptor): descriptor.authenticationPolicy
        }
    }

    /// Whether the app keeps the property to itself (`visibility: .internal`).
    package var isInternal: Bool {
        switch self {
        case .stored(_, let property): property.visibility?.isInternal == true
        case .computed(let descriptor): descriptor.visibility?.isInternal == true
        }
    }

    /// The property's `description:`, if it has one.
    package var descriptionText: LocalizedStringResource? {
        switch self {
        case .stored(_, let property): property.descriptionText
        case .computed(let descriptor): descriptor.description
        }
    }
}
