internal import SwiftSyntax

/// One nominal type of the linted sources, with every declaration that adds to it.
///
/// A conformance or member added in an extension, in another file or inside `#if`, belongs to the
/// type just as if it were in the primary declaration.
final class TypeSymbol {
    enum Kind: String { case `struct`, `class`, `enum`, actor, `protocol`, unknown }

    /// One `struct`/`class`/… or `extension` block.
    struct Declaration {
        let file: ParsedFile
        let decl: DeclSyntax
        let isExtension: Bool
        let members: [DeclSyntax]
        let attributes: [AttributeSyntax]
        let inherited: [InheritedTypeSyntax]
    }

    let name: String
    let qualifiedName: String
    var kind: Kind
    var declarations: [Declaration] = [] {
        didSet { memberCache = nil }
    }
    private var memberCache: [(file: ParsedFile, decl: DeclSyntax)]?
    /// Inherited types and adopted protocols, by short name, in order of appearance.
    var inherited: [String] = []
    /// The types an `@AppIntent(schema:)`-style macro makes it conform to.
    var macroConformances: [String] = []

    init(name: String, qualifiedName: String, kind: Kind) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.kind = kind
    }

    /// The primary declaration (or the first extension, when the type is declared elsewhere).
    var primary: Declaration? { declarations.first(where: { !$0.isExtension }) ?? declarations.first }
    var isDeclaredHere: Bool { declarations.contains { !$0.isExtension } }

    /// All member declarations with the file each lives in.
    var members: [(file: ParsedFile, decl: DeclSyntax)] {
        if let memberCache { return memberCache }
        let all = declarations.flatMap { declaration in declaration.members.map { (declaration.file, $0) } }
        memberCache = all
        return all
    }

    var attributes: [AttributeSyntax] { declarations.flatMap(\.attributes) }

    /// Static or instance variables named `name`, wherever they are declared.
    func variables(named name: String) -> [(file: ParsedFile, variable: VariableInfo)] {
        members.flatMap { member in
            VariableInfo.all(in: member.decl).filter { $0.name == name }.map { (member.file, $0) }
        }
    }

    func functions(named name: String) -> [(file: ParsedFile, function: FunctionDeclSyntax)] {
        members.compactMap { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name else { return nil }
            return (member.file, function)
        }
    }

    /// The name token of the primary declaration, where type-level findings land.
    var nameToken: TokenSyntax? {
        guard let decl = primary?.decl else { return nil }
        if let node = decl.as(StructDeclSyntax.self) { return node.name }
        if let node = decl.as(ClassDeclSyntax.self) { return node.name }
        if let node = decl.as(EnumDeclSyntax.self) { return node.name }
        if let node = decl.as(ActorDeclSyntax.self) { return node.name }
        if let node = decl.as(ProtocolDeclSyntax.self) { return node.name }
        if let node = decl.as(ExtensionDeclSyntax.self) {
            return node.extendedType.lastToken(viewMode: .sourceAccurate)
        }
        return nil
    }
}

/// Every type of the linted sources, found by walking declarations (never expression bodies, so
/// indexing costs a fraction of parsing).
final class TypeIndex {
    private(set) var symbols: [TypeSymbol] = []
    private var byQualifiedName: [String: TypeSymbol] = [:]
    private var byName: [String: [TypeSymbol]] = [:]
    /// `typealias Name = Target`, by name.
    private(set) var typealiases: [String: TypeRef] = [:]
    private var pendingExtensions: [(file: ParsedFile, node: ExtensionDeclSyntax, scope: String)] = []

    init(files: [ParsedFile]) {
        for file in files {
            for item in file.tree.statements { visit(item.item, file: file, scope: "") }
        }
        for pending in pendingExtensions { attach(pending.node, file: pending.file, scope: pending.scope) }
        pendingExtensions = []
    }

    /// Types with this short name.
    func symbols(named name: String) -> [TypeSymbol] { byName[name] ?? [] }

    /// The type whose qualified name (without the module) is `name`: `Outer.Inner`.
    func symbol(qualifiedName name: String) -> TypeSymbol? { byQualifiedName[name] }

    /// The type a written name refers to: a qualified match first, then a unique short name,
    /// following typealiases.
    func resolve(_ type: TypeRef) -> TypeSymbol? {
        if let exact = byQualifiedName[type.unqualifiedPath] { return exact }
        let candidates = byName[type.name] ?? []
        if candidates.count >= 1 { return candidates.first }
        if let alias = typealiases[type.name], alias.name != type.name { return resolve(alias) }
        return nil
    }

    func resolve(name: String) -> TypeSymbol? { resolve(TypeRef(name: name)) }

    private func visit(_ item: CodeBlockItemSyntax.Item, file: ParsedFile, scope: String) {
        guard case .decl(let decl) = item else { return }
        visit(decl, file: file, scope: scope)
    }

