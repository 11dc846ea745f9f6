import AppIntents
import Foundation
import IntentHost

/// Configures the "Soup of the Day" widget: which soup it features.
public struct SoupOfTheDayConfiguration: WidgetConfigurationIntent {
    public static var title: LocalizedStringResource { "Soup of the Day" }
    public static var description: IntentDescription? { IntentDescription("Choose the soup the widget features.") }
    public static var isDiscoverable: Bool { false }

    @Parameter(title: "Soup") public var soup: SoupEntity

    @Parameter(title: "Quantity", default: 1, inclusiveRange: (1, 20))
    public var quantity: Int

    public init() {}
}

/// Configures the "Favorite" control: which soup it adds to the favourites or removes.
public struct FavoriteControlConfiguration: ControlConfigurationIntent {
    public static var title: LocalizedStringResource { "Favorite Soup" }
    public static var isDiscoverable: Bool { false }

    // A control cannot ask, so the soup is optional: without one, the control toggles Tomato.
    @Parameter(title: "Soup") public var soup: SoupEntity?

    @Dependency var store: SoupStore

    public init() {}

    /// The soup the control toggles.
    /// (A control is drawn, not performed: a store that cannot be read draws it without a soup.)
    var chosen: SoupEntity? { soup ?? (try? store.soup("tomato")).flatMap { $0.map(SoupEntity.init) } }

    /// Whether that soup is a favourite now.
    var isFavorite: Bool { chosen.map { (try? store.favorites.contains($0.id)) ?? false } ?? false }
}

/// The widget: the featured soup, a button that orders it with the configured quantity, and a
/// button that orders a soup still to be chosen (which a widget cannot ask for, so it is refused).
struct SoupOfTheDayView: View {
    let configuration: SoupOfTheDayConfiguration

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "cup.and.saucer")
                Text(configuration.soup.name).bold()
                Spacer()
                Text("$\(String(format: "%.2f", configuration.soup.price))")
            }
            Text(configuration.soup.summary)
            HStack {
                Button(intent: OrderSoupIntent(soup: configuration.soup, quantity: configuration.quantity)) {
                    Text("Order \(configuration.quantity)")
                }
                Button(intent: OrderSoupIntent()) { Text("Order another") }
            }
        }
    }
}

/// SoupShop's widget and control.
public let soupShopWidgets: [IntentWidget] = [
    IntentWidget(kind: "SoupOfTheDay", configuration: SoupOfTheDayConfiguration.self) { configuration in
        SoupOfTheDayView(configuration: configuration)
    },
    IntentWidget(control: "FavoriteToggle", configuration: FavoriteControlConfiguration.self) { configuration in
        Toggle(isOn: configuration.isFavorite, intent: ToggleFavoriteIntent(soup: configuration.chosen)) {
            Label("Favorite \(configuration.chosen?.name ?? "soup")", systemImage: "star")
        }
    },
]

extension OrderSoupIntent {
    /// An order of `quantity` of `soup`, as a widget's button runs it.
    init(soup: SoupEntity, quantity: Int) {
        self.init()
        self.soup = soup
        self.quantity = quantity
    }
}

extension ToggleFavoriteIntent {
    /// Toggles `soup`; without one, pressing it asks which soup (and a control cannot ask).
    init(soup: SoupEntity?) {
        self.init()
        if let soup { self.soup = soup }
    }
}
