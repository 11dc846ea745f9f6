import Testing

@testable import IntentMCP

@Suite struct JSONParserTests {
    @Test func parsesAndSerializesRoundTrip() throws {
        let text = #"{"a":[1,-2.5,true,false,null,"x\"y\\z\n\u00e9\ud83c\udf72"],"b":{"c":1e3}}"#
        let value = try JSONParser.parse(text)
        #expect(value["a"]?.arrayValue?.count == 6)
        #expect(value[path: "a", 0] == .int(1))
        #expect(value[path: "a", 1] == .double(-2.5))
        #expect(value[path: "a", 5] == .string("x\"y\\z\né🍲"))
        #expect(value[path: "b", "c"] == .double(1000))
        // Whole doubles are written as integers, so compare the encodings.
        #expect(try JSONParser.parse(value.serialized).serialized == value.serialized)
        #expect(MCPJSON.object(["b": 1, "a": "é"]).text == #"{"a":"é","b":1}"#)
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        let text: String
        let reason: String
        var testDescription: String { text.count > 30 ? String(text.prefix(30)) + "…" : text }
    }

    static let bad: [Bad] = [
        Bad(text: "{", reason: "expected a string key"),
        Bad(text: #"{"a":1,}"#, reason: "expected a string key"),
        Bad(text: "[1 2]", reason: "expected ',' or ']'"),
        Bad(text: "01", reason: "expected end of document"),
        Bad(text: #""\ud800""#, reason: "lone high surrogate"),
        Bad(text: "nul", reason: "invalid literal"),
        Bad(text: "1e999", reason: "number out of range"),
        Bad(text: String(repeating: "[", count: 200), reason: "nesting deeper than 128"),
        Bad(text: "\"a\u{01}b\"", reason: "control character"),
    ]

    /// RFC 8259 lets a parser ignore a byte order mark before the document, and only there.
    @Test func aByteOrderMarkBeforeTheDocumentIsIgnored() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try JSONParser.parse(bom + Array(#" {"a":1}"#.utf8)) == ["a": 1])
        for bytes in [bom + bom + Array("1".utf8), Array("1".utf8) + bom, [0xEF, 0xBB] + Array("1".utf8), bom] {
            #expect(throws: JSONParser.Failure.self, "\(bytes)") { try JSONParser.parse(bytes) }
        }
        #expect(throws: JSONParser.Failure(offset: 3, reason: "unexpected end of input, expected a value")) {
            try JSONParser.parse(bom)
        }
    }

    @Test(arguments: bad) func rejectsInvalidJSONWithAReason(_ bad: Bad) {
        do {
            _ = try JSONParser.parse(bad.text)
            Issue.record("parsed \(bad.text)")
        } catch {
            #expect(error.reason.contains(bad.reason), "\(error)")
        }
    }
}

@Suite struct JSONParserStringTests {
    @Test func stringsWithAndWithoutEscapesParseAlike() throws {
        let value = try JSONParser.parse(#"["plain","café 🍲","ab\u00e9\n","é\"","",  "\/"]"#)
        #expect(value[path: 0] == "plain")
        #expect(value[path: 1] == "café 🍲")
        #expect(value[path: 2] == "abé\n")
        #expect(value[path: 3] == "é\"")
        #expect(value[path: 4] == "")
        #expect(value[path: 5] == "/")
    }

    @Test(
        arguments: [
            ([0x22, 0x61, 0xC3, 0x28, 0x22], "string is not valid UTF-8"),
            ([0x22, 0xC3, 0x28, 0x5C, 0x6E, 0x22], "string is not valid UTF-8"),
            ([0x22, 0x61, 0x62], "unterminated string"),
            ([0x22, 0xC3, 0xA9], "unterminated string"),
            ([0x22, 0x61, 0x09, 0x22], "control character in string"),
        ] as [([UInt8], String)])
    func badStringsAreRefusedWithTheirReason(bytes: [UInt8], reason: String) {
        do {
            _ = try JSONParser.parse(bytes)
            Issue.record("parsed \(bytes)")
        } catch {
            #expect(error.reason == reason, "\(error)")
        }
    }
}
