import AppIntents
import AppIntentsMetadata
import Foundation
import Testing

@testable import IntentSystem

/// A control's toggle runs a `SetValueIntent` with `value` set to the toggle's new state, as
/// iOS does, and the new kinds are written to the catalog's `systemProtocols`.
@Suite struct SetValueControlTests {
    /// The lamp the control switches; kept in a lock, as intents may run on any task.
    final class Lamp: @unchecked Sendable {
        private let lock = NSLock()
        private var on = false
        var isOn: Bool {
            get { lock.withLock { on } }
            set { lock.withLock { on = newValue } }
        }
    }

    static let lamp = Lamp()

    struct SetLampIntent: SetValueIntent {
        static var title: LocalizedStringResource { "Set Lamp" }
        @Parameter(title: "On") var value: Bool
        init() {}
        func perform() async throws -> some IntentResult & ProvidesDialog {
            SetValueControlTests.lamp.isOn = value
            return .result(dialog: value ? "The lamp is on." : "The lamp is off.")
        }
    }

    struct LampControl: ControlConfigurationIntent {
        static var title: LocalizedStringResource { "Lamp Control" }
        init() {}
    }

    struct SyncIntent: AppIntent, ProgressReportingIntent, UndoableIntent, ForegroundContinuableIntent {
        static var title: LocalizedStringResource { "Sync" }
        init() {}
        func perform() async throws -> some IntentResult { .result() }
    }

    static let widgets = [
        IntentWidget(control: "Lamp", configuration: LampControl.self) { _ in
            Toggle("Lamp", isOn: SetValueControlTests.lamp.isOn, intent: SetLampIntent())
        }
    ]

    static func system() async throws -> WidgetSystem {
        let app = IntentApp(name: "Home", intents: [SetLampIntent.self, SyncIntent.self], widgets: widgets)
        return WidgetSystem(executor: Executor(catalog: try await Catalog.build(app)), widgets: widgets)
    }

    @Test func aToggleSetsTheValueToItsNewStateEachPress() async throws {
        let system = try await Self.system()
        let configuration = try await system.configure("Lamp", inputs: [:])
        Self.lamp.isOn = false
        let (first, switchedOn) = try await system.press(configuration, action: "Lamp", caller: .none)
        #expect(first.isToggle)
        #expect(switchedOn.dialog == "The lamp is on.")
        #expect(Self.lamp.isOn)
        let (_, switchedOff) = try await system.press(configuration, action: "1", caller: .none)
        #expect(switchedOff.dialog == "The lamp is off.")
        #expect(!Self.lamp.isOn)
    }

    @Test func theNewKindsAreWrittenToSystemProtocols() async throws {
        let system = try await Self.system()
        let actions = system.executor.catalog.metadata.actions
        // Written with Apple's identifiers where the model knows one (`SystemProtocols`).
        #expect(actions["SetLampIntent"]?.systemProtocols == SystemProtocols.intentIdentifiers(["SetValueIntent"]))
        #expect(
            Set(actions["SyncIntent"]?.systemProtocols ?? [])
                == Set(
                    SystemProtocols.intentIdentifiers([
                        "ForegroundContinuableIntent", "ProgressReportingIntent", "UndoableIntent",
                    ])))
    }
}
