/// App Intents API that cannot exist on Linux. Each fails to compile with a message that says
/// why, so ported code never compiles into something that silently does nothing.

/// A SwiftUI view that shows a tip with a Siri phrase.
@available(
    *, unavailable,
    message:
        "SiriTipView is a SwiftUI view: there is no SwiftUI on Linux; list the phrases with `APP shortcuts --phrases`"
)
public struct SiriTipView {}

/// A SwiftUI view that opens the app's page in the Shortcuts app.
@available(
    *, unavailable,
    message:
        "ShortcutsLink opens the Shortcuts app, which Linux does not have; the host's `shortcuts` command lists them"
)
public struct ShortcutsLink {}
