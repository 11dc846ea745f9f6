import AppIntents
import Foundation
import IntentStore

/// What the system offers app code outside `perform()`: donations (`IntentDonationManager`,
/// `intent.donate()`) and Spotlight (`CSSearchableIndex`), kept in the system store, plus the
/// donation of every intent the host runs.
extension HostContext {
    /// The app's name as the system store keys its records.
    var systemAppName: String { app.name.lowercased() }

    /// Opens the system store and installs the donation and Spotlight hooks on it, so app code
    /// reaches the store. Returns the store.
    @discardableResult
    func installSystemHooks() throws -> any IntentStorage {
        let storage = try storage()
        DonationRecorder(store: storage, app: systemAppName).installHooks()
        SystemHooks.shared.install(spotlight: SpotlightIndexer(index: storage).handler)
        return storage
    }

    /// Where the executor donates each successful run. The system store opens on the first
    /// donation, and so do the hooks app code reaches (`donate()`, `CSSearchableIndex`). A donation
    /// that cannot be stored is reported as a warning on standard error and never fails the run:
    /// the intent has already done its work.
    func donationSink() -> @Sendable (IntentSystem.DonationRecord) async -> Void {
        let console = console
        let storage = systemStorage
        let app = systemAppName
        SystemHooks.shared.install(
            donate: { intent, result, identifier in
                try await DonationRecorder(store: try storage.open(), app: app)
                    .donate(intent, result: result, identifier: identifier)
            },
            deleteDonations: { predicate in try DonationRecorder(store: try storage.open(), app: app).delete(predicate)
            },
            spotlight: SpotlightHandler(
                apply: { batch, clientState, expected in
                    try await SpotlightIndexer(index: try storage.open()).handler.apply(batch, clientState, expected)
                },
                clientState: { name in try await SpotlightIndexer(index: try storage.open()).handler.clientState(name) }
            ))
        return { run in
            do {
                try DonationRecorder(store: try storage.open(), app: app).record(run)
            } catch {
                console.errorLine(
                    "warning: \(run.intent) ran but was not remembered for suggestions: \(Self.describe(error))")
            }
        }
    }
}
