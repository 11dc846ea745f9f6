import AppIntents
import AppIntentsMetadata
import AppIntentsTesting
import Foundation
import Testing

@testable import IntentSystem

/// Foundation's `Calendar.RecurrenceRule` as an intent value (Apple's since iOS 18.2, the reminders
/// schema's `recurrence`): read from an iCalendar `RRULE` or a word, and written back as the rule.
@Suite struct RecurrenceRuleTests {
    struct RepeatChoreIntent: AppIntent {
        static let title: LocalizedStringResource = "Repeat Chore"
        @Parameter(title: "Repeats") var repeats: Calendar.RecurrenceRule
        @Parameter(title: "Instead") var instead: Calendar.RecurrenceRule?
        func perform() async throws -> some IntentResult & ReturnsValue<Calendar.RecurrenceRule> & ProvidesDialog {
            .result(value: repeats, dialog: "Every \(repeats.interval) (\(repeats.frequency))")
        }
    }

    static let app = IntentApp(name: "Chores", intents: [RepeatChoreIntent.self])

    func run(_ input: IntentInput) async throws -> Outcome {
        let executor = Executor(catalog: try await Catalog.build(Self.app))
        return try await executor.run(
            RunRequest(intent: "RepeatChoreIntent", inputs: ["repeats": input]), interaction: NeverAskInteraction())
    }

    @Test(arguments: [
        ("weekly", "FREQ=WEEKLY"),
        ("Every day", "FREQ=DAILY"),
        ("every 6 months", "FREQ=MONTHLY;INTERVAL=6"),
        ("annually", "FREQ=YEARLY"),
        ("RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,-1FR;COUNT=10", "FREQ=WEEKLY;INTERVAL=2;COUNT=10;BYDAY=MO,-1FR"),
        (
            "freq=monthly;bymonthday=1,-1;byhour=9;byminute=30;bysecond=0;bymonth=3,9;bysetpos=-1",
            "FREQ=MONTHLY;BYSECOND=0;BYMINUTE=30;BYHOUR=9;BYMONTHDAY=1,-1;BYMONTH=3,9;BYSETPOS=-1"
        ),
        ("FREQ=YEARLY;BYYEARDAY=100;BYWEEKNO=-2", "FREQ=YEARLY;BYYEARDAY=100;BYWEEKNO=-2"),
        ("FREQ=DAILY;UNTIL=20261231T235959Z", "FREQ=DAILY;UNTIL=20261231T235959Z"),
    ])
    func aRuleIsReadAndWrittenBackAsAnRRULE(_ given: String, _ written: String) async throws {
        let outcome = try await run(.text(given))
        #expect(outcome.valueText == written)
        #expect(outcome.valueJSON == .string(written))
        let again = try await run(.json(.string(written)))
        #expect(again.value as? Calendar.RecurrenceRule == outcome.value as? Calendar.RecurrenceRule)
    }

    @Test func theRuleIsFoundationsOwn() async throws {
        let harness = try await IntentTestHarness(app: Self.app)
        let run = try await harness.run(
            RepeatChoreIntent.self, ["repeats": "FREQ=MONTHLY;INTERVAL=3;BYDAY=2TU;COUNT=4"])
        let rule = try #require(run.value(as: Calendar.RecurrenceRule.self))
        #expect(rule.frequency == .monthly && rule.interval == 3 && rule.end.occurrences == 4)
        #expect(rule.weekdays == [.nth(2, .tuesday)])
        #expect(run.dialog == "Every 3 (monthly)")
        // Its dates are Foundation's: the second Tuesday of each third month, four times.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = try #require(calendar.date(from: DateComponents(year: 2027, month: 1, day: 1)))
        var ruled = rule
        ruled.calendar = calendar
        let days = ruled.recurrences(of: start).map { calendar.component(.day, from: $0) }
        #expect(Array(days) == [12, 13, 13, 12])
    }

    @Test func aDateOnlyUntilIsTheDayInTheCalendarsZone() throws {
        let rule = try Primitives.recurrenceRule(text: "FREQ=WEEKLY;UNTIL=20270115")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        #expect(rule.end.date == calendar.date(from: DateComponents(year: 2027, month: 1, day: 15)))
    }

    @Test(arguments: [
        ("INTERVAL=2", "FREQ is missing"),
        (";", "FREQ is missing"),
        ("FREQ=FORTNIGHTLY", "FREQ=FORTNIGHTLY is not one of MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY"),
        ("FREQ=WEEKLY;WKST=SU", "WKST is not supported"),
        ("FREQ=DAILY;COUNT=3;UNTIL=20270101", "COUNT and UNTIL cannot both be given"),
        ("FREQ=WEEKLY;BYDAY=XX", "BYDAY has 'XX', not a day such as MO or -1FR"),
        ("FREQ=MONTHLY;BYDAY=60MO", "BYDAY has '60MO': 60 is not within 1...53"),
        ("FREQ=YEARLY;BYMONTH=13", "BYMONTH has '13', not a whole number within 1...12"),
        ("FREQ=MONTHLY;BYMONTHDAY=0", "BYMONTHDAY has '0', not a whole number within 1...31 or -31...-1"),
        ("FREQ=DAILY;INTERVAL=0", "INTERVAL=0 is not a whole number within 1...2147483647"),
        ("FREQ=DAILY;UNTIL=20270230", "UNTIL=20270230 is not a day of the calendar"),
        ("FREQ=DAILY;UNTIL=tomorrow", "UNTIL=tomorrow is not a date such as 20261231"),
        ("FREQ=DAILY;FREQ=WEEKLY", "FREQ is given twice"),
        ("every 0 days", "'every 0' must repeat at least every 1"),
        ("sometimes", "'sometimes' is not NAME=VALUE"),
    ])
    func aRuleThatCannotBeReadSaysWhatIsWrong(_ given: String, _ message: String) async throws {
        let error = await #expect(throws: IntentSystemError.self) { try await run(.text(given)) }
        #expect(error?.code == .invalidValue)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
        #expect(error?.message.contains("expected a recurrence as an iCalendar RRULE") == true)
    }

    @Test func aNumberIsNotARule() async throws {
        let error = await #expect(throws: IntentSystemError.self) { try await run(.json(.number(7))) }
        #expect(error?.message.contains("(Calendar.RecurrenceRule), got '7'") == true)
    }

    @Test func theMetadataNamesTheRuleAndReadsItBack() async throws {
        let catalog = try await Catalog.build(Self.app)
        let action = try #require(catalog.metadata.actions["RepeatChoreIntent"])
        let repeats = try #require(action.parameter(named: "repeats"))
        #expect(repeats.valueType == .primitive(.recurrenceRule))
        #expect(action.parameter(named: "instead")?.isOptional == true)
        #expect(repeats.valueType.json.description == #"{"primitive":{"wrapper":{"typeIdentifier":100}}}"#)
        #expect(ValueType(json: repeats.valueType.json) == .primitive(.recurrenceRule))
        #expect(action.outputType == .primitive(.recurrenceRule))
    }
}
