import AppIntentsMetadata
internal import AppIntentsShared
internal import SwiftSyntax

/// A type that declares a schema holds what the schema requires: the check the runtime catalog
/// makes when the app registers (`AssistantSchemaShapes`), made on the source.
struct SchemaShapeRule: Rule {
    static let description = RuleDescription(
        id: "schema-shape", severity: .error,
        summary:
            "A type that declares a schema has each parameter or property the schema requires, holding the kind of value it fixes.",
        triggering: [
            RuleExample(
                """
                ↓@AppEntity(schema: .reminders.list)
                struct ListEntity {
                    static let defaultQuery = ListQuery()
                    let id: String
                    var name: String
                    var displayRepresentation: DisplayRepresentation { "\\(name)" }
                }
                """),
            RuleExample(
                """
                enum AlarmState: String, AppEnum {
                    case idle
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "State"
                    static let caseDisplayRepresentations: [AlarmState: DisplayRepresentation] = [.idle: "Idle"]
                }
                ↓@AppEntity(schema: .clock.alarm)
                struct AlarmEntity {
                    static let defaultQuery = AlarmQuery()
                    let id: String
                    var time: DateComponents
                    var isEnabled: String
                    var label: String?
                    var canSnooze: Bool
                    var triggerState: AlarmState
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                """),
            RuleExample(
                """
                ↓@AppIntent(schema: .photos.createAlbum)
                struct CreateAlbumIntent {
                    var title: String
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                enum ListKind: String, AppEnum {
                    case standard
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Kind"
                    static let caseDisplayRepresentations: [ListKind: DisplayRepresentation] = [.standard: "Standard"]
                }
                @AppEntity(schema: .reminders.list)
                struct ListEntity {
                    static let defaultQuery = ListQuery()
                    let id: String
                    var name: String
                    var type: ListKind { .standard }
                    var displayRepresentation: DisplayRepresentation { "\\(name)" }
                }
                """),
            // Members of a schema known by name only are not checked; a type declared in a
            // module not read here is taken to fit.
            RuleExample(
                """
                @AppIntent(schema: .reminders.updateReminder)
                struct RenameReminderIntent {
                    var title: String
                    func perform() async throws -> some IntentResult { .result() }
                }
                @AppEntity(schema: .reminders.list)
                struct SharedList {
                    static let defaultQuery = ListQuery()
                    let id: String
                    var name: String
                    var type: KindFromAnotherModule
                    var displayRepresentation: DisplayRepresentation { "\\(name)" }
                }
                """),
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        let extraction = StaticExtraction(model: model, module: "")
        for symbol in model.intents + model.entities where symbol.isDeclaredHere && !symbol.schemaIDs.isEmpty {
            guard let declaration = symbol.primary,
                let attribute = declaration.attributes.first(where: { TypeSymbol.schemaID($0) != nil })
            else { continue }
            let problems: [SchemaShape.Problem]
            let kind: SchemaCatalog.Kind
            if model.intents.contains(where: { $0 === symbol }) {
                kind = .intent
                let action = extraction.action(symbol)
                problems = SchemaShape.problems(schemas: action.assistantDefinedSchemas, kind: kind) { name in
                    action.parameter(named: name).map { found($0.valueType, model) }
                }
            } else {
                kind = .entity
                let entity = extraction.entity(symbol)
                problems = SchemaShape.problems(schemas: entity.assistantDefinedSchemas, kind: kind) { name in
                    entity.property(named: name).map { found($0.valueType, model) }
                }
            }
            // A schema not known here is a newer SDK's: not this rule's to report.
            for problem in problems {
                if case .unknownSchema = problem { continue }
                reporter.report(problem.message(type: symbol.name, kind: kind), at: attribute, in: declaration.file)
            }
        }
    }

    /// A value type as the shape check compares it; a type the extraction could not resolve (it
    /// names it an entity without knowing one) is taken to fit.
    func found(_ type: ValueType, _ model: AppModel) -> SchemaShape.Found {
        switch type {
        case .primitive(let primitive): .primitive(primitive.name)
        case .enumeration(let identifier): .enumeration(identifier)
        case .entity(let typeName):
            model.entity(TypeRef(name: typeName)) != nil ? .entity(typeName) : .unresolved(typeName)
        case .array(let member): .array(found(member, model))
        default: .other(type.displayName)
        }
    }
}

/// An entity an intent of the App Schema family takes must be one the system can find from what a
/// person says: Apple's metadata processor stops the build with "AppSchemaIntent … requires 'X' to
/// conform to 'IndexedEntity', 'UniqueAppEntity', 'TransientAppEntity', provide a default
/// 'EntityStringQuery', or provide an 'IntentValueQuery'" (recorded by an app that builds against
/// Xcode 27).
struct SchemaIntentEntityQueryRule: Rule {
    static let description = RuleDescription(
        id: "schema-intent-entity-query", severity: .error,
        summary:
            "An entity an App Schema intent takes is indexed, unique or transient, has an EntityStringQuery as its default query, or an IntentValueQuery provides it.",
        triggering: [
            RuleExample(
                """
                @AppIntent(schema: .reminders.createReminder)
                struct AddReminderIntent {
                    var title: String
                    var ↓section: SectionEntity?
                    func perform() async throws -> some IntentResult { .result() }
                }
                @AppEntity(schema: .reminders.section)
                struct SectionEntity {
                    static let defaultQuery = SectionQuery()
                    let id: String
                    var name: String
                    var list: ListEntity
                    var displayRepresentation: DisplayRepresentation { "\\(name)" }
                }
                struct SectionQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [SectionEntity] { [] }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                @AppIntent(schema: .reminders.createReminder)
                struct AddReminderIntent {
                    var title: String
                    var section: SectionEntity?
                    func perform() async throws -> some IntentResult { .result() }
                }
                @AppEntity(schema: .reminders.section)
                struct SectionEntity {
                    static let defaultQuery = SectionQuery()
                    let id: String
                    var name: String
                    var list: ListEntity
                    var displayRepresentation: DisplayRepresentation { "\\(name)" }
                }
                struct SectionQuery: EntityStringQuery {
                    func entities(for identifiers: [String]) async throws -> [SectionEntity] { [] }
                    func entities(matching string: String) async throws -> [SectionEntity] { [] }
                }
                """),
            // An AssistantSchemas intent (iOS 18) is not held to it; nor is an entity whose query
            // is declared in a module not read here.
            RuleExample(
                """
                @AppIntent(schema: .photos.openAsset)
                struct OpenAssetIntent {
                    var target: AssetEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                struct AssetEntity: AppEntity {
                    static let defaultQuery = AssetQuery()
                    let id: String
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Asset"
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                struct AssetQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [AssetEntity] { [] }
                }
                @AppIntent(schema: .reminders.updateReminder)
                struct TouchReminderIntent {
                    var target: SharedReminder
                    func perform() async throws -> some IntentResult { .result() }
                }
                struct SharedReminder: AppEntity {
                    static let defaultQuery = QueryFromAnotherModule()
                    let id: String
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reminder"
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                """),
        ])

