import AppIntents
import Foundation
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
}
