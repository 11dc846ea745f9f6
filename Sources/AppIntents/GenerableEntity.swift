/// The roles an app entity takes on, passed to `@AppEntity` (iOS 27.3): `.generable`, or a list
/// such as `[.generable]`. The macro reads the traits as written, so they are listed directly.
public struct AppEntityTraits: SetAlgebra, Sendable, Hashable, ExpressibleByArrayLiteral {
    private var names: Set<String>

    private init(names: Set<String>) { self.names = names }

    public init() { names = [] }

    public init(arrayLiteral elements: AppEntityTraits...) {
        names = elements.reduce(into: []) { $0.formUnion($1.names) }
    }

    /// The model can generate values of the entity on its own (`GenerableEntity`).
    public static let generable = AppEntityTraits(names: ["generable"])

    public func contains(_ member: AppEntityTraits) -> Bool { member.names.isSubset(of: names) }
    public func union(_ other: AppEntityTraits) -> AppEntityTraits { AppEntityTraits(names: names.union(other.names)) }
    public func intersection(_ other: AppEntityTraits) -> AppEntityTraits {
        AppEntityTraits(names: names.intersection(other.names))
    }
    public func symmetricDifference(_ other: AppEntityTraits) -> AppEntityTraits {
        AppEntityTraits(names: names.symmetricDifference(other.names))
    }
    @discardableResult
    public mutating func insert(_ newMember: AppEntityTraits) -> (inserted: Bool, memberAfterInsert: AppEntityTraits) {
        let inserted = !contains(newMember)
        names.formUnion(newMember.names)
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AppEntityTraits) -> AppEntityTraits? {
        guard contains(member) else { return nil }
        names.subtract(member.names)
        return member
    }
    @discardableResult
    public mutating func update(with newMember: AppEntityTraits) -> AppEntityTraits? {
        let had = contains(newMember)
        names.formUnion(newMember.names)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AppEntityTraits) { names.formUnion(other.names) }
    public mutating func formIntersection(_ other: AppEntityTraits) { names.formIntersection(other.names) }
    public mutating func formSymmetricDifference(_ other: AppEntityTraits) {
        names.formSymmetricDifference(other.names)
    }
}

/// A transient entity a model may make itself, filling in its properties as their descriptions
/// say, rather than finding one through the entity's query (iOS 27.3). Adopted through
/// `@AppEntity(.generable)`.
///
/// Here an agent (MCP) or a person (`--PARAMETER '{"property": …}'` on the command line) gives
/// such a parameter as a JSON object of the entity's properties: the system makes the entity with
/// its `init()` and sets each property the object names, resolved as a parameter of its type.
public protocol GenerableEntity: TransientAppEntity {}

/// Marks a transient entity whose values the model can generate on its own:
/// `@AppEntity(.generable) struct FlightSearch: TransientAppEntity { … }` adds `GenerableEntity`.
@attached(extension, conformances: GenerableEntity)
public macro AppEntity(_ traits: AppEntityTraits) =
    #externalMacro(module: "AppIntentsMacros", type: "EntityTraitsMacro")

/// Marks a transient entity that follows an App Schema as one the model can generate:
/// everything `@AppEntity(schema:)` adds, and `GenerableEntity`.
@attached(memberAttribute)
@attached(
    extension, conformances: GenerableEntity, AppEntity, _AssistantSchemaDeclaring, names: named(__assistantSchema))
public macro AppEntity<T: AppSchemaEntity>(_ traits: AppEntityTraits, schema: T) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")
