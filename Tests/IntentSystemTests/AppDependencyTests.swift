import AppIntents
import Foundation
import Testing

@testable import IntentSystem

final class Kettle: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

/// Never registered: its default is used.
final class Stove: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

enum KettleKeys {
    static let spare = "kettle.spare"
}

/// `@AppDependency` as apps write it: by type, by key, and with a default for when the app
/// registered none; `@Dependency(key:)` with the same keys.
struct BoilIntent: AppIntent {
    static let title: LocalizedStringResource = "Boil"
    @AppDependency private var kettle: Kettle
    @AppDependency(key: KettleKeys.spare) private var spare: Kettle
    @AppDependency(default: Stove(name: "camping stove")) private var stove: Stove
    @Dependency(key: KettleKeys.spare) private var spareAgain: Kettle

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(kettle.name), \(spare.name), \(stove.name), \(spareAgain.name).")
    }
}

@Suite struct AppDependencyTests {
    @Test func dependenciesAreFoundByTypeAndKeyOrFallBackToTheirDefault() async throws {
        let manager = AppDependencyManager()
        manager.add(dependency: Kettle(name: "kitchen kettle"))
        manager.add(key: KettleKeys.spare, dependency: Kettle(name: "spare kettle"))
        let outcome = try await AppDependencyManager.$scoped.withValue(manager) {
            try await Executor(catalog: try await Catalog.build(IntentApp(name: "Tea", intents: [BoilIntent.self])))
                .run(RunRequest(intent: "BoilIntent"), interaction: NeverAskInteraction())
        }
        #expect(outcome.dialog == "kitchen kettle, spare kettle, camping stove, spare kettle.")
    }

    @Test func aRegisteredDependencyWinsOverTheDefaultAndKeysOfOtherTypesDiffer() {
        let manager = AppDependencyManager()
        manager.add(dependency: Kettle(name: "registered"))
        manager.add(key: 1, dependency: Kettle(name: "one as a number"))
        manager.add(key: "1", dependency: Kettle(name: "one as text"))
        let withDefault = AppDependency<Kettle>(manager: manager, default: Kettle(name: "default"))
        #expect(withDefault.wrappedValue.name == "registered")
        #expect(AppDependency<Kettle>(key: 1, manager: manager).wrappedValue.name == "one as a number")
        #expect(AppDependency<Kettle>(key: "1", manager: manager).wrappedValue.name == "one as text")
    }

    /// Apps register with a trailing closure (`add { store }`), which is made on first use.
    @Test func aDependencyRegisteredWithATrailingClosureIsFoundByItsType() {
        let manager = AppDependencyManager()
        let kettle = Kettle(name: "closure kettle")
        manager.add { kettle }
        manager.add(key: KettleKeys.spare) { Kettle(name: "closure spare") }
        #expect(AppDependency<Kettle>(manager: manager).wrappedValue.name == "closure kettle")
        #expect(AppDependency<Kettle>(key: KettleKeys.spare, manager: manager).wrappedValue.name == "closure spare")
    }
}
