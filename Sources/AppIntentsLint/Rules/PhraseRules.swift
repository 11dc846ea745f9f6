internal import SwiftSyntax

/// Declarations the phrase examples share: an intent with an entity, an enum and a string parameter.
enum PhraseExamples {
    static let intent = """
        struct SoupEntity: AppEntity {
            static let defaultQuery = SoupQuery()
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
            var id: String
            var displayRepresentation: DisplayRepresentation { "\\(id)" }
        }
        enum SoupSize: String, AppEnum {
            case small, large
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
            static let caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [.small: "Small", .large: "Large"]
        }
        struct OrderSoupIntent: AppIntent {
            static let title: LocalizedStringResource = "Order Soup"
            @Parameter(title: "Soup") var soup: SoupEntity
            @Parameter(title: "Size") var size: SoupSize?
            @Parameter(title: "Note") var note: String?
            @Parameter(title: "Soups") var soups: [SoupEntity]?
            func perform() async throws -> some IntentResult { .result() }
        }

        """

    /// A provider around the given phrase list.
    static func provider(_ phrases: String) -> String {
        intent + """
            struct SoupShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: OrderSoupIntent(), phrases: [\(phrases)], shortTitle: "Order", systemImageName: "cup.and.saucer")
                }
            }
            """
    }
}

