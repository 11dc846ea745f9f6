import AppIntentsMetadata
internal import AppIntentsShared
internal import SwiftSyntax

extension StaticExtraction {
    static let propertyKinds = ["Property": "stored", "ComputedProperty": "computed", "DeferredProperty": "deferred"]

    func entity(_ symbol: TypeSymbol) -> EntityMetadata {
        var properties: [PropertyMetadata] = []
        for (_, member) in symbol.members {
            for variable in VariableInfo.all(in: member) {
                guard
                    let attribute = variable.attributes.first(where: {
                        Self.propertyKinds[TypeRef($0.attributeName).name] != nil
                    }) ?? (symbol.isSchemaMember(variable) ? TypeSymbol.implicitAttribute("Property") : nil)
                        ?? symbol.schemaComputedAttribute(variable).map(TypeSymbol.implicitAttribute),
                    let kind = Self.propertyKinds[TypeRef(attribute.attributeName).name]
                else { continue }
                let arguments = attributeArguments(attribute)
                let type = variable.type ?? TypeRef(name: "String")
                let indexingKey =
                    Literals.keyPathProperty(arguments?.argument("indexingKey"))
                    ?? Literals.memberName(arguments?.argument("indexingKey"))
                // Untitled, as Apple's framework allows: the words the runtime catalog makes of the name.
                let title =
                    Literals.text(arguments?.argument("title")) ?? GeneratedTitle.fromPropertyName(variable.name)
                var property = PropertyMetadata(
                    identifier: variable.name, title: LocalizedText(title),
                    valueType: valueType(type), isOptional: type.isOptional, indexingKey: indexingKey, kind: kind)
                property.descriptionText = Literals.text(arguments?.argument("description")).map { LocalizedText($0) }
                property.authenticationPolicy = Self.policyNumber(
                    Literals.memberName(arguments?.argument("authenticationPolicy")))
                property.isInternal = Literals.memberName(arguments?.argument("visibility")) == "internal"
                properties.append(property)
            }
        }
        var metadata = EntityMetadata(
            identifier: symbol.name,
            fullyQualifiedTypeName: fullyQualified(symbol),
            mangledTypeName: mangledName(symbol),
            displayTypeName: LocalizedText(
                staticText("typeDisplayRepresentation", of: symbol) ?? symbol.schemaDisplayName ?? symbol.name),
            numericFormatTypeName: numericFormat(of: symbol).map { LocalizedText($0) },
            identifierValueType: identifierType(of: symbol),
            properties: properties,
            defaultQueryIdentifier: model.defaultQuery(of: symbol).map(fullyQualified),
            systemProtocols: model.conformances(of: symbol).intersection(Conformance.entitySystemProtocols).sorted(),
            assistantDefinedSchemas: schemas(of: symbol),
            availabilityAnnotations: availability(of: symbol))
        metadata.visibilityMetadata = visibility(of: symbol)
        metadata.authenticationPolicy = authenticationPolicy(of: symbol)
        return metadata
    }

    /// `id`'s type: `String` and `UUID` as string, integers as int.
    func identifierType(of symbol: TypeSymbol) -> ValueType {
        guard let type = symbol.variables(named: "id").first(where: { !$0.variable.isStatic })?.variable.type else {
            return .primitive(.string)
        }
        switch valueType(type) {
        case .primitive(.int): return .primitive(.int)
        default: return .primitive(.string)
        }
    }

    func query(_ symbol: TypeSymbol) -> QueryMetadata {
        let conformances = model.conformances(of: symbol)
        let isEntityQuery = !conformances.isDisjoint(with: Conformance.queryProtocols.subtracting(["IntentValueQuery"]))
        // A value query (`IntentValueQuery`) answers system search, not an entity parameter.
        let base: Set<String> = isEntityQuery ? ["EntityQuery"] : ["IntentValueQuery"]
        let protocols = base.union(conformances.intersection(Conformance.querySystemProtocols)).sorted()
        var parameters: [QueryPropertyMetadata] = []
        if let properties = staticExpression("properties", of: symbol) {
            let finder = CallFinder(names: ["Property"])
            finder.walk(properties)
            for call in finder.calls {
                guard let name = Literals.keyPathProperty(call.arguments.first?.expression) else { continue }
                var comparators: [String] = []
                let collector = ComparatorCollector()
                if let closure = call.trailingClosure { collector.walk(closure) }
                collector.walk(call.arguments)
                comparators = collector.names
                parameters.append(QueryPropertyMetadata(propertyIdentifier: name, comparators: comparators))
            }
        }
        var sorting: [String] = []
        if let options = staticExpression("sortingOptions", of: symbol) {
            let finder = CallFinder(names: ["SortableBy"])
            finder.walk(options)
            sorting = finder.calls.compactMap { Literals.keyPathProperty($0.arguments.first?.expression) }
        }
        return QueryMetadata(
            identifier: symbol.name, fullyQualifiedTypeName: fullyQualified(symbol),
            mangledTypeName: mangledName(symbol),
            entityType: entityType(of: symbol), systemProtocols: protocols, parameters: parameters,
            sortingOptions: sorting,
            defaultQueryForEntity: model.entities.contains { model.defaultQuery(of: $0) === symbol },
            availabilityAnnotations: availability(of: symbol))
    }

