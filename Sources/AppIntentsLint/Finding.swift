/// How serious a finding is.
///
/// `error` findings are the ones Apple's build or runtime refuses (the build fails, the intents
/// silently vanish, a run fails); `warning` findings are mistakes the system tolerates but users
/// notice, each backed by Apple's documentation; `note` findings are advice.
public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Orders `note` before `warning` before `error`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem the reviewer found, at a position in a file.
public struct Finding: Codable, Hashable, Sendable {
    /// The rule that fired, e.g. `phrase-application-name`.
    public var ruleID: String
    /// The level after configuration.
    public var severity: Severity
    /// What is wrong and what to do about it.
    public var message: String
    /// The file, as it was given on the command line (or found under a given folder).
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes like the compiler's.
    public var column: Int

    /// Creates a finding.
    public init(ruleID: String, severity: Severity, message: String, path: String, line: Int, column: Int) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.line = line
        self.column = column
    }
}

extension Finding: Comparable {
    /// Orders by path, line, column, then rule id, so output is stable.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.ruleID, lhs.message)
            < (rhs.path, rhs.line, rhs.column, rhs.ruleID, rhs.message)
    }
}
