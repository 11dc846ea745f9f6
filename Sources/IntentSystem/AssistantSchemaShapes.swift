import AppIntentsMetadata
import AppIntentsShared

/// The shape each schema requires of the type that declares it (`SchemaCatalog`), of
/// `AssistantSchemas` and of the App Schema family alike: the parameters of an intent and the
/// properties of an entity (stored, computed or deferred), each of a fitting kind of value.
/// Checked when the app registers, as Apple's build checks it; an enum's cases are the app's own,
/// and a schema known by name only has nothing to check. The reviewer's `schema-shape` rule
/// checks the same (`SchemaShape`).
package enum AssistantSchemaShapes {
    /// The schemas the system knows.
    package static var known: [String] { SchemaCatalog.all.map(\.id) }

    package static func check(_ action: ActionMetadata) throws {
        try check(action.assistantDefinedSchemas, .intent, action.fullyQualifiedTypeName) {
            action.parameter(named: $0)?.valueType
        }
    }

    package static func check(_ entity: EntityMetadata) throws {
        try check(entity.assistantDefinedSchemas, .entity, entity.fullyQualifiedTypeName) {
            entity.property(named: $0)?.valueType
        }
    }

    package static func check(_ enumeration: EnumMetadata) throws {
        try check(enumeration.assistantDefinedSchemas, .enumeration, enumeration.fullyQualifiedTypeName) { _ in nil }
    }

    /// Throws for the first problem: the host stops on it and names it.
    private static func check(
        _ schemas: [String], _ kind: SchemaCatalog.Kind, _ type: String, valueType: (String) -> ValueType?
    ) throws {
        guard !schemas.isEmpty,
            let problem = SchemaShape.problems(schemas: schemas, kind: kind, found: { valueType($0).map(found) })
                .first
        else { return }
        throw IntentSystemError(.invalidDeclaration, problem.message(type: type, kind: kind))
    }

    /// A metadata value type as the shape checks compare it.
    static func found(_ type: ValueType) -> SchemaShape.Found {
        switch type {
        case .primitive(let primitive): .primitive(primitive.name)
        case .entity(let typeName): .entity(typeName)
        case .enumeration(let identifier): .enumeration(identifier)
        case .array(let member): .array(found(member))
        default: .other(type.displayName)
        }
    }
}
