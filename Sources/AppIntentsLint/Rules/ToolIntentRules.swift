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

/// A generable entity is one the model makes itself, filling in each property "according to the
/// descriptions you provide for each of its properties" (Apple's `GenerableEntity`): a property
/// the model fills in with no `description:` leaves it only the title to go by.
struct GenerablePropertyDescriptionRule: Rule {
    static let description = RuleDescription(
        id: "generable-property-description", severity: .warning,
        summary:
            "Give each property of a generable entity a description: the model fills the properties in by their descriptions.",
        triggering: [
            RuleExample(
                """
                @AppEntity(.generable)
                struct FlightSearch: TransientAppEntity {
                    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Flight Search" }
                    @Property(title: "Origin", description: "The airport code the trip starts from")
                    var origin: String
                    @↓Property(title: "Destination")
                    var destination: String
                    var displayRepresentation: DisplayRepresentation { "\\(origin) to \\(destination)" }
                    init() {}
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                @AppEntity(.generable)
                struct FlightSearch: TransientAppEntity {
                    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Flight Search" }
                    @Property(title: "Origin", description: "The airport code the trip starts from")
                    var origin: String
                    @Property(title: "Notes", visibility: .internal)
                    var notes: String = ""
                    var displayRepresentation: DisplayRepresentation { "\\(origin)" }
                    init() {}
                }
                struct Trip: TransientAppEntity {
                    @Property(title: "Origin") var origin: String
                    var displayRepresentation: DisplayRepresentation { "\\(origin)" }
                    init() {}
                }
                """)
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for entity in model.entities
        where entity.isDeclaredHere && model.conformances(of: entity).contains("GenerableEntity") {
            for (file, member) in entity.members {
                for variable in VariableInfo.all(in: member) where !variable.isStatic {
                    guard let attribute = variable.attribute("Property") else { continue }
                    let arguments = attributeArguments(attribute) ?? []
                    guard arguments.argument("description") == nil,
                        // Not filled in by the model: kept to the app, or asking for authentication.
                        Literals.memberName(arguments.argument("visibility")) != "internal",
                        arguments.argument("authenticationPolicy") == nil
                    else { continue }
                    reporter.report(
                        "\(entity.name).\(variable.name) has no description; the model fills in a generable entity's properties by their descriptions: add description:",
                        at: attribute.attributeName, in: file)
                }
            }
        }
    }
}
