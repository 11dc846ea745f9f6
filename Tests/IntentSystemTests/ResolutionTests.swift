import AppIntentsTesting
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One raw input and what the resolver must make of it.
struct ResolutionCase: CustomTestStringConvertible, Sendable {
    let parameter: String
    let input: String
    /// The part of the intent's output the value must produce, or nil when it must fail.
    let expected: String?
    let failure: IntentSystemError.Code?
    var testDescription: String { "\(parameter)=\(input.prefix(30))" }

    static func ok(_ parameter: String, _ input: String, _ expected: String) -> Self {
        Self(parameter: parameter, input: input, expected: expected, failure: nil)
    }
    static func fails(_ parameter: String, _ input: String, _ code: IntentSystemError.Code = .invalidValue) -> Self {
        Self(parameter: parameter, input: input, expected: nil, failure: code)
    }
}

@Suite struct ResolutionTests {
    static let cases: [ResolutionCase] = [
        .ok("flag", "yes", "flag=true"), .ok("flag", "OFF", "flag=false"), .fails("flag", "maybe"),
        .ok("count", "7", "count=7"), .ok("count", " 3 ", "count=3"), .fails("count", "3.5"), .fails("count", "eleven"),
        .fails("count", "11"), .fails("count", "-1"),
        .ok("ratio", "0.25", "ratio=0.25"), .fails("ratio", "nan"), .fails("ratio", "1e999"),
        .ok("amount", "12.50", "amount=12.5"), .fails("amount", "12,5"),
        .ok("text", "hello world", "text=hello world"),
        .ok("link", "https://example.com/a", "link=https://example.com/a"), .fails("link", "not a url"),
        .ok("when", "2026-11-30T12:00:00Z", "when=1796040000"), .ok("when", "2026-11-30", "when=1795996800"),
        .fails("when", "30/11/2026"),
        .ok("day", "2026-11-30", "day=2026-11-30 -1:-1"), .ok("day", "18:30", "day=0-0-0 18:30"),
        .fails("day", "25:00"),
        .ok("distance", "5 km", "distance=5000.0m"), .ok("distance", "2", "distance=2000.0m"),
        .ok("distance", "300m", "distance=300.0m"), .fails("distance", "5 parsecs"), .fails("distance", "far"),
        .ok("fruit", "banana", "fruit=banana"), .ok("fruit", "Blood Orange", "fruit=blood-orange"),
        .ok("fruit", "pomme", "fruit=apple"), .ok("fruit", "ORANGE", "fruit=orange"),
        .fails("fruit", "kiwi", .notFound),
        .ok("shade", "red", "shade=red"), .ok("shade", "Crimson", "shade=red"), .ok("shade", "NAVY", "shade=blue"),
        .fails("shade", "purple"),
        .ok("numbers", "1, 2,3", "numbers=[1, 2, 3]"), .fails("numbers", "1,x"),
        .ok("fruits", "apple,banana", "fruits=[\"apple\", \"banana\"]"),
        .fails("count", String(repeating: "9", count: 100_000)),
        .fails("shade", "\u{0}\u{FFFD}"),
    ]

    @Test(arguments: cases)
    func resolvesRawText(_ testCase: ResolutionCase) async throws {
        let harness = try await IntentTestHarness(app: fixtureApp)
        if let expected = testCase.expected {
            let run = try await harness.run("EveryTypeIntent", [testCase.parameter: testCase.input])
            #expect(run.value(as: String.self) == expected)
        } else {
            let failure = await #expect(throws: IntentTestFailure.self) {
                _ = try await harness.run("EveryTypeIntent", [testCase.parameter: testCase.input])
            }
            #expect(failure?.code == testCase.failure)
            #expect(failure?.error.parameter == testCase.parameter)
            // The message names the parameter and never echoes a huge input in full.
            #expect(failure?.description.contains("'\(testCase.parameter)'") == true)
            #expect((failure?.description.count ?? 0) < 600)
        }
    }

    @Test func errorNamesClosestCandidates() async throws {
        let harness = try await IntentTestHarness(app: fixtureApp)
        let failure = await #expect(throws: IntentTestFailure.self) {
            _ = try await harness.run("EveryTypeIntent", ["shade": "gren"])
        }
        #expect(failure?.error.candidates.first == "green")
        #expect(failure?.description.contains("Did you mean 'green'?") == true)
    }

    @Test func fileMustExistAndHaveAnAcceptedType() async throws {
        let harness = try await IntentTestHarness(app: fixtureApp)
        let folder = harness.environment.dataDirectory
        let text = folder.appendingPathComponent("notes.txt")
        try Data("four".utf8).write(to: text)
        let run = try await harness.run("EveryTypeIntent", ["file": text.path])
        #expect(run.value(as: String.self) == "file=notes.txt:4")
        let image = folder.appendingPathComponent("photo.png")
        try Data([1, 2]).write(to: image)
        // A FIFO would block the reader and /dev/zero never ends: both are refused before reading.
        let fifo = folder.appendingPathComponent("pipe.txt").path
        #expect(mkfifo(fifo, 0o644) == 0)
        for path in [image.path, folder.appendingPathComponent("missing.txt").path, folder.path, fifo, "/dev/zero"] {
            let failure = await #expect(throws: IntentTestFailure.self) {
                _ = try await harness.run("EveryTypeIntent", ["file": path])
            }
            #expect(failure?.code == .invalidValue)
        }
    }

    @Test func ambiguousTextAsksWhichOneIsMeant() async throws {
        let harness = try await IntentTestHarness(app: fixtureApp)
        let run = try await harness.run("PickFruitIntent", ["fruit": "ap"], answering: [.pick("Apricot")])
        #expect(run.dialog == "Picked 2 Apricot.")
        #expect(run.asked.count == 1)
        #expect(run.asked.first?.kind == .disambiguation)
        #expect(run.asked.first?.options == ["Apple", "Apricot"])
    }

    @Test func exactTitleWinsOverPartialMatches() async throws {
        // "Orange" is a title of its own and part of "Blood Orange": no question is asked.
        let harness = try await IntentTestHarness(app: fixtureApp)
        let run = try await harness.run("PickFruitIntent", ["fruit": "orange"])
        #expect(run.value(as: Fruit.self)?.id == "orange")
        #expect(run.asked.isEmpty)
    }

    @Test func unknownParameterIsRefusedWithASuggestion() async throws {
        let harness = try await IntentTestHarness(app: fixtureApp)
        let failure = await #expect(throws: IntentTestFailure.self) {
            _ = try await harness.run("PickFruitIntent", ["fruits": "apple"])
        }
        #expect(failure?.code == .unknownParameter)
        #expect(failure?.description.contains("Did you mean 'fruit'?") == true)
    }

    @Test func unknownIntentIsRefusedWithASuggestion() async throws {
        let harness = try await IntentTestHarness(app: fixtureApp)
        let failure = await #expect(throws: IntentTestFailure.self) {
            _ = try await harness.run("PickFruitIntnt")
        }
        #expect(failure?.code == .unknownIntent)
        #expect(failure?.description == "unknown intent 'PickFruitIntnt'. Did you mean 'PickFruitIntent'?")
    }
}
