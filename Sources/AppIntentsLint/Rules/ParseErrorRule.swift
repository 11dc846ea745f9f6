/// A file that does not parse cannot be checked reliably, and Apple's build would stop on it too.
struct ParseErrorRule: Rule {
    static let description = RuleDescription(
        id: "parse-error", severity: .error,
        summary: "The file does not parse as Swift; findings in it may be incomplete.",
        triggering: [
            RuleExample(
                """
                struct OrderSoupIntent: AppIntent {
                    static let title: LocalizedStringResource = "Order Soup"
                    func perform() async throws -> some IntentResult {
                        return .result(↓
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                struct OrderSoupIntent: AppIntent {
                    static let title: LocalizedStringResource = "Order Soup"
                    func perform() async throws -> some IntentResult { .result() }
                }
                """)
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for file in model.files {
            guard let error = file.firstSyntaxError() else { continue }
            reporter.report(at: error.position, in: file, "syntax error: \(error.message)")
        }
    }
}
