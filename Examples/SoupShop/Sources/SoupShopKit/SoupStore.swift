import Foundation

/// An order placed with SoupShop.
public struct Order: Codable, Hashable, Sendable {
    public var id: String
    public var soupID: String
    public var quantity: Int
    public var size: String
    public var total: Double
    public var placedAt: Date
    public var status: String
}

/// A kitchen task.
public struct KitchenTask: Codable, Hashable, Sendable {
    public var id: String
    public var title: String
    public var isComplete: Bool
}

/// SoupShop's data — the menu, orders, favourites and kitchen tasks — in one SQLite file.
///
/// Every read asks the database and every change is one `BEGIN IMMEDIATE` transaction, so any
/// number of processes (command-line runs, MCP servers, shortcuts) share the file without losing
/// each other's writes; a process that finds the file locked waits up to the busy timeout.
/// Identifiers are never reused: a task's id is a UUID, and order numbers come from a counter in
/// the database that only grows. An entity (`OrderEntity`, `TaskEntity`) is a snapshot of a
/// record, and a query resolves it again by that id.
///
/// The file is created on first use. A file that is not a SoupShop store, a read-only file and a
/// special file (FIFO, device) are refused before anything is written; a store written by an
/// earlier SoupShop as JSON is migrated once (see `SoupStore+Migration.swift`).
public final class SoupStore: Sendable {
    /// The path the store was opened with.
    public let url: URL
    /// The file SQLite writes: `url` with symbolic links resolved, so a link is written through.
    public let path: String
    private let database: LockedDatabase

    /// Marks the file as SoupShop's (`PRAGMA application_id`): "Soup".
    static let applicationID: Int32 = 0x536F_7570
    /// The schema this code writes (`PRAGMA user_version`).
    static let schemaVersion = 1

