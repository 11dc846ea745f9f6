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

        /// The short names of the types it inherits and the protocols it adopts, a composition's
        /// (`A & B`) each.
        var inheritedNames: [String] {
            inherited.flatMap { type -> [String] in
                if let composition = type.type.as(CompositionTypeSyntax.self) {
                    return composition.elements.map { TypeRef($0.type).name }
                }
                return [TypeRef(type.type).name]
            }
        }
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
    /// Whether the code read declares it: not only extends it, and not in another module's file.
    var isDeclaredHere: Bool { declarations.contains { !$0.isExtension && $0.file.otherModule == nil } }
    /// Whether its declaration (not only an extension) is among the files read, the code's own or
    /// another module's.
    var isDeclarationRead: Bool { declarations.contains { !$0.isExtension } }

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
    /// The first type of each qualified name; `byQualifiedNameAll` has every one (see `declare`).
    private var byQualifiedName: [String: TypeSymbol] = [:]
    private var byQualifiedNameAll: [String: [TypeSymbol]] = [:]
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

    /// The type a written name refers to: a qualified match first, then a short name, following
    /// typealiases. Where several modules declare the name (see `declare`), the one declared
    /// nearest `file` (the longest shared folder) is taken, else the first.
    func resolve(_ type: TypeRef, near file: ParsedFile? = nil) -> TypeSymbol? {
        if let exact = byQualifiedNameAll[type.unqualifiedPath], !exact.isEmpty { return Self.nearest(exact, to: file) }
        let candidates = (byName[type.name] ?? []).filter { Self.mayName($0, type.unqualifiedPath) }
        if !candidates.isEmpty { return Self.nearest(candidates, to: file) }
        if let alias = typealiases[type.name], alias.name != type.name { return resolve(alias, near: file) }
        return nil
    }

    func resolve(name: String, near file: ParsedFile? = nil) -> TypeSymbol? { resolve(TypeRef(name: name), near: file) }

    /// Whether a path written in code can name the type: a short name can (the scope decides), and
    /// so can a path that ends with the type's qualified name (`Kit.Outer.Inner`, a module in
    /// front) or one that the qualified name ends with (`Inner.Deep` written inside `Outer`). A
    /// path through another type cannot: `Container.State` of a package is not `Indicator.State`.
    private static func mayName(_ symbol: TypeSymbol, _ path: String) -> Bool {
        let qualified = symbol.qualifiedName
        return !path.contains(".") || path == qualified || path.hasSuffix("." + qualified)
            || qualified.hasSuffix("." + path)
    }

    /// Of types sharing a name, one the code read declares before one of another module's files
    /// (`ParsedFile.otherModule`), then the one whose declaration shares the most folders with
    /// `file`, then the first.
    private static func nearest(_ candidates: [TypeSymbol], to file: ParsedFile?) -> TypeSymbol? {
        guard candidates.count > 1 else { return candidates.first }
        let folders = file?.path.split(separator: "/").dropLast() ?? []
        func rank(_ symbol: TypeSymbol) -> (own: Int, shared: Int) {
            let own = symbol.primary?.file.otherModule == nil ? 1 : 0
            guard file != nil, let other = symbol.primary?.file.path.split(separator: "/").dropLast() else {
                return (own, -1)
            }
            return (own, zip(folders, other).prefix { $0 == $1 }.count)
        }
        return candidates.enumerated().max { a, b in
            let (x, y) = (rank(a.element), rank(b.element))
            return x != y ? x < y : a.offset > b.offset
        }?.element
    }

    /// Whether a declaration is compiled unconditionally: inside no `#if` clause.
    private static func isUnconditional(_ decl: DeclSyntax) -> Bool {
        var node = decl.parent
        while let current = node {
            if current.is(IfConfigClauseSyntax.self) { return false }
            node = current.parent
        }
        return true
    }

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
        // Two declarations of one name that are both compiled unconditionally cannot be in one
        // module (the compiler refuses the redeclaration): they are two types of two modules (an
        // app's target and its widget extension's, two projects in one checkout), each checked
        // and extracted on its own. A declaration inside `#if` is one platform's variant of the
        // same type, and merges with the others.
        let unconditional = Self.isUnconditional(decl)
        let sameModule = (byQualifiedNameAll[qualified] ?? []).first { existing in
            !(unconditional && existing.declarations.contains { !$0.isExtension && Self.isUnconditional($0.decl) })
        }
        if let existing = sameModule {
            symbol = existing
            if existing.kind == .unknown { existing.kind = kind }
        } else {
            symbol = TypeSymbol(name: name, qualifiedName: qualified, kind: kind)
            symbols.append(symbol)
            if byQualifiedName[qualified] == nil { byQualifiedName[qualified] = symbol }
            byQualifiedNameAll[qualified, default: []].append(symbol)
            byName[name, default: []].append(symbol)
        }
        add(
            to: symbol, file: file, decl: decl, isExtension: false, members: members, attributes: attributes,
            inheritance: inheritance)
        for member in flattenedMembers(members) { visit(member, file: file, scope: qualified) }
    }

    private func attach(_ node: ExtensionDeclSyntax, file: ParsedFile, scope: String) {
        let extended = TypeRef(node.extendedType)
        var symbol = Self.nearest(
            byQualifiedNameAll[extended.unqualifiedPath]
                ?? byQualifiedNameAll[scope.isEmpty ? "" : scope + "." + extended.path] ?? [], to: file)
        if symbol == nil,
            let candidates = byName[extended.name]?.filter({ Self.mayName($0, extended.unqualifiedPath) }),
            Set(candidates.map(\.qualifiedName)).count == 1
        {
            symbol = Self.nearest(candidates, to: file)
        }
        let target: TypeSymbol
        if let symbol {
            target = symbol
        } else {
            // An extension of a type declared elsewhere (another module): still a type for the rules.
            target = TypeSymbol(name: extended.name, qualifiedName: extended.unqualifiedPath, kind: .unknown)
            symbols.append(target)
            byQualifiedName[target.qualifiedName] = target
            byQualifiedNameAll[target.qualifiedName, default: []].append(target)
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
        let declaration = TypeSymbol.Declaration(
            file: file, decl: decl, isExtension: isExtension, members: flattenedMembers(members),
            attributes: attributeList, inherited: inherited)
        symbol.declarations.append(declaration)
        for name in declaration.inheritedNames where !symbol.inherited.contains(name) {
            symbol.inherited.append(name)
        }
        for attribute in attributeList {
            let name = TypeRef(attribute.attributeName).name
            if let conformance = Conformance.macroConformance[name], !symbol.macroConformances.contains(conformance) {
                symbol.macroConformances.append(conformance)
            }
            // `ToolIntent`, which `@AppIntent(.tool)` and `@AppIntent(.tool, schema:)` add.
            for added in TypeSymbol.traitConformances(attribute) where !symbol.macroConformances.contains(added) {
                symbol.macroConformances.append(added)
            }
            // The schema's own protocol, which the macro adds too: `OpenIntent` for `.photos.openAsset`.
            if let id = TypeSymbol.schemaID(attribute), let implied = TypeSymbol.schemaConformance(id),
                !symbol.macroConformances.contains(implied)
            {
                symbol.macroConformances.append(implied)
            }
        }
    }
}
