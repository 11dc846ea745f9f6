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

/// SoupShop's data: the menu, orders, favourites and kitchen tasks, kept in one JSON file.
///
/// The file is created on first use. A file that is not a SoupShop store is reported and never
/// overwritten; every save replaces the file atomically.
public final class SoupStore: @unchecked Sendable {
    struct Snapshot: Codable {
        var format: String
        var soups: [Soup]
        var orders: [Order]
        var favorites: [String]
        var tasks: [KitchenTask]
        var nextOrderNumber: Int
        /// Set while the Kitchen Focus filter is on (absent in stores written before it existed).
        var vegetarianFocus: Bool?
    }

    static let format = "soupshop-store-1"

    public let url: URL
    private let lock = NSLock()
    private var snapshot: Snapshot

    /// Opens the store at `url`, creating it with the starting menu if there is no file.
    /// - Throws: `SoupStoreError` when the file is not a SoupShop store or cannot be written.
    public init(url: URL) throws {
        self.url = url
        if FileManager.default.fileExists(atPath: url.path) {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw SoupStoreError("\(url.path): cannot read the SoupShop store (check its permissions)")
            }
            do {
                snapshot = try JSONDecoder.store.decode(Snapshot.self, from: data)
            } catch {
                throw SoupStoreError(
                    "\(url.path): not a SoupShop store (expected a JSON file written by soupshop); it was left untouched"
                )
            }
            guard snapshot.format == Self.format else {
                throw SoupStoreError(
                    "\(url.path): store format '\(snapshot.format)' is not '\(Self.format)'; it was left untouched")
            }
        } else {
            snapshot = Snapshot(
                format: Self.format, soups: Menu.soups, orders: [], favorites: ["tomato"], tasks: Menu.tasks,
                nextOrderNumber: 1)
            try save(snapshot)
        }
    }

    private func save(_ snapshot: Snapshot) throws {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONEncoder.store.encode(snapshot).write(to: url, options: .atomic)
        } catch {
            throw SoupStoreError("\(url.path): cannot write the SoupShop store: \(error.localizedDescription)")
        }
    }

    /// Changes the data and saves it; on a failed save nothing changes.
    private func update<T>(_ change: (inout Snapshot) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        var copy = snapshot
        let result = try change(&copy)
        try save(copy)
        snapshot = copy
        return result
    }

    private func read<T>(_ body: (Snapshot) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(snapshot)
    }

    public var soups: [Soup] { read(\.soups) }
    public var orders: [Order] { read(\.orders) }
    public var favorites: [String] { read(\.favorites) }
    public var tasks: [KitchenTask] { read(\.tasks) }

    public func soup(_ id: String) -> Soup? { read { $0.soups.first { $0.id == id } } }

    /// Soups whose name or a synonym contains `text`, case-insensitively.
    public func search(_ text: String) -> [Soup] {
        let wanted = text.lowercased()
        return read {
            $0.soups.filter { soup in
                soup.name.lowercased().contains(wanted) || soup.synonyms.contains { $0.lowercased().contains(wanted) }
            }
        }
    }

    public func placeOrder(soupID: String, quantity: Int, size: String, multiplier: Double) throws -> Order {
        try update { data in
            guard let soup = data.soups.first(where: { $0.id == soupID }) else {
                throw SoupStoreError("no soup with id '\(soupID)' on the menu")
            }
            let order = Order(
                id: String(format: "A%03d", data.nextOrderNumber), soupID: soupID, quantity: quantity, size: size,
                total: (soup.price * multiplier * Double(quantity) * 100).rounded() / 100, placedAt: Date(),
                status: "preparing")
            data.nextOrderNumber += 1
            data.orders.append(order)
            return order
        }
    }

    public func cancelOrder(_ id: String) throws -> Order {
        try update { data in
            guard let index = data.orders.firstIndex(where: { $0.id == id }) else {
                throw SoupStoreError("no order with id '\(id)'")
            }
            data.orders[index].status = "cancelled"
            return data.orders[index]
        }
    }

    public func clearOrders() throws -> Int {
        try update { data in
            let count = data.orders.count
            data.orders.removeAll()
            return count
        }
    }

    /// Whether a Focus filter asks for the vegetarian menu only.
    public var vegetarianFocus: Bool { read { $0.vegetarianFocus ?? false } }

    /// Records what the Kitchen Focus filter asks for (`false` when the Focus ends).
    public func setVegetarianFocus(_ isOn: Bool) throws {
        try update { data in data.vegetarianFocus = isOn ? true : nil }
    }

    /// Adds or removes a favourite; returns whether it is now a favourite.
    public func toggleFavorite(_ soupID: String) throws -> Bool {
        try update { data in
            if let index = data.favorites.firstIndex(of: soupID) {
                data.favorites.remove(at: index)
                return false
            }
            data.favorites.append(soupID)
            return true
        }
    }

    public func addTask(title: String) throws -> KitchenTask {
        try update { data in
            let task = KitchenTask(id: "task-\(data.tasks.count + 1)", title: title, isComplete: false)
            data.tasks.append(task)
            return task
        }
    }

    /// Deletes the tasks with these ids; returns how many there were.
    public func deleteTasks(_ ids: [String]) throws -> Int {
        try update { data in
            let before = data.tasks.count
            data.tasks.removeAll { ids.contains($0.id) }
            return before - data.tasks.count
        }
    }

    public func completeTask(_ id: String) throws -> KitchenTask {
        try update { data in
            guard let index = data.tasks.firstIndex(where: { $0.id == id }) else {
                throw SoupStoreError("no task with id '\(id)'")
            }
            data.tasks[index].isComplete = true
            return data.tasks[index]
        }
    }
}

/// A problem with the SoupShop store.
public struct SoupStoreError: Error, CustomStringConvertible, LocalizedError {
    public let description: String
    init(_ description: String) { self.description = description }
    public var errorDescription: String? { description }
}

extension JSONEncoder {
    static var store: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}

extension JSONDecoder {
    static var store: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
