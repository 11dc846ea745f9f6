import AppIntentsMetadata
import Foundation
import TestSupport
import Testing

/// `JSONValue.description` is written by hand for speed; it must stay what JSONEncoder writes.
@Suite struct JSONValueTextTests {

    static let characters: [Character] =
        Array("aZ_ 09é😀/\\\"\u{7F}\u{2028}\r\n") + (0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }
    static let numbers: [Double] = [
        0, -0.0, 1, -1, 0.1, 1e-5, 1.5e20, 123_456_789.125, 9e15, 8.999e15, 1e16, 2.5e-300, 0.30000000000000004,
        Double(Int64.max), -Double.greatestFiniteMagnitude, .leastNonzeroMagnitude,
    ]

    static func value(depth: Int, _ random: inout SplitMix) -> JSONValue {
        switch Int.random(in: 0...(depth > 2 ? 3 : 5), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .number(numbers.randomElement(using: &random)! * Double(Int.random(in: -3...3, using: &random)))
        case 3: return .string(text(&random))
        case 4: return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in value(depth: depth + 1, &random) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                members[text(&random)] = value(depth: depth + 1, &random)
            }
            return .object(members)
        }
    }

    static func text(_ random: inout SplitMix) -> String {
        String((0..<Int.random(in: 0...8, using: &random)).map { _ in characters.randomElement(using: &random)! })
    }

    static func encoded(_ value: JSONValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    @Test(arguments: [1, 2, 3, 4])
    func randomValuesAreWrittenAsJSONEncoderWritesThem(seed: UInt64) {
        var random = SplitMix(seed: seed)
        for _ in 0..<500 {
            let value = Self.value(depth: 0, &random)
            #expect(value.description == Self.encoded(value))
        }
    }

    @Test func valuesJSONCannotHoldMakeTheWholeTextNull() {
        #expect(JSONValue.array([.number(1), .number(.nan)]).description == "null")
        #expect(JSONValue.object(["x": .number(.infinity)]).description == "null")
        #expect(Self.encoded(.number(.nan)) == "null")
    }

    @Test func controlCharactersAndQuotesAreEscapedOthersAreNot() {
        #expect(JSONValue.string("a\"b\\c\u{1}\u{1F}\t/é").description == #""a\"b\\c\u0001\u001f\t/é""#)
    }
}
