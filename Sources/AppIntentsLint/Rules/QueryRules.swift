internal import SwiftSyntax

/// `entities(for:)` of each query, with the name its identifiers go by in the body.
enum EntitiesFor {
    static func functions(of query: TypeSymbol) -> [(file: ParsedFile, function: FunctionDeclSyntax)] {
        query.functions(named: "entities").filter { _, function in
            function.signature.parameterClause.parameters.first?.firstName.text == "for"
        }
    }
}

/// A missing id is normal (the item was deleted); throwing fails the whole shortcut.
struct EntitiesForMissingIDsRule: Rule {
    static let description = RuleDescription(
        id: "entities-for-throws-missing", severity: .warning,
        summary:
            "entities(for:) should leave out ids it cannot find, not throw: a deleted item must not break every shortcut that mentions it.",
        triggering: [
            RuleExample(
                """
                struct SoupQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [SoupEntity] {
                        try identifiers.map { id in
                            guard let soup = Store.shared.soup(id) else { ↓throw QueryError.notFound(id) }
                            return SoupEntity(soup)
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct SoupQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [SoupEntity] {
                        let found = Store.shared.soups(identifiers)
                        if found.count != identifiers.count { ↓throw QueryError.missing }
                        return found
                    }
                }
                """),
            RuleExample(
                """
                struct SoupQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [SoupEntity] {
                        try identifiers.map { try ↓SoupStore.shared.soup(withID: $0) }
                    }
                }
                final class SoupStore {
                    static let shared = SoupStore()
                    func soup(withID id: String) throws -> SoupEntity {
                        guard let soup = rows[id] else { throw StoreError.notFound(id) }
                        return soup
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct SoupQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [SoupEntity] {
                        guard Store.shared.isOpen else { throw StoreError.closed }
                        return identifiers.compactMap { Store.shared.soup($0) }.map(SoupEntity.init)
                    }
                }
                """),
            RuleExample(
                """
                struct SoupQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [SoupEntity] {
                        identifiers.compactMap { try? soup(withID: $0) }
                    }
                    func soup(withID id: String) throws -> SoupEntity {
                        guard let soup = rows[id] else { throw StoreError.notFound(id) }
                        return soup
                    }
                }
                struct DrinkQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [DrinkEntity] {
                        do { return try identifiers.map { try drink($0) } } catch { return [] }
                    }
                    func drink(_ id: String) throws -> DrinkEntity {
                        guard let drink = rows[id] else { throw StoreError.notFound(id) }
                        return drink
                    }
                }
                """),
            RuleExample(
                """
                struct FrameEntity: AppEntity {
                    static let defaultQuery = FrameQuery()
                    var id: String
                    static func decoded(from id: String) throws -> Self {
                        guard let data = Data(base64Encoded: id) else { throw FrameError.malformed(id) }
                        return try JSONDecoder().decode(Self.self, from: data)
                    }
                }
                struct FrameQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [FrameEntity] {
                        try identifiers.map { try FrameEntity.decoded(from: $0) }
                    }
                }
                """),
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        let functions = FunctionIndex(model)
        for query in model.queries {
            for (file, function) in EntitiesFor.functions(of: query) {
                guard let body = function.body else { continue }
                let finder = MissingThrowFinder()
                finder.walk(body)
                for node in finder.found {
                    reporter.report(
                        "entities(for:) throws when an id is missing; return only the entities found", at: node,
                        in: file)
                }
                // A throw for a missing id in a function of the linted code that it calls (and lets
                // the error through): one level deep, and only when the call names one function.
                let calls = CallFinder(names: functions.names)
                calls.walk(body)
                // Only a call that is handed an id (it has arguments) can fail for a missing one.
                for call in calls.calls where !call.arguments.isEmpty && !Self.isHandled(call, within: body) {
                    guard let callee = functions.unique(for: call),
                        callee.function.signature.effectSpecifiers?.throwsClause != nil,
                        let calleeBody = callee.function.body, callee.function.body?.id != body.id
                    else { continue }
                    let inner = MissingThrowFinder()
                    inner.walk(calleeBody)
                    guard let first = inner.found.first else { continue }
                    let line = callee.file.location(of: first.positionAfterSkippingLeadingTrivia).line
                    reporter.report(
                        "entities(for:) calls \(callee.function.name.text)(), which throws when an id is missing (\(callee.file.path.split(separator: "/").last.map(String.init) ?? callee.file.path):\(line)); return only the entities found",
                        at: call.calledExpression, in: file)
                }
            }
        }
    }

    /// Whether an error thrown by the call is caught or turned into nil before it leaves `body`.
    static func isHandled(_ call: FunctionCallExprSyntax, within body: CodeBlockSyntax) -> Bool {
        var node: Syntax? = Syntax(call)
        var child = Syntax(call)
        while let current = node, current.id != body.id {
            if let tryExpr = current.as(TryExprSyntax.self), tryExpr.questionOrExclamationMark != nil { return true }
            if let doStmt = current.as(DoStmtSyntax.self), !doStmt.catchClauses.isEmpty,
                child.id == doStmt.body.id
            {
                return true
            }
            child = current
            node = current.parent
        }
        return false
    }
}

/// The functions declared in the linted code (at the top level and in types), by name.
struct FunctionIndex {
    private var byName: [String: [(file: ParsedFile, function: FunctionDeclSyntax)]] = [:]