/// Apple's build error: every phrase names the app exactly once.
struct PhraseApplicationNameRule: Rule {
    static let description = RuleDescription(
        id: "phrase-application-name", severity: .error,
        summary:
            "Every App Shortcut phrase must contain \\(.applicationName) exactly once; Apple's build rejects the shortcut otherwise.",
        triggering: [
            RuleExample(PhraseExamples.provider(#"↓"Order soup""#)),
            RuleExample(PhraseExamples.provider(#"↓"Order in \(.applicationName) with \(.applicationName)""#)),
            RuleExample(PhraseExamples.provider(#"↓"Order in ${applicationName} via \(.applicationName)""#)),
            RuleExample(PhraseExamples.provider(#""Order in \(.applicationName)", ↓"Soup time""#)),
        ],
        nonTriggering: [
            RuleExample(PhraseExamples.provider(#""Order soup in \(.applicationName)""#)),
            RuleExample(PhraseExamples.provider(#""Order \(\.$soup) with ${applicationName}""#)),
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for provider in model.providers {
            for shortcut in model.shortcuts(of: provider) {
                for phrase in shortcut.phrases {
                    let count = phrase.applicationNameCount
                    if count == 0 {
                        reporter.report(
                            "phrase \"\(phrase.template)\" does not contain \\(.applicationName); Siri phrases must name the app",
                            at: phrase.literal, in: shortcut.file)
                    } else if count > 1 {
                        reporter.report(
                            "phrase \"\(phrase.template)\" names the app \(count) times; use \\(.applicationName) exactly once",
                            at: phrase.literal, in: shortcut.file)
                    }
                }
            }
        }
    }
}

/// Apple's build error: a phrase may only interpolate an `AppEntity` or `AppEnum` parameter.
struct PhraseParameterTypeRule: Rule {
    static let description = RuleDescription(
        id: "phrase-parameter-type", severity: .error,
        summary:
            "A phrase may interpolate only a non-array AppEntity or AppEnum parameter of its intent; Siri cannot expand anything else.",
        triggering: [
            RuleExample(PhraseExamples.provider(#""Order ↓\(\.$note) in \(.applicationName)""#)),
            RuleExample(PhraseExamples.provider(#""Order ↓\(\.$soups) in \(.applicationName)""#)),
            RuleExample(PhraseExamples.provider(#""Order ↓\(\.$drink) in \(.applicationName)""#)),
        ],
        nonTriggering: [
            RuleExample(PhraseExamples.provider(#""Order \(\.$soup) in \(.applicationName)""#)),
            RuleExample(PhraseExamples.provider(#""Order a \(\.$size) soup in \(.applicationName)""#)),
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for provider in model.providers {
            for shortcut in model.shortcuts(of: provider) {
                guard let intentName = shortcut.intentName,
                    let intent = model.intent(named: intentName, near: shortcut.file)
                else {
                    continue
                }
                let parameters = model.parameters(of: intent)
                for phrase in shortcut.phrases {
                    for (name, node) in phrase.parameters {
                        guard let parameter = parameters.first(where: { $0.name == name }) else {
                            reporter.report(
                                "phrase names '\(name)', which is not a parameter of \(intentName)", at: node,
                                in: shortcut.file)
                            continue
                        }
                        guard let type = parameter.type else { continue }
                        if type.isArray {
                            reporter.report(
                                "phrase parameter '\(name)' is an array (\(type.path)); phrases take a single AppEntity or AppEnum",
                                at: node, in: shortcut.file)
                        } else if model.entity(type) == nil && model.appEnum(type) == nil
                            && (PrimitiveNames.all.contains(type.name) || model.index.resolve(type.member) != nil)
                        {
                            reporter.report(
                                "phrase parameter '\(name)' has type \(type.name), which is neither an AppEntity nor an AppEnum",
                                at: node, in: shortcut.file)
                        }
                    }
                }
            }
        }
    }
}

/// Names of the primitive value types, which a phrase cannot expand.
enum PrimitiveNames {
    static let all: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "Date", "URL", "Decimal", "DateComponents", "IntentFile",
        "AttributedString", "Measurement", "IntentCurrencyAmount", "IntentPerson", "PlacemarkLocation", "CLPlacemark",
        "PlaceDescriptor", "RecurrenceRule", "Duration", "PersonNameComponents", "IntentPaymentMethod",
    ]
}

/// Apple's build error: at most one parameter per phrase.
struct PhraseParameterCountRule: Rule {
    static let description = RuleDescription(
        id: "phrase-parameter-count", severity: .error,
        summary: "A phrase may interpolate at most one parameter; Apple's build rejects phrases with two.",
        triggering: [
            RuleExample(PhraseExamples.provider(#""Order \(\.$size) ↓\(\.$soup) in \(.applicationName)""#))
        ],
        nonTriggering: [
            RuleExample(PhraseExamples.provider(#""Order \(\.$soup) in \(.applicationName)""#))
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for provider in model.providers {
            for shortcut in model.shortcuts(of: provider) {
                for phrase in shortcut.phrases {
                    let parameters = phrase.parameters
                    guard parameters.count > 1 else { continue }
                    reporter.report(
                        "phrase \"\(phrase.template)\" interpolates \(parameters.count) parameters; a phrase may use only one",
                        at: parameters[1].node, in: shortcut.file)
                }
            }
        }
    }
}

/// Apple's limit: ten App Shortcuts per app.
struct AppShortcutsLimitRule: Rule {
    static let limit = 10

    static let description = RuleDescription(
        id: "app-shortcuts-limit", severity: .error,
        summary: "An app may declare at most 10 App Shortcuts; Apple's build fails beyond that.",
        triggering: [RuleExample(shortcuts(11, markLast: true))],
        nonTriggering: [RuleExample(shortcuts(10, markLast: false))])

    private static func shortcuts(_ count: Int, markLast: Bool) -> String {
        let calls = (1...count).map { number in
            let marker = markLast && number == count ? "↓" : ""
            return
                #"        \#(marker)AppShortcut(intent: OrderSoupIntent(), phrases: ["Order \#(number) in \(.applicationName)"], shortTitle: "Order", systemImageName: "cup")"#
        }
        return PhraseExamples.intent + """
            struct SoupShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
            \(calls.joined(separator: "\n"))
                }
            }
            """
    }

    func check(_ model: AppModel, _ reporter: Reporter) {
        // Counted per app: sibling projects (a book's chapters, a workshop's steps) are apps of their own.
        let byApp = Dictionary(grouping: model.providers.flatMap { model.shortcuts(of: $0) }, by: \.file.appScope)
        for scope in byApp.keys.sorted() {
            let all = byApp[scope]!
            guard all.count > Self.limit else { continue }
            for shortcut in all.dropFirst(Self.limit) {
                reporter.report(
                    "\(all.count) App Shortcuts declared; an app may declare at most \(Self.limit)",
                    at: shortcut.call, in: shortcut.file)
            }
        }
    }
}

/// Apple's `isDiscoverable`: "App Shortcuts require this property to be `true` for the app intents
/// they use". A shortcut of a hidden intent is never offered; its phrases are never heard.
struct AppShortcutHiddenIntentRule: Rule {
    static let description = RuleDescription(
        id: "app-shortcut-hidden-intent", severity: .warning,
        summary:
            "An App Shortcut's intent must be discoverable: one with isDiscoverable = false is hidden from Siri, Spotlight and Shortcuts, so the shortcut is never offered.",
        triggering: [
            RuleExample(
                """
                struct RefreshIntent: AppIntent {
                    static let title: LocalizedStringResource = "Refresh"
                    static let isDiscoverable = false
                    func perform() async throws -> some IntentResult { .result() }
                }
                struct RefreshShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: ↓RefreshIntent(), phrases: ["Refresh \\(.applicationName)"], shortTitle: "Refresh", systemImageName: "arrow.clockwise")
                    }
                }
                """),
            RuleExample(
                """
                struct RefreshIntent: AppIntent {
                    static let title: LocalizedStringResource = "Refresh"
                    static var isDiscoverable: Bool { false }
                    func perform() async throws -> some IntentResult { .result() }
                }
                struct RefreshShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: ↓RefreshIntent.init(), phrases: ["Refresh \\(.applicationName)"], shortTitle: "Refresh", systemImageName: "arrow.clockwise")
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct RefreshIntent: AppIntent {
                    static let title: LocalizedStringResource = "Refresh"
                    static let isDiscoverable = true
                    func perform() async throws -> some IntentResult { .result() }
                }
                struct HiddenIntent: AppIntent {
                    static let title: LocalizedStringResource = "Hidden"
                    static let isDiscoverable = false
                    func perform() async throws -> some IntentResult { .result() }
                }
                struct RefreshShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: RefreshIntent(), phrases: ["Refresh \\(.applicationName)"], shortTitle: "Refresh", systemImageName: "arrow.clockwise")
                    }
                }
                """)
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for provider in model.providers {
            for shortcut in model.shortcuts(of: provider) {
                guard let intentName = shortcut.intentName,
                    let intent = model.intent(named: intentName, near: shortcut.file),
                    let argument = shortcut.call.arguments.argument("intent")
                else { continue }
                let hidden = intent.variables(named: "isDiscoverable").contains { _, variable in
                    variable.isStatic && Literals.bool(variable.valueExpression) == false
                }
                guard hidden else { continue }
                reporter.report(
                    "\(intentName) is hidden from system features (isDiscoverable = false), so this App Shortcut is never offered and its phrases are never heard; App Shortcuts require a discoverable intent",
                    at: argument, in: shortcut.file)
            }
        }
    }
}
