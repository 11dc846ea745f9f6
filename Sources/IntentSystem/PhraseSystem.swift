import AppIntents
import AppIntentsMetadata
import Foundation
import IntentPhrases

/// The system's phrase engine for one app ("Siri"): App Shortcut phrases compiled with the values
/// their parameters can take, matched against what a person says, turned into a run request.
package final class PhraseSystem: @unchecked Sendable {
    package let catalog: Catalog
    private let lock = NSLock()
    private var engine: PhraseEngine
    package let flexible: Bool

    /// Compiles the app's phrases with their parameters' current values.
    /// - Throws: `IntentSystemError` (`invalidDeclaration`) listing every phrase rule broken.
    package init(catalog: Catalog, flexible: Bool = false) async throws {
        self.catalog = catalog
        self.flexible = flexible
        let app = try await Self.phraseApp(catalog)
        do {
            engine = try PhraseEngine(apps: [app], options: .init(flexible: flexible))
        } catch {
            throw IntentSystemError(.invalidDeclaration, error.description)
        }
    }

    /// The app as the engine sees it: its metadata and, per phrase parameter, the values from the
    /// entity query (all entities, else suggestions); enum cases come from the metadata.
    static func phraseApp(_ catalog: Catalog) async throws -> PhraseApp {
        var values: [ParameterKey: [PhraseValue]] = [:]
        for shortcut in catalog.metadata.autoShortcuts {
            guard let action = catalog.metadata.actions[shortcut.actionIdentifier] else { continue }
            let names = Set(shortcut.phraseTemplates.flatMap { Placeholders.names(in: $0.key) })
            for name in names where name != "applicationName" {
                guard let parameter = action.parameter(named: name),
                    case .entity(let type) = parameter.valueType.memberType,
                    let lookup = try? ownLookup(of: name, in: action.identifier, catalog) ?? catalog.entity(type)
                else { continue }
                let entities: [any AppEntity]
                if let all = lookup.all { entities = try await all() } else { entities = try await lookup.suggested() }
                values[ParameterKey(action: action.identifier, parameter: name)] = entities.map { entity in
                    PhraseValue(
                        id: entity.id.entityIdentifierString, title: entity.displayRepresentation.title.defaultValue,
                        synonyms: entity.displayRepresentation.synonyms.map(\.defaultValue))
                }
            }
        }
        return PhraseApp(
            name: catalog.app.name, synonyms: catalog.app.synonyms, actions: catalog.metadata, values: values)
    }

    /// The lookup of the query a parameter declared (`query:`), whose entities its phrases name;
    /// `nil` when it declared none.
    private static func ownLookup(of name: String, in action: String, _ catalog: Catalog) throws -> EntityLookup? {
        let intent = try catalog.intentType(action).init()
        return Reflection.parameters(of: intent).first(where: { $0.name == name }).flatMap {
            EntityLookup.declared(by: $0.parameter)
        }
    }

    /// Compiles the phrases again with fresh values: the app called
    /// `updateAppShortcutParameters()`.
    package func refresh() async throws {
        let app = try await Self.phraseApp(catalog)
        do {
            var updated = lock.withLock { engine }
            try updated.register(app)
            lock.withLock { engine = updated }
        } catch {
            throw IntentSystemError(.invalidDeclaration, error.description)
        }
    }

    /// The candidates for `utterance`, best first.
    package func match(_ utterance: String) -> [PhraseMatch] {
        lock.withLock { engine }.match(utterance)
    }

    /// The run request for what a person said: the matched shortcut's intent with the value heard.
    /// Several candidates are put to the person; a low-confidence match asks to confirm first.
    package func request(
        for utterance: String, interaction: any Interaction, caller: CallerAuthentication
    ) async throws
        -> (RunRequest, PhraseMatch)
    {
        let candidates = match(utterance)
        guard !candidates.isEmpty else {
            let phrases = expandedPhrases(limit: 200)
            throw IntentSystemError(
                .notFound,
                "no App Shortcut of \(catalog.app.name) matches '\(Resolver.clip(utterance))'."
                    + Suggestions.didYouMean(utterance, among: phrases),
                given: utterance, candidates: Suggestions.closest(to: utterance, among: phrases))
        }
        var chosen = candidates[0]
        let best = candidates.filter { $0.confidence == candidates[0].confidence }
        let distinct = Dictionary(grouping: best) { "\($0.actionIdentifier)|\($0.value?.id ?? "")" }.values.map {
            $0[0]
        }
        if distinct.count > 1 {
            let options = distinct.map { candidate in
                ChoiceOption(
                    id: "\(candidate.actionIdentifier)|\(candidate.value?.id ?? "")",
                    title: title(of: candidate))
            }
            let index = try await interaction.requestDisambiguation(
                DisambiguationRequest(
                    intent: distinct[0].actionIdentifier, parameter: distinct[0].parameter ?? "shortcut",
                    dialog: "Which one do you mean?", options: options))
            guard distinct.indices.contains(index) else {
                throw IntentSystemError(
                    .invalidValue, "choice \(index + 1) is not one of the \(distinct.count) options")
            }
            chosen = distinct[index]
        }
        var inputs: [String: IntentInput] = [:]
        if let parameter = chosen.parameter, let value = chosen.value {
            inputs[parameter] = .json(.string(value.id))
        }
        let request = RunRequest(
            intent: chosen.actionIdentifier, inputs: inputs, caller: caller, surface: .siri,
            lowConfidence: chosen.confidence < 1)
        return (request, chosen)
    }

    /// How a candidate is offered: the shortcut's title and the value heard.
    func title(of candidate: PhraseMatch) -> String {
        let shortcut =
            catalog.metadata.autoShortcuts.indices.contains(candidate.shortcutIndex)
            ? catalog.metadata.autoShortcuts[candidate.shortcutIndex] : nil
        let name =
            shortcut?.shortTitle?.key ?? catalog.metadata.actions[candidate.actionIdentifier]?.title.key
            ?? candidate.actionIdentifier
        return candidate.value.map { "\(name): \($0.title)" } ?? name
    }

    /// Every phrase a person can say, with the app's name and each parameter value filled in.
    package func expandedPhrases(limit: Int = .max) -> [String] {
        let engine = lock.withLock { self.engine }
        var phrases: [String] = []
        for shortcut in catalog.metadata.autoShortcuts
        where catalog.metadata.actions[shortcut.actionIdentifier]?.isDiscoverable != false {
            for template in shortcut.phraseTemplates {
                let names = Placeholders.names(in: template.key).filter { $0 != "applicationName" }
                let fill = { (value: String?) -> String in
                    Placeholders.replacing(in: template.key) {
                        $0 == "applicationName" ? self.catalog.app.name : (value ?? "<\($0)>")
                    }
                }
                guard let name = names.first else {
                    phrases.append(fill(nil))
                    continue
                }
                let key = ParameterKey(action: shortcut.actionIdentifier, parameter: name)
                var titles = engine.parameterValues(app: catalog.app.name, key)?.map(\.title) ?? []
                if titles.isEmpty, let action = catalog.metadata.actions[shortcut.actionIdentifier],
                    let parameter = action.parameter(named: name),
                    case .enumeration(let identifier) = parameter.valueType,
                    let enumeration = catalog.metadata.enumeration(identifier)
                {
                    let supported = parameter.supportedValues.map(Set.init)
                    titles = enumeration.cases.filter { supported?.contains($0.identifier) ?? true }
                        .map(\.displayRepresentation.title.key)
                }
                phrases += titles.map { fill($0) }
                if phrases.count >= limit { return Array(phrases.prefix(limit)) }
            }
        }
        return phrases
    }
}
