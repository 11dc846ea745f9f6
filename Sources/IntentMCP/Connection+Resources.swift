import AppIntentsMetadata
import Foundation

/// Entities as resources (`appintents://<app>/<EntityType>/<id>`), intents as prompts, and
/// completion of parameter values.
extension Connection {
    /// `appintents://<app>`, the app's name lowercased with anything but letters and digits as `-`.
    var resourceRoot: String {
        let host = server.backend.app.name.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        return "appintents://\(host.isEmpty ? "app" : host)"
    }

    private var entityTypes: [EntityMetadata] {
        server.catalog.metadata.entities.values.sorted { $0.identifier < $1.identifier }
    }

    func uri(type: String, id: String) -> String {
        "\(resourceRoot)/\(type)/\(id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? id)"
    }

    func listResources(_ params: MCPJSON) async throws(RPCError) -> MCPJSON {
        let offset: Int
        if let cursor = params["cursor"], cursor != .null {
            guard let text = cursor.stringValue, let value = Int(text), value >= 0 else {
                throw .invalidParams("resources/list: 'cursor' is not one this server issued")
            }
            offset = value
        } else {
            offset = 0
        }
        var resources: [MCPJSON] = []
        for entity in entityTypes {
            let listed: [EntityResource]
            do {
                listed = try await server.backend.listEntities(
                    type: entity.identifier, isAuthenticated: grantsAuthentication)
            } catch {
                throw RPCError(code: -32603, message: "listing \(entity.identifier) failed: \(error)")
            }
            for item in listed {
                resources.append([
                    "uri": .string(uri(type: entity.identifier, id: item.id)),
                    "name": .string(item.id),
                    "title": .string(item.title),
                    "description": .string("\(entity.displayTypeName.key): \(item.title)"),
                    "mimeType": "application/json",
                ])
            }
        }
        let page = Array(resources.dropFirst(offset).prefix(server.options.pageSize))
        var result: [String: MCPJSON] = ["resources": .array(page)]
        if offset + page.count < resources.count { result["nextCursor"] = .string(String(offset + page.count)) }
        return .object(result)
    }

    func listResourceTemplates() -> MCPJSON {
        [
            "resourceTemplates": .array(
                entityTypes.map { entity in
                    [
                        "uriTemplate": .string("\(resourceRoot)/\(entity.identifier)/{id}"),
                        "name": .string(entity.identifier),
                        "title": .string(entity.displayTypeName.key),
                        "description": .string(
                            "A \(entity.displayTypeName.key) by identifier; its properties as JSON"),
                        "mimeType": "application/json",
                    ]
                })
        ]
    }

    func readResource(_ params: MCPJSON) async throws(RPCError) -> MCPJSON {
        let uri = try params.requiredString("uri", in: "resources/read")
        if uri.hasPrefix(snippetRoot) {
            guard let page = snippetPage(uri) else { throw .resourceNotFound(uri) }
            return [
                "contents": [["uri": .string(uri), "mimeType": .string(SnippetPages.mimeType), "text": .string(page)]]
            ]
        }
        let prefix = resourceRoot + "/"
        guard uri.hasPrefix(prefix) else { throw .resourceNotFound(uri) }
        let parts = uri.dropFirst(prefix.count).split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, server.catalog.metadata.entities[String(parts[0])] != nil,
            let id = String(parts[1]).removingPercentEncoding, !id.isEmpty
        else { throw .resourceNotFound(uri) }
        let type = String(parts[0])
        let entity: EntityResource?
        do {
            entity = try await server.backend.readEntity(type: type, id: id, isAuthenticated: grantsAuthentication)
        } catch {
            throw RPCError(code: -32603, message: "reading \(uri) failed: \(error)")
        }
        guard let entity else { throw .resourceNotFound(uri) }
        // The same flat object a tool's result carries for an entity of this type.
        let body = server.catalog.structuredValue(
            ["id": .string(entity.id), "title": .string(entity.title), "properties": entity.properties],
            as: .entity(typeName: type))
        let json: MCPJSON = ["uri": .string(uri), "mimeType": "application/json", "text": .string(body.text)]
        return ["contents": .array([json] + entity.attachments.map { $0.resourceContents(uri: uri) })]
    }

    // MARK: - Prompts

