import AppIntents
import Foundation

/// The "Kitchen Focus" filter: while it is on, the menu shows vegetarian soups only (unless a
/// request asks otherwise).
public struct KitchenFocusFilter: SetFocusFilterIntent {
    public static var title: LocalizedStringResource { "Kitchen Focus" }
    // Offered in Focus settings (`focus filters`), not as an action of its own.
    public static var isDiscoverable: Bool { false }
    public static var description: IntentDescription? {
        IntentDescription("Show only the vegetarian soups while the Focus is on.")
    }

    // The default is what the menu shows without the Focus: the system performs the filter with
    // its defaults when the Focus ends.
    @Parameter(title: "Vegetarian only", default: false) public var vegetarianOnly: Bool

    @Dependency var store: SoupStore

    public init() {}

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: vegetarianOnly ? "Vegetarian menu only" : "Full menu")
    }

    public func perform() async throws -> some IntentResult {
        try store.setVegetarianFocus(vegetarianOnly)
        return .result()
    }
}
