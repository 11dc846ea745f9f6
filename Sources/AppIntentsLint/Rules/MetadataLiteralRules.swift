internal import SwiftSyntax

/// Apple's build error: metadata is read at build time, so it must be a literal.
struct LiteralMetadataRule: Rule {
    static let description = RuleDescription(
        id: "literal-metadata", severity: .error,
        summary:
            "title, description, typeDisplayRepresentation and caseDisplayRepresentations are read at build time and must be literals, not computed values.",
        triggering: [
            RuleExample(
                """
                struct OrderSoupIntent: AppIntent {
                    static let title: LocalizedStringResource = ↓LocalizedStringResource(stringLiteral: prefix + "Soup")
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
            RuleExample(
                """
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource { ↓"Order \\(Brand.name)" }
                    static let description = ↓IntentDescription(makeDescription())
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
            RuleExample(
                """
                enum Size: String, AppEnum {
                    case small
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                    static let caseDisplayRepresentations: [Size: DisplayRepresentation] = ↓Dictionary(uniqueKeysWithValues: pairs)
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct OrderSoupIntent: AppIntent {
                    static let title: LocalizedStringResource = "Order Soup"
                    static let description = IntentDescription("Orders soup.", categoryName: "Orders")
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
            RuleExample(
                """
                struct TaskEntity: AppEntity {
                    nonisolated static var typeDisplayRepresentation: TypeDisplayRepresentation { "Task" }
                    static let defaultQuery = TaskQuery()
                    var id: String
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                enum Size: String, AppEnum {
                    case small
                    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Size", numericFormat: "\\(placeholder: .int) sizes")
                    static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [
                        .small: DisplayRepresentation(title: "Small", image: .init(systemName: "s.circle"))
                    ]
                }
                """),
            RuleExample(
                """
                struct SetModeIntent: AppIntent {
                    static let title = LocalizedStringResource("mode.set.title", defaultValue: "Set Mode", table: "Intents", bundle: #bundle)
                    static let description = IntentDescription(LocalizedStringResource("Sets the mode.", bundle: .main))
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
        ])

    static let intentNames = ["title", "description"]
    static let typeNames = ["typeDisplayRepresentation"]
    static let enumNames = ["typeDisplayRepresentation", "caseDisplayRepresentations"]

    func check(_ model: AppModel, _ reporter: Reporter) {
        for intent in model.intents { check(intent, names: Self.intentNames, reporter) }
        for entity in model.entities { check(entity, names: Self.typeNames, reporter) }
        for appEnum in model.enums { check(appEnum, names: Self.enumNames, reporter) }
    }

    private func check(_ symbol: TypeSymbol, names: [String], _ reporter: Reporter) {
        for name in names {
            for (file, variable) in symbol.variables(named: name) where variable.isStatic {
                if let value = variable.valueExpression {
                    if !Literals.isConstant(value) {
                        reporter.report(
                            "\(symbol.name).\(name) must be a literal; Apple's metadata processor cannot evaluate '\(value.trimmedDescription.prefix(60))'",
                            at: value, in: file)
                    }
                } else if variable.isComputed {
                    reporter.report(
                        "\(symbol.name).\(name) is computed by a multi-statement getter; write a literal so it can be read at build time",
                        at: variable.nameToken, in: file)
                }
            }
        }
    }
}

/// Apple's build error: every case of an `AppEnum` needs a display representation.
struct CaseDisplayRepresentationsRule: Rule {
    static let description = RuleDescription(
        id: "case-display-representations-exhaustive", severity: .error,
        summary: "caseDisplayRepresentations must name every case of the AppEnum; a missing case fails Apple's build.",
        triggering: [
            RuleExample(
                """
                enum Size: String, AppEnum {
                    case small, medium
                    case large
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                    static let ↓caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "Small", .large: "Large"]
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                enum Size: String, AppEnum {
                    case small, large
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                    static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "Small", .large: "Large"]
                }
                enum MouseButton: String, CaseIterable {
                    case unknown, left, right, middle, four, five
                }
                extension MouseButton: AppEnum {
                    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Mouse Button")
                    static let allCases: [MouseButton] = [.left, .right, .middle]
                    static let caseDisplayRepresentations: [MouseButton: DisplayRepresentation] = [
                        .left: "Left", .right: "Right", .middle: "Middle",
                    ]
                }
                enum Key: String, AppEnum {
                    case a, b
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Key"
                    static var allCases: [Key] { supported() }
                    static let caseDisplayRepresentations: [Key: DisplayRepresentation] = [.a: "A"]
                }
                """)
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for appEnum in model.enums {
            guard let cases = EnumCases.offered(by: appEnum) else { continue }
            for (file, variable) in appEnum.variables(named: "caseDisplayRepresentations") {
                guard let dictionary = variable.valueExpression?.as(DictionaryExprSyntax.self) else { continue }
                var keys: Set<String> = []
                if case .elements(let elements) = dictionary.content {
                    for element in elements { if let name = Literals.memberName(element.key) { keys.insert(name) } }
                }
                let missing = cases.filter { !keys.contains($0) }
                if !missing.isEmpty {
                    reporter.report(
                        "caseDisplayRepresentations of \(appEnum.name) misses \(missing.map { "." + $0 }.joined(separator: ", "))",
                        at: variable.nameToken, in: file)
                }
            }
        }
    }
}

/// The cases of an enum across its declarations.
enum EnumCases {
    static func elements(of symbol: TypeSymbol) -> [(file: ParsedFile, element: EnumCaseElementSyntax)] {
        symbol.members.flatMap { member -> [(file: ParsedFile, element: EnumCaseElementSyntax)] in
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
            return caseDecl.elements.map { (member.file, $0) }
        }
    }

    static func names(of symbol: TypeSymbol) -> [String] {
        elements(of: symbol).map { $0.element.name.text.trimming("`") }
    }

    /// The cases the enum offers the system: its own `allCases` when it declares one (nil when
    /// that is not a literal list of cases, so it cannot be read), else every case.
    static func offered(by symbol: TypeSymbol) -> [String]? {
        let custom = symbol.variables(named: "allCases").filter { $0.variable.isStatic }
        guard let (_, variable) = custom.first else { return names(of: symbol) }
        guard let array = variable.valueExpression?.as(ArrayExprSyntax.self) else { return nil }
        var offered: [String] = []
        for element in array.elements {
            guard let name = Literals.memberName(element.expression) else { return nil }
            offered.append(name)
        }
        return offered
    }
}

/// Apple's build error: entities and enums must describe themselves.
struct MissingDisplayRepresentationRule: Rule {
    static let description = RuleDescription(
        id: "missing-display-representation", severity: .error,
        summary:
            "An AppEntity needs typeDisplayRepresentation and displayRepresentation, an AppEnum typeDisplayRepresentation and caseDisplayRepresentations.",
        triggering: [
            RuleExample(
                """
                struct ↓SoupEntity: AppEntity {
                    static let defaultQuery = SoupQuery()
                    var id: String
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                """),
            RuleExample(
                """
                enum ↓Size: String, AppEnum {
                    case small
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct SoupEntity {
                    var id: String
                }
                extension SoupEntity: AppEntity {
                    static let defaultQuery = SoupQuery()
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
                }
                extension SoupEntity {
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                struct SettingsEntity: UniqueAppEntity {
                    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Settings")
                    static let defaultQuery = UniqueAppEntityProvider<Self>()
                }
                // Another module's protocol may supply both through an extension.
                struct TrackEntity: AppEntity, LibraryItemEntity {
                    static let defaultQuery = TrackQuery()
                    var id: String
                }
                """)
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for entity in model.entities where entity.isDeclaredHere {
            // UniqueAppEntity supplies `id` and `displayRepresentation` itself.
            let unique = model.conforms(entity, toAnyOf: ["UniqueAppEntity"])
            let needs = unique ? ["typeDisplayRepresentation"] : ["typeDisplayRepresentation", "displayRepresentation"]
            report(entity, needs: needs, model, reporter)
        }
        for appEnum in model.enums where appEnum.isDeclaredHere {
            report(appEnum, needs: ["typeDisplayRepresentation", "caseDisplayRepresentations"], model, reporter)
        }
    }

    /// Protocols whose members are known: Apple's App Intents protocols and the standard library's.
    /// A type that adopts any other protocol the linted code does not declare may get the members
    /// from that protocol's extensions, which cannot be seen: the rule stays silent for it.
    static let knownProtocols: Set<String> =
        Conformance.intentProtocols.union(Conformance.entityProtocols).union(Conformance.enumProtocols)
        .union(Conformance.queryProtocols).union([
            "Codable", "Encodable", "Decodable", "Hashable", "Equatable", "Identifiable", "Sendable", "CaseIterable",
            "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "RawRepresentable", "String",
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
            "Float", "Character", "NSObject", "ObservableObject", "PersistentlyIdentifiable", "AnyObject",
            "DisplayRepresentable", "TypeDisplayRepresentable", "CaseDisplayRepresentable", "Transferable",
            "IndexedEntity", "AppValue", "_IntentValue",
        ])

    private func report(_ symbol: TypeSymbol, needs names: [String], _ model: AppModel, _ reporter: Reporter) {
        let unseen = model.conformances(of: symbol).contains { name in
            !Self.knownProtocols.contains(name) && model.index.symbols(named: name).isEmpty
                && model.index.typealiases[name] == nil
        }
        guard !unseen else { return }
        let missing = names.filter { !MemberLookup.has($0, in: symbol, model) }
        guard !missing.isEmpty, let token = symbol.nameToken, let file = symbol.primary?.file else { return }
        reporter.report("\(symbol.name) does not declare \(missing.joined(separator: " or "))", at: token, in: file)
    }
}

/// Finds a member on a type, its superclasses and the protocols it adopts from the linted sources.
enum MemberLookup {
    static func has(_ name: String, in symbol: TypeSymbol, _ model: AppModel, seen: Set<ObjectIdentifier> = []) -> Bool
    {
        if !symbol.variables(named: name).isEmpty || !symbol.functions(named: name).isEmpty { return true }
        // Macros such as @AppEntity(schema:) may generate members we cannot see.
        if !symbol.macroConformances.isEmpty { return true }
        var seen = seen
        seen.insert(ObjectIdentifier(symbol))
        for parent in symbol.inherited.flatMap({ model.index.symbols(named: $0) })
        where !seen.contains(ObjectIdentifier(parent)) {
            if has(name, in: parent, model, seen: seen) { return true }
        }
        return false
    }
}

/// Apple's build error: entity and query types are keyed by their short name.
struct DuplicateTypeNameRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-type-name", severity: .error,
        summary:
            "Two entity or query types with the same short name collide in Apple's metadata, which keys them by name; rename one.",
        triggering: [
            RuleExample(
                """
                enum Kitchen {
                    struct Query: EntityQuery {
                        func entities(for identifiers: [String]) async throws -> [SoupEntity] { [] }
                    }
                }
                enum Bar {
                    struct ↓Query: EntityQuery {
                        func entities(for identifiers: [String]) async throws -> [DrinkEntity] { [] }
                    }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                enum Kitchen {
                    struct SoupQuery: EntityQuery {
                        func entities(for identifiers: [String]) async throws -> [SoupEntity] { [] }
                    }
                }
                enum Bar {
                    struct DrinkQuery: EntityQuery {
                        func entities(for identifiers: [String]) async throws -> [DrinkEntity] { [] }
                    }
                }
                """)
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        var seen: [String: TypeSymbol] = [:]
        var reported: Set<ObjectIdentifier> = []
        for symbol in model.index.symbols where symbol.isDeclaredHere {
            guard model.isEntity(symbol) || model.queries.contains(where: { $0 === symbol })
            else { continue }
            // The same qualified name twice is one type in two modules (`TypeIndex.declare`), each
            // in its own target's metadata: no collision.
            if let first = seen[symbol.name], first !== symbol, first.qualifiedName != symbol.qualifiedName,
                !reported.contains(ObjectIdentifier(symbol))
            {
                reported.insert(ObjectIdentifier(symbol))
                if let token = symbol.nameToken, let file = symbol.primary?.file {
                    reporter.report(
                        "\(symbol.qualifiedName) has the same short name as \(first.qualifiedName); App Intents metadata keys types by short name",
                        at: token, in: file)
                }
            } else if seen[symbol.name] == nil {
                seen[symbol.name] = symbol
            }
        }
    }
}
