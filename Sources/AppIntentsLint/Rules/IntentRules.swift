internal import SwiftSyntax

/// A control cannot ask for a value, so its configuration must be complete without one.
struct ControlParameterOptionalRule: Rule {
    static let description = RuleDescription(
        id: "control-parameter-optional", severity: .error,
        summary:
            "A ControlConfigurationIntent parameter without a default must be optional: a control cannot prompt for a missing value.",
        triggering: [
            RuleExample(
                """
                struct LightControlConfig: ControlConfigurationIntent {
                    static let title: LocalizedStringResource = "Light"
                    @Parameter(title: "Light") var ↓light: LightEntity
                }
                """),
            RuleExample(
                """
                struct LightControlConfig {
                    @Parameter(title: "Brightness") var ↓brightness: Int
                }
                extension LightControlConfig: ControlConfigurationIntent {
                    static let title: LocalizedStringResource = "Light"
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct LightControlConfig: ControlConfigurationIntent {
                    static let title: LocalizedStringResource = "Light"
                    @Parameter(title: "Light", default: .livingRoom) var light: LightEntity
                    @Parameter(title: "Room") var room: RoomEntity?
                }
                struct ToggleLightIntent: AppIntent {
                    static let title: LocalizedStringResource = "Toggle Light"
                    @Parameter(title: "Light") var light: LightEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                """)
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for intent in model.intents where model.conforms(intent, toAnyOf: ["ControlConfigurationIntent"]) {
            for parameter in model.parameters(of: intent) where !parameter.isOptional && !parameter.hasDefault {
                reporter.report(
                    "parameter '\(parameter.name)' of control configuration \(intent.name) has no default and is not optional; a control cannot ask for it",
                    at: parameter.variable.nameToken, in: parameter.file)
            }
        }
    }
}

/// `openAppWhenRun` is deprecated from the 26 releases on.
struct OpenAppWhenRunRule: Rule {
    static let description = RuleDescription(
        id: "open-app-when-run-deprecated", severity: .warning,
        summary:
            "openAppWhenRun is deprecated from iOS/macOS 26; when the deployment target is 26 or later declare supportedModes instead.",
        triggering: [
            RuleExample(
                """
                struct OpenSoupIntent: AppIntent {
                    static let title: LocalizedStringResource = "Open Soup"
                    static let ↓openAppWhenRun = true
                    func perform() async throws -> some IntentResult { .result() }
                }
                """, settings: ProjectSettings(deploymentTarget: 26))
        ],
        nonTriggering: [
            RuleExample(
                """
                struct OpenSoupIntent: AppIntent {
                    static let title: LocalizedStringResource = "Open Soup"
                    static let openAppWhenRun = true
                    func perform() async throws -> some IntentResult { .result() }
                }
                """, settings: ProjectSettings(deploymentTarget: 18)),
            RuleExample(
                """
                struct OpenSoupIntent: AppIntent {
                    static let title: LocalizedStringResource = "Open Soup"
                    static let supportedModes: IntentModes = .foreground
                    func perform() async throws -> some IntentResult { .result() }
                }
                """, settings: ProjectSettings(deploymentTarget: 26)),
            RuleExample(
                """
                struct NewWindowIntent: AppIntent {
                    static let title: LocalizedStringResource = "New Window"
                    @available(macOS 26.0, *)
                    static let supportedModes: IntentModes = .background
                    @available(macOS, obsoleted: 26.0, message: "Replaced by supportedModes")
                    static let openAppWhenRun = false
                    func perform() async throws -> some IntentResult { .result() }
                }
                """, settings: ProjectSettings(deploymentTarget: 26)),
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for intent in model.intents {
            for (file, variable) in intent.variables(named: "openAppWhenRun") where variable.isStatic {
                guard let target = file.deploymentTarget ?? model.settings.deploymentTarget, target >= 26,
                    !Availability.isRetired(variable.attributes)
                else {
                    continue
                }
                reporter.report(
                    "openAppWhenRun is deprecated for deployment target \(target); declare 'static let supportedModes: IntentModes = .foreground'",
                    at: variable.nameToken, in: file)
            }
        }
    }
}

/// `perform()` runs on the system's clock; blocking a thread stalls Siri and may be killed.
struct BlockingPerformRule: Rule {
    static let description = RuleDescription(
        id: "blocking-perform", severity: .warning,
        summary:
            "perform() is async: sleeping or waiting on a semaphore or group blocks a cooperative thread; await instead.",
        triggering: [
            RuleExample(
                """
                struct SyncIntent: AppIntent {
                    static let title: LocalizedStringResource = "Sync"
                    func perform() async throws -> some IntentResult {
                        let semaphore = DispatchSemaphore(value: 0)
                        Store.shared.sync { semaphore.signal() }
                        ↓semaphore.wait()
                        ↓Thread.sleep(forTimeInterval: 1)
                        ↓sleep(2)
                        ↓group.wait(timeout: .now() + 5)
                        return .result()
                    }
                }
                """),
            RuleExample(
                """
                struct TraceIntent: AppIntent {
                    static let title: LocalizedStringResource = "Trace"
                    func perform() async throws -> some IntentResult {
                        #if DEBUG
                        ↓usleep(1000)
                        #elseif true
                        ↓sleep(1)
                        #else
                        sleep(2)
                        #endif
                        return .result()
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct SyncIntent: AppIntent {
                    static let title: LocalizedStringResource = "Sync"
                    func perform() async throws -> some IntentResult {
                        try await Task.sleep(for: .seconds(1))
                        try await Store.shared.sync()
                        return .result()
                    }
                }
                func helper() { sleep(1) }
                """),
            RuleExample(
                """
                struct CountIntent: AppIntent {
                    static let title: LocalizedStringResource = "Count"
                    func perform() async throws -> some IntentResult {
                        #if false
                        Task { usleep(200_000) }
                        #endif
                        return .result()
                    }
                }
                """),
            RuleExample(
                """
                final class Arranger {
                    func wait() async throws -> Bool { true }
                }
                struct ArrangeIntent: AppIntent {
                    static let title: LocalizedStringResource = "Arrange"
                    func perform() async throws -> some IntentResult {
                        try await arranger.wait()
                        _ = await queue.wait()
                        job.wait()
                        return .result()
                    }
                }
                """),
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for intent in model.intents {
            for (file, function) in intent.functions(named: "perform") {
                guard let body = function.body else { continue }
                let finder = BlockingCallFinder(dispatchNames: BlockingCallFinder.dispatchNames(in: file))
                finder.walk(body)
                for (call, what) in finder.found {
                    reporter.report(
                        "\(what) blocks a thread inside perform(); use async APIs and await", at: call, in: file)
                }
            }
        }
    }
}

/// Calls known to block the calling thread: `sleep`, `Thread.sleep`, `DispatchQueue.sync`, and
/// `wait` on a `DispatchSemaphore` or `DispatchGroup` (declared as one in the file, or called with
/// Dispatch's `timeout:`/`wallTimeout:`). An awaited call is asynchronous and never blocks.
final class BlockingCallFinder: CompiledCodeVisitor {
    private(set) var found: [(FunctionCallExprSyntax, String)] = []
    /// Names declared in the file as a `DispatchSemaphore` or `DispatchGroup`.
    let dispatchNames: Set<String>

