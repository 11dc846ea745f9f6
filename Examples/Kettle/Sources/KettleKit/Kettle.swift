import AppIntents
import Foundation
import IntentHost

// An app that uses every construct of the metadata document (docs/METADATA.md), so a test can hold
// the runtime catalog and the static extractor equal on each: summaries, defaults of every kind,
// ranges, files, lists, descriptions with categories, entities with string search and property
// filters, an Int-backed enum, nested types, system protocols, a migrated SiriKit intent, result
// flags, modes, App Shortcuts, negative phrases, collections of entity identifiers, and tool intents
// (by `@AppIntent(.tool)` and by conformance).

/// A tea on the shelf.
public struct TeaEntity: IndexedEntity {
    public static let defaultQuery = TeaQuery()
    public static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: "Tea", numericFormat: "\(placeholder: .int) teas")
    }

    public var id: String
    @Property(title: "Name", indexingKey: \.title) public var name: String
    /// Declared without a title: both producers title it "Steep Minutes" from its name.
    @Property public var steepMinutes: Int

    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    public init(id: String, name: String, steepMinutes: Int) {
        self.id = id
        self.name = name
        self.steepMinutes = steepMinutes
    }

    static let shelf = [
        TeaEntity(id: "sencha", name: "Sencha", steepMinutes: 2),
        TeaEntity(id: "assam", name: "Assam", steepMinutes: 4),
    ]
}

/// Finds teas by id, by text, and by their properties.
public struct TeaQuery: EntityStringQuery, EntityPropertyQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [TeaEntity] {
        TeaEntity.shelf.filter { identifiers.contains($0.id) }
    }

    public func suggestedEntities() async throws -> [TeaEntity] { TeaEntity.shelf }

    public func entities(matching string: String) async throws -> [TeaEntity] {
        TeaEntity.shelf.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }

    public enum Filter: Sendable {
        case name(String)
        case shorterThan(Int)
    }

    public static let properties = QueryProperties {
        Property(\TeaEntity.$name) {
            EqualToComparator { Filter.name($0) }
            ContainsComparator { Filter.name($0) }
        }
        Property(\TeaEntity.$steepMinutes) {
            LessThanComparator { Filter.shorterThan($0) }
        }
    }

    public static let sortingOptions = SortingOptions {
        SortableBy(\TeaEntity.$steepMinutes)
    }

    public func entities(
        matching comparators: [Filter], mode: ComparatorMode, sortedBy: [EntityQuerySort<TeaEntity>], limit: Int?
    ) async throws -> [TeaEntity] {
        TeaEntity.shelf.filter { tea in
            comparators.allSatisfy { filter in
                switch filter {
                case .name(let name): tea.name.localizedCaseInsensitiveContains(name)
                case .shorterThan(let minutes): tea.steepMinutes < minutes
                }
            }
        }
    }
}

/// How strong, by number: a saved shortcut keeps the raw value.
public enum Strength: Int, AppEnum {
    case mild
    case medium
    case strong

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Strength"
    public static let caseDisplayRepresentations: [Strength: DisplayRepresentation] = [
        .mild: "Mild", .medium: "Medium", .strong: "Strong",
    ]
}

/// The kettle's settings, with a type nested in it.
public enum Kettle {
    /// Water temperatures, nested so its mangled name carries its scope.
    public enum Temperature: String, AppEnum {
        case warm
        case boiling

        public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Temperature"
        public static let caseDisplayRepresentations: [Temperature: DisplayRepresentation] = [
            .warm: "Warm", .boiling: "Boiling",
        ]
    }
}

/// Brews a tea: a summary with a trailing builder, defaults of every kind, a range; a tool Siri may
/// call ("Brew two cups of green tea").
@AppIntent(.tool)
public struct BrewTeaIntent: AppIntent {
    public static let title: LocalizedStringResource = "Brew Tea"
    public static let description = IntentDescription(
        "Brews a cup of tea.", categoryName: "Brewing", searchKeywords: ["tea", "cup"])

    @Parameter(title: "Tea") public var tea: TeaEntity
    @Parameter(title: "Cups", description: "How many cups to brew", default: 1, inclusiveRange: (1, 6))
    public var cups: Int
    @Parameter(title: "Strength", default: .medium) public var strength: Strength
    @Parameter(title: "Temperature", default: .boiling, supportedValues: [.warm, .boiling])
    public var temperature: Kettle.Temperature
    @Parameter(title: "Milk", default: false) public var milk: Bool
    @Parameter(title: "Sugar", default: 0.5) public var sugar: Double
    @Parameter(title: "Note", default: "none") public var note: String

