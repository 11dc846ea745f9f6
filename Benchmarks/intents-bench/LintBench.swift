import AppIntentsLint
import Foundation

/// `intents-bench lint`: lint throughput on a generated App Intents source tree, side by side with
/// a bare SwiftParser parse of the same files measured in the same run.
enum LintBench {
    static let usage = """
        USAGE: intents-bench lint [--files N | --path DIR] [--iterations N] [--json]

        Generates N App Intents source files (default 400), or reads the Swift files under DIR (an
        app's checkout, with its build settings), then times a bare SwiftParser parse and a full
        'appintents lint' of them, each the best of the iterations (default 5; medians are printed
        too), and the process's peak memory.

        """

    static func run(_ arguments: [String]) {
        var files = 400
        var iterations = 5
        var json = false
        var path: String?
        var options = BenchArguments(arguments)
        do {
            while let option = options.next() {
                switch option {
                case "--json": json = true
                case "--path": path = try options.value(of: option)
                case "--files": files = try options.number(of: option)
                case "--iterations": iterations = try options.number(of: option)
                case "-h", "--help":
                    print(usage, terminator: "")
                    return
                default: throw BenchArguments.unknown(option)
                }
            }
        } catch {
            fail("\(error)")
        }

        var sources = (0..<files).map { SourceText(path: "Sources/Bench/File\($0).swift", text: generate(file: $0)) }
        var collected = CollectedSources()
        if let path {
            do {
                collected = try SourceCollector.collect(paths: [path])
            } catch {
                fail("\(error)")
            }
            sources = collected.swift
            files = sources.count
        }
        let lintAll = {
            Linter().lint(
                sources: sources, resources: collected.resources, settings: collected.settings,
                fileSettings: collected.fileSettings)
        }
        let bytes = sources.reduce(0) { $0 + $1.text.utf8.count }
        let lines = sources.reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count }

        // Warm up both paths once (page in the libraries, fill caches).
        _ = ParseBaseline.parse(sources)
        let warm = lintAll()

        var parseTimes: [Double] = []
        var lintTimes: [Double] = []
        for _ in 0..<iterations {
            parseTimes.append(time { _ = ParseBaseline.parse(sources) })
            lintTimes.append(time { _ = lintAll() })
        }
        // The fastest run is the least disturbed by other work on a shared machine; medians are
        // printed beside it.
        let parse = parseTimes.min()!
        let lint = lintTimes.min()!
        let ratio = lint / parse
        var resources = rusage()
        getrusage(RUSAGE_SELF.rawValue, &resources)
        let peakMB = Double(resources.ru_maxrss) / 1024  // kilobytes on Linux

