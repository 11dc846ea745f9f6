import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@AppIntent(.tool)`: adds `ToolIntent` to an intent, in an extension that carries the type's
/// own `@available` attributes (Apple's macro uses the availability declared on the type).
///
/// The traits are read from the source, as Apple's macro reads them: `.tool`,
/// `AppIntentTraits.tool` or a list of those. Anything computed is an error naming what was
/// written (`IntentTraits.read`).
public struct IntentTraitsMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let traits = IntentTraits.read(node, in: context) else { return [] }
        guard declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) else {
            context.diagnose(
                Diagnostic(
                    node: Syntax(node),
                    message: MacroMessage(
                        "@AppIntent(\(IntentTraits.written(node))) applies to a structure or class that conforms to AppIntent"
                    )))
            return []
        }
        guard traits.contains(IntentTraits.tool), IntentTraits.needs("ToolIntent", protocols) else { return [] }
        let availability = declaration.attributes.compactMap { element -> String? in
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available"
            else { return nil }
            return attribute.trimmedDescription
        }
        let declarationText: DeclSyntax = """
            \(raw: availability.map { $0 + "\n" }.joined())extension \(type.trimmed): AppIntents.ToolIntent {}
            """
        guard let extensionDecl = declarationText.as(ExtensionDeclSyntax.self) else { return [] }
        return [extensionDecl]
    }
}

/// The traits of `@AppIntent(.tool)` and `@AppIntent(.tool, schema:)`, read from the syntax.
enum IntentTraits {
    /// `AppIntentTraits.tool`.
    static let tool = "tool"
    /// Every trait of `AppIntentTraits`, as its static member is named.
    static let known: [String] = [tool]

    /// The traits written as the attribute's first, unlabelled argument; nil when there is none,
    /// or, with an error diagnosed at the argument, when it is computed or names no trait.
    static func read(_ node: AttributeSyntax, in context: some MacroExpansionContext) -> Set<String>? {
        guard case .argumentList(let arguments)? = node.arguments,
            let expression = arguments.first(where: { $0.label == nil })?.expression
        else { return nil }
        let elements: [ExprSyntax]
        if let list = expression.as(ArrayExprSyntax.self) {
            elements = list.elements.map(\.expression)
        } else {
            elements = [expression]
        }
        if elements.isEmpty {
            context.diagnose(
                Diagnostic(
                    node: Syntax(expression),
                    message: MacroMessage(
                        "@AppIntent([]) lists no trait, so it adds nothing; write '.tool' to make the intent a tool",
                        severity: .warning)))
        }
        var traits = Set<String>()
        for element in elements {
            guard let name = memberName(element) else {
                context.diagnose(
                    Diagnostic(
                        node: Syntax(element),
                        message: MacroMessage(
                            "@AppIntent reads its traits as written: '\(element.trimmedDescription)' is computed; write the trait itself, such as '.tool' or '[.tool]'"
                        )))
                return nil
            }
            guard known.contains(name) else {
                context.diagnose(
                    Diagnostic(
                        node: Syntax(element),
                        message: MacroMessage(
                            "'\(element.trimmedDescription)' is not a trait @AppIntent knows; the traits are \(known.map { "'.\($0)'" }.joined(separator: ", "))"
                        )))
                return nil
            }
            traits.insert(name)
        }
        return traits
    }

    /// `tool` for `.tool`, `AppIntentTraits.tool` and `AppIntents.AppIntentTraits.tool`; nil for
    /// anything else.
    static func memberName(_ expression: ExprSyntax) -> String? {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil else {
            return nil
        }
        if let base = access.base {
            guard ["AppIntentTraits", "AppIntents.AppIntentTraits"].contains(base.trimmedDescription) else {
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
