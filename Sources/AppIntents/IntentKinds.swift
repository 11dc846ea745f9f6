import Foundation

/// An intent that replaces a SiriKit custom intent: saved shortcuts and donations of the old
/// intent class run this one.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The class name of the SiriKit intent it replaces, such as `"OrderSoupIntent"`.
    static var intentClassName: String { get }
}

/// An intent a system experience runs (a control, a Live Activity button, an audio player).
public protocol SystemIntent: AppIntent {}

/// An intent that starts, updates or ends a Live Activity. The system runs it in the app's
/// process without bringing the app to the foreground.
public protocol LiveActivityIntent: SystemIntent {}

/// An intent that starts or controls audio playback, run in the background.
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent that starts an audio recording, run in the background.
public protocol AudioRecordingIntent: SystemIntent {}

/// The name `AudioPlaybackIntent` had before iOS 17; an intent adopting it is one.
@available(*, deprecated, renamed: "AudioPlaybackIntent")
public typealias AudioStartingIntent = AudioPlaybackIntent

/// The name `LiveActivityIntent` had before iOS 17; an intent adopting it is one.
@available(*, deprecated, renamed: "LiveActivityIntent")
public typealias LiveActivityStartingIntent = LiveActivityIntent

/// An intent that sets one value: a control's toggle sets `value` to its new state, then runs the
/// intent (`APP widgets toggle …`).
///
/// ```swift
/// struct SetVPNIntent: SetValueIntent {
///     static let title: LocalizedStringResource = "Set VPN"
///     @Parameter(title: "Enabled") var value: Bool
///     func perform() async throws -> some IntentResult { … }
/// }
/// ```
public protocol SetValueIntent: SystemIntent {
    associatedtype ValueType: _IntentValue
    /// The value to set; a control fills it in.
    var value: ValueType { get set }
}

/// An intent whose `perform()` reports progress: set `progress.totalUnitCount` and advance
/// `progress.completedUnitCount`; the terminal shows a progress bar and MCP clients receive
/// `notifications/progress`.
public protocol ProgressReportingIntent: AppIntent {
    /// The run's progress.
    var progress: _IntentProgress { get }
}

extension ProgressReportingIntent {
    /// The progress of the running `perform()`; a detached `Progress` outside a run.
    public var progress: _IntentProgress { IntentRunEnvironment.progress ?? IntentRunEnvironment.detachedProgress }
}

/// An intent that may need to finish in the app: it throws `needsToContinueInForegroundError(_:)`
/// or calls `continueInForeground(_:alwaysConfirm:)`; the surface asks the person, then the run
/// goes on.
public protocol ForegroundContinuableIntent: AppIntent {}

/// An intent whose effect people can undo after the run: register the undo on `undoManager`;
/// the command line's `undo` runs it, while the process that ran the intent still runs.
public protocol UndoableIntent: AppIntent {
    /// The undo manager of the run; `nil` outside a run.
    var undoManager: UndoManager? { get }
}

extension UndoableIntent {
    public var undoManager: UndoManager? { IntentRunEnvironment.undoManager }
}

/// An intent that supplies content to a system experience (a scene, a widget); the app is asked
/// for the target content after the run.
public protocol TargetContentProvidingIntent: AppIntent {}

extension TargetContentProvidingIntent {
    /// Such an intent may leave `perform()` out: the app's scene acts on it when it shows the
    /// content (SwiftUI's `onAppIntentExecution`), so the run itself does nothing more.
    public func perform() async throws -> some IntentResult { .result() }
}

/// The system's intent that opens a universal link in the app, as Apple's: returned from another
/// intent (`.result(opensIntent: OpenURLIntent(url))`) or run on a widget's button. The system
/// opens `url` (printed on the command line, returned to agents as the opened intent's value).
public struct OpenURLIntent: AppIntent {
    public static var title: LocalizedStringResource { "Open URL" }
    public static var supportedModes: IntentModes { .foreground }

    /// The universal link to open.
    @Parameter(title: "URL") public var url: URL

    public init() {}

    /// An intent that opens `url`.
    public init(_ url: URL) {
        self.url = url
    }

    public func perform() async throws -> some IntentResult & ReturnsValue<URL> { .result(value: url) }
}

/// An intent that opens a value in the app: an entity, or a case of an enum (a page).
public protocol OpenIntent: SystemIntent {
    associatedtype Value: _IntentValue
    /// The value to open.
    var target: Value { get set }
}

extension OpenIntent {
    /// Opens the app at the target: the system brings the app to the foreground.
    public func perform() async throws -> some IntentResult { .result() }
}

