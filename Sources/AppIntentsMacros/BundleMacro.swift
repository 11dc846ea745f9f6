import SwiftSyntax
import SwiftSyntaxMacros

/// `#bundle`: the bundle of the module the expression is in, as Apple's Foundation macro gives it
/// (`String(localized: "Done", bundle: #bundle)`). Expands to a call that finds the SwiftPM
/// resource bundle of the module named by the expression's file ID, else the main bundle.
public struct BundleMacro: ExpressionMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) else {
            return "AppIntents.__moduleBundle(fileID: #fileID)"
        }
        return "AppIntents.__moduleBundle(fileID: \(location.file))"
    }
}
