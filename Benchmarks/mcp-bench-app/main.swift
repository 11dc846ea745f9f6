// The app `intents-bench mcp` serves: three intents with the same contract as the reference
// Python server's tools (../shared/bench/mcp/server_py.py). The tool names come from the intents'
// type names, so the types carry the reference's snake_case names.
import AppIntents
import Foundation
import IntentHost

#if canImport(Glibc)
import Glibc
#endif

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
                            servings: 1 + i % 6))
                    i += 1
                }
            }
        }
        return out
    }()

    /// The lowercased titles, one after another (each followed by a newline), searched as the
    /// reference searches its casefolded keys; `keyStarts[i]` is where recipe `i`'s key begins.
    static let (keys, keyStarts): ([UInt8], [Int]) = {
        var keys: [UInt8] = []
        var starts: [Int] = []
        for recipe in recipes {
            starts.append(keys.count)
            keys += recipe.title.lowercased().utf8
            keys.append(0x0A)
        }
        return (keys, starts + [keys.count])
    }()

    /// How often each byte occurs in `keys`: a scan looks for the needle's rarest byte.
    static let frequency: [Int] = {
        var counts = [Int](repeating: 0, count: 256)
        for byte in keys { counts[Int(byte)] += 1 }
        return counts
    }()

    /// A trigram index of `keys`: `trigrams` sorted, and the recipes whose key holds
    /// `trigrams[i]` are `postings[starts[i]..<starts[i + 1]]`, in order. Built at the first
    /// search, not at start-up.
    static let (trigrams, starts, postings): ([UInt32], [Int], [Int32]) = {
        // Each (trigram, recipe) pair once, as one sortable number: the trigram's three bytes
        // above the recipe's index.
        var pairs: [UInt64] = []
        pairs.reserveCapacity(keys.count)
        for recipe in 0..<recipes.count {
            let (start, end) = (keyStarts[recipe], keyStarts[recipe + 1] - 1)  // without the newline
            guard end - start >= 3 else { continue }
            for at in start...(end - 3) {
                pairs.append(UInt64(trigram(keys, at)) << 32 | UInt64(recipe))
            }
        }
        pairs.sort()
        var (trigrams, starts, postings): ([UInt32], [Int], [Int32]) = ([], [], [])
        var last: UInt64 = .max
        for pair in pairs where pair != last {
            last = pair
            let (trigram, recipe) = (UInt32(pair >> 32), Int32(truncatingIfNeeded: pair))
            if trigrams.last != trigram {
                trigrams.append(trigram)
                starts.append(postings.count)
            }
            postings.append(recipe)
        }
        return (trigrams, starts + [postings.count], postings)
    }()

    static func trigram(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 16 | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2])
    }

    /// The indexes of the first `limit` recipes whose key contains `needle`, in order.
    ///
    /// A needle of three bytes or more is looked up by the trigram of it that fewest recipes
    /// have, and only those recipes' keys are compared; a shorter one scans `keys`.
    static func search(_ needle: [UInt8], limit: Int) -> [Int] {
        guard needle.count >= 3 else { return scan(needle, limit: limit) }
        var fewest = 0..<0
        for at in 0...(needle.count - 3) {
            let wanted = trigram(needle, at)
            var (low, high) = (0, trigrams.count)
            while low < high {
                let middle = (low + high) / 2
                if trigrams[middle] < wanted { low = middle + 1 } else { high = middle }
            }
            guard low < trigrams.count, trigrams[low] == wanted else { return [] }  // no key has it
            let candidates = starts[low]..<starts[low + 1]
            if at == 0 || candidates.count < fewest.count { fewest = candidates }
        }
        var found: [Int] = []
        keys.withUnsafeBytes { keys in
            needle.withUnsafeBytes { needle in
                for candidate in postings[fewest] where found.count < limit {
                    let recipe = Int(candidate)
                    let (start, end) = (keyStarts[recipe], keyStarts[recipe + 1] - 1)
                    var at = start
                    while at + needle.count <= end {
                        // The first byte compared inline, the rest only where it matches.
                        if keys[at] == needle[0], memcmp(keys.baseAddress! + at, needle.baseAddress!, needle.count) == 0
                        {
                            found.append(recipe)
                            break
                        }
                        at += 1
                    }
                }
            }
        }
        return found
    }

    /// `search(_:limit:)` by scanning every key: for needles too short to have a trigram, and
    /// the reference the index is compared with (`mcp-bench-app --check-search`).
    static func scan(_ needle: [UInt8], limit: Int) -> [Int] {
        guard !needle.isEmpty else { return Array(0..<min(max(0, limit), recipes.count)) }
        var rarest = 0
        for (index, byte) in needle.enumerated() where frequency[Int(byte)] < frequency[Int(needle[rarest])] {
            rarest = index
        }
        var found: [Int] = []
        keys.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { needle in
                var from = 0
                while found.count < limit, from < haystack.count {
                    guard let position = find(needle, in: haystack, from: from, rarest: rarest) else { break }
                    // The recipe whose key holds the hit: the last start at or before it.
                    var (low, high) = (0, keyStarts.count - 1)
                    while high - low > 1 {
                        let middle = (low + high) / 2
                        if keyStarts[middle] <= position { low = middle } else { high = middle }
                    }
                    if position + needle.count < keyStarts[low + 1] {
                        found.append(low)
                        from = keyStarts[low + 1]
                    } else {
                        from = position + 1  // the hit ran across two keys
                    }
                }
            }
        }
        return found
    }

    /// Where `needle` first occurs in `haystack` at or after `from`: memchr to each occurrence of
    /// the needle's rarest byte (at offset `rarest`), its first and last bytes compared before
    /// memcmp compares the whole.
    static func find(
        _ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, from: Int, rarest: Int
    ) -> Int? {
        let count = needle.count
        let base = haystack.baseAddress!
        let (rare, first, last) = (Int32(needle[rarest]), needle[0], needle[count - 1])
        // The last place the rare byte can be, with the rest of the needle after it.
        let end = haystack.count - (count - rarest)
        var at = from + rarest
        while at <= end {
            guard let hit = memchr(base + at, rare, end - at + 1) else { return nil }
            let position = base.distance(to: UnsafeRawPointer(hit)) - rarest
            if haystack[position] == first, haystack[position + count - 1] == last,
                memcmp(base + position, needle.baseAddress!, count) == 0
            {
                return position
            }
            at = position + rarest + 1
        }
        return nil
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
            RecipeEntity(BenchData.Recipe(id: "r00000", title: "Classic Chicken Lasagna", minutes: 10, servings: 1))
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
        // As the reference's `query.casefold().strip()`: white space off both ends, without
        // Foundation's `trimmingCharacters`, which goes through NSString.
        var wanted = Substring(query.lowercased())
        while wanted.first?.isWhitespace == true { wanted.removeFirst() }
        while wanted.last?.isWhitespace == true { wanted.removeLast() }
        return .result(
            value: BenchData.search(Array(wanted.utf8), limit: limit).map { RecipeEntity(BenchData.recipes[$0]) })
    }
}

