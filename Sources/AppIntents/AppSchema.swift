/// A schema of Apple's App Schema family, the successor of `AssistantSchemas`: an intent, entity or
/// enum schema of a domain, such as `.reminders.reminder`.
///
/// Schemas are named where a schema macro takes them, `@AppEntity(schema: .reminders.reminder)`,
/// through `AppSchemaEntity`, `AppSchemaIntent` and `AppSchemaEnum`; `AppSchema(_:)` holds any one
/// of them as a value.
public struct AppSchema: Sendable, Hashable {
    /// `reminders.reminder`, as written after `schema: .`.
    package let id: String

    /// The schema of an entity.
    public init(_ schema: some AppSchemaEntity) { id = (schema as? Entity)?.id ?? "" }
    /// The schema of an intent.
    public init(_ schema: some AppSchemaIntent) { id = (schema as? Intent)?.id ?? "" }
    /// The schema of an enum.
    public init(_ schema: some AppSchemaEnum) { id = (schema as? Enum)?.id ?? "" }
}

extension AppSchema {
    /// What every schema and every domain's collection of schemas is.
    public protocol Kind {}

    /// An entity schema, or a domain's collection of them.
    public struct Entity: AppSchemaEntity, Sendable, Hashable {
        package let domain: String
        package let name: String
        package var id: String { "\(domain).\(name)" }
        init(_ domain: String, _ name: String) {
            self.domain = domain
            self.name = name
        }
        init(domain: String) { self.init(domain, "") }
    }

    /// An intent schema, or a domain's collection of them.
    public struct Intent: AppSchemaIntent, Sendable, Hashable {
        package let domain: String
        package let name: String
        package var id: String { "\(domain).\(name)" }
        init(_ domain: String, _ name: String) {
            self.domain = domain
            self.name = name
        }
        init(domain: String) { self.init(domain, "") }
    }

    /// An enum schema, or a domain's collection of them.
    public struct Enum: AppSchemaEnum, Sendable, Hashable {
        package let domain: String
        package let name: String
        package var id: String { "\(domain).\(name)" }
        init(_ domain: String, _ name: String) {
            self.domain = domain
            self.name = name
        }
        init(domain: String) { self.init(domain, "") }
    }
}

/// An entity schema of the App Schema family: `.reminders.reminder`.
public protocol AppSchemaEntity: AppSchema.Kind {}

/// An intent schema of the App Schema family: `.reminders.createReminder`.
public protocol AppSchemaIntent: AppSchema.Kind {}

/// An enum schema of the App Schema family: `.reminders.listType`.
public protocol AppSchemaEnum: AppSchema.Kind {}

// The schemas of `AssistantSchemas` are schemas of the family too, so a schema macro takes either,
// and one that names an `AssistantSchemas` value explicitly keeps its non-generic overload.
extension AssistantSchemas.Entity: AppSchemaEntity {}
extension AssistantSchemas.Intent: AppSchemaIntent {}
extension AssistantSchemas.Enum: AppSchemaEnum {}

/// Declares that an intent follows an App Schema, `@AppIntent(schema: .reminders.createReminder)`,
/// as `@AppIntent(schema:)` does for `AssistantSchemas`: the conformances the schema implies, its
/// members as parameters, a title from the schema. The system records the schema and checks the
/// members it knows the schema requires when the app registers.
@attached(memberAttribute)
@attached(
    extension,
    conformances: AppIntent, _AssistantSchemaDeclaring, OpenIntent, DeleteIntent, ShowInAppSearchResultsIntent,
    AudioPlaybackIntent, AudioRecordingIntent,
    names: named(__assistantSchema))
public macro AppIntent<T: AppSchemaIntent>(schema: T) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")

/// Declares that an entity follows an App Schema, `@AppEntity(schema: .reminders.reminder)`: adds
/// `AppEntity`, makes each stored member the schema names a `@Property` and each computed one a
/// `@ComputedProperty`, and names the type after the schema when it has no
/// `typeDisplayRepresentation`.
@attached(memberAttribute)
@attached(extension, conformances: AppEntity, _AssistantSchemaDeclaring, names: named(__assistantSchema))
public macro AppEntity<T: AppSchemaEntity>(schema: T) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")

/// Declares that an enum follows an App Schema, `@AppEnum(schema: .reminders.listType)`: adds
/// `AppEnum` and names the type after the schema when it has no `typeDisplayRepresentation`.
@attached(extension, conformances: AppEnum, _AssistantSchemaDeclaring, names: named(__assistantSchema))
public macro AppEnum<T: AppSchemaEnum>(schema: T) =
    #externalMacro(module: "AppIntentsMacros", type: "SchemaMacro")
