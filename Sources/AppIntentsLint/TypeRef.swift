internal import SwiftSyntax

/// A type as written in source, reduced to what the rules and the extractor need.
struct TypeRef: Hashable {
    /// The last name component without generic arguments: `SoupEntity` for `Kit.SoupEntity?`.
    var name: String
    /// The written path without generic arguments: `Kit.SoupEntity`.
    var path: String
    var genericArguments: [TypeRef] = []
    var isOptional = false
    /// The element type of `[T]`, `Array<T>`, `Set<T>` or `EntityCollection<T>` (and
    /// `EntityCollectionSearchCriteria<T>`); empty when not a list.
    var elements: [TypeRef] = []

    var isArray: Bool { !elements.isEmpty }
    /// The type with optionality and arrays removed: `SoupEntity` for `[SoupEntity]?`.
    var member: TypeRef {
        var current = self
        while let element = current.elements.first { current = element }
        current.isOptional = false
        return current
    }

    init(name: String, path: String? = nil) {
        self.name = name
        self.path = path ?? name
    }

    init(_ type: TypeSyntax) {
        if let optional = type.as(OptionalTypeSyntax.self) {
            self = TypeRef(optional.wrappedType)
            isOptional = true
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = TypeRef(unwrapped.wrappedType)
            isOptional = true
        } else if let array = type.as(ArrayTypeSyntax.self) {
            self = TypeRef(name: "Array")
            elements = [TypeRef(array.element)]
        } else if let attributed = type.as(AttributedTypeSyntax.self) {
            self = TypeRef(attributed.baseType)
        } else if let some = type.as(SomeOrAnyTypeSyntax.self) {
            self = TypeRef(some.constraint)
        } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first
        {
            self = TypeRef(only.type)
        } else if let member = type.as(MemberTypeSyntax.self) {
            let base = TypeRef(member.baseType)
            self = TypeRef(name: member.name.text, path: base.path + "." + member.name.text)
            genericArguments = Self.arguments(member.genericArgumentClause)
        } else if let identifier = type.as(IdentifierTypeSyntax.self) {
            self = TypeRef(name: identifier.name.text)
            genericArguments = Self.arguments(identifier.genericArgumentClause)
            if name == "Optional", let wrapped = genericArguments.first {
                self = wrapped
                isOptional = true
            } else if Self.lists.contains(name), let element = genericArguments.first {
                // A set, and a collection of entity identifiers, are given and shown as a list of
                // their element, as the runtime has them.
                elements = [element]
            }
        } else {
            let text = type.trimmedDescription
            self = TypeRef(name: text)
        }
    }

    /// The generic types the system lists as an array of their one argument.
    private static let lists: Set<String> = ["Array", "Set", "EntityCollection", "EntityCollectionSearchCriteria"]

    private static func arguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeRef] {
        guard let clause else { return [] }
        return clause.arguments.compactMap { argument in
            if case .type(let type) = argument.argument { return TypeRef(type) }
            return nil
        }
    }

    /// The path with a leading `AppIntents.` / `Swift.` / `Foundation.` module removed.
    var unqualifiedPath: String {
        for module in ["AppIntents.", "Swift.", "Foundation."] where path.hasPrefix(module) {
            return String(path.dropFirst(module.count))
        }
        return path
    }
}
