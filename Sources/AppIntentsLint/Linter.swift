/// The reviewer: runs every enabled rule over a set of sources.
///
/// ```swift
/// let report = try Linter().lint(paths: ["Sources"])
/// print(report.findings.map(TextFormatter.line).joined(separator: "\n"))
/// ```
public struct Linter: Sendable {
    /// Which rules run and at what level.
    public var configuration: LintConfiguration

    /// Creates a linter.
    public init(configuration: LintConfiguration = .init()) {
        self.configuration = configuration
    }

    /// Lints files and folders.
    ///
    /// - Throws: `InputError` when a path does not exist or cannot be read.
    public func lint(paths: [String]) throws -> LintReport {
        let collected = try SourceCollector.collect(paths: paths, exclude: configuration.exclude)
        var report = lint(
            sources: collected.swift, resources: collected.resources, settings: collected.settings,
            fileSettings: collected.fileSettings, appScopes: collected.appScopes)
        report.uncompiled = collected.uncompiled
        report.encrypted = collected.encrypted
        return report
    }

    /// Lints sources given as text.
    ///
    /// `settings` apply to every file that `fileSettings` (by path) does not name; the
    /// configuration's settings win over both. `appScopes` says which app each file (by path)
    /// belongs to; files it does not name belong to one app.
    public func lint(
        sources: [SourceText], resources: [SourceText] = [], settings: ProjectSettings = .init(),
        fileSettings: [String: ProjectSettings] = [:], appScopes: [String: String] = [:]
    )
        -> LintReport
    {
        let overrides = configuration.settings
        let effective = overrides.filling(from: settings)
        let configuration = self
        return LargeStack.run {
            let files = sources.map { source in
                let own = overrides.filling(from: fileSettings[source.path] ?? settings)
                return ParsedFile(
                    path: source.path, text: source.text, languageMode: own.swiftLanguageMode,
                    deploymentTarget: own.deploymentTarget, appScope: appScopes[source.path] ?? "")
            }
            let model = AppModel(
                files: files,
                resources: resources.map {
                    ResourceFile(path: $0.path, text: $0.text, appScope: appScopes[$0.path] ?? "")
                },
                settings: effective)
            return LintReport(findings: configuration.run(on: model), fileCount: files.count)
        }
    }

    func run(on model: AppModel, only: String? = nil) -> [Finding] {
        let reporter = Reporter()
        var levels: [String: Severity] = [:]
        for rule in RuleRegistry.all {
            let description = rule.description
            if let only, description.id != only { continue }
            guard let severity = configuration.severity(of: description) else { continue }
            levels[description.id] = severity
            reporter.currentRule = description.id
            rule.init().check(model, reporter)
        }
        var findings: [Finding] = []
        for raw in reporter.findings {
            guard let severity = levels[raw.ruleID] else { continue }
            if let anchor = raw.anchor {
                let line = anchor.file.location(of: anchor.position).line
                if anchor.file.suppressions.isSuppressed(raw.ruleID, line: line) { continue }
            }
            let path: String
            let location: (line: Int, column: Int)
            switch raw.place {
            case .swift(let file, let position):
                path = file.path
                location = file.location(of: position)
            case .resource(let resource, let offset):
                path = resource.path
                location = resource.location(ofOffset: offset)
            }
            findings.append(
                Finding(
                    ruleID: raw.ruleID, severity: severity, message: raw.message, path: path, line: location.line,
                    column: location.column))
        }
        return Array(Set(findings)).sorted()
    }
}

/// The outcome of a lint run.
public struct LintReport: Sendable, Hashable {
    /// Every finding, sorted by path and position.
    public var findings: [Finding]
    /// How many Swift files were read.
    public var fileCount: Int
    /// Swift files found that no target of their Xcode project compiles, and so were not read.
    public var uncompiled: [String] = []
    /// Files encrypted with git-crypt in this checkout, and so not read.
    public var encrypted: [String] = []

    /// Creates a report.
    public init(findings: [Finding], fileCount: Int) {
        self.findings = findings
        self.fileCount = fileCount
    }

    /// Whether an error-level finding exists (the CLI then exits 1).
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}
