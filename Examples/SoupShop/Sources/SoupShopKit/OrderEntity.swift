import AppIntents
import Foundation

/// The size of a bowl.
public enum SoupSize: String, AppEnum {
    case small, medium, large

    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Size" }

    public static var caseDisplayRepresentations: [SoupSize: DisplayRepresentation] {
        [
            .small: DisplayRepresentation(title: "Small", synonyms: ["cup"]),
            .medium: DisplayRepresentation(title: "Medium", synonyms: ["regular"]),
            .large: DisplayRepresentation(title: "Large", synonyms: ["bowl", "big"]),
        ]
    }

    /// How the size changes the price.
    var multiplier: Double {
        switch self {
        case .small: 0.75
        case .medium: 1
        case .large: 1.5
        }
    }
}

/// An order, as intents and agents see it.
public struct OrderEntity: AppEntity {
    public static let defaultQuery = OrderQuery()
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Order" }

    public var id: String
    @Property(title: "Soup") public var soupName: String
    @Property(title: "Quantity") public var quantity: Int
    @Property(title: "Size") public var size: SoupSize
    @Property(title: "Total") public var total: Double
    @Property(title: "Status") public var status: String

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "Order \(id): \(quantity) × \(soupName)", subtitle: "\(status), $\(String(format: "%.2f", total))")
    }

    /// A snapshot of `order` as it is now; the query reads it again by its id.
    init(_ order: Order, store: SoupStore) throws {
        id = order.id
        soupName = try store.soup(order.soupID)?.name ?? order.soupID
        quantity = order.quantity
        size = SoupSize(rawValue: order.size) ?? .medium
        total = order.total
        status = order.status
    }
}

/// Finds orders by id; suggests the ones still being prepared.
public struct OrderQuery: EntityQuery {
    @Dependency var store: SoupStore

    public init() {}

    public func entities(for identifiers: [String]) async throws -> [OrderEntity] {
        try store.orders(identifiers).map { try OrderEntity($0, store: store) }
    }

    public func suggestedEntities() async throws -> [OrderEntity] {
        try store.orders.filter { $0.status != "cancelled" }.map { try OrderEntity($0, store: store) }
    }
}

/// A kitchen task, found in Spotlight until it is done.
public struct TaskEntity: IndexedEntity {
    public static let defaultQuery = TaskQuery()
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Task" }

    public var id: String
    @Property(title: "Title") public var title: String
    @Property(title: "Done") public var isComplete: Bool

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: isComplete ? "Done" : "Open")
    }

    /// A task that is done stays out of search results.
    public var hideInSpotlight: Bool { isComplete }

    init(_ task: KitchenTask) {
        id = task.id
        title = task.title
        isComplete = task.isComplete
    }
}

/// All kitchen tasks: a small list the system filters itself.
public struct TaskQuery: EnumerableEntityQuery {
    @Dependency var store: SoupStore

    public init() {}

    public func allEntities() async throws -> [TaskEntity] {
        try store.tasks.map(TaskEntity.init)
    }

    public func entities(for identifiers: [String]) async throws -> [TaskEntity] {
        try store.tasks(identifiers).map(TaskEntity.init)
    }
}

/// The shop itself: there is one.
public struct ShopEntity: UniqueAppEntity {
    public static let defaultQuery = ShopQuery()
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Shop" }

    public var id: String { "soupshop" }
    @Property(title: "Soups on the menu") public var menuSize: Int

    public var displayRepresentation: DisplayRepresentation { "SoupShop" }

    init(menuSize: Int) {
        self.menuSize = menuSize
    }
}

/// Returns the shop.
public struct ShopQuery: UniqueAppEntityQuery {
    @Dependency var store: SoupStore

    public init() {}

    public func uniqueEntity() async throws -> ShopEntity {
        ShopEntity(menuSize: try store.soups.count)
    }
}
