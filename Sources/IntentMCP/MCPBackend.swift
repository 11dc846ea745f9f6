import AppIntentsMetadata

/// What the MCP server needs from the system that runs intents.
///
/// `IntentMCP` knows nothing of how intents resolve or run; the host implements this protocol on
/// top of the runtime and hands it to `MCPServer`. Everything the server publishes (tools, input
/// and output schemas, annotations, resource templates, prompts) is derived from `metadata`;
/// nothing is written per app.
///
/// ```swift
/// let server = MCPServer(backend: myBackend, options: .init(grantsAuthentication: false))
/// await StdioTransport.serve(server)
/// ```
package protocol MCPBackend: Sendable {
    /// The app's name and version, shown to clients as `serverInfo`.
    var app: MCPAppInfo { get }
    /// The app's metadata document.
    var metadata: ActionsData { get }

    /// Resolves and runs one intent.
    ///
    /// The server has already checked the action exists, is discoverable, may run over MCP and that
    /// the arguments have the JSON types its schema declares. A missing value, a disambiguation, a
    /// confirmation or a choice goes through `context.ask`; if `ask` throws, return an outcome with
    /// the thrown `MCPAskError`'s code (or any failure: the server replaces the outcome when it
    /// interrupted the run on purpose). Cancellation arrives as Swift `Task` cancellation.
    func call(_ call: ToolCall, context: ToolCallContext) async -> ToolOutcome

    /// Suggestions for a parameter's value that start with `prefix` (entity ids, enum cases, …).
    func complete(action: String, parameter: String, prefix: String) async throws -> [CompletionValue]

    /// Every entity of the type named `type` that can be listed (`EnumerableEntityQuery`,
    /// suggested entities); an empty array when the type cannot be enumerated. Properties that
    /// ask for authentication are left out unless `isAuthenticated`.
    func listEntities(type: String, isAuthenticated: Bool) async throws -> [EntityResource]

    /// The entity of type `type` with identifier `id`, or `nil` when there is none; properties
    /// as for `listEntities(type:isAuthenticated:)`.
    func readEntity(type: String, id: String, isAuthenticated: Bool) async throws -> EntityResource?

    /// Undoes the latest `UndoableIntent` run of `session` (the `undo` tool); a failure says
    /// there is nothing to undo or why the caller may not. See `MCPBackend+Undo.swift`.
    func undo(session: MCPSession, isAuthenticated: Bool) async -> ToolOutcome

    /// Forgets what `session` kept (its undos): the connection ended.
    func endSession(_ session: MCPSession) async

    /// For each action whose summary is a `When` or `Switch`, every summary it may choose, in
    /// the order they are tried (the metadata holds only the one its defaults choose).
    var summaryBranches: [String: [SummaryBranch]] { get }
}

extension MCPBackend {
    package var summaryBranches: [String: [SummaryBranch]] { [:] }
}

/// One summary a `When` or `Switch` may choose, and when.
package struct SummaryBranch: Hashable, Sendable {
    /// `isPublic` `is` `true`; `audience` `has a value` (no value).
    package struct Condition: Hashable, Sendable {
        package var parameter: String
        package var relation: String
        package var value: String?

        package init(parameter: String, relation: String, value: String?) {
            self.parameter = parameter
            self.relation = relation
            self.value = value
        }
    }

    /// All must hold; none for the summary taken otherwise.
    package var conditions: [Condition]
    /// The sentence with `${name}` placeholders.
    package var formatString: String

    package init(conditions: [Condition], formatString: String) {
        self.conditions = conditions
        self.formatString = formatString
    }
}

/// The app behind the server.
package struct MCPAppInfo: Hashable, Sendable {
    /// The app's name, e.g. `SoupShop`; also the host part of entity URIs (lowercased).
    package var name: String
    /// The app's version.
    package var version: String
    /// What the app is for, in a sentence; the opening of the server's `instructions`.
    package var description: String?

    /// Creates the app's identity.
    package init(name: String, version: String, description: String? = nil) {
        self.name = name
        self.version = version
        self.description = description
    }
}

/// One `tools/call`: the intent to run and the arguments the client supplied.
package struct ToolCall: Hashable, Sendable {
    /// The action's identifier (the tool name), e.g. `OrderSoupIntent`.
    package var action: String
    /// Arguments by parameter name, as JSON (`soup: "tomato"`, `quantity: 2`).
    package var arguments: [String: MCPJSON]

    /// Creates a call.
    package init(action: String, arguments: [String: MCPJSON]) {
        self.action = action
        self.arguments = arguments
    }
}

