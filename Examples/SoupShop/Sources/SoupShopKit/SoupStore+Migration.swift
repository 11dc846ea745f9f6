import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Stores written by SoupShop 1.0, which kept everything in one JSON file, are migrated to SQLite
/// once, the first time a newer SoupShop opens them:
/// - a JSON store at the store's path is replaced by the SQLite store;
/// - with no file at `NAME.db`, a JSON store beside it at `NAME.json` (1.0's default path) is
///   migrated to `NAME.db`.
/// Either way the JSON file is kept as `<its name>.migrated`, and nothing is changed unless the
/// whole migration succeeded. Processes opening the store meanwhile wait on a lock of the JSON
/// file, then find the SQLite store: exactly one of them migrates.
extension SoupStore {
    /// SoupShop 1.0's store.
    struct LegacySnapshot: Decodable {
        var format: String
        var soups: [Soup]
        var orders: [Order]
        var favorites: [String]
        var tasks: [KitchenTask]
        var nextOrderNumber: Int
        var vegetarianFocus: Bool?
    }

    static let legacyFormat = "soupshop-store-1"
    /// A JSON store larger than this is refused rather than read into memory.
    static let legacyLimit = 64 << 20

    /// `NAME.json` beside `NAME.db`, when it holds a JSON store.
    static func legacyStore(beside path: String) -> String? {
        guard (path as NSString).pathExtension == "db" else { return nil }
        let legacy = (path as NSString).deletingPathExtension + ".json"
        guard let file = try? StoreFile.inspect(legacy), file.content == .json else { return nil }
        return file.path
    }

    static func migrateJSON(from source: String, to destination: String, busyTimeout: Duration) throws {
        let descriptor = open(source, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT { return }  // another process migrated it and moved it aside
            throw SoupStoreError("\(source): cannot read the SoupShop store: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX) == 0 else {
            throw SoupStoreError("\(source): cannot lock the store to migrate it: \(String(cString: strerror(errno)))")
        }
        // Whoever held the lock before may have migrated it: then the path names another file.
        var held = stat()
        var current = stat()
        guard fstat(descriptor, &held) == 0, stat(source, &current) == 0, held.st_ino == current.st_ino,
            held.st_dev == current.st_dev
        else { return }
        if source != destination, (try? StoreFile.inspect(destination))?.content == .sqlite { return }

        let snapshot: LegacySnapshot
        do {
            snapshot = try readLegacy(descriptor, path: source)
        } catch  where source != destination {
            return  // a JSON file beside the store that is not SoupShop's: none of our business
        }
        let directory = (destination as NSString).deletingLastPathComponent
        let base = (destination as NSString).lastPathComponent
        // A migration killed halfway leaves its copy; under the lock, any such copy is stale.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        where name.hasPrefix(base + ".migrating-") {
            unlink((directory as NSString).appendingPathComponent(name))
        }
        let temporary = destination + ".migrating-\(getpid())"
        do {
            try writeMigrated(snapshot, to: temporary, busyTimeout: busyTimeout)
            var backup = source + ".migrated"
            if FileManager.default.fileExists(atPath: backup) { backup += "-\(Int(Date().timeIntervalSince1970))" }
            if source == destination {
                guard link(source, backup) == 0, rename(temporary, destination) == 0 else {
                    throw SoupStoreError(
                        "\(destination): cannot replace the JSON store: \(String(cString: strerror(errno)))")
                }
            } else {
                guard rename(temporary, destination) == 0 else {
                    throw SoupStoreError("\(destination): cannot create the store: \(String(cString: strerror(errno)))")
                }
                rename(source, backup)
            }
        } catch {
            unlink(temporary)
            if let error = error as? SoupStoreError {
                throw SoupStoreError("\(error.description) (migrating the JSON store; it was left untouched)")
            }
            throw error
        }
    }

    private static func readLegacy(_ descriptor: Int32, path: String) throws -> LegacySnapshot {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 {
                throw SoupStoreError("\(path): cannot read the SoupShop store: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            guard data.count <= legacyLimit else {
                throw SoupStoreError(
                    "\(path): the JSON store is larger than \(legacyLimit >> 20) MiB; it was left untouched")
            }
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let snapshot: LegacySnapshot
        do {
            snapshot = try decoder.decode(LegacySnapshot.self, from: data)
        } catch {
            throw SoupStoreError(
                "\(path): not a SoupShop store (expected a SQLite database or a JSON store written by soupshop); "
                    + "it was left untouched")
        }
        guard snapshot.format == legacyFormat else {
            throw SoupStoreError(
                "\(path): store format '\(snapshot.format)' is not '\(legacyFormat)'; it was left untouched")
        }
        return snapshot
    }

    /// Writes the whole store into a new file, in one transaction.
    private static func writeMigrated(_ snapshot: LegacySnapshot, to path: String, busyTimeout: Duration) throws {
        unlink(path)
        let database = try SoupDatabase(path: path, create: true, busyTimeout: busyTimeout)
        try database.writing {
            try createSchema(database)
            // SoupShop 1.0 could hand an id out twice; a repeated one gets a fresh id here.
            var tasks: [KitchenTask] = []
            var taskIDs = Set<String>()
            for var task in snapshot.tasks {
                if !taskIDs.insert(task.id).inserted { task.id = UUID().uuidString.lowercased() }
                tasks.append(task)
            }
            var soups: [Soup] = []
            var soupIDs = Set<String>()
            for soup in snapshot.soups where soupIDs.insert(soup.id).inserted { soups.append(soup) }
            try seed(database, soups: soups, favorites: snapshot.favorites, tasks: tasks)
            // The counter passes every number already used, so none is handed out again.
            var next = max(1, snapshot.nextOrderNumber)
            for order in snapshot.orders {
                if order.id.hasPrefix("A"), let number = Int(order.id.dropFirst()), number >= next {
                    next = number == Int.max ? Int.max : number + 1
                }
            }
            var orderIDs = Set<String>()
            for var order in snapshot.orders {
                if !orderIDs.insert(order.id).inserted {
                    guard next < Int.max else {
                        throw SoupStoreError("\(path): the store's order numbers are used up")
                    }
                    order.id = orderID(next)
                    next += 1
                    orderIDs.insert(order.id)
                }
                try insert(order, into: database)
            }
            try database.run("UPDATE settings SET value = ? WHERE key = 'next_order_number'", [.integer(Int64(next))])
            try database.run(
                "INSERT INTO settings(key, value) VALUES ('vegetarian_focus', ?), ('migrated_from', ?)",
                [.integer(snapshot.vegetarianFocus == true ? 1 : 0), .text(legacyFormat)])
        }
    }
}
