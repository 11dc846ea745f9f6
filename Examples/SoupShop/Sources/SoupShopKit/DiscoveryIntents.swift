import AppIntents
import Foundation

/// Opens a soup's page; `soupshop://soup/ID` URLs route here.
public struct OpenSoupIntent: OpenIntent, URLRepresentableIntent {
    public static var title: LocalizedStringResource { "Open Soup" }
    public static var description: IntentDescription? { IntentDescription("Show a soup from the menu.") }
    public static var supportedModes: IntentModes { .foreground }

    @Parameter(title: "Soup") public var target: SoupEntity

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(target.name): $\(String(format: "%.2f", target.price)), \(target.summary).")
    }
}

/// Answers system search and Visual Intelligence: soups matching a text.
public struct SoupValueQuery: IntentValueQuery {
    @Dependency var store: SoupStore

    public init() {}

    public func values(for input: String) async throws -> [SoupEntity] {
        try store.search(input).map(SoupEntity.init)
    }
}
