import Testing

@testable import AppIntentsLint

/// One example of one rule, named for the test report.
struct ExampleCase: CustomTestStringConvertible, Sendable {
    let ruleID: String
    let index: Int
    let triggers: Bool

    var example: RuleExample {
        let description = RuleRegistry.rule(id: ruleID)!.description
        return (triggers ? description.triggering : description.nonTriggering)[index]
    }

    var testDescription: String { "\(ruleID) \(triggers ? "triggering" : "non-triggering") #\(index + 1)" }

    static func all(triggering: Bool) -> [ExampleCase] {
        RuleRegistry.all.flatMap { rule in
            let description = rule.description
            let examples = triggering ? description.triggering : description.nonTriggering
            return examples.indices.map { ExampleCase(ruleID: description.id, index: $0, triggers: triggering) }
        }
    }
}

@Suite struct RuleExampleTests {
    @Test(arguments: ExampleCase.all(triggering: true))
    func triggeringExampleFiresExactlyAtMarkers(_ item: ExampleCase) {
        let (code, resources, markers) = ExampleVerifier.prepare(item.example)
        #expect(!markers.isEmpty, "a triggering example needs a ↓ marker")
        let fired = ExampleVerifier.positions(
            of: item.ruleID, code: code, resources: resources, settings: item.example.settings)
        #expect(fired == markers)
    }

    @Test(arguments: ExampleCase.all(triggering: false))
    func nonTriggeringExampleIsQuiet(_ item: ExampleCase) {
        let (code, resources, markers) = ExampleVerifier.prepare(item.example)
        #expect(markers.isEmpty)
        let fired = ExampleVerifier.findings(
            of: item.ruleID, code: code, resources: resources, settings: item.example.settings)
        #expect(fired.isEmpty, "\(fired)")
    }

    @Test(arguments: ExampleCase.all(triggering: true))
    func triggeringExampleInsideCommentIsQuiet(_ item: ExampleCase) {
        let (code, resources, _) = ExampleVerifier.prepare(item.example)
        let fired = ExampleVerifier.findings(
            of: item.ruleID, code: ExampleVerifier.commentedOut(code), resources: resources,
            settings: item.example.settings)
        #expect(fired.isEmpty, "\(fired)")
    }

    @Test(arguments: ExampleCase.all(triggering: true))
    func triggeringExampleInsideStringIsQuiet(_ item: ExampleCase) {
        let (code, resources, _) = ExampleVerifier.prepare(item.example)
        let fired = ExampleVerifier.findings(
            of: item.ruleID, code: ExampleVerifier.insideString(code), resources: resources,
            settings: item.example.settings)
        #expect(fired.isEmpty, "\(fired)")
    }

    @Test(arguments: ExampleCase.all(triggering: true))
    func disableCommentSilencesTheRule(_ item: ExampleCase) {
        let (code, resources, _) = ExampleVerifier.prepare(item.example)
        let disabled = "// appintents-lint:disable \(item.ruleID)\n" + code
        let fired = ExampleVerifier.findings(
            of: item.ruleID, code: disabled, resources: resources, settings: item.example.settings)
        #expect(fired.isEmpty, "\(fired)")
    }

    @Test(arguments: ExampleCase.all(triggering: true))
    func disableNextCommentSilencesEachMarkedLine(_ item: ExampleCase) {
        let (code, resources, markers) = ExampleVerifier.prepare(item.example)
        let lines = Set(markers.filter { $0.path == ExampleVerifier.path }.map(\.line))
        let disabled = ExampleVerifier.disabledPerLine(code, ruleID: item.ruleID, lines: lines)
        let fired = ExampleVerifier.findings(
            of: item.ruleID, code: disabled, resources: resources, settings: item.example.settings)
        #expect(fired.filter { $0.path == ExampleVerifier.path }.isEmpty, "\(fired)")
    }

    @Test func everyRuleHasAnIDALevelAWhyAndExamplesOfBothKinds() {
        let ids = RuleRegistry.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
        for rule in RuleRegistry.all {
            let description = rule.description
            #expect(!description.summary.isEmpty, "\(description.id)")
            #expect(!description.triggering.isEmpty, "\(description.id)")
            #expect(!description.nonTriggering.isEmpty, "\(description.id)")
        }
        #expect(ids.count >= 22)
    }
}
