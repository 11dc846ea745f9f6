import AppIntentsMetadata
import AppIntentsShared

/// The shape each assistant schema requires of the type that declares it (`SchemaCatalog`): the
/// parameters of an intent and the properties of an entity, each of a fitting kind of value.
/// Checked when the app registers, as Apple's build checks it; an enum's cases are the app's own.
package enum AssistantSchemaShapes {
    /// The schemas the system knows.
    package static var known: [String] { SchemaCatalog.all.map(\.id) }

    package static func check(_ action: ActionMetadata) throws {
        try checkMembers(
            schemas: action.assistantDefinedSchemas, kind: .intent, macro: "AppIntent", member: "parameter",
            type: action.fullyQualifiedTypeName
        ) { action.parameter(named: $0)?.valueType }
    }

    package static func check(_ entity: EntityMetadata) throws {
        try checkMembers(
            schemas: entity.assistantDefinedSchemas, kind: .entity, macro: "AppEntity", member: "property",
            type: entity.fullyQualifiedTypeName
        ) { entity.property(named: $0)?.valueType }
    }

    package static func check(_ enumeration: EnumMetadata) throws {
        for schema in enumeration.assistantDefinedSchemas where SchemaCatalog.byID[schema]?.kind != .enumeration {
            throw unknown(schema, kind: "enum", type: enumeration.fullyQualifiedTypeName)
        }
    }

    /// Checks that the members an intent's or entity's schemas require exist, and that every member
    /// the schema names has a fitting type; `valueType` gives a member's type by name, or nil when
    /// there is none.
    private static func checkMembers(
        schemas: [String], kind: SchemaCatalog.Kind, macro: String, member: String, type: String,
        valueType: (String) -> ValueType?
    ) throws {
        for id in schemas {
            guard let schema = SchemaCatalog.byID[id], schema.kind == kind else {
                throw unknown(id, kind: kind == .intent ? "intent" : "entity", type: type)
            }
            for required in schema.members where required.value != .anyValue {
                guard let found = valueType(required.name) else {
                    guard !required.isRequired else {
                        throw mismatch(
                            type, "@\(macro)(schema: .\(id))",
                            "has no \(member) '\(required.name)' (\(describe(required.value)))")
                    }
                    continue
                }
                if !fits(found, required.value) {
                    throw mismatch(
                        type, "@\(macro)(schema: .\(id))",
                        "\(member) '\(required.name)' is \(found.displayName), not \(describe(required.value))")
                }
            }
        }
    }

    /// Whether a declared type is of the kind a schema member requires.
    static func fits(_ type: ValueType, _ value: SchemaCatalog.ValueClass) -> Bool {
        switch (value, type) {
        case (.anyValue, _): true
        case (.text, .primitive(.string)), (.text, .primitive(.attributedString)): true
        case (.bool, .primitive(.bool)), (.date, .primitive(.date)), (.url, .primitive(.url)),
            (.file, .primitive(.file)):
            true
        // A whole number fits where the schema has a fractional one, not the other way.
        case (.int, .primitive(.int)), (.double, .primitive(.double)), (.double, .primitive(.int)): true
        case (.entity, .entity), (.enumeration, .enumeration): true
        case (.array(let element), .array(let member)): fits(member, element)
        default: false
        }
    }

    static func describe(_ value: SchemaCatalog.ValueClass) -> String {
        switch value {
        case .text: "String"
        case .bool: "Bool"
        case .date: "Date"
        case .int: "Int"
        case .double: "Double"
        case .url: "URL"
        case .file: "IntentFile"
        case .entity: "an AppEntity"
        case .enumeration: "an AppEnum"
        case .array(let element): "an array of \(describe(element))"
        case .anyValue: "any value"
        }
    }

    static func unknown(_ schema: String, kind: String, type: String) -> IntentSystemError {
        IntentSystemError(.invalidDeclaration, "\(type): '\(schema)' is not an \(kind) schema this system knows")
    }

    static func mismatch(_ type: String, _ declaration: String, _ problem: String) -> IntentSystemError {
        IntentSystemError(.invalidDeclaration, "\(type) declares \(declaration) but \(problem)")
    }
}
