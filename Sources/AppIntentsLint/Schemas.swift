internal import AppIntentsShared
internal import SwiftSyntax

extension TypeSymbol {
    /// `schema:` of its `@AppIntent(schema: .photos.openAsset)`-style macros: `photos.openAsset`.
    var schemaIDs: [String] {
        attributes.compactMap(Self.schemaID)
    }

    /// The schema a schema macro names, or nil for any other attribute.
    static func schemaID(_ attribute: AttributeSyntax) -> String? {
        guard Conformance.macroConformance[TypeRef(attribute.attributeName).name] != nil,
            let schema = attributeArguments(attribute)?.argument("schema")
        else { return nil }
        return SchemaCatalog.id(written: schema.trimmedDescription)
    }

    /// The protocols `@AppIntent`'s and `@AppEntity`'s traits add: `ToolIntent` for
    /// `@AppIntent(.tool)`, `@AppIntent([.tool], schema: …)` or `AppIntentTraits.tool`;
    /// `GenerableEntity` for `@AppEntity(.generable)`; read as written, as the macros read them.
    static func traitConformances(_ attribute: AttributeSyntax) -> [String] {
        // The macro, its traits type, and each trait's protocol (iOS 27.3).
        let families = [
            "AppIntent": ("AppIntentTraits", ["tool": "ToolIntent"]),
            "AppEntity": ("AppEntityTraits", ["generable": "GenerableEntity"]),
        ]
        guard let (traitsType, added) = families[TypeRef(attribute.attributeName).name],
            let traits = attributeArguments(attribute)?.firstUnlabelled
        else { return [] }
        let written = traits.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [traits]
        let names = written.compactMap { element -> String? in
            guard let access = element.as(MemberAccessExprSyntax.self),
                access.base.map({ [traitsType, "AppIntents." + traitsType].contains($0.trimmedDescription) }) ?? true
            else { return nil }
            return access.declName.baseName.text
        }
        return names.compactMap { added[$0] }
    }

    /// The protocol the schema implies beyond `AppIntent` (`OpenIntent` for `.photos.openAsset`).
    static func schemaConformance(_ id: String) -> String? { SchemaCatalog.byID[id]?.conformance }

    /// The plain stored `var`s the schema macros make parameters or properties of, as Apple's do:
    /// those the schemas name (every one, for a schema not known here, and for an intent of a
    /// schema known by name only), without attributes, with a written type.
    func isSchemaMember(_ variable: VariableInfo) -> Bool {
        guard !variable.isLet, !variable.isStatic, variable.isStored, variable.attributes.isEmpty,
            variable.type != nil, variable.name != "id"
        else { return false }
        return schemaIDs.contains { id in
            // A schema of a domain not known here (a newer SDK's): every plain stored `var` may be
            // one of its members, as the macro would make it.
            guard let schema = SchemaCatalog.byID[id] else { return true }
            return schema.makesMember(named: variable.name, isStored: true)
        }
    }

    /// `ComputedProperty` (`DeferredProperty` for an `async` or throwing getter) for a get-only
    /// computed `var` of an entity that its schema names, as the schema macro makes it; nil for
    /// any other.
    func schemaComputedAttribute(_ variable: VariableInfo) -> String? {
        guard !variable.isStatic, variable.attributes.isEmpty, variable.type != nil, variable.name != "id",
            let accessors = variable.binding.accessorBlock
        else { return nil }
        let effects: Bool
        switch accessors.accessors {
        case .getter: effects = false
        case .accessors(let list):
            guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get)
            else { return nil }
            effects = getter.effectSpecifiers?.asyncSpecifier != nil || getter.effectSpecifiers?.throwsClause != nil
        @unknown default: return nil
        }
        let named = schemaIDs.contains { id in
            SchemaCatalog.byID[id].map { $0.kind == .entity && $0.makesMember(named: variable.name, isStored: false) }
                ?? false
        }
        return named ? (effects ? "DeferredProperty" : "ComputedProperty") : nil
    }

    /// What a schema type that names no title or type is called: `Open Asset` for `.photos.openAsset`.
    var schemaDisplayName: String? { schemaIDs.first.map(SchemaCatalog.displayName(of:)) }

    /// `@Parameter` or `@Property`, as a schema macro adds it.
    static func implicitAttribute(_ name: String) -> AttributeSyntax {
        AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier(name)))
    }
}
