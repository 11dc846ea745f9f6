import AppIntentsMetadata

/// Turns runtime questions into MCP form elicitations and elicitation results back into answers.
///
/// Form schemas may only hold flat primitive properties, so every question becomes one property:
/// a value question the parameter itself (entities as their identifier, enums with their cases),
/// a disambiguation or choice a titled single-select enum of the options, a confirmation the
/// boolean `confirm`.
package struct Elicitation: Sendable {
    let catalog: ToolCatalog
    /// The negotiated revision: `2025-06-18` has no titled enums (`enumNames` instead) and no `mode`.
    let version: String
    /// The intent asking, for its parameters' titles.
    var action: ActionMetadata? = nil

    /// The `elicitation/create` params for `question`; `suggestions` (what a value question may
    /// pick from, in the app's sections) turn a free-text identifier into a titled single-select
    /// whose titles name the section: `Classics — Emma`.
    package func params(for question: Question, suggestions: [Option] = []) -> MCPJSON {
        var params: [String: MCPJSON] = [
            "message": .string(question.dialog),
            "requestedSchema": requestedSchema(for: question, suggestions: suggestions),
        ]
        if version != "2025-06-18" { params["mode"] = "form" }
        return .object(params)
    }

    /// A stable fingerprint of a question, to check a replay asks what was answered.
    package static func fingerprint(of question: Question) -> String {
        let kind: String
        switch question.kind {
        case .value(let parameter, _): kind = "value:\(parameter)"
        case .disambiguation(let parameter, let options): kind = "pick:\(parameter):\(options.map(\.id))"
        case .confirmation: kind = "confirm"
        case .choice(let options): kind = "choice:\(options.map(\.id))"
        }
        let digest = SHA256.hash(Array((kind + "\u{0}" + question.dialog).utf8))
        return Base64URL.encode(Array(digest.prefix(12)))
    }

    /// The property a question's answer comes back under.
    package static func field(of question: Question) -> String {
        switch question.kind {
        case .value(let parameter, _), .disambiguation(let parameter, _): parameter
        case .confirmation: "confirm"
        case .choice: "choice"
        }
    }

    func requestedSchema(for question: Question, suggestions: [Option] = []) -> MCPJSON {
        let field = Self.field(of: question)
        let title = action?.parameter(named: field)?.title.key ?? field.prefix(1).uppercased() + field.dropFirst()
        let property: MCPJSON
        switch question.kind {
        case .value(_, .entity) where !suggestions.isEmpty, .value(_, .primitive(.string)) where !suggestions.isEmpty:
            property = optionsProperty(suggestions, title: title, description: question.dialog)
        case .value(_, let type): property = valueProperty(type, title: title)
        case .disambiguation(_, let options), .choice(let options):
            property = optionsProperty(options, title: title, description: question.dialog)
        case .confirmation:
            property = ["type": "boolean", "title": "Confirm", "description": .string(question.dialog)]
        }
        return ["type": "object", "properties": [field: property], "required": [.string(field)]]
    }

    private func optionsProperty(_ options: [Option], title: String, description: String) -> MCPJSON {
        var property: [String: MCPJSON] = [
            "type": "string", "title": .string(title), "description": .string(description),
        ]
        if version == "2025-06-18" {
            property["enum"] = .array(options.map { .string($0.id) })
            property["enumNames"] = .array(options.map { .string($0.titleWithSection) })
        } else {
            property["oneOf"] = .array(
                options.map { ["const": .string($0.id), "title": .string($0.titleWithSection)] })
        }
        return .object(property)
    }

    private func valueProperty(_ type: ValueType, title: String) -> MCPJSON {
        if case .enumeration(let identifier) = type, let enumeration = catalog.metadata.enumeration(identifier) {
            let options = enumeration.cases.map {
                Option(id: $0.identifier, title: $0.displayRepresentation.title.key)
            }
            return optionsProperty(
                options, title: title, description: English.withArticle(enumeration.displayTypeName.key))
        }
        guard case .object(var schema) = catalog.schema(for: type) else { return ["type": "string"] }
        // Only flat primitives are allowed in a form: anything else is typed as JSON text, or as
        // the text the command line takes for a value that has one (a person, a place).
        if let kind = schema["type"]?.stringValue, ["string", "number", "integer", "boolean"].contains(kind) {
            if let format = schema["format"]?.stringValue, !["date", "date-time", "uri", "email"].contains(format) {
                schema["format"] = nil
            }
        } else if Self.takesText(schema) {
            schema = ["type": "string", "description": schema["description"] ?? .string(type.displayName)]
        } else {
            schema = [
                "type": "string",
                "description": .string("JSON of type \(type.displayName): \(catalog.schema(for: type).text)"),
            ]
        }
        schema["title"] = .string(title)
        return .object(schema)
    }

    /// The answer in an `ElicitResult` (`{action, content}`) to `question`.
    package func answer(from result: MCPJSON, to question: Question) throws(MCPAskError) -> Answer {
        switch result["action"]?.stringValue {
        case "accept": break
        case "decline": throw MCPAskError(.declined, dialog: question.dialog)
        default: throw MCPAskError(.cancelled, dialog: question.dialog)
        }
        let field = Self.field(of: question)
        guard let value = result["content"]?[field] else {
            throw MCPAskError(.invalidAnswer, dialog: question.dialog)
        }
        switch question.kind {
        case .confirmation:
            guard let flag = value.boolValue else { throw MCPAskError(.invalidAnswer, dialog: question.dialog) }
            return .confirmation(flag)
        case .disambiguation(_, let options), .choice(let options):
            guard let id = value.stringValue, options.contains(where: { $0.id == id }) else {
                throw MCPAskError(.invalidAnswer, dialog: question.dialog)
            }
            return .option(id: id)
        case .value(_, let type):
            return .value(try decodeValue(value, type: type, dialog: question.dialog))
        }
    }

    private func decodeValue(_ value: MCPJSON, type: ValueType, dialog: String) throws(MCPAskError) -> MCPJSON {
        var decoded = value
        // Non-primitive values were asked for as JSON text; one that also takes text keeps text
        // that is not JSON.
        if case .object(let schema) = catalog.schema(for: type),
            !["string", "number", "integer", "boolean"].contains(schema["type"]?.stringValue ?? ""),
            let text = value.stringValue
        {
            let parsed = try? JSONParser.parse(text)
            if case .object? = parsed, let parsed {
                decoded = parsed
            } else if !Self.takesText(schema) {
                guard let parsed else { throw MCPAskError(.invalidAnswer, dialog: dialog) }
                decoded = parsed
            }
        }
        let probe = ActionMetadata(
            identifier: "answer", fullyQualifiedTypeName: "answer", title: "answer",
            parameters: [ParameterMetadata(name: "value", title: "value", valueType: type)])
        if ArgumentCheck(catalog: catalog).failure(in: ["value": decoded], for: probe) != nil {
            throw MCPAskError(.invalidAnswer, dialog: dialog)
        }
        return decoded
    }
}

extension Elicitation {
    /// Whether a schema's value may also be given as text (`type: [object, string]`).
    static func takesText(_ schema: [String: MCPJSON]) -> Bool {
        schema["type"]?.arrayValue?.contains("string") == true
    }
}

extension MCPAskError.Code {
    /// The client's answer did not fit the question.
    package static let invalidAnswer = MCPAskError.Code(rawValue: "invalidAnswer")
}
