import AppIntents
import AppIntentsMetadata
import AppIntentsTesting
import Foundation
import GeoToolbox
import Testing

@testable import IntentSystem

/// Swift's `Duration` as an intent value (the calendar schema's `travelTime`, an alarm's offset),
/// and the unions calendar apps write around it and around a place.
@Suite struct DurationTests {
    @UnionValue
    enum AlertTime {
        case offset(Duration)
        case date(Date)
    }

    @UnionValue
    enum Venue {
        case place(PlaceDescriptor)
        case text(String)
    }

    struct SnoozeIntent: AppIntent {
        static let title: LocalizedStringResource = "Snooze"
        @Parameter(title: "For") var length: Duration
        func perform() async throws -> some IntentResult & ReturnsValue<Duration> & ProvidesDialog {
            .result(value: length, dialog: "Snoozing for \(Int(length.components.seconds)) seconds")
        }
    }

    struct AlertIntent: AppIntent {
        static let title: LocalizedStringResource = "Alert"
        @Parameter(title: "When") var when: AlertTime
        @Parameter(title: "Where") var venue: Venue?
        func perform() async throws -> some IntentResult & ProvidesDialog {
            let time: String
            switch when {
            case .offset(let offset): time = "\(offset.components.seconds) seconds from the start"
            case .date(let date): time = "at \(date.timeIntervalSince1970)"
            }
            let spot: String
            switch venue {
            case .place(let place)?: spot = place.commonName ?? place.address ?? "a place"
            case .text(let text)?: spot = text
            case nil: spot = "anywhere"
            }
            return .result(dialog: "Alert \(time), \(spot)")
        }
    }

