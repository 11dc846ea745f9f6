import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@AppIntent(schema:)`, `@AppEntity(schema:)`, `@AppEnum(schema:)` and the deprecated
/// `@Assistant…` spellings: records the declared assistant schema on the type as
/// `static var __assistantSchema: String`, which the catalog writes to `assistantDefinedSchemas`.
public struct SchemaMacro: MemberMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
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
        return ["static var __assistantSchema: String { \(literal: text) }"]
    }
}
