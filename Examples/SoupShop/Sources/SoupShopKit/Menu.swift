/// A soup on the menu.
public struct Soup: Codable, Hashable, Sendable {
    public var id: String
    public var name: String
    public var price: Double
    public var isVegetarian: Bool
    public var calories: Int
    public var synonyms: [String]

    public init(id: String, name: String, price: Double, isVegetarian: Bool, calories: Int, synonyms: [String] = []) {
        self.id = id
        self.name = name
        self.price = price
        self.isVegetarian = isVegetarian
        self.calories = calories
        self.synonyms = synonyms
    }
}

/// The menu SoupShop starts with.
enum Menu {
    static let soups: [Soup] = [
        Soup(id: "tomato", name: "Tomato", price: 4.50, isVegetarian: true, calories: 180, synonyms: ["tomato soup"]),
        Soup(id: "tomato-basil", name: "Tomato Basil", price: 5.00, isVegetarian: true, calories: 200),
        Soup(id: "minestrone", name: "Minestrone", price: 5.50, isVegetarian: true, calories: 220),
        Soup(
            id: "chicken-noodle", name: "Chicken Noodle", price: 6.00, isVegetarian: false, calories: 260,
            synonyms: ["chicken soup"]),
        Soup(id: "chicken-tortilla", name: "Chicken Tortilla", price: 6.50, isVegetarian: false, calories: 310),
        Soup(
            id: "french-onion", name: "French Onion", price: 6.00, isVegetarian: true, calories: 290,
            synonyms: ["onion soup"]),
        Soup(
            id: "clam-chowder", name: "Clam Chowder", price: 7.50, isVegetarian: false, calories: 380,
            synonyms: ["chowder"]),
        Soup(id: "corn-chowder", name: "Corn Chowder", price: 5.50, isVegetarian: true, calories: 330),
        Soup(id: "lentil", name: "Lentil", price: 4.75, isVegetarian: true, calories: 230, synonyms: ["dal"]),
        Soup(id: "split-pea", name: "Split Pea", price: 4.75, isVegetarian: true, calories: 240),
        Soup(id: "mushroom-barley", name: "Mushroom Barley", price: 5.25, isVegetarian: true, calories: 210),
        Soup(
            id: "butternut-squash", name: "Butternut Squash", price: 5.75, isVegetarian: true, calories: 190,
            synonyms: ["squash soup"]),
        Soup(id: "potato-leek", name: "Potato Leek", price: 5.25, isVegetarian: true, calories: 280),
        Soup(
            id: "gazpacho", name: "Gazpacho", price: 5.50, isVegetarian: true, calories: 120,
            synonyms: ["cold tomato soup"]),
        Soup(id: "miso", name: "Miso", price: 3.75, isVegetarian: true, calories: 90),
        Soup(id: "pho", name: "Pho", price: 8.50, isVegetarian: false, calories: 420, synonyms: ["pho bo"]),
        Soup(id: "ramen", name: "Ramen", price: 9.00, isVegetarian: false, calories: 520),
        Soup(id: "tom-yum", name: "Tom Yum", price: 7.25, isVegetarian: false, calories: 210),
        Soup(id: "borscht", name: "Borscht", price: 5.00, isVegetarian: true, calories: 170, synonyms: ["beet soup"]),
        Soup(id: "gumbo", name: "Gumbo", price: 8.00, isVegetarian: false, calories: 450),
        Soup(id: "black-bean", name: "Black Bean", price: 4.95, isVegetarian: true, calories: 250),
        Soup(id: "broccoli-cheddar", name: "Broccoli Cheddar", price: 6.25, isVegetarian: true, calories: 360),
        Soup(
            id: "avgolemono", name: "Avgolemono", price: 6.75, isVegetarian: false, calories: 240,
            synonyms: ["lemon chicken soup"]),
        Soup(id: "vichyssoise", name: "Vichyssoise", price: 6.50, isVegetarian: true, calories: 300),
    ]

    static let tasks: [KitchenTask] = [
        KitchenTask(id: "stock", title: "Make the vegetable stock", isComplete: false),
        KitchenTask(id: "onions", title: "Chop the onions", isComplete: false),
        KitchenTask(id: "bread", title: "Bake the bread", isComplete: true),
    ]
}
