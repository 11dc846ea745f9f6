import AppIntentsMetadata
import AppIntentsShared

/// The MCP view of a metadata document: tools with their schemas and annotations, derived from
/// `ActionsData` alone.
package struct ToolCatalog: Sendable {
    /// The members, in one object: the catalog is read on every call through copies of the server
    /// that holds it, and a copy then retains one reference rather than each member's.
    private final class CatalogParts: Sendable {
        let metadata: ActionsData
        let actions: [ActionMetadata]
        let byName: [String: ActionMetadata]
        let listed: (eliciting: [MCPJSON], confirmingByArgument: [MCPJSON])
        /// The same for a caller without authentication, whose output schemas leave out what
        /// results leave out for it; `nil` when no entity has such a property.
        let listedUnauthenticated: (eliciting: [MCPJSON], confirmingByArgument: [MCPJSON])?
        let undoToolName: String?
        let summaryBranches: [String: [SummaryBranch]]

        init(
            metadata: ActionsData, actions: [ActionMetadata], undoToolName: String?,
            summaryBranches: [String: [SummaryBranch]],
            listed: (eliciting: [MCPJSON], confirmingByArgument: [MCPJSON]) = ([], []),
            listedUnauthenticated: (eliciting: [MCPJSON], confirmingByArgument: [MCPJSON])? = nil
        ) {
            self.metadata = metadata
            self.actions = actions
            self.byName = Dictionary(actions.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
            self.undoToolName = undoToolName
            self.summaryBranches = summaryBranches
            self.listed = listed
            self.listedUnauthenticated = listedUnauthenticated
        }
    }

    private let parts: CatalogParts

    /// The metadata it was built from.
    package var metadata: ActionsData { parts.metadata }
    /// The discoverable actions, sorted by identifier: one tool each.
    package var actions: [ActionMetadata] { parts.actions }
    /// The name of the `undo` tool, offered when a tool's intent is an `UndoableIntent`
    /// (`ToolCatalog+Undo.swift`).
    package var undoToolName: String? { parts.undoToolName }
    /// Every summary a `When` or `Switch` may choose, by action.
    var summaryBranches: [String: [SummaryBranch]] { parts.summaryBranches }

    /// Builds the catalog of `metadata`; `summaryBranches` describe the conditional summaries.
    package init(metadata: ActionsData, summaryBranches: [String: [SummaryBranch]] = [:]) {
        let actions = metadata.sortedActions.filter(\.isDiscoverable)
        let undoToolName = Self.undoToolName(for: actions)
        // The tools are written by the catalog's own methods: by a catalog without them first.
        let draft = ToolCatalog(
            parts: CatalogParts(
                metadata: metadata, actions: actions, undoToolName: undoToolName, summaryBranches: summaryBranches))
        let undo = draft.undoTool.map { [$0] } ?? []
        func listed(authenticated: Bool) -> (eliciting: [MCPJSON], confirmingByArgument: [MCPJSON]) {
            (
                actions.map { draft.tool(for: $0, authenticated: authenticated) } + undo,
                actions.map { draft.tool(for: $0, confirmingByArgument: true, authenticated: authenticated) } + undo
            )
        }
        let gated = metadata.entities.values.contains { entity in
            entity.authenticationPolicy > 0 || entity.properties.contains { $0.authenticationPolicy > 0 }
        }
        parts = CatalogParts(
            metadata: metadata, actions: actions, undoToolName: undoToolName, summaryBranches: summaryBranches,
            listed: listed(authenticated: true), listedUnauthenticated: gated ? listed(authenticated: false) : nil)
    }

    private init(parts: CatalogParts) { self.parts = parts }

    /// The discoverable action named `name`.
    package func action(named name: String) -> ActionMetadata? { parts.byName[name] }

    /// The `tools/list` entries for a client that can answer elicitation.
    package var tools: [MCPJSON] { parts.listed.eliciting }

    /// The `tools/list` entries; for a client that cannot answer elicitation
    /// (`confirmingByArgument`) the tools that may ask for confirmation also take the confirmation
    /// argument (see `confirmationArgument(for:)`).
    /// A caller without authentication (`authenticated` false) is not told the names of the
    /// entity properties results leave out for it.
    package func tools(confirmingByArgument: Bool, authenticated: Bool = true) -> [MCPJSON] {
        let listed = authenticated ? parts.listed : parts.listedUnauthenticated ?? parts.listed
        return confirmingByArgument ? listed.confirmingByArgument : listed.eliciting
    }

    /// The `Tool` object for `action`.
    package func tool(
        for action: ActionMetadata, confirmingByArgument: Bool = false, authenticated: Bool = true
    ) -> MCPJSON {
        var input = inputSchema(for: action)
        if confirmingByArgument, Self.offersConfirmationArgument(action), case .object(var schema) = input,
            case .object(var properties)? = schema["properties"]
        {
            properties[Self.confirmationArgument(for: action)] = Self.confirmationSchema(for: action)
            schema["properties"] = .object(properties)
            input = .object(schema)
        }
        var tool: [String: MCPJSON] = [
            "name": .string(action.identifier),
            "title": .string(action.title.key),
            "description": .string(description(of: action)),
            "inputSchema": input,
            "annotations": annotations(for: action),
        ]
        if let output = outputSchema(for: action, authenticated: authenticated) { tool["outputSchema"] = output }
        if let meta = meta(for: action) { tool["_meta"] = meta }
        return .object(tool)
    }

    /// Whether an action may delete or irreversibly change data (see `ToolHints`).
    package static func isDestructive(_ action: ActionMetadata) -> Bool {
        ToolHints(action).destructive
    }

    /// The `systemProtocols` entry that says an intent requests confirmation (written by static
    /// extraction, which sees `requestConfirmation` in `perform()`).
    package static let confirmationMarker = "RequestsConfirmation"

    /// Whether `action` needs an authentication grant to run over MCP.
    package static func requiresAuthentication(_ action: ActionMetadata) -> Bool {
        action.authenticationPolicy != 0
    }

    /// The tool's description: the intent's description (or title), its summary, and the
    /// authentication note when it needs one.
    package func description(of action: ActionMetadata) -> String {
        var text = action.descriptionMetadata?.descriptionText.key ?? ""
        if text.isEmpty { text = action.title.key }
        // `Order ${quantity} ${soup}` reads as `Order <Quantity> <Soup>`.
        func readable(_ format: String) -> String {
            Placeholders.readable(format) { title(of: $0, in: action) }
        }
        let branches = summaryBranches[action.identifier] ?? []
        if branches.contains(where: { !$0.conditions.isEmpty }) {
            // A tool's description is fixed, so it shows every summary the values may choose.
            let described = branches.map { branch -> String in
                let sentence = branch.formatString.isEmpty ? "no sentence" : readable(branch.formatString)
                guard !branch.conditions.isEmpty else { return "otherwise: \(sentence)" }
                let conditions = branch.conditions.map { condition in
                    ([title(of: condition.parameter, in: action), condition.relation]
                        + [condition.value].compactMap { $0 })
                        .joined(separator: " ")
                }
                return "when \(conditions.joined(separator: " and ")): \(sentence)"
            }.joined(separator: "; ")
            text += " (" + described.prefix(1).uppercased() + described.dropFirst() + ".)"
        } else if let summary = action.summary?.formatString.key, !summary.isEmpty {
            text += " (\(readable(summary)).)"
        }
        if let last = text.last, !".!?)".contains(last) { text += "." }
        if Self.requiresAuthentication(action) {
            text +=
                " Requires authentication: refused over MCP unless the server was started with the authentication grant."
        }
        return text
    }

    private func title(of parameter: String, in action: ActionMetadata) -> String {
        action.parameter(named: parameter)?.title.key ?? parameter
    }

    /// The JSON Schema (Draft 2020-12) of the action's arguments.
    ///
    /// `required` lists the parameters that are not optional and have no default; a call that
    /// leaves one out is not refused: the runtime asks for it (elicitation).
    package func inputSchema(for action: ActionMetadata) -> MCPJSON {
        var properties: [String: MCPJSON] = [:]
        var required: [MCPJSON] = []
        for parameter in action.parameters {
            properties[parameter.name] = schema(for: parameter)
            if parameter.isRequired { required.append(.string(parameter.name)) }
        }
        var schema: [String: MCPJSON] = ["type": "object", "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required) }
        return .object(schema)
    }

    /// The schema of `structuredContent`: `{result: <output type>}`, since MCP output schemas
    /// must describe an object.
    package func outputSchema(for action: ActionMetadata, authenticated: Bool = true) -> MCPJSON? {
        guard let output = action.outputType else { return nil }
        return [
            "type": "object",
            "properties": ["result": valueSchema(for: output, authenticated: authenticated)],
            "required": ["result"],
        ]
    }

    /// The schema of one parameter: its type's schema plus title, description, default and range.
    package func schema(for parameter: ParameterMetadata) -> MCPJSON {
        guard case .object(var schema) = schema(for: parameter.valueType) else { return .object([:]) }
        schema["title"] = .string(parameter.title.key)
        var description = parameter.descriptionText ?? ""
        if case .object(let typeSchema) = self.schema(for: parameter.valueType),
            let typeDescription = typeSchema["description"]?.stringValue
        {
            description = description.isEmpty ? typeDescription : "\(description) (\(typeDescription))"
        }
        if !description.isEmpty { schema["description"] = .string(description) }
        if let range = parameter.range, !parameter.valueType.isArray {
            schema["minimum"] = number(range.minimum, for: parameter.valueType)
            schema["maximum"] = number(range.maximum, for: parameter.valueType)
        }
        if let value = parameter.defaultValue, let json = json(of: value, for: parameter.valueType) {
            schema["default"] = json
        }
        if let supported = parameter.supportedValues {
            Self.limit(&schema, to: Set(supported))
        }
        return .object(schema)
    }

    /// An enum's schema (or a list's items) narrowed to the parameter's supported values; an
    /// entity's identifiers are listed in the description, which the server checks.
    private static func limit(_ schema: inout [String: MCPJSON], to supported: Set<String>) {
        if case .object(var items)? = schema["items"] {
            limit(&items, to: supported)
            schema["items"] = .object(items)
            return
        }
        if case .array(let cases)? = schema["enum"] {
            schema["enum"] = .array(cases.filter { $0.stringValue.map(supported.contains) ?? false })
            if case .array(let options)? = schema["oneOf"] {
                schema["oneOf"] = .array(
                    options.filter { option in
                        guard case .object(let members) = option else { return false }
                        return members["const"]?.stringValue.map(supported.contains) ?? false
                    })
            }
            return
        }
        let listed = supported.sorted().joined(separator: ", ")
        let taken = "only one of: \(listed)"
        schema["description"] = .string(schema["description"]?.stringValue.map { "\($0); \(taken)" } ?? taken)
    }

    private func number(_ value: Double, for type: ValueType) -> MCPJSON {
        if case .primitive(.int) = type, value.rounded() == value, abs(value) < 9e15 { return .int(Int(value)) }
        return .double(value)
    }

    private func json(of value: MetadataValue, for type: ValueType) -> MCPJSON? {
        switch (value, type) {
        case (.number(let number), .primitive(.int)):
            return number.rounded() == number && abs(number) < 9e15 ? .int(Int(number)) : nil
        case (.number(let number), _): return .double(number)
        case (.bool(let flag), _): return .bool(flag)
        case (.string(let text), _): return .string(text)
        case (.array(let values), .array(let member)):
            return .array(values.compactMap { json(of: $0, for: member) })
        case (.array, _), (.int, _), (.double, _), (.other, _): return nil
        }
    }

    /// The JSON Schema of a value type.
    package func schema(for type: ValueType) -> MCPJSON {
        switch type {
        case .primitive(let primitive): Self.schema(for: primitive)
        case .enumeration(let identifier): enumSchema(identifier)
        case .entity(let typeName): entitySchema(typeName)
        case .array(let member): ["type": "array", "items": schema(for: member)]
        case .measurement(let unit):
            [
                "type": "object",
                "properties": ["value": ["type": "number"], "unit": ["type": "string"]],
                "required": ["value"],
                "description": .string("a measurement in \(unit.name) units"),
            ]
        case .union(let identifier, let cases): unionSchema(identifier, cases, value: schema(for:))
        case .other: [:]
        }
    }

    /// A `@UnionValue`: one of its cases, as an object with one member named after the case
    /// (`{"book": "dune"}`).
    private func unionSchema(
        _ identifier: String, _ cases: [UnionCase], value: (ValueType) -> MCPJSON
    ) -> MCPJSON {
        [
            "type": "object",
            "oneOf": .array(
                cases.map { item in
                    [
                        "title": .string(item.displayTitle), "type": "object",
                        "properties": .object([item.identifier: value(item.valueType)]),
                        "required": [.string(item.identifier)], "additionalProperties": false,
                    ]
                }),
            "description": .string(
                "\(English.withArticle(identifier)): one of \(cases.map(\.identifier).joined(separator: ", ")), as an object with one member named after the case"
            ),
        ]
    }

    private static func schema(for primitive: PrimitiveType) -> MCPJSON {
        switch primitive {
        case .string, .attributedString: ["type": "string"]
        case .bool: ["type": "boolean"]
        case .int: ["type": "integer"]
        case .double, .decimal: ["type": "number"]
        case .url: ["type": "string", "format": "uri"]
        case .date: ["type": "string", "format": "date-time"]
        case .dateComponents: ["type": "string", "format": "date", "description": "an ISO 8601 date"]
        case .file: ["type": "string", "format": "uri", "description": "a file URL"]
        case .currency:
            [
                "type": "object",
                "properties": ["amount": ["type": "number"], "currencyCode": ["type": "string"]],
                "required": ["amount", "currencyCode"],
            ]
        case .person: personSchema
        case .placemark: placemarkSchema
        case .placeDescriptor: placeDescriptorSchema
        case .recurrenceRule: ["type": "string", "description": .string(ValueForms.RecurrenceRule.form)]
        case .duration: ["type": ["number", "string"], "description": .string(ValueForms.Duration.form)]
        case .personName:
            [
                "type": ["object", "string"], "properties": texts(ValueForms.Person.nameParts),
                "additionalProperties": false, "description": .string(ValueForms.PersonName.form),
            ]
        case .paymentMethod: paymentMethodSchema
        }
    }

    /// An object with these text members, and no others.
    private static func texts(_ names: [String]) -> MCPJSON {
        .object(Dictionary(uniqueKeysWithValues: names.map { ($0, ["type": "string"] as MCPJSON) }))
    }

    /// A person: an object, or the text the command line takes (`ValueForms.Person`).
    private static let personSchema: MCPJSON = {
        let handle: MCPJSON = [
            "type": ["object", "string"],
            "properties": texts(ValueForms.Person.handleKinds + ["label"]),
            "additionalProperties": false,
        ]
        return [
            "type": ["object", "string"],
            "properties": [
                "name": ["type": "string"],
                "nameComponents": [
                    "type": "object", "properties": texts(ValueForms.Person.nameParts), "additionalProperties": false,
                ],
                "handle": handle,
                "aliases": ["type": "array", "items": handle],
                "identifier": [
                    "type": "object", "properties": texts(ValueForms.Person.identifierKinds),
                    "additionalProperties": false,
                ],
                "isMe": ["type": "boolean"],
            ],
            "additionalProperties": false,
            "description": .string(ValueForms.Person.form),
        ]
    }()

    /// A place: its coordinates and names, or the text the command line takes.
    private static let placemarkSchema: MCPJSON = {
        guard case .object(var properties) = texts(ValueForms.Placemark.names + ["timeZone"]) else { return [:] }
        properties["latitude"] = ["type": "number", "minimum": -90, "maximum": 90]
        properties["longitude"] = ["type": "number", "minimum": -180, "maximum": 180]
        properties["areasOfInterest"] = ["type": "array", "items": ["type": "string"]]
        return [
            "type": ["object", "string"], "properties": .object(properties), "required": ["latitude", "longitude"],
            "additionalProperties": false, "description": .string(ValueForms.Placemark.form),
        ]
    }()

    /// A GeoToolbox place: its name, address or coordinates (at least one of the two) and the
    /// services' identifiers, or the text the command line takes.
    private static let placeDescriptorSchema: MCPJSON = [
        "type": ["object", "string"],
        "properties": [
            "commonName": ["type": "string"],
            "address": ["type": "string", "minLength": 1],
            "latitude": ["type": "number", "minimum": -90, "maximum": 90],
            "longitude": ["type": "number", "minimum": -180, "maximum": 180],
            "serviceIdentifiers": ["type": "object", "additionalProperties": ["type": "string"]],
        ],
        "anyOf": [["required": ["address"]], ["required": ["latitude", "longitude"]], ["type": "string"]],
        "dependentRequired": ["latitude": ["longitude"], "longitude": ["latitude"]],
        "additionalProperties": false,
        "description": .string(ValueForms.PlaceDescriptor.form),
    ]

    /// A payment method: its type, name and hint, or the text the command line takes.
    private static let paymentMethodSchema: MCPJSON = [
        "type": ["object", "string"],
        "properties": [
            "type": ["type": "string", "enum": .array(ValueForms.PaymentMethod.types.map(MCPJSON.string))],
            "name": ["type": "string"], "identificationHint": ["type": "string"],
        ],
        "required": ["type"], "additionalProperties": false, "description": .string(ValueForms.PaymentMethod.form),
    ]

    private func enumSchema(_ identifier: String) -> MCPJSON {
        guard let enumeration = metadata.enumeration(identifier) else {
            return ["type": "string", "description": .string(English.withArticle("\(identifier) value"))]
        }
        return [
            "type": "string",
            "enum": .array(enumeration.cases.map { .string($0.identifier) }),
            "oneOf": .array(
                enumeration.cases.map {
                    ["const": .string($0.identifier), "title": .string($0.displayRepresentation.title.key)]
                }
            ),
        ]
    }

    /// Whether the entity type is a `GenerableEntity` (iOS 27.3): given as an object of its
    /// properties rather than found by identifier.
    package func isGenerable(_ typeName: String) -> Bool {
        metadata.entities[typeName]?.adopts("GenerableEntity") == true
    }

    /// The properties an agent fills in for a generable entity (`EntityMetadata.generableProperties`).
    package func generableProperties(_ typeName: String) -> [PropertyMetadata] {
        metadata.entities[typeName]?.generableProperties ?? []
    }

    /// An object of a generable entity's properties, each with its description for the model.
    private func generableSchema(_ typeName: String) -> MCPJSON {
        let display = metadata.entities[typeName]?.displayTypeName.key ?? typeName
        var properties: [String: MCPJSON] = [:]
        var required: [MCPJSON] = []
        for property in generableProperties(typeName) {
            guard case .object(var schema) = schema(for: property.valueType) else { continue }
            schema["title"] = .string(property.title.key)
            if let description = property.descriptionText?.key, !description.isEmpty {
                schema["description"] = .string(description)
            }
            properties[property.identifier] = .object(schema)
            if !property.isOptional { required.append(.string(property.identifier)) }
        }
        return [
            "type": "object", "properties": .object(properties), "required": .array(required),
            "additionalProperties": false,
            "description": .string(
                "\(English.withArticle(display)) (\(typeName)) you make yourself: fill in its properties from the request, as each one's description says"
            ),
        ]
    }

    private func entitySchema(_ typeName: String) -> MCPJSON {
        if isGenerable(typeName) { return generableSchema(typeName) }
        let display = metadata.entities[typeName]?.displayTypeName.key ?? typeName
        // A title or synonym is accepted too, as on the command line, so integer ids also take strings.
        let identifierType: MCPJSON =
            if case .primitive(.int)? = metadata.entities[typeName]?.identifierValueType {
                ["integer", "string"]
            } else {
                "string"
            }
        return [
            "type": identifierType,
            "description": .string(
                "\(English.withArticle(display)) (\(typeName)): its identifier, or its title or a synonym; complete it with completion/complete or list appintents resources"
            ),
        ]
    }

    /// The schema of a returned value: like `schema(for:)`, except that an entity is an object
    /// with `id`, `title` (and `subtitle`) beside its properties rather than an identifier; see
    /// `structuredValue(_:as:)` for the values.
    package func valueSchema(for type: ValueType, authenticated: Bool = true) -> MCPJSON {
        switch type {
        case .entity(let typeName): entityValueSchema(typeName, authenticated: authenticated)
        case .array(let member): ["type": "array", "items": valueSchema(for: member, authenticated: authenticated)]
        case .union(let identifier, let cases):
            unionSchema(identifier, cases) { valueSchema(for: $0, authenticated: authenticated) }
        default: schema(for: type)
        }
    }

    private func entityValueSchema(_ typeName: String, authenticated: Bool) -> MCPJSON {
        var properties: [String: MCPJSON] = ["id": [:], "title": ["type": "string"], "subtitle": ["type": "string"]]
        // A property the app keeps to itself is never in a result, and one that asks for
        // authentication only in a result for a caller who has it (`EntityDisclosure`).
        let entity = metadata.entities[typeName]
        for property in entity?.properties ?? [] where !property.isInternal {
            if !authenticated, max(property.authenticationPolicy, entity?.authenticationPolicy ?? 0) > 0 { continue }
            // Nested entities are left open: how deep the runtime encodes them is its choice.
            var schema: MCPJSON =
                if case .entity = property.valueType.memberType { [:] } else { schema(for: property.valueType) }
            if property.isOptional, case .object = schema, schema != [:] {
                schema = ["anyOf": [schema, ["type": "null"]]]
            }
            properties[property.identifier] = schema
        }
        // Closed: the schema names every member a result's entity can have.
        return ["type": "object", "properties": .object(properties), "required": ["id"], "additionalProperties": false]
    }

    /// A returned value in the shape `valueSchema(for:)` describes.
    ///
    /// The backend gives an entity in the system's encoding, `{id, type, title, subtitle,
    /// properties}`; a tool's result carries it as one flat object, as agents (and the output
    /// schema) expect: the properties, with `id` (always the identifier) and the display `title`
    /// and `subtitle` beside them where no property has those names. Arrays are converted element
    /// by element; other values are given as they are, and so is a `raw` value, which a backend
    /// gives already in this shape.
    package func structuredValue(_ value: MCPJSON, as type: ValueType) -> MCPJSON {
        switch (type, value) {
        case (.entity, .object(let members)):
            guard case .object(var flat)? = members["properties"] else { return value }
            flat["id"] = members["id"] ?? .null
            for key in ["title", "subtitle"] where flat[key] == nil {
                flat[key] = members[key]
            }
            return .object(flat)
        case (.array(let member), .array(let items)):
            return .array(items.map { structuredValue($0, as: member) })
        case (.union(_, let cases), .object(let members)) where members.count == 1:
            let (name, payload) = members.first!
            guard let item = cases.first(where: { $0.identifier == name }) else { return value }
            return [name: structuredValue(payload, as: item.valueType)]
        default:
            return value
        }
    }
}
