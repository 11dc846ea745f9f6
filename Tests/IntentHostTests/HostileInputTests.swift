import Foundation
import TestSupport
import Testing

/// Oversized and malformed command lines get a short, clear error and leave the store alone.
@Suite(.ownThreads) struct HostileInputTests {
    static let huge = String(repeating: "x", count: 100_000)  // under Linux's 128 KiB limit for one argument

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var code: Int32
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "huge command", arguments: [huge], code: 64),
        Case(name: "huge intent", arguments: ["run", huge], code: 64),
        Case(name: "huge option", arguments: ["run", "OrderSoupIntent", "--" + huge, "1"], code: 64),
        Case(name: "huge soup", arguments: ["run", "OrderSoupIntent", "--soup", huge], code: 64),
        Case(
            name: "huge quantity", arguments: ["run", "OrderSoupIntent", "--soup", "miso", "--quantity", huge], code: 64
        ),
        Case(name: "huge JSON input", arguments: ["run", "OrderSoupIntent", "--json-input", "{" + huge], code: 64),
        Case(
            name: "deep JSON input",
            arguments: ["run", "OrderSoupIntent", "--json-input", String(repeating: "[", count: 10_000)], code: 64),
        Case(name: "huge positional", arguments: ["describe", "OrderSoupIntent", huge], code: 64),
        Case(name: "huge time limit", arguments: ["--time-limit", huge, "intents"], code: 64),
    ]

    @Test(arguments: cases)
    func oversizedInputGetsAShortError(_ test: Case) throws {
        let cli = try SoupShopCLI()
        #expect(try cli.run("intents").code == 0)
        let before = try cli.storeState()
        let result = try cli.run(test.arguments)
        #expect(result.code == test.code, "exit \(result.code): \(result.stderr.prefix(300))")
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.count < 2_000, "the error repeats the input: \(result.stderr.count) characters")
        #expect(try cli.storeState() == before)
    }
}
