import Foundation
import TestSupport
import Testing

/// `library mcp` as an agent sees it: progress arrives as `notifications/progress`, and
/// continuing in the foreground is asked through elicitation.
@Suite(.ownThreads) struct LibraryMCPTests {
    /// One `library mcp` process; every message it sends is kept, elicitations are answered.
    final class Session {
        /// The test's folder, the process's data folder: kept while the session is, so it is
        /// removed only after the process ended.
        let cli: SoupShopCLI
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        private var buffer = Data()
        /// Every message received, in order.
        private(set) var received: [[String: Any]] = []
        /// The `confirm` answer given to elicitations.
        var confirm = true
        /// The content answered to an elicitation, given its params; `confirm` when `nil`.
        var answer: (([String: Any]) -> [String: Any])?

        init(_ cli: SoupShopCLI) throws {
            self.cli = cli
            process.executableURL = LibraryCLITests.binary
            process.arguments = ["mcp"]
            process.environment = cli.environment(["XDG_DATA_HOME": cli.folder.path])
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        func write(_ message: [String: Any]) throws {
            var line = try JSONSerialization.data(withJSONObject: message)
            line.append(0x0A)
            input.fileHandleForWriting.write(line)
        }

        /// Sends a request and returns its response, answering elicitations on the way.
        func request(_ id: Int, _ method: String, _ params: [String: Any]) throws -> [String: Any]? {
            try write(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
            while true {
                while let newline = buffer.firstIndex(of: 0x0A) {
                    let frame = buffer[buffer.startIndex..<newline]
                    buffer = Data(buffer[(newline + 1)...])
                    guard let object = try JSONSerialization.jsonObject(with: Data(frame)) as? [String: Any] else {
                        continue
                    }
                    received.append(object)
                    if object["method"] as? String == "elicitation/create", let askID = object["id"] {
                        let params = object["params"] as? [String: Any] ?? [:]
                        try write([
                            "jsonrpc": "2.0", "id": askID,
                            "result": ["action": "accept", "content": answer?(params) ?? ["confirm": confirm]],
                        ])
                    } else if object["id"] as? Int == id, object["method"] == nil {
                        return object
                    }
                }
                let more = output.fileHandleForReading.availableData
                if more.isEmpty { return nil }
                buffer.append(more)
            }
        }

        func initialize(version: String = "2025-11-25", elicitation: Bool = true) throws {
            var capabilities: [String: Any] = [:]
            if elicitation { capabilities["elicitation"] = [:] as [String: Any] }
            let params: [String: Any] = [
                "protocolVersion": version, "capabilities": capabilities,
                "clientInfo": ["name": "test", "version": "1"],
            ]
            _ = try request(1, "initialize", params)
            try write(["jsonrpc": "2.0", "method": "notifications/initialized"])
        }

        func close() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    static func text(of response: [String: Any]?) -> String {
        let content = (response?["result"] as? [String: Any])?["content"] as? [[String: Any]]
        return content?.compactMap { $0["text"] as? String }.joined(separator: "\n") ?? ""
    }

    @Test func progressArrivesAsNotificationsBeforeTheResult() throws {
        let session = try Session(try SoupShopCLI())
        defer { session.close() }
        try session.initialize()
        let response = try session.request(
            2, "tools/call",
            ["name": "SyncCatalogueIntent", "arguments": [:] as [String: Any], "_meta": ["progressToken": "sync-1"]])
        #expect(Self.text(of: response).contains("Synced 4 shelves."), "\(String(describing: response))")
        let progress = session.received.compactMap { message -> (Double, Double)? in
            guard message["method"] as? String == "notifications/progress",
                let params = message["params"] as? [String: Any], params["progressToken"] as? String == "sync-1",
                let done = params["progress"] as? Double, let total = params["total"] as? Double
            else { return nil }
            return (done, total)
        }
        #expect(progress.map(\.0).suffix(4) == [1, 2, 3, 4], "\(session.received)")
        #expect(progress.allSatisfy { $0.1 == 4 || $0.0 == 0 })
    }

    @Test func whatTheIntentSaysOfItsProgressIsTheNotificationsMessage() throws {
        let session = try Session(try SoupShopCLI())
        defer { session.close() }
        try session.initialize()
        let response = try session.request(
            2, "tools/call",
            [
                "name": "ExportCatalogueIntent", "arguments": ["shelves": 2] as [String: Any],
                "_meta": ["progressToken": "export-1"],
            ])
        #expect(Self.text(of: response).contains("Exported 2 shelves."), "\(String(describing: response))")
        let messages = session.received.compactMap { message -> String? in
            guard message["method"] as? String == "notifications/progress",
                let params = message["params"] as? [String: Any], params["progressToken"] as? String == "export-1"
            else { return nil }
            return params["message"] as? String
        }
        #expect(messages.contains("Exporting the catalogue"), "\(messages)")
        #expect(messages.last == "shelf 2 of 2", "\(messages)")
    }

    @Test func continuingInTheForegroundIsAskedThroughElicitation() throws {
        let session = try Session(try SoupShopCLI())
        defer { session.close() }
        try session.initialize()
        let agreed = try session.request(
            2, "tools/call", ["name": "RepairCatalogueIntent", "arguments": [:] as [String: Any]])
        #expect(Self.text(of: agreed).contains("Continued in Library."), "\(String(describing: agreed))")
        let asked = session.received.first { $0["method"] as? String == "elicitation/create" }
        let message = (asked?["params"] as? [String: Any])?["message"] as? String
        #expect(message == "Open Library to repair the catalogue?")
        session.confirm = false
        let declined = try session.request(
            3, "tools/call", ["name": "RepairCatalogueIntent", "arguments": [:] as [String: Any]])
        let result = declined?["result"] as? [String: Any]
        #expect(result?["isError"] as? Bool == true, "\(String(describing: declined))")
    }

    static func isError(_ response: [String: Any]?) -> Bool? {
        (response?["result"] as? [String: Any])?["isError"] as? Bool
    }

    @Test func theUndoToolUndoesTheSessionsLatestRunFirst() throws {
        let session = try Session(try SoupShopCLI())
        defer { session.close() }
        try session.initialize()
        let initialized = session.received.first { $0["id"] as? Int == 1 }
        let instructions = (initialized?["result"] as? [String: Any])?["instructions"] as? String
        #expect(
            instructions?.contains(
                "The tool undo is the server's own, not an intent: it undoes the latest run of an undoable tool (ReserveBookIntent, WaiveFinesIntent) made in this session."
            ) == true, "\(instructions ?? "no instructions")")
        let tools = try session.request(2, "tools/list", [:])
        let listed = ((tools?["result"] as? [String: Any])?["tools"] as? [[String: Any]]) ?? []
        let undo = try #require(listed.first { $0["name"] as? String == "undo" }, "\(listed.map { $0["name"] })")
        let annotations = undo["annotations"] as? [String: Any]
        #expect(annotations?["readOnlyHint"] as? Bool == false)
        #expect(annotations?["destructiveHint"] as? Bool == true)
        #expect(annotations?["idempotentHint"] as? Bool == false)
        #expect((undo["description"] as? String)?.contains("(ReserveBookIntent, WaiveFinesIntent)") == true)

        let nothing = try session.request(3, "tools/call", ["name": "undo", "arguments": [:] as [String: Any]])
        #expect(Self.isError(nothing) == true)
        #expect(Self.text(of: nothing).hasPrefix("nothing to undo: no undoable intent has run in this session"))

        for (id, book) in [(4, "dune"), (5, "emma")] {
            let reserved = try session.request(
                id, "tools/call", ["name": "ReserveBookIntent", "arguments": ["book": book]])
            #expect(Self.isError(reserved) == false, "\(String(describing: reserved))")
        }
        let undone = try session.request(6, "tools/call", ["name": "undo", "arguments": [:] as [String: Any]])
        #expect(Self.text(of: undone) == "Undid Reserve Emma (ReserveBookIntent).", "\(String(describing: undone))")
        let structured = (undone?["result"] as? [String: Any])?["structuredContent"] as? [String: Any]
        #expect(structured?["undone"] as? String == "ReserveBookIntent")
        #expect(structured?["actionName"] as? String == "Reserve Emma")
        let list = try session.request(
            7, "tools/call", ["name": "ListReservationsIntent", "arguments": [:] as [String: Any]])
        #expect(Self.text(of: list) == "Reserved: Dune.")

        let extra = try session.request(8, "tools/call", ["name": "undo", "arguments": ["all": true]])
        #expect(Self.isError(extra) == true)
        #expect(Self.text(of: extra) == "undo takes no arguments, got 'all'; nothing was undone")

        #expect(
            Self.text(of: try session.request(9, "tools/call", ["name": "undo", "arguments": [:] as [String: Any]]))
                == "Undid Reserve Dune (ReserveBookIntent).")
        let empty = try session.request(10, "tools/call", ["name": "undo", "arguments": [:] as [String: Any]])
        #expect(Self.isError(empty) == true)
    }

