import AppIntentsMetadata
import Testing

@testable import IntentMCP

/// What agents need beyond the schemas: honest annotations, a way to confirm without
/// elicitation, `instructions`, and text that reads well.
@Suite struct AgentGapTests {
    private func tools(elicitation: Bool) async -> [String: MCPJSON] {
        let client = TestClient()
        await client.initialize(elicitation: elicitation)
        let response = await client.call("tools/list")
        await client.close()
        let list = response[path: "result", "tools"]?.arrayValue ?? []
        return Dictionary(uniqueKeysWithValues: list.map { ($0["name"]?.stringValue ?? "", $0) })
    }

    struct HintCase: Sendable, CustomTestStringConvertible {
        var name: String
        var systemProtocols: [String] = []
        var authenticationPolicy = 0
        var schemas: [String] = []
        var expected: ToolHints
        var testDescription: String { name }
    }

    static let hintCases: [HintCase] = [
        HintCase(name: "plain", expected: ToolHints(readOnly: false, destructive: false, idempotent: false)),
        HintCase(
            name: "DeleteIntent", systemProtocols: ["DeleteIntent"],
            expected: ToolHints(readOnly: false, destructive: true, idempotent: false)),
        HintCase(
            name: "confirms", systemProtocols: [ToolCatalog.confirmationMarker],
            expected: ToolHints(readOnly: false, destructive: true, idempotent: false)),
        HintCase(
            name: "needs authentication", authenticationPolicy: 1,
            expected: ToolHints(readOnly: false, destructive: true, idempotent: false)),
        HintCase(
            name: "search schema", schemas: ["photos.search"],
            expected: ToolHints(readOnly: true, destructive: false, idempotent: true)),
        HintCase(
            name: "search schema that needs authentication", authenticationPolicy: 2, schemas: ["system.search"],
            expected: ToolHints(readOnly: false, destructive: true, idempotent: false)),
        HintCase(
            name: "creating schema", schemas: ["journal.createEntry"],
            expected: ToolHints(readOnly: false, destructive: false, idempotent: false)),
        HintCase(
            name: "App Schema creating", schemas: ["reminders.createReminder"],
            expected: ToolHints(readOnly: false, destructive: false, idempotent: false)),
        HintCase(
            name: "App Schema deleting", schemas: ["reminders.deleteReminders"],
            expected: ToolHints(readOnly: false, destructive: true, idempotent: false)),
        HintCase(
            name: "deleting schema without DeleteIntent", schemas: ["photos.deleteAssets"],
            expected: ToolHints(readOnly: false, destructive: true, idempotent: false)),
    ]

    @Test(arguments: hintCases)
    func hintsComeFromWhatTheMetadataKnows(_ hint: HintCase) {
        var action = ActionMetadata(identifier: "X", fullyQualifiedTypeName: "App.X", title: "X")
        action.systemProtocols = hint.systemProtocols
        action.authenticationPolicy = hint.authenticationPolicy
        action.assistantDefinedSchemas = hint.schemas
        #expect(ToolHints(action) == hint.expected)
    }

    @Test func deletingAndAuthenticatedToolsAreNeverReadOnly() async {
        let tools = await tools(elicitation: true)
        let clear = tools["ClearOrderHistoryIntent"]
        #expect(clear?[path: "annotations", "destructiveHint"] == true)
        #expect(clear?[path: "annotations", "readOnlyHint"] == false)
        #expect(clear?[path: "_meta", "authenticationPolicy"] == "requiresAuthentication")
        #expect(tools["OrderSoupIntent"]?[path: "annotations", "readOnlyHint"] == false)
        #expect(tools["OrderSoupIntent"]?[path: "_meta"] == nil)
    }

    @Test func theConfirmationArgumentIsOnlyForClientsWithoutElicitation() async {
        let eliciting = await tools(elicitation: true)
        #expect(eliciting["CancelOrderIntent"]?[path: "inputSchema", "properties", "confirmation"] == nil)
        let other = await tools(elicitation: false)
        #expect(other["CancelOrderIntent"]?[path: "inputSchema", "properties", "confirmation", "type"] == "string")
        #expect(other["CancelOrderIntent"]?[path: "inputSchema", "required"] == nil)
    }

