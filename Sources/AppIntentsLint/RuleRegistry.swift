/// Every rule the reviewer runs, in the order they are documented.
enum RuleRegistry {
    static let all: [any Rule.Type] = [
        ParseErrorRule.self,
        PhraseApplicationNameRule.self,
        PhraseParameterTypeRule.self,
        PhraseParameterCountRule.self,
        AppShortcutsLimitRule.self,
        AppShortcutHiddenIntentRule.self,
        LiteralMetadataRule.self,
        CaseDisplayRepresentationsRule.self,
        DuplicateTypeNameRule.self,
        MissingDisplayRepresentationRule.self,
        ShortcutsStringsDriftRule.self,
        ShortcutsStringsUnusedRule.self,
        ControlParameterOptionalRule.self,
        EnumStringRawValueRule.self,
        DeprecatedAssistantMacroRule.self,
        SchemaShapeRule.self,
        SchemaIntentEntityQueryRule.self,
        OpenAppWhenRunRule.self,
        EntitiesForMissingIDsRule.self,
        EntitiesForIgnoresIdentifiersRule.self,
        IsBetweenNotDateRule.self,
        EntityIDFromIndexRule.self,
        QuerySuggestedEntitiesRule.self,
        BlockingPerformRule.self,
        LongRunningProgressRule.self,
        ToolNotDiscoverableRule.self,
        GenerablePropertyDescriptionRule.self,
        NestedEntityRule.self,
        InternalIndexedPropertyRule.self,
        PersistenceModelEntityRule.self,
        PromptInConfigurationIntentRule.self,
        MutableStaticMetadataRule.self,
    ]

    static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}

/// A rule's public face: what `--help`, docs/LINT.md and SARIF print.
public struct RuleInfo: Hashable, Sendable, Codable {
    /// The id used in output, configuration and disable comments.
    public var id: String
    /// The level the rule reports at unless configured otherwise.
    public var defaultSeverity: Severity
    /// Why the rule exists, in one line.
    public var summary: String
    /// Why the rule exists at its level.
    public var rationale: String
    /// Where Apple documents what the rule relies on.
    public var citation: String
    /// Code it fires on (`↓` marks where).
    public var triggering: [String]
    /// Code it must not fire on.
    public var nonTriggering: [String]

    /// Every rule, in documentation order.
    public static var all: [RuleInfo] {
        RuleRegistry.all.map { rule in
            let description = rule.description
            let documentation = RuleDocumentation.entry(description.id)
            return RuleInfo(
                id: description.id, defaultSeverity: description.severity, summary: description.summary,
                rationale: documentation.rationale, citation: documentation.citation,
                triggering: description.triggering.map(\.code), nonTriggering: description.nonTriggering.map(\.code))
        }
    }

    /// The rule with this id.
    public static func named(_ id: String) -> RuleInfo? { all.first { $0.id == id } }

    /// What `appintents rules RULE` prints: level, why, Apple's documentation and the examples.
    public var detail: String {
        var lines = ["\(id) (\(defaultSeverity.rawValue))", "", summary, ""]
        if !rationale.isEmpty { lines += ["Why: \(rationale)", ""] }
        if !citation.isEmpty { lines += ["Apple's documentation: \(citation)", ""] }
        lines.append("Triggers (↓ marks the finding):")
        for example in triggering { lines += ["", example.indented()] }
        lines += ["", "Does not trigger:"]
        for example in nonTriggering { lines += ["", example.indented()] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// docs/LINT.md's section on each rule: why, at which level, and Apple's documentation.
    public static func markdownRationale() -> String {
        all.map { rule in
            "- `\(rule.id)` (\(rule.defaultSeverity.rawValue)): \(rule.rationale) [Apple](\(rule.citation))"
        }.joined(separator: "\n")
    }

    /// docs/LINT.md's rule table in Markdown.
    public static func markdownTable() -> String {
        var lines = ["| id | level | why |", "|---|---|---|"]
        for rule in all {
            let why = rule.summary.replacingPipes()
            lines.append("| `\(rule.id)` | \(rule.defaultSeverity.rawValue) | \(why) |")
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate func indented() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    fileprivate func replacingPipes() -> String {
        split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
