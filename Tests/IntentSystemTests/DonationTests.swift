import AppIntents
import Foundation
import IntentStore
import IntentSystem
import Testing

/// A clock the tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    init(_ date: Date) { current = date }
    var now: Date { lock.withLock { current } }
    func set(_ date: Date) { lock.withLock { current = date } }
}

/// Donations from runs and from app code, their deletion, and suggestions built from them.
/// Serialized: the donation hooks are one per process.
@Suite(.serialized) struct DonationTests {
    static let noon = Date(timeIntervalSince1970: 1_779_969_600)  // 2026-05-28 12:00 UTC

    func setUp() async throws -> (InMemoryStore, Catalog, DonationRecorder, TestClock) {
        let store = InMemoryStore()
        let clock = TestClock(Self.noon)
        let recorder = DonationRecorder(store: store, app: "kitchen", now: { clock.now })
        return (store, try await Catalog.build(kitchenApp), recorder, clock)
    }

    @Test func executorDonatesEverySuccessfulRunWithItsParameters() async throws {
        let (store, catalog, recorder, _) = try await setUp()
        let executor = Executor(
            catalog: catalog,
            donations: { run in
                do { try recorder.record(run) } catch { Issue.record(error) }
            })
        _ = try await executor.run(
            RunRequest(intent: "CookIntent", inputs: ["dish": "jambalaya"]), interaction: NeverAskInteraction())
        await #expect(throws: IntentSystemError.self) {
            _ = try await executor.run(
                RunRequest(intent: "CookIntent", inputs: ["dish": "pizza"]), interaction: NeverAskInteraction())
        }
        let donations = try store.donations(matching: DonationFilter(app: "kitchen"))
        #expect(donations.count == 1, "a failed run is not donated")
        #expect(donations.first?.intentIdentifier == "CookIntent")
        #expect(donations.first?.parametersJSON == #"{"dish":{"id":"jambalaya","title":"Jambalaya"},"servings":2}"#)
        #expect(donations.first?.entityIDs == ["jambalaya"])
        #expect(donations.first?.source == .system)
        #expect(donations.first?.resultSummary == "Cooking 2 Jambalaya.")
    }

    @Test func appDonationsAndDeletionByTypeEntityAndIdentifier() async throws {
        let (store, _, recorder, _) = try await setUp()
        recorder.installHooks()
        let cook = CookIntent()
        cook.dish = Kitchen.dishes[0]
        let first = try await IntentDonationManager.shared.donate(intent: cook)
        try await cook.donate()
        let taste = TasteIntent()
        taste.dish = Kitchen.dishes[2]
        let tasted = try await IntentDonationManager.shared.donate(intent: taste)
        let all = try store.donations(matching: DonationFilter(app: "kitchen"))
        #expect(all.count == 3)
        #expect(all.allSatisfy { $0.source == .app })

        let byID = try await IntentDonationManager.shared.deleteDonations(matching: .donationIdentifiers([first]))
        #expect(byID == [first])
        let byEntity = try await IntentDonationManager.shared.deleteDonations(matching: .entityIdentifier("jambalaya"))
        #expect(byEntity == [tasted])
        let byType = try await IntentDonationManager.shared.deleteDonations(matching: .intentType(CookIntent.self))
        #expect(byType.count == 1)
        #expect(try store.donations(matching: DonationFilter(app: "kitchen")).isEmpty)
        #expect(try await IntentDonationManager.shared.deleteDonations(matching: .intentType(CookIntent.self)) == [])
    }

    /// Apple's predicates that name entities by `EntityIdentifier`, one donation, or an intent
    /// type's donations about one entity.
    @Test func deletionByEntityIdentifiersAndByTypeForOneEntity() async throws {
        let (store, _, recorder, _) = try await setUp()
        recorder.installHooks()
        func cook(_ index: Int) async throws -> IntentDonationIdentifier {
            let intent = CookIntent()
            intent.dish = Kitchen.dishes[index]
            return try await IntentDonationManager.shared.donate(intent: intent)
        }
        let cookedFirst = try await cook(0)
        let cookedSecond = try await cook(1)
        let cookedThird = try await cook(2)
        let taste = TasteIntent()
        taste.dish = Kitchen.dishes[0]
        let tasted = try await IntentDonationManager.shared.donate(intent: taste)

        let first = EntityIdentifier(for: Kitchen.dishes[0])
        let byTypeAndEntity = try await IntentDonationManager.shared.deleteDonations(
            matching: .intentType(CookIntent.self, entityIdentifier: first))
        #expect(byTypeAndEntity == [cookedFirst], "the tasting of the same dish stays")
        let byEntities = try await IntentDonationManager.shared.deleteDonations(
            matching: .entityIdentifiers([first, EntityIdentifier(for: Kitchen.dishes[1])]))
        #expect(Set(byEntities) == [tasted, cookedSecond])
        let byOne = try await IntentDonationManager.shared.deleteDonations(matching: .donationIdentifier(cookedThird))
        #expect(byOne == [cookedThird])
        #expect(try store.donations(matching: DonationFilter(app: "kitchen")).isEmpty)
        #expect(
            try await IntentDonationManager.shared.deleteDonations(
                matching: .entityIdentifier(EntityIdentifier(for: Kitchen.dishes[2]))) == [])
    }

    @Test func suggestionsRankFrequencyRecencyAndTimeOfDay() async throws {
        let (store, catalog, recorder, clock) = try await setUp()
        func cook(_ dish: Dish, at date: Date) async throws {
            clock.set(date)
            let intent = CookIntent()
            intent.dish = dish
            _ = try await recorder.donate(intent, result: nil)
        }
        let day = 86_400.0
        // Gumbo: four times two weeks ago at noon. Jambalaya: once yesterday at noon.
        // Gumbó Zhèbes: once a day and a half ago, at midnight.
        for offset in 0..<4 { try await cook(Kitchen.dishes[0], at: Self.noon - 14 * day + Double(offset)) }
        try await cook(Kitchen.dishes[2], at: Self.noon - day)
        try await cook(Kitchen.dishes[1], at: Self.noon - 1.5 * day)
        let list = SuggestionList(catalog: catalog, store: store, app: "kitchen")
        let zone = TimeZone.current.secondsFromGMT(for: Self.noon)
        // At noon: 4 × ¼ × 2 = 2.0 for Gumbo, ½^(1/7) × 2 ≈ 1.81 for Jambalaya, ≈ 0.86 for the other.
        let atNoon = try await list.suggestions(now: Self.noon, timeZoneOffset: zone)
        #expect(atNoon.map(\.title) == ["Cook Gumbo", "Cook Jambalaya", "Cook Gumbó Zhèbes"])
        #expect(atNoon.first?.donationCount == 4)
        #expect(atNoon.first?.subtitle == nil)
        // At midnight the midnight dish counts double and comes first.
        let atMidnight = try await list.suggestions(now: Self.noon + day / 2, timeZoneOffset: zone)
        #expect(atMidnight.map(\.title) == ["Cook Gumbó Zhèbes", "Cook Gumbo", "Cook Jambalaya"])
    }

    @Test func suggestionRunsAgainByIdAndReportsAStaleOne() async throws {
        let (store, catalog, recorder, _) = try await setUp()
        let taste = TasteIntent()
        taste.dish = Dish(id: "gone", name: "Gone", cuisine: "None")
        _ = try await recorder.donate(taste, result: nil)
        let cook = CookIntent()
        cook.dish = Kitchen.dishes[2]
        cook.servings = 5
        _ = try await recorder.donate(cook, result: nil)
        let list = SuggestionList(catalog: catalog, store: store, app: "kitchen")
        let suggestions = try await list.suggestions(now: Self.noon)
        let stale = try #require(suggestions.first { $0.intent == "TasteIntent" })
        #expect(stale.problem?.contains("'gone' no longer exists") == true)
        let executor = Executor(catalog: catalog)
        let good = try #require(suggestions.first { $0.intent == "CookIntent" })
        let outcome = try await executor.run(try list.request(for: good), interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Cooking 5 Jambalaya.")
        let error = await #expect(throws: IntentSystemError.self) {
            _ = try await executor.run(try list.request(for: stale), interaction: NeverAskInteraction())
        }
        #expect(error?.code == .staleIdentifier)
        #expect(error?.given == "gone")
    }

    @Test func synchronousDonationIsRecordedUnderTheIdentifierItReturned() async throws {
        let (store, _, recorder, _) = try await setUp()
        let cook = CookIntent()
        cook.dish = Kitchen.dishes[2]
        let taste = TasteIntent()
        taste.dish = Kitchen.dishes[0]
        // Hooks of this task's own: other suites install theirs in the process at the same time.
        let (cooked, tasted) = await SystemHooks.$scoped.withValue(SystemHooks()) {
            recorder.installHooks()
            let identifiers = donateWithoutAwaiting(cook, taste)
            await SystemHooks.shared.waitForPendingDonations()
            return identifiers
        }
        let all = try store.donations(matching: DonationFilter(app: "kitchen"))
        #expect(Set(all.map(\.id.uuidString)) == [cooked.rawValue, tasted.rawValue])
        let cookDonation = try #require(all.first { $0.id.uuidString == cooked.rawValue })
        #expect(cookDonation.intentIdentifier == "CookIntent")
        #expect(cookDonation.entityIDs == ["jambalaya"])
        #expect(cookDonation.source == .app)
        #expect(all.first { $0.id.uuidString == tasted.rawValue }?.intentIdentifier == "TasteIntent")
    }

    @Test func runEndsAfterTheDonationsItsPerformMadeWithoutAwaiting() async throws {
        let (store, _, recorder, _) = try await setUp()
        let catalog = try await Catalog.build(
            IntentApp(name: "Kitchen", intents: [CookIntent.self, TasteIntent.self, TasteAndNoteIntent.self]))
        try await SystemHooks.$scoped.withValue(SystemHooks()) {
            // A slow store: the run must still end after the donation is recorded.
            SystemHooks.shared.install(donate: { intent, result, identifier in
                try await Task.sleep(for: .milliseconds(100))
                return try await recorder.donate(intent, result: result, identifier: identifier)
            })
            _ = try await Executor(catalog: catalog).run(
                RunRequest(intent: "TasteAndNoteIntent", inputs: ["dish": "gumbo"]), interaction: NeverAskInteraction())
        }
        let donations = try store.donations(matching: DonationFilter(app: "kitchen"))
        #expect(donations.map(\.intentIdentifier) == ["TasteIntent"])
        #expect(donations.first?.entityIDs == ["gumbo"])
    }
}

/// Donates the way code that is not async does (a view's action, a delegate callback): with
/// Apple's synchronous `donate`s.
func donateWithoutAwaiting(
    _ cook: CookIntent, _ taste: TasteIntent
) -> (IntentDonationIdentifier, IntentDonationIdentifier) {
    let cooked = IntentDonationManager.shared.donate(intent: cook)
    let tasted = taste.donate(result: .result())
    return (cooked, tasted)
}

/// Tastes a dish and notes it with a synchronous donation from inside `perform()`.
struct TasteAndNoteIntent: AppIntent {
    static var title: LocalizedStringResource { "Taste and Note" }
    @Parameter(title: "Dish") var dish: Dish

    func perform() async throws -> some IntentResult {
        noteTasting(of: dish)
        return .result()
    }

    private func noteTasting(of dish: Dish) {
        let taste = TasteIntent()
        taste.dish = dish
        taste.donate()
    }
}
