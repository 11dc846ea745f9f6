import AppIntents
import Testing

@testable import IntentSystem

/// An entity identified by a `Float` (Apple's SDK makes `Float` an identifier type): chosen by
/// its id's text, which reads back as the same value.
@Suite struct FloatIdentifierTests {
    struct GammaEntity: AppEntity {
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Gamma" }
        static var defaultQuery: GammaQuery { GammaQuery() }
        var id: Float
        var displayRepresentation: DisplayRepresentation { "Gamma \(id)" }
    }

    struct GammaQuery: EntityQuery {
        static let all = [GammaEntity(id: 1.8), GammaEntity(id: 2.2), GammaEntity(id: 0.1)]
        func entities(for identifiers: [Float]) async throws -> [GammaEntity] {
            Self.all.filter { identifiers.contains($0.id) }
        }
        func suggestedEntities() async throws -> [GammaEntity] { Self.all }
    }

    struct ApplyGammaIntent: AppIntent {
        static var title: LocalizedStringResource { "Apply Gamma" }
        @Parameter(title: "Gamma") var gamma: GammaEntity
        init() {}
        func perform() async throws -> some IntentResult & ReturnsValue<Double> { .result(value: Double(gamma.id)) }
    }

    @Test func theIdentifierTextReadsBackAsTheSameValue() {
        for value: Float in [0.1, 2.2, -3.5e-7, 16_777_216] {
            #expect(Float.entityIdentifier(for: value.entityIdentifierString) == value)
        }
        #expect(Float.entityIdentifier(for: "gamma") == nil)
    }

    @Test func anEntityIsChosenByItsFloatIdentifier() async throws {
        let executor = Executor(
            catalog: try await Catalog.build(IntentApp(name: "Screen", intents: [ApplyGammaIntent.self])))
        let outcome = try await executor.run(
            RunRequest(intent: "ApplyGammaIntent", inputs: ["gamma": .text("0.1")]), interaction: NeverAskInteraction())
        #expect(outcome.value as? Double == Double(Float(0.1)))
    }
}
