internal import SwiftSyntax

/// The App Intents declarations of the linted sources: intents, entities, enums, queries and
/// App Shortcuts providers, with conformances followed through extensions, protocols,
/// superclasses, typealiases and macros.
final class AppModel {
    let files: [ParsedFile]
    let resources: [ResourceFile]
    let settings: ProjectSettings
    let index: TypeIndex
    private var conformanceCache: [ObjectIdentifier: Set<String>] = [:]
    private var kinds: [ObjectIdentifier: Set<Kind>] = [:]
    private var parameterCache: [ObjectIdentifier: [ParameterDecl]] = [:]
    private var shortcutCache: [ObjectIdentifier: [ShortcutDecl]] = [:]

    private enum Kind { case intent, entity, appEnum }

    private(set) var intents: [TypeSymbol] = []
    private(set) var entities: [TypeSymbol] = []
    private(set) var enums: [TypeSymbol] = []
    private(set) var queries: [TypeSymbol] = []
    private(set) var providers: [TypeSymbol] = []

    init(files: [ParsedFile], resources: [ResourceFile] = [], settings: ProjectSettings = .init()) {
        self.files = files
        self.resources = resources
        self.settings = settings
        self.index = TypeIndex(files: files)
        for symbol in index.symbols where symbol.kind != .protocol {
            let all = conformances(of: symbol)
            let key = ObjectIdentifier(symbol)
            if !all.isDisjoint(with: Conformance.intentProtocols) {
                intents.append(symbol)
                kinds[key, default: []].insert(.intent)
            }
            if !all.isDisjoint(with: Conformance.entityProtocols) {
                entities.append(symbol)
                kinds[key, default: []].insert(.entity)
            }
            if !all.isDisjoint(with: Conformance.enumProtocols) {
                enums.append(symbol)
                kinds[key, default: []].insert(.appEnum)
            }
            if !all.isDisjoint(with: Conformance.queryProtocols) { queries.append(symbol) }
            if !all.isDisjoint(with: Conformance.providerProtocols) { providers.append(symbol) }
        }
    }

    /// Every protocol and superclass name the type conforms to, followed transitively through the
    /// linted sources.
    func conformances(of symbol: TypeSymbol) -> Set<String> {
        let key = ObjectIdentifier(symbol)
        if let cached = conformanceCache[key] { return cached }
        conformanceCache[key] = []  // cycles end here
        var result = Set<String>()
        for name in symbol.inherited + symbol.macroConformances {
            result.insert(name)
            if let alias = index.typealiases[name] {
                result.insert(alias.name)
            }
            for parent in index.symbols(named: name) where parent !== symbol {
                result.formUnion(conformances(of: parent))
            }
        }
        conformanceCache[key] = result
        return result
    }

    func conforms(_ symbol: TypeSymbol, toAnyOf protocols: Set<String>) -> Bool {
        !conformances(of: symbol).isDisjoint(with: protocols)
    }

    /// Whether one of the type's declarations that `stated` accepts adopts one of `protocols`.
    func adopts(
        _ symbol: TypeSymbol, anyOf protocols: Set<String>, where stated: (TypeSymbol.Declaration) -> Bool
    ) -> Bool {
        symbol.declarations.contains { stated($0) && declaration($0, of: symbol, adoptsAnyOf: protocols) }
    }

    /// Whether one declaration (the type's own or an extension) adopts one of `protocols`, itself
    /// or through a protocol, typealias or superclass that leads to one.
    func declaration(
        _ declaration: TypeSymbol.Declaration, of symbol: TypeSymbol, adoptsAnyOf protocols: Set<String>
    ) -> Bool {
        declaration.inheritedNames.contains { name in
            protocols.contains(name) || index.typealiases[name].map { protocols.contains($0.name) } == true
                || index.symbols(named: name).contains { $0 !== symbol && conforms($0, toAnyOf: protocols) }
        }
    }

    private func symbol(_ symbol: TypeSymbol?, is kind: Kind) -> TypeSymbol? {
        guard let symbol, kinds[ObjectIdentifier(symbol)]?.contains(kind) == true else { return nil }
        return symbol
    }

    /// The entity, enum or intent a name written in `file` refers to (see `TypeIndex.resolve`).
    func entity(_ type: TypeRef, near file: ParsedFile? = nil) -> TypeSymbol? {
        symbol(index.resolve(type.member, near: file), is: .entity)
    }
    func appEnum(_ type: TypeRef, near file: ParsedFile? = nil) -> TypeSymbol? {
        symbol(index.resolve(type.member, near: file), is: .appEnum)
    }
    func intent(named name: String, near file: ParsedFile? = nil) -> TypeSymbol? {
        symbol(index.resolve(name: name, near: file), is: .intent)
    }
    func isEntity(_ symbol: TypeSymbol) -> Bool { kinds[ObjectIdentifier(symbol)]?.contains(.entity) == true }

    /// The `@Parameter` properties of an intent, in declaration order.
    func parameters(of intent: TypeSymbol) -> [ParameterDecl] {
        if let cached = parameterCache[ObjectIdentifier(intent)] { return cached }
        let found = intent.members.flatMap { member -> [ParameterDecl] in
            VariableInfo.all(in: member.decl).compactMap { variable -> ParameterDecl? in
                guard
                    let attribute = variable.attribute("Parameter")
                        ?? (intent.isSchemaMember(variable) ? TypeSymbol.implicitAttribute("Parameter") : nil)
                else { return nil }
                return ParameterDecl(file: member.file, variable: variable, attribute: attribute)
            }
        }
        parameterCache[ObjectIdentifier(intent)] = found
        return found
    }