    init(dispatchNames: Set<String>) {
        self.dispatchNames = dispatchNames
        super.init(viewMode: .sourceAccurate)
    }

    /// Names bound to a `DispatchSemaphore(…)`/`DispatchGroup()` or annotated with those types.
    static func dispatchNames(in file: ParsedFile) -> Set<String> {
        guard file.text.contains("DispatchSemaphore") || file.text.contains("DispatchGroup") else { return [] }
        final class Collector: CompiledCodeVisitor {
            var names: Set<String> = []
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    return .visitChildren
                }
                let type: String? = node.typeAnnotation.map { TypeRef($0.type).name }
                let called: String? = node.initializer?.value.as(FunctionCallExprSyntax.self).map { calledName($0) }
                let dispatch: Set<String> = ["DispatchSemaphore", "DispatchGroup"]
                if dispatch.contains(type ?? "") || dispatch.contains(called ?? "") {
                    names.insert(name)
                }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        return collector.names
    }

    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
        // `await x.wait()` calls an async method: it suspends, it does not block.
        if node.expression.is(FunctionCallExprSyntax.self) || node.expression.is(TryExprSyntax.self) {
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = calledName(node)
        let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
        switch (name, base) {
        case ("sleep", nil), ("usleep", nil), ("nanosleep", nil):
            found.append((node, name + "()"))
        case ("sleep", "Thread"?):
            found.append((node, "Thread.sleep"))
        case ("wait", let receiver?) where receiver != "Task":
            let label = node.arguments.first?.label?.text
            let last = receiver.split(separator: ".").last.map(String.init) ?? receiver
            if dispatchNames.contains(last) || label == "timeout" || label == "wallTimeout" {
                found.append((node, receiver + ".wait()"))
            }
        case ("sync", let receiver?) where receiver.hasPrefix("DispatchQueue"):
            found.append((node, receiver + ".sync"))
        default: break
        }
        return .visitChildren
    }
}

/// Widgets and controls configure silently; nothing can be asked while they run. WidgetKit and
/// Control Center read a configuration intent's parameters and never call its `perform()`, which
/// runs only when the intent is run as an action; a discoverable one (the default) runs in
/// Shortcuts, Siri or Spotlight, which show prompts, so only a hidden one is reported.
struct PromptInConfigurationIntentRule: Rule {
    static let prompts: Set<String> = [
        "requestValue", "requestDisambiguation", "requestConfirmation", "needsValueError", "needsDisambiguationError",
        "needsConfirmation",
    ]

