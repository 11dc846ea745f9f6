import AppIntentsMetadata

/// Checks a call's arguments against the schema derived from the action's metadata, before the
/// runtime sees them: unknown names, wrong JSON types, enum values and ranges.
///
/// Missing arguments (and `null` ones) are not an error here: the runtime asks for them.
package struct ArgumentCheck: Sendable {
    let catalog: ToolCatalog

    /// The first problem with `arguments` for `action`, or `nil` when they fit.
    package func failure(in arguments: [String: MCPJSON], for action: ActionMetadata) -> ToolFailure? {
        // Most calls pass: the arguments are checked as they come, and sorted only when one
        // fails, so the failure reported is the first by name whatever the dictionary's order.
        guard arguments.contains(where: { failure(of: $0.key, $0.value, for: action) != nil }) else { return nil }
        for name in arguments.keys.sorted() {
            if let failure = failure(of: name, arguments[name]!, for: action) { return failure }
        }
        return nil
    }

    private func failure(of name: String, _ value: MCPJSON, for action: ActionMetadata) -> ToolFailure? {
        guard let parameter = action.parameter(named: name) else {
            let known = action.parameters.map(\.name).joined(separator: ", ")
            return ToolFailure(
                .invalidArguments,
                message: "unknown argument '\(name)' for \(action.identifier); expected one of: \(known)",
                parameter: name)
        }
        // `null` reads as "not given": the runtime uses the default or asks.
        if value == .null { return nil }
        if let problem = problem(with: value, type: parameter.valueType) {
            return ToolFailure(.invalidArguments, message: "argument '\(name)': \(problem)", parameter: name)
        }
        if let range = parameter.range, let number = value.doubleValue,
            number < range.minimum || number > range.maximum
        {
            return ToolFailure(
                .invalidArguments,
                message:
                    "argument '\(name)': \(value.text) is out of range, expected \(MetadataValue.number(range.minimum).text)...\(MetadataValue.number(range.maximum).text)",
                parameter: name)
        }
        return nil
    }

    private func problem(with value: MCPJSON, type: ValueType) -> String? {
        switch type {
        case .array(let member):
            guard case .array(let elements) = value else { return "expected an array, got \(value.typeName)" }
            for (index, element) in elements.enumerated() {
                if let problem = problem(with: element, type: member) { return "element \(index): \(problem)" }
            }
            return nil
        case .enumeration(let identifier):
            guard case .string(let raw) = value else { return "expected a string, got \(value.typeName)" }
            guard let enumeration = catalog.metadata.enumeration(identifier) else { return nil }
            let cases = enumeration.cases.map(\.identifier)
            return cases.contains(raw) ? nil : "'\(raw)' is not one of: \(cases.joined(separator: ", "))"
        case .entity(let typeName) where catalog.isGenerable(typeName):
            // Made by the agent from its properties (iOS 27.3's `GenerableEntity`).
            guard case .object(let members) = value else {
                return "expected \(English.withArticle(typeName)) as an object of its properties, got \(value.typeName)"
            }
            let properties = catalog.generableProperties(typeName)
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                guard let property = properties.first(where: { $0.identifier == name }) else {
                    return
                        "\(typeName) has no property '\(name)' to fill in; expected: \(properties.map(\.identifier).joined(separator: ", "))"
                }
                if member != .null, let problem = problem(with: member, type: property.valueType) {
                    return "\(name): \(problem)"
                }
            }
            return nil
        case .entity(let typeName):
            // A string is an identifier, a title or a synonym (resolved as on the command line).
            switch value {
            case .string: return nil
            case .int: return nil  // a numeric id sent as a number is unambiguous
            default:
                return "expected \(English.withArticle(typeName)) identifier or title (string), got \(value.typeName)"
            }
        case .measurement, .primitive(.currency):
            guard case .object = value else { return "expected an object, got \(value.typeName)" }
            return nil
        case .primitive(.person), .primitive(.placemark), .primitive(.placeDescriptor), .primitive(.paymentMethod),
            .primitive(.personName):
            // An object or the command line's text; the system reads either and says what is wrong.
            switch value {
            case .object, .string: return nil
            default: return "expected an object or a string, got \(value.typeName)"
            }
        case .primitive(.duration):
            // Seconds, or the command line's text; the system reads either and says what is wrong.
            switch value {
            case .int, .double, .string: return nil
            default: return "expected a number of seconds or a string such as 15m, got \(value.typeName)"
            }
        case .primitive(let primitive):
            switch primitive {
            case .bool: return value.boolValue == nil ? "expected a boolean, got \(value.typeName)" : nil
            case .int: return value.intValue == nil ? "expected an integer, got \(value.typeName)" : nil
            case .double, .decimal: return value.doubleValue == nil ? "expected a number, got \(value.typeName)" : nil
            default: return value.stringValue == nil ? "expected a string, got \(value.typeName)" : nil
            }
        case .union(let identifier, let cases):
            let names = cases.map(\.identifier)
            guard case .object(let members) = value, members.count == 1, let (name, payload) = members.first else {
                return
                    "expected \(English.withArticle(identifier)) as an object with one member naming the case (\(names.joined(separator: ", "))), got \(value.typeName)"
            }
            guard let item = cases.first(where: { $0.identifier == name }) else {
                return "'\(name)' is not a case of \(identifier); expected one of: \(names.joined(separator: ", "))"
            }
            return problem(with: payload, type: item.valueType).map { "\(name): \($0)" }
        case .other:
            return nil  // a type the metadata model does not know: the app checks the value
        }
    }
}
