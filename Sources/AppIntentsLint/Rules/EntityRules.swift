internal import SwiftSyntax

/// Raw values are persisted in saved shortcuts; strings survive reordering, numbers invite churn.
struct EnumStringRawValueRule: Rule {
    static let numericRawTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Character",
    ]

    static let description = RuleDescription(
        id: "enum-string-raw-value", severity: .note,
        summary:
            "Give an AppEnum a String raw value: raw values are stored in saved shortcuts, and names outlive numbering (Int is legal, but fragile).",
        triggering: [
            RuleExample(
                """
                enum Priority: ↓Int, AppEnum {
                    case low = 1, medium = 2, high = 3
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"
                    static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [.low: "Low", .medium: "Medium", .high: "High"]
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                enum Priority: String, AppEnum {
                    case low, medium, high
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"
                    static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [.low: "Low", .medium: "Medium", .high: "High"]
                }
                enum Level: Int { case one = 1 }
                """)
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for appEnum in model.enums {
            for declaration in appEnum.declarations where !declaration.isExtension {
                guard let first = declaration.inherited.first else { continue }
                let name = TypeRef(first.type).name
                if Self.numericRawTypes.contains(name) {
                    reporter.report(
                        "AppEnum \(appEnum.name) has raw type \(name); prefer String, since raw values are persisted in saved shortcuts",
                        at: first.type, in: declaration.file)
                }
            }
        }
    }
}

/// Entities refer to each other by id; a stored entity goes stale and bloats every copy.
struct NestedEntityRule: Rule {
    static let description = RuleDescription(
        id: "nested-entity", severity: .note,
        summary:
            "Do not keep a copy of an AppEntity in a plain stored property of another entity: it goes stale; store its id and resolve it through the query, or expose the related entity with @Property.",
        triggering: [
            RuleExample(
                """
                struct AuthorEntity: AppEntity {
                    static let defaultQuery = AuthorQuery()
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Author"
                    var id: String
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                struct BookEntity: AppEntity {
                    static let defaultQuery = BookQuery()
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
                    var id: String
                    var ↓author: AuthorEntity
                    var ↓coauthors: [AuthorEntity]
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                struct AuthorEntity: AppEntity {
                    static let defaultQuery = AuthorQuery()
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Author"
                    var id: String
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                struct BookEntity: AppEntity {
                    static let defaultQuery = BookQuery()
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
                    static let sample = BookEntity(id: "1", authorID: "a")
                    var id: String
                    var authorID: AuthorEntity.ID
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                @AppEntity(schema: .messages.message)
                struct MessageEntity {
                    static let defaultQuery = MessageQuery()
                    var id: String
                    var author: AuthorEntity
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                struct ShelfEntity: AppEntity {
                    static let defaultQuery = ShelfQuery()
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
                    var id: String
                    @Property var authors: [AuthorEntity]
                    @Property(title: "Curator") var curator: AuthorEntity
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                """)
        ])

    /// The property wrappers that expose a value to the system as one of the entity's properties:
    /// a related entity shown so is the system's own (Apple's "Adopting App Intents to support
    /// system experiences" sample keeps a collection's landmarks in `@Property`).
    static let exposing: Set<String> = ["Property", "ComputedProperty", "DeferredProperty"]

    func check(_ model: AppModel, _ reporter: Reporter) {
        // An entity of a schema (`@AppEntity(schema: .messages.message)`) has the members the
        // schema names, related entities among them, and the macro exposes each as a property.
        for entity in model.entities where entity.macroConformances.isEmpty {
            for (file, member) in entity.members {
                for variable in VariableInfo.all(in: member) where !variable.isStatic && variable.isStored {
                    guard !Self.exposing.contains(where: { variable.attribute($0) != nil }),
                        let type = variable.type, let nested = model.entity(type, near: file)
                    else { continue }
                    reporter.report(
                        "\(entity.name).\(variable.name) stores the entity \(nested.name); store its id and look it up through its query",
                        at: variable.nameToken, in: file)
                }
            }
        }
    }
}

