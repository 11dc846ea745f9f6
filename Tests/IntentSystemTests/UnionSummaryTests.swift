import AppIntents
import AppIntentsMetadata
import Testing

@testable import IntentSystem

// iOS 27's parameter summaries of a union value parameter, in a calendar app's shape: the chosen
// case (`\.$location.type`, by its title) and the value it carries (`\.$location.value`), and
// `When` and `Switch` on the chosen case.

@UnionValue
enum MeetingPlace {
    case room(String)
    case link(URL)
}

extension MeetingPlace {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Meeting Place" }
    static let caseDisplayRepresentations: [Cases: DisplayRepresentation] = [
        .room: "Room", .link: "Video Link",
    ]
}

struct BookMeetingIntent: AppIntent {
    static let title: LocalizedStringResource = "Book Meeting"
    @Parameter(title: "Place") var place: MeetingPlace
    @Parameter(title: "Topic") var topic: String?
    static var parameterSummary: some ParameterSummary {
        Summary("Meet in the \(\.$place.type) \(\.$place.value)") { \.$topic }
    }
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Booked.") }
}

struct MoveMeetingIntent: AppIntent {
    static let title: LocalizedStringResource = "Move Meeting"
    @Parameter(title: "Place") var place: MeetingPlace?
    static var parameterSummary: some ParameterSummary {
        Switch(\.$place) {
            Case(.link) { Summary("Move the meeting online: \(\.$place.value)") }
            DefaultCase { Summary("Move the meeting to \(\.$place)") }
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

struct CancelMeetingIntent: AppIntent {
    static let title: LocalizedStringResource = "Cancel Meeting"
    @Parameter(title: "Place") var place: MeetingPlace?
    static var parameterSummary: some ParameterSummary {
        When(\.$place, .notEqualTo, .room) {
            Summary("Cancel the call at \(\.$place.value)")
        } otherwise: {
            When(\.$place, .oneOf, [.room]) {
                Summary("Free the \(\.$place.type) \(\.$place.value)")
            } otherwise: {
                Summary("Cancel a meeting")
            }
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct UnionSummaryTests {
    static let app = IntentApp(
        name: "Meetings", intents: [BookMeetingIntent.self, MoveMeetingIntent.self, CancelMeetingIntent.self])

    /// The catalog writes what AppIntentsLintTests' `UnionSummaryExtractionTests` reads from this
    /// file's source.
    @Test func theCatalogWritesTheSentencesTheDefaultsChoose() async throws {
        let actions = try await Catalog.build(Self.app).metadata.actions
        #expect(actions["CancelMeetingIntent"]?.summary?.formatString.key == "Cancel the call at ${place.value}")
        #expect(actions["MoveMeetingIntent"]?.summary?.formatString.key == "Move the meeting to ${place}")
    }

    @Test func theSentenceNamesTheCaseByItsTitleAndShowsTheValue() async throws {
        let catalog = try await Catalog.build(Self.app)
        let action = try #require(catalog.metadata.actions["BookMeetingIntent"])
        #expect(action.summary?.formatString.key == "Meet in the ${place.type} ${place.value}")
        #expect(action.summary?.parameterIdentifiers == ["place"])
        #expect(action.summary?.otherParameterIdentifiers == ["topic"])
        let executor = Executor(catalog: catalog)
        #expect(
            try await executor.summaryText(of: "BookMeetingIntent", inputs: ["place": .text("room:Ada Lovelace")])
                == "Meet in the Room Ada Lovelace")
        #expect(
            try await executor.summaryText(
                of: "BookMeetingIntent", inputs: ["place": .json(.object(["link": .string("https://meet.example/x")]))])
                == "Meet in the Video Link https://meet.example/x")
        #expect(
            try await executor.summaryText(of: "BookMeetingIntent", inputs: [:]) == "Meet in the <Place case> <Place>")
    }

    /// On the command line a case is named by its name or by its title, as a person reads it.
    @Test func aCaseIsNamedByItsNameOrItsTitle() async throws {
        let executor = Executor(catalog: try await Catalog.build(Self.app))
        for written in [
            "Video Link: https://meet.example/x", "video link:https://meet.example/x", "LINK:https://meet.example/x",
        ] {
            #expect(
                try await executor.summaryText(of: "BookMeetingIntent", inputs: ["place": .text(written)])
                    == "Meet in the Video Link https://meet.example/x", "\(written)")
        }
        #expect(
            try await executor.summaryText(of: "BookMeetingIntent", inputs: ["place": .text("Room: Ada Lovelace")])
                == "Meet in the Room Ada Lovelace")
        // A prefix that names no case is part of a value one case takes.
        #expect(
            try await executor.summaryText(of: "BookMeetingIntent", inputs: ["place": .text("Hall 3: East")])
                == "Meet in the Room Hall 3: East")
    }

