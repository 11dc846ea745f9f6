import AppIntents
import AppIntentsMetadata
import Foundation
import Testing

@testable import IntentSystem

struct BrokenControl: ControlConfigurationIntent {
    static var title: LocalizedStringResource { "Broken Control" }
    @Parameter(title: "Fruit") var fruit: Fruit
}

enum Lopsided: String, AppEnum {
    case one, two
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Lopsided" }
    static var caseDisplayRepresentations: [Lopsided: DisplayRepresentation] { [.one: "One"] }
}

struct UsesLopsided: AppIntent {
    static var title: LocalizedStringResource { "Uses Lopsided" }
    @Parameter(title: "Value") var value: Lopsided
    func perform() async throws -> some IntentResult { .result() }
}

struct Untitled: AppIntent {
    static var title: LocalizedStringResource { " " }
    func perform() async throws -> some IntentResult { .result() }
}

enum Other {
    struct PickFruitIntent: AppIntent {
        static var title: LocalizedStringResource { "Another Pick" }
        func perform() async throws -> some IntentResult { .result() }
    }
}

@Suite struct CatalogTests {
    @Test func metadataDescribesParametersDefaultsRangesAndOutputs() async throws {
        let catalog = try await Catalog.build(fixtureApp)
        let pick = try #require(catalog.metadata.actions["PickFruitIntent"])
        #expect(pick.fullyQualifiedTypeName == "IntentSystemTests.PickFruitIntent")
        #expect(pick.parameters.map(\.name) == ["fruit", "count", "note"])
        #expect(pick.parameters[0].valueType == .entity(typeName: "Fruit"))
        #expect(pick.parameters[0].isRequired)
        #expect(pick.parameters[0].requestValueDialog?.key == "Which fruit shall I pick?")
        #expect(pick.parameters[1].defaultValue == .number(2))
        #expect(pick.parameters[2].isOptional)
        #expect(pick.outputType == .entity(typeName: "Fruit"))
        #expect(pick.outputFlags == OutputFlags.returnsValue | OutputFlags.providesDialog)
        let every = try #require(catalog.metadata.actions["EveryTypeIntent"])
        #expect(every.parameter(named: "count")?.range?.maximum == 10)
        #expect(every.parameter(named: "distance")?.valueType == .measurement(.length))
        #expect(every.parameter(named: "numbers")?.valueType == .array(of: .primitive(.int)))
        #expect(catalog.metadata.actions["SecretIntent"]?.authenticationPolicy == 1)
        let shade = try #require(catalog.metadata.enumeration("Shade"))
        #expect(shade.cases.map(\.identifier) == ["red", "green", "blue"])
        #expect(shade.cases[0].displayRepresentation.synonyms == ["crimson"])
        let fruit = try #require(catalog.metadata.entities["Fruit"])
        #expect(fruit.properties.map(\.identifier) == ["name"])
        #expect(catalog.metadata.queries["FruitQuery"]?.systemProtocols == ["EntityQuery", "EntityStringQuery"])
    }

    @Test func metadataRoundTripsThroughTheFiles() async throws {
        let catalog = try await Catalog.build(fixtureApp)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try MetadataBundle(actions: catalog.metadata).write(to: folder)
        let read = try MetadataBundle.read(from: written)
        #expect(read.actions == catalog.metadata)
        #expect(read.version.version == "3.0")
    }

    @Test func controlParameterWithoutDefaultMustBeOptional() async throws {
        let error = await #expect(throws: IntentSystemError.self) {
            _ = try await Catalog.build(IntentApp(name: "X", intents: [BrokenControl.self]))
        }
        #expect(error?.code == .invalidDeclaration)
        #expect(error?.message.hasPrefix("IntentSystemTests.BrokenControl.fruit: a control cannot ask") == true)
    }

    @Test func everyEnumCaseNeedsADisplayRepresentation() async throws {
        let error = await #expect(throws: IntentSystemError.self) {
            _ = try await Catalog.build(IntentApp(name: "X", intents: [UsesLopsided.self]))
        }
        #expect(
            error?.message.contains("IntentSystemTests.Lopsided.caseDisplayRepresentations has no entry for 'two'")
                == true)
    }

    @Test func anIntentNeedsATitle() async throws {
        let error = await #expect(throws: IntentSystemError.self) {
            _ = try await Catalog.build(IntentApp(name: "X", intents: [Untitled.self]))
        }
        #expect(error?.message == "IntentSystemTests.Untitled.title is empty: every intent needs a title")
    }

    @Test func twoTypesMayNotShareAShortName() async throws {
        let error = await #expect(throws: IntentSystemError.self) {
            _ = try await Catalog.build(
                IntentApp(name: "X", intents: [PickFruitIntent.self, Other.PickFruitIntent.self]))
        }
        #expect(error?.message.contains("IntentSystemTests.Other.PickFruitIntent: another intent type") == true)
    }
}
