import AppIntents
import Foundation
import IntentMCP
import Testing

@testable import IntentHost

/// A card shown with a confirmation.
struct BasketCard: View {
    var body: some View {
        VStack {
            Text("Tomato soup").bold()
            Text("2 bowls, 9.00 EUR")
        }
    }
}

struct CheckOutIntent: AppIntent {
    static let title: LocalizedStringResource = "Check Out"
    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(actionName: .buy, dialog: "Pay for the basket?") { BasketCard() }
        return .result(dialog: "Paid.")
    }
}

/// An agent reads the view a question shows: after the question, in the same message.
@Suite struct MCPQuestionViewTests {
    @Test func aConfirmationsViewIsSentWithItsQuestion() async throws {
        try await InProcessMCP.session(app: IntentApp(name: "Basket", intents: [CheckOutIntent.self])) { ask in
            let result = try #require(try await ask("tools/call", ["name": "CheckOutIntent", "arguments": [:]]))
            #expect(result["isError"] == true)
            let text = try #require(result["content"]?.arrayValue?.first?["text"]?.stringValue)
            #expect(text.hasPrefix("needs confirmation: Pay for the basket?\n\n"), "\(text)")
            #expect(text.contains("Tomato soup") && text.contains("2 bowls, 9.00 EUR"), "\(text)")
        }
    }
}