/// What a running call may do besides computing its outcome.
package struct ToolCallContext: Sendable {
    /// Asks the person behind the client a question; answers come back typed.
    ///
    /// Throws `MCPAskError` when the person declines or cancels, when the client cannot be asked
    /// (no elicitation capability), or when the server suspends the run to ask over the
    /// 2026-07-28 `input_required` round trip.
    package var ask: @Sendable (Question) async throws -> Answer
    /// Reports progress (`progress`, `total`, `message`); a no-op when the client asked for none.
    package var progress: @Sendable (Double, Double?, String?) async -> Void
    /// Whether the server was started with the authentication grant, so intents whose
    /// `authenticationPolicy` is not `alwaysAllowed` may run.
    package var isAuthenticated: Bool
    /// The connection the call came on: what it registers to undo is kept for that session.
    package var session: MCPSession
    /// Takes work that the answer does not wait for (the run's donation) and runs it once the
    /// answer is sent; `nil`: the backend does it before it returns.
    package var afterAnswer: (@Sendable (@escaping @Sendable () async -> Void) async -> Void)?
    /// Answers the call with `failure` while `call` has not returned: the intent's time limit
    /// passed, or the call was cancelled, and its `perform()` is still running. The connection
    /// answers at once, cancels the call's task and sends nothing when `call` returns later.
    /// `nil`: the backend must return in time itself.
    package var abandon: (@Sendable (ToolFailure) -> Void)?

    /// Creates a context.
    package init(
        ask: @escaping @Sendable (Question) async throws -> Answer,
        progress: @escaping @Sendable (Double, Double?, String?) async -> Void = { _, _, _ in },
        isAuthenticated: Bool = false, session: MCPSession = MCPSession(),
        afterAnswer: (@Sendable (@escaping @Sendable () async -> Void) async -> Void)? = nil,
        abandon: (@Sendable (ToolFailure) -> Void)? = nil
    ) {
        self.ask = ask
        self.progress = progress
        self.isAuthenticated = isAuthenticated
        self.session = session
        self.afterAnswer = afterAnswer
        self.abandon = abandon
    }
}

/// A question the runtime needs answered to go on.
package struct Question: Hashable, Sendable {
    /// What kind of answer is wanted.
    package enum Kind: Hashable, Sendable {
        /// A value for `parameter` (a missing required value, or `needsValueError`).
        case value(parameter: String, valueType: ValueType)
        /// Which of several matches `parameter` means (`requestDisambiguation`).
        case disambiguation(parameter: String, options: [Option])
        /// Whether to go ahead (`requestConfirmation`).
        case confirmation
        /// One of several options (`requestChoice`).
        case choice(options: [Option])
    }

    /// The kind of answer wanted.
    package var kind: Kind
    /// The dialog shown to the person, e.g. `Which soup?`.
    package var dialog: String
    /// For a value question, what the person may pick from, in the app's order and sections
    /// (an entity query's suggestions, an options provider's results); empty when the value is
    /// typed.
    package var suggestions: [Option]

    /// Creates a question.
    package init(_ kind: Kind, dialog: String, suggestions: [Option] = []) {
        self.kind = kind
        self.dialog = dialog
        self.suggestions = suggestions
    }
}

/// One option of a disambiguation or choice.
package struct Option: Hashable, Sendable {
    /// What the answer carries back (an entity id, a choice's identifier).
    package var id: String
    /// What the person sees.
    package var title: String
    /// The title of the section the app put the option in (`IntentItemSection`), if any.
    package var section: String?

    /// Creates an option.
    package init(id: String, title: String, section: String? = nil) {
        self.id = id
        self.title = title
        self.section = section
    }

    /// The title with its section, as a form shows it: `Classics — Emma`.
    package var titleWithSection: String {
        section.map { "\($0) — \(title)" } ?? title
    }
}

/// An answer to a `Question`.
package enum Answer: Hashable, Sendable {
    /// The value given for a `.value` question, as JSON of the parameter's schema type.
    case value(MCPJSON)
    /// The `id` of the option picked in a disambiguation or choice.
    case option(id: String)
    /// Yes or no to a confirmation.
    case confirmation(Bool)
}

/// Why `ToolCallContext.ask` could not return an answer.
package struct MCPAskError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Machine-readable reasons.
    package struct Code: Hashable, Sendable, CustomStringConvertible {
        package let rawValue: String
        /// The person declined to answer.
        package static let declined = Code(rawValue: "declined")
        /// The person dismissed the question.
        package static let cancelled = Code(rawValue: "cancelled")
        /// The client cannot be asked (it did not declare the elicitation capability).
        package static let unavailable = Code(rawValue: "unavailable")
        /// The server suspended the run to ask over an `input_required` result.
        package static let inputRequired = Code(rawValue: "inputRequired")
        package var description: String { rawValue }
    }

    /// The reason.
    package var code: Code
    /// The question's dialog.
    package var dialog: String

    /// Creates an error.
    package init(_ code: Code, dialog: String) {
        self.code = code
        self.dialog = dialog
    }

    package var description: String {
        switch code {
        case .declined: "the question '\(dialog)' was declined"
        case .cancelled: "the question '\(dialog)' was cancelled"
        case .unavailable: "the client cannot answer questions (no elicitation capability): '\(dialog)'"
        case .invalidAnswer: "the answer to '\(dialog)' does not fit the question"
        default: "waiting for an answer to '\(dialog)'"
        }
    }
}

