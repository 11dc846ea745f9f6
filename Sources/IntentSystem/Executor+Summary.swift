import AppIntents
import AppIntentsMetadata
import Foundation

extension Executor {
    /// The parameter summary that applies to the given values (the others at their defaults):
    /// a `When` or `Switch` summary picks its branch by them. Nothing is asked: a value that
    /// does not resolve is an error naming it.
    package func summary(
        of identifier: String, inputs: [String: IntentInput]
    ) async throws -> ParameterSummaryMetadata? {
        try await applying(identifier, inputs).summary
    }

    /// The summary that applies to the given values, with them (or the defaults) in its
    /// sentence: `List 10 books by author`; a parameter without a value as `<Title>`.
    package func summaryText(of identifier: String, inputs: [String: IntentInput]) async throws -> String? {
        let (summary, action, parameters) = try await applying(identifier, inputs)
        guard let summary, !summary.formatString.key.isEmpty else { return nil }
        return Placeholders.replacing(in: summary.formatString.key) { placeholder in
            let (name, component) = Placeholders.parameter(of: placeholder)
            let parameter = parameters.first { $0.name == name }?.parameter
            let value = parameter?.currentValue ?? parameter?.defaultAny
            // A union value's `type` reads as its chosen case's title; `value` as what it carries.
            let text =
                if component == "type", let union = value as? any _UnionValue {
                    UnionTitles.caseTitle(of: union)
                } else {
                    ValueEncoding.text(value)
                }
            let title = action.parameter(named: name)?.title.key ?? name
            return text.isEmpty ? (component == "type" ? "<\(title) case>" : "<\(title)>") : text
        }
    }

    private func applying(
        _ identifier: String, _ inputs: [String: IntentInput]
    ) async throws -> (
        summary: ParameterSummaryMetadata?, action: ActionMetadata,
        parameters: [(name: String, parameter: any _AnyIntentParameter)]
    ) {
        let type = try catalog.intentType(identifier)
        let action = catalog.metadata.actions[TypeNames.short(type)]!
        let intent = type.init()
        let parameters = Reflection.parameters(of: intent)
        let context = RunContext(
            executor: self, action: action, interaction: NeverAskInteraction(), intent: intent,
            parameters: parameters)
        for (name, parameter) in parameters {
            guard let input = inputs[name], let metadata = action.parameter(named: name) else { continue }
            try await context.assign(input, to: parameter, metadata: metadata)
        }
        let named = parameters.map { ($0.name, $0.parameter as AnyObject) }
        guard
            let resolved = (type.parameterSummary as? any _AnyParameterSummary)?.resolve(
                in: intent, name: { Reflection.name(of: $0, among: named) })
        else { return (nil, action, parameters) }
        return (
            ParameterSummaryMetadata(
                formatString: LocalizedText(resolved.format), otherParameterIdentifiers: resolved.others),
            action, parameters
        )
    }
}

extension Executor {
    /// Every summary a `When` or `Switch` of the intent may choose, in the order they are tried,
    /// each with its conditions; one branch without conditions for a plain summary, none when
    /// the intent has no summary.
    package func summaryBranches(of identifier: String) throws -> [_SummaryBranch] {
        let type = try catalog.intentType(identifier)
        let intent = type.init()
        let named = Reflection.parameters(of: intent).map { ($0.name, $0.parameter as AnyObject) }
        return (type.parameterSummary as? any _AnyParameterSummary)?.branches(
            in: intent, name: { Reflection.name(of: $0, among: named) }) ?? []
    }
}
