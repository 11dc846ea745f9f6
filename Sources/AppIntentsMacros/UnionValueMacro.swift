import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@UnionValue`: makes an enum whose cases carry values usable as an intent value, through an
/// extension conforming to `_UnionValue`.
public struct UnionValueMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(EnumDeclSyntax.self) else {
            context.diagnose(
                Diagnostic(
                    node: Syntax(node),
                    message: MacroMessage("@UnionValue applies to an enum whose cases each carry one value")))
            return []
        }
        let extensionDecl: DeclSyntax = "extension \(type.trimmed): AppIntents._UnionValue {}"
        guard let result = extensionDecl.as(ExtensionDeclSyntax.self) else { return [] }
        return [result]
    }
}
