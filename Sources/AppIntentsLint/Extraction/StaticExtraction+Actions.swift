import AppIntentsMetadata
internal import AppIntentsShared
internal import SwiftSyntax

extension StaticExtraction {
    func action(_ intent: TypeSymbol) -> ActionMetadata {
        let conformances = model.conformances(of: intent)
        let (outputType, outputFlags) = output(of: intent)
        var action = ActionMetadata(
            identifier: intent.name,
            fullyQualifiedTypeName: fullyQualified(intent),
            mangledTypeName: mangledName(intent),
            title: LocalizedText(staticText("title", of: intent) ?? intent.schemaDisplayName ?? intent.name),
            description: staticText("description", of: intent),
            categoryName: Literals.text(descriptionArgument("categoryName", of: intent)),
            searchKeywords: descriptionArgument("searchKeywords", of: intent)?.as(ArrayExprSyntax.self)?.elements
                .compactMap { Literals.text($0.expression) } ?? [],
            parameters: model.parameters(of: intent).map(parameter),
            summary: summary(of: intent),
            outputType: outputType,
            outputFlags: outputFlags,
            openAppWhenRun: staticExpression("openAppWhenRun", of: intent).flatMap { Literals.bool($0) } ?? false,
            isDiscoverable: staticExpression("isDiscoverable", of: intent).flatMap { Literals.bool($0) } ?? true,
            authenticationPolicy: authenticationPolicy(of: intent),
            isAuthPolExplicit: authenticationPolicy(of: intent) != 0,
            supportedModes: SupportedModes.resolved(
                declared: supportedModes(of: intent),
                foregroundContinuable: Conformance.withRefined(conformances).contains("ForegroundContinuableIntent")),
            systemProtocols: Conformance.withRefined(conformances).intersection(Conformance.actionSystemProtocols)
                .sorted(),
            assistantDefinedSchemas: schemas(of: intent),
            availabilityAnnotations: availability(of: intent))
        action.visibilityMetadata = visibility(of: intent, isDiscoverable: action.isDiscoverable)
        // `: ToolIntent`, a protocol of the app's that refines it, or `@AppIntent(.tool)`.
        action.visibilityMetadata.isToolIntent = conformances.contains("ToolIntent")
        if Conformance.withRefined(conformances).contains("CustomIntentMigratedAppIntent") {
            action.customIntentClassName = staticText("intentClassName", of: intent)
        }
        return action
    }

    func parameter(_ declaration: ParameterDecl) -> ParameterMetadata {
        let type = declaration.type ?? TypeRef(name: "String")
        var specific = TypeSpecificMetadata()
        let defaultExpression = declaration.argument("default") ?? declaration.variable.initializer
        if let defaultExpression, model.entity(type) == nil,
            let value = metadataValue(defaultExpression, type: type)
        {
            specific[TypeSpecificMetadata.defaultValueKey] = value
        }
        if let range = declaration.argument("inclusiveRange")?.as(TupleExprSyntax.self), range.elements.count == 2 {
            let bounds = range.elements.map { Literals.number($0.expression) }
            if let low = bounds[0], let high = bounds[1] {
                specific[TypeSpecificMetadata.minimumValueKey] = .number(low)
                specific[TypeSpecificMetadata.maximumValueKey] = .number(high)
            }
        }
        // `supportedValues: [.small, .medium]` of an enum: the cases' raw values, as the runtime
        // writes them; a list of anything else (entities made in code) is left to the runtime.
        if let list = declaration.argument("supportedValues")?.as(ArrayExprSyntax.self), model.appEnum(type) != nil {
            let values = list.elements.map { element -> String? in
                guard case .string(let raw)? = metadataValue(element.expression, type: type) else {
                    return nil
                }
                return raw
            }
            if !values.isEmpty, values.allSatisfy({ $0 != nil }) {
                specific[TypeSpecificMetadata.supportedValuesKey] = .array(
                    values.compactMap { $0 }.map(MetadataValue.string))
            }
        }
        return ParameterMetadata(
            name: declaration.name,
            title: LocalizedText(
                Literals.text(declaration.argument("title")) ?? GeneratedTitle.fromPropertyName(declaration.name)),
            description: Literals.text(declaration.argument("description")),
            valueType: valueType(type),
            isOptional: type.isOptional,
            typeSpecificMetadata: specific,
            requestValueDialog: Literals.text(declaration.argument("requestValueDialog")).map { LocalizedText($0) },
            requestDisambiguationDialog: Literals.text(declaration.argument("requestDisambiguationDialog")).map {
                LocalizedText($0)
            },
            dynamicOptionsSupport: optionsSupport(declaration, type: type),
            capabilities: (specific[TypeSpecificMetadata.defaultValueKey] == nil ? 0 : ParameterCapabilities.hasDefault)
                | (declaration.argument("optionsProvider") == nil ? 0 : ParameterCapabilities.hasOptionsProvider),
            inputConnectionBehavior: Literals.memberName(declaration.argument("inputConnectionBehavior"))
                .flatMap { InputConnectionBehaviors.numbers[$0] } ?? 0)
    }

