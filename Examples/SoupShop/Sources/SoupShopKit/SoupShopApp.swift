import AppIntents
import Foundation
import IntentHost

/// SoupShop's App Shortcuts: what people can say with no set-up.
public struct SoupShopShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderSoupIntent(),
            phrases: [
                "Order \(\.$soup) in \(.applicationName)",
                "Order \(\.$soup) from \(.applicationName)",
                "Order soup from \(.applicationName)",
                "\(.applicationName) order \(\.$soup)",
            ],
            shortTitle: "Order Soup",
            systemImageName: "cup.and.saucer")
        AppShortcut(
            intent: ListMenuIntent(),
            phrases: ["Show the \(.applicationName) menu", "What's on the menu at \(.applicationName)"],
            shortTitle: "Menu",
            systemImageName: "list.bullet")
        AppShortcut(
            intent: CompleteTaskIntent(),
            phrases: ["Complete \(\.$task) in \(.applicationName)", "Complete a task in \(.applicationName)"],
            shortTitle: "Complete Task",
            systemImageName: "checkmark.circle")
        AppShortcut(
            intent: ShowOrderStatusIntent(),
            phrases: ["Where is my \(.applicationName) order"],
            shortTitle: "Order Status",
            systemImageName: "takeoutbag.and.cup.and.straw")
    }

    public static var shortcutTileColor: ShortcutTileColor { .tangerine }

    public static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Cancel my \(.applicationName) subscription"
        }
    }
}

/// SoupShop as the system knows it.
public let soupShopApp = IntentApp(
    name: "SoupShop",
    synonyms: ["Soup Shop"],
    version: "1.0.0",
    intents: [
        OrderSoupIntent.self, CancelOrderIntent.self, ClearOrderHistoryIntent.self, OrderFavoriteIntent.self,
        ToggleFavoriteIntent.self, ListMenuIntent.self, ShowOrderStatusIntent.self, OrderStatusSnippetIntent.self,
        CompleteTaskIntent.self, AddTaskIntent.self, DeleteTasksIntent.self, OpenSoupIntent.self,
        KitchenFocusFilter.self, SoupOfTheDayConfiguration.self, FavoriteControlConfiguration.self,
    ],
    entities: [ShopEntity.self],
    shortcuts: SoupShopShortcuts.self,
    valueQueries: [SoupValueQuery.self],
    widgets: soupShopWidgets,
    description:
        "A soup shop: order soups from a menu of 24, follow and cancel orders, keep favourites and kitchen tasks.",
    setUp: { environment in
        let store = try SoupStore(url: environment.storeURL)
        AppDependencyManager.shared.add(dependency: store)
    })
