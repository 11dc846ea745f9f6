import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@AppIntent(.tool)` and `@AppEntity(.generable)` (iOS 27.3): add the traits' protocols
/// (`ToolIntent`, `GenerableEntity`) to a structure or class, in an extension that carries the
/// type's own `@available` attributes (Apple's macros use the availability declared on the type).
///
/// The traits are read from the source, as Apple's macros read them: `.tool`,
/// `AppIntentTraits.tool` or a list of those. Anything computed is an error naming what was
/// written (`MacroTraits.read`). Which macro this is comes from its name, as `SchemaMacro`'s does.
public struct TraitsMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let family: MacroTraits.Family = node.attributeName.trimmedDescription.hasSuffix("Entity") ? .entity : .intent
        guard let traits = MacroTraits.read(node, family: family, in: context) else { return [] }
        guard declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) else {
            let base = family == .intent ? "AppIntent" : "TransientAppEntity"
            context.diagnose(
                Diagnostic(
                    node: Syntax(node),
                    message: MacroMessage(
                        "@\(family.macro)(\(MacroTraits.written(node))) applies to a structure or class that conforms to \(base)"
                    )))
            return []
        }
        let adds = MacroTraits.conformances(traits, family: family, missing: protocols)
        guard !adds.isEmpty else { return [] }
        let availability = declaration.attributes.compactMap { element -> String? in
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available"
            else { return nil }
            return attribute.trimmedDescription
        }
        let list = adds.map { "AppIntents." + $0 }.joined(separator: ", ")
        let declarationText: DeclSyntax = """
            \(raw: availability.map { $0 + "\n" }.joined())extension \(type.trimmed): \(raw: list) {}
            """
        guard let extensionDecl = declarationText.as(ExtensionDeclSyntax.self) else { return [] }
        return [extensionDecl]
    }
}

/// The traits of `@AppIntent(.tool)` and `@AppEntity(.generable)` (and their `schema:` forms),
/// read from the syntax.
enum MacroTraits {
    /// Which macro's traits: each has its own traits type and conformances.
    enum Family {
        case intent, entity

        var macro: String {
            switch self {
            case .intent: "AppIntent"
            case .entity: "AppEntity"
            }
        }

        /// `AppIntentTraits` or `AppEntityTraits`.
        var traitsType: String { macro + "Traits" }

        /// Every trait of the family, as its static member is named, and the protocol it adds.
        var known: [(trait: String, conformance: String)] {
            switch self {
            case .intent: [(MacroTraits.tool, "ToolIntent")]
            case .entity: [(MacroTraits.generable, "GenerableEntity")]
            }
        }
    }

    /// `AppIntentTraits.tool`.
    static let tool = "tool"
    /// `AppEntityTraits.generable`.
    static let generable = "generable"

    /// The traits written as the attribute's first, unlabelled argument; nil when there is none,
    /// or, with an error diagnosed at the argument, when it is computed or names no trait.
    static func read(
        _ node: AttributeSyntax, family: Family = .intent, in context: some MacroExpansionContext
    ) -> Set<String>? {
        guard case .argumentList(let arguments)? = node.arguments,
            let expression = arguments.first(where: { $0.label == nil })?.expression
        else { return nil }
        let elements: [ExprSyntax]
        if let list = expression.as(ArrayExprSyntax.self) {
            elements = list.elements.map(\.expression)
        } else {
            elements = [expression]
        }
        let known = family.known.map(\.trait)
        let example = "'.\(known[0])' or '[.\(known[0])]'"
        if elements.isEmpty {
            context.diagnose(
                Diagnostic(
                    node: Syntax(expression),
                    message: MacroMessage(
                        "@\(family.macro)([]) lists no trait, so it adds nothing; write '.\(known[0])' to add one",
                        severity: .warning)))
        }
        var traits = Set<String>()
        for element in elements {
            guard let name = memberName(element, family: family) else {
                context.diagnose(
                    Diagnostic(
                        node: Syntax(element),
                        message: MacroMessage(
                            "@\(family.macro) reads its traits as written: '\(element.trimmedDescription)' is computed; write the trait itself, such as \(example)"
                        )))
                return nil
            }
            guard known.contains(name) else {
                context.diagnose(
                    Diagnostic(
                        node: Syntax(element),
                        message: MacroMessage(
                            "'\(element.trimmedDescription)' is not a trait @\(family.macro) knows; the traits are \(known.map { "'.\($0)'" }.joined(separator: ", "))"
                        )))
                return nil
            }
            traits.insert(name)
        }
        return traits
    }

    /// The protocols `traits` add that the type still lacks (`protocols`, as the compiler lists
    /// them).
    static func conformances(_ traits: Set<String>, family: Family, missing protocols: [TypeSyntax]) -> [String] {
        family.known.filter { traits.contains($0.trait) && needs($0.conformance, protocols) }.map(\.conformance)
    }

    /// `tool` for `.tool`, `AppIntentTraits.tool` and `AppIntents.AppIntentTraits.tool` (and the
    /// same for an entity's traits); nil for anything else.
    static func memberName(_ expression: ExprSyntax, family: Family = .intent) -> String? {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil else {
            return nil
        }
        if let base = access.base {
            guard [family.traitsType, "AppIntents." + family.traitsType].contains(base.trimmedDescription) else {
                return nil
            }
        }
        return access.declName.baseName.text
    }

    /// What the attribute's traits argument reads, for messages: `.tool`.
    static func written(_ node: AttributeSyntax) -> String {
        guard case .argumentList(let arguments)? = node.arguments,
            let expression = arguments.first(where: { $0.label == nil })?.expression
        else { return "" }
        return expression.trimmedDescription
    }

    /// Whether the compiler lists `name` among the conformances the type still lacks.
    static func needs(_ name: String, _ protocols: [TypeSyntax]) -> Bool {
        protocols.contains { type in
            let written = type.trimmedDescription
            return written == name || written == "AppIntents." + name
        }
    }
}
