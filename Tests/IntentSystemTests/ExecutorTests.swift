import AppIntents
import AppIntentsMetadata
import AppIntentsTesting
import Foundation
import TestSupport
import Testing
import XCTest

@testable import IntentSystem

@Suite(.ownThreads) struct ExecutorTests {
    func executor(timeLimit: Double = 30) async throws -> Executor {
        Executor(catalog: try await Catalog.build(fixtureApp), timeLimit: timeLimit)
    }

    @Test func missingRequiredValueIsAskedOnceWithItsDialog() async throws {
        let harness = try await IntentTestHarness(app: fixtureApp)
        let run = try await harness.run("PickFruitIntent", answering: [.value("banana")])
        #expect(run.dialog == "Picked 2 Banana.")
        #expect(run.asked.map(\.prompt) == ["Which fruit shall I pick?"])
        #expect(run.asked.first?.parameter == "fruit")
    }

    @Test func missingOptionalValueStaysNilAndDefaultIsUsed() async throws {
        // The omit-missing rule: optional parameters are not asked for; defaults are not asked for.
        let harness = try await IntentTestHarness(app: fixtureApp)
        let run = try await harness.run("PickFruitIntent", ["fruit": "apple"])
        #expect(run.dialog == "Picked 2 Apple.")
        #expect(run.asked.isEmpty)
        let every = try await harness.run("EveryTypeIntent")
        #expect(every.value(as: String.self) == "")
    }

    @Test func invalidAnswerIsAskedAgainWithTheProblem() async throws {
        let harness = try await IntentTestHarness(app: fixtureApp)
        let run = try await harness.run("PickFruitIntent", answering: [.value("kiwi"), .value("apple")])
        #expect(run.dialog == "Picked 2 Apple.")
        #expect(run.asked.count == 2)
    }