    /// Whether the picker has values to offer (docs/METADATA.md): 1 for an options provider or an
    /// entity (its query offers the options), 2 for an entity whose query also searches by string.
    private func optionsSupport(_ declaration: ParameterDecl, type: TypeRef) -> Int {
        if declaration.argument("optionsProvider") != nil { return 1 }
        guard let entity = model.entity(type) else { return 0 }
        let query = model.defaultQuery(of: entity)
        return query.map { model.conformances(of: $0).contains("EntityStringQuery") } == true ? 2 : 1
    }

    /// An argument of `IntentDescription("…", categoryName: …, searchKeywords: […])`.
    func descriptionArgument(_ label: String, of intent: TypeSymbol) -> ExprSyntax? {
        staticExpression("description", of: intent)?.as(FunctionCallExprSyntax.self)?.arguments.argument(label)
    }

    /// `ReturnsValue<T>` and the result protocols of `perform()`'s declared type.
    func output(of intent: TypeSymbol) -> (ValueType?, Int) {
        guard let perform = intent.functions(named: "perform").first?.function,
            let returnType = perform.signature.returnClause?.type
        else { return (nil, 0) }
        var parts: [TypeSyntax] = [returnType]
        if let some = returnType.as(SomeOrAnyTypeSyntax.self) { parts = [some.constraint] }
        if let composition = parts.first?.as(CompositionTypeSyntax.self) { parts = composition.elements.map(\.type) }
        var flags = 0
        var value: ValueType?
        for part in parts {
            let ref = TypeRef(part)
            switch ref.name {
            case "ReturnsValue":
                flags |= OutputFlags.returnsValue
                if let argument = ref.genericArguments.first { value = valueType(argument) }
            case "ProvidesDialog": flags |= OutputFlags.providesDialog
            case "ShowsSnippetView": flags |= OutputFlags.showsSnippetView
            case "OpensIntent": flags |= OutputFlags.opensIntent
            case "ShowsSnippetIntent": flags |= OutputFlags.showsSnippetIntent
            default: break
            }
        }
        return (value, flags)
    }

    /// An intent's or an entity type's `static var authenticationPolicy`, numbered as Apple's
    /// files number an action's.
    func authenticationPolicy(of symbol: TypeSymbol) -> Int {
        Self.policyNumber(Literals.memberName(staticExpression("authenticationPolicy", of: symbol)))
    }

    /// `IntentAuthenticationPolicy`'s case `name` as a number: 0 for `alwaysAllowed` or none.
    static func policyNumber(_ name: String?) -> Int {
        switch name {
        case "requiresAuthentication": 1
        case "requiresLocalDeviceAuthentication": 2
        default: 0
        }
    }

    /// `IntentModes` bits (`SupportedModes`): `.background` 1, `.foreground` 2, `.foreground(.deferred)` 4,
    /// `.foreground(.dynamic)` 8.
    func supportedModes(of intent: TypeSymbol) -> Int {
        guard let expression = staticExpression("supportedModes", of: intent) else { return 0 }
        let items = expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [expression]
        var modes = 0
        for item in items {
            if let call = item.as(FunctionCallExprSyntax.self), calledName(call) == "foreground" {
                switch Literals.memberName(call.arguments.first?.expression) {
                case "dynamic": modes |= SupportedModes.foregroundDynamic
                case "deferred": modes |= SupportedModes.foregroundDeferred
                default: modes |= SupportedModes.foregroundImmediate
                }
            } else {
                switch Literals.memberName(item) {
                case "background": modes |= SupportedModes.background
                case "foreground": modes |= SupportedModes.foregroundImmediate
                default: break
                }
            }
        }
        return modes
    }
}

/// Property names of key paths (`\.$quantity` → `quantity`) under a node, in order.
final class KeyPathCollector: CompiledCodeVisitor {
    private(set) var names: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = Literals.keyPathProperty(ExprSyntax(node)) { names.append(name) }
        return .skipChildren
    }
}
