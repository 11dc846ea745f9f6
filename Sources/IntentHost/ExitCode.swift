/// How the host's process ends; documented in docs/CLI.md, so scripts may rely on each value.
struct ExitCode: RawRepresentable, Hashable, Sendable {
    let rawValue: Int32

    init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The command did what was asked.
    static let success = ExitCode(rawValue: 0)
    /// The intent ran and failed, timed out, restarted too often or was cancelled.
    static let intentFailed = ExitCode(rawValue: 1)
    /// A value or an answer was needed and nobody could be asked (`--no-input`, no terminal).
    static let needsInput = ExitCode(rawValue: 2)
    /// The intent needs an authenticated caller (`--authenticated`).
    static let notAuthorized = ExitCode(rawValue: 3)
    /// The command line was wrong: unknown command, intent, option or parameter, or a bad value
    /// (`EX_USAGE`).
    static let usage = ExitCode(rawValue: 64)
    /// The app could not start (its store is unreadable or not its own), or the host failed
    /// (`EX_SOFTWARE`).
    static let internalError = ExitCode(rawValue: 70)

    /// The exit code for an error the system reported.
    static func of(_ code: IntentSystemError.Code) -> ExitCode {
        switch code {
        case .intentFailed, .timedOut, .tooManyRestarts, .cancelled: .intentFailed
        case .needsInput: .needsInput
        case .notAuthorized: .notAuthorized
        case .unknownIntent, .unknownParameter, .invalidValue, .notFound, .staleIdentifier: .usage
        default: .internalError
        }
    }
}