    /// The entity a query returns: from its methods' result types, a typealias, or the entity using it.
    func entityType(of query: TypeSymbol) -> String {
        // The query's own aliases (`typealias Entity = FruitEntity`) come first: the same alias
        // name in another query names another entity.
        var aliases: [String: TypeRef] = [:]
        for (_, member) in query.members {
            if let alias = member.as(TypeAliasDeclSyntax.self) {
                aliases[alias.name.text] = TypeRef(alias.initializer.value)
            }
        }
        for name in ["entities", "suggestedEntities", "allEntities", "uniqueEntity", "entity", "values"] {
            for (file, function) in query.functions(named: name) {
                guard let type = function.signature.returnClause?.type else { continue }
                var member = TypeRef(type).member
                if member.path == member.name || member.path == "Self." + member.name,
                    let aliased = aliases[member.name]
                {
                    member = aliased.member
                }
                if let entity = model.entity(member, near: file) { return entity.name }
                if !member.name.isEmpty, member.name != "Self" { return member.name }
            }
        }
        if let entity = aliases["Entity"] { return entity.name }
        if let owner = model.entities.first(where: { model.defaultQuery(of: $0) === query }) { return owner.name }
        return ""
    }

    func enumeration(_ symbol: TypeSymbol) -> EnumMetadata {
        var representations: [String: DisplayRepresentationMetadata] = [:]
        if let dictionary = staticExpression("caseDisplayRepresentations", of: symbol)?.as(DictionaryExprSyntax.self),
            case .elements(let elements) = dictionary.content
        {
            for element in elements {
                guard let name = Literals.memberName(element.key) else { continue }
                representations[name] = displayRepresentation(element.value)
            }
        }
        // A type of another module whose declaration was not read: the cases the code here names.
        let items =
            symbol.isDeclarationRead
            ? rawValues(of: symbol).map { (name: $0.name, value: $0.value) }
            : casesNamedHere(symbol).names.map { (name: $0, value: $0) }
        let cases = items.map { item in
            EnumCaseMetadata(
                identifier: item.value,
                displayRepresentation: representations[item.name]
                    ?? DisplayRepresentationMetadata(title: LocalizedText(item.name)))
        }
        var metadata = EnumMetadata(
            identifier: symbol.name, fullyQualifiedTypeName: fullyQualified(symbol),
            mangledTypeName: mangledName(symbol),
            displayTypeName: LocalizedText(
                staticText("typeDisplayRepresentation", of: symbol) ?? symbol.schemaDisplayName ?? symbol.name),
            cases: cases, rawValueType: rawType(of: symbol), assistantDefinedSchemas: schemas(of: symbol),
            availabilityAnnotations: availability(of: symbol))
        metadata.visibilityMetadata = visibility(of: symbol)
        return metadata
    }

    /// `"Small"`, `DisplayRepresentation("Small")` (the literal coerced to the type, SE-0213, so
    /// a title alone) or `DisplayRepresentation(title:subtitle:synonyms:image:)` made of literals.
    func displayRepresentation(_ expr: ExprSyntax) -> DisplayRepresentationMetadata? {
        if let text = Literals.string(expr) { return DisplayRepresentationMetadata(title: LocalizedText(text)) }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        if call.arguments.count == 1, let only = call.arguments.first,
            only.label == nil || only.label?.text == "stringLiteral",
            let text = Literals.string(only.expression)
        {
            return DisplayRepresentationMetadata(title: LocalizedText(text))
        }
        guard let title = Literals.text(call.arguments.argument("title")) else { return nil }
        let synonyms = call.arguments.argument("synonyms")?.as(ArrayExprSyntax.self)?.elements.compactMap {
            Literals.text($0.expression).map { LocalizedText($0) }
        }
        var image: String?
        if let imageCall = call.arguments.argument("image")?.as(FunctionCallExprSyntax.self) {
            image = Literals.string(imageCall.arguments.argument("systemName"))
        }
        return DisplayRepresentationMetadata(
            title: LocalizedText(title),
            subtitle: Literals.text(call.arguments.argument("subtitle")).map { LocalizedText($0) },
            synonyms: synonyms ?? [], systemImageName: image)
    }
}

/// Comparator names of an `EntityPropertyQuery` property: `EqualToComparator` → `equalTo`.
final class ComparatorCollector: CompiledCodeVisitor {
    private(set) var names: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = calledName(node)
        if name.hasSuffix("Comparator") {
            let base = name.dropLast("Comparator".count)
            if let first = base.first {
                let comparator = first.lowercased() + base.dropFirst()
                if !names.contains(comparator) { names.append(comparator) }
            }
        }
        return .visitChildren
    }
}
