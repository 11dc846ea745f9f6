/// Asks nobody: every question becomes a `needsInput` error that says what was asked, except a
/// confirmation, which `--yes` answers.
struct NonInteractive: Interaction {
    /// `--yes`: confirmations are answered yes.
    let confirmAll: Bool
    private let never = NeverAskInteraction()

    init(confirmAll: Bool) {
        self.confirmAll = confirmAll
    }

    func requestValue(_ request: ValueRequest) async throws -> IntentInput {
        try await never.requestValue(request)
    }

    func requestDisambiguation(_ request: DisambiguationRequest) async throws -> Int {
        try await never.requestDisambiguation(request)
    }

    func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool {
        if confirmAll, request.kind != .lowConfidence { return true }
        return try await never.requestConfirmation(request)
    }

    func requestChoice(_ request: ChoiceRequest) async throws -> Int {
        try await never.requestChoice(request)
    }
}
