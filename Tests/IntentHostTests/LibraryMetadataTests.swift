import AppIntentsMetadata
import Foundation
import TestSupport
import Testing

/// The `library` app's `When` and `Switch` summaries in the metadata: the runtime catalog and the
/// static extractor both write the summary the parameters' defaults choose.
@Suite(.ownThreads) struct LibraryMetadataTests {
    /// `extract.actionsdata` as `library metadata` and `appintents metadata extract` write it.
    static func documents() throws -> (runtime: JSONValue, extracted: JSONValue) {
        let cli = try SoupShopCLI()
        let runtime = cli.folder.appendingPathComponent("runtime")
        let extracted = cli.folder.appendingPathComponent("static")
        let reviewer = SoupShopCLI.binary.deletingLastPathComponent().appendingPathComponent("appintents")
        for (binary, arguments) in [
            (LibraryCLITests.binary, ["metadata", "--output", runtime.path]),
            (
                reviewer,
                [
                    "metadata", "extract",
                    KettleMetadataTests.root.appendingPathComponent("Examples/Library/Sources/library").path,
                    "--output", extracted.path,
                ]
            ),
        ] {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.environment = cli.environment(["XDG_DATA_HOME": cli.folder.path])
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(binary.lastPathComponent) \(arguments)")
        }
        let file = { (folder: URL) in
            try JSONValue.parse(
                String(
                    contentsOf: folder.appendingPathComponent("Metadata.appintents/extract.actionsdata"),
                    encoding: .utf8))
        }
        return (try file(runtime), try file(extracted))
    }

    static func summary(_ document: JSONValue, _ action: String) -> String? {
        guard case .object(let root) = document, case .object(let actions)? = root["actions"],
            case .object(let members)? = actions[action]
        else { return nil }
        return members["actionConfiguration"]?.description
    }

    @Test func bothProducersWriteTheSummaryTheDefaultsChoose() throws {
        let (runtime, extracted) = try Self.documents()
        // ListShelfIntent: isPublic defaults to false, order to .title: the Switch's DefaultCase.
        let list = try #require(Self.summary(runtime, "ListShelfIntent"))
        #expect(list.contains("\"formatString\":\"List the shelf by ${order}\""), "\(list)")
        #expect(list.contains("\"otherParameterIdentifiers\":[\"limit\"]"), "\(list)")
        // ReserveRoomIntent: the room has no value, so `otherwise`.
        let reserve = try #require(Self.summary(runtime, "ReserveRoomIntent"))
        #expect(reserve.contains("\"formatString\":\"Reserve a room\""), "\(reserve)")
        for action in ["ListShelfIntent", "ReserveRoomIntent"] {
            #expect(Self.summary(extracted, action) == Self.summary(runtime, action), "\(action)")
        }
        #expect(extracted == runtime)
    }

    /// A `ForegroundContinuableIntent` that declares no `supportedModes` is written as Apple's tools
    /// write it: 8, `.foreground(.dynamic)`, the mode Apple's documentation names for it.
    @Test func aForegroundContinuableIntentSupportsTheDynamicForegroundMode() throws {
        let (runtime, extracted) = try Self.documents()
        for document in [runtime, extracted] {
            guard case .object(let root) = document, case .object(let actions)? = root["actions"],
                case .object(let repair)? = actions["RepairCatalogueIntent"]
            else {
                Issue.record("no RepairCatalogueIntent in \(document)")
                continue
            }
            #expect(repair["supportedModes"] == .number(8))
        }
    }
}
