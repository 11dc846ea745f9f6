import AppIntentsMetadata
internal import SwiftSyntax

extension StaticExtraction {
    /// The metadata type of a written Swift type.
    func valueType(_ type: TypeRef) -> ValueType {
        if let element = type.elements.first { return .array(of: valueType(element)) }
        let name = type.name
        if name == "Measurement", let unit = type.genericArguments.first.flatMap({ UnitType(unitClassName: $0.name) }) {
            return .measurement(unit)
        }
        // An app's own `Duration` (an enum of lengths, say) is its own type, not Swift's.
        if let primitive = PrimitiveType(swiftName: name),
            primitive != .duration || (model.appEnum(type) == nil && model.entity(type) == nil)
        {
            return .primitive(primitive)
        }
        switch name {
        // The search and visual-search values are given as text, as the runtime catalog has them.
        case "UUID", "Substring", "Character", "StringSearchCriteria", "SemanticContentDescriptor":
            return .primitive(.string)
        case "Float", "CGFloat": return .primitive(.double)
        case "RecurrenceRule", "Calendar.RecurrenceRule": return .primitive(.recurrenceRule)
        case "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return .primitive(.int)
        default: break
        }
        if let appEnum = model.appEnum(type) { return .enumeration(identifier: appEnum.name) }
        if let entity = model.entity(type) { return .entity(typeName: entity.name) }
        if let union = unionType(type) { return union }
        if let alias = model.index.typealiases[name], alias.name != name {
            var resolved = alias
            resolved.isOptional = type.isOptional
            return valueType(resolved)
        }
        return .entity(typeName: name)
    }

    /// A `@UnionValue` enum: its cases, each with the type of the value it carries, in order.
    func unionType(_ type: TypeRef) -> ValueType? {
        guard let symbol = model.index.resolve(type.member), symbol.kind == .enum,
            symbol.attributes.contains(where: { TypeRef($0.attributeName).name == "UnionValue" })
        else { return nil }
        // Titles from `caseDisplayRepresentations` (iOS 27's `AppUnionValue`, keyed by `Cases`).
        var titles: [String: String] = [:]
        if let dictionary = staticExpression("caseDisplayRepresentations", of: symbol)?.as(DictionaryExprSyntax.self),
            case .elements(let elements) = dictionary.content
        {
            for element in elements {
                guard let name = Literals.memberName(element.key) else { continue }
                titles[name] = displayRepresentation(element.value)?.title.key
            }
        }
        var cases: [UnionCase] = []
        for member in symbol.members {
            guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in declaration.elements {
                guard let parameter = element.parameterClause?.parameters.first else { continue }
                let name = element.name.text
                cases.append(
                    UnionCase(
                        identifier: name, valueType: valueType(TypeRef(parameter.type)),
                        title: titles[name].flatMap { $0 == name ? nil : $0 }))
            }
        }
        return .union(identifier: symbol.name, cases: cases)
    }

    /// A literal as a metadata value: numbers, booleans, strings, and enum cases as their raw value.
    func metadataValue(_ expr: ExprSyntax, type: TypeRef?) -> MetadataValue? {
        if let number = Literals.number(expr) { return .number(number) }
        if let bool = Literals.bool(expr) { return .bool(bool) }
        if let string = Literals.string(expr) { return .string(string) }
        if let caseName = Literals.memberName(expr), let type, let appEnum = model.appEnum(type) {
            guard let raw = rawValues(of: appEnum).first(where: { $0.name == caseName }) else { return nil }
            return .string(raw.value)
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            let element = type?.elements.first
            let values = array.elements.compactMap { metadataValue($0.expression, type: element) }
            return values.count == array.elements.count ? .array(values) : nil
        }
        return nil
    }

    /// Each case and its raw value: explicit, the case name for `String`, counted up for integers.
    func rawValues(of appEnum: TypeSymbol) -> [(name: String, value: String, element: EnumCaseElementSyntax)] {
        let rawType = self.rawType(of: appEnum)
        var next = 0
        return EnumCases.elements(of: appEnum).map { _, element in
            let name = element.name.text.trimming("`")
            let raw = element.rawValue?.value
            if let text = Literals.string(raw) { return (name, text, element) }
            if let number = Literals.number(raw) {
                next = Int(number) + 1
                return (name, MetadataValue.number(number).text, element)
            }
            if rawType != "String", EnumStringRawValueRule.numericRawTypes.contains(rawType) {
                defer { next += 1 }
                return (name, String(next), element)
            }
            return (name, name, element)
        }
    }

    func rawType(of appEnum: TypeSymbol) -> String {
        for declaration in appEnum.declarations where !declaration.isExtension {
            if let first = declaration.inherited.first {
                let name = TypeRef(first.type).name
                if name == "String" || EnumStringRawValueRule.numericRawTypes.contains(name) { return name }
            }
        }
        return "String"
    }

    /// The text of a static literal such as `title` or `typeDisplayRepresentation`.
    func staticText(_ name: String, of symbol: TypeSymbol) -> String? {
        for (_, variable) in symbol.variables(named: name) where variable.isStatic {
            if let text = Literals.text(variable.valueExpression) { return text }
        }
        return nil
    }

    /// `numericFormat:` of `TypeDisplayRepresentation(name:numericFormat:)`, each `placeholder:`
    /// interpolation as the format specifier it stands for (`"\(placeholder: .int) teas"` is
    /// `%lld teas`, as the framework's `LocalizedStringResource` writes it).
    func numericFormat(of symbol: TypeSymbol) -> String? {
        guard let call = staticExpression("typeDisplayRepresentation", of: symbol)?.as(FunctionCallExprSyntax.self)
        else { return nil }
        return Literals.format(call.arguments.argument("numericFormat"))
    }

    func staticExpression(_ name: String, of symbol: TypeSymbol) -> ExprSyntax? {
        symbol.variables(named: name).first(where: { $0.variable.isStatic })?.variable.valueExpression
    }

    /// `schema:` of `@AppIntent(schema: .photos.openAsset)`-style macros: `photos.openAsset`.
    func schemas(of symbol: TypeSymbol) -> [String] { symbol.schemaIDs }

    /// A schema type's `isAssistantOnly`, as the runtime reads it: only a type that declares a
    /// schema has it.
    func visibility(of symbol: TypeSymbol, isDiscoverable: Bool = true) -> VisibilityMetadata {
        let assistantOnly =
            !symbol.schemaIDs.isEmpty
            && (staticExpression("isAssistantOnly", of: symbol).flatMap { Literals.bool($0) } ?? false)
        return VisibilityMetadata(isDiscoverable: isDiscoverable, assistantOnly: assistantOnly)
    }

    /// The string literals anywhere under a node, in order.
    func stringLiterals(under node: some SyntaxProtocol) -> [String] {
        let collector = StringLiteralCollector()
        collector.walk(node)
        return collector.literals.compactMap { Literals.string(ExprSyntax($0)) }
    }
}

/// Outermost string literals under a node.
final class StringLiteralCollector: CompiledCodeVisitor {
    private(set) var literals: [StringLiteralExprSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        literals.append(node)
        return .skipChildren
    }
}
