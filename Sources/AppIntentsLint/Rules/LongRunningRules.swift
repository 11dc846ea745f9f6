import AppIntentsMetadata
internal import SwiftSyntax

/// A `LongRunningIntent` gets more than the time limit only inside `performBackgroundTask`, and
/// keeps it only while it reports progress.
struct LongRunningProgressRule: Rule {
    static let description = RuleDescription(
        id: "long-running-progress", severity: .warning,
        summary:
            "A LongRunningIntent gets more time only inside performBackgroundTask, and keeps it only while it updates progress.",
        triggering: [
            RuleExample(
                """
                struct ExportIntent: LongRunningIntent {
                    static let title: LocalizedStringResource = "Export"
                    func perform() async throws -> some IntentResult {
                        try await ↓performBackgroundTask {
                            try await Exporter.shared.run()
                        }
                        return .result()
                    }
                }
                """),
            RuleExample(
                """
                struct SyncIntent: LongRunningIntent {
                    static let title: LocalizedStringResource = "Sync"
                    func ↓perform() async throws -> some IntentResult {
                        progress.totalUnitCount = 1
                        try await Store.shared.sync()
                        progress.completedUnitCount = 1
                        return .result()
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct ExportIntent: LongRunningIntent {
                    static let title: LocalizedStringResource = "Export"
                    func perform() async throws -> some IntentResult {
                        try await performBackgroundTask {
                            progress.totalUnitCount = Int64(files.count)
                            for file in files {
                                try await upload(file)
                                progress.completedUnitCount += 1
                            }
                        }
                        return .result()
                    }
                }
                """),
            RuleExample(
                """
                struct ReportIntent: LongRunningIntent {
                    static let title: LocalizedStringResource = "Report"
                    func perform() async throws -> some IntentResult {
                        try await performBackgroundTask { try await report() }
                        return .result()
                    }
                    func report() async throws {
                        self.progress.completedUnitCount += 1
                    }
                }
                struct QuickIntent: AppIntent {
                    static let title: LocalizedStringResource = "Quick"
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for intent in model.intents
        where intent.isDeclaredHere && model.conformances(of: intent).contains("LongRunningIntent") {
            let finder = BackgroundTaskFinder()
            for member in intent.members { finder.walk(member.decl) }
            for (file, perform) in intent.functions(named: "perform") {
                guard let body = perform.body else { continue }
                let calls = BackgroundTaskFinder()
                calls.walk(body)
                if calls.backgroundTasks.isEmpty {
                    reporter.report(
                        "\(intent.name) is a LongRunningIntent, but perform() calls no performBackgroundTask: it gets more than the time limit only inside one",
                        at: perform.name, in: file)
                } else if !finder.readsProgress {
                    for call in calls.backgroundTasks {
                        reporter.report(
                            "\(intent.name) never updates progress: the system ends a background task that stops reporting progress for the time limit (30 seconds)",
                            at: call, in: file)
                    }
                }
            }
        }
    }
}

/// Finds `performBackgroundTask` calls, and whether `progress` is read or written.
private final class BackgroundTaskFinder: SyntaxVisitor {
    var backgroundTasks: [Syntax] = []
    var readsProgress = false

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression
        let name =
            called.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if name == "performBackgroundTask" { backgroundTasks.append(Syntax(called)) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == "progress" { readsProgress = true }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "progress" { readsProgress = true }
        return .visitChildren
    }
}
