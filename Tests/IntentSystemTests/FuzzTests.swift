import AppIntents
import AppIntentsMetadata
import Foundation
import TestSupport
import Testing

@testable import IntentSystem

/// Random and mutated input to the parsers of the system: every input gets a value or a clear
/// error, never a crash.
@Suite struct FuzzTests {

    static let alphabet = Array("0123456789-+.,:eE TtFfkmhin/\\\"{}[]é💥\u{0}\u{FFFD}apple ") + ["\u{2019}"]

    static func randomText(_ random: inout SplitMix) -> String {
        String((0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
    }

    @Test(arguments: [1, 2, 3])
    func everyParameterTypeAnswersRandomTextWithAValueOrAnError(seed: UInt64) async throws {
        var random = SplitMix(seed: seed)
        let executor = Executor(catalog: try await Catalog.build(fixtureApp))
        let parameters = try executor.catalog.action("EveryTypeIntent").parameters.map(\.name)
        for _ in 0..<400 {
            let name = parameters.randomElement(using: &random)!
            let text = Self.randomText(&random)
            do {
                _ = try await executor.run(
                    RunRequest(intent: "EveryTypeIntent", inputs: [name: .text(text)], donate: false),
                    interaction: NeverAskInteraction())
            } catch let error as IntentSystemError {
                #expect([.invalidValue, .notFound, .needsInput].contains(error.code), "\(name)=\(text): \(error)")
            }
        }
    }

    @Test(arguments: [7, 8])
    func mutatedShortcutFilesAreReadOrRefusedClearly(seed: UInt64) throws {
        var random = SplitMix(seed: seed)
        let valid = Array(
            """
            {"format": "appintents-shortcut", "version": 1, "name": "Lunch", "actions": [
              {"id": "a", "app": "SoupShop", "intent": "OrderSoupIntent", "parameters": {"soup": {"entity": {"id": "tomato"}}, "quantity": {"literal": 2}}},
              {"repeat": {"over": {"output": "a"}, "actions": [{"if": {"value": {"repeatItem": true}, "comparison": "hasAnyValue", "then": []}}]}}]}
            """.utf8)
        for _ in 0..<2000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where !bytes.isEmpty:
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
                case 1 where !bytes.isEmpty: bytes.remove(at: Int.random(in: 0..<bytes.count, using: &random))
                default:
                    bytes.insert(
                        UInt8.random(in: 0...255, using: &random), at: Int.random(in: 0...bytes.count, using: &random))
                }
            }
            do {
                _ = try ShortcutFile.decode(Data(bytes), source: "fuzz.json")
            } catch let error as ShortcutFileError {
                #expect(error.description.hasPrefix("fuzz.json"))
            }
        }
    }

    @Test(arguments: [11, 12])
    func randomWhereClausesParseOrAreRefusedClearly(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let words = [
            "name", "price", "contains", "is", "not", "<", ">=", "begins", "with", "\"", "5", "tomato", "", " ",
        ]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in words.randomElement(using: &random)! }
                .joined(separator: Bool.random(using: &random) ? " " : "")
            do {
                let filter = try FindFilter.parse(text)
                #expect(FindComparator(rawValue: filter.comparator) != nil)
            } catch let error as IntentSystemError {
                #expect(error.code == .invalidValue)
            } catch {
                Issue.record("unexpected error for '\(text)': \(error)")
            }
        }
    }
}
