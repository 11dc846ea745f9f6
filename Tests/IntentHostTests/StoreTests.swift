import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The app's data file: created on first use, never overwritten when it is not the app's, and
/// never half-written when it cannot be written.
@Suite(.ownThreads) struct StoreTests {
    @Test func storeIsCreatedOnFirstUseAtTheGivenPath() throws {
        let cli = try SoupShopCLI()
        #expect(!FileManager.default.fileExists(atPath: cli.store.path))
        #expect(try cli.run("intents").code == 0)
        #expect(try cli.storeBytes().prefix(16) == Data("SQLite format 3\0".utf8))
        #expect(try cli.openStore().soups.count == 24)
    }

    @Test func defaultStoreLivesUnderTheDataDirectory() throws {
        let cli = try SoupShopCLI()
        let result = try cli.run(["run", "OrderSoupIntent", "--soup", "miso"], store: false)
        #expect(result.code == 0, "\(result)")
        let file = cli.folder.appendingPathComponent("home/.local/share/soupshop/soupshop.db")
        #expect(FileManager.default.fileExists(atPath: file.path))
        let xdg = cli.folder.appendingPathComponent("xdg")
        _ = try cli.run(["intents"], store: false, environment: ["XDG_DATA_HOME": xdg.path])
        #expect(FileManager.default.fileExists(atPath: xdg.appendingPathComponent("soupshop/soupshop.db").path))
    }

    struct Corruption: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var message: String
        var testDescription: String { name }
    }

    static let corruptions: [Corruption] = [
        Corruption(
            name: "random bytes", bytes: (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) },
            message: "not a SoupShop store (expected a SQLite database written by soupshop)"),
        Corruption(name: "foreign JSON", bytes: Array(#"{"users": [1, 2, 3]}"#.utf8), message: "not a SoupShop store"),
        Corruption(
            name: "another format",
            bytes: Array(
                #"{"format": "soupshop-store-9", "soups": [], "orders": [], "favorites": [], "tasks": [], "nextOrderNumber": 1}"#
                    .utf8), message: "store format 'soupshop-store-9' is not 'soupshop-store-1'"),
        Corruption(
            name: "another app's SQLite database",
            bytes: Array("SQLite format 3\0".utf8) + [0x10, 0x00, 0x01, 0x01] + Array(repeating: 0, count: 76),
            message: "not a SoupShop store"),
    ]

    @Test(arguments: corruptions)
    func corruptStoreStopsWithSeventyAndStaysUntouched(_ test: Corruption) throws {
        let cli = try SoupShopCLI()
        try Data(test.bytes).write(to: cli.store)
        for arguments in [["intents"], ["run", "OrderSoupIntent", "--soup", "tomato"], ["metadata"]] {
            let result = try cli.run(arguments)
            #expect(result.code == 70, "\(result)")
            #expect(result.stderr.hasPrefix("error: SoupShop could not start: \(cli.store.path): \(test.message)"))
            #expect(result.stderr.contains("hint: pass --store PATH to use another data file"))
            #expect(try cli.storeBytes() == Data(test.bytes), "the store file changed")
        }
        let json = try cli.run("intents", "--json")
        #expect(json.code == 70)
        #expect(try json.jsonError()["code"] as? String == "setUpFailed")
        #expect(try cli.storeBytes() == Data(test.bytes))
    }

    @Test func storeWhoseFolderCannotBeMadeStopsWithSeventy() throws {
        let cli = try SoupShopCLI()
        let blocker = cli.folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let result = try cli.run(
            ["--store", blocker.appendingPathComponent("shop.json").path, "intents"], store: false)
        #expect(result.code == 70, "\(result)")
        #expect(result.stderr.contains("cannot write the SoupShop store"))
        #expect(try Data(contentsOf: blocker) == Data("x".utf8))
    }

    /// A disk that takes no more bytes (a file-size limit, which binds root too): the write that
    /// fails is reported, and the store keeps what it had.
    @Test func fullDiskFailsTheWriteAndKeepsTheData() throws {
        let cli = try SoupShopCLI()
        #expect(try cli.run("run", "OrderSoupIntent", "--soup", "tomato").code == 0)
        let limited = ["/bin/sh", "-c", "trap '' XFSZ; ulimit -f 1; exec \"$@\"", "sh"]
        let result = try cli.run(
            ["--store", cli.store.path, "run", "OrderSoupIntent", "--soup", "miso"], store: false, launcher: limited)
        // SQLite's shared-memory index alone passes the limit: the store cannot even be opened.
        #expect(result.code == 70, "\(result)")
        #expect(
            result.stderr.hasPrefix(
                "error: SoupShop could not start: \(cli.store.path): cannot write the SoupShop store"))
        let orders = try #require(try cli.storeJSON()["orders"] as? [[String: Any]])
        #expect(orders.map { $0["soupID"] as? String } == ["tomato"])
    }
}
