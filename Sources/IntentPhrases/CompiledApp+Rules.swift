import AppIntentsMetadata

/// Apple's App Shortcut rules for one phrase; the app-wide ones (shortcut and phrase counts,
/// duplicates) are checked in `CompiledApp.compile`.
extension CompiledApp {
    /// Checks one phrase of shortcut `shortcut`: placeholders well formed, `${applicationName}`
    /// exactly once, at most one parameter, and that one a single AppEntity or AppEnum of the
    /// shortcut's action. Appends an error per rule broken.
    ///
    /// - Returns: The parsed template (nil when it cannot be parsed), whether it broke no rule,
    ///   and the parameter its slot fills.
    static func checkPhrase(
        _ text: String, shortcut: Int, action: ActionMetadata, app: String, errors: inout [PhraseRuleError]
    ) -> (template: PhraseTemplate?, valid: Bool, parameter: ParameterMetadata?) {
        func fail(_ code: PhraseRuleError.Code, _ message: String) {
            errors.append(
                PhraseRuleError(
                    code, app: app, shortcutIndex: shortcut, actionIdentifier: action.identifier, phrase: text,
                    message: message))
        }
        let template: PhraseTemplate
        switch PhraseTemplate.parse(text) {
        case .success(let parsed): template = parsed
        case .failure(let problem):
            fail(
                .malformedPlaceholder,
                "'\(problem.text)' is not a placeholder; write ${applicationName} or ${parameterName}")
            return (nil, false, nil)
        }
        var valid = true
        if template.applicationNameCount != 1 {
            fail(
                .applicationNameCount,
                "${applicationName} occurs \(template.applicationNameCount) times; a phrase must contain it exactly once"
            )
            valid = false
        }
        let names = template.parameterNames
        if names.count > 1 {
            fail(
                .tooManyParameters,
                "the phrase uses \(names.count) parameters (\(names.joined(separator: ", "))); at most one is allowed")
            valid = false
        }
        var slotParameter: ParameterMetadata?
        for name in names {
            guard let parameter = action.parameters.first(where: { $0.name == name }) else {
                let known = action.parameters.map(\.name).joined(separator: ", ")
                fail(
                    .unknownParameter,
                    "${\(name)} is not a parameter of \(action.identifier) (parameters: \(known.isEmpty ? "none" : known))"
                )
                valid = false
                continue
            }
            switch parameter.valueType {
            case .entity, .enumeration: slotParameter = parameter
            default:
                fail(
                    .unsupportedParameterType,
                    "${\(name)} is \(parameter.valueType.displayName); a phrase parameter must be one AppEntity or AppEnum"
                )
                valid = false
            }
        }
        return (template, valid, slotParameter)
    }

    /// Checks one of the app's negative phrases: well formed, at most one `${applicationName}`,
    /// no parameter, at least one word.
    ///
    /// - Returns: The template when it broke no rule.
    static func checkNegativePhrase(_ text: String, app: String, errors: inout [PhraseRuleError]) -> PhraseTemplate? {
        func fail(_ code: PhraseRuleError.Code, _ message: String) -> PhraseTemplate? {
            errors.append(PhraseRuleError(code, app: app, phrase: text, message: "negative phrase: " + message))
            return nil
        }
        switch PhraseTemplate.parse(text) {
        case .failure(let problem):
            return fail(.malformedPlaceholder, "'\(problem.text)' is not a placeholder")
        case .success(let template):
            if template.applicationNameCount > 1 {
                return fail(.applicationNameCount, "${applicationName} may occur at most once")
            }
            if let name = template.parameterNames.first {
                return fail(.unknownParameter, "${\(name)}; only ${applicationName} is allowed")
            }
            if TextNormalizer.normalize(template.normalizedKey).tokens.isEmpty {
                return fail(.emptyPhrase, "no word")
            }
            return template
        }
    }
}
