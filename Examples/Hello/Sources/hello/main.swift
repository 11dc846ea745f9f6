import AppIntents
import IntentHost

struct GreetIntent: AppIntent {
    static var title: LocalizedStringResource { "Greet" }
    static var description: IntentDescription? { IntentDescription("Say hello to someone.") }

    @Parameter(title: "Name", requestValueDialog: "Who should I greet?")
    var name: String

    @Parameter(title: "Times", default: 1, inclusiveRange: (1, 5))
    var times: Int

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let greeting = Array(repeating: "Hello, \(name)!", count: times).joined(separator: " ")
        return .result(value: greeting, dialog: "\(greeting)")
    }
}

struct HelloShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: GreetIntent(), phrases: ["Say hello with \(.applicationName)"], shortTitle: "Greet",
            systemImageName: "hand.wave")
    }
}

await IntentApp(name: "Hello", intents: [GreetIntent.self], shortcuts: HelloShortcuts.self).main()
