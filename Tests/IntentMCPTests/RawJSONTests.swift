import AppIntentsMetadata
import Testing

@testable import IntentMCP

/// A value serialized once and carried as bytes (`MCPJSON.raw`): a tool result gives its value
/// both as text and as structured content from the same bytes.
@Suite struct RawJSONTests {
    @Test func aRawValueIsWrittenVerbatimWhereItSits() {
        // Not re-sorted, not re-escaped: the bytes as given.
        let bytes = Array(#"{"z":1,"a":"x\"y","m":[true,null]}"#.utf8)
        let message: MCPJSON = ["b": .raw(MCPJSON.Raw(bytes)), "a": 1]
        #expect(message.text == #"{"a":1,"b":{"z":1,"a":"x\"y","m":[true,null]}}"#)
        #expect(MCPJSON.raw(MCPJSON.Raw(bytes)).serialized == bytes)
    }

    @Test func aRawValueReadsAsTheValueItHolds() {
        let raw = MCPJSON.raw(MCPJSON.Raw(Array(#"{"id":"r1","n":[1,2]}"#.utf8)))
        #expect(raw.typeName == "object")
        #expect(raw["id"] == "r1")
        #expect(raw.objectValue?.keys.sorted() == ["id", "n"])
        #expect(MCPJSON.raw(MCPJSON.Raw(Array("[1]".utf8))).arrayValue == [1])
        #expect(MCPJSON.raw(MCPJSON.Raw(Array("2.5".utf8))).typeName == "number")
        #expect(MCPJSON.raw(MCPJSON.Raw(Array("7".utf8))).typeName == "integer")
        #expect(MCPJSON.raw(MCPJSON.Raw(Array(#""s""#.utf8))).typeName == "string")
    }

    @Test func theTextBlockAndTheStructuredContentCarryTheSameValue() throws {
        let metadata = KitchenBackend.makeMetadata()
        let value: MCPJSON = ["note": "line one\nsays \"hi\" \\ é 🍲 \u{1}", "count": 3, "ratio": 0.25]
        for given in [value, .raw(MCPJSON.Raw(value.serialized))] {
            let result = Connection.result(
                of: ToolOutcome(value: given), for: metadata.actions["OrderSoupIntent"]!,
                catalog: ToolCatalog(metadata: metadata))
            // What a client reads: the response's bytes parsed.
            let parsed = try JSONParser.parse(result.serialized)
            let text = try #require(parsed[path: "content", 0, "text"]?.stringValue)
            #expect(text == #"{"count":3,"note":"line one\nsays \"hi\" \\ é 🍲 \u0001","ratio":0.25}"#)
            #expect(try JSONParser.parse(text) == parsed[path: "structuredContent", "result"])
            #expect(parsed[path: "structuredContent", "result", "note"] == value["note"])
        }
    }

    @Test func anEscapeIsFoundWhereverItSitsInAString() {
        // Every position, in short strings and longer ones, against a plain escaper.
        func reference(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case "\u{0}"..."\u{1F}":
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
        for length in 0...19 {
            for position in 0..<max(length, 1) {
                for special in ["\"", "\\", "\n", "\u{1}", "\u{1F}", "é", "🍲", " ", "~"] {
                    var characters = Array(repeating: "a", count: length)
                    if length > 0 { characters[position] = special }
                    let text = characters.joined() + (length % 3 == 0 ? "\"" : "")
                    var out: [UInt8] = []
                    CompactJSON.writeString(text, to: &out)
                    #expect(String(decoding: out, as: UTF8.self) == reference(text), "\(Array(text.utf8))")
                    // After what the output already holds, which stays as it was.
                    var after = Array("[1,".utf8)
                    CompactJSON.writeString(text, to: &after)
                    #expect(String(decoding: after, as: UTF8.self) == "[1," + reference(text))
                }
            }
        }
    }

    @Test func stringsAndNumbersAreSpelledAsBefore() {
        func written(_ body: (inout [UInt8]) -> Void) -> String {
            var out: [UInt8] = []
            body(&out)
            return String(decoding: out, as: UTF8.self)
        }
        #expect(
            written { CompactJSON.writeString("a\"b\\c\n\r\t\u{0}\u{1F}é", to: &$0) }
                == #""a\"b\\c\n\r\t\u0000\u001fé""#)
        #expect(written { CompactJSON.writeString("", to: &$0) } == #""""#)
        for int in [0, 7, 10, -1, -10, 1234567890, Int.max, Int.min] {
            #expect(written { CompactJSON.writeInt(int, to: &$0) } == String(int))
        }
        #expect(written { CompactJSON.writeNumber(3, to: &$0) } == "3")
        #expect(written { CompactJSON.writeNumber(-0.0, to: &$0) } == "0")
        #expect(written { CompactJSON.writeNumber(2.5, to: &$0) } == "2.5")
        #expect(written { CompactJSON.writeNumber(8e15, to: &$0) } == "8000000000000000")
        #expect(written { CompactJSON.writeNumber(1e20, to: &$0) } == "1e+20")
        #expect(written { CompactJSON.writeNumber(.nan, to: &$0) } == "null")
        #expect(written { CompactJSON.writeNumber(-.infinity, to: &$0) } == "null")
        // A tree's doubles keep their own threshold.
        #expect(MCPJSON.array([.double(5e15), .double(12), .int(-3)]).text == "[5000000000000000.0,12,-3]")
    }
}
