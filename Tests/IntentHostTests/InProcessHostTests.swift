import AppIntents
import AppIntentsMetadata
import Foundation
import TestSupport
import Testing

@testable import IntentHost

/// The host embedded in an app other than SoupShop, run in this process: failures and time
/// limits that SoupShop's intents cannot produce on demand, and list parameters.
@Suite(.ownThreads) struct InProcessHostTests {
    struct Slow: AppIntent {
        static var title: LocalizedStringResource { "Slow" }
        init() {}
        func perform() async throws -> some IntentResult {
            try await Task.sleep(nanoseconds: 60_000_000_000)
            return .result()
        }
    }

    struct Broken: AppIntent {
        struct Failure: Error, CustomStringConvertible {
            var description: String { "the oven is cold" }
        }
        static var title: LocalizedStringResource { "Broken" }
        static let isBroken = true
        init() {}
        func perform() async throws -> some IntentResult {
            if Self.isBroken { throw Failure() }
            return .result()
        }
    }

    struct Tag: AppIntent {
        static var title: LocalizedStringResource { "Tag" }
        @Parameter(title: "Tags") var tags: [String]
        @Parameter(title: "Note") var note: String?
        init() {}
        func perform() async throws -> some IntentResult & ReturnsValue<String> {
            .result(value: tags.joined(separator: "|") + (note.map { " " + $0 } ?? ""))
        }
    }

    /// The app, with its data in a folder of the test's own.
    static func app(in folder: ScratchFolder) -> IntentApp {
        IntentApp(name: "Testbed", intents: [Slow.self, Broken.self, Tag.self], dataDirectory: folder.url)
    }

    @Test func timeLimitCancelsWithExitOne() async throws {
        let folder = try ScratchFolder("testbed")
        // Uncut, `Slow` would return after its 60 s sleep and the run would succeed: the exit code
        // alone says the limit ended it, with no bound on how long a busy machine takes.
        let code = await Host(app: Self.app(in: folder)).run(["--time-limit", "0.2", "--json", "run", "Slow"])
        #expect(code == .intentFailed)
    }

    @Test func failingIntentExitsOne() async throws {
        let folder = try ScratchFolder("testbed")
        #expect(await Host(app: Self.app(in: folder)).run(["--json", "run", "Broken"]) == .intentFailed)
    }

    @Test func exitCodesFollowTheSystemsErrorCodes() {
        #expect(ExitCode.of(.intentFailed) == .intentFailed)
        #expect(ExitCode.of(.timedOut) == .intentFailed)
        #expect(ExitCode.of(.tooManyRestarts) == .intentFailed)
        #expect(ExitCode.of(.cancelled) == .intentFailed)
        #expect(ExitCode.of(.needsInput) == .needsInput)
        #expect(ExitCode.of(.notAuthorized) == .notAuthorized)
        for code in [
            IntentSystemError.Code.unknownIntent, .unknownParameter, .invalidValue, .notFound, .staleIdentifier,
        ] {
            #expect(ExitCode.of(code) == .usage)
        }
        #expect(ExitCode.of(.invalidDeclaration) == .internalError)
        #expect(
            [0, 1, 2, 3, 64, 70]
                == [
                    ExitCode.success, .intentFailed, .needsInput, .notAuthorized, .usage, .internalError,
                ].map(\.rawValue))
    }

    /// A repeated option and a comma list both reach a list parameter; `=` carries a value that
    /// starts with dashes; `--json-input` may add the other parameters.
    @Test func listParametersTakeRepeatedOptionsAndCommaLists() async throws {
        let catalog = try await Catalog.build(Self.app(in: try ScratchFolder("testbed")))
        let action = try catalog.action("Tag")
        let repeated = try RunCommand.parseParameters(["--tags", "a", "--tags=b,c", "--note=--draft"], of: action)
        let inputs = try RunCommand.inputs(repeated, action: action)
        #expect(inputs == ["tags": .text("a,b,c"), "note": .text("--draft")])
        let mixed = try RunCommand.inputs(
            RunCommand.parseParameters(["--tags", "x", "--json-input", #"{"note": "hi"}"#], of: action),
            action: action)
        #expect(mixed == ["tags": .text("x"), "note": .json(.string("hi"))])
        let executor = Executor(catalog: catalog)
        let outcome = try await executor.run(
            RunRequest(intent: "Tag", inputs: inputs), interaction: NonInteractive(confirmAll: false))
        #expect(outcome.valueText == "a|b|c --draft")
    }

    @Test func bothOptionAndJSONForOneParameterIsAnError() async throws {
        let catalog = try await Catalog.build(Self.app(in: try ScratchFolder("testbed")))
        let action = try catalog.action("Tag")
        let parsed = try RunCommand.parseParameters(["--note", "a", "--json-input", #"{"note": "b"}"#], of: action)
        #expect(throws: HostError.self) { try RunCommand.inputs(parsed, action: action) }
    }

    @Test func kebabCaseAndCamelCaseNamesAreTheSame() {
        #expect(ActionText.kebab("vegetarianOnly") == "vegetarian-only")
        #expect(ActionText.kebab("soup") == "soup")
        #expect(ActionText.kebab("maxURLCount") == "max-url-count")
        #expect(ActionText.kebab("item2Name") == "item2-name")
    }
}
