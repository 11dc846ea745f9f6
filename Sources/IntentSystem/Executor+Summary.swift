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
        else { return nil }
        return ParameterSummaryMetadata(
            formatString: LocalizedText(resolved.format), otherParameterIdentifiers: resolved.others)
    }
}