    public static var parameterSummary: some ParameterSummary {
        Summary("Brew \(\.$cups) cups of \(\.$tea)") {
            \.$strength
            \.$milk
        }
    }

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        .result(value: cups, dialog: "Brewing \(cups) cups of \(tea.name).")
    }
}

/// Imports recipes from a file: the `intents` value kind, a list, an optional date, and a
/// parameter without a title (titled from its name).
public struct ImportRecipesIntent: AppIntent {
    public static let title: LocalizedStringResource = "Import Recipes"

    @Parameter(title: "File", inputConnectionBehavior: .connectToPreviousIntentResult) public var file: IntentFile
    @Parameter(title: "Tags") public var tags: [String]
    @Parameter(title: "When") public var when: Date?
    @Parameter(description: "Skips recipes already in the library") public var skipExistingRecipes: Bool?

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Imported \(tags.count) tags.")
    }
}

/// Opens the kettle's page: `OpenIntent`, which opens the app.
public struct OpenTeaIntent: OpenIntent {
    public static let title: LocalizedStringResource = "Open Tea"

    @Parameter(title: "Tea") public var target: TeaEntity

    public init() {}

    public func perform() async throws -> some IntentResult { .result() }
}

/// Descales the kettle; needs the device unlocked.
public struct DescaleIntent: AppIntent {
    public static let title: LocalizedStringResource = "Descale"
    public static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
    public static let isDiscoverable = false

    public init() {}

    public func perform() async throws -> some IntentResult { .result() }
}

/// Boils water: the App Intent that replaces the SiriKit intent `BoilIntent` of the app's older
/// intent definition file, so shortcuts and donations of the old intent keep working; a tool by
/// conformance.
public struct BoilWaterIntent: AppIntent, CustomIntentMigratedAppIntent, ToolIntent {
    public static let intentClassName = "BoilIntent"
    public static let title: LocalizedStringResource = "Boil Water"

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Boiling.") }
}

/// What a pot is filled by: a tea of the shelf, or plain water of a strength (a union value).
@UnionValue public enum PotFilling: Sendable {
    case tea(TeaEntity)
    case water(Strength)
}

/// Fills the pot: a parameter of a union value type, with an entity case and an enum case.
public struct FillPotIntent: AppIntent {
    public static let title: LocalizedStringResource = "Fill Pot"

    @Parameter(title: "Filling") public var filling: PotFilling

    public init() {}

    public func perform() async throws -> some IntentResult { .result() }
}

/// Restocks teas by identifier: `EntityCollection` parameters (listed as arrays of the entity)
/// and result.
public struct RestockTeasIntent: AppIntent {
    public static let title: LocalizedStringResource = "Restock Teas"

    @Parameter(title: "Teas") public var teas: EntityCollection<TeaEntity>
    @Parameter(title: "Skip") public var skip: EntityCollection<TeaEntity>?

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<EntityCollection<TeaEntity>> {
        var restocked = teas
        for tea in skip ?? [] { restocked.remove(tea) }
        return .result(value: restocked)
    }
}

/// The kettle's App Shortcuts.
public struct KettleShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BrewTeaIntent(),
            phrases: ["Brew \(\.$tea) with \(.applicationName)", "Make tea with \(.applicationName)"],
            shortTitle: "Brew", systemImageName: "cup.and.saucer")
        AppShortcut(
            intent: DescaleIntent(), phrases: ["Descale \(.applicationName)"], shortTitle: "Descale",
            systemImageName: "drop")
    }

    public static var shortcutTileColor: ShortcutTileColor { .teal }

    public static var negativePhrases: NegativeAppShortcutPhrases { ["Boil an egg with \(.applicationName)"] }
}

/// The app as the system runs it.
public let kettleApp = IntentApp(
    name: "Kettle",
    intents: [
        BrewTeaIntent.self, ImportRecipesIntent.self, OpenTeaIntent.self, DescaleIntent.self, BoilWaterIntent.self,
        FillPotIntent.self, RestockTeasIntent.self,
    ],
    entities: [TeaEntity.self],
    enums: [Strength.self, Kettle.Temperature.self],
    shortcuts: KettleShortcuts.self)
