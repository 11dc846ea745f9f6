import AppIntents
import Foundation

/// Orders a soup. Returns the order, so a shortcut can pass it on.
public struct OrderSoupIntent: AppIntent, PredictableIntent {
    public static var title: LocalizedStringResource { "Order Soup" }
    public static var description: IntentDescription? { IntentDescription("Place a soup order.") }

    @Parameter(title: "Soup", requestValueDialog: "Which soup would you like?")
    public var soup: SoupEntity

    @Parameter(title: "Quantity", default: 1, inclusiveRange: (1, 20))
    public var quantity: Int

    @Parameter(title: "Size", default: .medium)
    public var size: SoupSize

    @Dependency var store: SoupStore

    /// How Siri Suggestions show a donated order: by its soup.
    public static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: \.$soup) { soup in
            DisplayRepresentation(title: "Order \(soup.name)", subtitle: "$\(String(format: "%.2f", soup.price))")
        }
    }

    public static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$quantity) \(\.$soup)") {
            \.$size
        }
    }

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<OrderEntity> & ProvidesDialog {
        let order = try store.placeOrder(
            soupID: soup.id, quantity: quantity, size: size.rawValue, multiplier: size.multiplier)
        let total = String(format: "%.2f", order.total)
        return .result(
            value: try OrderEntity(order, store: store),
            dialog: "Ordered \(quantity) \(size.rawValue) \(soup.name) (order \(order.id), $\(total)).")
    }
}

/// Cancels an order (the latest one being prepared when none is given), after asking.
public struct CancelOrderIntent: AppIntent {
    public static var title: LocalizedStringResource { "Cancel Order" }
    public static var description: IntentDescription? {
        IntentDescription("Cancel an order that is being prepared; the latest one when none is given.")
    }

    @Parameter(title: "Order") public var order: OrderEntity?

    @Dependency var store: SoupStore

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let target: OrderEntity
        if let order {
            target = order
        } else if let latest = try store.orders.last(where: { $0.status == "preparing" }) {
            target = try OrderEntity(latest, store: store)
        } else {
            throw SoupStoreError("there is no order being prepared")
        }
        try await requestConfirmation(actionName: .delete, dialog: "Cancel \(target.displayRepresentation.title)?")
        let cancelled = try store.cancelOrder(target.id)
        return .result(dialog: "Cancelled order \(cancelled.id).")
    }
}

/// Deletes every past order. Needs an authenticated person.
public struct ClearOrderHistoryIntent: AppIntent {
    public static var title: LocalizedStringResource { "Clear Order History" }
    public static var description: IntentDescription? { IntentDescription("Delete every past order.") }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .requiresAuthentication }

    @Dependency var store: SoupStore

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = try store.clearOrders()
        return .result(dialog: "Deleted \(count) orders.")
    }
}

/// Orders a favourite soup; asks which one when there are no favourites.
public struct OrderFavoriteIntent: AppIntent {
    public static var title: LocalizedStringResource { "Order Favorite" }
    public static var description: IntentDescription? { IntentDescription("Order one of your favourite soups.") }

    @Parameter(title: "Soup") public var soup: SoupEntity?

    @Dependency var store: SoupStore

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<OrderEntity> & ProvidesDialog {
        let chosen: SoupEntity
        if let soup {
            chosen = soup
        } else if let first = try store.favorites.first, let favorite = try store.soup(first) {
            chosen = SoupEntity(favorite)
        } else {
            throw $soup.needsValueError("You have no favourites yet. Which soup?")
        }
        let order = try store.placeOrder(soupID: chosen.id, quantity: 1, size: "medium", multiplier: 1)
        return .result(value: try OrderEntity(order, store: store), dialog: "Ordered your favourite, \(chosen.name).")
    }
}

/// Adds a soup to the favourites, or removes it.
public struct ToggleFavoriteIntent: AppIntent {
    public static var title: LocalizedStringResource { "Toggle Favorite" }
    public static var description: IntentDescription? {
        IntentDescription("Add a soup to your favourites, or remove it.")
    }

    @Parameter(title: "Soup") public var soup: SoupEntity

    @Dependency var store: SoupStore

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let isFavorite = try store.toggleFavorite(soup.id)
        if isFavorite {
            // A favourite is what people order next: donating the order makes Siri Suggestions
            // offer it before it was ever placed.
            let order = OrderSoupIntent()
            order.soup = soup
            try await IntentDonationManager.shared.donate(intent: order)
        }
        return .result(
            dialog: isFavorite ? "Added \(soup.name) to your favourites." : "Removed \(soup.name) from your favourites."
        )
    }
}