        if json {
            let document: [String: Any] = [
                "workload": "lint", "files": files, "lines": lines, "bytes": bytes, "iterations": iterations,
                "findings": warm.findings.count,
                "reference": [
                    "name": "SwiftParser.parse", "seconds": parse, "medianSeconds": median(parseTimes),
                    "filesPerSecond": Double(files) / parse,
                ],
                "measured": [
                    "name": "appintents lint", "seconds": lint, "medianSeconds": median(lintTimes),
                    "filesPerSecond": Double(files) / lint,
                ],
                "ratio": ratio, "target": 1.5, "peakMemoryMB": peakMB,
            ]
            let data = try! JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .prettyPrinted])
            print(String(decoding: data, as: UTF8.self))
        } else {
            print(
                "lint: \(files) files, \(lines) lines, \(String(format: "%.1f", Double(bytes) / 1_048_576)) MB, \(warm.findings.count) findings; best of \(iterations) runs"
            )
            print(pad("", 22) + pad("best s", 10) + pad("median s", 10) + pad("files/s", 10) + "MB/s")
            for (name, seconds, times) in [
                ("SwiftParser parse", parse, parseTimes), ("appintents lint", lint, lintTimes),
            ] {
                print(
                    pad(name, 22) + pad(String(format: "%.3f", seconds), 10)
                        + pad(String(format: "%.3f", median(times)), 10)
                        + pad(String(format: "%.0f", Double(files) / seconds), 10)
                        + String(format: "%.2f", Double(bytes) / 1_048_576 / seconds))
            }
            print("ratio lint/parse: \(String(format: "%.2f", ratio))× (target ≤ 1.5×)")
            print("peak memory: \(String(format: "%.0f", peakMB)) MB")
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("intents-bench lint: \(message)\n\(usage)".utf8))
        exit(64)
    }

    static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    /// One file of a realistic app: an entity with its query, an enum, three intents and, in the
    /// first file, the App Shortcuts provider.
    static func generate(file n: Int) -> String {
        var text = """
            import AppIntents
            import Foundation

            struct Item\(n)Entity: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Item \(n)"
                static let defaultQuery = Item\(n)Query()
                var id: String
                @Property(title: "Name") var name: String
                @Property(title: "Price") var price: Double
                var displayRepresentation: DisplayRepresentation {
                    DisplayRepresentation(title: "\\(name)", subtitle: "\\(price)")
                }
            }

            struct Item\(n)Query: EntityStringQuery {
                func entities(for identifiers: [String]) async throws -> [Item\(n)Entity] {
                    Catalog.shared.items.filter { identifiers.contains($0.id) }.map { Item\(n)Entity(id: $0.id, name: $0.name, price: $0.price) }
                }
                func entities(matching string: String) async throws -> [Item\(n)Entity] {
                    Catalog.shared.search(string).map { Item\(n)Entity(id: $0.id, name: $0.name, price: $0.price) }
                }
                func suggestedEntities() async throws -> [Item\(n)Entity] {
                    Catalog.shared.featured.map { Item\(n)Entity(id: $0.id, name: $0.name, price: $0.price) }
                }
            }

            enum Size\(n): String, AppEnum {
                case small, medium, large
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                static let caseDisplayRepresentations: [Size\(n): DisplayRepresentation] = [
                    .small: "Small", .medium: "Medium", .large: DisplayRepresentation(title: "Large", image: .init(systemName: "l.circle")),
                ]
            }

            """
        for kind in ["Order", "Cancel", "Show"] {
            text += """

                struct \(kind)Item\(n)Intent: AppIntent {
                    static let title: LocalizedStringResource = "\(kind) Item \(n)"
                    static let description = IntentDescription("\(kind)s an item of catalog \(n).")
                    @Parameter(title: "Item") var item: Item\(n)Entity
                    @Parameter(title: "Size") var size: Size\(n)?
                    @Parameter(title: "Quantity", default: 1, inclusiveRange: (1, 10)) var quantity: Int

                    static var parameterSummary: some ParameterSummary {
                        Summary("\(kind) \\(\\.$item)") {
                            \\.$size
                            \\.$quantity
                        }
                    }

                    func perform() async throws -> some IntentResult & ReturnsValue<Item\(n)Entity> & ProvidesDialog {
                        let result = try await Catalog.shared.\(kind.lowercased())(item.id, size: size?.rawValue, quantity: quantity)
                        if result.isEmpty {
                            throw CatalogError.failed(item.id)
                        }
                        for line in result.lines where line.quantity > 0 {
                            Catalog.shared.log("\\(line.name): \\(line.quantity)")
                        }
                        return .result(value: item, dialog: "Done: \\(item.name) × \\(quantity).")
                    }
                }

                """
        }
        if n == 0 {
            text += """

                struct BenchShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderItem0Intent(), phrases: ["Order \\(\\.$item) in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cart")
                        AppShortcut(intent: ShowItem0Intent(), phrases: ["Show items in \\(.applicationName)"], shortTitle: "Show", systemImageName: "list.bullet")
                    }
                    static let shortcutTileColor: ShortcutTileColor = .navy
                }

                """
        }
        return text
    }
}
