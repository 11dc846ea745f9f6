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