/// The result of running an intent.
package struct ToolOutcome: Hashable, Sendable {
    /// The dialog the intent returned, spoken or shown.
    package var dialog: String?
    /// The returned value (`ReturnsValue<T>`), encoded as JSON by its metadata type: primitives as
    /// JSON scalars (dates ISO 8601, URLs as strings), enums as their raw value, entities in the
    /// system's encoding (`{id, type, title, subtitle, properties}`, which the server flattens for
    /// the tool's result), arrays as arrays.
    package var value: MCPJSON?
    /// A text rendering of the snippet view, if the intent shows one.
    package var snippet: String?
    /// The summary the values chose, with them in it, for an intent whose summary is a `When` or
    /// `Switch`: `List 10 books by Author`.
    package var summary: String?
    /// The snippet as an HTML fragment, published as a `ui://<app>/snippet/<id>` resource
    /// (`text/html;profile=mcp-app`) that the tool result links to.
    package var snippetHTML: String?
    /// The failure, if the intent did not complete.
    package var failure: ToolFailure?
    /// Other forms of the returned value a client may show or read: an entity's image or text,
    /// from its `Transferable` representations. Added to the result's content after the rest.
    package var attachments: [ToolAttachment] = []

    /// A completed outcome.
    package init(dialog: String? = nil, value: MCPJSON? = nil, snippet: String? = nil, snippetHTML: String? = nil) {
        self.dialog = dialog
        self.value = value
        self.snippet = snippet
        self.snippetHTML = snippetHTML
    }

    /// A failed outcome.
    package init(failure: ToolFailure) {
        self.failure = failure
    }
}

/// One more content block of a tool result.
package enum ToolAttachment: Hashable, Sendable {
    /// Text (`{"type": "text"}`).
    case text(String)
    /// An image (`{"type": "image"}`): its bytes in base64 and its MIME type.
    case image(base64: String, mimeType: String)

    var content: MCPJSON {
        switch self {
        case .text(let text): ["type": "text", "text": .string(text)]
        case .image(let data, let mimeType): ["type": "image", "data": .string(data), "mimeType": .string(mimeType)]
        }
    }

    /// The same as the contents of a resource at `uri` (`resources/read`).
    func resourceContents(uri: String) -> MCPJSON {
        switch self {
        case .text(let text): ["uri": .string(uri), "mimeType": "text/plain", "text": .string(text)]
        case .image(let data, let mimeType):
            ["uri": .string(uri), "mimeType": .string(mimeType), "blob": .string(data)]
        }
    }
}

/// Why an intent did not complete.
package struct ToolFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// Machine-readable failure kinds.
    package struct Code: Hashable, Sendable, CustomStringConvertible {
        package let rawValue: String
        /// `perform()` threw; `message` is the error's description.
        package static let intentFailed = Code(rawValue: "intentFailed")
        /// A value is needed and could not be asked for.
        package static let needsInput = Code(rawValue: "needsInput")
        /// The intent requires authentication that was not granted.
        package static let notAuthorised = Code(rawValue: "notAuthorised")
        /// An argument could not be resolved (`parameter` names it).
        package static let invalidArguments = Code(rawValue: "invalidArguments")
        /// The person declined a confirmation or a question.
        package static let cancelled = Code(rawValue: "cancelled")
        package var description: String { rawValue }
    }

    /// The kind of failure.
    package var code: Code
    /// A message for the person (and the model).
    package var message: String
    /// The parameter at fault, for `invalidArguments` and `needsInput`.
    package var parameter: String?

    /// Creates a failure.
    package init(_ code: Code, message: String, parameter: String? = nil) {
        self.code = code
        self.message = message
        self.parameter = parameter
    }

    package var description: String { message }
}

/// A suggested value for a parameter.
package struct CompletionValue: Hashable, Sendable {
    /// What the client fills in (an entity id, an enum raw value).
    package var id: String
    /// What the person sees.
    package var title: String
    /// The section the app put the value in, if any.
    package var section: String?

    /// Creates a suggestion.
    package init(id: String, title: String, section: String? = nil) {
        self.id = id
        self.title = title
        self.section = section
    }
}

/// An entity published as an MCP resource.
package struct EntityResource: Hashable, Sendable {
    /// The entity's identifier.
    package var id: String
    /// Its display title.
    package var title: String
    /// Its properties as a JSON object (by property identifier).
    package var properties: MCPJSON
    /// Its other forms (an image, text), read beside the JSON by `resources/read`.
    package var attachments: [ToolAttachment]

    /// Creates an entity resource.
    package init(id: String, title: String, properties: MCPJSON, attachments: [ToolAttachment] = []) {
        self.id = id
        self.title = title
        self.properties = properties
        self.attachments = attachments
    }
}
