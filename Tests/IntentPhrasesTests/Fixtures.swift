import AppIntentsMetadata
import IntentPhrases
import Testing

/// SoupShop: soups (an entity), sizes (an enum with synonyms), a menu without parameters, and
/// the pieces the rule tests break on purpose.
enum Fixtures {
    static let soupKey = ParameterKey(action: "OrderSoupIntent", parameter: "soup")
    static let drinkKey = ParameterKey(action: "OrderDrinkIntent", parameter: "drink")

    static let soups = [
        PhraseValue(id: "tomato", title: "Tomato"),
        PhraseValue(id: "tomato-basil", title: "Tomato Basil"),
        PhraseValue(id: "minestrone", title: "Minestrone", synonyms: ["Italian Soup"]),
        PhraseValue(id: "clam", title: "Clam Chowder"),
        PhraseValue(id: "pho", title: "Phở Bò"),
        PhraseValue(id: "pizza", title: "Pizza"),
    ]

    static func action(
        _ identifier: String, parameters: [ParameterMetadata] = []
    ) -> ActionMetadata {
        ActionMetadata(
            identifier: identifier, fullyQualifiedTypeName: "SoupShop.\(identifier)", title: LocalizedText(identifier),
            parameters: parameters)
    }

    static let orderSoup = action(
        "OrderSoupIntent",
        parameters: [
            ParameterMetadata(name: "soup", title: "Soup", valueType: .entity(typeName: "SoupEntity")),
            ParameterMetadata(name: "quantity", title: "Quantity", valueType: .primitive(.int)),
            ParameterMetadata(name: "toppings", title: "Toppings", valueType: .array(of: .entity(typeName: "Topping"))),
            ParameterMetadata(name: "size", title: "Size", valueType: .enumeration(identifier: "SoupSize")),
        ])
    static let orderDrink = action(
        "OrderDrinkIntent",
        parameters: [ParameterMetadata(name: "drink", title: "Drink", valueType: .entity(typeName: "DrinkEntity"))])
    static let setSize = action(
        "SetSizeIntent",
        parameters: [ParameterMetadata(name: "size", title: "Size", valueType: .enumeration(identifier: "SoupSize"))])
    static let showMenu = action("ShowMenuIntent")

    static let sizes = EnumMetadata(
        identifier: "SoupSize", fullyQualifiedTypeName: "SoupShop.SoupSize", displayTypeName: "Soup Size",
        cases: [
            EnumCaseMetadata(identifier: "small", displayRepresentation: .init(title: "Small", synonyms: ["Cup"])),
            EnumCaseMetadata(identifier: "large", displayRepresentation: .init(title: "Large", synonyms: ["Bowl"])),
        ])

    static func shortcut(_ action: String, _ phrases: String...) -> AutoShortcutMetadata {
        AutoShortcutMetadata(actionIdentifier: action, phraseTemplates: phrases.map { LocalizedText($0) })
    }

    static let shortcuts = [
        shortcut("OrderSoupIntent", "Order ${soup} in ${applicationName}", "Get ${soup} from ${applicationName}"),
        shortcut("ShowMenuIntent", "Show the ${applicationName} menu", "What’s on the menu in ${applicationName}?"),
        shortcut("SetSizeIntent", "Make it ${size} in ${applicationName}"),
        shortcut("OrderDrinkIntent", "Order ${drink} in ${applicationName}"),
    ]

    /// The app as registered by most tests.
    static func soupShop(
        shortcuts: [AutoShortcutMetadata] = shortcuts, negativePhrases: [LocalizedText] = [],
        values: [ParameterKey: [PhraseValue]]? = nil, id: String = "SoupShop", name: String = "SoupShop",
        synonyms: [String] = ["Soup Shop"]
    ) -> PhraseApp {
        PhraseApp(
            id: id, name: name, synonyms: synonyms,
            actions: ActionsData(
                actions: [orderSoup, orderDrink, setSize, showMenu], enums: [sizes], autoShortcuts: shortcuts,
                negativePhrases: negativePhrases),
            values: values ?? [
                soupKey: soups,
                drinkKey: [
                    PhraseValue(id: "lemonade", title: "Lemonade"), PhraseValue(id: "tomato-juice", title: "Tomato"),
                ],
            ])
    }

    static func engine(_ apps: PhraseApp..., options: PhraseEngine.Options = .init()) throws -> PhraseEngine {
        try PhraseEngine(apps: apps, options: options)
    }
}

/// A compact view of a match for comparisons: `shortcut:value@confidence`.
extension PhraseMatch {
    var summary: String {
        "\(app)#\(shortcutIndex):\(value?.id ?? "-")@\(confidence)"
    }
}

/// The error `body` throws, or nil (`#expect(throws:)` cannot call mutating methods).
func registrationError(_ body: () throws -> Void) -> PhraseRegistrationError? {
    do {
        try body()
        return nil
    } catch let error as PhraseRegistrationError {
        return error
    } catch {
        Issue.record("unexpected error \(error)")
        return nil
    }
}