    init(_ model: AppModel) {
        for symbol in model.index.symbols {
            for (file, decl) in symbol.members {
                if let function = decl.as(FunctionDeclSyntax.self) {
                    byName[function.name.text, default: []].append((file, function))
                }
            }
        }
        for file in model.files {
            for statement in file.tree.statements {
                if let function = statement.item.as(FunctionDeclSyntax.self) {
                    byName[function.name.text, default: []].append((file, function))
                }
            }
        }
    }

    var names: Set<String> { Set(byName.keys) }

    /// The one function a call can mean: same name and argument labels; nil when none or several.
    func unique(for call: FunctionCallExprSyntax) -> (file: ParsedFile, function: FunctionDeclSyntax)? {
        let labels = call.arguments.map { $0.label?.text ?? "_" } + (call.trailingClosure == nil ? [] : ["_"])
        let matching = (byName[calledName(call)] ?? []).filter { candidate in
            candidate.function.signature.parameterClause.parameters.map(\.firstName.text) == labels
        }
        return matching.count == 1 ? matching[0] : nil
    }
}

/// `throw` statements under a condition that tests for absence (`guard let`, `== nil`, `isEmpty`, counts).
final class MissingThrowFinder: CompiledCodeVisitor {
    private(set) var found: [ThrowStmtSyntax] = []
    private var absenceDepth = 0

    init() { super.init(viewMode: .sourceAccurate) }

    private static func testsAbsence(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            switch element.condition {
            case .optionalBinding(let binding):
                // `guard let data = Data(base64Encoded: id)`: a value made from the id by a type's
                // failable initialiser fails for a malformed id, not a missing item (an entity
                // whose id encodes it can never be missing).
                return !isConversion(binding.initializer?.value)
            case .expression(let expression):
                let text = expression.trimmedDescription
                return text.contains("nil") || text.contains("isEmpty") || text.contains("count")
                    || text.contains("contains") || text.hasPrefix("!")
            default: return false
            }
        }
    }

