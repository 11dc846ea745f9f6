import AppIntents
import Foundation
import SoupShopKit
import Testing

@testable import IntentSystem

/// `Reflection.fields(of:)` reads structs at their fields' offsets; it must see what `Mirror` sees.
@Suite struct ReflectionTests {
    final class Box {
        let label = "box"
        var count = 2
    }

    struct Pair<First, Second> {
        var first: First
        var second: Second
        var box = Box()
    }

    enum Choice {
        case one(Int)
    }

    static func mirrored(_ value: Any) -> [String] {
        Mirror(reflecting: value).children.map { "\($0.label ?? "?")=\(String(describing: $0.value))" }
    }

    static func read(_ value: Any) -> [String] {
        Reflection.fields(of: value).map { "\($0.label)=\(String(describing: $0.value))" }
    }

    @Test func structsGenericStructsClassesAndEnumsReadAsMirrorReadsThem() {
        let values: [Any] = [
            Pair(first: 1, second: "two"), Pair(first: [1.5, 2.5], second: Optional<Int>.none), Box(), Choice.one(3),
            Fruit(id: "apple", name: "Apple"), (1, "tuple"),
        ]
        for value in values {
            #expect(Self.read(value) == Self.mirrored(value), "\(type(of: value))")
        }
    }

    @Test func parametersKeepTheirValuesAndDeclarationOrder() {
        let intent = EveryTypeIntent()
        intent.text = "hello"
        let parameters = Reflection.parameters(of: intent)
        let mirrored = Mirror(reflecting: intent).children.compactMap { $0.label }.filter { $0.hasPrefix("_") }
        #expect(parameters.map(\.name) == mirrored.map { String($0.dropFirst()) })
        #expect(parameters.first { $0.name == "text" }?.parameter.currentValue as? String == "hello")
    }

    /// The per-type layouts (`MemberLayout`) read the same parameters and properties, the same
    /// objects, as the dynamic casts of every field did, on every example intent and entity.
    @Test func cachedLayoutsReadWhatDynamicCastsRead() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reflection-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let samples: [any AppEntity] = try await AppDependencyManager.$scoped.withValue(AppDependencyManager()) {
            try await soupShopApp.setUp?(
                AppEnvironment(dataDirectory: directory, storeURL: directory.appendingPathComponent("soupshop.db")))
            let catalog = try await Catalog.build(soupShopApp)
            var samples: [any AppEntity] = []
            for lookup in catalog.entities.values {
                if let sample = await lookup.sample() { samples.append(sample) }
            }
            return samples
        }
        var intents: [any AppIntent] = soupShopApp.intents.map { $0.init() }
        intents.append(EveryTypeIntent())
        for intent in intents {
            let cached = Reflection.parameters(of: intent)
            let cast = Reflection.mirroredParameters(of: intent)
            #expect(cached.map(\.name) == cast.map(\.name), "\(type(of: intent))")
            #expect(
                zip(cached, cast).allSatisfy { $0.parameter === $1.parameter }, "\(type(of: intent))")
        }
        let entities: [any AppEntity] = [Fruit(id: "apple", name: "Apple")] + samples
        #expect(samples.count >= 2)
        for entity in entities {
            let cached = Reflection.members(of: entity)
            let cast = Reflection.mirroredMembers(of: entity)
            #expect(cached.map(\.name) == cast.map(\.name), "\(type(of: entity))")
            #expect(!cached.isEmpty, "\(type(of: entity))")
            for (a, b) in zip(cached, cast) {
                switch (a, b) {
                case (.stored(_, let x), .stored(_, let y)): #expect(x === y, "\(type(of: entity)).\(a.name)")
                case (.computed(let x), .computed(let y)):
                    #expect(x.name == y.name && x.kind == y.kind, "\(type(of: entity)).\(a.name)")
                default: Issue.record("\(type(of: entity)).\(a.name): stored in one, computed in the other")
                }
            }
        }
    }
}
