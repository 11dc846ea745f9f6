import Foundation
import Testing

@testable import IntentStore

/// The scanner that lets plain donation parameters past without JSONSerialization: it may send
/// anything to JSONSerialization, but must never pass what JSONSerialization refuses.
@Suite struct JSONTextTests {
    static let plain = [
        "{}", "[]", #"{"soup":"tomato","quantity":2}"#, #"{"a":{"id":"x","title":"T"},"b":[1,2.5,-3e+2,0]}"#,
        "true", "null", "0", "-0.5E-3", #""text""#, #" { "a" : [ true , false , null ] } "#,
        #"{"escaped":"a\"b\\c\/d\n\t\r\b\f"}"#, "[[],{},[{}]]",
    ]
    static let refused = [
        "", " ", "{", "}", "[", "]", "{,}", "[1,]", #"{"a":1,}"#, #"{"a"}"#, #"{"a":}"#, #"{1:2}"#, "[1 2]",
        "01", "1.", ".5", "-", "1e", "+1", "tru", "nul", "falsey", #""open"#, #""bad\x""#, "{}{}", "[]]",
        #"{"a":1]"#, "[1}", "\u{7F}", "NaN", "Infinity",
    ]
    static let notPlain = [
        #""\u00e9""#, #""é""#, String(repeating: "[", count: 40) + String(repeating: "]", count: 40), "\"tab\there\"",
    ]

    @Test func plainJSONPassesTheScanner() {
        for text in Self.plain {
            #expect(JSONText.isPlainJSON(Data(text.utf8)), "\(text)")
            #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil)
        }
    }

    @Test func whatTheScannerPassesJSONSerializationAccepts() {
        for text in Self.plain + Self.refused + Self.notPlain {
            let data = Data(text.utf8)
            let accepted = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
            #expect(!JSONText.isPlainJSON(data) || accepted, "\(text)")
            // The store decides as before: JSONSerialization's answer (it takes `[1,]`, for one).
            #expect(((try? JSONText.validate(data, what: "test")) != nil) == accepted, "\(text)")
        }
        for text in Self.refused {
            #expect(!JSONText.isPlainJSON(Data(text.utf8)), "\(text)")
        }
    }

    @Test func otherValidJSONIsLeftToJSONSerialization() throws {
        for text in Self.notPlain {
            #expect(!JSONText.isPlainJSON(Data(text.utf8)), "\(text)")
        }
        // Valid, though not plain: accepted by the slow path.
        try JSONText.validate(Data(#"{"name":"Crème brûlée \u00e9"}"#.utf8), what: "test")
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        try JSONText.validate(Data(deep.utf8), what: "test")
    }
}
