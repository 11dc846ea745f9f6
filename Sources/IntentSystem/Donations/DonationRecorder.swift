import AppIntents
import AppIntentsMetadata
import Foundation
import IntentStore

/// The system's side of donations: records the intents the system runs and the ones app code
/// donates, and deletes them on request, in the store's `DonationStore`.
package struct DonationRecorder: Sendable {
    /// Where donations are kept.
    package let store: any DonationStore
    /// The app whose donations these are, as the store names it.
    package let app: String
    /// The current time (injected so tests can place donations in time).
    package let now: @Sendable () -> Date

    /// Creates a recorder for `app`.
    package init(store: any DonationStore, app: String, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.app = app
        self.now = now
    }

    /// Records a run the system performed (the executor's `donations` sink); returns its id.
    @discardableResult
    package func record(_ run: DonationRecord) throws -> UUID {
        let donation = IntentStore.DonationRecord(
            app: app, intentIdentifier: run.intent, parametersJSON: JSONValue.object(run.parameters).description,
            entityIDs: run.entityIdentifiers, date: now(), resultSummary: run.resultText, source: .system)
        try store.enqueue(donation)
        return donation.id
    }

    /// Records an intent app code donated (`IntentDonationManager.donate`), under `identifier`
    /// when it is a UUID the donation was already given; returns its id.
    package func donate(
        _ intent: any AppIntent, result: (any IntentResult)?, identifier: String? = nil
    ) async throws -> String {
        var values: [String: JSONValue] = [:]
        var entities: [String] = []
        for (name, parameter) in Reflection.parameters(of: intent) {
            let value: (any Sendable)? = parameter.currentValue ?? parameter.defaultAny
            if let generable = value as? any GenerableEntity {
                // Made from its properties, not found: the properties make it again.
                values[name] = await Resolver.generableProperties(of: generable)
            } else if let entity = value as? any AppEntity {
                entities.append(entity.id.entityIdentifierString)
                values[name] = .object(["id": .string(entity.id.entityIdentifierString)])
            } else if let list = value as? [any AppEntity] {
                entities += list.map { $0.id.entityIdentifierString }
                values[name] = .array(list.map { .object(["id": .string($0.id.entityIdentifierString)]) })
            } else if let collection = value as? any _EntityCollectionValue {
                // As a list of entities, by identifier.
                entities += collection._identifierStrings
                values[name] = .array(collection._identifierStrings.map { .object(["id": .string($0)]) })
            } else if value != nil {
                values[name] = await ValueEncoding.json(value, kind: parameter.valueKind)
            }
        }
        let summary = (result as? any _AnyIntentResult)?._dialog.map(\.full)
        let donation = IntentStore.DonationRecord(
            id: identifier.flatMap(UUID.init(uuidString:)) ?? .timeOrdered(), app: app,
            intentIdentifier: TypeNames.short(type(of: intent)),
            parametersJSON: JSONValue.object(values).description, entityIDs: entities, date: now(),
            resultSummary: summary, source: .app)
        try store.enqueue(donation)
        return donation.id.uuidString
    }

    /// Deletes the donations `predicate` matches; returns their ids.
    package func delete(_ predicate: IntentDonationMatchingPredicate) throws -> [String] {
        switch predicate.kind {
        case .intentType(let name, let entity):
            let identifier = String(name.split(separator: ".").last ?? Substring(name))
            if let entity {
                return try deleteEach(DonationFilter(app: app, intentIdentifier: identifier, entityID: entity))
            }
            let matching = try store.donations(
                matching: DonationFilter(app: app, intentIdentifier: identifier, limit: 100_000))
            try store.deleteDonations(intentIdentifier: identifier, app: app)
            return matching.map(\.id.uuidString)
        case .entityIdentifiers(let ids):
            // Only this app's donations: another app may use the same entity id.
            var deleted: [String] = []
            for id in ids { deleted += try deleteEach(DonationFilter(app: app, entityID: id)) }
            return deleted
        case .donationIdentifiers(let ids):
            var deleted: [String] = []
            for text in ids {
                guard let id = UUID(uuidString: text) else { continue }
                if try store.deleteDonation(id: id) { deleted.append(id.uuidString) }
            }
            return deleted
        }
    }

    /// Deletes every donation `filter` matches, one by one; returns their ids.
    private func deleteEach(_ filter: DonationFilter) throws -> [String] {
        var filter = filter
        filter.limit = 100_000
        var deleted: [String] = []
        for donation in try store.donations(matching: filter) where try store.deleteDonation(id: donation.id) {
            deleted.append(donation.id.uuidString)
        }
        return deleted
    }

    /// Installs `donate(intent:)`, `deleteDonations(matching:)` and `intent.donate()` for app code.
    package func installHooks() {
        let recorder = self
        SystemHooks.shared.install(
            donate: { intent, result, identifier in
                try await recorder.donate(intent, result: result, identifier: identifier)
            },
            deleteDonations: { predicate in try recorder.delete(predicate) })
    }
}
