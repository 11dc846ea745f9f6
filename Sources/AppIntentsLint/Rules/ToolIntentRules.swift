/// A tool is an intent Siri creates, fills and runs while it handles a request (`ToolIntent`,
/// iOS 27.3); one hidden from system features (`isDiscoverable = false`) cannot be reached, so
/// promoting it to a tool does nothing.
struct ToolNotDiscoverableRule: Rule {
    static let description = RuleDescription(
        id: "tool-not-discoverable", severity: .warning,
        summary:
            "A ToolIntent is one Siri calls; isDiscoverable = false hides the intent from Siri and every other system feature, so it is no tool.",
        triggering: [
            RuleExample(
                """
                @AppIntent(.tool)
                struct AddToCartIntent: AppIntent {
                    static let title: LocalizedStringResource = "Add to Cart"
                    static let ↓isDiscoverable = false
                    @Parameter(title: "Product") var product: ProductEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
            RuleExample(
                """
                struct ReorderIntent: AppIntent, ToolIntent {
                    static let title: LocalizedStringResource = "Reorder"
                    static var ↓isDiscoverable: Bool { false }
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                @AppIntent(.tool)
                struct AddToCartIntent: AppIntent {
                    static let title: LocalizedStringResource = "Add to Cart"
                    @Parameter(title: "Product") var product: ProductEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
            // Hidden, but not a tool: it runs from the app's own interface and widgets.
            RuleExample(
                """
                struct RefreshCartIntent: AppIntent {
                    static let title: LocalizedStringResource = "Refresh Cart"
                    static let isDiscoverable = false
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for intent in model.intents where intent.isDeclaredHere && model.conformances(of: intent).contains("ToolIntent")
        {
            for (file, variable) in intent.variables(named: "isDiscoverable")
            where variable.isStatic && Literals.bool(variable.valueExpression) == false {
                reporter.report(
                    "\(intent.name) is a tool (ToolIntent), but isDiscoverable = false hides it from Siri and every system feature, so Siri cannot call it; remove isDiscoverable or the tool trait",
                    at: variable.nameToken, in: file)
            }
        }
    }
}
