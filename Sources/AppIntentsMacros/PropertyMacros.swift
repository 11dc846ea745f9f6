import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ComputedProperty(title:indexingKey:)`: records a computed entity property so the system can
/// list it in the metadata and read it for Spotlight.
///
/// It adds a static peer `__appIntentsProperty_<name>` that describes the property and reads it
/// from an instance.
public struct ComputedPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try PropertyPeer.expansion(
            of: node, declaration: declaration, kind: "computed", macroName: "ComputedProperty", context: context)
    }
}

/// `@DeferredProperty(title:indexingKey:)`: an entity property whose value is fetched on demand
/// (an `async throws` getter). The system lists it in the metadata and calls it only when asked.
public struct DeferredPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try PropertyPeer.expansion(
            of: node, declaration: declaration, kind: "deferred", macroName: "DeferredProperty", context: context)
    }
}

enum PropertyPeer {
    static func expansion(
        of node: AttributeSyntax,
        declaration: some DeclSyntaxProtocol,
        kind: String,
        macroName: String,
        context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type
        else {
            context.diagnose(
                Diagnostic(
                    node: Syntax(node),
                    message: MacroMessage(
                        "@\(macroName) applies to a property with an explicit type, such as `var summary: String { … }`"
                    )
                ))
            return []
        }
        var title = "nil"
        var description = "nil"
        var authenticationPolicy = "nil"
        var visibility = "nil"
        var indexingKey = "nil"
        if case .argumentList(let arguments)? = node.arguments {
            for argument in arguments {
                switch argument.label?.text {
                case "title": title = argument.expression.trimmedDescription
                case "description": description = argument.expression.trimmedDescription
                case "authenticationPolicy": authenticationPolicy = argument.expression.trimmedDescription
                case "visibility": visibility = argument.expression.trimmedDescription
                case "indexingKey": indexingKey = "\"\(keyPathName(argument.expression.trimmedDescription))\""
                // A Spotlight custom attribute: its key name, read when the descriptor is made.
                case "customIndexingKey": indexingKey = "(\(argument.expression.trimmedDescription)).keyName"
                default: break
                }
            }
        }
        let titleExpression = title == "nil" ? "nil" : "AppIntents.LocalizedStringResource(\(title))"
        let descriptionExpression =
            description == "nil" ? "nil" : "AppIntents.LocalizedStringResource(\(description))"
        let isAsync =
            binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self)?.contains {
                $0.effectSpecifiers?.asyncSpecifier != nil || $0.effectSpecifiers?.throwsClause != nil
            } ?? false
        let read = isAsync ? "try await entity.\(name)" : "entity.\(name)"
        // A stored peer, so the system finds it by reflecting an instance, as it finds `@Property`.
        return [
            """
            let __appIntentsProperty_\(raw: name) = AppIntents._EntityPropertyDescriptor<\(raw: type.trimmedDescription)>(
                name: \(literal: name), title: \(raw: titleExpression), description: \(raw: descriptionExpression),
                authenticationPolicy: \(raw: authenticationPolicy), visibility: \(raw: visibility),
                indexingKey: \(raw: indexingKey), kind: \(literal: kind),
                valueKind: (\(raw: type.trimmedDescription)).self._valueKind,
                get: { (entity: Self) in \(raw: read) })
            """
        ]
    }

    /// `\.contentDescription` → `contentDescription`.
    static func keyPathName(_ text: String) -> String {
        var name = text
        if name.hasPrefix("\\") { name.removeFirst() }
        while name.hasPrefix(".") { name.removeFirst() }
        return name
    }
}

struct MacroMessage: DiagnosticMessage {
    let message: String
    let severity: DiagnosticSeverity
    init(_ message: String, severity: DiagnosticSeverity = .error) {
        self.message = message
        self.severity = severity
    }
    var diagnosticID: MessageID { MessageID(domain: "AppIntentsMacros", id: message) }
}
