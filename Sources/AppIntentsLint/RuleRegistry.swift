/// Every rule the reviewer runs, in the order they are documented.
enum RuleRegistry {
    static let all: [any Rule.Type] = [
        ParseErrorRule.self,
        PhraseApplicationNameRule.self,
        PhraseParameterTypeRule.self,
        PhraseParameterCountRule.self,
        AppShortcutsLimitRule.self,
        LiteralMetadataRule.self,
        CaseDisplayRepresentationsRule.self,
        DuplicateTypeNameRule.self,
        MissingDisplayRepresentationRule.self,
        ShortcutsStringsDriftRule.self,
        ControlParameterOptionalRule.self,
        EnumStringRawValueRule.self,
        DeprecatedAssistantMacroRule.self,
        OpenAppWhenRunRule.self,
        EntitiesForMissingIDsRule.self,
        EntitiesForIgnoresIdentifiersRule.self,
        EntityIDFromIndexRule.self,
        QuerySuggestedEntitiesRule.self,
        BlockingPerformRule.self,
        NestedEntityRule.self,
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

    /// Every rule, in documentation order.
    public static var all: [RuleInfo] {
        RuleRegistry.all.map {
            RuleInfo(id: $0.description.id, defaultSeverity: $0.description.severity, summary: $0.description.summary)
        }
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
    fileprivate func replacingPipes() -> String {
        split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
