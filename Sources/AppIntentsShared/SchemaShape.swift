/// What a type that declares a schema must hold, checked the same way by the runtime catalog
/// (`AssistantSchemaShapes`) and the reviewer (`schema-shape`): each member the schema requires is
/// there, and each member the schema names holds the kind of value it fixes.
package enum SchemaShape {
    /// The value a type's parameter or property holds, as the checks compare it.
    package indirect enum Found: Sendable, Hashable {
        /// A primitive by Apple's name: `String`, `AttributedString`, `Bool`, `DateComponents`, …
        case primitive(String)
        case entity(String)
        case enumeration(String)
        case array(Found)
        /// Anything else, by the name it is shown with.
        case other(String)
        /// A type the reviewer cannot resolve from the source it reads (declared in another
        /// module): taken to fit.
        case unresolved(String)

        package var displayName: String {
            switch self {
            case .primitive(let name), .entity(let name), .enumeration(let name), .other(let name),
                .unresolved(let name):
                name
            case .array(let element): "[\(element.displayName)]"
            }
        }
    }

    /// One thing wrong with a type's declaration of a schema.
    package enum Problem: Sendable, Hashable {
        case unknownSchema(String)
        case missing(schema: String, member: SchemaCatalog.Member)
        case mismatch(schema: String, member: SchemaCatalog.Member, found: Found)

        /// `Shop.ListEntity declares @AppEntity(schema: .reminders.list) but has no property 'type'
        /// (an AppEnum)`, naming the type as `type` and the macro as `macro`.
        package func message(type: String, kind: SchemaCatalog.Kind) -> String {
            let (macro, member, noun) =
                switch kind {
                case .intent: ("AppIntent", "parameter", "intent")
                case .entity: ("AppEntity", "property", "entity")
                case .enumeration: ("AppEnum", "case", "enum")
                }
            switch self {
            case .unknownSchema(let id):
                return "\(type): '\(id)' is not an \(noun) schema this system knows"
            case .missing(let id, let required):
                return
                    "\(type) declares @\(macro)(schema: .\(id)) but has no \(member) '\(required.name)' (\(SchemaShape.describe(required.value)))"
            case .mismatch(let id, let named, let found):
                return
                    "\(type) declares @\(macro)(schema: .\(id)) but \(member) '\(named.name)' is \(found.displayName), not \(SchemaShape.describe(named.value))"
            }
        }
    }

    /// What is wrong with a type of `kind` that declares `schemas`; `found` gives the value of its
    /// parameter or property by name, or nil when it has none. An enum's cases are the app's own:
    /// only the schema is checked.
    package static func problems(
        schemas: [String], kind: SchemaCatalog.Kind, found: (String) -> Found?
    ) -> [Problem] {
        var problems: [Problem] = []
        for id in schemas {
            guard let schema = SchemaCatalog.byID[id], schema.kind == kind else {
                problems.append(.unknownSchema(id))
                continue
            }
            guard kind != .enumeration else { continue }
            for member in schema.members where member.value != .anyValue {
                guard let value = found(member.name) else {
                    if member.isRequired { problems.append(.missing(schema: id, member: member)) }
                    continue
                }
                if !fits(value, member.value) { problems.append(.mismatch(schema: id, member: member, found: value)) }
            }
        }
        return problems
    }

    /// Whether a declared value is of the kind a schema member requires.
    package static func fits(_ found: Found, _ value: SchemaCatalog.ValueClass) -> Bool {
        switch (value, found) {
        case (.anyValue, _), (_, .unresolved): true
        case (.text, .primitive("String")), (.text, .primitive("AttributedString")): true
        case (.bool, .primitive("Bool")), (.date, .primitive("Date")), (.url, .primitive("URL")),
            (.file, .primitive("IntentFile")), (.dateComponents, .primitive("DateComponents")),
            (.place, .primitive("PlaceDescriptor")), (.recurrence, .primitive("Calendar.RecurrenceRule")),
            (.duration, .primitive("Duration")):
            true
        // A whole number fits where the schema has a fractional one, not the other way.
        case (.int, .primitive("Int")), (.double, .primitive("Double")), (.double, .primitive("Int")): true
        case (.entity, .entity), (.enumeration, .enumeration): true
        case (.array(let element), .array(let member)): fits(member, element)
        default: false
        }
    }

    /// `String`, `an AppEntity`, `an array of IntentFile`.
    package static func describe(_ value: SchemaCatalog.ValueClass) -> String {
        switch value {
        case .text: "String"
        case .bool: "Bool"
        case .date: "Date"
        case .dateComponents: "DateComponents"
        case .int: "Int"
        case .double: "Double"
        case .url: "URL"
        case .file: "IntentFile"
        case .entity: "an AppEntity"
        case .enumeration: "an AppEnum"
        case .array(let element): "an array of \(describe(element))"
        case .place: "PlaceDescriptor"
        case .recurrence: "Calendar.RecurrenceRule"
        case .duration: "Duration"
        case .anyValue: "any value"
        }
    }
}
