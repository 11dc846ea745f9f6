import Foundation
import SoupShopKit
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The store's file, treated as a careful tool treats files: a read-only file and a special file
/// are refused before anything is opened, a symbolic link is written through, a store of
/// SoupShop 1.0 (JSON) is migrated once, and nothing temporary is left behind.
@Suite(.ownThreads) struct StoreFileTests {
    @Test func readOnlyStoreIsRefusedAndLeftAsItIs() throws {
        let cli = try SoupShopCLI()
        #expect(try cli.run("run", "OrderSoupIntent", "--soup", "tomato").code == 0)
        let before = try cli.storeState()
        let bytes = try cli.storeBytes()
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: cli.store.path)
        let result = try cli.run("run", "OrderSoupIntent", "--soup", "miso")
        #expect(result.code == 70, "\(result)")
        #expect(
            result.stderr.hasPrefix(
                "error: SoupShop could not start: \(cli.store.path): the SoupShop store is read-only (mode 444); "
                    + "it was left as it is"), "\(result)")
        #expect(try cli.storeBytes() == bytes)
        let attributes = try FileManager.default.attributesOfItem(atPath: cli.store.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o444)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: cli.store.path)
        #expect(try cli.storeState() == before)
    }

    @Test func symbolicLinkIsWrittenThroughToItsTarget() throws {
        let cli = try SoupShopCLI()
        let target = cli.folder.appendingPathComponent("real/shop.db")
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: cli.store.path, withDestinationPath: "real/shop.db")
        #expect(try cli.run("run", "OrderSoupIntent", "--soup", "tomato").code == 0)
        #expect(try cli.run("run", "OrderSoupIntent", "--soup", "miso").code == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: cli.store.path) == "real/shop.db")
        let orders = try SoupStore(url: target).orders
        #expect(orders.map(\.soupID) == ["tomato", "miso"])
        #expect(orders.map(\.id) == ["A001", "A002"])
    }

    struct Special: CustomTestStringConvertible, Sendable {
        var name: String
        var option: String
        var kind: String
        var testDescription: String { "\(name) as \(option)" }
    }

    static let specials: [Special] = [
        Special(name: "FIFO", option: "--store", kind: "is a FIFO (named pipe)"),
        Special(name: "/dev/null", option: "--store", kind: "is a character device"),
        Special(name: "FIFO", option: "--system-store", kind: "is a FIFO (named pipe)"),
        Special(name: "/dev/null", option: "--system-store", kind: "is a character device"),
    ]

    /// Refused before it is opened: opening a FIFO would wait for a writer forever, and SQLite
    /// would create `/dev/null-journal` beside a device.
    @Test(arguments: specials)
    func specialFileIsRefusedBeforeItIsOpened(_ special: Special) throws {
        let cli = try SoupShopCLI()
        let path: String
        if special.name == "FIFO" {
            path = cli.folder.appendingPathComponent("pipe").path
            #expect(mkfifo(path, 0o644) == 0)
        } else {
            path = "/dev/null"
        }
        let before = try FileManager.default.contentsOfDirectory(atPath: "/dev").filter { $0.hasPrefix("null") }
        let arguments =
            special.option == "--store"
            ? ["--store", path, "run", "ListMenuIntent"] : ["--system-store", path, "index"]
        let result = try cli.run(arguments, store: special.option != "--store")
        #expect(result.code == 70, "\(result)")
        let quoted = special.option == "--store" ? "\(path): \(special.kind)" : "'\(path)' \(special.kind)"
        #expect(result.stderr.contains(quoted), "\(result)")
        #expect(result.stderr.contains("nothing was opened"), "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: "/dev").filter { $0.hasPrefix("null") } == before)
    }

    /// A SoupShop 1.0 store, with the ids it could hand out twice.
    static let legacyStore = """
        {"format": "soupshop-store-1",
         "soups": [{"id": "tomato", "name": "Tomato", "price": 4.5, "isVegetarian": true, "calories": 180,
                    "synonyms": ["tomato soup"]},
                   {"id": "miso", "name": "Miso", "price": 3.75, "isVegetarian": true, "calories": 90, "synonyms": []}],
         "orders": [{"id": "A001", "soupID": "tomato", "quantity": 1, "size": "medium", "total": 4.5,
                     "placedAt": "2026-01-02T12:00:00Z", "status": "preparing"},
                    {"id": "A001", "soupID": "miso", "quantity": 2, "size": "small", "total": 5.63,
                     "placedAt": "2026-01-02T12:00:01Z", "status": "preparing"},
                    {"id": "A007", "soupID": "miso", "quantity": 1, "size": "medium", "total": 3.75,
                     "placedAt": "2026-01-02T12:00:02Z", "status": "cancelled"}],
         "favorites": ["miso"],
         "tasks": [{"id": "task-1", "title": "Wash pans", "isComplete": false},
                   {"id": "task-1", "title": "Buy milk", "isComplete": false}],
         "nextOrderNumber": 3, "vegetarianFocus": true}
        """

    @Test func jsonStoreIsMigratedOnceAndKeptAside() throws {
        let cli = try SoupShopCLI()
        try Data(Self.legacyStore.utf8).write(to: cli.store)
        let order = try cli.run("run", "OrderSoupIntent", "--soup", "tomato")
        #expect(order.code == 0, "\(order)")
        // Every number used before is passed: A007 was the highest.
        #expect(order.stdout.hasPrefix("Ordered 1 medium Tomato (order A009, $4.50)."), "\(order)")
        #expect(try cli.storeBytes().prefix(16) == Data("SQLite format 3\0".utf8))
        let kept = cli.folder.appendingPathComponent("soupshop.db.migrated")
        #expect(try String(contentsOf: kept, encoding: .utf8) == Self.legacyStore)
        let store = try cli.openStore()
        // The repeated order id got a fresh number; nothing was dropped.
        #expect(try store.orders.map(\.id) == ["A001", "A008", "A007", "A009"])
        #expect(try store.orders.map(\.soupID) == ["tomato", "miso", "miso", "tomato"])
        #expect(try store.favorites == ["miso"])
        #expect(try store.vegetarianFocus)
        let tasks = try store.tasks
        #expect(tasks.map(\.title) == ["Wash pans", "Buy milk"])
        #expect(Set(tasks.map(\.id)).count == 2, "two tasks share an id: \(tasks)")
        // Opened again: nothing is migrated twice.
        #expect(try cli.run("run", "ListMenuIntent").code == 0)
        #expect(try cli.openStore().orders.count == 4)
        let files = try FileManager.default.contentsOfDirectory(atPath: cli.folder.path)
        #expect(!files.contains { $0.contains("migrating") }, "a temporary copy was left: \(files)")
    }

    @Test func defaultJSONStoreOfTheEarlierVersionIsMigratedToTheNewPath() throws {
        let cli = try SoupShopCLI()
        let directory = cli.folder.appendingPathComponent("home/.local/share/soupshop")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(Self.legacyStore.utf8).write(to: directory.appendingPathComponent("soupshop.json"))
        let result = try cli.run(["run", "CancelOrderIntent", "--order", "A001", "--yes"], store: false)
        #expect(result.code == 0, "\(result)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("soupshop.json").path))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("soupshop.json.migrated").path))
        let store = try SoupStore(url: directory.appendingPathComponent("soupshop.db"))
        #expect(try store.orders.first?.status == "cancelled")
    }

    @Test func anotherJSONFileBesideTheStoreIsLeftAlone() throws {
        let cli = try SoupShopCLI()
        let other = cli.folder.appendingPathComponent("soupshop.json")
        try Data(#"{"theme": "dark"}"#.utf8).write(to: other)
        #expect(try cli.run("run", "OrderSoupIntent", "--soup", "miso").code == 0)
        #expect(try String(contentsOf: other, encoding: .utf8) == #"{"theme": "dark"}"#)
        #expect(try cli.openStore().orders.map(\.id) == ["A001"])
    }

    @Test func usedUpOrderNumbersAreAnErrorNotACrash() throws {
        let cli = try SoupShopCLI()
        let legacy = """
            {"format": "soupshop-store-1", "soups": [], "orders": [], "favorites": [], "tasks": [],
             "nextOrderNumber": 9223372036854775807}
            """
        try Data(legacy.utf8).write(to: cli.store)
        try cli.openStore().putSoup(Soup(id: "tomato", name: "Tomato", price: 4.5, isVegetarian: true, calories: 180))
        let result = try cli.run("run", "OrderSoupIntent", "--soup", "tomato")
        #expect(result.code == 1, "\(result)")
        #expect(result.stderr.contains("the store's order numbers are used up"), "\(result)")
        #expect(try cli.openStore().orders.isEmpty)
    }

    @Test func aMigrationKilledHalfwayLeavesNoCopyBehind() throws {
        let cli = try SoupShopCLI()
        try Data(Self.legacyStore.utf8).write(to: cli.store)
        // What a killed migration leaves: its half-written copy.
        let stale = cli.folder.appendingPathComponent("soupshop.db.migrating-99999")
        try Data("half".utf8).write(to: stale)
        #expect(try cli.run("run", "ListMenuIntent").code == 0)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(try cli.openStore().orders.count == 3)
    }
}
