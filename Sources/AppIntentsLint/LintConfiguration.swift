import Foundation

/// Which rules run and at what level: `--config FILE`, a JSON file.
///
/// ```json
/// {
///   "enabled": ["phrase-application-name", "enum-string-raw-value"],
///   "disabled": ["nested-entity"],
///   "levels": { "enum-string-raw-value": "error" },
///   "deploymentTarget": 26,
///   "swiftLanguageMode": 6,
///   "exclude": ["Generated/"]
/// }
/// ```
public struct LintConfiguration: Hashable, Sendable {
    /// When set, only these rules run.
    public var enabled: Set<String>?
    /// Rules that do not run.
    public var disabled: Set<String>
    /// Levels that replace a rule's default.
    public var levels: [String: Severity]
    /// Settings that win over what the build files say.
    public var settings: ProjectSettings
    /// Paths containing any of these substrings are skipped.
    public var exclude: [String]

    /// Creates a configuration; the default runs every rule at its own level.
    public init(
        enabled: Set<String>? = nil, disabled: Set<String> = [], levels: [String: Severity] = [:],
        settings: ProjectSettings = .init(),
        exclude: [String] = []
    ) {
        self.enabled = enabled
        self.disabled = disabled
        self.levels = levels
        self.settings = settings
        self.exclude = exclude
    }

    /// The level a rule reports at, or nil when it is disabled.
    func severity(of rule: RuleDescription) -> Severity? {
        if disabled.contains(rule.id) || enabled.map({ !$0.contains(rule.id) }) == true { return nil }
        return levels[rule.id] ?? rule.severity
    }

    static let keys = ["enabled", "disabled", "levels", "deploymentTarget", "swiftLanguageMode", "exclude"]

    /// The file name looked for when `--config` is not given.
    public static let fileName = ".appintents.json"

    /// `.appintents.json` in the working directory, else at the repository root.
    public static func discover(workingDirectory: String, root: String) -> String? {
        for folder in [workingDirectory, root] {
            let path = (folder as NSString).appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    /// Reads a configuration file.
    ///
    /// - Throws: `ConfigurationError` naming the file and the offending key, rule id or level.
    public static func load(path: String) throws -> LintConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(code: .unreadable, path: path, detail: "cannot read the file")
        }
        return try parse(data, path: path)
    }

    /// Parses configuration JSON.
    public static func parse(_ data: Data, path: String = "<config>") throws -> LintConfiguration {
        guard let object = try? JSONSerialization.jsonObject(with: data), let root = object as? [String: Any] else {
            throw ConfigurationError(code: .invalid, path: path, detail: "expected a JSON object")
        }
        if let unknown = root.keys.sorted().first(where: { !keys.contains($0) }) {
            throw ConfigurationError(
                code: .invalid, path: path,
                detail: "unknown key '\(unknown)'; expected one of \(keys.joined(separator: ", "))")
        }
        var configuration = LintConfiguration()
        if let enabled = root["enabled"] {
            guard let ids = enabled as? [String] else {
                throw ConfigurationError(code: .invalid, path: path, detail: "'enabled' must be an array of rule ids")
            }
            for id in ids { try checkRule(id, path: path) }
            configuration.enabled = Set(ids)
        }
        if let disabled = root["disabled"] {
            guard let ids = disabled as? [String] else {
                throw ConfigurationError(code: .invalid, path: path, detail: "'disabled' must be an array of rule ids")
            }
            for id in ids { try checkRule(id, path: path) }
            configuration.disabled = Set(ids)
        }
        if let levels = root["levels"] {
            guard let map = levels as? [String: String] else {
                throw ConfigurationError(
                    code: .invalid, path: path,
                    detail: "'levels' must map rule ids to \"error\", \"warning\" or \"note\"")
            }
            for (id, level) in map {
                try checkRule(id, path: path)
                guard let severity = Severity(rawValue: level) else {
                    throw ConfigurationError(
                        code: .invalid, path: path,
                        detail: "level '\(level)' for '\(id)' is not one of error, warning, note")
                }
                configuration.levels[id] = severity
            }
        }
        if let target = root["deploymentTarget"] {
            guard let number = target as? Int else {
                throw ConfigurationError(
                    code: .invalid, path: path, detail: "'deploymentTarget' must be a number like 26")
            }
            configuration.settings.deploymentTarget = number
        }
        if let mode = root["swiftLanguageMode"] {
            guard let number = mode as? Int, number == 5 || number == 6 else {
                throw ConfigurationError(code: .invalid, path: path, detail: "'swiftLanguageMode' must be 5 or 6")
            }
            configuration.settings.swiftLanguageMode = number
        }
        if let exclude = root["exclude"] {
            guard let patterns = exclude as? [String] else {
                throw ConfigurationError(code: .invalid, path: path, detail: "'exclude' must be an array of strings")
            }
            configuration.exclude = patterns
        }
        return configuration
    }

    private static func checkRule(_ id: String, path: String) throws {
        guard RuleRegistry.rule(id: id) == nil else { return }
        let suggestion = Suggest.closest(to: id, in: RuleRegistry.all.map { $0.description.id })
        throw ConfigurationError(
            code: .unknownRule, path: path,
            detail: "unknown rule '\(id)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? ""))
    }
}

/// Why a configuration file was refused.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable {
    /// What kind of problem, for machines.
    public struct Code: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The file could not be read.
        public static let unreadable = Code(rawValue: "unreadable")
        /// The file is not a valid configuration.
        public static let invalid = Code(rawValue: "invalid")
        /// The file names a rule that does not exist.
        public static let unknownRule = Code(rawValue: "unknownRule")
    }

    /// The kind of problem.
    public var code: Code
    /// The configuration file.
    public var path: String
    /// What is wrong.
    public var detail: String

    /// `path: detail`.
    public var description: String { "\(path): \(detail)" }
}

/// "Did you mean" by edit distance.
enum Suggest {
    static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word, $0)) }.min { $0.1 < $1.1 }
        guard let (best, score) = scored, score <= max(2, word.count / 3) else { return nil }
        return best
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
