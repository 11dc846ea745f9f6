import AppIntents
import Foundation
import IntentMCP
import Testing

@testable import IntentHost

/// iOS 27's `OwnershipProvidingEntity` over MCP: deleting a shared album asks first, and a client
/// without elicitation confirms with the token the first answer gives, as for any confirmation.
@Suite(.ownThreads) struct MCPOwnershipTests {
    struct AlbumEntity: AppEntity, OwnershipProvidingEntity {
        static let defaultQuery = AlbumQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Album" }
        var id: String
        var displayRepresentation: DisplayRepresentation { "\(id.capitalized)" }
        var ownership: EntityOwnership { id == "summer" ? .shared : [] }
    }

    struct AlbumQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [AlbumEntity] { identifiers.map(AlbumEntity.init) }
    }

    struct DeleteAlbumsIntent: DeleteIntent {
        static let title: LocalizedStringResource = "Delete Albums"
        @Parameter(title: "Albums") var entities: [AlbumEntity]
        func perform() async throws -> some IntentResult & ProvidesDialog {
            .result(dialog: "Deleted \(entities.map(\.id).joined(separator: ", ")).")
        }
    }

    /// Runs `body` on one connection of a client without elicitation; `call` gives each call's result.
    static func session(
        _ body: (_ call: (MCPJSON) async throws -> MCPJSON) async throws -> Void
    ) async throws {
        let app = IntentApp(name: "Albums", intents: [DeleteAlbumsIntent.self])
        try await InProcessMCP.session(app: app) { ask in
            try await withoutActuallyEscaping(ask) { ask in
                try await body { params in try #require(try await ask("tools/call", params)) }
            }
        }
    }

    @Test func deletingASharedAlbumAsksAndTheTokenConfirms() async throws {
        try await Self.session { call in
            let first = try await call(["name": "DeleteAlbumsIntent", "arguments": ["entities": ["summer"]]])
            #expect(first["isError"] == true)
            let text = try #require(first["content"]?.arrayValue?.first?["text"]?.stringValue)
            #expect(
                text.hasPrefix("needs confirmation: “Summer” is shared with others. Do you want to delete it?"),
                "\(text)")
            let token = try #require(text.split(separator: "\"").dropLast().last.map(String.init))
            let confirmed = try await call([
                "name": "DeleteAlbumsIntent", "arguments": ["entities": ["summer"], "confirmation": .string(token)],
            ])
            #expect(confirmed["isError"] == false, "\(confirmed)")
            let said = confirmed["content"]?.arrayValue?.first?["text"]?.stringValue ?? ""
            #expect(said.contains("Deleted summer."), "\(said)")
            let mine = try await call(["name": "DeleteAlbumsIntent", "arguments": ["entities": ["drafts"]]])
            #expect(mine["isError"] == false, "\(mine)")
        }
    }
}