    func listPrompts() -> MCPJSON {
        [
            "prompts": .array(
                server.catalog.actions.map { action in
                    [
                        "name": .string(action.identifier),
                        "title": .string(action.title.key),
                        "description": .string("Run \(action.title.key): \(server.catalog.description(of: action))"),
                        "arguments": .array(
                            action.parameters.map { parameter in
                                [
                                    "name": .string(parameter.name),
                                    "description": .string(parameter.descriptionText ?? parameter.title.key),
                                    "required": .bool(parameter.isRequired),
                                ]
                            }),
                    ]
                })
        ]
    }

    func getPrompt(_ params: MCPJSON) throws(RPCError) -> MCPJSON {
        let name = try params.requiredString("name", in: "prompts/get")
        guard let action = server.catalog.action(named: name) else {
            throw .invalidParams("unknown prompt '\(name)'")
        }
        let arguments = try params.optionalObject("arguments", in: "prompts/get")
        let given = arguments.keys.sorted().compactMap { key in arguments[key]?.stringValue.map { "\(key)=\($0)" } }
        var text = "Use the tool \(action.identifier) (\(action.title.key))"
        text += given.isEmpty ? "." : " with \(given.joined(separator: ", "))."
        return [
            "description": .string(server.catalog.description(of: action)),
            "messages": [["role": "user", "content": ["type": "text", "text": .string(text)]]],
        ]
    }

    // MARK: - Completion

    func complete(_ params: MCPJSON) async throws(RPCError) -> MCPJSON {
        let reference = try params.optionalObject("ref", in: "completion/complete")
        let argument = try params.optionalObject("argument", in: "completion/complete")
        guard let argumentName = argument["name"]?.stringValue else {
            throw .invalidParams("completion/complete: 'argument.name' must be a string")
        }
        let prefix = argument["value"]?.stringValue ?? ""
        var values: [CompletionValue]
        switch reference["type"]?.stringValue {
        case "ref/prompt":
            guard let name = reference["name"]?.stringValue, let action = server.catalog.action(named: name),
                let parameter = action.parameter(named: argumentName)
            else {
                throw .invalidParams(
                    "completion/complete: no prompt parameter '\(argumentName)' on '\(reference["name"]?.text ?? "")'")
            }
            values = try await completions(for: parameter, of: action, prefix: prefix)
        case "ref/resource":
            let template = reference["uri"]?.stringValue ?? ""
            guard argumentName == "id",
                let entity = entityTypes.first(where: { "\(resourceRoot)/\($0.identifier)/{id}" == template })
            else {
                throw .invalidParams(
                    "completion/complete: no resource template '\(template)' with argument '\(argumentName)'")
            }
            do {
                values = try await server.backend.listEntities(
                    type: entity.identifier, isAuthenticated: grantsAuthentication
                )
                .map { CompletionValue(id: $0.id, title: $0.title) }
                .filter { Self.matches($0, prefix) }
            } catch {
                throw RPCError(code: -32603, message: "completing \(entity.identifier) failed: \(error)")
            }
        default:
            throw .invalidParams("completion/complete: 'ref.type' must be 'ref/prompt' or 'ref/resource'")
        }
        let total = values.count
        values = Array(values.prefix(100))
        return [
            "completion": [
                "values": .array(values.map { .string($0.id) }), "total": .int(total), "hasMore": .bool(total > 100),
            ]
        ]
    }

    private func completions(
        for parameter: ParameterMetadata, of action: ActionMetadata, prefix: String
    ) async throws(RPCError) -> [CompletionValue] {
        switch parameter.valueType.memberType {
        case .enumeration(let identifier):
            let cases = server.catalog.metadata.enumeration(identifier)?.cases ?? []
            return cases.map { CompletionValue(id: $0.identifier, title: $0.displayRepresentation.title.key) }
                .filter { Self.matches($0, prefix) }
        case .primitive(.bool):
            return ["true", "false"].map { CompletionValue(id: $0, title: $0) }.filter { Self.matches($0, prefix) }
        default:
            do {
                return try await server.backend.complete(
                    action: action.identifier, parameter: parameter.name, prefix: prefix)
            } catch {
                throw RPCError(
                    code: -32603, message: "completing \(action.identifier).\(parameter.name) failed: \(error)")
            }
        }
    }

    private static func matches(_ value: CompletionValue, _ prefix: String) -> Bool {
        prefix.isEmpty || value.id.lowercased().hasPrefix(prefix.lowercased())
            || value.title.lowercased().hasPrefix(prefix.lowercased())
    }
}
