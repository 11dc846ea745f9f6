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
        for schema in action.assistantDefinedSchemas {
            guard let requirements = intents[schema] else {
                throw unknown(schema, kind: "intent", type: action.fullyQualifiedTypeName)
            }
            for requirement in requirements {
                guard let parameter = action.parameter(named: requirement.name) else {
                    throw mismatch(
                        action.fullyQualifiedTypeName, "@AppIntent(schema: .\(schema))",
                        "has no parameter '\(requirement.name)' (\(requirement.description))")
                }
                if !requirement.accepts(parameter.valueType) {
                    throw mismatch(
                        action.fullyQualifiedTypeName, "@AppIntent(schema: .\(schema))",
                        "parameter '\(requirement.name)' is \(parameter.valueType.displayName), not \(requirement.description)"
                    )
                }
            }
        }
    }

    package static func check(_ entity: EntityMetadata) throws {
        for schema in entity.assistantDefinedSchemas {
            guard let requirements = entities[schema] else {
                throw unknown(schema, kind: "entity", type: entity.fullyQualifiedTypeName)
            }
            for requirement in requirements {
                guard let property = entity.property(named: requirement.name) else {
                    throw mismatch(
                        entity.fullyQualifiedTypeName, "@AppEntity(schema: .\(schema))",
                        "has no property '\(requirement.name)' (\(requirement.description))")
                }
                if !requirement.accepts(property.valueType) {
                    throw mismatch(
                        entity.fullyQualifiedTypeName, "@AppEntity(schema: .\(schema))",
                        "property '\(requirement.name)' is \(property.valueType.displayName), not \(requirement.description)"
                    )
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
