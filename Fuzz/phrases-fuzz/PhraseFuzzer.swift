// A coverage-guided fuzzer (libFuzzer) for the phrase engine: App Shortcut phrases from any app's
// source, and whatever a person says (`APP say`). Built and run by scripts/fuzz.sh; an ordinary
// build gets a main that says so.
import AppIntentsMetadata
import IntentPhrases

/// The input's first line is a phrase for `OrderSoupIntent`, its second a soup's title, the rest
/// an utterance. Registering the phrase either works or gives a registration error; matching the
/// utterance, strictly and flexibly, gives only matches of registered shortcuts and values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
    let phrase = lines.first ?? ""
    let title = lines.count > 1 ? lines[1] : "Tomato"
    let utterance = lines.count > 2 ? lines[2] : text
    let soups = [PhraseValue(id: "tomato", title: "Tomato"), PhraseValue(id: "fuzzed", title: title)]
    let orderSoup = ActionMetadata(
        identifier: "OrderSoupIntent", fullyQualifiedTypeName: "Fuzz.OrderSoupIntent", title: "Order Soup",
        parameters: [ParameterMetadata(name: "soup", title: "Soup", valueType: .entity(typeName: "SoupEntity"))])
    let showMenu = ActionMetadata(
        identifier: "ShowMenuIntent", fullyQualifiedTypeName: "Fuzz.ShowMenuIntent", title: "Menu")
    let shortcuts = [
        AutoShortcutMetadata(actionIdentifier: "OrderSoupIntent", phraseTemplates: [LocalizedText(phrase)]),
        AutoShortcutMetadata(
            actionIdentifier: "ShowMenuIntent", phraseTemplates: [LocalizedText("Show the ${applicationName} menu")]),
    ]
    let app = PhraseApp(
        name: "SoupShop", synonyms: ["Soup Shop"],
        actions: ActionsData(actions: [orderSoup, showMenu], autoShortcuts: shortcuts),
        values: [ParameterKey(action: "OrderSoupIntent", parameter: "soup"): soups])
    for flexible in [false, true] {
        guard let engine = try? PhraseEngine(apps: [app], options: .init(flexible: flexible)) else { continue }
        for match in engine.match(utterance) {
            precondition(match.app == "SoupShop", "a match of an app that was not registered: \(match.app)")
            precondition(shortcuts.indices.contains(match.shortcutIndex), "shortcut \(match.shortcutIndex)")
            if let value = match.value {
                precondition(soups.contains { $0.id == value.id }, "a value that was not registered: \(value.id)")
            }
            precondition((0...1).contains(match.confidence), "confidence \(match.confidence)")
        }
    }
    return 0
}

#if !FUZZING
@main enum PhraseFuzzer {
    static func main() {
        print("phrases-fuzz is a libFuzzer target: run scripts/fuzz.sh")
    }
}
#endif
