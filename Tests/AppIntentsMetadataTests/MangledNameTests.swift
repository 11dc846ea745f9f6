import AppIntentsMetadata
import Testing

// Types whose names share words with the module's (`App`, `Intents`, `Metadata`, `Tests`), so the
// compiler's word substitutions show, nested and of each kind.
struct IntentsMetadataApp {
    enum TestsKind { case one }
    final class AppIntentsHolder {
        struct MetadataTestsValue {}
    }
}
enum Tests {}
struct OpenAppIntent_Tests {}

@Suite struct MangledNameTests {
    static let module = "AppIntentsMetadataTests"

    struct Case: CustomTestStringConvertible, Sendable {
        let path: [(name: String, kind: MangledName.Kind)]
        let compiler: String
        var testDescription: String { path.map(\.name).joined(separator: ".") }
    }

    static let cases = [
        Case(path: [("IntentsMetadataApp", .structure)], compiler: _mangledTypeName(IntentsMetadataApp.self)!),
        Case(
            path: [("IntentsMetadataApp", .structure), ("TestsKind", .enumeration)],
            compiler: _mangledTypeName(IntentsMetadataApp.TestsKind.self)!),
        Case(
            path: [("IntentsMetadataApp", .structure), ("AppIntentsHolder", .class)],
            compiler: _mangledTypeName(IntentsMetadataApp.AppIntentsHolder.self)!),
        Case(
            path: [
                ("IntentsMetadataApp", .structure), ("AppIntentsHolder", .class), ("MetadataTestsValue", .structure),
            ],
            compiler: _mangledTypeName(IntentsMetadataApp.AppIntentsHolder.MetadataTestsValue.self)!),
        Case(path: [("Tests", .enumeration)], compiler: _mangledTypeName(Tests.self)!),
        Case(path: [("OpenAppIntent_Tests", .structure)], compiler: _mangledTypeName(OpenAppIntent_Tests.self)!),
        Case(path: [("MangledNameTests", .structure)], compiler: _mangledTypeName(MangledNameTests.self)!),
    ]

    @Test(arguments: cases) func matchesTheCompiler(_ item: Case) {
        #expect(MangledName.swift(module: Self.module, path: item.path) == item.compiler)
    }

    /// Names as they appear in files Apple's tools wrote.
    @Test func matchesApplesFiles() {
        #expect(MangledName.swift(module: "Radio", path: [("MuteRadioIntent", .structure)]) == "5Radio04MuteA6IntentV")
        #expect(
            MangledName.swift(module: "WidgetSmith", path: [("ControlWidgetEntity", .structure)])
                == "11WidgetSmith07ControlA6EntityV")
        #expect(
            MangledName.swift(module: "WidgetSmith", path: [("WidgetEntityQuery", .structure)])
                == "11WidgetSmith0A11EntityQueryV")
        #expect(
            MangledName.swift(module: "WidgetSmith", path: [("LaunchAppEnum", .enumeration)])
                == "11WidgetSmith13LaunchAppEnumO")
        #expect(
            MangledName.swift(module: "WidgetSmith", path: [("SetWidgetConstantIndex", .structure)])
                == "11WidgetSmith03SetA13ConstantIndexV")
        // Two words of the module substituted, and a word that begins with capitals (`LEDs`).
        #expect(
            MangledName.swift(module: "AppDemo", path: [("AppDemoShortcuts", .structure)]) == "7AppDemo0aB9ShortcutsV")
        #expect(
            MangledName.swift(module: "TrollLEDs", path: [("TrollLEDsAppShortcutsProvider", .structure)])
                == "9TrollLEDs0aB20AppShortcutsProviderV")
    }
}
