import AppIntentsMetadata
import AppIntentsShared

/// What a tool's `annotations` and `_meta` say about it, from what the metadata knows: deletion
/// (`DeleteIntent`, or a schema that deletes, of either family), confirmation (the `RequestsConfirmation` marker), the authentication policy
/// and the assistant schemas the intent declares.
///
/// The hints err towards caution: an intent that deletes, confirms or needs authentication is
/// never read-only and always destructive; read-only is claimed only for the assistant schemas
/// that search or open (they cannot change anything by their definition).
package struct ToolHints: Hashable, Sendable {
    /// `readOnlyHint`: the tool does not change anything.
    package var readOnly: Bool
    /// `destructiveHint`: the tool may delete or irreversibly change data.
    package var destructive: Bool
    /// `idempotentHint`: calling it twice with the same arguments does no more than once.
    package var idempotent: Bool

    /// Assistant schemas whose intents only look things up or show them: those that open
    /// (`OpenIntent`) or search (`ShowInAppSearchResultsIntent`, visual search).
    package static let readOnlySchemas: Set<String> = Set(
        SchemaCatalog.all.filter {
            $0.conformance == "OpenIntent" || $0.conformance == "ShowInAppSearchResultsIntent"
                || $0.id == "visualIntelligence.semanticContentSearch"
        }.map(\.id))

    /// Hints as given.
    package init(readOnly: Bool, destructive: Bool, idempotent: Bool) {
        self.readOnly = readOnly
        self.destructive = destructive
        self.idempotent = idempotent
    }

    /// The hints for `action`.
    package init(_ action: ActionMetadata) {
        destructive =
            action.adopts("DeleteIntent")
            || action.assistantDefinedSchemas.contains { SchemaCatalog.byID[$0]?.deletes ?? false }
            || action.systemProtocols.contains(ToolCatalog.confirmationMarker)
            || ToolCatalog.requiresAuthentication(action)
        readOnly =
            !destructive && !action.assistantDefinedSchemas.isEmpty
            && action.assistantDefinedSchemas.allSatisfy(Self.readOnlySchemas.contains)
        idempotent = readOnly
    }
}

extension ToolCatalog {
    /// The `annotations` of `action`'s tool.
    package func annotations(for action: ActionMetadata) -> MCPJSON {
        let hints = ToolHints(action)
        return [
            "title": .string(action.title.key),
            "readOnlyHint": .bool(hints.readOnly),
            "destructiveHint": .bool(hints.destructive),
            "idempotentHint": .bool(hints.idempotent),
            "openWorldHint": false,
        ]
    }

    /// The tool's `_meta`: the assistant schema and the authentication policy, when there are.
    package func meta(for action: ActionMetadata) -> MCPJSON? {
        var meta: [String: MCPJSON] = [:]
        if let schema = action.assistantDefinedSchemas.first {
            // The assistant schema the intent conforms to (`@AppIntent(schema: .photos.openAsset)`),
            // so an agent can treat tools of different apps that share a schema alike.
            meta["assistantSchema"] = .string(schema)
        }
        if action.visibilityMetadata.isToolIntent {
            // The app offers the intent to Siri's model as a tool (`ToolIntent`, iOS 27.3): one an
            // agent may call for what a person asks in a sentence.
            meta["toolIntent"] = .bool(true)
        }
        switch action.authenticationPolicy {
        case 0: break
        case 1: meta["authenticationPolicy"] = "requiresAuthentication"
        case 2: meta["authenticationPolicy"] = "requiresLocalDeviceAuthentication"
        default: meta["authenticationPolicy"] = .int(action.authenticationPolicy)
        }
        return meta.isEmpty ? nil : .object(meta)
    }

    /// The argument a client that cannot answer elicitation confirms with: `confirmation`, or
    /// `_confirmation` when the intent has a parameter of that name.
    package static func confirmationArgument(for action: ActionMetadata) -> String {
        action.parameter(named: "confirmation") == nil ? "confirmation" : "_confirmation"
    }

    /// Whether `action`'s tool offers the confirmation argument to clients without elicitation:
    /// every tool that is not read-only, since whether `perform()` calls `requestConfirmation`
    /// can only be seen in its source.
    package static func offersConfirmationArgument(_ action: ActionMetadata) -> Bool {
        !ToolHints(action).readOnly
    }

    /// The schema of the confirmation argument.
    static func confirmationSchema(for action: ActionMetadata) -> MCPJSON {
        [
            "type": "string",
            "title": "Confirmation",
            "description": .string(
                "Only for clients that cannot answer elicitation: when a call of \(action.identifier) ends with \"needs confirmation\", ask the user the question it shows and, if they agree, repeat the call with the same arguments and this set to the token that result gives. Never set it without asking."
            ),
        ]
    }
}
