import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@AppEntity(.generable)` (iOS 27.3): adds `GenerableEntity` to a transient entity. The traits
/// are read as written, as Apple's macro reads them (`MacroTraits.read`).
public struct EntityTraitsMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let adds = MacroTraits.conformances(node, family: .entity, missing: protocols, in: context)
        guard !adds.isEmpty else { return [] }
        let declaration: DeclSyntax =
            "extension \(type.trimmed): \(raw: adds.map { "AppIntents." + $0 }.joined(separator: ", ")) {}"
        return declaration.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
    }
}
