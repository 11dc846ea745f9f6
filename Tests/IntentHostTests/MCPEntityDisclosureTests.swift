import AppIntents
import Foundation
import IntentMCP
import Testing

@testable import IntentHost

/// iOS 27.3's property visibility and authentication over MCP: a property the app keeps to itself
/// is never in a result or a resource, and one that asks for authentication only reaches a
/// connection with the authentication grant; the rest of the entity is shown as before.
@Suite(.ownThreads) struct MCPEntityDisclosureTests {
    struct AccountEntity: AppEntity {
        static let defaultQuery = AccountQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Account" }
        var id: String
        @Property(title: "Owner") var owner: String
        @Property(title: "PIN", visibility: .internal) var pin: String
        @Property(title: "Balance", authenticationPolicy: .requiresAuthentication) var balance: Int
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(owner)'s account") }

        init(id: String) {
            self.id = id
            self.owner = "Ada"
            self.pin = "4321"
            self.balance = 1200
        }
    }

    struct AccountQuery: EnumerableEntityQuery {
        func entities(for identifiers: [String]) async throws -> [AccountEntity] { identifiers.map(AccountEntity.init) }
        func allEntities() async throws -> [AccountEntity] { [AccountEntity(id: "a1")] }
    }

    struct OpenAccountIntent: AppIntent {
        static let title: LocalizedStringResource = "Open Account"
        func perform() async throws -> some IntentResult & ReturnsValue<AccountEntity> {
            .result(value: AccountEntity(id: "a1"))
        }
    }

    static let app = IntentApp(name: "Bank", intents: [OpenAccountIntent.self], entities: [AccountEntity.self])

    static func call(granted: Bool) async throws -> MCPJSON {
        try #require(
            try await MCPAttachmentTests.result(
                of: "tools/call", ["name": "OpenAccountIntent"], app: app,
                options: MCPServerOptions(grantsAuthentication: granted)))
    }

    @Test func aToolResultLeavesOutWhatTheCallerMayNotSee() async throws {
        let anonymous = try await Self.call(granted: false)
        #expect(anonymous["isError"] == false)
        let shown = try #require(anonymous["structuredContent"]?["result"]?.objectValue)
        #expect(shown["owner"] == "Ada")
        #expect(shown["title"] == "Ada's account")
        #expect(shown["balance"] == nil)
        #expect(shown["pin"] == nil)
        let text = anonymous["content"]?.arrayValue?.compactMap { $0["text"]?.stringValue }.joined() ?? ""
        #expect(!text.contains("1200") && !text.contains("4321"), "\(text)")

        let granted = try await Self.call(granted: true)
        #expect(granted["structuredContent"]?["result"]?["balance"] == 1200)
        #expect(granted["structuredContent"]?["result"]?["pin"] == nil)
    }

    /// The output schema names what a result may hold for the caller: never an internal
    /// property, and one that asks for authentication only to a connection with the grant.
    @Test func theOutputSchemaNamesOnlyWhatTheCallerMaySee() async throws {
        for granted in [false, true] {
            let listed = try await MCPAttachmentTests.result(
                of: "tools/list", [:], app: Self.app, options: MCPServerOptions(grantsAuthentication: granted))
            let tool = try #require(listed?["tools"]?.arrayValue?.first { $0["name"] == "OpenAccountIntent" })
            let properties = try #require(tool["outputSchema"]?["properties"]?["result"]?["properties"]?.objectValue)
            #expect(properties["owner"] != nil)
            #expect((properties["balance"] != nil) == granted, "granted: \(granted)")
            #expect(properties["pin"] == nil)
        }
    }

    @Test func aResourceLeavesOutTheSame() async throws {
        for granted in [false, true] {
            let read = try await MCPAttachmentTests.result(
                of: "resources/read", ["uri": "appintents://bank/AccountEntity/a1"], app: Self.app,
                options: MCPServerOptions(grantsAuthentication: granted))
            let json = try #require(read?["contents"]?.arrayValue?.first?["text"]?.stringValue)
            #expect(json.contains("Ada"))
            #expect(!json.contains("4321"), "\(json)")
            #expect(json.contains("1200") == granted, "\(json)")
        }
    }
}
