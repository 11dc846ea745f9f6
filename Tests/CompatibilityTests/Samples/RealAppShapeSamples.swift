// Shapes seen in public apps' intents (docs/LINT.md, "Real apps"), written here as our own samples.
import AppIntents

/// A `description` typed `LocalizedStringResource` (a static of the app's own beside the
/// requirement), a dialog from `IntentDialog(stringLiteral:)`, and a policy set in the type.
struct StopServiceIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop Service"
    static let description: LocalizedStringResource = "Stops the service"
    static let openAppWhenRun: Bool = false
    static let isDiscoverable: Bool = true
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog(stringLiteral: "Stopped"))
    }
}

/// An `OpenIntent` that is also a control's and a widget's configuration, its target an enum whose
/// case titles are string literals coerced to `DisplayRepresentation`.
struct OpenScreenIntent: OpenIntent, ControlConfigurationIntent, WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Open Screen"
    static let openAppWhenRun: Bool = true
    @Parameter(title: "Page", default: .home) var target: ScreenOption
    func perform() async throws -> some IntentResult { .result() }
}

enum ScreenOption: String, AppEnum {
    case home, library, search
    static let typeDisplayRepresentation = TypeDisplayRepresentation("Screens")
    static let caseDisplayRepresentations = [
        ScreenOption.home: DisplayRepresentation("Home"),
        ScreenOption.library: DisplayRepresentation("Library"),
        ScreenOption.search: DisplayRepresentation(stringLiteral: "Search"),
    ]
}

/// `@AppShortcutsBuilder` written out on the property.
struct ServiceShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StopServiceIntent(), phrases: ["Stop \(.applicationName)", "Turn off \(.applicationName)"],
            systemImageName: "stop")
        AppShortcut(
            intent: OpenScreenIntent(), phrases: ["Open \(\.$target) in \(.applicationName)"], shortTitle: "Open",
            systemImageName: "arrow.up.forward")
    }
}
