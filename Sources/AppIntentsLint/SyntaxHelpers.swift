internal import SwiftSyntax

/// Whether an `#if` clause is compiled for no platform and no configuration: `#if false` (or
/// `#elseif false`), or a clause after one whose condition is `true`. Every other clause is
/// compiled somewhere, so the rules see it whichever platform it is for.
func isNeverCompiled(_ clause: IfConfigClauseSyntax) -> Bool {
    func literal(_ condition: ExprSyntax?) -> Bool? {
        guard var condition else { return nil }
        while let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first?.expression
        {
            condition = only
        }
        return Literals.bool(condition)
    }
    if literal(clause.condition) == false { return true }
    guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
    for earlier in clauses {
        if earlier.id == clause.id { break }
        if literal(earlier.condition) == true { return true }
    }
    return false
}

/// A visitor that does not enter the `#if` clauses no platform compiles (`isNeverCompiled`), as
/// every visitor of the rules and the extractor must not: code under `#if false` is not the app's.
class CompiledCodeVisitor: SyntaxVisitor {
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        isNeverCompiled(node) ? .skipChildren : .visitChildren
    }
}

/// Member declarations of a type body with `#if` blocks opened (every clause a platform compiles:
/// a rule must see declarations whichever platform they are compiled for).
func flattenedMembers(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
    var result: [DeclSyntax] = []
    for item in members {
        if let conditional = item.decl.as(IfConfigDeclSyntax.self) {
            for clause in conditional.clauses where !isNeverCompiled(clause) {
                if case .decls(let nested)? = clause.elements { result += flattenedMembers(nested) }
            }
        } else {
            result.append(item.decl)
        }
    }
    return result
}

/// Attribute names on a declaration, without `@` or arguments, `#if` blocks opened.
func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
    allAttributes(attributes).map { TypeRef($0.attributeName).name }
}

func allAttributes(_ attributes: AttributeListSyntax) -> [AttributeSyntax] {
    var result: [AttributeSyntax] = []
    for element in attributes {
        switch element {
        case .attribute(let attribute): result.append(attribute)
        case .ifConfigDecl(let conditional):
            for clause in conditional.clauses where !isNeverCompiled(clause) {
                if case .attributes(let nested)? = clause.elements { result += allAttributes(nested) }
            }
        @unknown default: break
        }
    }
    return result
}

/// The labelled arguments of an attribute such as `@Parameter(title: "Soup", default: 1)`.
func attributeArguments(_ attribute: AttributeSyntax) -> LabeledExprListSyntax? {
    if case .argumentList(let list)? = attribute.arguments { return list }
    return nil
}

extension LabeledExprListSyntax {
    /// The expression labelled `label`, if any.
    func argument(_ label: String) -> ExprSyntax? {
        first(where: { $0.label?.text == label })?.expression
    }

    /// The first unlabelled expression, if any.
    var firstUnlabelled: ExprSyntax? {
        first(where: { $0.label == nil })?.expression
    }
}

/// One `var`/`let` binding with what the rules ask of it.
struct VariableInfo {
    let decl: VariableDeclSyntax
    let binding: PatternBindingSyntax
    let name: String
    let nameToken: TokenSyntax

    var isStatic: Bool {
        decl.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
    var isLet: Bool { decl.bindingSpecifier.tokenKind == .keyword(.let) }
    var type: TypeRef? { binding.typeAnnotation.map { TypeRef($0.type) } }
    var initializer: ExprSyntax? { binding.initializer?.value }
    var attributes: [AttributeSyntax] { allAttributes(decl.attributes) }
    var isComputed: Bool {
        guard let accessors = binding.accessorBlock else { return false }
        switch accessors.accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        @unknown default: return true
        }
    }
    var isStored: Bool { !isComputed }

    func attribute(_ name: String) -> AttributeSyntax? {
        attributes.first { TypeRef($0.attributeName).name == name }
    }

    func hasModifier(_ text: String) -> Bool {
        decl.modifiers.contains { $0.name.text == text }
    }

    /// The value: the initializer, or the single expression a getter returns.
    var valueExpression: ExprSyntax? {
        if let initializer { return initializer }
        guard let accessors = binding.accessorBlock else { return nil }
        switch accessors.accessors {
        case .getter(let statements): return singleExpression(statements)
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                let body = getter.body
            else { return nil }
            return singleExpression(body.statements)
        @unknown default: return nil
        }
    }

    static func all(in decl: DeclSyntax) -> [VariableInfo] {
        guard let variable = decl.as(VariableDeclSyntax.self) else { return [] }
        return variable.bindings.compactMap { binding in
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            let name = identifier.identifier.text.trimming("`")
            return VariableInfo(decl: variable, binding: binding, name: name, nameToken: identifier.identifier)
        }
    }
}

/// The one expression of a body (`{ "Task" }` or `{ return "Task" }`), if it has exactly one.
func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    switch item {
    case .expr(let expr): return expr
    case .stmt(let statement):
        if let returned = statement.as(ReturnStmtSyntax.self) { return returned.expression }
        if let expression = statement.as(ExpressionStmtSyntax.self) { return expression.expression }
        return nil
    default: return nil
    }
}

extension String {
    func trimming(_ characters: String) -> String {
        var scalars = Substring(self)
        while let first = scalars.first, characters.contains(first) { scalars = scalars.dropFirst() }
        while let last = scalars.last, characters.contains(last) { scalars = scalars.dropLast() }
        return String(scalars)
    }
}

/// The called name of a call: `AppShortcut` for `AppShortcut(…)`, `init` for `.init(…)`, `wait` for `s.wait()`.
func calledName(_ call: FunctionCallExprSyntax) -> String {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
        return specialized.expression.trimmedDescription
    }
    return call.calledExpression.trimmedDescription
}

/// Functions declared among `members` named `name` (e.g. `perform`).
func functions(named name: String, in members: [DeclSyntax]) -> [FunctionDeclSyntax] {
    members.compactMap { $0.as(FunctionDeclSyntax.self) }.filter { $0.name.text == name }
}

/// What `@available` says about a declaration.
enum Availability {
    /// Whether an `@available` attribute retires the declaration (`obsoleted:`, `deprecated`,
    /// `unavailable`): code kept for older systems, not a use of the API on newer ones.
    static func isRetired(_ attributes: [AttributeSyntax]) -> Bool {
        attributes.contains { attribute in
            guard TypeRef(attribute.attributeName).name == "available",
                case .availability(let arguments)? = attribute.arguments
            else { return false }
            return arguments.contains { argument in
                let text = argument.argument.trimmedDescription
                return text.hasPrefix("obsoleted") || text.hasPrefix("deprecated") || text == "unavailable"
            }
        }
    }
}
