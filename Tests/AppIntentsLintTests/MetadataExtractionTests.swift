import AppIntentsMetadata
import Foundation
import Testing

@testable import AppIntentsLint

/// Extraction from the seeds' real samples (`/work/shared/seed-compat`, or `$SEED_COMPAT`).
@Suite struct MetadataExtractionTests {
    static let seeds = ProcessInfo.processInfo.environment["SEED_COMPAT"] ?? "/work/shared/seed-compat"
    static var available: Bool { FileManager.default.fileExists(atPath: seeds + "/Samples5/Soup.swift") }

    static func extract(_ folder: String) throws -> ActionsData {
        let path = seeds + "/" + folder
        return try MetadataExtractor(moduleName: MetadataExtractor.defaultModuleName(for: path)).extract(paths: [path])
    }

    @Test(.enabled(if: available)) func samples5ActionsParametersDefaultsAndSummaries() throws {
        let data = try Self.extract("Samples5")
        #expect(
            data.actions.keys.sorted() == [
                "BookWidgetConfig", "LightControlConfig", "OrderSoupIntent", "OrderStatusSnippet",
                "ShowOrderStatusIntent", "ToggleFavoriteIntent", "ToggleLightIntent",
            ])
        let order = try #require(data.actions["OrderSoupIntent"])
        #expect(order.fullyQualifiedTypeName == "Samples5.OrderSoupIntent")
        #expect(order.mangledTypeName == "8Samples515OrderSoupIntentV")
        #expect(order.title.key == "Order Soup")
        #expect(order.descriptionMetadata?.descriptionText.key == "Place a soup order.")
        #expect(order.parameters.map(\.name) == ["soup", "quantity"])
        #expect(order.parameters[0].valueType == .entity(typeName: "SoupEntity"))
        #expect(order.parameters[0].isRequired)
        #expect(order.parameters[0].dynamicOptionsSupport == 1)
        #expect(order.parameters[1].valueType == .primitive(.int))
        #expect(order.parameters[1].defaultValue == .number(1))
        #expect(order.parameters[1].title.key == "Quantity")
        #expect(order.summary?.formatString.key == "Order ${soup}")
        #expect(order.summary?.otherParameterIdentifiers == ["quantity"])
        #expect(order.outputFlags == 0)

