import Foundation
import Testing

@testable import IntentMCP

/// The exact JSON clients see for the Kitchen app. Re-record with `RECORD_SNAPSHOTS=1`.
///
/// The files live in Tests/interop/snapshots, outside the test target, so SwiftPM does not
/// take them for resources.
@Suite struct SnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("interop/snapshots")

    private func check(_ value: MCPJSON, named name: String) throws {
        let object = try JSONSerialization.jsonObject(with: Data(value.serialized))
        let pretty = try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        let text = String(decoding: pretty, as: UTF8.self) + "\n"
        let file = Self.directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let recorded = try String(contentsOf: file, encoding: .utf8)
        #expect(text == recorded, "snapshot \(name) differs; re-record with RECORD_SNAPSHOTS=1 if intended")
    }

    @Test func toolsList() async throws {
        let client = TestClient()
        await client.initialize()
        let response = await client.call("tools/list")
        await client.close()
        try check(try #require(response["result"]), named: "tools-list.json")
    }

    @Test func inputRequiredResult() async throws {
        let client = TestClient()
        let response = await client.call("tools/call", TestClient.modern(["name": "CompleteTaskIntent"]))
        await client.close()
        var result = try #require(response["result"]?.objectValue)
        // The state is signed with a random key: its shape is checked elsewhere.
        result["requestState"] = "<signed>"
        try check(.object(result), named: "input-required.json")
    }
}