    /// A call of a type's initialiser (`UUID(uuidString: id)`, `Data(base64Encoded: id)`), perhaps
    /// behind `try?`.
    private static func isConversion(_ expression: ExprSyntax?) -> Bool {
        var expression = expression
        if let attempt = expression?.as(TryExprSyntax.self) { expression = attempt.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
        else { return false }
        return callee.baseName.text.first?.isUppercase == true
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        if Self.testsAbsence(node.conditions) {
            absenceDepth += 1
            walk(node.body)
            absenceDepth -= 1
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.testsAbsence(node.conditions) {
            absenceDepth += 1
            walk(node.body)
            absenceDepth -= 1
            if let elseBody = node.elseBody { walk(elseBody) }
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        if absenceDepth > 0 { found.append(node) }
        return .visitChildren
    }
}

/// A query that ignores the ids it is asked for returns the wrong entities.
struct EntitiesForIgnoresIdentifiersRule: Rule {
    static let description = RuleDescription(
        id: "entities-for-ignores-identifiers", severity: .warning,
        summary:
            "entities(for:) must return the entities for the identifiers it is given; a body that never reads them returns the wrong items.",
        triggering: [
            RuleExample(
                """
                struct SoupQuery: EntityQuery {
                    func entities(for ↓identifiers: [String]) async throws -> [SoupEntity] {
                        Store.shared.allSoups.map(SoupEntity.init)
                    }
                }
                """),
            RuleExample(
                """
                struct SoupQuery: EntityQuery {
                    func entities(for ↓_: [String]) async throws -> [SoupEntity] { [] }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct SoupQuery: EntityQuery {
                    func entities(for ids: [SoupEntity.ID]) async throws -> [SoupEntity] {
                        Store.shared.allSoups.filter { ids.contains($0.id) }.map(SoupEntity.init)
                    }
                }
                """)
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for query in model.queries {
            for (file, function) in EntitiesFor.functions(of: query) {
                guard let parameter = function.signature.parameterClause.parameters.first, let body = function.body
                else {
                    continue
                }
                let nameToken = parameter.secondName ?? parameter.firstName
                let name = nameToken.text
                let used: Bool
                if name == "_" || parameter.secondName?.text == "_" {
                    used = false
                } else {
                    let finder = ReferenceFinder(name: name)
                    finder.walk(body)
                    used = finder.found
                }
                if !used {
                    // `{ [] }`: the entities are only ever returned by intents, never looked up.
                    let advice =
                        Self.returnsNothing(body)
                        ? "no entity can be found again by its id (a saved shortcut's, a later step's); "
                            + "look them up, or make an entity that is only returned a TransientAppEntity"
                        : "return the entities with those identifiers"
                    reporter.report(
                        "entities(for:) of \(query.name) never reads '\(name)'; \(advice)",
                        at: parameter.secondName ?? parameter.firstName, in: file)
                }
            }
        }
    }
}

extension EntitiesForIgnoresIdentifiersRule {
    /// Whether a body is only an empty array: `[]`, `.init()` or `Array()`, returned or not.
    static func returnsNothing(_ body: CodeBlockSyntax) -> Bool {
        guard body.statements.count == 1, let item = body.statements.first?.item else { return false }
        guard
            let expression = item.as(ReturnStmtSyntax.self)?.expression
                ?? item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        else { return false }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.trailingClosure == nil
        else { return false }
        return ["init", "Array"].contains(calledName(call))
    }
}

/// Whether a name is referenced under a node.
final class ReferenceFinder: CompiledCodeVisitor {
    let name: String
    private(set) var found = false

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == name { found = true }
        return found ? .skipChildren : .visitChildren
    }
}

/// Without suggestions the Shortcuts picker for a parameter is empty.
struct QuerySuggestedEntitiesRule: Rule {
    static let description = RuleDescription(
        id: "query-suggested-entities", severity: .warning,
        summary:
            "An EntityQuery behind an intent parameter should implement suggestedEntities(); without it the Shortcuts picker shows nothing to choose.",
        triggering: [
            RuleExample(
                """
                struct SoupEntity: AppEntity {
                    static let defaultQuery = SoupQuery()
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
                    var id: String
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                struct ↓SoupQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [SoupEntity] { [] }
                }
                struct OrderSoupIntent: AppIntent {
                    static let title: LocalizedStringResource = "Order Soup"
                    @Parameter(title: "Soup") var soup: SoupEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                struct SoupEntity: AppEntity {
                    static let defaultQuery = SoupQuery()
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
                    var id: String
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                struct SoupQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [SoupEntity] { [] }
                }
                extension SoupQuery {
                    func suggestedEntities() async throws -> [SoupEntity] { [] }
                }
                struct BookEntity: AppEntity {
                    struct Query: EntityStringQuery {
                        func entities(for identifiers: [String]) async throws -> [BookEntity] { [] }
                        func entities(matching string: String) async throws -> [BookEntity] { [] }
                    }
                    static let defaultQuery = Query()
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
                    var id: String
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                struct OpenBookIntent: AppIntent {
                    static let title: LocalizedStringResource = "Open Book"
                    @Parameter(title: "Book") var book: BookEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                struct OrderSoupIntent: AppIntent {
                    static let title: LocalizedStringResource = "Order Soup"
                    @Parameter(title: "Soup") var soup: SoupEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                struct LampEntity: AppEntity {
                    static let defaultQuery = LampQuery()
                    var id: String
                }
                struct LampQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [LampEntity] { [] }
                }
                struct ConfigureIntent: AppIntent {
                    static let title: LocalizedStringResource = "Configure"
                    static let isDiscoverable: Bool = false
                    @Parameter var lamp: LampEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
            RuleExample(
                """
                struct RequestEntity: AppEntity {
                    static let defaultQuery = RequestQuery()
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Request"
                    var id: String
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                struct RequestQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [RequestEntity] { [] }
                }
                struct RequestSnippetIntent: SnippetIntent {
                    static let title: LocalizedStringResource = "Request Snippet"
                    @Parameter var request: RequestEntity
                    func perform() async throws -> some IntentResult & ShowsSnippetView { .result(view: EmptyView()) }
                }
                """),
        ])

    static func isHidden(_ intent: TypeSymbol) -> Bool {
        intent.variables(named: "isDiscoverable").contains { Literals.bool($0.variable.valueExpression) == false }
    }

    /// Intents whose parameters the app's code fills and the system performs with them, never a
    /// person with a picker: a `SnippetIntent` is made by the intent that shows its snippet
    /// (`.result(snippetIntent: TicketSnippet(request: request))`), and the system re-reads its
    /// entities through `entities(for:)` each time it draws it.
    static let filledByCode: Set<String> = ["SnippetIntent"]

    /// Queries whose kind already lists values for the picker, or lets a person search for them
    /// (a string query's picker has a search field), as the rule's rationale says.
    static let listingKinds: Set<String> = [
        "EnumerableEntityQuery", "UniqueAppEntityQuery", "EntityPropertyQuery", "EntityStringQuery",
    ]

    func check(_ model: AppModel, _ reporter: Reporter) {
        var reported: Set<ObjectIdentifier> = []
        // An intent hidden from Shortcuts (`isDiscoverable = false`), or one the app fills (a snippet
        // intent), has no picker to fill.
        for intent in model.intents where !Self.isHidden(intent) && !model.conforms(intent, toAnyOf: Self.filledByCode)
        {
            for parameter in model.parameters(of: intent) {
                guard parameter.argument("optionsProvider") == nil, let type = parameter.type,
                    let entity = model.entity(type, near: parameter.file), let query = model.defaultQuery(of: entity),
                    query.isDeclaredHere,
                    !model.conforms(query, toAnyOf: Self.listingKinds),
                    !MemberLookup.has("suggestedEntities", in: query, model),
                    reported.insert(ObjectIdentifier(query)).inserted,
                    let token = query.nameToken, let file = query.primary?.file
                else { continue }
                reporter.report(
                    "\(query.name) has no suggestedEntities(), so the picker for '\(parameter.name)' of \(intent.name) is empty",
                    at: token, in: file)
            }
        }
    }
}

/// Apple: `IsBetweenComparator` "is only supported for `Date` types in Shortcuts".
struct IsBetweenNotDateRule: Rule {
    static let description = RuleDescription(
        id: "is-between-not-date", severity: .warning,
        summary:
            "IsBetweenComparator is only supported for Date properties in Shortcuts; on another type its Find filter is not offered.",
        triggering: [
            RuleExample(
                """
                struct ConcertQuery: EntityPropertyQuery {
                    static let properties = QueryProperties {
                        Property(\\ConcertEntity.$price) { ↓IsBetweenComparator { .priceBetween($0, $1) } }
                    }
                }
                struct ConcertEntity: AppEntity {
                    @Property(title: "Price") var price: Double?
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                struct ConcertQuery: EntityPropertyQuery {
                    static let properties = QueryProperties {
                        Property(\\ConcertEntity.$date) { IsBetweenComparator { .dateBetween($0, $1) } }
                        Property(\\ConcertEntity.$price) { LessThanComparator { .priceBelow($0) } }
                    }
                }
                struct ConcertEntity: AppEntity {
                    @Property(title: "Date") var date: Date?
                    @Property(title: "Price") var price: Double?
                }
                """)
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for query in model.queries {
            for (file, variable) in query.variables(named: "properties") where variable.isStatic {
                let properties = CallFinder(names: ["Property", "EntityQueryProperty"])
                properties.walk(variable.decl)
                for property in properties.calls {
                    let between = CallFinder(names: ["IsBetweenComparator"])
                    between.walk(property)
                    guard let comparator = between.calls.first,
                        let keyPath = property.arguments.first?.expression.as(KeyPathExprSyntax.self),
                        let name = Literals.keyPathProperty(ExprSyntax(keyPath)),
                        let root = keyPath.root.map({ TypeRef($0) }), let entity = model.entity(root, near: file),
                        let type = entity.variables(named: name).first(where: { !$0.variable.isStatic })?.variable.type
                    else { continue }
                    guard type.name != "Date" else { continue }
                    reporter.report(
                        "IsBetweenComparator on '\(name)' (\(type.name)\(type.isOptional ? "?" : "")): Shortcuts offers it only for Date properties",
                        at: comparator.calledExpression, in: file)
                }
            }
        }
    }
}