    static let description = RuleDescription(
        id: "prompt-in-configuration-intent", severity: .warning,
        summary:
            "A configuration intent hidden from Shortcuts and Siri runs only from a widget or control, which cannot prompt: requestValue, requestDisambiguation and requestConfirmation fail there.",
        triggering: [
            RuleExample(
                """
                struct BookWidgetConfig: WidgetConfigurationIntent {
                    static let title: LocalizedStringResource = "Book"
                    static let isDiscoverable = false
                    @Parameter(title: "Book") var book: BookEntity?
                    func perform() async throws -> some IntentResult {
                        let chosen = try await ↓$book.requestValue("Which book?")
                        return .result()
                    }
                }
                """)
        ],
        nonTriggering: [
            // Also an action in Shortcuts (discoverable by default), where the prompt is shown;
            // the widget only reads `server`.
            RuleExample(
                """
                struct ServerStatusIntent: AppIntent, WidgetConfigurationIntent {
                    static let title: LocalizedStringResource = "Server Status"
                    @Parameter(title: "Server") var server: ServerEntity?
                    func perform() async throws -> some IntentResult & ProvidesDialog {
                        let chosen = try await $server.requestValue()
                        return .result(dialog: "\\(chosen.name) is up")
                    }
                }
                """),
            RuleExample(
                """
                struct ChooseBookIntent: AppIntent {
                    static let title: LocalizedStringResource = "Choose Book"
                    @Parameter(title: "Book") var book: BookEntity?
                    func perform() async throws -> some IntentResult {
                        let chosen = try await $book.requestValue("Which book?")
                        return .result()
                    }
                }
                """),
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for intent in model.intents
        where model.conforms(intent, toAnyOf: Conformance.configurationIntents)
            && QuerySuggestedEntitiesRule.isHidden(intent)
        {
            for (file, member) in intent.members {
                let finder = CallFinder(names: Self.prompts)
                finder.walk(member)
                for call in finder.calls {
                    reporter.report(
                        "\(calledName(call)) in configuration intent \(intent.name), hidden from Shortcuts and Siri: it only runs from a widget or a control, which cannot prompt; give the parameter a default or make it optional",
                        at: call, in: file)
                }
            }
        }
    }
}

/// Swift 6 rejects mutable global state, and metadata never changes at run time.
struct MutableStaticMetadataRule: Rule {
    static let names: Set<String> = [
        "title", "description", "typeDisplayRepresentation", "caseDisplayRepresentations", "openAppWhenRun",
        "isDiscoverable", "authenticationPolicy", "supportedModes", "shortcutTileColor", "defaultQuery",
        "searchKeywords", "persistentIdentifier",
    ]