    /// Opens the store at `url`, creating it with the starting menu if there is no file.
    /// - Parameter busyTimeout: How long a write waits for another process's write.
    /// - Throws: `SoupStoreError` when the file is not a SoupShop store, is read-only or special,
    ///   or cannot be written.
    public init(url: URL, busyTimeout: Duration = .seconds(30)) throws {
        self.url = url
        var file = try StoreFile.inspect(url.path)
        if file.content == .json {
            try Self.migrateJSON(from: file.path, to: file.path, busyTimeout: busyTimeout)
            file = try StoreFile.inspect(file.path)
        } else if file.content == .none, let legacy = Self.legacyStore(beside: file.path) {
            try Self.migrateJSON(from: legacy, to: file.path, busyTimeout: busyTimeout)
            file = try StoreFile.inspect(file.path)
        }
        path = file.path
        if !file.exists {
            do {
                try FileManager.default.createDirectory(
                    atPath: (file.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            } catch {
                throw SoupStoreError("\(file.path): cannot write the SoupShop store: \(error.localizedDescription)")
            }
        }
        let database = try SoupDatabase(path: file.path, create: !file.exists, busyTimeout: busyTimeout)
        try Self.setUp(database, busyTimeout: busyTimeout)
        self.database = LockedDatabase(database)
    }

    /// Switches to WAL, checks the file is SoupShop's, and creates the schema and the starting
    /// menu if the file is new. Two processes creating one file at once are serialised by the
    /// write lock; the second finds the first one's schema.
    static func setUp(_ database: SoupDatabase, busyTimeout: Duration) throws {
        // Switching a new file to WAL can return SQLITE_BUSY without waiting in the busy handler.
        let deadline = ContinuousClock.now + busyTimeout
        while true {
            do {
                let mode = try database.query("PRAGMA journal_mode = WAL") { $0.text(0) }.first ?? "?"
                guard mode.lowercased() == "wal" else {
                    throw SoupStoreError("\(database.path): cannot use SQLite's WAL mode (journal mode is \(mode))")
                }
                break
            } catch let error as SoupStoreError where error.description.contains("locked") {
                if ContinuousClock.now >= deadline { throw error }
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
        // NORMAL keeps every commit across a killed process (only power loss can drop the newest).
        try database.execute("PRAGMA synchronous = NORMAL")
        try database.writing {
            let applicationID = try database.query("PRAGMA application_id") { $0.int(0) }.first ?? 0
            let version = try database.query("PRAGMA user_version") { $0.int(0) }.first ?? 0
            let objects = try database.query("SELECT count(*) FROM sqlite_schema") { $0.int(0) }.first ?? 0
            if applicationID == 0 && version == 0 && objects == 0 {
                try createSchema(database)
                try seed(database, soups: Menu.soups, favorites: ["tomato"], tasks: Menu.tasks)
                return
            }
            guard applicationID == Int(Self.applicationID) else {
                throw SoupStoreError(
                    "\(database.path): not a SoupShop store (a SQLite database of another application); "
                        + "it was left untouched")
            }
            guard version <= schemaVersion else {
                throw SoupStoreError(
                    "\(database.path): the store has schema version \(version), newer than the \(schemaVersion) "
                        + "this SoupShop knows; it was left untouched (use a newer soupshop)")
            }
        }
    }

    static func createSchema(_ database: SoupDatabase) throws {
        try database.execute(
            """
            PRAGMA application_id = \(applicationID);
            PRAGMA user_version = \(schemaVersion);
            CREATE TABLE soups(
                position INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name TEXT NOT NULL, price REAL NOT NULL,
                is_vegetarian INTEGER NOT NULL, calories INTEGER NOT NULL, synonyms TEXT NOT NULL);
            CREATE TABLE orders(
                position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, soup_id TEXT NOT NULL,
                quantity INTEGER NOT NULL, size TEXT NOT NULL, total REAL NOT NULL, placed_at REAL NOT NULL,
                status TEXT NOT NULL);
            CREATE TABLE favorites(position INTEGER PRIMARY KEY AUTOINCREMENT, soup_id TEXT NOT NULL UNIQUE);
            CREATE TABLE tasks(
                position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, title TEXT NOT NULL,
                is_complete INTEGER NOT NULL);
            CREATE TABLE settings(key TEXT PRIMARY KEY, value) WITHOUT ROWID;
            INSERT INTO settings(key, value) VALUES ('next_order_number', 1);
            """)
    }

    static func seed(_ database: SoupDatabase, soups: [Soup], favorites: [String], tasks: [KitchenTask]) throws {
        for soup in soups { try insert(soup, into: database) }
        for favorite in favorites {
            try database.run("INSERT OR IGNORE INTO favorites(soup_id) VALUES (?)", [.text(favorite)])
        }
        for task in tasks {
            try database.run(
                "INSERT OR IGNORE INTO tasks(id, title, is_complete) VALUES (?, ?, ?)",
                [.text(task.id), .text(task.title), .integer(task.isComplete ? 1 : 0)])
        }
    }

    static func insert(_ soup: Soup, into database: SoupDatabase) throws {
        let synonyms = String(decoding: try JSONEncoder().encode(soup.synonyms), as: UTF8.self)
        try database.run(
            """
            INSERT INTO soups(id, name, price, is_vegetarian, calories, synonyms) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET name = excluded.name, price = excluded.price,
                is_vegetarian = excluded.is_vegetarian, calories = excluded.calories, synonyms = excluded.synonyms
            """,
            [
                .text(soup.id), .text(soup.name), .real(soup.price), .integer(soup.isVegetarian ? 1 : 0),
                .integer(Int64(soup.calories)), .text(synonyms),
            ])
    }

    private func read<T>(_ body: (SoupDatabase) throws -> T) throws -> T {
        try database.withLock { database in try database.reading { try body(database) } }
    }

    @discardableResult
    private func write<T>(_ body: (SoupDatabase) throws -> T) throws -> T {
        try database.withLock { database in try database.writing { try body(database) } }
    }

    // MARK: Reading

    private static let soupColumns = "id, name, price, is_vegetarian, calories, synonyms"
    private static func soup(_ row: SoupDatabase.Row) -> Soup {
        let synonyms = (try? JSONDecoder().decode([String].self, from: Data(row.text(5).utf8))) ?? []
        return Soup(
            id: row.text(0), name: row.text(1), price: row.double(2), isVegetarian: row.bool(3), calories: row.int(4),
            synonyms: synonyms)
    }

    private static let orderColumns = "id, soup_id, quantity, size, total, placed_at, status"
    private static func order(_ row: SoupDatabase.Row) -> Order {
        Order(
            id: row.text(0), soupID: row.text(1), quantity: row.int(2), size: row.text(3), total: row.double(4),
            placedAt: Date(timeIntervalSince1970: row.double(5)), status: row.text(6))
    }

    private static func task(_ row: SoupDatabase.Row) -> KitchenTask {
        KitchenTask(id: row.text(0), title: row.text(1), isComplete: row.bool(2))
    }

    /// The menu, in its order.
    public var soups: [Soup] {
        get throws {
            try read { try $0.query("SELECT \(Self.soupColumns) FROM soups ORDER BY position", row: Self.soup) }
        }
    }

    /// Every order, oldest first.
    public var orders: [Order] {
        get throws {
            try read { try $0.query("SELECT \(Self.orderColumns) FROM orders ORDER BY position", row: Self.order) }
        }
    }

    /// The favourite soups' ids, in the order they were added.
    public var favorites: [String] {
        get throws { try read { try $0.query("SELECT soup_id FROM favorites ORDER BY position") { $0.text(0) } } }
    }

    /// Every kitchen task, oldest first.
    public var tasks: [KitchenTask] {
        get throws {
            try read { try $0.query("SELECT id, title, is_complete FROM tasks ORDER BY position", row: Self.task) }
        }
    }

    /// The soup with this id, if it is on the menu.
    public func soup(_ id: String) throws -> Soup? {
        try read { try $0.query("SELECT \(Self.soupColumns) FROM soups WHERE id = ?", [.text(id)], row: Self.soup) }
            .first
    }

    /// The orders with these ids, in the order asked (ids with no order are left out).
    public func orders(_ ids: [String]) throws -> [Order] {
        try read { database in
            try ids.compactMap { id in
                try database.query(
                    "SELECT \(Self.orderColumns) FROM orders WHERE id = ?", [.text(id)], row: Self.order
                ).first
            }
        }
    }

    /// The tasks with these ids, in the order asked (ids with no task are left out).
    public func tasks(_ ids: [String]) throws -> [KitchenTask] {
        try read { database in
            try ids.compactMap { id in
                try database.query(
                    "SELECT id, title, is_complete FROM tasks WHERE id = ?", [.text(id)], row: Self.task
                ).first
            }
        }
    }

    /// Soups whose name or a synonym contains `text`, case-insensitively.
    public func search(_ text: String) throws -> [Soup] {
        let wanted = text.lowercased()
        return try soups.filter { soup in
            soup.name.lowercased().contains(wanted) || soup.synonyms.contains { $0.lowercased().contains(wanted) }
        }
    }

    /// Whether a Focus filter asks for the vegetarian menu only.
    public var vegetarianFocus: Bool {
        get throws {
            try read { try $0.query("SELECT value FROM settings WHERE key = 'vegetarian_focus'") { $0.bool(0) } }
                .first ?? false
        }
    }

    // MARK: Changing

    /// Places an order; its number is the store's next one, taken inside the same transaction.
    public func placeOrder(soupID: String, quantity: Int, size: String, multiplier: Double) throws -> Order {
        try write { database in
            guard
                let soup = try database.query(
                    "SELECT \(Self.soupColumns) FROM soups WHERE id = ?", [.text(soupID)], row: Self.soup
                ).first
            else {
                throw SoupStoreError("no soup with id '\(soupID)' on the menu")
            }
            let number = try Self.takeOrderNumber(database)
            let order = Order(
                id: Self.orderID(number), soupID: soupID, quantity: quantity, size: size,
                total: (soup.price * multiplier * Double(quantity) * 100).rounded() / 100, placedAt: Date(),
                status: "preparing")
            try Self.insert(order, into: database)
            return order
        }
    }

    /// The next order number, which the counter then passes; refused once the counter is used up.
    static func takeOrderNumber(_ database: SoupDatabase) throws -> Int {
        let number =
            try database.query("SELECT value FROM settings WHERE key = 'next_order_number'") { $0.int(0) }.first ?? 1
        let (next, overflow) = number.addingReportingOverflow(1)
        guard !overflow, number >= 1 else {
            throw SoupStoreError("the store's order numbers are used up (the next one would be \(number) + 1)")
        }
        try database.run("UPDATE settings SET value = ? WHERE key = 'next_order_number'", [.integer(Int64(next))])
        return number
    }

    /// `A001`, `A042`, `A1234`: the number with at least three digits.
    static func orderID(_ number: Int) -> String {
        let digits = String(number)
        return "A" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    static func insert(_ order: Order, into database: SoupDatabase) throws {
        try database.run(
            "INSERT INTO orders(id, soup_id, quantity, size, total, placed_at, status) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                .text(order.id), .text(order.soupID), .integer(Int64(order.quantity)), .text(order.size),
                .real(order.total), .real(order.placedAt.timeIntervalSince1970), .text(order.status),
            ])
    }

    public func cancelOrder(_ id: String) throws -> Order {
        try write { database in
            guard try database.run("UPDATE orders SET status = 'cancelled' WHERE id = ?", [.text(id)]) == 1,
                let order = try database.query(
                    "SELECT \(Self.orderColumns) FROM orders WHERE id = ?", [.text(id)], row: Self.order
                ).first
            else {
                throw SoupStoreError("no order with id '\(id)'")
            }
            return order
        }
    }

    /// Deletes every order; returns how many there were. Order numbers are not handed out again.
    public func clearOrders() throws -> Int {
        try write { try $0.run("DELETE FROM orders") }
    }

    /// Records what the Kitchen Focus filter asks for (`false` when the Focus ends).
    public func setVegetarianFocus(_ isOn: Bool) throws {
        try write { database in
            try database.run(
                "INSERT OR REPLACE INTO settings(key, value) VALUES ('vegetarian_focus', ?)",
                [.integer(isOn ? 1 : 0)])
        }
    }

    /// Adds or removes a favourite; returns whether it is now a favourite.
    public func toggleFavorite(_ soupID: String) throws -> Bool {
        try write { database in
            if try database.run("DELETE FROM favorites WHERE soup_id = ?", [.text(soupID)]) > 0 { return false }
            try database.run("INSERT INTO favorites(soup_id) VALUES (?)", [.text(soupID)])
            return true
        }
    }

    /// Adds a task with a new UUID for its id.
    public func addTask(title: String) throws -> KitchenTask {
        try write { database in
            let task = KitchenTask(id: UUID().uuidString.lowercased(), title: title, isComplete: false)
            try database.run(
                "INSERT INTO tasks(id, title, is_complete) VALUES (?, ?, 0)", [.text(task.id), .text(task.title)])
            return task
        }
    }

    /// Deletes the tasks with these ids; returns how many there were.
    public func deleteTasks(_ ids: [String]) throws -> Int {
        try write { database in
            try ids.reduce(0) { count, id in
                count + (try database.run("DELETE FROM tasks WHERE id = ?", [.text(id)]))
            }
        }
    }

    public func completeTask(_ id: String) throws -> KitchenTask {
        try write { database in
            guard try database.run("UPDATE tasks SET is_complete = 1 WHERE id = ?", [.text(id)]) == 1,
                let task = try database.query(
                    "SELECT id, title, is_complete FROM tasks WHERE id = ?", [.text(id)], row: Self.task
                ).first
            else {
                throw SoupStoreError("no task with id '\(id)'")
            }
            return task
        }
    }

    /// Gives a task another title; returns the task as it is now.
    public func renameTask(_ id: String, to title: String) throws -> KitchenTask {
        try write { database in
            guard try database.run("UPDATE tasks SET title = ? WHERE id = ?", [.text(title), .text(id)]) == 1 else {
                throw SoupStoreError("no task with id '\(id)'")
            }
            return KitchenTask(
                id: id, title: title,
                isComplete: try database.query("SELECT is_complete FROM tasks WHERE id = ?", [.text(id)]) {
                    $0.bool(0)
                }.first ?? false)
        }
    }

    /// Adds a soup to the menu, or changes the one with its id (the menu is data, not code).
    public func putSoup(_ soup: Soup) throws {
        try write { try Self.insert(soup, into: $0) }
    }

    /// Takes a soup off the menu; returns whether it was there. Its past orders stay.
    @discardableResult
    public func removeSoup(_ id: String) throws -> Bool {
        try write { database in
            try database.run("DELETE FROM favorites WHERE soup_id = ?", [.text(id)])
            return try database.run("DELETE FROM soups WHERE id = ?", [.text(id)]) == 1
        }
    }
}

/// The connection and the lock every use of it takes. `@unchecked Sendable` because the lock
/// is the only way to the connection.
private final class LockedDatabase: @unchecked Sendable {
    private let lock = NSLock()
    private let database: SoupDatabase

    init(_ database: SoupDatabase) { self.database = database }

    func withLock<T>(_ body: (SoupDatabase) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(database)
    }
}

/// A problem with the SoupShop store.
public struct SoupStoreError: Error, CustomStringConvertible, LocalizedError {
    public let description: String
    init(_ description: String) { self.description = description }
    public var errorDescription: String? { description }
}
