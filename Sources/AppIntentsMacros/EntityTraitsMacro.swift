import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@AppEntity(.generable)` (iOS 27.3): adds `GenerableEntity` to a transient entity. The traits
/// are read as written (`.generable`, `[.generable]`, `AppEntityTraits.generable`), as Apple's
/// macro reads them; anything else is an error naming what is expected.
public struct EntityTraitsMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard case .argumentList(let arguments)? = node.arguments,
            let traits = arguments.first(where: { $0.label == nil })?.expression
        else { return [] }
        guard let names = TraitList.names(in: traits) else {
            context.diagnose(
                Diagnostic(
                    node: Syntax(traits),
                    message: MacroMessage(
                        "@AppEntity reads its traits as written: list them directly, such as `.generable` or `[.generable]`"
                    )))
            return []
        }
        let unknown = names.filter { $0 != "generable" }
        guard unknown.isEmpty else {
            context.diagnose(
                Diagnostic(
                    node: Syntax(traits),
                    message: MacroMessage(
                        "'\(unknown[0])' is not an entity trait; the traits are: generable")))
            return []
        }
        let missing = protocols.contains { $0.trimmedDescription.hasSuffix("GenerableEntity") }
        guard names.contains("generable"), missing else { return [] }
        let declaration: DeclSyntax = "extension \(type.trimmed): AppIntents.GenerableEntity {}"
        return declaration.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
    }
}

/// The names in a traits argument written as Apple's macros read it: `.tool`, `[.tool]`,
/// `AppIntentTraits.tool`; `nil` for anything computed.
enum TraitList {
    static func names(in expression: ExprSyntax) -> [String]? {
        if let array = expression.as(ArrayExprSyntax.self) {
            var names: [String] = []
            for element in array.elements {
                guard let name = name(of: element.expression) else { return nil }
                names.append(name)
            }
            return names
        }
        return name(of: expression).map { [$0] }
    }

    private static func name(of expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, base.as(DeclReferenceExprSyntax.self) == nil { return nil }
        return member.declName.baseName.text
    }
}