/// Persistence models carry contexts and faults that the intent lifecycle cannot own.
struct PersistenceModelEntityRule: Rule {
    static let description = RuleDescription(
        id: "persistence-model-entity", severity: .note,
        summary:
            "Do not conform a SwiftData @Model or Core Data NSManagedObject to AppEntity; declare a separate entity struct that mirrors it.",
        triggering: [
            RuleExample(
                """
                @Model
                final class ↓Recipe: AppEntity {
                    var name: String
                    init(name: String) { self.name = name }
                }
                final class ↓Note: NSManagedObject {
                    @NSManaged var text: String
                }
                extension Note: AppEntity {}
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                @Model
                final class Recipe {
                    var name: String
                    init(name: String) { self.name = name }
                }
                struct RecipeEntity: AppEntity {
                    var id: String
                    init(_ recipe: Recipe) { id = recipe.name }
                }
                """)
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for entity in model.entities where entity.isDeclaredHere {
            let isModel = entity.attributes.contains { TypeRef($0.attributeName).name == "Model" }
            let isManaged = model.conformances(of: entity).contains("NSManagedObject")
            guard isModel || isManaged, let token = entity.nameToken, let file = entity.primary?.file else { continue }
            let kind = isModel ? "a SwiftData @Model" : "an NSManagedObject"
            reporter.report(
                "\(entity.name) is \(kind) conforming to AppEntity; declare a separate entity type that mirrors it",
                at: token, in: file)
        }
    }
}

/// Saved shortcuts store entity ids; a position changes when the data does, a name when the user
/// renames the item (and two items may share one).
struct EntityIDFromIndexRule: Rule {
    static let positionalNames: Set<String> = ["index", "idx", "offset", "position", "row", "i"]
    static let positionalCalls: Set<String> = ["firstIndex", "lastIndex", "enumerated", "indices", "distance"]
    static let displayNames: Set<String> = [
        "name", "title", "displayName", "displayString", "label", "localizedName", "localizedTitle",
    ]

    static let description = RuleDescription(
        id: "entity-id-from-index", severity: .warning,
        summary:
            "An entity id must be stable: one derived from an array index or position, or from a display name, points at a different item once the data changes.",
        triggering: [
            RuleExample(
                """
                struct SoupEntity: AppEntity {
                    var id: Int
                    var name: String
                    init(index: Int, name: String) {
                        self.id = ↓index
                        self.name = name
                    }
                }
                struct SoupQuery: EntityQuery {
                    func suggestedEntities() async throws -> [SoupEntity] {
                        Store.names.enumerated().map { offset, name in SoupEntity(id: ↓offset, name: name) }
                    }
                }
                """),
            RuleExample(
                """
                struct RowEntity: AppEntity {
                    var name: String
                    var id: Int { ↓Store.names.firstIndex(of: name) ?? 0 }
                }
                """),
            RuleExample(
                """
                struct PlaylistEntity: AppEntity {
                    var id: String
                    var title: String
                    init(_ playlist: Playlist) {
                        id = ↓playlist.title
                        title = playlist.title
                    }
                }
                struct PlaylistQuery: EntityQuery {
                    func suggestedEntities() async throws -> [PlaylistEntity] {
                        Library.playlists.map { PlaylistEntity(id: ↓"\\($0.name)", title: $0.name) }
                    }
                }
                struct TagEntity: AppEntity {
                    var name: String
                    var id: String { ↓name.lowercased() }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct SoupEntity: AppEntity {
                    var id: UUID
                    var name: String
                    init(soup: Soup) {
                        self.id = soup.id
                        self.name = soup.name
                    }
                }
                struct SoupQuery: EntityQuery {
                    func suggestedEntities() async throws -> [SoupEntity] {
                        Store.soups.map { SoupEntity(id: $0.id, name: $0.name) }
                    }
                    func entities(for identifiers: [Int]) async throws -> [SoupEntity] {
                        identifiers.map { index in SoupEntity(id: Store.soups[index].id, name: "") }
                    }
                }
                struct FileEntity: AppEntity {
                    var id: String { path }
                    var path: String
                    var nameID: String
                }
                """)
        ])

    enum Source { case position, displayName }

    func check(_ model: AppModel, _ reporter: Reporter) {
        let entityNames = Set(model.entities.map(\.name))
        for symbol in model.entities + model.queries {
            let isEntity = model.isEntity(symbol)
            for (file, member) in symbol.members {
                if isEntity {
                    for variable in VariableInfo.all(in: member) where variable.name == "id" && !variable.isStatic {
                        if let value = variable.valueExpression, let source = Self.source(of: value) {
                            report(value, source, in: file, symbol: symbol.name, reporter)
                        }
                    }
                    if let initializer = member.as(InitializerDeclSyntax.self), let body = initializer.body {
                        let finder = IDAssignmentFinder()
                        finder.walk(body)
                        for value in finder.values {
                            if let source = Self.source(of: value) {
                                report(value, source, in: file, symbol: symbol.name, reporter)
                            }
                        }
                    }
                }
                let finder = CallFinder(names: entityNames)
                finder.walk(member)
                for call in finder.calls {
                    if let value = call.arguments.argument("id"), let source = Self.source(of: value) {
                        report(value, source, in: file, symbol: calledName(call), reporter)
                    }
                }
            }
        }
    }

