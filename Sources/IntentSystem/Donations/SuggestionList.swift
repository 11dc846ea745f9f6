import AppIntents
import AppIntentsMetadata
import Foundation
import IntentStore

/// One suggested run: a donated intent with its parameters, ranked by the store and shown the
/// way the intent's `predictionConfiguration` says (or by its title and parameter values).
package struct SuggestedIntent: Sendable {
    /// 1 for the best suggestion.
    package var rank: Int
    /// The intent's identifier.
    package var intent: String
    /// What the suggestion shows.
    package var title: String
    /// A second line: the parameter values, or the prediction's subtitle.
    package var subtitle: String?
    /// The donated parameter values.
    package var parameters: [String: JSONValue]
    /// The store's score (frequency weighted by recency and time of day).
    package var score: Double
    /// How many donations back it.
    package var donationCount: Int
    /// The newest of them.
    package var lastDonated: Date
    /// Why it can no longer run as donated (an entity that no longer exists), if so.
    package var problem: String?
}

/// Lists an app's suggestions and turns one back into a run.
package struct SuggestionList: Sendable {
    package let catalog: Catalog
    package let store: any DonationStore
    /// The app, as the store names it.
    package let app: String

    /// Creates a list for `app` over `store`.
    package init(catalog: Catalog, store: any DonationStore, app: String) {
        self.catalog = catalog
        self.store = store
        self.app = app
    }

    /// The best suggestions at `now`, best first.
    package func suggestions(
        now: Date = Date(), timeZoneOffset: Int = TimeZone.current.secondsFromGMT(), limit: Int = 10,
        caller: CallerAuthentication = .none
    ) async throws -> [SuggestedIntent] {
        // Siri Suggestions offer only what system features may show: not an intent hidden from
        // them (`isDiscoverable = false`) nor one for the assistant only.
        let notOffered = Set(
            catalog.metadata.actions.values.filter { !$0.isDiscoverable || $0.visibilityMetadata.assistantOnly }
                .map(\.identifier))
        let ranked = try store.suggestions(
            SuggestionQuery(
                now: now, timeZoneOffset: timeZoneOffset, app: app, limit: limit, excludedIntents: notOffered))
        var result: [SuggestedIntent] = []
        for (index, suggestion) in ranked.enumerated() {
            let parameters = (try? JSONValue.parse(suggestion.parametersJSON))?.objectValue ?? [:]
            var item = SuggestedIntent(
                rank: index + 1, intent: suggestion.intentIdentifier,
                title: (try? catalog.action(suggestion.intentIdentifier).title.key) ?? suggestion.intentIdentifier,
                subtitle: nil, parameters: parameters, score: suggestion.score,
                donationCount: suggestion.donationCount, lastDonated: suggestion.lastDonated, problem: nil)
            await describe(&item, caller: caller)
            result.append(item)
        }
        return result
    }

    /// The request that runs `suggestion` again with its donated parameters. An entity is given
    /// by its id, so one that no longer exists is reported (`staleIdentifier`), never replaced.
    package func request(for suggestion: SuggestedIntent, caller: CallerAuthentication = .none) throws -> RunRequest {
        let action = try catalog.action(suggestion.intent)
        var inputs: [String: IntentInput] = [:]
        for (name, value) in suggestion.parameters where value != .null {
            guard let parameter = action.parameter(named: name) else { continue }
            if case .entity = parameter.valueType, !parameter.valueType.isArray, let id = value["id"]?.stringValue {
                inputs[name] = .entityIdentifier(id, savedTitle: value["title"]?.stringValue)
            } else {
                inputs[name] = .json(value)
            }
        }
        return RunRequest(intent: action.identifier, inputs: inputs, caller: caller, surface: .suggestion)
    }

    /// Fills the title and subtitle from the intent with its parameters resolved; a parameter that
    /// no longer resolves is written into `problem`.
    private func describe(_ item: inout SuggestedIntent, caller: CallerAuthentication) async {
        guard let type = try? catalog.intentType(item.intent) else {
            item.problem = "the app has no intent '\(item.intent)' any more"
            return
        }
        let prepared: Executor.Prepared
        do {
            let request = try self.request(for: item, caller: caller)
            prepared = try await Executor(catalog: catalog).prepare(request, interaction: NeverAskInteraction())
        } catch let error as IntentSystemError where error.code == .staleIdentifier || error.code == .notFound {
            item.problem = error.message
            return
        } catch {
            return  // shown by its title; running it reports what is missing
        }
        if let display = Self.prediction(of: type)?.displayRepresentation(for: prepared.intent) {
            item.title = display.title.defaultValue
            item.subtitle = display.subtitle?.defaultValue
            return
        }
        let values = prepared.parameters.compactMap { name, parameter -> String? in
            let text = ValueEncoding.text(parameter.currentValue ?? parameter.defaultAny)
            guard !text.isEmpty, item.parameters[name] != nil else { return nil }
            let title = prepared.action.parameter(named: name)?.title.key ?? name
            return "\(title): \(text)"
        }
        item.subtitle = values.isEmpty ? nil : values.joined(separator: ", ")
    }

    /// The prediction configuration of a `PredictableIntent` type.
    static func prediction(of type: any AppIntent.Type) -> (any _AnyIntentPrediction)? {
        func configuration<Intent: PredictableIntent>(_ type: Intent.Type) -> any IntentPredictionConfiguration {
            Intent.predictionConfiguration
        }
        guard let predictable = type as? any PredictableIntent.Type else { return nil }
        return configuration(predictable) as? any _AnyIntentPrediction
    }
}
