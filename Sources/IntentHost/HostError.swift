/// A problem the host found itself, before or around running an intent: a bad command line, an
/// app that could not start, a file that could not be written.
struct HostError: Error, CustomStringConvertible, Sendable {
    /// A machine-readable code, written in `--json` errors.
    struct Code: RawRepresentable, Hashable, Sendable {
        let rawValue: String

        init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The command line is malformed (a missing argument, an extra one, a bad option value).
        static let usage = Code(rawValue: "usage")
        static let unknownCommand = Code(rawValue: "unknownCommand")
        static let unknownOption = Code(rawValue: "unknownOption")
        /// The app's `setUp` failed: its store is unreadable, corrupt or not its own.
        static let setUpFailed = Code(rawValue: "setUpFailed")
        /// A file the command writes could not be written.
        static let unwritable = Code(rawValue: "unwritable")
        /// The app's declarations are invalid, or something unexpected failed.
        static let `internal` = Code(rawValue: "internal")
    }

    let code: Code
    let message: String
    /// What the person may try next.
    var hints: [String]
    /// The input the error is about, if any.
    var given: String?
    /// The closest valid inputs, best first.
    var candidates: [String]

    init(_ code: Code, _ message: String, given: String? = nil, candidates: [String] = [], hints: [String] = []) {
        self.code = code
        self.message = message
        self.given = given
        self.candidates = candidates
        self.hints = hints
    }

    var description: String { message }

    var exitCode: ExitCode {
        switch code {
        case .usage, .unknownCommand, .unknownOption: .usage
        default: .internalError
        }
    }
}