    static let description = RuleDescription(
        id: "mutable-static-metadata", severity: .error,
        summary:
            "In Swift 6 a stored 'static var' is unsafe shared mutable state (a compiler error); metadata never changes, so write 'static let'.",
        triggering: [
            RuleExample(
                """
                struct OrderSoupIntent: AppIntent {
                    static ↓var title: LocalizedStringResource = "Order Soup"
                    func perform() async throws -> some IntentResult { .result() }
                }
                enum Size: String, AppEnum {
                    case small
                    static ↓var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                    static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "Small"]
                }
                """, settings: ProjectSettings(swiftLanguageMode: 6))
        ],
        nonTriggering: [
            RuleExample(
                """
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource = "Order Soup"
                    func perform() async throws -> some IntentResult { .result() }
                }
                """, settings: ProjectSettings(swiftLanguageMode: 5)),
            RuleExample(
                """
                struct OrderSoupIntent: AppIntent {
                    static let title: LocalizedStringResource = "Order Soup"
                    nonisolated static var description: IntentDescription { "Orders soup." }
                    nonisolated(unsafe) static var isDiscoverable = true
                    @MainActor static var openAppWhenRun = false
                    func perform() async throws -> some IntentResult { .result() }
                }
                """, settings: ProjectSettings(swiftLanguageMode: 6)),
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        let symbols = model.intents + model.entities + model.enums + model.providers + model.queries
        var seen: Set<ObjectIdentifier> = []
        for symbol in symbols where seen.insert(ObjectIdentifier(symbol)).inserted {
            let isolated = symbol.attributes.contains { TypeRef($0.attributeName).name == "MainActor" }
            guard !isolated else { continue }
            for (file, member) in symbol.members {
                guard (file.languageMode ?? model.settings.swiftLanguageMode) == 6 else { continue }
                for variable in VariableInfo.all(in: member)
                where variable.isStatic && !variable.isLet && variable.isStored && Self.names.contains(variable.name) {
                    if variable.hasModifier("nonisolated")
                        && variable.decl.modifiers.contains(where: { $0.detail != nil })
                    {
                        continue
                    }
                    if variable.attributes.contains(where: { TypeRef($0.attributeName).name == "MainActor" }) {
                        continue
                    }
                    reporter.report(
                        "'static var \(variable.name)' is mutable shared state, an error in Swift 6; write 'static let \(variable.name)'",
                        at: variable.decl.bindingSpecifier, in: file)
                }
            }
        }
    }
}

/// `@AssistantIntent`, `@AssistantEntity` and `@AssistantEnum` are deprecated.
struct DeprecatedAssistantMacroRule: Rule {
    static let replacements = [
        "AssistantIntent": "@AppIntent(schema:)", "AssistantEntity": "@AppEntity(schema:)",
        "AssistantEnum": "@AppEnum(schema:)",
    ]

    static let description = RuleDescription(
        id: "deprecated-assistant-macro", severity: .warning,
        summary:
            "@AssistantIntent, @AssistantEntity and @AssistantEnum are deprecated; use @AppIntent(schema:), @AppEntity(schema:), @AppEnum(schema:).",
        triggering: [
            RuleExample(
                """
                ↓@AssistantIntent(schema: .photos.openAsset)
                struct OpenAssetIntent: OpenIntent {
                    var target: AssetEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                ↓@AssistantEntity(schema: .photos.asset)
                struct AssetEntity: AppEntity {}
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                @AppIntent(schema: .photos.openAsset)
                struct OpenAssetIntent: OpenIntent {
                    var target: AssetEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                @AppEnum(schema: .photos.assetType)
                enum AssetType: String, AppEnum { case photo }
                """)
        ])

    func check(_ model: AppModel, _ reporter: Reporter) {
        for symbol in model.index.symbols {
            for declaration in symbol.declarations {
                for attribute in declaration.attributes {
                    let name = TypeRef(attribute.attributeName).name
                    guard let replacement = Self.replacements[name] else { continue }
                    reporter.report("@\(name) is deprecated; use \(replacement)", at: attribute, in: declaration.file)
                }
            }
        }
    }
}
