/// An intent Siri can call as a tool while it handles a person's request (iOS 27.3).
///
/// Siri creates the intent, fills its parameters from what the person said and runs it, when the
/// person names the app, the app is in the foreground or one of its entities is in a search
/// result. The best tools are actions a person asks for in one sentence, whose parameters that
/// sentence fills: "Add two packs of AA batteries to my cart".
///
/// Conform directly, or let `@AppIntent(.tool)` add the conformance:
///
/// ```swift
/// @AppIntent(.tool)
/// struct AddToCartIntent: AppIntent {
///     static let title: LocalizedStringResource = "Add to Cart"
///     @Parameter(title: "Product") var product: ProductEntity
///     @Parameter(title: "Quantity") var quantity: Int
///     func perform() async throws -> some IntentResult { .result() }
/// }
/// ```
///
/// Here the system records a tool in the app's metadata (`visibilityMetadata.isToolIntent`),
/// `describe` and `intents` mark it, and the MCP server names the app's tools to agents first
/// (docs/MCP.md). The protocol adds no requirement of its own.
public protocol ToolIntent: AppIntent {}

/// The roles an app intent takes on, passed to `@AppIntent`: `.tool`, or a list such as `[.tool]`.
///
/// The macro reads the traits as they are written, so they are listed directly rather than
/// computed. A set holds each trait at most once; a trait that takes a value is compared by the
/// trait alone, so two values of one trait are the same member.
public struct AppIntentTraits: _TraitSet, Equatable, ExpressibleByArrayLiteral, Sendable {
    public typealias Element = AppIntentTraits
    public typealias ArrayLiteralElement = AppIntentTraits

    /// The traits held, by kind alone (`_TraitSet`).
    public var _kinds: Set<String>

    public init(_kinds: Set<String>) { self._kinds = _kinds }

    /// Siri can call the intent as a tool: `@AppIntent(.tool)` adds a `ToolIntent` conformance.
    public static let tool = AppIntentTraits(_kinds: ["tool"])
}

/// Makes an app intent available to Siri as a tool: `@AppIntent(.tool)` adds a `ToolIntent`
/// conformance to a structure or class that conforms to `AppIntent`, under the availability the
/// type declares.
///
/// ```swift
/// @AppIntent(.tool)
/// struct SearchFlights: AppIntent { ... }
/// ```
///
/// - Parameter traits: The intent's roles, written as they are: `.tool` or `[.tool]`. A computed
///   value is a compile error, since the macro reads the traits from the source.
@attached(extension, conformances: ToolIntent)
public macro AppIntent(_ traits: AppIntentTraits) =
    #externalMacro(module: "AppIntentsMacros", type: "TraitsMacro")

/// Makes an intent that follows an App Schema available to Siri as a tool:
/// `@AppIntent(.tool, schema: .journal.createEntry)` adds everything `@AppIntent(schema:)` adds,
/// and a `ToolIntent` conformance.
///
/// ```swift
/// @AppIntent(.tool, schema: .journal.createEntry)
/// struct CreateEntryIntent {
///     var title: String?
///     var message: AttributedString
///     // ...
/// }
/// ```
///
/// - Parameters:
///   - traits: The intent's roles, written as they are: `.tool` or `[.tool]`.
///   - schema: The schema the intent conforms to.
@attached(memberAttribute)
@attached(
    extension,
    conformances: ToolIntent, AppIntent, _AssistantSchemaDeclaring, OpenIntent, DeleteIntent,
    ShowInAppSearchResultsIntent, AudioPlaybackIntent, AudioRecordingIntent,
    names: named(__assistantSchema))
public macro AppIntent<T: AppSchemaIntent>(_ traits: AppIntentTraits, schema: T) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")