    /// The `AppShortcut(…)` calls in a provider's `appShortcuts`.
    func shortcuts(of provider: TypeSymbol) -> [ShortcutDecl] {
        if let cached = shortcutCache[ObjectIdentifier(provider)] { return cached }
        let found = provider.variables(named: "appShortcuts").flatMap { file, variable -> [ShortcutDecl] in
            let finder = CallFinder(names: ["AppShortcut", "init"])
            if let accessors = variable.binding.accessorBlock { finder.walk(accessors) }
            if let initializer = variable.binding.initializer { finder.walk(initializer) }
            return finder.calls.filter(ShortcutDecl.isShortcut).map { ShortcutDecl(file: file, call: $0) }
        }
        shortcutCache[ObjectIdentifier(provider)] = found
        return found
    }

    /// The type of `defaultQuery` of an entity, if it can be read from source.
    func defaultQuery(of entity: TypeSymbol) -> TypeSymbol? {
        for (file, variable) in entity.variables(named: "defaultQuery") {
            if let type = variable.type, let symbol = index.resolve(type, near: file) { return symbol }
            if let call = variable.valueExpression?.as(FunctionCallExprSyntax.self) {
                if let symbol = index.resolve(name: calledName(call), near: file) { return symbol }
            }
        }
        return nil
    }
}

/// One `@Parameter` property.
struct ParameterDecl {
    let file: ParsedFile
    let variable: VariableInfo
    let attribute: AttributeSyntax

    var name: String { variable.name }
    var type: TypeRef? { variable.type }
    var isOptional: Bool { type?.isOptional ?? false }
    func argument(_ label: String) -> ExprSyntax? { attributeArguments(attribute)?.argument(label) }
    var hasDefault: Bool { argument("default") != nil || variable.initializer != nil }
}

/// One `AppShortcut(intent:phrases:shortTitle:systemImageName:)`.
struct ShortcutDecl {
    let file: ParsedFile
    let call: FunctionCallExprSyntax

    /// `AppShortcut(intent:…)`, `AppShortcut.init(intent:…)` or, where the type is inferred,
    /// `.init(intent:…phrases:…)`.
    static func isShortcut(_ call: FunctionCallExprSyntax) -> Bool {
        guard calledName(call) == "init" else { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        if let base = member.base { return TypeRef(name: base.trimmedDescription).name == "AppShortcut" }
        return call.arguments.argument("intent") != nil && call.arguments.argument("phrases") != nil
    }

    /// The intent's type name, from `intent: OrderSoupIntent()`.
    var intentName: String? {
        guard let intent = call.arguments.argument("intent") else { return nil }
        guard let construct = intent.as(FunctionCallExprSyntax.self) else { return nil }
        // `OrderSoupIntent.init()` names the type in the base.
        if let member = construct.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "init",
            let base = member.base
        {
            return TypeRef(name: base.trimmedDescription).name.split(separator: ".").last.map(String.init)
        }
        return calledName(construct)
    }

    var phrases: [PhraseDecl] {
        guard let list = call.arguments.argument("phrases")?.as(ArrayExprSyntax.self) else { return [] }
        return list.elements.compactMap { element in
            guard let literal = element.expression.as(StringLiteralExprSyntax.self) else { return nil }
            return PhraseDecl(literal: literal)
        }
    }
}

/// A phrase literal: `"Order \(\.$soup) in \(.applicationName)"`.
struct PhraseDecl {
    let literal: StringLiteralExprSyntax

    /// Apple's template form: `Order ${soup} in ${applicationName}`.
    var template: String {
        literal.segments.map { segment -> String in
            switch segment {
            case .stringSegment(let text): return text.content.text
            case .expressionSegment(let expression): return "${" + (Self.placeholder(expression) ?? "?") + "}"
            @unknown default: return ""
            }
        }.joined()
    }

    /// The parameters the phrase interpolates, with the segment each one sits in.
    var parameters: [(name: String, node: ExpressionSegmentSyntax)] {
        literal.segments.compactMap { segment in
            guard case .expressionSegment(let expression) = segment, let name = Self.placeholder(expression),
                name != "applicationName"
            else { return nil }
            return (name, expression)
        }
    }

    /// How often the app name appears, as `\(.applicationName)` or as the `${applicationName}` token.
    var applicationNameCount: Int {
        var count = 0
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                count += text.content.text.occurrences(of: "${applicationName}")
            case .expressionSegment(let expression):
                if Self.placeholder(expression) == "applicationName" { count += 1 }
            @unknown default: break
            }
        }
        return count
    }

    static func placeholder(_ segment: ExpressionSegmentSyntax) -> String? {
        guard let expression = segment.expressions.first?.expression else { return nil }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return member.declName.baseName.text
        }
        return Literals.keyPathProperty(expression)
    }
}

/// Finds calls to the named functions or initialisers anywhere under a node.
final class CallFinder: CompiledCodeVisitor {
    let names: Set<String>
    private(set) var calls: [FunctionCallExprSyntax] = []

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if names.contains(calledName(node)) { calls.append(node) }
        return .visitChildren
    }
}

extension String {
    /// How many times `target` occurs, not overlapping.
    func occurrences(of target: String) -> Int {
        split(separator: target, omittingEmptySubsequences: false).count - 1
    }
}
