import AppIntents
import Testing

/// `AppIntentTraits` behaves as the set Apple documents: each trait held once, built from a
/// single trait or a list, with the set algebra of any `SetAlgebra`.
@Suite struct AppIntentTraitsTests {
    @Test func aListHoldsEachTraitOnce() {
        let listed: AppIntentTraits = [.tool, .tool]
        #expect(listed == .tool)
        #expect(listed.contains(.tool))
        #expect(AppIntentTraits().isEmpty && !AppIntentTraits().contains(.tool))
        #expect(([] as AppIntentTraits) == AppIntentTraits())
    }

    @Test func insertingATraitHeldAlreadyChangesNothing() {
        var traits: AppIntentTraits = []
        #expect(traits.insert(.tool) == (true, .tool))
        #expect(traits.insert(.tool) == (false, .tool))
        #expect(traits == .tool)
        #expect(traits.update(with: .tool) == .tool)
        #expect(traits.remove(.tool) == .tool)
        #expect(traits.remove(.tool) == nil)
        #expect(traits.isEmpty)
    }

    @Test func theSetAlgebraAgreesWithASetOfTraits() {
        let none = AppIntentTraits()
        let tool = AppIntentTraits.tool
        #expect(tool.union(none) == tool && none.union(tool) == tool)
        #expect(tool.intersection(none) == none && tool.intersection(tool) == tool)
        #expect(tool.symmetricDifference(tool) == none && tool.symmetricDifference(none) == tool)
        #expect(tool.isSuperset(of: none) && none.isSubset(of: tool) && tool.isDisjoint(with: none))
        var formed = none
        formed.formUnion(tool)
        #expect(formed == tool)
        formed.formSymmetricDifference(tool)
        #expect(formed.isEmpty)
    }
}