    @AppEnum(schema: .clock.timerState)
    enum KitchenTimerState: String {
        case running, paused
        static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
            .running: "Running", .paused: "Paused",
        ]
    }

    @AppEntity(schema: .clock.timer)
    struct KitchenTimer {
        static let defaultQuery = KitchenTimerQuery()
        let id: String
        var duration: Duration
        var durationRemaining: Duration
        var state: KitchenTimerState
        var label: String?
        var isSleepTimer: Bool
        var displayRepresentation: DisplayRepresentation { "\(label ?? "Timer")" }
        init(duration: Duration, label: String?, isSleepTimer: Bool) {
            id = label ?? "timer"
            self.duration = duration
            durationRemaining = duration
            state = .running
            self.label = label
            self.isSleepTimer = isSleepTimer
        }
        struct KitchenTimerQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [KitchenTimer] { [] }
        }
    }

    /// Apple's example for `clock.createTimer` (WWDC26 session 343): a plain `var` the macro makes a
    /// parameter, asked for while the intent runs.
    @AppIntent(schema: .clock.createTimer)
    struct CreateTimerIntent {
        var duration: Duration
        var label: String?
        var isSleepTimer: Bool

        func perform() async throws -> some ReturnsValue<KitchenTimer> {
            label = try await $label.requestValue(
                """
                You already have a timer running. \
                What should we call this one?
                """
            )
            return .result(value: KitchenTimer(duration: duration, label: label, isSleepTimer: isSleepTimer))
        }
    }

    static let app = IntentApp(
        name: "Alerts", intents: [SnoozeIntent.self, AlertIntent.self, CreateTimerIntent.self])

    @Test func applesTimerExampleAsksForItsLabelAndHoldsItsLengths() async throws {
        let executor = Executor(catalog: try await Catalog.build(Self.app))
        let interaction = ScriptedInteraction([.value(.text("Pasta"))])
        let outcome = try await executor.run(
            RunRequest(intent: "CreateTimerIntent", inputs: ["duration": .text("9m"), "isSleepTimer": .text("no")]),
            interaction: interaction)
        let timer = try #require(outcome.value as? KitchenTimer)
        #expect(timer.label == "Pasta" && timer.durationRemaining == .seconds(540))
        #expect(interaction.asked.map(\.parameter) == ["label"])
        #expect(interaction.asked.first?.prompt == "You already have a timer running. What should we call this one?")
        let properties = try #require(outcome.valueJSON?["properties"]?.objectValue)
        #expect(properties["duration"] == .number(540) && properties["durationRemaining"] == .number(540))
        #expect(properties["state"] == .string("running"))
    }

    func run(_ intent: String, _ inputs: [String: IntentInput]) async throws -> Outcome {
        let executor = Executor(catalog: try await Catalog.build(Self.app))
        return try await executor.run(RunRequest(intent: intent, inputs: inputs), interaction: NeverAskInteraction())
    }

    @Test(arguments: [
        ("15m", 900.0, "15m"),
        ("1h 30m", 5_400, "1h 30m"),
        ("1h, 30 minutes", 5_400, "1h 30m"),
        ("-10m", -600, "-10m"),
        ("+2 days", 172_800, "2d"),
        ("90", 90, "1m 30s"),
        ("1.5s", 1.5, "1.5s"),
        ("250ms", 0.25, "0.25s"),
        ("PT1H30M", 5_400, "1h 30m"),
        ("-P1DT2H", -93_600, "-1d 2h"),
        ("P2W", 1_209_600, "14d"),
        ("0", 0, "0s"),
    ])
    func aLengthIsReadFromItsTextFormsAndWrittenAsSeconds(
        _ given: String, _ seconds: Double, _ text: String
    )
        async throws
    {
        let outcome = try await run("SnoozeIntent", ["length": .text(given)])
        #expect(outcome.valueJSON == .number(seconds))
        #expect(outcome.valueText == text)
        let again = try await run("SnoozeIntent", ["length": .text(text)])
        #expect(again.value as? Duration == outcome.value as? Duration)
        let fromJSON = try await run("SnoozeIntent", ["length": .json(.number(seconds))])
        #expect(fromJSON.value as? Duration == outcome.value as? Duration)
    }

    @Test func theValueIsSwiftsDuration() async throws {
        let harness = try await IntentTestHarness(app: Self.app)
        let run = try await harness.run(SnoozeIntent.self, ["length": "1h 2m 3.5s"])
        #expect(run.value(as: Duration.self) == .seconds(3_723) + .milliseconds(500))
        #expect(run.dialog == "Snoozing for 3723 seconds")
        #expect(run.valueJSON == "3723.5")
        let bytes = try #require(await ValueEncoding.bytes(Duration.milliseconds(-1_500)))
        #expect(String(decoding: bytes, as: UTF8.self) == "-1.5")
    }

    @Test(arguments: [
        ("soon", "'soon' does not start with a number"),
        ("15 parsecs", "'parsecs' is not a unit such as d, h, m, s or ms"),
        ("15 m 3", "3 has no unit (d, h, m, s or ms) after it"),
        ("2h 15", "15 has no unit (d, h, m, s or ms) after it"),
        ("P1Y", "'P1Y' is not an ISO 8601 duration such as PT1H30M"),
        ("PT", "'PT' is not an ISO 8601 duration"),
        ("1e300", "is not a length of time of at most a hundred years"),
    ])
    func aLengthThatCannotBeReadSaysWhatIsWrong(_ given: String, _ message: String) async throws {
        let error = await #expect(throws: IntentSystemError.self) {
            try await run("SnoozeIntent", ["length": .text(given)])
        }
        #expect(error?.code == .invalidValue)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
        #expect(error?.message.contains("expected a length of time such as 15m") == true)
    }

    @Test func anAlarmOffsetAndAPlaceAreGivenAsTheirUnionsCases() async throws {
        let offset = try await run(
            "AlertIntent", ["when": .text("offset:-10m"), "venue": .text("place:Dock @ 53.54,9.98")])
        #expect(offset.dialog == "Alert -600 seconds from the start, Dock")
        let json = try await run(
            "AlertIntent",
            [
                "when": .json(.object(["offset": .number(-300)])),
                "venue": .json(.object(["place": .object(["address": .string("1 Main St")])])),
            ])
        #expect(json.dialog == "Alert -300 seconds from the start, 1 Main St")
        let text = try await run("AlertIntent", ["when": .text("offset:PT5M"), "venue": .text("text:the lobby")])
        #expect(text.dialog == "Alert 300 seconds from the start, the lobby")
    }

    @Test func theMetadataNamesTheLengthAndReadsItBack() async throws {
        let catalog = try await Catalog.build(Self.app)
        let snooze = try #require(catalog.metadata.actions["SnoozeIntent"])
        #expect(snooze.parameter(named: "length")?.valueType == .primitive(.duration))
        #expect(snooze.outputType?.json.description == #"{"primitive":{"wrapper":{"typeIdentifier":101}}}"#)
        #expect(ValueType(json: try #require(snooze.outputType).json) == .primitive(.duration))
        let alert = try #require(catalog.metadata.actions["AlertIntent"])
        #expect(
            alert.parameter(named: "when")?.valueType
                == .union(
                    identifier: "AlertTime",
                    cases: [
                        UnionCase(identifier: "offset", valueType: .primitive(.duration)),
                        UnionCase(identifier: "date", valueType: .primitive(.date)),
                    ]))
        #expect(
            alert.parameter(named: "venue")?.valueType
                == .union(
                    identifier: "Venue",
                    cases: [
                        UnionCase(identifier: "place", valueType: .primitive(.placeDescriptor)),
                        UnionCase(identifier: "text", valueType: .primitive(.string)),
                    ]))
    }
}
