import AppIntentsMetadata
import Foundation
import TestSupport
import Testing

/// The reviewer's static extraction of SoupShop's source equals the metadata the running host
/// writes by reflection: the two producers of the one document agree (docs/METADATA.md).
@Suite(.ownThreads) struct StaticMetadataTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func extractionFromSourceEqualsTheRuntimeCatalog() throws {
        let cli = try SoupShopCLI()
        // Every entity type needs an instance for the runtime to read its property titles.
        #expect(try cli.run("run", "OrderSoupIntent", "--soup", "tomato").code == 0)
        let runtime = cli.folder.appendingPathComponent("runtime")
        #expect(try cli.run("metadata", "--output", runtime.path).code == 0)

        let reviewer = SoupShopCLI.binary.deletingLastPathComponent().appendingPathComponent("appintents")
        try #require(FileManager.default.isExecutableFile(atPath: reviewer.path), "\(reviewer.path) is not built")
        let extracted = cli.folder.appendingPathComponent("static")
        let process = Process()
        process.executableURL = reviewer
        process.arguments = [
            "metadata", "extract", Self.root.appendingPathComponent("Examples/SoupShop/Sources/SoupShopKit").path,
            "--output", extracted.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let fromRuntime = try MetadataBundle.read(from: runtime)
        let fromSource = try MetadataBundle.read(from: extracted)
        #expect(fromSource.actions.actions.keys.sorted() == fromRuntime.actions.actions.keys.sorted())
        for (identifier, action) in fromRuntime.actions.actions {
            #expect(fromSource.actions.actions[identifier] == action, "\(identifier) differs")
        }
        #expect(fromSource.actions.entities == fromRuntime.actions.entities)
        #expect(fromSource.actions.queries == fromRuntime.actions.queries)
        #expect(fromSource.actions.enums == fromRuntime.actions.enums)
        #expect(fromSource.actions.autoShortcuts == fromRuntime.actions.autoShortcuts)
        #expect(fromSource.actions.negativePhrases == fromRuntime.actions.negativePhrases)
        let bytes = { (folder: URL) in
            try Data(contentsOf: folder.appendingPathComponent("Metadata.appintents/extract.actionsdata"))
        }
        #expect(try bytes(extracted) == bytes(runtime), "the two files differ byte for byte")
    }
}