    private func report(
        _ value: ExprSyntax, _ source: Source, in file: ParsedFile, symbol: String, _ reporter: Reporter
    ) {
        let what = source == .position ? "a position" : "a display name"
        reporter.report(
            "the id of \(symbol) comes from \(what) ('\(value.trimmedDescription.prefix(40))'); use a stable identifier from the data",
            at: value, in: file)
    }

    /// Where an id value comes from, when that is a position or a display name. Only the value
    /// itself counts (`index`, `item.name`, `"\\(offset)"`, `String(row)`, `name.lowercased()`), not a
    /// lookup that uses a position to find a stored id (`items[index].id`).
    static func source(of expr: ExprSyntax) -> Source? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if positionalNames.contains(name) { return .position }
            if displayNames.contains(name) { return .displayName }
            return nil
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base != nil {
            let name = member.declName.baseName.text
            if name == "offset" || name == "index" { return .position }
            if displayNames.contains(name) { return .displayName }
            return nil
        }
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            for segment in literal.segments {
                if case .expressionSegment(let interpolation) = segment,
                    let inner = interpolation.expressions.first?.expression, let source = source(of: inner)
                {
                    return source
                }
            }
            return nil
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let name = calledName(call)
            if positionalCalls.contains(name) { return .position }
            if name == "String" || name == "Int", let argument = call.arguments.first?.expression {
                return source(of: argument)
            }
            if ["lowercased", "uppercased", "capitalized"].contains(name),
                let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            {
                return source(of: base)
            }
        }
        if let optional = expr.as(InfixOperatorExprSyntax.self) {
            return source(of: optional.leftOperand)
        }
        if let sequence = expr.as(SequenceExprSyntax.self), let first = sequence.elements.first {
            return source(of: first)
        }
        let finder = CallFinder(names: positionalCalls)
        finder.walk(expr)
        return finder.calls.isEmpty ? nil : .position
    }
}

/// `id = value` / `self.id = value` assignments in an initialiser.
final class IDAssignmentFinder: CompiledCodeVisitor {
    private(set) var values: [ExprSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self) {
            let target = node.leftOperand.trimmedDescription
            if target == "id" || target == "self.id" { values.append(node.rightOperand) }
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // Unfolded `a = b` (the parser leaves operator sequences unfolded).
        let elements = Array(node.elements)
        for (position, element) in elements.enumerated() where element.is(AssignmentExprSyntax.self) {
            guard position > 0, position + 1 < elements.count else { continue }
            let target = elements[position - 1].trimmedDescription
            if target == "id" || target == "self.id" { values.append(elements[position + 1]) }
        }
        return .visitChildren
    }
}

/// A property kept to the app (`visibility: .internal`) that Spotlight is asked to index: Apple
/// says not to combine the two, since the index is a system feature the property is hidden from.
struct InternalIndexedPropertyRule: Rule {
    static let attributes: Set<String> = ["Property", "ComputedProperty", "DeferredProperty"]

    static let description = RuleDescription(
        id: "internal-indexed-property", severity: .warning,
        summary:
            "Do not give a property with visibility: .internal an indexing key: Spotlight is a system feature the property is hidden from.",
        triggering: [
            RuleExample(
                """
                struct ContactEntity: IndexedEntity {
                    @Property(title: "Tax ID", visibility: .internal, ↓indexingKey: \\.identifier)
                    var taxID: String
                    @ComputedProperty(visibility: .internal, ↓customIndexingKey: ContactEntity.key)
                    var account: String { "a" }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                struct ContactEntity: IndexedEntity {
                    @Property(title: "Tax ID", visibility: .internal)
                    var taxID: String
                    @Property(title: "Name", visibility: .default, indexingKey: \\.displayName)
                    var name: String
                    @Property(title: "Phone", indexingKey: \\.phoneNumbers)
                    var phone: String
                }
                """)
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for entity in model.entities {
            for (file, member) in entity.members {
                for variable in VariableInfo.all(in: member) {
                    for attribute in variable.attributes
                    where Self.attributes.contains(TypeRef(attribute.attributeName).name) {
                        guard let arguments = attributeArguments(attribute),
                            Literals.memberName(arguments.argument("visibility")) == "internal",
                            let key = arguments.first(where: {
                                ["indexingKey", "customIndexingKey"].contains($0.label?.text)
                            })
                        else { continue }
                        reporter.report(
                            "\(entity.name).\(variable.name) is internal (visibility: .internal) yet indexed for Spotlight; drop \(key.label!.text) or the visibility",
                            at: key.label!, in: file)
                    }
                }
            }
        }
    }
}