    @Test func neverAskTurnsAQuestionIntoAStructuredError() async throws {
        let executor = try await executor()
        let error = await #expect(throws: IntentSystemError.self) {
            _ = try await executor.run(RunRequest(intent: "PickFruitIntent"), interaction: NeverAskInteraction())
        }
        #expect(error?.code == .needsInput)
        #expect(error?.parameter == "fruit")
        #expect(error?.pendingRequest?.json["prompt"] == .string("Which fruit shall I pick?"))
        #expect(error?.pendingRequest?.json["type"] == .string("Fruit"))
    }

    @Test func needsValueErrorAsksAndRunsPerformAgainFromTheStart() async throws {
        let harness = try await IntentTestHarness(app: fixtureApp)
        let run = try await harness.run("RestartIntent", ["word": "ab"], answering: [.value("abc")])
        #expect(run.dialog == "Word: abc")
        #expect(run.performCount == 2)
        #expect(run.asked.map(\.prompt) == ["Give me a word of three letters or more."])
    }

    @Test func endlessNeedsValueErrorIsStopped() async throws {
        let harness = try await IntentTestHarness(app: fixtureApp)
        let failure = await #expect(throws: IntentTestFailure.self) {
            _ = try await harness.run("RestartIntent", answering: Array(repeating: .value("x"), count: 20))
        }
        #expect(failure?.code == .tooManyRestarts)
    }

    @Test func declinedConfirmationStopsTheIntent() async throws {
        let harness = try await IntentTestHarness(app: fixtureApp)
        let confirmed = try await harness.run("ConfirmIntent", answering: [.confirm])
        #expect(confirmed.dialog == "Deleted.")
        #expect(confirmed.asked.map(\.prompt) == ["Really delete everything?"])
        let failure = await #expect(throws: IntentTestFailure.self) {
            _ = try await harness.run("ConfirmIntent", answering: [.decline])
        }
        #expect(failure?.code == .cancelled)
    }

    @Test func promptsInsidePerformGoThroughTheSameSeam() async throws {
        let harness = try await IntentTestHarness(app: fixtureApp)
        let run = try await harness.run("ChooseIntent", answering: [.pick(2), .value("pomme")])
        #expect(run.dialog == "Banana and Apple")
        #expect(run.asked.map(\.kind) == [.disambiguation, .value])
        #expect(run.asked.first?.options == ["Apple", "Apricot", "Banana"])
    }

    @Test(arguments: [("SecretIntent", CallerAuthentication.authenticated), ("DeviceSecretIntent", .deviceOwner)])
    func authenticationPolicyIsCheckedBeforeAnythingElse(intent: String, needed: CallerAuthentication) async throws {
        let executor = try await executor()
        for caller in CallerAuthentication.allCases {
            let request = RunRequest(intent: intent, caller: caller)
            if caller >= needed {
                let outcome = try await executor.run(request, interaction: NeverAskInteraction())
                #expect(outcome.dialog?.hasPrefix("The") == true)
            } else {
                let error = await #expect(throws: IntentSystemError.self) {
                    _ = try await executor.run(request, interaction: NeverAskInteraction())
                }
                #expect(error?.code == .notAuthorized)
            }
        }
    }

    @Test func timeLimitStopsASlowIntent() async throws {
        let executor = try await executor(timeLimit: 0.2)
        let started = Date()
        let error = await #expect(throws: IntentSystemError.self) {
            _ = try await executor.run(RunRequest(intent: "SlowIntent"), interaction: NeverAskInteraction())
        }
        #expect(error?.code == .timedOut)
        // The slow intent would take 5 s; the limit answers long before, even on a loaded machine.
        #expect(Date().timeIntervalSince(started) < 4.9)
        let stuck = await #expect(throws: IntentSystemError.self) {
            _ = try await executor.run(RunRequest(intent: "StuckIntent"), interaction: NeverAskInteraction())
        }
        #expect(stuck?.code == .timedOut)
    }

    /// Answers every confirmation with yes, after a pause, like a person thinking.
    struct SlowPerson: Interaction {
        func requestValue(_ request: ValueRequest) async throws -> IntentInput { throw CancellationError() }
        func requestDisambiguation(_ request: DisambiguationRequest) async throws -> Int { 0 }
        func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool {
            try await Task.sleep(nanoseconds: 4_000_000_000)
            return true
        }
        func requestChoice(_ request: ChoiceRequest) async throws -> Int { 0 }
    }

    @Test func timeSpentWaitingForAPersonDoesNotCount() async throws {
        // The person takes 4 s to answer; the intent's own work is far below the 3 s limit, which
        // leaves room for a machine busy with other tests.
        let executor = try await executor(timeLimit: 3)
        let outcome = try await executor.run(RunRequest(intent: "ConfirmIntent"), interaction: SlowPerson())
        #expect(outcome.dialog == "Deleted.")
    }

    @Test func cancellingTheCallerCancelsPerform() async throws {
        let executor = try await executor()
        let task = Task {
            try await executor.run(
                RunRequest(intent: "SlowIntent", inputs: ["seconds": "10"]), interaction: NeverAskInteraction())
        }
        try await Task.sleep(nanoseconds: 100_000_000)
        task.cancel()
        let error = await #expect(throws: IntentSystemError.self) { _ = try await task.value }
        #expect(error?.code == .cancelled)
    }

    @Test func anErrorFromPerformIsReportedWithItsMessage() async throws {
        let executor = try await executor()
        let error = await #expect(throws: IntentSystemError.self) {
            _ = try await executor.run(RunRequest(intent: "FailingIntent"), interaction: NeverAskInteraction())
        }
        #expect(error?.code == .intentFailed)
        #expect(error?.message == "FailingIntent failed: the oven is broken")
    }

    @Test func staleIdentifierIsReportedNeverReplaced() async throws {
        let executor = try await executor()
        let stale = RunRequest(
            intent: "PickFruitIntent", inputs: ["fruit": .entityIdentifier("cherry", savedTitle: "Cherry")])
        let error = await #expect(throws: IntentSystemError.self) {
            _ = try await executor.run(stale, interaction: NeverAskInteraction())
        }
        #expect(error?.code == .staleIdentifier)
        #expect(error?.message == "parameter 'fruit': the Fruit with id 'cherry' (saved as 'Cherry') no longer exists")
        // A JSON id is strict too: "ban" is not looked up as a title.
        let strict = RunRequest(intent: "PickFruitIntent", inputs: ["fruit": .json(.object(["id": "ban"]))])
        let notFound = await #expect(throws: IntentSystemError.self) {
            _ = try await executor.run(strict, interaction: NeverAskInteraction())
        }
        #expect(notFound?.code == .notFound)
    }

    @Test func valueIsEncodedByItsMetadataType() async throws {
        let executor = try await executor()
        let outcome = try await executor.run(
            RunRequest(intent: "PickFruitIntent", inputs: ["fruit": .json("apple"), "count": .json(.number(3))]),
            interaction: NeverAskInteraction())
        #expect(outcome.valueType == .entity(typeName: "Fruit"))
        #expect(outcome.valueJSON?["id"] == .string("apple"))
        #expect(outcome.valueJSON?["properties"]?["name"] == .string("Apple"))
        #expect(outcome.dialog == "Picked 3 Apple.")
    }

    @Test func hundredConcurrentRunsKeepTheirOwnValues() async throws {
        let executor = try await executor()
        let fruits = Orchard.fruits
        let dialogs = try await withThrowingTaskGroup(of: (Int, String?).self) { group in
            for index in 0..<100 {
                group.addTask {
                    let fruit = fruits[index % fruits.count]
                    let outcome = try await executor.run(
                        RunRequest(
                            intent: "PickFruitIntent",
                            inputs: ["fruit": .text(fruit.id), "count": .text(String(index))]),
                        interaction: NeverAskInteraction())
                    return (index, outcome.dialog)
                }
            }
            var results: [Int: String?] = [:]
            for try await (index, dialog) in group { results[index] = dialog }
            return results
        }
        #expect(dialogs.count == 100)
        for index in 0..<100 {
            #expect(dialogs[index] == "Picked \(index) \(fruits[index % fruits.count].name).")
        }
    }
}

/// Keeps the XCTest runner's closing line meaningful alongside Swift Testing.
final class ExecutorSmokeTests: XCTestCase {
    func testOrderOfAnswersIsKept() async throws {
        let harness = try await IntentTestHarness(app: fixtureApp)
        let run = try await harness.run("PickFruitIntent", ["note": "ripe"], answering: [.value("apricot")])
        XCTAssertEqual(run.dialog, "Picked 2 Apricot (ripe).")
    }
}
