// The app `intents-bench mcp` serves: three intents with the same contract as the reference
// Python server's tools (../shared/bench/mcp/server_py.py). The tool names come from the intents'
// type names, so the types carry the reference's snake_case names.
import AppIntents
import Foundation
import IntentHost

enum BenchData {
    static let soups = [
        "Tomato Basil", "Chicken Noodle", "Clam Chowder", "Minestrone", "Miso", "Butternut Squash", "French Onion",
        "Lentil", "Pho", "Gazpacho", "Split Pea", "Mushroom Barley",
    ]
    static let styles = [
        "Classic", "Easy", "Quick", "Vegan", "One Pot", "Sheet Pan", "Slow Cooker", "Baked", "Grilled", "Crispy",
        "Cheesy", "Lemony", "Honey", "Garlic Butter", "Weeknight", "Sunday", "Smoky", "Spicy", "Herbed", "Roasted",
    ]
    static let mains = [
        "Chicken", "Salmon", "Shrimp", "Tofu", "Mushroom", "Chickpea", "Beef", "Pork", "Eggplant", "Spinach", "Pumpkin",
        "Zucchini", "Broccoli", "Cauliflower", "Turkey", "Lentil", "Tomato", "Potato", "Black Bean", "Halloumi", "Cod",
        "Lamb", "Kale", "Sweet Potato", "Corn",
    ]
    static let dishes = [
        "Lasagna", "Risotto", "Tacos", "Curry", "Pasta", "Stir Fry", "Casserole", "Pie", "Burgers", "Skewers",
        "Enchiladas", "Fried Rice", "Noodles", "Soup", "Meatballs", "Salad", "Bowl", "Wraps", "Frittata", "Gratin",
    ]

    struct Recipe: Sendable {
        let id: String
        let title: String
        let minutes: Int
        let servings: Int
        /// The lowercased title's bytes, searched as the reference searches its casefolded keys.
        let key: [UInt8]
    }

    /// 10,000 recipes, in the reference's order.
    static let recipes: [Recipe] = {
        var out: [Recipe] = []
        var i = 0
        for dish in dishes {
            for main in mains {
                for style in styles where i < 10_000 {
                    let title = "\(style) \(main) \(dish)"
                    out.append(
                        Recipe(
                            id: String(format: "r%05d", i), title: title, minutes: 10 + (i * 7) % 110,
                            servings: 1 + i % 6, key: Array(title.lowercased().utf8)))
                    i += 1
                }
            }
        }
        return out
    }()

    /// Whether `needle` occurs in `haystack`.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        let first = needle[0]
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            var index = 1
            while index < needle.count, haystack[start + index] == needle[index] { index += 1 }
            if index == needle.count { return true }
        }
        return false
    }

    static let tasks = Mutex(
        Dictionary(uniqueKeysWithValues: (0..<1000).map { (String(format: "task-%04d", $0), false) }))
}

/// A lock around a value.
final class Mutex<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

struct RecipeEntity: AppEntity {
    static let defaultQuery = RecipeQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Recipe" }
    var id: String
    @Property(title: "Title") var title: String
    @Property(title: "Minutes") var minutes: Int
    @Property(title: "Servings") var servings: Int
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
    init(_ recipe: BenchData.Recipe) {
        self.id = recipe.id
        self.title = recipe.title
        self.minutes = recipe.minutes
        self.servings = recipe.servings
    }
}

struct RecipeQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [RecipeEntity] {
        BenchData.recipes.filter { identifiers.contains($0.id) }.map(RecipeEntity.init)
    }
    /// The first recipe alone, built without building the catalogue, so start-up stays cheap.
    func suggestedEntities() async throws -> [RecipeEntity] {
        [
            RecipeEntity(
                BenchData.Recipe(id: "r00000", title: "Classic Chicken Lasagna", minutes: 10, servings: 1, key: []))
        ]
    }
}

struct CompletedTaskEntity: AppEntity {
    static let defaultQuery = CompletedTaskQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Task" }
    var id: String
    @Property(title: "Title") var title: String
    @Property(title: "Completed") var completed: Bool
    @Property(title: "Completed at") var completedAt: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
    init(id: String) {
        self.id = id
        self.title = "Task number \(Int(id.dropFirst(5)) ?? 0)"
        self.completed = true
        self.completedAt = "2026-01-01T00:00:00+00:00"
    }
}

struct CompletedTaskQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CompletedTaskEntity] {
        identifiers.map(CompletedTaskEntity.init)
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
}

// swift-format-ignore: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
struct order_soup: AppIntent {
    static var title: LocalizedStringResource { "Order Soup" }
    static var description: IntentDescription? {
        IntentDescription("Order soup from the Soup Chef menu and return the confirmation dialog.")
    }
    @Parameter(title: "Soup") var soup: String
    @Parameter(title: "Quantity", default: 1) var quantity: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard quantity >= 1 else { throw BenchFailure(description: "quantity must be at least 1") }
        guard let match = BenchData.soups.first(where: { $0.lowercased() == soup.lowercased() }) else {
            return .result(dialog: "Sorry, \(soup) is not on the menu today.")
        }
        return .result(
            dialog: "Your order of \(quantity) \(quantity == 1 ? "bowl" : "bowls") of \(match) soup is on its way.")
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
struct complete_task: AppIntent {
    static var title: LocalizedStringResource { "Complete Task" }
    static var description: IntentDescription? {
        IntentDescription("Mark a task as completed and return the updated task.")
    }
    @Parameter(title: "Task ID") var task_id: String

    func perform() async throws -> some IntentResult & ReturnsValue<CompletedTaskEntity> {
        let known = BenchData.tasks.withLock { tasks -> Bool in
            guard tasks[task_id] != nil else { return false }
            tasks[task_id] = true
            return true
        }
        guard known else { throw BenchFailure(description: "no task with id \(task_id)") }
        return .result(value: CompletedTaskEntity(id: task_id))
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
struct search_recipes: AppIntent {
    static var title: LocalizedStringResource { "Search Recipes" }
    static var description: IntentDescription? {
        IntentDescription("Search the recipe catalogue (10,000 recipes) by case-insensitive substring.")
    }
    @Parameter(title: "Query") var query: String
    @Parameter(title: "Limit", default: 10) var limit: Int

    func perform() async throws -> some IntentResult & ReturnsValue<[RecipeEntity]> {
        let wanted = Array(query.lowercased().trimmingCharacters(in: .whitespaces).utf8)
        var found: [RecipeEntity] = []
        for recipe in BenchData.recipes where BenchData.contains(recipe.key, wanted) {
            found.append(RecipeEntity(recipe))
            if found.count >= limit { break }
        }
        return .result(value: found)
    }
}

await IntentApp(
    name: "BenchKitchen", intents: [order_soup.self, complete_task.self, search_recipes.self]
).main()
