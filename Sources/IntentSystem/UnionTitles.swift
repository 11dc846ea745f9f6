import AppIntents

/// How a union value's cases read: the titles its `AppUnionValue` conformance gives them
/// (`caseDisplayRepresentations`, keyed by its `Cases`), else their names.
package enum UnionTitles {
    /// The title of the case `union` is.
    package static func caseTitle(of union: any _UnionValue) -> String {
        caseTitle(union._unionCase.name, in: type(of: union))
    }

    /// The title of the case named `name` of the union value type `type`.
    package static func caseTitle(_ name: String, in type: Any.Type) -> String {
        func lookup<Union: AppUnionValue>(_ union: Union.Type) -> String? {
            Union.caseDisplayRepresentations.first { String(describing: $0.key.rawValue) == name }?.value.title
                .defaultValue
        }
        guard let union = type as? any AppUnionValue.Type, let title = lookup(union), !title.isEmpty else {
            return name
        }
        return title
    }
}
