import AppIntents
import Foundation

/// Lists the menu, optionally only vegetarian soups, with a snippet.
public struct ListMenuIntent: AppIntent {
    public static var title: LocalizedStringResource { "Show Menu" }
    public static var description: IntentDescription? { IntentDescription("List the soups on the menu.") }

    @Parameter(title: "Vegetarian only") public var vegetarianOnly: Bool?

    @Dependency var store: SoupStore

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<[SoupEntity]> & ProvidesDialog
        & ShowsSnippetView
    {
        // Without an explicit choice, the Kitchen Focus filter decides.
        let vegetarian = try vegetarianOnly ?? store.vegetarianFocus
        let soups = try store.soups.filter { !vegetarian || $0.isVegetarian }
        return .result(
            value: soups.map(SoupEntity.init), dialog: "\(soups.count) soups on the menu.",
            view: MenuView(soups: soups))
    }
}

/// The menu as a snippet.
struct MenuView: View {
    let soups: [Soup]

    var body: some View {
        VStack(alignment: .leading) {
            Text("SoupShop menu").bold()
            Text(soups.prefix(5).map { "\($0.name) $\(String(format: "%.2f", $0.price))" }.joined(separator: "\n"))
            Text(soups.count > 5 ? "and \(soups.count - 5) more" : "")
        }
    }
}

/// Shows the status of the latest order, as a snippet intent the system can refresh.
public struct ShowOrderStatusIntent: AppIntent {
    public static var title: LocalizedStringResource { "Show Order Status" }
    public static var description: IntentDescription? { IntentDescription("Show where your latest order is.") }

    public init() {}

    public func perform() async throws -> some IntentResult & ShowsSnippetIntent {
        .result(snippetIntent: OrderStatusSnippetIntent())
    }
}

/// The latest order's status. Performing it again only reads.
public struct OrderStatusSnippetIntent: SnippetIntent {
    public static var title: LocalizedStringResource { "Order Status" }
    public static var isDiscoverable: Bool { false }

    @Dependency var store: SoupStore

    public init() {}

    public func perform() async throws -> some IntentResult & ShowsSnippetView {
        let latest = try store.orders.last { $0.status != "cancelled" }
        let name = try latest.flatMap { try store.soup($0.soupID)?.name }
        let line = latest.map { "Order \($0.id): \($0.quantity) × \(name ?? $0.soupID), \($0.status)" }
        return .result(view: OrderStatusView(line: line ?? "No orders yet.", orderID: latest?.id))
    }
}

struct OrderStatusView: View {
    let line: String
    let orderID: String?

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "takeoutbag.and.cup.and.straw")
                Text(line)
            }
            if orderID != nil {
                Button(intent: ShowOrderStatusIntent()) {
                    Label("Refresh", systemImage: "arrow.clockwise")
                }
            }
        }
    }
}