extension BenchData {
    /// Compares `search` (the index) with `scan` on the client's queries and on every substring
    /// of three to eight bytes of a sample of keys, at several limits; returns the exit status.
    static func checkSearch() -> Int32 {
        var needles = [
            "salmon", "vegan tofu", "pasta", "quick", "crispy cod", "sweet potato bowl", "lamb",
            "one pot lentil soup", "halloumi", "gratin", "zzz-no-match", "garlic butter shrimp", "", "a", "ch",
            "n c", "tacos\nbaked",
        ].map { Array($0.utf8) }
        for recipe in stride(from: 0, to: recipes.count, by: 97) {
            let key = Array(keys[keyStarts[recipe]..<(keyStarts[recipe + 1] - 1)])
            for length in 3...8 where length <= key.count {
                for start in stride(from: 0, through: key.count - length, by: 3) {
                    needles.append(Array(key[start..<(start + length)]))
                }
            }
        }
        for needle in needles {
            for limit in [0, 1, 10, 10_000] where search(needle, limit: limit) != scan(needle, limit: limit) {
                print("search and scan differ for '\(String(decoding: needle, as: UTF8.self))', limit \(limit)")
                return 1
            }
        }
        print("search agrees with a scan of every key on \(needles.count) needles")
        return 0
    }
}

if CommandLine.arguments.dropFirst().first == "--check-search" { exit(BenchData.checkSearch()) }

await IntentApp(
    name: "BenchKitchen", intents: [order_soup.self, complete_task.self, search_recipes.self]
).main()
