import AppIntentsMetadata

/// The shape each assistant schema requires of the type that declares it: the parameters of an
/// intent, the properties of an entity, the cases of an enum. Checked when the app registers.
package enum AssistantSchemaShapes {
    /// A required member: its name and the value types it may have.
    struct Requirement: Sendable {
        let name: String
        let description: String
        let accepts: @Sendable (ValueType) -> Bool
    }

    static func text(_ name: String) -> Requirement {
        Requirement(name: name, description: "String") {
            $0 == .primitive(.string) || $0 == .primitive(.attributedString)
        }
    }
    static func entity(_ name: String) -> Requirement {
        Requirement(name: name, description: "an AppEntity") {
            if case .entity = $0 { return true }
            return false
        }
    }
    static func primitive(_ name: String, _ type: PrimitiveType) -> Requirement {
        Requirement(name: name, description: type.name) { $0 == .primitive(type) }
    }

    static let intents: [String: [Requirement]] = [
        "photos.openAsset": [entity("target")],
        "photos.search": [text("criteria")],
        "photos.createAlbum": [text("name")],
        "system.performSearch": [text("criteria")],
        "visualIntelligence.semanticContentSearch": [
            Requirement(name: "semanticContent", description: "String or IntentFile") {
                $0 == .primitive(.string) || $0 == .primitive(.file)
            }
        ],
        "journal.createEntry": [text("message")],
        "reader.openDocument": [entity("target")],
    ]

    static let entities: [String: [Requirement]] = [
        "photos.asset": [primitive("creationDate", .date), primitive("isFavorite", .bool)],
        "photos.album": [text("title")],
        "journal.entry": [text("title"), text("message")],
        "reader.document": [text("title")],
    ]

    static let enums: [String: [String]] = [
        "photos.assetType": ["photo", "video"],
        "reader.documentKind": ["pdf", "text"],
    ]

    /// The schemas the system knows, by kind.
    package static var known: [String] { Array(intents.keys) + Array(entities.keys) + Array(enums.keys) }

    package static func check(_ action: ActionMetadata) throws {
        try checkMembers(
            schemas: action.assistantDefinedSchemas, table: intents, kind: "intent", macro: "AppIntent",
            member: "parameter", type: action.fullyQualifiedTypeName
        ) { action.parameter(named: $0)?.valueType }
    }

    package static func check(_ entity: EntityMetadata) throws {
        try checkMembers(
            schemas: entity.assistantDefinedSchemas, table: entities, kind: "entity", macro: "AppEntity",
            member: "property", type: entity.fullyQualifiedTypeName
        ) { entity.property(named: $0)?.valueType }
    }

    /// Checks that the members an intent's or entity's schemas require exist with a fitting type;
    /// `valueType` gives a member's type by name, or nil when there is none.
    private static func checkMembers(
        schemas: [String], table: [String: [Requirement]], kind: String, macro: String, member: String, type: String,
        valueType: (String) -> ValueType?
    ) throws {
        for schema in schemas {
            guard let requirements = table[schema] else { throw unknown(schema, kind: kind, type: type) }
            for requirement in requirements {
                guard let found = valueType(requirement.name) else {
                    throw mismatch(
                        type, "@\(macro)(schema: .\(schema))",
                        "has no \(member) '\(requirement.name)' (\(requirement.description))")
                }
                if !requirement.accepts(found) {
                    throw mismatch(
                        type, "@\(macro)(schema: .\(schema))",
                        "\(member) '\(requirement.name)' is \(found.displayName), not \(requirement.description)")
                }
            }
        }
    }

    package static func check(_ enumeration: EnumMetadata) throws {
        for schema in enumeration.assistantDefinedSchemas {
            guard let required = enums[schema] else {
                throw unknown(schema, kind: "enum", type: enumeration.fullyQualifiedTypeName)
            }
            let cases = Set(enumeration.cases.map(\.identifier))
            let missing = required.filter { !cases.contains($0) }
            if !missing.isEmpty {
                throw mismatch(
                    enumeration.fullyQualifiedTypeName, "@AppEnum(schema: .\(schema))",
                    "has no case \(missing.map { "'\($0)'" }.joined(separator: ", "))")
            }
        }
    }

    static func unknown(_ schema: String, kind: String, type: String) -> IntentSystemError {
        IntentSystemError(.invalidDeclaration, "\(type): '\(schema)' is not an \(kind) schema this system knows")
    }

    static func mismatch(_ type: String, _ declaration: String, _ problem: String) -> IntentSystemError {
        IntentSystemError(.invalidDeclaration, "\(type) declares \(declaration) but \(problem)")
    }
}