    @Test func aSwitchPicksTheChosenCasesSummary() async throws {
        let executor = Executor(catalog: try await Catalog.build(Self.app))
        #expect(
            try await executor.summaryText(
                of: "MoveMeetingIntent", inputs: ["place": .text("link:https://meet.example/y")])
                == "Move the meeting online: https://meet.example/y")
        #expect(
            try await executor.summaryText(of: "MoveMeetingIntent", inputs: ["place": .text("room:Turing")])
                == "Move the meeting to Turing")
        let branches = try executor.summaryBranches(of: "MoveMeetingIntent")
        #expect(branches.map(\.format) == ["Move the meeting online: ${place.value}", "Move the meeting to ${place}"])
        let condition = try #require(branches.first?.conditions.first)
        #expect([condition.parameter, condition.relation, condition.value] == ["place", "is", "link"])
    }

    @Test func whenComparesTheChosenCase() async throws {
        let executor = Executor(catalog: try await Catalog.build(Self.app))
        #expect(
            try await executor.summaryText(
                of: "CancelMeetingIntent", inputs: ["place": .text("link:https://meet.example/z")])
                == "Cancel the call at https://meet.example/z")
        #expect(
            try await executor.summaryText(of: "CancelMeetingIntent", inputs: ["place": .text("room:Hopper")])
                == "Free the Room Hopper")
        // No value is no case: `.notEqualTo` holds for it, as for any other parameter.
        #expect(try await executor.summaryText(of: "CancelMeetingIntent", inputs: [:]) == "Cancel the call at <Place>")
        let branches = try executor.summaryBranches(of: "CancelMeetingIntent")
        #expect(branches.map(\.conditions.first?.relation) == ["is not", "is one of", nil])
        #expect(branches.map(\.conditions.first?.value) == ["room", "room", nil])
    }

    /// The metadata carries each case's title (ours: `title`), read back as written; a case
    /// without a title of its own has none, and the title is no part of the type.
    @Test func theMetadataCarriesTheCasesTitles() async throws {
        let catalog = try await Catalog.build(Self.app)
        let place = try #require(catalog.metadata.actions["BookMeetingIntent"]?.parameter(named: "place"))
        guard case .union(let identifier, let cases) = place.valueType else {
            Issue.record("not a union: \(place.valueType)")
            return
        }
        #expect(identifier == "MeetingPlace")
        #expect(cases.map(\.title) == ["Room", "Video Link"])
        let read = ValueType(json: place.valueType.json)
        guard case .union(_, let readCases) = read else {
            Issue.record("not read as a union: \(read)")
            return
        }
        #expect(readCases.map(\.title) == ["Room", "Video Link"])
        var untitled = cases
        untitled[1].title = nil
        #expect(ValueType.union(identifier: identifier, cases: untitled) == place.valueType)
        #expect(untitled[1].displayTitle == "link")
    }

    @Test func aCaseReadsAsItsTitleOrItsName() {
        #expect(UnionTitles.caseTitle(of: MeetingPlace.link(URL(string: "https://x.example")!)) == "Video Link")
        #expect(UnionTitles.caseTitle("room", in: MeetingPlace.self) == "Room")
        #expect(UnionTitles.caseTitle("elsewhere", in: MeetingPlace.self) == "elsewhere")
    }
}