    private func visit(_ decl: DeclSyntax, file: ParsedFile, scope: String) {
        if let node = decl.as(StructDeclSyntax.self) {
            declare(
                node.name.text, kind: .struct, decl: decl, file: file, scope: scope, members: node.memberBlock.members,
                attributes: node.attributes, inheritance: node.inheritanceClause)
        } else if let node = decl.as(ClassDeclSyntax.self) {
            declare(
                node.name.text, kind: .class, decl: decl, file: file, scope: scope, members: node.memberBlock.members,
                attributes: node.attributes, inheritance: node.inheritanceClause)
        } else if let node = decl.as(EnumDeclSyntax.self) {
            declare(
                node.name.text, kind: .enum, decl: decl, file: file, scope: scope, members: node.memberBlock.members,
                attributes: node.attributes, inheritance: node.inheritanceClause)
        } else if let node = decl.as(ActorDeclSyntax.self) {
            declare(
                node.name.text, kind: .actor, decl: decl, file: file, scope: scope, members: node.memberBlock.members,
                attributes: node.attributes, inheritance: node.inheritanceClause)
        } else if let node = decl.as(ProtocolDeclSyntax.self) {
            declare(
                node.name.text, kind: .protocol, decl: decl, file: file, scope: scope,
                members: node.memberBlock.members, attributes: node.attributes, inheritance: node.inheritanceClause)
        } else if let node = decl.as(ExtensionDeclSyntax.self) {
            pendingExtensions.append((file, node, scope))
        } else if let node = decl.as(TypeAliasDeclSyntax.self) {
            typealiases[node.name.text] = TypeRef(node.initializer.value)
        } else if let node = decl.as(IfConfigDeclSyntax.self) {
            for clause in node.clauses where !isNeverCompiled(clause) {
                switch clause.elements {
                case .statements(let statements)?:
                    for statement in statements { visit(statement.item, file: file, scope: scope) }
                case .decls(let members)?:
                    for member in members { visit(member.decl, file: file, scope: scope) }
                default: break
                }
            }
        }
    }

    private func declare(
        _ name: String, kind: TypeSymbol.Kind, decl: DeclSyntax, file: ParsedFile, scope: String,
        members: MemberBlockItemListSyntax, attributes: AttributeListSyntax, inheritance: InheritanceClauseSyntax?
    ) {
        let qualified = scope.isEmpty ? name : scope + "." + name
        let symbol: TypeSymbol
        if let existing = byQualifiedName[qualified] {
            symbol = existing
            if existing.kind == .unknown { existing.kind = kind }
        } else {
            symbol = TypeSymbol(name: name, qualifiedName: qualified, kind: kind)
            symbols.append(symbol)
            byQualifiedName[qualified] = symbol
            byName[name, default: []].append(symbol)
        }
        add(
            to: symbol, file: file, decl: decl, isExtension: false, members: members, attributes: attributes,
            inheritance: inheritance)
        for member in flattenedMembers(members) { visit(member, file: file, scope: qualified) }
    }

    private func attach(_ node: ExtensionDeclSyntax, file: ParsedFile, scope: String) {
        let extended = TypeRef(node.extendedType)
        var symbol =
            byQualifiedName[extended.unqualifiedPath]
            ?? byQualifiedName[scope.isEmpty ? "" : scope + "." + extended.path]
        if symbol == nil, let candidates = byName[extended.name], candidates.count == 1 { symbol = candidates[0] }
        let target: TypeSymbol
        if let symbol {
            target = symbol
        } else {
            // An extension of a type declared elsewhere (another module): still a type for the rules.
            target = TypeSymbol(name: extended.name, qualifiedName: extended.unqualifiedPath, kind: .unknown)
            symbols.append(target)
            byQualifiedName[target.qualifiedName] = target
            byName[target.name, default: []].append(target)
        }
        add(
            to: target, file: file, decl: DeclSyntax(node), isExtension: true, members: node.memberBlock.members,
            attributes: node.attributes, inheritance: node.inheritanceClause)
        for member in flattenedMembers(node.memberBlock.members) {
            if let nested = member.as(ExtensionDeclSyntax.self) {
                attach(nested, file: file, scope: target.qualifiedName)
            } else {
                visit(member, file: file, scope: target.qualifiedName)
            }
        }
    }

    private func add(
        to symbol: TypeSymbol, file: ParsedFile, decl: DeclSyntax, isExtension: Bool,
        members: MemberBlockItemListSyntax,
        attributes: AttributeListSyntax, inheritance: InheritanceClauseSyntax?
    ) {
        let inherited = inheritance.map { Array($0.inheritedTypes) } ?? []
        let attributeList = allAttributes(attributes)
        symbol.declarations.append(
            TypeSymbol.Declaration(
                file: file, decl: decl, isExtension: isExtension, members: flattenedMembers(members),
                attributes: attributeList, inherited: inherited))
        for type in inherited {
            let ref = TypeRef(type.type)
            let names: [String]
            if let composition = type.type.as(CompositionTypeSyntax.self) {
                names = composition.elements.map { TypeRef($0.type).name }
            } else {
                names = [ref.name]
            }
            for name in names where !symbol.inherited.contains(name) { symbol.inherited.append(name) }
        }
        for attribute in attributeList {
            let name = TypeRef(attribute.attributeName).name
            if let conformance = Conformance.macroConformance[name], !symbol.macroConformances.contains(conformance) {
                symbol.macroConformances.append(conformance)
            }
        }
    }
}
