import AppIntentsShared
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@AppIntent(schema:)`, `@AppEntity(schema:)`, `@AppEnum(schema:)` and the deprecated
/// `@Assistant…` spellings, as Apple's do:
/// - the conformances the schema implies: `AppIntent`, `AppEntity` or `AppEnum` where the type does
///   not declare it, and the schema's protocol (`OpenIntent` for `.photos.openAsset`,
///   `ShowInAppSearchResultsIntent` for `.system.search`);
/// - `_AssistantSchemaDeclaring`, which records the schema for the catalog's
///   `assistantDefinedSchemas` and shape check, and through which a type that names no title or
///   type display representation gets one from the schema;
/// - for intents and entities, `@Parameter` or `@Property` on each plain stored `var` the schema
///   names (`var target: PhotoEntity`), so those are declared as in Apple's examples, and
///   `@ComputedProperty` (`@DeferredProperty` for an `async` getter) on an entity's get-only
///   computed member (`var title: String { todo.title }`).
///
/// The App Schema family's macros (`@AppEntity(schema: .reminders.reminder)`) expand the same way:
/// the schema is read from the syntax, whichever family's value it names. `@AppIntent(.tool,
/// schema:)` (iOS 27.3) expands as `@AppIntent(schema:)` does and adds `ToolIntent` as well.
public struct SchemaMacro: ExtensionMacro, MemberAttributeMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let id = schemaID(of: node) else {
            context.diagnose(
                Diagnostic(
                    node: Syntax(node),
                    message: MacroMessage("the schema macro needs a `schema:` argument, such as `.photos.openAsset`")))
            return []
        }
        // The protocols the type does not conform to yet, among those the macro may add.
        let missing = Set(
            protocols.map { type in
                let name = type.trimmedDescription
                return name.hasPrefix("AppIntents.") ? String(name.dropFirst("AppIntents.".count)) : name
            })
        var adds: [String] = []
        let base =
            switch macroKind(of: node) {
            case .intent: "AppIntent"
            case .entity: "AppEntity"
            case .enumeration: "AppEnum"
            }
        if missing.contains(base) { adds.append(base) }
        if let conformance = SchemaCatalog.byID[id]?.conformance, missing.contains(conformance) {
            adds.append(conformance)
        }
        // `@AppIntent(.tool, schema:)` and `@AppEntity(.generable, schema:)`: everything the
        // schema form adds, and the traits' protocols.
        let family: MacroTraits.Family? =
            switch macroKind(of: node) {
            case .intent: .intent
            case .entity: .entity
            case .enumeration: nil
            }
        if let family, let traits = MacroTraits.read(node, family: family, in: context) {
            adds += MacroTraits.conformances(traits, family: family, missing: protocols)
        }
        adds.append("_AssistantSchemaDeclaring")
        let list = adds.map { "AppIntents." + $0 }.joined(separator: ", ")
        // A public type's witness must be public too.
        let isPublic = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) }
        let declaration: DeclSyntax = """
            extension \(type.trimmed): \(raw: list) {
                \(raw: isPublic ? "public " : "")static var __assistantSchema: String { \(literal: id) }
            }
            """
        guard let extensionDecl = declaration.as(ExtensionDeclSyntax.self) else { return [] }
        return [extensionDecl]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        let kind = macroKind(of: node)
        guard kind != .enumeration, let id = schemaID(of: node), let schema = SchemaCatalog.byID[id],
            let variable = member.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
            variable.attributes.isEmpty,
            !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
            variable.bindings.count == 1, let binding = variable.bindings.first, binding.typeAnnotation != nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "id"
        else { return [] }
        guard let accessors = binding.accessorBlock else {
            guard schema.makesMember(named: name, isStored: true) else { return [] }
            return [AttributeSyntax(stringLiteral: kind == .intent ? "@Parameter" : "@Property")]
        }
        // A computed member of an entity (`var title: String { todo.title }`, as apps write them)
        // is one the system reads too, as Apple's macro makes it: a get-only property.
        guard kind == .entity, schema.makesMember(named: name, isStored: false),
            let effects = getterEffects(accessors)
        else { return [] }
        return [AttributeSyntax(stringLiteral: effects ? "@DeferredProperty" : "@ComputedProperty")]
    }

    /// For a get-only accessor block, whether its getter is `async` or `throws`; nil when the
    /// property can be set or observed.
    static func getterEffects(_ block: AccessorBlockSyntax) -> Bool? {
        switch block.accessors {
        case .getter: return false
        case .accessors(let accessors):
            guard accessors.count == 1, let getter = accessors.first,
                getter.accessorSpecifier.tokenKind == .keyword(.get)
            else { return nil }
            return getter.effectSpecifiers?.asyncSpecifier != nil || getter.effectSpecifiers?.throwsClause != nil
        @unknown default: return nil
        }
    }

    /// `photos.openAsset` for `schema: .photos.openAsset`.
    static func schemaID(of node: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments)? = node.arguments,
            let schema = arguments.first(where: { $0.label?.text == "schema" })
        else { return nil }
        return SchemaCatalog.id(written: schema.expression.trimmedDescription)
    }

    /// Which of the three macros this is, from its name.
    static func macroKind(of node: AttributeSyntax) -> SchemaCatalog.Kind {
        let name = node.attributeName.trimmedDescription
        if name.hasSuffix("Entity") { return .entity }
        if name.hasSuffix("Enum") { return .enumeration }
        return .intent
    }
}