        let book = try #require(data.actions["BookWidgetConfig"])
        #expect(book.parameters.first?.defaultValue == .string("The Swift Programming Language"))
        #expect(book.systemProtocols == ["com.apple.link.systemProtocol.WidgetConfiguration"])
        #expect(data.actions["LightControlConfig"]?.systemProtocolNames == ["ControlConfigurationIntent"])
        #expect(data.actions["LightControlConfig"]?.parameters.first?.valueType == .entity(typeName: "LightEntity"))
        #expect(data.actions["OrderStatusSnippet"]?.outputFlags == OutputFlags.showsSnippetView)
        #expect(data.actions["OrderStatusSnippet"]?.systemProtocolNames == ["SnippetIntent"])
        #expect(data.actions["ShowOrderStatusIntent"]?.outputFlags == OutputFlags.showsSnippetIntent)
    }

    @Test(.enabled(if: available)) func samples5EntitiesQueriesEnumsAndShortcuts() throws {
        let data = try Self.extract("Samples5")
        #expect(
            data.entities.keys.sorted() == [
                "AppSettingsEntity", "LightEntity", "ProductEntity", "RecipeEntity", "SoupEntity",
            ])
        let soup = try #require(data.entities["SoupEntity"])
        #expect(soup.displayTypeName.key == "Soup")
        #expect(soup.identifierValueType == .primitive(.string))
        #expect(soup.defaultQueryIdentifier == "Samples5.SoupEntityQuery")
        #expect(soup.properties.map(\.identifier) == ["name", "price"])
        #expect(soup.properties.map(\.valueType) == [.primitive(.string), .primitive(.double)])
        let recipe = try #require(data.entities["RecipeEntity"])
        #expect(recipe.systemProtocols == ["com.apple.appintents.entity.Indexed"])
        #expect(recipe.properties.map(\.kind) == ["stored", "computed"])
        #expect(recipe.properties.map(\.indexingKey) == ["title", "contentDescription"])
        #expect(data.entities["AppSettingsEntity"]?.systemProtocolNames == ["UniqueAppEntity"])

        #expect(data.queries["SoupStringQuery"]?.systemProtocols == ["EntityQuery", "EntityStringQuery"])
        #expect(data.queries["AllSoupsQuery"]?.systemProtocols == ["EntityQuery", "EnumerableEntityQuery"])
        #expect(data.queries["AllSoupsQuery"]?.entityType == "SoupEntity")
        // A unique entity's query is an enumerable one, as Apple's `UniqueAppEntityQuery` refines it.
        #expect(
            data.queries["AppSettingsQuery"]?.systemProtocols == [
                "EntityQuery", "EnumerableEntityQuery", "UniqueAppEntityQuery",
            ])
        #expect(data.queries["AppSettingsQuery"]?.entityType == "AppSettingsEntity")
        // A value query is extracted as the runtime catalog writes it: its own kind, its result's entity.
        #expect(data.queries["ProductValueQuery"]?.systemProtocols == ["IntentValueQuery"])
        #expect(data.queries["ProductValueQuery"]?.entityType == "ProductEntity")

        #expect(data.enums.map(\.identifier) == ["Priority", "SoupSize"])
        let size = try #require(data.enumeration("SoupSize"))
        #expect(size.displayTypeName.key == "Size")
        #expect(size.cases.map(\.identifier) == ["small", "medium", "large"])
        #expect(size.cases.map(\.displayRepresentation.title.key) == ["Small", "Medium", "Large"])
        let priority = try #require(data.enumeration("Priority"))
        #expect(priority.rawValueType == "Int")
        #expect(priority.cases.map(\.identifier) == ["1", "2", "3"])

        #expect(data.autoShortcuts.count == 1)
        let shortcut = try #require(data.autoShortcuts.first)
        #expect(shortcut.actionIdentifier == "OrderSoupIntent")
        #expect(
            shortcut.phraseTemplates.map(\.key) == [
                "Order ${soup} in ${applicationName}", "Get soup from ${applicationName}",
            ])
        #expect(shortcut.shortTitle?.key == "Order Soup")
        #expect(shortcut.systemImageName == "cup.and.saucer")
        #expect(data.shortcutTileColor == ShortcutTileColors.index(of: "navy"))
        #expect(data.autoShortcutProviderMangledName == "8Samples514MyAppShortcutsV")
    }

    @Test(.enabled(if: available)) func samples6SwiftSixStyleDeclarations() throws {
        let data = try Self.extract("Samples6")
        #expect(
            data.actions.keys.sorted() == ["CompleteTaskIntent", "StopBenchmarkIntent", "UndoLastEventOccuranceIntent"])
        let complete = try #require(data.actions["CompleteTaskIntent"])
        #expect(complete.title.key == "Complete Task")
        #expect(
            complete.descriptionMetadata?.descriptionText.key == "Marks a task as done and returns the updated item.")
        #expect(complete.supportedModes == SupportedModes.foregroundImmediate)
        #expect(complete.outputType == .entity(typeName: "TaskEntity"))
        #expect(complete.outputFlags == OutputFlags.returnsValue | OutputFlags.providesDialog)
        #expect(complete.parameters.first?.requestValueDialog?.key == "Which task should I complete?")
        #expect(complete.summary?.formatString.key == "Complete ${task}")

        let stop = try #require(data.actions["StopBenchmarkIntent"])
        #expect(stop.parameters.map(\.name) == ["resolution", "benchmarkLap"])
        #expect(stop.parameters[0].valueType == .enumeration(identifier: "StopResolution"))
        #expect(stop.parameters[1].isOptional)
        #expect(stop.outputFlags == OutputFlags.providesDialog)

        #expect(data.entities["TaskEntity"]?.displayTypeName.key == "Task")
        #expect(data.entities["TaskEntity"]?.identifierValueType == .primitive(.string))
        #expect(data.entities["TaskEntity"]?.defaultQueryIdentifier == "Samples6.TaskQuery")
        #expect(data.queries["TaskQuery"]?.entityType == "TaskEntity")

        let resolution = try #require(data.enumeration("StopResolution"))
        #expect(resolution.cases.map(\.identifier) == ["saveAsBenchmark", "saveRun", "discardRun"])
        #expect(
            resolution.cases.map(\.displayRepresentation.title.key) == ["Save as Benchmark", "Save Run", "Discard Run"])

        #expect(data.autoShortcuts.map(\.actionIdentifier) == ["CompleteTaskIntent"])
        #expect(data.autoShortcuts.first?.phraseTemplates.map(\.key) == ["Complete task in ${applicationName}"])
        #expect(data.shortcutTileColor == ShortcutTileColors.index(of: "blue"))
    }

    @Test(.enabled(if: available)) func extractedBundleRoundTripsThroughTheFiles() throws {
        let data = try Self.extract("Samples5")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("extract-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try MetadataBundle(actions: data).write(to: folder)
        let read = try MetadataBundle.read(from: folder)
        // Compared as written bytes: an absent description is written as "" and reads back as "".
        #expect(try MetadataBundle.encode(read.actions) == MetadataBundle.encode(data))
        #expect(read.actions.actions.keys.sorted() == data.actions.keys.sorted())
        #expect(read.version.version == MetadataFormat.formatVersion)
    }

    @Test func declarationsSpreadOverExtensionsNestedTypesAndConditionsAreSeen() {
        let first = """
            enum Kitchen {
                struct SoupEntity { var id: Int }
            }
            #if os(iOS)
            extension Kitchen.SoupEntity: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
                var displayRepresentation: DisplayRepresentation { "\\(id)" }
                static let defaultQuery = Kitchen.SoupQuery()
            }
            #endif
            typealias Soup = Kitchen.SoupEntity
            """
        let second = """
            extension Kitchen {
                struct SoupQuery: EnumerableEntityQuery {
                    func allEntities() async throws -> [Kitchen.SoupEntity] { [] }
                }
            }
            protocol KitchenIntent: AppIntent {}
            struct KitchenShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: TasteIntent.init(), phrases: ["Taste \\(\\.$soup) in \\(.applicationName)"], shortTitle: "Taste", systemImageName: "spoon")
                }
            }
            struct TasteIntent: KitchenIntent {
                static let title: LocalizedStringResource = "Taste"
                @Parameter(title: "Soup") var soup: Soup
                @Parameter(title: "Spoons", default: 2, inclusiveRange: (1, 5)) var spoons: Int
                static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let data = MetadataExtractor(moduleName: "Kit").extract(sources: [
            SourceText(path: "A.swift", text: first), SourceText(path: "B.swift", text: second),
        ])
        #expect(data.entities["SoupEntity"]?.fullyQualifiedTypeName == "Kit.Kitchen.SoupEntity")
        #expect(data.entities["SoupEntity"]?.identifierValueType == .primitive(.int))
        #expect(data.entities["SoupEntity"]?.defaultQueryIdentifier == "Kit.Kitchen.SoupQuery")
        #expect(data.queries["SoupQuery"]?.entityType == "SoupEntity")
        let taste = data.actions["TasteIntent"]
        #expect(taste?.parameters.first?.valueType == .entity(typeName: "SoupEntity"))
        #expect(taste?.parameters.last?.range?.minimum == 1)
        #expect(taste?.parameters.last?.range?.maximum == 5)
        #expect(taste?.supportedModes == SupportedModes.background | SupportedModes.foregroundDynamic)
        #expect(data.actions["KitchenIntent"] == nil)
        #expect(data.autoShortcuts.first?.actionIdentifier == "TasteIntent")
        #expect(data.autoShortcuts.first?.phraseTemplates.first?.key == "Taste ${soup} in ${applicationName}")
    }

    /// `supportedValues:` of an enum parameter is written as the runtime writes it: the cases' raw
    /// values in the order given; a list the source does not spell out is left to the runtime.
    @Test func anEnumParametersSupportedValuesAreItsRawValues() {
        let source = #"""
            import AppIntents
            enum CupSize: String, AppEnum {
                case small = "s", medium = "m", large = "l"
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                static let caseDisplayRepresentations: [CupSize: DisplayRepresentation] = [.small: "Small", .medium: "Medium", .large: "Large"]
            }
            struct PourIntent: AppIntent {
                static let title: LocalizedStringResource = "Pour"
                @Parameter(title: "Size", supportedValues: [.large, .small]) var size: CupSize
                @Parameter(title: "Other", supportedValues: CupSize.allCases) var other: CupSize?
                @Parameter(title: "Any") var any: CupSize?
                func perform() async throws -> some IntentResult { .result() }
            }
            """#
        let data = MetadataExtractor(moduleName: "Cafe").extract(sources: [SourceText(path: "A.swift", text: source)])
        let parameters = data.actions["PourIntent"]?.parameters ?? []
        #expect(parameters.map(\.supportedValues) == [["l", "s"], nil, nil])
        #expect(
            MetadataSummary.describe(parameters[0], texts: LocalizedTexts())
                == "size: CupSize only l, s, required \"Size\"")
    }

    /// An entity property declared without a title (`@Property var dueDate`, and the macros'
    /// properties) is titled from its name in the words a parameter's name gives, as the runtime
    /// catalog titles it; a declared title stays as written.
    @Test func anUntitledPropertyIsTitledFromItsName() {
        let source = #"""
            import AppIntents
            struct TaskEntity: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Task"
                static let defaultQuery = TaskQuery()
                var id: String
                @Property var dueDate: Date?
                @Property(title: "Notes") var body: String
                @Property(indexingKey: \.title) var nameOfTheTask: String
                @ComputedProperty var isOverdue: Bool { false }
                @DeferredProperty var sourceURL: URL? { get async throws { nil } }
                var displayRepresentation: DisplayRepresentation { "\(id)" }
            }
            """#
        let data = MetadataExtractor(moduleName: "Kit").extract(sources: [SourceText(path: "A.swift", text: source)])
        let properties = data.entities["TaskEntity"]?.properties ?? []
        #expect(properties.map(\.identifier) == ["dueDate", "body", "nameOfTheTask", "isOverdue", "sourceURL"])
        #expect(properties.map(\.title.key) == ["Due Date", "Notes", "Name of the Task", "Is Overdue", "Source URL"])
    }

    @Test func moduleNameComesFromTheFolderUnderSources() {
        #expect(MetadataExtractor.defaultModuleName(for: "/repo/Sources/SoupShopKit/Intents") == "SoupShopKit")
        #expect(MetadataExtractor.defaultModuleName(for: "/work/shared/seed-compat/Samples5") == "Samples5")
        #expect(MetadataExtractor.defaultModuleName(for: "/app/Kit/Order.swift") == "Kit")
    }
}
