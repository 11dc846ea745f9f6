import AppIntents
import AppIntentsMetadata

/// An intent's metadata as people read it (`describe`, `run INTENT --help`) and as machines read
/// it (`describe --json`).
struct ActionText {
    let action: ActionMetadata
    let metadata: ActionsData
    /// Every summary a `When` or `Switch` may choose, for `describe`; empty otherwise.
    var branches: [_SummaryBranch] = []
    /// What a `DeprecatedAppIntent` says of itself, for `describe`; `nil` otherwise.
    var deprecation: String? = nil

    /// `--soup`, or `--vegetarianOnly`.
    static func flag(_ parameter: ParameterMetadata) -> String {
        "--\(parameter.name)"
    }

    /// The parameter's name in kebab case (`vegetarian-only`), accepted as well as its name.
    static func kebab(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                // A word starts at `aB` and at the last capital of a run followed by lower case (`URLCount`).
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    result += "-"
                }
            }
            result += character.lowercased()
        }
        return result
    }

    /// The summary with each `${parameter}` written as `<Title>`: `Order <Quantity> <Soup>`.
    var summary: String? {
        guard let summary = action.summary else { return nil }
        return Placeholders.readable(summary.formatString.key) { action.parameter(named: $0)?.title.key ?? $0 }
    }

    /// `Publish the shelf by <Order>`, with the listed parameters: `(also: <Limit>)`.
    private func readable(_ format: String, others: [String]) -> String {
        let sentence = Placeholders.readable(format) { action.parameter(named: $0)?.title.key ?? $0 }
        let listed = others.map { "<\(action.parameter(named: $0)?.title.key ?? $0)>" }
        return [sentence.isEmpty ? nil : sentence, listed.isEmpty ? nil : "(also: \(listed.joined(separator: ", ")))"]
            .compactMap { $0 }.joined(separator: " ")
    }

    /// The branches of a `When`/`Switch` summary, one a line, in the order they are tried:
    /// `When Public is true: Publish the shelf by <Order>`, …, `Otherwise: …`.
    var branchLines: [String] {
        guard branches.contains(where: { !$0.conditions.isEmpty }) else { return [] }
        return branches.map { branch in
            let summary = readable(branch.format, others: branch.others)
            guard !branch.conditions.isEmpty else { return "Otherwise: \(summary)" }
            let conditions = branch.conditions.map { condition in
                ([action.parameter(named: condition.parameter)?.title.key ?? condition.parameter, condition.relation]
                    + [condition.value].compactMap { $0 }).joined(separator: " ")
            }
            return "When \(conditions.joined(separator: " and ")): \(summary)"
        }
    }

    /// `requires authentication`, or nil when anyone may run it.
    var authentication: String? {
        switch action.authenticationPolicy {
        case 1: "requires authentication (--authenticated)"
        case 2: "requires authentication on this device"
        default: nil
        }
    }

    var authenticationName: String {
        switch action.authenticationPolicy {
        case 1: "requiresAuthentication"
        case 2: "requiresLocalDeviceAuthentication"
        default: "alwaysAllowed"
        }
    }

    /// The cases of an enum parameter, by raw value: those it takes (`supportedValues:`).
    func cases(of parameter: ParameterMetadata) -> [EnumCaseMetadata] {
        guard case .enumeration(let identifier) = parameter.valueType.memberType,
            let enumeration = metadata.enumeration(identifier)
        else { return [] }
        guard let supported = parameter.supportedValues else { return enumeration.cases }
        return enumeration.cases.filter { supported.contains($0.identifier) }
    }

    /// `SoupEntity, required`, `Int, default 1, 1…20`, `SoupSize (small, medium, large), default medium`.
    func details(_ parameter: ParameterMetadata) -> String {
        var parts: [String] = []
        var type = parameter.valueType.displayName
        let cases = cases(of: parameter)
        if !cases.isEmpty { type += " (" + cases.map(\.identifier).joined(separator: ", ") + ")" }
        if case .union(_, let unionCases) = parameter.valueType.memberType {
            // `LibraryItem (book:BookEntity | page:ScannedPage)`: given as `book:dune`; a case the
            // union titles reads `link:URL "Video Link"`.
            type +=
                " ("
                + unionCases.map { item in
                    "\(item.identifier):\(item.valueType.displayName)" + (item.title.map { " \"\($0)\"" } ?? "")
                }.joined(separator: " | ") + ")"
        }
        if case .entity(let typeName) = parameter.valueType.memberType, let entity = metadata.entities[typeName],
            entity.adopts("GenerableEntity")
        {
            // Made from its properties (iOS 27.3): `Trip (a JSON object of from, to, travellers)`.
            type += " (a JSON object of \(entity.generableProperties.map(\.identifier).joined(separator: ", ")))"
        }
        parts.append(type)
        if let value = parameter.defaultValue {
            parts.append("default \(value.text)")
        } else if parameter.isOptional {
            parts.append("optional")
        } else {
            parts.append("required")
        }
        if let range = parameter.range {
            parts.append("\(MetadataValue.number(range.minimum).text)…\(MetadataValue.number(range.maximum).text)")
        }
        if parameter.valueType.isArray { parts.append("a list: repeat the option or separate values with commas") }
        return parts.joined(separator: ", ")
    }

    /// `--soup <soup>` for the usage line, in brackets when the parameter may be left out.
    func usage(_ parameter: ParameterMetadata) -> String {
        let text = Self.synopsis(parameter)
        return parameter.isRequired ? text : "[\(text)]"
    }

    /// `--soup <soup>`; `--vegetarianOnly [true|false]` for a Bool, which may be given alone.
    static func synopsis(_ parameter: ParameterMetadata) -> String {
        parameter.valueType == .primitive(.bool)
            ? "\(flag(parameter)) [true|false]" : "\(flag(parameter)) \(Failure.placeholder(parameter))"
    }

    /// The parameter rows: `  --soup <soup>   SoupEntity, required. Which soup would you like?`.
    var parameterLines: [String] {
        let rows = action.parameters.map { parameter -> (String, String) in
            var help = "\(parameter.title.key): \(details(parameter))"
            if let description = parameter.descriptionText { help += ". \(description)" }
            return (Self.synopsis(parameter), help)
        }
        let width = min(30, rows.map { $0.0.count }.max() ?? 0)
        return rows.map { row in
            row.0.count > width
                ? "  \(row.0)\n  \(HelpText.pad("", width + 2))\(row.1)" : "  " + HelpText.pad(row.0, width + 2) + row.1
        }
    }

    /// The body `describe` prints.
    var body: [String] {
        var lines = ["\(action.identifier): \(action.title.key)"]
        if let description = action.descriptionMetadata?.descriptionText.key, !description.isEmpty {
            lines.append(description)
        }
        lines.append("")
        if let summary {
            let others = (action.summary?.otherParameterIdentifiers ?? []).map {
                "<\(action.parameter(named: $0)?.title.key ?? $0)>"
            }
            lines.append("Summary: \(summary)" + (others.isEmpty ? "" : " (also: \(others.joined(separator: ", ")))"))
        }
        if !branchLines.isEmpty {
            lines.append("Summaries, the first that applies:")
            lines += branchLines.map { "  " + $0 }
        }
        if action.parameters.isEmpty {
            lines.append("Parameters: none")
        } else {
            lines.append("Parameters:")
            lines += parameterLines
        }
        lines.append("Returns: " + (action.outputType?.displayName ?? "no value"))
        lines.append("Authentication: " + (authentication ?? "none"))
        if !action.isDiscoverable { lines.append("Hidden: not offered in lists (it may still run)") }
        if action.visibilityMetadata.assistantOnly {
            lines.append("Assistant only: offered to agents (MCP), not in Shortcuts or Spotlight")
        }
        if action.visibilityMetadata.isToolIntent {
            lines.append("Tool: Siri may call it while handling a request (ToolIntent); MCP names it to agents first")
        }
        if let deprecation {
            lines.append("Deprecated: \(deprecation.isEmpty ? "the app marks it deprecated" : deprecation)")
        }
        return lines
    }

    /// `describe --json`.
    var json: JSONValue {
        var object: [String: JSONValue] = [
            "identifier": .string(action.identifier),
            "title": .string(action.title.key),
            "description": action.descriptionMetadata.map { .string($0.descriptionText.key) } ?? .null,
            "summary": summary.map(JSONValue.string) ?? .null,
            "returns": action.outputType.map { .string($0.displayName) } ?? .null,
            "authentication": .string(authenticationName),
            "discoverable": .bool(action.isDiscoverable),
            "assistantOnly": .bool(action.visibilityMetadata.assistantOnly),
            "toolIntent": .bool(action.visibilityMetadata.isToolIntent),
            "opensApp": .bool(action.openAppWhenRun),
        ]
        if let deprecation { object["deprecated"] = .string(deprecation) }
        object["parameters"] = .array(action.parameters.map(parameterJSON))
        if !branchLines.isEmpty {
            object["summaries"] = .array(
                branches.map { branch in
                    .object([
                        "when": .array(
                            branch.conditions.map { condition in
                                .object([
                                    "parameter": .string(condition.parameter), "relation": .string(condition.relation),
                                    "value": condition.value.map(JSONValue.string) ?? .null,
                                ])
                            }),
                        "formatString": .string(branch.format),
                        "otherParameterIdentifiers": .array(branch.others.map(JSONValue.string)),
                    ])
                })
        }
        return .object(object)
    }

    func parameterJSON(_ parameter: ParameterMetadata) -> JSONValue {
        var object: [String: JSONValue] = [
            "name": .string(parameter.name),
            "title": .string(parameter.title.key),
            "type": .string(parameter.valueType.displayName),
            "required": .bool(parameter.isRequired),
            "optional": .bool(parameter.isOptional),
            "isArray": .bool(parameter.valueType.isArray),
        ]
        object["default"] = parameter.defaultValue.map { .string($0.text) } ?? .null
        if let range = parameter.range {
            object["minimum"] = .number(range.minimum)
            object["maximum"] = .number(range.maximum)
        }
        if case .union(_, let unionCases) = parameter.valueType.memberType {
            object["unionCases"] = .array(
                unionCases.map {
                    .object([
                        "case": .string($0.identifier), "type": .string($0.valueType.displayName),
                        "title": .string($0.displayTitle),
                    ])
                })
        }
        let cases = cases(of: parameter)
        if !cases.isEmpty {
            object["cases"] = .array(
                cases.map {
                    .object([
                        "value": .string($0.identifier), "title": .string($0.displayRepresentation.title.key),
                    ])
                })
        }
        if let description = parameter.descriptionText { object["description"] = .string(description) }
        if let dialog = parameter.requestValueDialog { object["prompt"] = .string(dialog.key) }
        return .object(object)
    }
}
