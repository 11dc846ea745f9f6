import AppIntents
import AppIntentsMetadata
import Foundation
import IntentSystem

/// Measures what the system adds to running an intent: resolving an entity by id, an enum and an
/// Int from raw strings, then performing, against calling `perform()` on a ready intent.
enum IntentBench {
    struct Item: AppEntity {
        static let defaultQuery = ItemQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
        var id: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    }

    struct ItemQuery: EntityQuery {
        static let items = (0..<1000).map { Item(id: "item-\($0)") }
        static let byID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
        func entities(for identifiers: [String]) async throws -> [Item] { identifiers.compactMap { Self.byID[$0] } }
        func suggestedEntities() async throws -> [Item] { Array(Self.items.prefix(10)) }
    }

    enum Size: String, AppEnum {
        case small, medium, large
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Size" }
        static var caseDisplayRepresentations: [Size: DisplayRepresentation] {
            [.small: "Small", .medium: "Medium", .large: "Large"]
        }
    }

    struct OrderIntent: AppIntent {
        static var title: LocalizedStringResource { "Order" }
        @Parameter(title: "Item") var item: Item
        @Parameter(title: "Size") var size: Size
        @Parameter(title: "Count") var count: Int
        func perform() async throws -> some IntentResult & ReturnsValue<Int> {
            .result(value: count * (size == .large ? 2 : 1) + item.id.count)
        }
    }

    static func run(_ arguments: [String]) async -> Int32 {
        var iterations = 20_000
        var json = false
        var options = BenchArguments(arguments)
        do {
            while let option = options.next() {
                switch option {
                case "--json": json = true
                case "--iterations": iterations = try options.number(of: option)
                case "--help", "-h":
                    print("usage: intents-bench intent [--iterations N] [--json]")
                    return 0
                default: throw BenchArguments.unknown(option)
                }
            }
        } catch {
            FileHandle.standardError.write(Data("intents-bench intent: \(error)\n".utf8))
            return 64
        }
        do {
            let executor = Executor(
                catalog: try await Catalog.build(IntentApp(name: "Bench", intents: [OrderIntent.self])))
            let interaction = NeverAskInteraction()
            // Warm up both paths.
            for i in 0..<200 { _ = try await system(executor, interaction, i) }
            for i in 0..<200 { _ = try await direct(i) }
            let directSeconds = try await time { for i in 0..<iterations { _ = try await direct(i) } }
            let systemSeconds = try await time {
                for i in 0..<iterations { _ = try await system(executor, interaction, i) }
            }
            let directMicros = directSeconds / Double(iterations) * 1e6
            let systemMicros = systemSeconds / Double(iterations) * 1e6
            let ratio = systemMicros / directMicros
            if json {
                let figures: JSONValue = .object([
                    "workload": "intent", "iterations": .number(Double(iterations)),
                    "systemMicrosecondsPerRun": .number(systemMicros),
                    "directMicrosecondsPerRun": .number(directMicros),
                    "overheadRatio": .number(ratio), "overheadMicroseconds": .number(systemMicros - directMicros),
                ])
                print(figures)
            } else {
                print("intent: 3 parameters (entity by id, enum, Int) from raw strings, \(iterations) runs")
                print(String(format: "  through the system   %10.2f µs/run", systemMicros))
                print(String(format: "  perform() directly   %10.2f µs/run", directMicros))
                print(
                    String(
                        format: "  overhead             %10.2f µs/run  (%.1f× the direct call)",
                        systemMicros - directMicros, ratio))
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("intents-bench intent: \(error)\n".utf8))
            return 1
        }
    }

    static func system(_ executor: Executor, _ interaction: NeverAskInteraction, _ i: Int) async throws -> Int {
        let outcome = try await executor.run(
            RunRequest(
                intent: "OrderIntent",
                inputs: [
                    "item": .text("item-\(i % 1000)"), "size": .text(i % 2 == 0 ? "large" : "small"),
                    "count": .text(String(i % 50)),
                ],
                donate: false),
            interaction: interaction)
        return outcome.value as? Int ?? 0
    }

    static func direct(_ i: Int) async throws -> Int {
        let intent = OrderIntent()
        intent.item = ItemQuery.byID["item-\(i % 1000)"]!
        intent.size = i % 2 == 0 ? .large : .small
        intent.count = i % 50
        let result = try await intent.perform()
        return (result as? any _AnyIntentResult)?._value as? Int ?? 0
    }

    static func time(_ body: () async throws -> Void) async rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try await body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