    /// The schemas of the App Schema family's own domains (iOS 27), which the processor holds to it.
    static let appSchemaIDs = Set(SchemaCatalog.appSchemaOnly.map(\.id))
    /// The kinds of entity the system finds without a query.
    static let findable: Set<String> = ["IndexedEntity", "UniqueAppEntity", "TransientAppEntity"]
    /// Apple's query protocols and the standard ones a query also adopts: a query that adopts
    /// nothing else is known whole.
    static let knownQueryConformances: Set<String> = Conformance.queryProtocols.union([
        "Sendable", "Hashable", "Equatable", "DynamicOptionsProvider",
    ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        let extraction = StaticExtraction(model: model, module: "")
        let valueQueries = model.queries.filter { model.conforms($0, toAnyOf: ["IntentValueQuery"]) }
        for intent in model.intents
        where intent.isDeclaredHere && intent.schemaIDs.contains(where: Self.appSchemaIDs.contains) {
            let action = extraction.action(intent)
            var reported: Set<String> = []
            for parameter in action.parameters {
                guard case .entity(let typeName) = parameter.valueType.memberType, !reported.contains(typeName),
                    let entity = model.entity(TypeRef(name: typeName)), !findable(entity, model, valueQueries)
                else { continue }
                guard let (file, variable) = intent.variables(named: parameter.name).first else { continue }
                reported.insert(typeName)
                reporter.report(
                    "\(intent.name) takes \(entity.name) ('\(parameter.name)'), which Apple's metadata processor refuses for an App Schema intent: make \(entity.name) an IndexedEntity, UniqueAppEntity or TransientAppEntity, give it a default query that is an EntityStringQuery, or provide an IntentValueQuery for it",
                    at: variable.nameToken, in: file)
            }
        }
    }

    /// Whether the system can find `entity` as the processor asks, or this cannot be decided
    /// from the source read (a query or a conformance from another module).
    private func findable(_ entity: TypeSymbol, _ model: AppModel, _ valueQueries: [TypeSymbol]) -> Bool {
        let conformances = model.conformances(of: entity)
        if !conformances.isDisjoint(with: Self.findable) { return true }
        let provided = valueQueries.contains { query in
            query.functions(named: "values").contains { _, function in
                function.signature.returnClause?.type.trimmedDescription.contains(entity.name) ?? false
            }
        }
        if provided { return true }
        guard let query = model.defaultQuery(of: entity) else { return true }
        let adopted = model.conformances(of: query)
        if adopted.contains("EntityStringQuery") { return true }
        // A protocol of another module may refine EntityStringQuery: not this rule's to decide.
        return !adopted.isSubset(of: Self.knownQueryConformances)
    }
}
