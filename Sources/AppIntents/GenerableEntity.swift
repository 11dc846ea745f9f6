/// The roles an app entity takes on, passed to `@AppEntity` (iOS 27.3): `.generable`, or a list
/// such as `[.generable]`. The macro reads the traits as written, so they are listed directly.
public struct AppEntityTraits: _TraitSet, Equatable, ExpressibleByArrayLiteral, Sendable {
    public typealias Element = AppEntityTraits
    public typealias ArrayLiteralElement = AppEntityTraits

    /// The traits held, by kind alone (`_TraitSet`).
    public var _kinds: Set<String>

    public init(_kinds: Set<String>) { self._kinds = _kinds }

    /// The model can generate values of the entity on its own (`GenerableEntity`).
    public static let generable = AppEntityTraits(_kinds: ["generable"])
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
    #externalMacro(module: "AppIntentsMacros", type: "TraitsMacro")

/// Marks a transient entity that follows an App Schema as one the model can generate:
/// everything `@AppEntity(schema:)` adds, and `GenerableEntity`.
@attached(memberAttribute)
@attached(
    extension, conformances: GenerableEntity, AppEntity, _AssistantSchemaDeclaring, names: named(__assistantSchema))
public macro AppEntity<T: AppSchemaEntity>(_ traits: AppEntityTraits, schema: T) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")
