import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@AppIntent(schema:)`, `@AppEntity(schema:)`, `@AppEnum(schema:)` and the deprecated
/// `@Assistant…` spellings: records the declared assistant schema on the type, through an
/// extension conforming to `_AssistantSchemaDeclaring`, which the catalog writes to
/// `assistantDefinedSchemas` and checks against the schema's required shape.
public struct SchemaMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard case .argumentList(let arguments)? = node.arguments,
            let schema = arguments.first(where: { $0.label?.text == "schema" })
        else {
            context.diagnose(
                Diagnostic(
                    node: Syntax(node),
                    message: MacroMessage("the schema macro needs a `schema:` argument, such as `.photos.openAsset`")))
            return []
        }
        // `.photos.openAsset` → `photos.openAsset`
        var text = schema.expression.trimmedDescription
        while text.hasPrefix(".") { text.removeFirst() }
        let declaration: DeclSyntax = """
            extension \(type.trimmed): AppIntents._AssistantSchemaDeclaring {
                static var __assistantSchema: String { \(literal: text) }
            }
            """
        guard let extensionDecl = declaration.as(ExtensionDeclSyntax.self) else { return [] }
        return [extensionDecl]
    }
}