    @Test func aUnionValueIsAOneOfOfItsCasesAndResolvesFromAnObject() throws {
        let session = try Session(try SoupShopCLI())
        defer { session.close() }
        try session.initialize()
        let tools = try session.request(2, "tools/list", [:])
        let listed = ((tools?["result"] as? [String: Any])?["tools"] as? [[String: Any]]) ?? []
        let tool = try #require(listed.first { $0["name"] as? String == "RecommendIntent" })
        let properties = (tool["inputSchema"] as? [String: Any])?["properties"] as? [String: Any]
        let item = properties?["item"] as? [String: Any]
        let cases = (item?["oneOf"] as? [[String: Any]]) ?? []
        #expect(
            cases.map { $0["title"] as? String } == ["Book from the Catalogue", "Free Note"],
            "\(String(describing: item))")
        #expect(cases.map { $0["required"] as? [String] } == [["book"], ["note"]])
        #expect(
            ((cases.last?["properties"] as? [String: Any])?["note"] as? [String: Any])?["type"] as? String == "string")

        let book = try session.request(
            3, "tools/call", ["name": "RecommendIntent", "arguments": ["item": ["book": "dune"]]])
        #expect(Self.text(of: book) == "Recommended the book Dune.", "\(String(describing: book))")
        let note = try session.request(
            4, "tools/call", ["name": "RecommendIntent", "arguments": ["item": ["note": "hi"]]])
        #expect(Self.text(of: note) == "Recommended: hi.")
        let unknown = try session.request(
            5, "tools/call", ["name": "RecommendIntent", "arguments": ["item": ["film": "x"]]])
        #expect(Self.isError(unknown) == true)
        #expect(
            Self.text(of: unknown)
                == "argument 'item': 'film' is not a case of Recommendation; expected one of: book, note")
        let bare = try session.request(6, "tools/call", ["name": "RecommendIntent", "arguments": ["item": "dune"]])
        #expect(Self.isError(bare) == true)
        #expect(
            Self.text(of: bare).hasPrefix(
                "argument 'item': expected a Recommendation as an object with one member naming the case (book, note)"))
    }
}
