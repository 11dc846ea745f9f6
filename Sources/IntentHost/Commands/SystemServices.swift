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

    /// Where the executor donates each successful run. A donation that cannot be stored (the
    /// system store cannot be opened or written) is reported as a warning on standard error and
    /// never fails the run: the intent has already done its work.
    func donationSink() -> @Sendable (IntentSystem.DonationRecord) async -> Void {
        let console = console
        let recorder: DonationRecorder
        do {
            recorder = DonationRecorder(store: try installSystemHooks(), app: systemAppName)
        } catch {
            let message = Self.describe(error)
            // App code that indexes or donates is told why the system cannot take it.
            let failure = HostError(.setUpFailed, message)
            SystemHooks.shared.install(
                donate: { _, _ in throw failure }, deleteDonations: { _ in throw failure },
                spotlight: SpotlightHandler(apply: { _, _, _ in throw failure }, clientState: { _ in throw failure }))
            return { run in
                console.errorLine("warning: \(run.intent) ran but was not remembered for suggestions: \(message)")
            }
        }
        return { run in
            do {
                try recorder.record(run)
            } catch {
                console.errorLine(
                    "warning: \(run.intent) ran but was not remembered for suggestions: \(Self.describe(error))")
            }
        }
    }
}