extension OpenIntent where Self: TargetContentProvidingIntent {
    /// Opens the app at the target, whose scene shows it.
    public func perform() async throws -> some IntentResult { .result() }
}

/// An App Intents extension's entry point (`@main struct NotesIntents: AppIntentsExtension {}`).
///
/// Here an app's intents run in its host (`IntentApp(…).main()`), whichever target declares them,
/// so the extension's own process is not supported yet: its `main()` says so and exits with 64.
public protocol AppIntentsExtension {
    init()
}

extension AppIntentsExtension {
    public static func main() {
        _ = Self()
        let message =
            "\(Self.self): running an App Intents extension on its own is not supported yet; "
            + "list its intents in the app's IntentApp(name:intents:) and run that\n"
        FileHandle.standardError.write(Data(message.utf8))
        exit(64)
    }
}

/// A framework's or package's App Intents, named so an app can include them:
/// `static var includedPackages: [any AppIntentsPackage.Type] { [KitIntentsPackage.self] }`.
///
/// Apple's build reads it to put the package's intents in the app's metadata. Here the app
/// names its intents in `IntentApp(name:intents:)` whatever module declares them, so a package
/// declaration changes nothing.
public protocol AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}

/// The `Progress` of a running `ProgressReportingIntent`, as apps use Apple's: its unit counts,
/// and the descriptions a person sees beside the bar (`localizedDescription`,
/// `localizedAdditionalDescription`), which Linux's Foundation makes read-only and this class
/// lets the app set. The host shows them: after a terminal's bar, in MCP progress's `message`.
/// Made by the system; not for app code.
open class _IntentProgress: Progress, @unchecked Sendable {
    // @unchecked: as Foundation's Progress; the descriptions are kept behind `lock`.
    private let lock = NSLock()
    private var description_: String?
    private var additional_: String?

    /// What the task does, set by the app ("Syncing the library").
    open override var localizedDescription: String! {
        get { lock.withLock { description_ } ?? super.localizedDescription }
        set {
            lock.withLock { description_ = newValue }
            descriptionChanged()
        }
    }

    /// How far it has got, in words ("Waiting for the server: 5 seconds").
    open override var localizedAdditionalDescription: String! {
        get { lock.withLock { additional_ } ?? super.localizedAdditionalDescription }
        set {
            lock.withLock { additional_ = newValue }
            descriptionChanged()
        }
    }

    /// The descriptions the app set, if any (the additional one first). Used by the system.
    package var appDescription: String? {
        lock.withLock {
            additional_.flatMap { $0.isEmpty ? nil : $0 } ?? description_.flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    /// Called when the app sets a description. Used by the system.
    open func descriptionChanged() {}
}

/// What a person chose for a widget's button to do (iOS 27): another app, an App Shortcut, a
/// shortcut of their own or a system action, known to the app only by how it reads. The system
/// makes it when the person configures the widget; here it is given as its name.
public struct SystemShortcut: Sendable, Hashable, _IntentValue, _StringWrapping, CustomStringConvertible {
    /// The action as a person reads it.
    public let displayRepresentation: DisplayRepresentation

    package init(_intentString: String) {
        displayRepresentation = DisplayRepresentation(title: LocalizedStringResource(stringLiteral: _intentString))
    }

    public static var _valueKind: _IntentValueKind { .primitive(.string) }

    public var description: String { displayRepresentation.title.defaultValue }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

/// The intent a widget's button runs to open another app or perform an App Shortcut, a custom
/// shortcut or a system action the person chose (iOS 27): `Button(intent:
/// RunSystemShortcutIntent(shortcut: configuration.shortcut))`.
///
/// Here a widget's button runs it as any intent, and the run stops with an error saying that
/// running a person's configured action from a widget is not supported yet (there is no other
/// app, and a saved shortcut is run with `APP shortcuts run`).
public struct RunSystemShortcutIntent: AppIntent {
    public static var title: LocalizedStringResource { "Run Shortcut" }
    public static var isDiscoverable: Bool { false }

    /// The action the person chose.
    @Parameter(title: "Shortcut") public var shortcut: SystemShortcut?

    public init() {}

    /// An intent that performs the action the person chose.
    public init(shortcut: SystemShortcut) {
        self.shortcut = shortcut
    }

    public func perform() async throws -> some IntentResult {
        let action = shortcut.map { "'\($0)'" } ?? "a person's configured action"
        // Always: the return after it is what `some IntentResult` is inferred from.
        if true {
            throw AppIntentError(
                description:
                    "running \(action) from a widget's button (RunSystemShortcutIntent) is not supported yet")
        }
        return .result()
    }
}
