import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@UnionValue`: makes an enum whose cases each carry one value usable as an intent value,
/// through an extension conforming to `_UnionValue` that lists the cases
/// (`_unionCases`: each case's name, the type it carries and how to make it).
public struct UnionValueMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let enumeration = declaration.as(EnumDeclSyntax.self) else {
            context.diagnose(
                Diagnostic(
                    node: Syntax(node),
                    message: MacroMessage("@UnionValue applies to an enum whose cases each carry one value")))
            return []
        }
        var cases: [String] = []
        var names: [String] = []
        for member in enumeration.memberBlock.members {
            guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in declaration.elements {
                let name = element.name.trimmedDescription
                guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
                    let parameter = parameters.first
                else {
                    let count = element.parameterClause?.parameters.count ?? 0
                    context.diagnose(
                        Diagnostic(
                            node: Syntax(element),
                            message: MacroMessage(
                                "@UnionValue: case '\(name)' carries \(count == 0 ? "no value" : "\(count) values"); each case carries exactly one, e.g. 'case \(name)(SomeEntity)'"
                            )))
                    return []
                }
                names.append(name)
                let label = parameter.firstName.map(\.text).flatMap { $0 == "_" ? nil : "\($0): " } ?? ""
                cases.append(
                    "AppIntents._UnionValueCase(\"\(name)\", (\(parameter.type.trimmedDescription)).self) { .\(name)(\(label)$0) }"
                )
            }
        }
        let list = cases.isEmpty ? "[]" : "[\n        " + cases.joined(separator: ",\n        ") + ",\n    ]"
        // The cases' names as an enum (Apple's `Cases`, iOS 27), which names the titles an
        // extension gives them: `static let caseDisplayRepresentations: [Cases: DisplayRepresentation]`.
        let caseNames = names.isEmpty ? "" : "case " + names.joined(separator: ", ")
        let extensionDecl: DeclSyntax = """
            extension \(type.trimmed): AppIntents._UnionValue, AppIntents.AppUnionValue {
                public static var _unionCases: [AppIntents._UnionValueCase<Self>] {
                    \(raw: list)
                }

                public enum Cases: String, AppIntents.AppUnionValueCasesProviding {
                    public typealias UnionValue = \(type.trimmed)
                    \(raw: caseNames)
                }
            }
            """
        guard let result = extensionDecl.as(ExtensionDeclSyntax.self) else { return [] }
        return [result]
    }
}
