import AppIntentsMetadata

/// The one seam through which the system asks a person anything.
///
/// Terminal prompts, scripted answers (tests), "never ask" (scripts and CI) and MCP
/// elicitation are implementations of it.
package protocol Interaction: Sendable {
    /// Asks for a parameter's value; returns the raw answer, which the resolver then checks.
    func requestValue(_ request: ValueRequest) async throws -> IntentInput
    /// Asks which option is meant; returns its index.
    func requestDisambiguation(_ request: DisambiguationRequest) async throws -> Int
    /// Asks for a yes or no.
    func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool
    /// Asks to choose one of several labelled options; returns its index.
    func requestChoice(_ request: ChoiceRequest) async throws -> Int
    /// Shows how far a `ProgressReportingIntent` has got. Updates arrive in order.
    func reportProgress(_ update: ProgressUpdate) async
}

extension Interaction {
    /// Progress is not shown unless the surface draws it.
    package func reportProgress(_ update: ProgressUpdate) async {}
}

/// How far a running `ProgressReportingIntent` has got: `completed` of `total` units.
package struct ProgressUpdate: Sendable, Hashable {
    package var intent: String
    package var completed: Int64
    package var total: Int64
    /// What the app said of it (`progress.localizedAdditionalDescription`, else
    /// `localizedDescription`), if it said something.
    package var message: String?

    package init(intent: String, completed: Int64, total: Int64, message: String? = nil) {
        self.intent = intent
        self.completed = completed
        self.total = total
        self.message = message
    }
}

/// A request for a parameter's value.
package struct ValueRequest: Sendable {
    package enum Reason: String, Sendable {
        /// A required value was not given.
        case missing
        /// The intent asked for it (`requestValue` or `needsValueError`).
        case requested
        /// The value given was not valid; `problem` says why.
        case invalid
    }

    package var intent: String
    package var parameter: ParameterMetadata
    package var dialog: String
    package var reason: Reason
    package var problem: String?
    /// Options a person may pick from, if the system knows them (enum cases, suggestions).
    package var suggestions: [ChoiceOption]
}

/// A request to pick one of several candidates.
package struct DisambiguationRequest: Sendable {
    package var intent: String
    package var parameter: String
    package var dialog: String
    package var options: [ChoiceOption]
}

/// An option shown to a person.
package struct ChoiceOption: Sendable, Hashable {
    package var id: String
    package var title: String
    package var subtitle: String?
    /// The title of the section the app put the option in (`IntentItemSection`), if any.
    package var section: String?

    package init(id: String, title: String, subtitle: String? = nil, section: String? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.section = section
    }

    /// `options` as one line, each as `item` writes it, under its section when the app gave one:
    /// `Science fiction: Dune, Solaris; Classics: Emma` (`Dune, Solaris, Emma` without sections).
    package static func line(_ options: [ChoiceOption], _ item: (ChoiceOption) -> String) -> String {
        var groups: [(section: String?, items: [String])] = []
        for option in options {
            if let last = groups.last, last.section == option.section {
                groups[groups.count - 1].items.append(item(option))
            } else {
                groups.append((option.section, [item(option)]))
            }
        }
        return groups.map { group in
            let items = group.items.joined(separator: ", ")
            return group.section.map { "\($0): \(items)" } ?? items
        }.joined(separator: "; ")
    }
}

/// A yes-or-no question.
package struct ConfirmationRequest: Sendable {
    package enum Kind: String, Sendable {
        /// The intent asks to confirm the action (`requestConfirmation`).
        case action
        /// The intent asks to confirm a parameter's value.
        case value
        /// The system confirms because the request came from a low-confidence source.
        case lowConfidence
    }

    package var intent: String
    package var kind: Kind
    package var dialog: String
    package var actionName: String
    package var parameter: String?
    package var snippetText: String?
}

/// A choice among labelled options (`requestChoice`).
package struct ChoiceRequest: Sendable {
    package var intent: String
    package var dialog: String
    package var options: [String]
    /// The view the intent shows with the question, as text.
    package var snippetText: String? = nil
}

/// Never asks: every question becomes a `needsInput` error carrying it. For scripts, CI and
/// `--no-input`.
package struct NeverAskInteraction: Interaction {
    package init() {}

    private func refuse(_ request: PendingRequest) -> IntentSystemError {
        IntentSystemError(
            .needsInput, "needs input: \(request.prompt)", parameter: request.parameterName, pendingRequest: request)
    }

    package func requestValue(_ request: ValueRequest) async throws -> IntentInput {
        throw refuse(.value(request))
    }
    package func requestDisambiguation(_ request: DisambiguationRequest) async throws -> Int {
        throw refuse(.disambiguation(request))
    }
    package func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool {
        throw refuse(.confirmation(request))
    }
    package func requestChoice(_ request: ChoiceRequest) async throws -> Int {
        throw refuse(.choice(request))
    }
}

extension PendingRequest {
    package var parameterName: String? {
        switch self {
        case .value(let request): request.parameter.name
        case .disambiguation(let request): request.parameter
        case .confirmation(let request): request.parameter
        case .choice: nil
        }
    }
}