    @Test func aClientWithoutElicitationConfirmsWithTheTokenItWasGiven() async throws {
        let backend = KitchenBackend()
        let client = TestClient(backend: backend)
        await client.initialize(elicitation: false)
        let first = await client.call("tools/call", ["name": "CancelOrderIntent"])
        #expect(first[path: "result", "isError"] == true)
        let text = try #require(first[path: "result", "content", 0, "text"]?.stringValue)
        #expect(text.hasPrefix("needs confirmation: Cancel your order? CancelOrderIntent did not go ahead."))
        #expect(backend.performed.withLock { $0 }.isEmpty)
        let token = try #require(text.split(separator: "\"").dropLast().last.map(String.init))
        // Bound to its call: another tool refuses it, and an altered token, a made-up one or one
        // that is not text is refused; each is a tool error the model reads (SEP-1303).
        let elsewhere = await client.call(
            "tools/call", ["name": "PickGarnishIntent", "arguments": ["confirmation": .string(token)]])
        #expect(elsewhere[path: "result", "isError"] == true)
        #expect(elsewhere[path: "result", "content", 0, "text"]?.stringValue?.contains("another call") == true)
        for wrong: MCPJSON in [.string(token + "x"), "yes", true] {
            let refused = await client.call(
                "tools/call", ["name": "CancelOrderIntent", "arguments": ["confirmation": wrong]])
            #expect(refused[path: "result", "isError"] == true, "\(refused.text)")
            let text = refused[path: "result", "content", 0, "text"]?.stringValue ?? ""
            #expect(text.hasPrefix("confirmation refused: "), "\(text)")
            #expect(
                text.hasSuffix(
                    "call CancelOrderIntent without it and ask the user the question its result asks. CancelOrderIntent did not run."
                ), "\(text)")
        }
        #expect(backend.performed.withLock { $0 }.isEmpty)
        let done = await client.call(
            "tools/call", ["name": "CancelOrderIntent", "arguments": ["confirmation": .string(token)]])
        #expect(done[path: "result", "content", 0, "text"] == "Your order is cancelled.")
        #expect(backend.performed.withLock { $0 } == ["CancelOrderIntent"])
        await client.close()
    }

    @Test func instructionsComeFromTheAppAndItsShortcuts() async throws {
        var metadata = KitchenBackend.makeMetadata()
        metadata.autoShortcuts = [
            AutoShortcutMetadata(
                actionIdentifier: "OrderSoupIntent", phraseTemplates: ["Order ${soup} in ${applicationName}"]),
            AutoShortcutMetadata(actionIdentifier: "NotATool", phraseTemplates: ["Hidden in ${applicationName}"]),
        ]
        let app = MCPAppInfo(name: "Kitchen", version: "1", description: "Soups to order")
        let text = Instructions.text(app: app, catalog: ToolCatalog(metadata: metadata))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "Kitchen: Soups to order. Each tool is one of the app's intents.")
        #expect(lines.contains("- \"Order <Soup> in Kitchen\": OrderSoupIntent"))
        #expect(!text.contains("NotATool"))
        let client = TestClient()
        let initialized = await client.initialize()
        #expect(initialized[path: "result", "instructions"]?.stringValue?.hasPrefix("Kitchen: each tool") == true)
        await client.close()
    }

    @Test(arguments: [
        ("Order", "an Order"), ("Soup", "a Soup"), ("User", "a User"), ("Item", "an Item"), ("Hour", "an Hour"),
        ("Euro", "a Euro"), ("Umbrella", "an Umbrella"), ("", "a "), ("UUID", "a UUID"), ("URL", "a URL"),
        ("HTML page", "an HTML page"), ("SMS", "an SMS"), ("API key", "an API key"), ("PDF", "a PDF"),
    ])
    func articlesReadWell(_ noun: String, _ expected: String) {
        #expect(English.withArticle(noun) == expected)
    }
}
