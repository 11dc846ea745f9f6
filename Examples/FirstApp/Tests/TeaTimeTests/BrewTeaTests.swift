import AppIntentsTesting
import Testing

@testable import TeaTime

@Test func brewsMintTea() async throws {
    let harness = try await IntentTestHarness(app: teaTime)
    let run = try await harness.run(BrewTeaIntent.self, ["tea": "peppermint", "cups": "2"])
    #expect(run.dialog == "Brewing 2 cups of mint tea: ready in 6 minutes.")
    #expect(run.value(as: Int.self) == 6)
}

@Test func asksWhichTea() async throws {
    let harness = try await IntentTestHarness(app: teaTime)
    let run = try await harness.run(BrewTeaIntent.self, answering: [.pick("Green")])
    #expect(run.asked.map(\.prompt) == ["Which tea?"])
    #expect(run.dialog == "Brewing 1 cup of green tea: ready in 2 minutes.")
}

/// The same run as Apple's App Intents Testing (iOS 27) writes it; here the app is registered once
/// for the bundle identifier the test names.
@Test func brewsGreenTeaAsAppleTestsDo() async throws {
    IntentDefinitions.register(teaTime, bundleIdentifier: "com.example.teatime")
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.teatime")
    let result = try await definitions.intents["BrewTeaIntent"].makeIntent(tea: "green", cups: 2).run()
    #expect(try result.value == 2)
}
