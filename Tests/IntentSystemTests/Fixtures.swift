import AppIntents
import Foundation
import IntentSystem

/// A small app covering every value type and every rule the executor applies.
struct Fruit: AppEntity {
    static let defaultQuery = FruitQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Fruit" }
    var id: String
    @Property(title: "Name") var name: String
    var synonyms: [String] = []
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", synonyms: synonyms.map { "\($0)" })
    }
    init(id: String, name: String, synonyms: [String] = []) {
        self.id = id
        self.synonyms = synonyms
        self.name = name
    }
}

enum Orchard {
    static let fruits = [
        Fruit(id: "apple", name: "Apple", synonyms: ["pomme"]),
        Fruit(id: "apricot", name: "Apricot"),
        Fruit(id: "banana", name: "Banana"),
        Fruit(id: "blood-orange", name: "Blood Orange"),
        Fruit(id: "orange", name: "Orange"),
    ]
}

struct FruitQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [Fruit] {
        Orchard.fruits.filter { identifiers.contains($0.id) }
    }
    func suggestedEntities() async throws -> [Fruit] { Orchard.fruits }
    func entities(matching string: String) async throws -> [Fruit] {
        Orchard.fruits.filter { $0.name.lowercased().hasPrefix(string.lowercased()) }
    }
}

enum Shade: String, AppEnum {
    case red, green, blue
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Shade" }
    static var caseDisplayRepresentations: [Shade: DisplayRepresentation] {
        [
            .red: DisplayRepresentation(title: "Red", synonyms: ["crimson"]),
            .green: "Green",
            .blue: DisplayRepresentation(title: "Blue", synonyms: ["navy"]),
        ]
    }
}

struct EveryTypeIntent: AppIntent {
    static var title: LocalizedStringResource { "Every Type" }
    @Parameter(title: "Flag") var flag: Bool?
    @Parameter(title: "Count", inclusiveRange: (0, 10)) var count: Int?
    @Parameter(title: "Ratio") var ratio: Double?
    @Parameter(title: "Amount") var amount: Decimal?
    @Parameter(title: "Text") var text: String?
    @Parameter(title: "Link") var link: URL?
    @Parameter(title: "When") var when: Date?
    @Parameter(title: "Day") var day: DateComponents?
    @Parameter(title: "Distance", defaultUnit: UnitLength.kilometers) var distance: Measurement<UnitLength>?
    @Parameter(title: "File", supportedContentTypes: [.plainText]) var file: IntentFile?
    @Parameter(title: "Fruit") var fruit: Fruit?
    @Parameter(title: "Shade") var shade: Shade?
    @Parameter(title: "Numbers") var numbers: [Int]?
    @Parameter(title: "Fruits") var fruits: [Fruit]?

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        var parts: [String] = []
        if let flag { parts.append("flag=\(flag)") }
        if let count { parts.append("count=\(count)") }
        if let ratio { parts.append("ratio=\(ratio)") }
        if let amount { parts.append("amount=\(amount)") }
        if let text { parts.append("text=\(text)") }
        if let link { parts.append("link=\(link.absoluteString)") }
        if let when { parts.append("when=\(Int(when.timeIntervalSince1970))") }
        if let day {
            parts.append("day=\(day.year ?? 0)-\(day.month ?? 0)-\(day.day ?? 0) \(day.hour ?? -1):\(day.minute ?? -1)")
        }
        if let distance { parts.append("distance=\(distance.converted(to: .meters).value)m") }
        if let file { parts.append("file=\(file.filename):\(file.data.count)") }
        if let fruit { parts.append("fruit=\(fruit.id)") }
        if let shade { parts.append("shade=\(shade.rawValue)") }
        if let numbers { parts.append("numbers=\(numbers)") }
        if let fruits { parts.append("fruits=\(fruits.map(\.id))") }
        return .result(value: parts.joined(separator: " "))
    }
}

struct PickFruitIntent: AppIntent {
    static var title: LocalizedStringResource { "Pick Fruit" }
    @Parameter(title: "Fruit", requestValueDialog: "Which fruit shall I pick?") var fruit: Fruit
    @Parameter(title: "Count", default: 2) var count: Int
    @Parameter(title: "Note") var note: String?

    func perform() async throws -> some IntentResult & ReturnsValue<Fruit> & ProvidesDialog {
        .result(value: fruit, dialog: "Picked \(count) \(fruit.name)\(note.map { " (\($0))" } ?? "").")
    }
}

/// Counts how often `perform()` starts, to show restarts.
final class StartCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

struct RestartIntent: AppIntent {
    static var title: LocalizedStringResource { "Restart" }
    @Parameter(title: "Word") var word: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let word, word.count >= 3 else { throw $word.needsValueError("Give me a word of three letters or more.") }
        return .result(dialog: "Word: \(word)")
    }
}

struct ConfirmIntent: AppIntent {
    static var title: LocalizedStringResource { "Delete Everything" }
    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(actionName: .delete, dialog: "Really delete everything?")
        return .result(dialog: "Deleted.")
    }
}

struct ChooseIntent: AppIntent {
    static var title: LocalizedStringResource { "Choose" }
    @Parameter(title: "Fruit") var fruit: Fruit?
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let options = Array(Orchard.fruits.prefix(3))
        let picked = try await $fruit.requestDisambiguation(among: options, dialog: "Which one?")
        let asked = try await $fruit.requestValue("Name another fruit.")
        return .result(dialog: "\(picked.name) and \(asked.name)")
    }
}

struct SecretIntent: AppIntent {
    static var title: LocalizedStringResource { "Secret" }
    static var authenticationPolicy: IntentAuthenticationPolicy { .requiresAuthentication }
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "The secret.") }
}

struct DeviceSecretIntent: AppIntent {
    static var title: LocalizedStringResource { "Device Secret" }
    static var authenticationPolicy: IntentAuthenticationPolicy { .requiresLocalDeviceAuthentication }
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "The device secret.") }
}

struct SlowIntent: AppIntent {
    static var title: LocalizedStringResource { "Slow" }
    @Parameter(title: "Seconds", default: 5.0) var seconds: Double
    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
        return .result(dialog: "Done after \(seconds) s.")
    }
}

struct StuckIntent: AppIntent {
    static var title: LocalizedStringResource { "Stuck" }
    func perform() async throws -> some IntentResult {
        // Ignores cancellation on purpose: the time limit must still answer.
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline { usleep(10_000) }
        return .result()
    }
}

struct FailingIntent: AppIntent {
    static var title: LocalizedStringResource { "Failing" }
    struct Broken: Error, CustomStringConvertible { var description: String { "the oven is broken" } }
    func perform() async throws -> some IntentResult {
        if Bool(true) { throw Broken() }
        return .result()
    }
}

let fixtureApp = IntentApp(
    name: "Orchard",
    intents: [
        EveryTypeIntent.self, PickFruitIntent.self, RestartIntent.self, ConfirmIntent.self, ChooseIntent.self,
        SecretIntent.self, DeviceSecretIntent.self, SlowIntent.self, StuckIntent.self, FailingIntent.self,
    ])
